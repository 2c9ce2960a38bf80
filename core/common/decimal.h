// Reading decimal numbers in files whatever the user's locale.
#pragma once

#include <charconv>

namespace topoopt {

/// std::from_chars for a double (general format: no leading space, '+' or hexadecimal), in
/// every standard library the project builds with. Apple's libc++ has no floating-point
/// from_chars (libc++ has it from LLVM 20), so there the same numbers are read by strtod in the
/// C locale: strtod alone would read "1,5" for 1.5 in a German locale, where the studio runs.
std::from_chars_result readDouble(const char* first, const char* last, double& value);

namespace detail {
/// The C-locale strtod reading, compiled wherever strtod_l exists (not on Windows, whose
/// libraries all have from_chars), so that tests can hold it to from_chars' results.
std::from_chars_result readDoubleByStrtod(const char* first, const char* last, double& value);
} // namespace detail

} // namespace topoopt

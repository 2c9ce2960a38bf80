// Reading decimal numbers in files whatever the user's locale.
#include "common/decimal.h"

#include <system_error>

#ifndef _WIN32
#include <cerrno>
#include <clocale>
#include <cmath>
#include <cstdlib>
#include <string>
#if defined(__APPLE__)
#include <xlocale.h> // newlocale and strtod_l
#else
#include <locale.h>
#endif
#endif

namespace topoopt {

#ifndef _WIN32
namespace detail {

std::from_chars_result readDoubleByStrtod(const char* first, const char* last, double& value)
{
    // What strtod reads and from_chars does not: leading white space, a '+' and hexadecimal
    // ("0x1p3", where from_chars reads the "0" only).
    const auto invalid = std::from_chars_result{first, std::errc::invalid_argument};
    if (first == last || *first == '+' || *first == ' ' || (*first >= '\t' && *first <= '\r'))
        return invalid;
    std::string text(first, last); // strtod needs the terminating NUL
    const std::size_t digits = text[0] == '-' ? 1 : 0;
    if (text.size() > digits + 1 && text[digits] == '0' &&
        (text[digits + 1] == 'x' || text[digits + 1] == 'X'))
        text.resize(digits + 1);
    static const locale_t cLocale = newlocale(LC_ALL_MASK, "C", static_cast<locale_t>(nullptr));
    char* end = nullptr;
    errno = 0;
    const double read = strtod_l(text.c_str(), &end, cLocale);
    if (end == text.c_str()) return invalid;
    const char* ptr = first + (end - text.c_str());
    // Like from_chars, a number past the doubles (to infinity or to 0) leaves `value` alone;
    // strtod's ERANGE for a denormal that it did read is not from_chars' error.
    if (errno == ERANGE && (read == 0 || read == HUGE_VAL || read == -HUGE_VAL))
        return {ptr, std::errc::result_out_of_range};
    value = read;
    return {ptr, std::errc()};
}

} // namespace detail
#endif

std::from_chars_result readDouble(const char* first, const char* last, double& value)
{
#if defined(__cpp_lib_to_chars) || defined(_WIN32)
    return std::from_chars(first, last, value);
#else
    return detail::readDoubleByStrtod(first, last, value);
#endif
}

} // namespace topoopt

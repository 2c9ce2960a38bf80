// The console the CLI writes to.
#pragma once

namespace topoopt::cli {

/// On Windows, has the console show the CLI's output as UTF-8 until the program exits. Every
/// message is UTF-8 (paths included), and a console's own code page (437, 936, ...) would show
/// any non-ASCII character as garbage. The console keeps its code page after a program ends,
/// so the one it had comes back at exit. Output redirected to a file or a pipe gets the UTF-8
/// bytes either way. Without a console (a detached process) and on other systems, whose
/// terminals take UTF-8, it does nothing.
void useUtf8Console();

namespace detail {
/// What exit runs: gives the console back the code page useUtf8Console() found.
void restoreConsoleCodePage();
} // namespace detail

} // namespace topoopt::cli

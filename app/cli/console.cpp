// useUtf8Console(): Windows only; no Qt, so that scripts/check-windows.sh builds it with MinGW.
#include "console.h"

#ifdef _WIN32
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

#include <cstdlib>
#endif

namespace topoopt::cli {

#ifdef _WIN32
namespace {
UINT g_previousOutputCodePage = 0; // 0: nothing to give back
} // namespace

void useUtf8Console()
{
    // 0 without a console, and then there is nothing to set.
    const UINT current = GetConsoleOutputCP();
    if (current == 0 || current == CP_UTF8 || g_previousOutputCodePage != 0) return;
    if (!SetConsoleOutputCP(CP_UTF8)) return;
    g_previousOutputCodePage = current;
    // At exit rather than by a guard in main(): an exit() anywhere (Qt's, a library's) skips
    // main's destructors, and the user's console would stay in UTF-8.
    std::atexit(detail::restoreConsoleCodePage);
}

void detail::restoreConsoleCodePage()
{
    if (g_previousOutputCodePage == 0) return;
    SetConsoleOutputCP(g_previousOutputCodePage);
    g_previousOutputCodePage = 0;
}
#else
void useUtf8Console() {}

void detail::restoreConsoleCodePage() {}
#endif

} // namespace topoopt::cli

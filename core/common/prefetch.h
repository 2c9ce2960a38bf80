// Asking for a cache line before it is read, on every compiler the packages are built with.
#pragma once

#if defined(_MSC_VER) && !defined(__clang__) && (defined(_M_X64) || defined(_M_IX86))
#include <xmmintrin.h>
#endif

namespace topoopt {

/// A hint that `address` will be read soon: loops that visit records at random addresses (a
/// group's flows, their uses) issue it a few records ahead, so the waits overlap. It changes no
/// result; where the compiler offers no such hint it does nothing.
inline void prefetch(const void* address)
{
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address);
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
    _mm_prefetch(static_cast<const char*>(address), _MM_HINT_T0);
#else
    (void)address;
#endif
}

/// The same for a line that will be written.
inline void prefetchForWrite(const void* address)
{
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address, 1);
#else
    prefetch(address);
#endif
}

} // namespace topoopt

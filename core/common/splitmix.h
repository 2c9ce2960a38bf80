// splitmix64: a fixed, well-mixed 64-bit hash, for choices that must be the same on every run
// and platform (ECMP paths per flow, task-graph keys).
#pragma once

#include <cstdint>

namespace topoopt {

inline std::uint64_t splitmix64(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

} // namespace topoopt

// Process-wide allocator settings for programs that simulate many iterations in a row.
#pragma once

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace topoopt {

/// Keeps the memory of one simulation for the next. A DLRM-128 simulation allocates and frees
/// tens of megabytes of flow and task state; glibc returns buffers above its mmap threshold and
/// a free heap top above 128 KiB to the system, so every simulation of a search page-faulted
/// them in again (about 15 % of a DLRM-128 simulation on its TopoOpt fabric, bench_simulator
/// "fabric kept"). Raising both thresholds keeps at most 64 MiB of free memory per arena. Other
/// C libraries are left as they are. Call once at the start of main().
inline void keepSimulationMemory()
{
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

} // namespace topoopt

// Input limits shared by every file format and command (interfaces.md, "Limits").
#pragma once

#include <cstddef>
#include <cstdint>

namespace topoopt::limits {

inline constexpr int kMaxServers = 65536;
inline constexpr int kMaxDegree = 64;
inline constexpr int kMaxGpusPerServer = 64;
/// Search settings: proposals without a new best before a round stops (search.patience), and
/// topology moves tried per round (search.topology_moves); 0 turns either off.
inline constexpr int kMaxPatience = 10'000'000;
inline constexpr int kMaxTopologyMoves = 100'000;
/// Threads a command may be asked to use (compare --jobs, optimize --threads).
inline constexpr int kMaxJobs = 256;
/// Bandwidth of one port per direction (100 Tbps), and of a server's NVLink copies (1 Pbps):
/// far beyond any hardware, and low enough that rates in bytes per ms stay finite.
inline constexpr double kMaxLinkGbps = 100'000;
inline constexpr double kMaxNvlinkGbps = 1'000'000;
/// Fat-tree oversubscription ratio r:1.
inline constexpr double kMaxOversubscription = 1'000'000;
/// Latency per hop, microseconds (one second).
inline constexpr double kMaxLatencyUs = 1'000'000;
/// Time resolution of the simulator's rate reallocations (search.time_resolution_us),
/// microseconds (one second); 0 is exact.
inline constexpr double kMaxTimeResolutionUs = 1'000'000;
/// Byte counts must stay exactly representable as doubles (2^53).
inline constexpr double kMaxBytes = 9007199254740992.0;
/// Files above this size are refused before parsing (1 GiB).
inline constexpr std::uintmax_t kMaxFileBytes = 1ull << 30;
/// The most one iteration may ask of the topology builder and the simulator: ordered server
/// pairs with model-parallel traffic (an all-to-all over 2,048 servers has 4,192,256), and
/// tasks in its task graph. Past them memory grows into tens of GB (a DLRM on 65,536 servers
/// has 8.4 M pairs and ran until memory ran out), so the traffic stage refuses the run with the
/// limit named. Below them a run fits in a few GB (the topology of DLRM on 16,384 servers, 2.1 M
/// pairs: 1.0 GB; BERT on 32,768 servers, 5.8 M tasks: 6.4 GB) but may simulate for long, as
/// an all-to-all's flows all share links at once (DLRM on 4,096 servers: 9 min), so runs stay
/// cancellable. Servers themselves go up to kMaxServers: a fabric, its cost and its wiring plan
/// are cheap at any size.
inline constexpr std::size_t kMaxMpPairs = std::size_t{1} << 22;
inline constexpr std::size_t kMaxTasks = std::size_t{1} << 23;

} // namespace topoopt::limits

// Input limits shared by every file format and command (interfaces.md, "Limits").
#pragma once

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

} // namespace topoopt::limits

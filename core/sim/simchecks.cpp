// The checks the simulator makes on its input before running: the task graph against the
// topology, and the options.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "common/digits.h"
#include "common/error.h"
#include "common/limits.h"
#include "sim/simfabric.h"
#include "sim/simulator.h"

namespace topoopt {

namespace {

std::string taskPath(int i, const char* field)
{
    return "/tasks/" + std::to_string(i) + "/" + field;
}

/// Task i's `field` names v, which is not in 0 .. n-1; `wording` says what v is, with %1 for
/// v and %2 for n - 1.
[[noreturn]] void outOfRange(int i, const char* field, const char* wording, int v, int n)
{
    throw InputError(taskPath(i, field), wording, {std::to_string(v), std::to_string(n - 1)});
}

//: %1 a device (GPU) index, %2 the largest valid one
const char* const kDeviceOutOfRange =
    TOPOOPT_WORDING("Problem", "device %1 is out of range (0..%2)");
//: %1 a server id, %2 the largest valid one
const char* const kServerOutOfRange =
    TOPOOPT_WORDING("Problem", "server %1 is out of range (0..%2)");

/// Whether v lies outside [0, n).
bool outside(int v, int n)
{
    return static_cast<unsigned>(v) >= static_cast<unsigned>(n);
}

/// A limit as the messages print it: an integer, with thousands separated ("1,000,000").
std::string limitText(double v)
{
    return groupDigits(std::to_string(static_cast<long long>(v)));
}

} // namespace

void validateTaskGraph(const TaskGraph& g, const Topology& topo)
{
    // Too few servers in the fabric is the fabric's fault when it came from elsewhere.
    if (g.servers < 1 || g.servers > topo.servers)
        throw FabricError("/servers",
                          TOPOOPT_WORDING("Problem", "the task graph has %1 servers; the "
                                                     "topology has %2"),
                          {std::to_string(g.servers), std::to_string(topo.servers)});
    if (g.devices < 0 || (g.devices > 0 && g.devices % g.servers != 0))
        throw InputError("/devices",
                         TOPOOPT_WORDING("Problem", "must be a multiple of the server count, "
                                                    "got %1"),
                         {std::to_string(g.devices)});
    const auto finiteNonNeg = [](double v) { return std::isfinite(v) && v >= 0; };
    const int n = static_cast<int>(g.tasks.size());
    // A search validates every proposal's graph (some 23,000 tasks for DLRM-128) before its
    // bound and again before its simulation, so the loop only tests; messages are made by
    // functions out of line.
    for (int i = 0; i < n; ++i) {
        const SimTask& t = g.tasks[static_cast<std::size_t>(i)];
        if (!finiteNonNeg(t.durationMs))
            throw InputError(taskPath(i, "durationMs"),
                             TOPOOPT_WORDING("Problem", "must be a finite number >= 0"), {});
        if (!finiteNonNeg(t.bytes) || t.bytes >= limits::kMaxBytes)
            throw InputError(taskPath(i, "bytes"),
                             TOPOOPT_WORDING("Problem", "must be a finite number in [0, 2^53)"),
                             {});
        switch (t.kind) {
        case TaskKind::Compute:
            if (outside(t.device, g.devices))
                outOfRange(i, "device", kDeviceOutOfRange, t.device, g.devices);
            break;
        case TaskKind::Transfer:
            if (outside(t.src, g.servers))
                outOfRange(i, "src", kServerOutOfRange, t.src, g.servers);
            if (outside(t.dst, g.servers))
                outOfRange(i, "dst", kServerOutOfRange, t.dst, g.servers);
            break;
        case TaskKind::AllReduce: {
            if (t.members.empty())
                throw InputError(taskPath(i, "members"),
                                 TOPOOPT_WORDING("Problem", "must not be empty"), {});
            for (int m : t.members)
                if (outside(m, g.servers))
                    outOfRange(i, "members", kServerOutOfRange, m, g.servers);
            std::vector<int> sorted = t.members;
            std::sort(sorted.begin(), sorted.end());
            if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
                throw InputError(taskPath(i, "members"),
                                 TOPOOPT_WORDING("Problem", "a server appears twice"), {});
            break;
        }
        }
        for (int s : t.successors)
            if (outside(s, n) || s == i)
                throw InputError(taskPath(i, "successors"),
                                 TOPOOPT_WORDING("Problem", "task %1 is not another task of the "
                                                            "graph"),
                                 {std::to_string(s)});
    }
}

void checkSimOptions(const SimOptions& options)
{
    //: %1 the most microseconds allowed
    static const char* const kMicroseconds =
        TOPOOPT_WORDING("Problem", "must be a number >= 0 and <= %1 (microseconds)");
    // Bounded so that times and rates in ms and bytes per ms stay finite.
    if (!(options.latencyUs >= 0 && options.latencyUs <= limits::kMaxLatencyUs))
        throw InputError("latency_us", kMicroseconds, {limitText(limits::kMaxLatencyUs)});
    if (!(options.nvlinkGbps > 0 && options.nvlinkGbps <= limits::kMaxNvlinkGbps))
        throw InputError("nvlink_gbps",
                         TOPOOPT_WORDING("Problem", "must be a number > 0 and <= %1"),
                         {limitText(limits::kMaxNvlinkGbps)});
    if (!std::isfinite(options.minFlowBytes) || options.minFlowBytes < 0)
        throw InputError("min_flow_bytes",
                         TOPOOPT_WORDING("Problem", "must be a finite number >= 0"), {});
    if (!(options.timeResolutionMs >= 0 &&
          options.timeResolutionMs <= limits::kMaxTimeResolutionUs / 1000))
        throw InputError("time_resolution_us", kMicroseconds,
                         {limitText(limits::kMaxTimeResolutionUs)});
}

void checkSimOptions(const SimOptions& options, const sim::SimFabric& fabric)
{
    checkSimOptions(options);
    if (options.maxEcmpPaths != fabric.maxEcmpPaths())
        throw InputError(
            "max_ecmp_paths",
            TOPOOPT_WORDING("Problem", "the fabric was prepared for %1 paths, the "
                                       "options ask for %2"),
            {std::to_string(fabric.maxEcmpPaths()), std::to_string(options.maxEcmpPaths)});
}

} // namespace topoopt

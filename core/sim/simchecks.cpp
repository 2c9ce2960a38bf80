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

/// Task i's `field` names `what` v, which is not in 0 .. n-1.
[[noreturn]] void outOfRange(int i, const char* field, const char* what, int v, int n)
{
    throw InputError(taskPath(i, field), std::string(what) + " " + std::to_string(v) +
                                             " is out of range (0.." + std::to_string(n - 1) + ")");
}

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
        throw FabricError("/servers", "the task graph has " + std::to_string(g.servers) +
                                          " servers; the topology has " +
                                          std::to_string(topo.servers));
    if (g.devices < 0 || (g.devices > 0 && g.devices % g.servers != 0))
        throw InputError("/devices", "must be a multiple of the server count, got " +
                                         std::to_string(g.devices));
    const auto finiteNonNeg = [](double v) { return std::isfinite(v) && v >= 0; };
    const int n = static_cast<int>(g.tasks.size());
    // A search validates every proposal's graph (some 23,000 tasks for DLRM-128) before its
    // bound and again before its simulation, so the loop only tests; messages are made by
    // functions out of line.
    for (int i = 0; i < n; ++i) {
        const SimTask& t = g.tasks[static_cast<std::size_t>(i)];
        if (!finiteNonNeg(t.durationMs))
            throw InputError(taskPath(i, "durationMs"), "must be a finite number >= 0");
        if (!finiteNonNeg(t.bytes) || t.bytes >= limits::kMaxBytes)
            throw InputError(taskPath(i, "bytes"), "must be a finite number in [0, 2^53)");
        switch (t.kind) {
        case TaskKind::Compute:
            if (outside(t.device, g.devices))
                outOfRange(i, "device", "device", t.device, g.devices);
            break;
        case TaskKind::Transfer:
            if (outside(t.src, g.servers)) outOfRange(i, "src", "server", t.src, g.servers);
            if (outside(t.dst, g.servers)) outOfRange(i, "dst", "server", t.dst, g.servers);
            break;
        case TaskKind::AllReduce: {
            if (t.members.empty()) throw InputError(taskPath(i, "members"), "must not be empty");
            for (int m : t.members)
                if (outside(m, g.servers)) outOfRange(i, "members", "server", m, g.servers);
            std::vector<int> sorted = t.members;
            std::sort(sorted.begin(), sorted.end());
            if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
                throw InputError(taskPath(i, "members"), "a server appears twice");
            break;
        }
        }
        for (int s : t.successors)
            if (outside(s, n) || s == i)
                throw InputError(taskPath(i, "successors"),
                                 "task " + std::to_string(s) + " is not another task of the graph");
    }
}

void checkSimOptions(const SimOptions& options)
{
    // Bounded so that times and rates in ms and bytes per ms stay finite.
    if (!(options.latencyUs >= 0 && options.latencyUs <= limits::kMaxLatencyUs))
        throw InputError("latency_us", "must be a number >= 0 and <= " +
                                           limitText(limits::kMaxLatencyUs) + " (microseconds)");
    if (!(options.nvlinkGbps > 0 && options.nvlinkGbps <= limits::kMaxNvlinkGbps))
        throw InputError("nvlink_gbps",
                         "must be a number > 0 and <= " + limitText(limits::kMaxNvlinkGbps));
    if (!std::isfinite(options.minFlowBytes) || options.minFlowBytes < 0)
        throw InputError("min_flow_bytes", "must be a finite number >= 0");
    if (!(options.timeResolutionMs >= 0 &&
          options.timeResolutionMs <= limits::kMaxTimeResolutionUs / 1000))
        throw InputError("time_resolution_us",
                         "must be a number >= 0 and <= " + limitText(limits::kMaxTimeResolutionUs) +
                             " (microseconds)");
}

void checkSimOptions(const SimOptions& options, const sim::SimFabric& fabric)
{
    checkSimOptions(options);
    if (options.maxEcmpPaths != fabric.maxEcmpPaths())
        throw InputError("max_ecmp_paths",
                         "the fabric was prepared for " + std::to_string(fabric.maxEcmpPaths()) +
                             " paths, the options ask for " + std::to_string(options.maxEcmpPaths));
}

} // namespace topoopt

// Hand-built simulator tasks and fabrics, and the tolerance, shared by the simulator suites.
#pragma once

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "sim/taskgraph.h"
#include "topology/topology.h"

namespace topoopt::test {

/// The link bandwidth of directTopology(), in Gbps and in bytes per ms.
constexpr double kGbps = 100;
constexpr double kB = kGbps * 125000.0;

constexpr double kLatMs = 0.001; // the default 1 us per hop

/// a and b equal up to a relative `rel` (and an absolute 1e-12 near 0).
inline bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b)) + 1e-12;
}

/// A hand-made direct-connect fabric of `servers` with `links` at kGbps.
inline Topology directTopology(int servers, std::vector<Link> links)
{
    Topology t;
    t.kind = "manual";
    t.servers = servers;
    t.linkGbps = kGbps;
    t.links = std::move(links);
    return t;
}

/// A task graph of `tasks` on `servers` servers with one device each.
inline TaskGraph graphOf(int servers, std::vector<SimTask> tasks)
{
    TaskGraph g;
    g.servers = servers;
    g.devices = servers;
    g.tasks = std::move(tasks);
    return g;
}

/// A Transfer of `bytes` from server `src` to `dst`, followed by the tasks in `next`.
inline SimTask transfer(int src, int dst, double bytes, std::vector<int> next = {})
{
    SimTask t;
    t.kind = TaskKind::Transfer;
    t.src = src;
    t.dst = dst;
    t.bytes = bytes;
    t.successors = std::move(next);
    return t;
}

/// A Compute task of `ms` on `device`, followed by the tasks in `next`.
inline SimTask compute(int device, double ms, std::vector<int> next = {}, std::string label = {})
{
    SimTask t;
    t.kind = TaskKind::Compute;
    t.device = device;
    t.durationMs = ms;
    t.successors = std::move(next);
    t.label = std::move(label);
    return t;
}

} // namespace topoopt::test

// Hand-built simulator tasks shared by the simulator suites.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "sim/taskgraph.h"

namespace topoopt::test {

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

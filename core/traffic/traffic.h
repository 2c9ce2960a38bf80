// Per-iteration traffic between servers: AllReduce groups and the MP demand (topologyfinder.md 2).
#pragma once

#include <string>
#include <vector>

namespace topoopt {

/// A data-parallel group: every member contributes `bytes` (S) to one AllReduce per iteration.
struct AllReduceGroup {
    std::string name;
    /// Servers in the group, in any order; the ring order is the topology's choice.
    std::vector<int> members;
    /// Buffer each member contributes, in bytes.
    double bytes = 0;

    /// Bytes all members put on the wire with the ring algorithm: 2 (k-1) S.
    double wireBytes() const;
    bool operator==(const AllReduceGroup&) const = default;
};

/// Model-parallel demand from one server to another per iteration, in bytes.
struct MpFlow {
    int src = 0;
    int dst = 0;
    double bytes = 0;
    bool operator==(const MpFlow&) const = default;
};

struct Traffic {
    int servers = 0;
    std::vector<AllReduceGroup> allreduce;
    /// At most one entry per ordered pair, src != dst.
    std::vector<MpFlow> mp;

    /// T_A: sum over groups of 2 (k-1) S.
    double allreduceWireBytes() const;
    /// T_M: sum of all MP demand.
    double mpBytes() const;
    /// Dense row-major servers x servers MP matrix (bytes from row to column).
    std::vector<double> mpMatrix() const;
    bool operator==(const Traffic&) const = default;
};

} // namespace topoopt

// Plain C++ (no Qt) demand and link-load figures the heatmaps and graph view draw
// (topologyfinder.md 2 and 3.3): AllReduce as ring hops, MP as the fixed demand matrix.
#pragma once

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

#include "topology/topology.h"
#include "traffic/traffic.h"

namespace topoopt::ui {

/// A dense square matrix of node pairs, row-major, rows = source node, columns = destination
/// node. Above kMaxCells nodes a cell sums a block of consecutive nodes along each axis: a
/// 65,536-server matrix would need 34 GB, and no screen or figure shows more cells.
struct SquareMatrix {
    static constexpr int kMaxCells = 1024;
    int nodes = 0; ///< nodes along each axis
    int block = 1; ///< nodes per cell along each axis
    int size = 0;  ///< cells along each axis
    std::vector<double> values;

    explicit SquareMatrix(int n = 0)
        : nodes(n), block(n > kMaxCells ? (n + kMaxCells - 1) / kMaxCells : 1),
          size((n + block - 1) / block),
          values(static_cast<std::size_t>(size) * static_cast<std::size_t>(size), 0.0)
    {
    }
    /// Adds to the cell holding the pair (src, dst); node ids must be in range.
    void add(int src, int dst, double v) { at(src / block, dst / block) += v; }
    /// Nodes a cell covers: firstNode(c) .. lastNode(c).
    int firstNode(int cell) const { return cell * block; }
    int lastNode(int cell) const { return std::min(nodes, (cell + 1) * block) - 1; }
    double at(int row, int col) const
    {
        return values[static_cast<std::size_t>(row) * static_cast<std::size_t>(size) +
                      static_cast<std::size_t>(col)];
    }
    double& at(int row, int col)
    {
        return values[static_cast<std::size_t>(row) * static_cast<std::size_t>(size) +
                      static_cast<std::size_t>(col)];
    }
    double total() const;
    double maxValue() const;
    int nonZeroCount() const;
};

/// One directed hop of an AllReduce ring and the bytes it carries per iteration.
struct RingHop {
    int src = 0;
    int dst = 0;
    double bytes = 0;
};

/// The AllReduce transfers of one iteration as server-to-server hops, as the simulator runs
/// them. With a topology that has rings for a group (its own, or borrowed: RingIndex), each
/// member sends 2 (k-1)/k S split evenly over the cycles and both directions of each duplex
/// ring (spec 3.3). Without one (no topology yet, or a switched kind), the group is one ring
/// in member order, permutation 1, one direction.
std::vector<RingHop> allreduceHops(const Traffic& traffic, const Topology* topology);

/// servers x servers matrices of bytes per iteration.
SquareMatrix allreduceMatrix(const Traffic& traffic, const Topology* topology);
SquareMatrix mpMatrix(const Traffic& traffic);

/// Bytes every link carries per iteration when every ring hop and MP pair sends its bytes
/// along its route (topology routes with ECMP shares; a BFS shortest path where the topology
/// lists none, e.g. ring hops on switched fabrics).
struct LinkLoads {
    /// Per directed node pair (u, v), bytes sent from u to v over their links.
    std::map<std::pair<int, int>, double> directed;
    /// Per Link index: bytes over both directions, split over parallel entries by count.
    std::vector<double> perLinkBytes;
    /// Per Link index: its busier direction's bytes relative to the busiest direction of the
    /// whole fabric (0..1); drives line widths when showing load.
    std::vector<double> perLinkRelative;
    /// Per node: bytes it originates, receives as final destination, and forwards.
    std::vector<double> sentBytes;
    std::vector<double> receivedBytes;
    std::vector<double> forwardedBytes;
    /// Demand that found no path (disconnected fabric), in bytes.
    double unroutedBytes = 0;
    double maxDirectedBytes = 0;
};

LinkLoads computeLinkLoads(const Topology& topology, const Traffic& traffic);

/// One shortest path (fewest hops) from src to dst over the topology's links, node ids
/// inclusive; empty when unreachable.
std::vector<int> shortestPath(const Topology& topology, int src, int dst);

/// nodes x nodes matrix of directed link loads (bytes per iteration).
SquareMatrix linkLoadMatrix(const Topology& topology, const LinkLoads& loads);

} // namespace topoopt::ui

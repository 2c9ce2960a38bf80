// Node positions for the server graph view: a circle in ring order for direct-connect kinds,
// a force-directed layout (Boost.Graph Fruchterman-Reingold) for expander and switched kinds.
#pragma once

#include <cstdint>
#include <vector>

#include "common/cancel.h"
#include "topology/topology.h"

namespace topoopt::ui {

struct NodePosition {
    double x = 0;
    double y = 0;
};

/// Servers in the order of the first ring spanning all of them (so permutation 1 joins
/// neighbours on the circle), else by id.
std::vector<int> ringOrder(const Topology& topology);

/// Expander, fat-tree and ideal-switch fabrics have no ring order worth showing.
bool usesForceLayout(const Topology& topology);

/// Distance between neighbouring node centres the layouts aim for, in scene units.
inline constexpr double kNodeSpacing = 24.0;

/// Servers on a circle in ring order; switches (if any) on an inner circle.
std::vector<NodePosition> circleLayout(const Topology& topology);

/// Fruchterman-Reingold from a seeded random start; deterministic for a seed. Stops early
/// (keeping the positions reached) when `cancel` is set.
std::vector<NodePosition> forceLayout(const Topology& topology, std::uint64_t seed,
                                      const CancelToken* cancel = nullptr);

/// The layout the view uses for this topology.
std::vector<NodePosition> layoutFor(const Topology& topology, const CancelToken* cancel = nullptr);

} // namespace topoopt::ui

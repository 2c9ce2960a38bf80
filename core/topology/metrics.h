// Routes for the MP demand and the figures of merit of a topology (issue 3, item 4).
#pragma once

#include "common/cancel.h"
#include "topology/routing.h"
#include "topology/topology.h"
#include "traffic/traffic.h"

namespace topoopt {

/// MP demand merged per ordered pair (bytes > 0 only), sorted by (src, dst).
std::vector<MpFlow> mergedMpFlows(const Traffic& traffic);

/// How many paths each route may list: the equal-length paths up to kMaxEcmpPaths, fewer when
/// the traffic has so many pairs that about 2^20 paths in total would be exceeded, at least one.
int maxPathsPerRoute(std::size_t pairs);

/// A route for every ordered MP pair with positive demand and a path between its ends:
/// the direct link when there is one, else ECMP over the shortest paths (3.7).
std::vector<Route> computeRoutes(const Traffic& traffic, const RoutingTable& routing,
                                 const CancelToken* cancel = nullptr);

/// Connectivity and diameter over the servers, MP hop statistics from `topology.routes`, the
/// busiest link direction when every MP pair and every AllReduce group sends one iteration's
/// bytes, and its lower bound (bytes x shortest hops over all link directions). Groups without
/// a ring of their own run on the rings RingIndex::cycles gives them, else in member order,
/// over shortest paths.
/// Keeps `topology.metrics.matching`.
TopologyMetrics computeMetrics(const Topology& topology, const Traffic& traffic,
                               const RoutingTable& routing, const CancelToken* cancel = nullptr);

/// computeRoutes then computeMetrics, in place.
void finalizeTopology(Topology& topology, const Traffic& traffic,
                      const CancelToken* cancel = nullptr);

} // namespace topoopt

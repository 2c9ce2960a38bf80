// One entry point for every topology kind: checks the inputs, builds, routes, measures.
#pragma once

#include <vector>

#include "common/cancel.h"
#include "common/error.h"
#include "scenario/scenario.h"
#include "topology/topologyfinder.h"
#include "topology/topologyoptions.h"
#include "traffic/traffic.h"

namespace topoopt {

/// Builds a topology of any kind for the traffic, with routes for every MP pair and metrics.
/// Throws InputError (field-named: "degree", "/allreduce/0/members/2", "/rings/1/permutations/0",
/// ...) for impossible parameters, invalid traffic or invalid manual designs; Cancelled when
/// `cancel` is set.
Topology buildTopology(const Traffic& traffic, const TopologyOptions& options,
                       const CancelToken* cancel = nullptr);
/// The same, also returning TopologyFinder's stages (kind topoopt); other kinds report one
/// "routes" stage holding the result.
Topology buildTopology(const Traffic& traffic, const TopologyOptions& options,
                       std::vector<FinderStage>& stages, const CancelToken* cancel = nullptr);

/// The fabrics a search weighs for one traffic: buildTopology()'s, and for kind topoopt with
/// SharedCycle::Auto, the fabrics with disjoint groups always and never sharing one cycle, each
/// where it differs from those before it. The rule Auto builds by cannot tell whether the groups'
/// AllReduces take turns (GPT's pipeline halves do, so a shared cycle gives each all of its
/// bandwidth) or run at once; a simulation of the strategy can.
struct TopologyCandidate {
    SharedCycle sharedCycle; ///< the choice that built it (the options' own for the first)
    Topology topology;
};
std::vector<TopologyCandidate> buildTopologyCandidates(const Traffic& traffic,
                                                       const TopologyOptions& options,
                                                       const CancelToken* cancel = nullptr);

/// cluster.degree, cluster.linkGbps, the topology spec and search.seed of a scenario.
TopologyOptions topologyOptionsFor(const Scenario& scenario);

/// The allreduce links of `links` beyond those the rings lay between the same servers: the
/// cycle disjoint groups share (TopologyFinder), which is no one group's ring. A manual design
/// keeps these; the rest of its allreduce links repeat its rings (a topology file lists both).
/// Rings without members (the group's, in order) lay nothing here.
std::vector<Link> allreduceBeyondRings(const std::vector<Ring>& rings,
                                       const std::vector<Link>& links);

/// Every problem of the options and the traffic, with field names or JSON paths.
Problems checkTopologyInputs(const Traffic& traffic, const TopologyOptions& options);

} // namespace topoopt

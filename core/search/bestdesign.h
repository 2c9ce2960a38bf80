// Making a search's best design the scenario's own, so that the scenario alone (a file, the
// studio's document) reproduces the search's best time.
#pragma once

#include "common/cancel.h"
#include "model/model.h"
#include "scenario/scenario.h"
#include "strategy/strategy.h"
#include "topology/topology.h"
#include "traffic/traffic.h"

namespace topoopt {

/// A manual design (TopologySpec kind "manual") with the rings and the server-to-server MP and
/// fill links of `fabric`. Ring links are implied by the rings; a switched fabric has none of
/// the others, so its manual design is empty. With `traffic`, a ring named after one of its
/// groups but over other servers (a search reshaped the group after TopologyFinder built the
/// ring) gets a name of its own, which a manual design needs and which changes no collective's
/// rings (ringcycles.h).
TopologySpec manualDesignOf(const Topology& fabric, const Traffic* traffic = nullptr);

/// `ran` (the scenario a search ran on) with the search's best point as its design: `strategy`
/// becomes its hand strategy, and its topology spec stays when it builds `fabric` again from
/// that strategy's traffic (TopologyFinder is deterministic), with the shared-cycle choice that
/// does when the spec left it to the search (SharedCycle::Auto); otherwise `fabric` becomes a
/// manual design. Evaluating the returned scenario then simulates `strategy` on `fabric` to the
/// search's time: the manual design's routing plan is built for the strategy's MP pairs, and a
/// pair the search's fabric had no route for was simulated as that plan routes it
/// (SimRouting's fallback and the builder share shortestPathsFrom).
/// Throws InputError when the strategy does not fit the model or a switched fabric is not the
/// one its kind builds (it cannot be written as a manual design); Cancelled when cancelled.
Scenario scenarioWithDesign(const Scenario& ran, const Model& model, const Strategy& strategy,
                            const Topology& fabric, const CancelToken* cancel = nullptr);

} // namespace topoopt

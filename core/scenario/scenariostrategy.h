// The strategy a scenario trains with: its hand strategy (Scenario::strategy) or the model's
// default, and carrying a hand strategy over to an edited model (issue 10, item 2).
#pragma once

#include <nlohmann/json.hpp>

#include "model/model.h"
#include "scenario/scenario.h"
#include "strategy/strategy.h"

namespace topoopt {

/// The strategy of `scenario` for `model`: the scenario's hand strategy when it has one (checked
/// with io::strategyFromJson; problems are reported under "/strategy", e.g.
/// "/strategy/ops/3/servers/0: ..."), else defaultStrategy(model, cluster, gpuMemoryBytes).
/// Throws InputError for a hand strategy that does not fit the model or the cluster.
Strategy resolveStrategy(const Scenario& scenario, const Model& model, double gpuMemoryBytes);
/// resolveStrategy with the memory of the cluster's GPU (DeviceModel::byName(cluster.gpu)).
Strategy resolveStrategy(const Scenario& scenario, const Model& model);

/// A hand strategy (topoopt-strategy/1 JSON) carried over to `model`, which may have been edited
/// since: every operator takes the hand placement of the entry with its name when that placement
/// is still allowed on `cluster` (checkPlacement), and its default placement otherwise (new,
/// renamed or no longer shardable operators). Never throws for a malformed `hand`: unreadable
/// entries are ignored.
Strategy carryOverStrategy(const nlohmann::json& hand, const Model& model, const Cluster& cluster,
                           double gpuMemoryBytes);

} // namespace topoopt

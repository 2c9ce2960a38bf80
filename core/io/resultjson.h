// topoopt-result/1 and topoopt-comparison/1 documents (interfaces.md).
#pragma once

#include <nlohmann/json_fwd.hpp>

#include "search/compare.h"
#include "search/optimizer.h"

namespace topoopt::io {

inline constexpr const char* kResultFormat = "topoopt-result/1";
inline constexpr const char* kComparisonFormat = "topoopt-comparison/1";

nlohmann::json proposalToJson(const ProposalEvent& event);
nlohmann::json comparisonToJson(const Comparison& comparison);
/// The scenario as run plus strategy, traffic, topology, simulation, history and (when given)
/// the comparison.
nlohmann::json resultToJson(const Scenario& scenario, const Model& model,
                            const OptimizeResult& result, const Comparison* comparison);

} // namespace topoopt::io

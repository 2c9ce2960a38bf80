// topoopt-scenario/1 files (interfaces.md, "scenario").
#pragma once

#include <nlohmann/json_fwd.hpp>

#include "scenario/scenario.h"

namespace topoopt::io {

inline constexpr const char* kScenarioFormat = "topoopt-scenario/1";

/// Reads and validates a scenario; unknown fields become Scenario::warnings. Throws
/// InputError listing every problem.
Scenario scenarioFromJson(const nlohmann::json& doc);
nlohmann::json scenarioToJson(const Scenario& scenario);
nlohmann::json clusterToJson(const Cluster& cluster);

Scenario loadScenario(const std::string& path);
void saveScenario(const Scenario& scenario, const std::string& path);

} // namespace topoopt::io

// topoopt-simulation/1 documents (interfaces.md, "simulation").
#pragma once

#include <nlohmann/json_fwd.hpp>

#include "sim/simresult.h"

namespace topoopt {

inline constexpr const char* kSimulationFormat = "topoopt-simulation/1";

/// { "format": "topoopt-simulation/1", "iteration_ms", "compute_ms", "exposed_comm_ms",
///   "links": [ { "a", "b", "bytes", "busy_fraction", "capacity_gbps" } ], "critical_path": [...],
///   "bytes_sent", "bytes_delivered", "flows", "events" }. Links are directions a -> b.
nlohmann::json simResultToJson(const SimResult& result);

/// Reads a document written by simResultToJson; throws InputError listing every problem.
SimResult simResultFromJson(const nlohmann::json& doc);

} // namespace topoopt

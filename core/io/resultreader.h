// Reading back what figures draw from our documents (issue 9, `topoopt render`): the traffic,
// topology, search history and comparison of a topoopt-result/1 file, a topoopt-comparison/1
// document, or a plain traffic, topology or scenario file.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "scenario/scenario.h"
#include "search/compare.h"
#include "search/progress.h"
#include "topology/topology.h"
#include "traffic/traffic.h"

namespace topoopt::io {

/// The parts of a document a figure can use; absent parts are nullopt / empty.
struct FigureSource {
    /// The document's "format" field, e.g. "topoopt-result/1".
    std::string format;
    /// A name for titles: the scenario's name or the comparison's scenario.
    std::string name;
    std::optional<Scenario> scenario;
    std::optional<Traffic> traffic;
    std::optional<Topology> topology;
    /// The search history (topoopt-result/1 `history`); nullopt when the document has none.
    std::optional<std::vector<ProposalEvent>> history;
    /// Comparison rows (result `comparison` or a comparison document).
    std::optional<std::vector<ComparisonRow>> comparison;
};

/// One history entry (interfaces.md, result): round, step, plane, iteration_ms, best_ms,
/// accepted, optional move.
std::vector<ProposalEvent> historyFromJson(const nlohmann::json& value, const std::string& path);
/// The rows of a topoopt-comparison/1 document (or a result's `comparison` at `path`).
std::vector<ComparisonRow> comparisonRowsFromJson(const nlohmann::json& doc,
                                                  const std::string& path);

/// Reads any of the formats above; throws InputError with JSON paths for invalid parts and
/// for unsupported formats.
FigureSource figureSourceFromJson(const nlohmann::json& doc);
FigureSource loadFigureSource(const std::string& path);

/// The fabric of a topoopt-topology/1 document, or of a topoopt-result/1 (its `topology`: the
/// fabric the search's best time was simulated on), so `cost` and `export-wiring` take either.
/// Problems of a result's fabric are reported under /topology.
Topology fabricFromJson(const nlohmann::json& doc);
Topology loadFabric(const std::string& path);

} // namespace topoopt::io

// topoopt-project/1 files (interfaces.md, "project file"): the studio's whole saved state.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "scenario/scenario.h"

namespace topoopt::io {

inline constexpr const char* kProjectFormat = "topoopt-project/1";

/// How the studio's views were set up when the project was saved. The core only checks the
/// values are among the ones the studio knows; the studio applies them.
struct ProjectView {
    /// Index of the central tab that was showing (0 = Summary).
    int tab = 0;
    /// Heatmap matrix: "allreduce", "mp", "both" or "link-load".
    std::string heatmapMode = "both";
    /// Heatmap colour scale: "linear" or "log".
    std::string heatmapScale = "linear";
    /// What a link's line width shows in the graph view: "parallel-links" or "load".
    std::string graphWidth = "parallel-links";

    bool operator==(const ProjectView&) const = default;
};

/// A design kept aside for comparison (issue 8, item 2).
struct PinnedDesign {
    std::string name;
    Scenario scenario;

    bool operator==(const PinnedDesign&) const = default;
};

/// A whole project. `result` is kept as the document it was read from so a save after an open
/// writes the same bytes: null, a topoopt-result/1 (a search ran) or a topoopt-simulation/1
/// (the last simulation of the scenario), validated on read.
struct Project {
    Scenario scenario;
    ProjectView view;
    nlohmann::json result;
    std::vector<PinnedDesign> pinned;
    /// Unknown fields found on read, with their paths (not written back).
    std::vector<std::string> warnings;

    bool operator==(const Project& o) const
    {
        return scenario == o.scenario && view == o.view && result == o.result && pinned == o.pinned;
    }
};

/// Values ProjectView accepts, in the order the studio lists them.
const std::vector<std::string>& heatmapModeNames();
const std::vector<std::string>& heatmapScaleNames();
const std::vector<std::string>& graphWidthNames();

/// Reads and validates a project: the scenario, every pinned scenario and the result are
/// checked with their own readers and their problems reported under their place in the
/// project ("/pinned/1/scenario/cluster/degree: ..."). Throws InputError listing every problem.
Project projectFromJson(const nlohmann::json& doc);
nlohmann::json projectToJson(const Project& project);
/// Writes projectToJson() of `project` with `result` in place of project.result (which is not
/// read) as dump(2) would, without the newline after it. The result is not copied into a
/// document: a 128-server search result is megabytes of JSON, and copying it twice (into the
/// project, then into its document) cost more than writing it.
void writeProjectJson(const Project& project, const nlohmann::json& result, std::ostream& out);

Project loadProject(const std::string& path);
/// Writes atomically: on failure the old file is intact (throws std::runtime_error).
void saveProject(const Project& project, const std::string& path);

} // namespace topoopt::io

// Pinned designs (issue 8, item 2): a design's scenario with the figures it was pinned with,
// the differences between two designs, and small pictures of its graph and traffic.
#pragma once

#include <QImage>
#include <QString>

#include <memory>
#include <vector>

#include "pipelinestages.h"
#include "scenario/scenario.h"

namespace topoopt::ui {

/// What the side-by-side view compares, computed from a finished pipeline run.
struct DesignFigures {
    std::string kind;
    double iterationMs = 0;
    double computeMs = 0;
    double exposedCommMs = 0;
    /// Fabric cost with the default price table (patch panel for direct-connect designs).
    double costUsd = 0;
    /// Physical links (parallel ones counted) and the busiest server's ports.
    int links = 0;
    int maxPortsUsed = 0;
    int diameter = -1;
    double mpDirectFraction = 0;
    double mpAvgHops = 0;
};

/// One pinned design. `name` and `scenario` are what a project file needs to keep it; the
/// figures and the run are recomputed from the scenario when it is opened again.
struct PinnedDesign {
    QString name;
    Scenario scenario;
    DesignFigures figures;
    /// The run it was pinned from (traffic and topology for the pictures); may be null.
    std::shared_ptr<const PipelineContext> context;
};

/// The figures of a finished run. Throws InputError when the topology cannot be priced.
DesignFigures designFigures(const PipelineContext& context);

/// A figure against a reference: the difference and the relative difference in percent
/// (0 when the reference is 0).
struct FigureDelta {
    double delta = 0;
    double percent = 0;
};
FigureDelta figureDelta(double value, double reference);

/// The server graph in miniature: servers on a circle by id, links by role colour, switches on
/// an inner circle.
QImage graphThumbnail(const Topology& topology, int sizePx);
/// The AllReduce + MP demand matrix in miniature (darker = more bytes).
QImage heatmapThumbnail(const Traffic& traffic, const Topology& topology, int sizePx);

} // namespace topoopt::ui

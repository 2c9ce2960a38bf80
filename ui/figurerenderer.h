// Paper figures of the views (issue 9): each view drawn with its own code to PNG, SVG or PDF at
// a chosen size and DPI, white, with title, labelled axes, legend and no UI chrome. The studio's
// File > Export > Figure... and `topoopt render` both go through renderFigure().
#pragma once

#include <QByteArray>
#include <QSize>
#include <QSizeF>
#include <QString>

#include <optional>
#include <vector>

#include "comparisonview.h"
#include "heatmapview.h"
#include "search/progress.h"
#include "topology/topology.h"
#include "traffic/traffic.h"

class QCPPainter;

namespace topoopt::ui {

enum class FigureView { Graph, Heatmap, Convergence, Comparison };
enum class FigureFormat { Png, Svg, Pdf };

/// What figures draw; each view uses its part (see missingFigurePart()).
struct FigureData {
    /// Drawn above the figure; empty: the view's default title, then `subject` if any.
    QString title;
    /// What the figure is about (e.g. the scenario's name), added to the default title.
    QString subject;
    std::optional<Traffic> traffic;
    std::optional<Topology> topology;
    std::optional<std::vector<ProposalEvent>> history;
    std::optional<std::vector<ComparisonRow>> comparison;
    HeatmapView::Mode heatmapMode = HeatmapView::Mode::Both;
    HeatmapView::Scale heatmapScale = HeatmapView::Scale::Linear;
};

/// Output size: `width` x `height` in pixels (or millimetres when `millimetres`) at `dpi`.
/// Drawing happens in logical units of 1/96 inch, so a figure looks the same at any DPI, only
/// sharper; PNG gets width x height device pixels, SVG and PDF the same physical size.
struct FigureSize {
    double width = 1800;
    double height = 1200;
    bool millimetres = false;
    double dpi = 300;

    /// Device pixels of the PNG (rounded).
    QSize pixels() const;
    /// Size in logical units (1/96 inch).
    QSizeF logical() const;
    /// Empty when usable, else what is wrong (names the option: width, height, dpi).
    QString problem() const;
};

/// Command-line names: graph, heatmap, convergence, compare.
std::optional<FigureView> figureViewFromName(const QString& name);
QString figureViewName(FigureView view);
/// By the file's extension (.png, .svg, .pdf; any case).
std::optional<FigureFormat> figureFormatForPath(const QString& path);

/// Why `data` cannot make this view (e.g. "no history: run optimize to get a convergence
/// plot"), or an empty string when it can.
QString missingFigurePart(FigureView view, const FigureData& data);

/// The title drawn above the figure.
QString figureTitle(FigureView view, const FigureData& data);

/// Draws the figure on `painter` in the logical rectangle (0, 0, logicalSize). Waits for the
/// graph layout when one is needed. Requires a QApplication.
void paintFigure(QCPPainter* painter, FigureView view, const FigureData& data,
                 const QSizeF& logicalSize);

/// The encoded file. Throws InputError (path "--width", "--view", ...) for bad sizes or missing
/// data and std::runtime_error when encoding fails.
QByteArray renderFigureBytes(FigureView view, const FigureData& data, const FigureSize& size,
                             FigureFormat format);

/// Renders and writes `path` atomically, format by extension.
void renderFigure(FigureView view, const FigureData& data, const FigureSize& size,
                  const QString& path);

} // namespace topoopt::ui

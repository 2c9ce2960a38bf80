// Choosing the corner of a plot where its legend hides the least data, in pixels: the
// convergence view asks on every redraw, the tests ask it directly.
#pragma once

#include <QPolygonF>
#include <QRectF>
#include <QSizeF>

#include <vector>

namespace topoopt::ui {

/// Pixels of a line (a polyline) that run inside `box`, each segment clipped to it.
double lengthInside(const QPolygonF& line, const QRectF& box);

/// What a legend can hide: scatter points, and lines (one polyline each), all in pixels.
struct LegendObstacles {
    std::vector<QPointF> points;
    std::vector<QPolygonF> lines;
};

/// How much of `obstacles` a legend at `box` hides: one per point, and one per
/// kLinePixelsPerPoint pixels of line.
double legendCover(const QRectF& box, const LegendObstacles& obstacles);
/// A line hidden over this many pixels counts like one hidden point: the best-so-far line is
/// what the plot is for, so a short stretch of it outweighs a point of the cloud.
inline constexpr double kLinePixelsPerPoint = 4.0;

/// The corner of `plot` for a legend of `legend` size: `current` unless another of
/// `candidates` hides less, so the legend does not jump about on every redraw. `current` when
/// the legend does not fit.
Qt::Alignment chooseLegendCorner(const QRectF& plot, const QSizeF& legend,
                                 const LegendObstacles& obstacles, Qt::Alignment current,
                                 const std::vector<Qt::Alignment>& candidates);

} // namespace topoopt::ui

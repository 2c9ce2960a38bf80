// The body of a paper figure for each view (figurerenderer.h): the view's own widget, restyled
// for print and painted into a rectangle of logical units (1/96 inch).
#pragma once

#include <QFont>
#include <QRectF>

#include "figurerenderer.h"

class QCPPainter;

namespace topoopt::ui {

/// Logical px between the page's edge and what is drawn on it (and beside the graph's legend).
inline constexpr double kFigureMargin = 8;

/// Fonts in pixels, not points: a point size would scale with each device's DPI on top of
/// the painter's own scaling.
QFont pixelFont(int px, int weight = QFont::Normal);

/// Each draws its view of `data` into `body`; missingFigurePart() must have found nothing
/// missing. `penScale` scales the graph's cosmetic pens (the device pixel ratio of a PNG).
void paintGraph(QCPPainter* painter, const FigureData& data, const QRectF& body, double penScale);
void paintHeatmap(QCPPainter* painter, const FigureData& data, const QRectF& body);
void paintConvergence(QCPPainter* painter, const FigureData& data, const QRectF& body);
void paintComparison(QCPPainter* painter, const FigureData& data, const QRectF& body);

} // namespace topoopt::ui

// Legend placement: clipped line lengths and counted points per plot corner.
#include "legendplacement.h"

#include <algorithm>
#include <cmath>

namespace topoopt::ui {

double lengthInside(const QPolygonF& line, const QRectF& box)
{
    double total = 0;
    for (qsizetype i = 0; i + 1 < line.size(); ++i) {
        // Liang-Barsky: narrow the segment's parameter range [t0, t1] edge by edge.
        const QPointF a = line[i];
        const QPointF d = line[i + 1] - a;
        const double p[4] = {-d.x(), d.x(), -d.y(), d.y()};
        const double q[4] = {a.x() - box.left(), box.right() - a.x(), a.y() - box.top(),
                             box.bottom() - a.y()};
        double t0 = 0, t1 = 1;
        bool outside = false;
        for (int k = 0; k < 4 && !outside; ++k) {
            if (p[k] == 0) {
                outside = q[k] < 0; // parallel to this edge and beyond it
                continue;
            }
            const double t = q[k] / p[k];
            if (p[k] < 0)
                t0 = std::max(t0, t);
            else
                t1 = std::min(t1, t);
            outside = t0 > t1;
        }
        if (!outside) total += (t1 - t0) * std::hypot(d.x(), d.y());
    }
    return total;
}

double legendCover(const QRectF& box, const LegendObstacles& obstacles)
{
    double cover = 0;
    for (const QPointF& p : obstacles.points)
        cover += box.contains(p) ? 1 : 0;
    for (const QPolygonF& line : obstacles.lines)
        cover += lengthInside(line, box) / kLinePixelsPerPoint;
    return cover;
}

Qt::Alignment chooseLegendCorner(const QRectF& plot, const QSizeF& legend,
                                 const LegendObstacles& obstacles, Qt::Alignment current,
                                 const std::vector<Qt::Alignment>& candidates)
{
    if (plot.width() <= legend.width() || plot.height() <= legend.height()) return current;
    const auto cover = [&](Qt::Alignment corner) {
        const double left = corner & Qt::AlignLeft ? plot.left() : plot.right() - legend.width();
        const double top = corner & Qt::AlignTop ? plot.top() : plot.bottom() - legend.height();
        return legendCover(QRectF(QPointF(left, top), legend), obstacles);
    };
    double best = cover(current);
    Qt::Alignment chosen = current;
    for (Qt::Alignment corner : candidates) {
        if (best == 0) break;
        if (corner == current) continue;
        const double c = cover(corner);
        if (c < best) {
            best = c;
            chosen = corner;
        }
    }
    return chosen;
}

} // namespace topoopt::ui

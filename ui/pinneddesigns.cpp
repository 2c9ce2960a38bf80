// Figures, differences and thumbnails of pinned designs.
#include "pinneddesigns.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "cost/costmodel.h"
#include "trafficmatrices.h"

namespace topoopt::ui {

DesignFigures designFigures(const PipelineContext& context)
{
    const Topology& t = context.topology;
    DesignFigures f;
    f.kind = t.kind;
    f.iterationMs = context.simulation.iterationMs;
    f.computeMs = context.simulation.computeMs;
    f.exposedCommMs = context.simulation.exposedCommMs;
    // Only TopoOpt-style designs are re-cabled (patch panel, spec 7); baselines are static.
    const bool reconfigurable = t.kind == "topoopt" || t.kind == "manual";
    static const PriceTable prices = PriceTable::defaults();
    f.costUsd = topologyCost(t, prices,
                             reconfigurable ? Reconfiguration::PatchPanel : Reconfiguration::None)
                    .totalUsd;
    for (const Link& l : t.links)
        f.links += l.count;
    const std::vector<int> ports = t.portsUsed();
    for (int s = 0; s < t.servers && s < static_cast<int>(ports.size()); ++s)
        f.maxPortsUsed = std::max(f.maxPortsUsed, ports[static_cast<std::size_t>(s)]);
    f.diameter = t.metrics.diameter;
    f.mpDirectFraction = t.metrics.mpDirectFraction;
    f.mpAvgHops = t.metrics.mpAvgHops;
    return f;
}

FigureDelta figureDelta(double value, double reference)
{
    FigureDelta d;
    d.delta = value - reference;
    d.percent = reference != 0 ? 100.0 * d.delta / std::abs(reference) : 0.0;
    return d;
}

namespace {
QColor roleColour(LinkRole role)
{
    switch (role) {
    case LinkRole::AllReduce:
        return QColor(0x1f, 0x77, 0xb4);
    case LinkRole::Mp:
        return QColor(0xe6, 0x55, 0x0d);
    case LinkRole::Fill:
        return QColor(0x99, 0x99, 0x99);
    case LinkRole::Uplink:
    case LinkRole::Fabric:
        break;
    }
    return QColor(0x55, 0x55, 0x55);
}
} // namespace

QImage graphThumbnail(const Topology& topology, int sizePx)
{
    QImage image(sizePx, sizePx, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    const int nodes = topology.nodes();
    if (nodes <= 0) return image;
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPointF centre(sizePx / 2.0, sizePx / 2.0);
    const double outer = sizePx * 0.45, inner = sizePx * 0.2;
    auto position = [&](int node) {
        const bool server = node < topology.servers;
        const int count = server ? topology.servers : topology.switches;
        const int i = server ? node : node - topology.servers;
        const double angle = 2 * std::numbers::pi * i / std::max(count, 1) - std::numbers::pi / 2;
        const double r = server ? outer : inner;
        return centre + QPointF(r * std::cos(angle), r * std::sin(angle));
    };
    for (const Link& l : topology.links) {
        if (l.a < 0 || l.b < 0 || l.a >= nodes || l.b >= nodes) continue;
        QColor c = roleColour(l.role);
        c.setAlpha(150);
        painter.setPen(QPen(c, std::min(1.0 + 0.5 * (l.count - 1), 3.0)));
        painter.drawLine(position(l.a), position(l.b));
    }
    painter.setPen(Qt::NoPen);
    const double dot = std::clamp(sizePx / std::sqrt(static_cast<double>(nodes)) / 4, 1.0, 4.0);
    for (int n = 0; n < nodes; ++n) {
        painter.setBrush(n < topology.servers ? QColor(0x1d, 0x33, 0x4f)
                                              : QColor(0x70, 0x70, 0x70));
        painter.drawEllipse(position(n), dot, dot);
    }
    return image;
}

QImage heatmapThumbnail(const Traffic& traffic, const Topology& topology, int sizePx)
{
    QImage image(sizePx, sizePx, QImage::Format_RGB32);
    image.fill(Qt::white);
    if (traffic.servers <= 0) return image;
    const Topology* rings = topology.servers == traffic.servers ? &topology : nullptr;
    SquareMatrix m = allreduceMatrix(traffic, rings);
    const int n = m.size; // cells, which may hold blocks of servers
    const SquareMatrix mp = mpMatrix(traffic);
    for (std::size_t i = 0; i < m.values.size() && i < mp.values.size(); ++i)
        m.values[i] += mp.values[i];
    const double top = m.maxValue();
    if (top <= 0) return image;
    // Each pixel shows the busiest cell it covers, so one-cell diagonals stay visible.
    for (int y = 0; y < sizePx; ++y) {
        const int r0 = y * n / sizePx, r1 = std::max(r0 + 1, (y + 1) * n / sizePx);
        for (int x = 0; x < sizePx; ++x) {
            const int c0 = x * n / sizePx, c1 = std::max(c0 + 1, (x + 1) * n / sizePx);
            double v = 0;
            for (int r = r0; r < r1 && r < n; ++r)
                for (int c = c0; c < c1 && c < n; ++c)
                    v = std::max(v, m.at(r, c));
            if (v <= 0) continue;
            const double t = std::sqrt(v / top);
            image.setPixel(x, y,
                           qRgb(255 - static_cast<int>(t * 152), 240 - static_cast<int>(t * 240),
                                220 - static_cast<int>(t * 207)));
        }
    }
    return image;
}

} // namespace topoopt::ui

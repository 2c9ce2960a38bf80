// GraphView, part one: building the graph scene from a topology (layout, edges, highlight, legend).
#include "graphview.h"

#include <QLabel>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <map>

#include "format.h"
#include "graphitems.h"

namespace topoopt::ui {

namespace {
/// One colour per ring permutation (Tableau-like, readable on white).
const QColor kRingPalette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0x2c, 0xa0, 0x2c),
                               QColor(0x94, 0x67, 0xbd), QColor(0x17, 0xbe, 0xcf),
                               QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2),
                               QColor(0xbc, 0xbd, 0x22), QColor(0x39, 0x3b, 0x79)};
constexpr int kRingPaletteSize = 8;
const QColor kMpColour(0xd6, 0x4f, 0x16);
const QColor kFillColour(0xa8, 0xa8, 0xa8);
const QColor kUplinkColour(0x5a, 0x7d, 0xa8);
const QColor kFabricColour(0x50, 0x50, 0x50);
const QColor kSelectColour(0xff, 0x8c, 0x00);
const QColor kRouteColour(0xc2, 0x18, 0x5b);
/// Legend rows shown before "and N more".
constexpr int kLegendRings = 6;

QString roleLabel(LinkRole role)
{
    switch (role) {
    case LinkRole::AllReduce:
        return GraphView::tr("AllReduce ring");
    case LinkRole::Mp:
        return GraphView::tr("MP (matching)");
    case LinkRole::Fill:
        return GraphView::tr("Fill (idle port)");
    case LinkRole::Uplink:
        return GraphView::tr("Uplink to switch");
    case LinkRole::Fabric:
        return GraphView::tr("Switch fabric");
    }
    return {};
}

QColor roleColour(LinkRole role)
{
    switch (role) {
    case LinkRole::AllReduce:
        return kRingPalette[0];
    case LinkRole::Mp:
        return kMpColour;
    case LinkRole::Fill:
        return kFillColour;
    case LinkRole::Uplink:
        return kUplinkColour;
    case LinkRole::Fabric:
        return kFabricColour;
    }
    return kFillColour;
}

std::pair<int, int> key(int a, int b)
{
    return {std::min(a, b), std::max(a, b)};
}
} // namespace

GraphView::GraphView(QWidget* parent)
    : QGraphicsView(parent), m_scene(new QGraphicsScene(this)), m_edges(new EdgeLayer),
      m_nodes(new NodeLayer), m_highlight(new EdgeLayer), m_legend(new QLabel(this))
{
    setObjectName(QStringLiteral("graphView"));
    setScene(m_scene);
    m_scene->setItemIndexMethod(QGraphicsScene::NoIndex); // three big items: nothing to index
    m_scene->addItem(m_edges);
    m_scene->addItem(m_nodes);
    m_scene->addItem(m_highlight);
    m_highlight->setZValue(2);
    m_highlight->setCacheMode(QGraphicsItem::NoCache); // changes on every click
    m_nodes->setZValue(1);
    setBackgroundBrush(Qt::white);
    setRenderHint(QPainter::Antialiasing, true);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontSavePainterState |
                         QGraphicsView::DontAdjustForAntialiasing);
    setFocusPolicy(Qt::StrongFocus);
    m_legend->setObjectName(QStringLiteral("graphLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setStyleSheet(
        QStringLiteral("QLabel { background: rgba(255,255,255,225); border: 1px solid #c8c8c8;"
                       " border-radius: 3px; padding: 6px; color: #202020; }"));
    m_legend->hide();
    setToolTip(QString()); // tooltips come from viewportEvent
}

GraphView::~GraphView()
{
    if (m_layoutCancel) m_layoutCancel->cancel();
}

void GraphView::clear()
{
    setTopology(Topology{}, Traffic{});
}

void GraphView::setTopology(const Topology& topology, const Traffic& traffic)
{
    // A link end being dragged belongs to the old fabric.
    delete m_dragLine;
    m_dragLine = nullptr;
    m_dragLink = m_dragFrom = -1;
    m_topology = topology;
    m_traffic = traffic;
    m_selected = -1;
    m_routeTarget = -1;
    m_loads = traffic.servers == topology.servers && topology.servers > 0
                  ? computeLinkLoads(topology, traffic)
                  : LinkLoads{};

    // Which ring permutation each AllReduce link belongs to (spec 3.3: m_i -> m_(i+p) mod k).
    m_ringLabels.clear();
    std::map<std::pair<int, int>, int> ringOfPair;
    for (const Ring& r : topology.rings) {
        const std::size_t k = r.members.size();
        for (int p : r.permutations) {
            const int index = static_cast<int>(m_ringLabels.size());
            m_ringLabels.push_back(tr("Ring %1, +%2").arg(QString::fromStdString(r.group)).arg(p));
            for (std::size_t i = 0; i < k && k >= 2; ++i)
                ringOfPair.emplace(
                    key(r.members[i], r.members[(i + static_cast<std::size_t>(p)) % k]), index);
        }
    }
    m_linkRing.assign(topology.links.size(), -1);
    for (std::size_t i = 0; i < topology.links.size(); ++i) {
        const Link& l = topology.links[i];
        if (l.role != LinkRole::AllReduce) continue;
        auto it = ringOfPair.find(key(l.a, l.b));
        if (it != ringOfPair.end()) m_linkRing[i] = it->second;
    }

    if (m_layoutCancel) m_layoutCancel->cancel();
    const std::uint64_t generation = ++m_generation;
    if (!usesForceLayout(topology)) {
        applyLayout(circleLayout(topology));
        return;
    }
    // Force-directed layouts of big fabrics take a while: never on the GUI thread.
    m_pending = true;
    m_layoutCancel = std::make_unique<CancelToken>();
    const CancelToken cancel = *m_layoutCancel;
    auto* watcher = new QFutureWatcher<std::vector<NodePosition>>(this);
    connect(watcher, &QFutureWatcher<std::vector<NodePosition>>::finished, this,
            [this, watcher, generation] {
                watcher->deleteLater();
                if (generation != m_generation) return; // a newer topology replaced it
                applyLayout(watcher->result());
            });
    watcher->setFuture(
        QtConcurrent::run([topology, cancel] { return forceLayout(topology, 1, &cancel); }));
}

void GraphView::applyLayout(std::vector<NodePosition> positions)
{
    m_pending = false;
    m_positions.clear();
    m_positions.reserve(static_cast<qsizetype>(positions.size()));
    for (const NodePosition& p : positions)
        m_positions.push_back(QPointF(p.x, p.y));
    // Node size from the closest spacing the layout aims for, so discs do not overlap.
    m_nodeRadius = kNodeSpacing * 0.28;
    m_nodes->setNodes(m_positions, m_topology.servers, m_nodeRadius);
    rebuildEdges();
    rebuildHighlight();
    updateLegend();
    QRectF bounds = m_nodes->boundingRect() | m_edges->boundingRect();
    m_scene->setSceneRect(bounds.adjusted(-bounds.width() * 0.05, -bounds.height() * 0.05,
                                          bounds.width() * 0.05, bounds.height() * 0.05));
    fit();
    Q_EMIT layoutReady();
}

QColor GraphView::linkColour(std::size_t index) const
{
    const int ring = m_linkRing[index];
    if (ring >= 0) return kRingPalette[ring % kRingPaletteSize];
    return roleColour(m_topology.links[index].role);
}

void GraphView::rebuildEdges()
{
    // Group by (colour, width in tenths of a pixel, dash) so each group is one drawLines call.
    std::map<std::tuple<QRgb, int, bool>, EdgeLayer::Group> groups;
    const int n = static_cast<int>(m_positions.size());
    for (std::size_t i = 0; i < m_topology.links.size(); ++i) {
        const Link& l = m_topology.links[i];
        if (l.a < 0 || l.b < 0 || l.a >= n || l.b >= n) continue;
        double width = 1.0;
        if (m_widthMode == WidthMode::Load && i < m_loads.perLinkRelative.size())
            width = 0.8 + 5.0 * m_loads.perLinkRelative[i];
        else
            width = std::min(1.0 + 1.2 * (l.count - 1), 6.0);
        const QColor colour = linkColour(i);
        const bool dashed = l.role == LinkRole::Fill;
        auto& g = groups[{colour.rgba(), static_cast<int>(std::lround(width * 10)), dashed}];
        if (g.lines.isEmpty()) {
            // Mid-size fabrics: translucent lines let crossings show through. Big ones stay
            // opaque and one pixel wide (width 0), the raster engine's fast line path, so a
            // 1024-server fabric repaints at interactive rates.
            const bool big = m_topology.links.size() > 2000;
            QColor c = colour;
            if (!big && m_topology.links.size() > 600) c.setAlpha(150);
            const double penWidth = std::lround(width * 10) / 10.0;
            g.pen = QPen(c, big && penWidth <= 1.0 ? 0.0 : penWidth,
                         dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap);
            g.pen.setCosmetic(true);
        }
        g.lines.push_back(QLineF(m_positions[l.a], m_positions[l.b]));
    }
    std::vector<EdgeLayer::Group> list;
    // Fill links first (underneath), then the rest in a stable order.
    for (auto& [k, g] : groups)
        if (std::get<2>(k)) list.push_back(std::move(g));
    for (auto& [k, g] : groups)
        if (!std::get<2>(k)) list.push_back(std::move(g));
    m_edges->setGroups(std::move(list));
}

void GraphView::rebuildHighlight()
{
    std::vector<EdgeLayer::Group> groups;
    QVector<QPointF> markers;
    m_shownPaths = 0;
    const int n = static_cast<int>(m_positions.size());
    auto valid = [n](int v) { return v >= 0 && v < n; };
    if (valid(m_selected)) {
        EdgeLayer::Group routes;
        routes.pen =
            QPen(QColor(kRouteColour.red(), kRouteColour.green(), kRouteColour.blue(), 110), 2);
        routes.pen.setCosmetic(true);
        EdgeLayer::Group own;
        own.pen = QPen(kSelectColour, 3.5, Qt::SolidLine, Qt::RoundCap);
        own.pen.setCosmetic(true);
        auto addPath = [&](const std::vector<int>& hops, EdgeLayer::Group& g) {
            for (std::size_t h = 0; h + 1 < hops.size(); ++h)
                if (valid(hops[h]) && valid(hops[h + 1]))
                    g.lines.push_back(QLineF(m_positions[hops[h]], m_positions[hops[h + 1]]));
            ++m_shownPaths;
        };
        if (valid(m_routeTarget)) {
            routes.pen = QPen(kRouteColour, 4, Qt::SolidLine, Qt::RoundCap);
            routes.pen.setCosmetic(true);
            bool found = false;
            for (const Route& r : m_topology.routes)
                if (r.src == m_selected && r.dst == m_routeTarget) {
                    for (const Path& p : r.paths)
                        addPath(p.hops, routes);
                    found = true;
                }
            if (!found) {
                const std::vector<int> hops = shortestPath(m_topology, m_selected, m_routeTarget);
                if (!hops.empty()) addPath(hops, routes);
            }
            markers.push_back(m_positions[m_routeTarget]);
        } else {
            for (const Link& l : m_topology.links)
                if ((l.a == m_selected || l.b == m_selected) && valid(l.a) && valid(l.b))
                    own.lines.push_back(QLineF(m_positions[l.a], m_positions[l.b]));
            for (const Route& r : m_topology.routes)
                if (r.src == m_selected)
                    for (const Path& p : r.paths)
                        if (p.hops.size() > 2) addPath(p.hops, routes); // direct ones are own links
        }
        markers.push_back(m_positions[m_selected]);
        groups.push_back(std::move(routes));
        groups.push_back(std::move(own));
    }
    m_highlight->setGroups(std::move(groups));
    m_highlight->setMarkers(markers, m_nodeRadius * 1.7, kSelectColour);
}

void GraphView::updateLegend()
{
    if (m_topology.nodes() == 0) {
        m_legend->hide();
        return;
    }
    QString html;
    auto row = [&html](const QColor& c, const QString& text, bool dashed = false) {
        html += QStringLiteral("<span style='color:%1'><b>%2</b></span>&nbsp;&nbsp;%3<br>")
                    .arg(c.name(),
                         dashed ? QStringLiteral("- - -") : QStringLiteral("&#x2014;&#x2014;"),
                         text.toHtmlEscaped());
    };
    std::vector<bool> roleUsed(5, false);
    std::vector<bool> ringUsed(m_ringLabels.size(), false);
    for (std::size_t i = 0; i < m_topology.links.size(); ++i) {
        if (m_linkRing[i] >= 0)
            ringUsed[static_cast<std::size_t>(m_linkRing[i])] = true;
        else
            roleUsed[static_cast<std::size_t>(m_topology.links[i].role)] = true;
    }
    int shown = 0, hidden = 0;
    for (std::size_t r = 0; r < m_ringLabels.size(); ++r) {
        if (!ringUsed[r]) continue;
        if (shown++ < kLegendRings)
            row(kRingPalette[r % kRingPaletteSize], m_ringLabels[r]);
        else
            ++hidden;
    }
    if (hidden > 0) html += tr("and %n more ring(s)", nullptr, hidden) + QStringLiteral("<br>");
    for (LinkRole role :
         {LinkRole::AllReduce, LinkRole::Mp, LinkRole::Fill, LinkRole::Uplink, LinkRole::Fabric})
        if (roleUsed[static_cast<std::size_t>(role)])
            row(roleColour(role), roleLabel(role), role == LinkRole::Fill);
    html += QStringLiteral("<span style='color:#606060'>%1<br>")
                .arg(m_widthMode == WidthMode::Load ? tr("Width: load per iteration")
                                                    : tr("Width: parallel links"));
    html += QStringLiteral("%1</span>")
                .arg(tr("%1 servers, %2 switches, %3 links")
                         .arg(m_topology.servers)
                         .arg(m_topology.switches)
                         .arg(edgeCount()));
    m_legend->setText(html);
    m_legend->adjustSize();
    m_legend->move(frameWidth() + 8, frameWidth() + 8);
    m_legend->show();
    m_legend->raise();
}

void GraphView::setWidthMode(WidthMode mode)
{
    if (m_widthMode == mode) return;
    m_widthMode = mode;
    rebuildEdges();
    updateLegend();
}

int GraphView::nodeCount() const
{
    return static_cast<int>(m_positions.size());
}

int GraphView::edgeCount() const
{
    return m_edges->lineCount();
}

int GraphView::highlightedLineCount() const
{
    return m_highlight->lineCount();
}

QPointF GraphView::nodePosition(int node) const
{
    return node >= 0 && node < m_positions.size() ? m_positions[node] : QPointF();
}

QString GraphView::linkDescription(std::size_t index) const
{
    const Link& l = m_topology.links[index];
    const auto nodeName = [this](int v) {
        return v < m_topology.servers ? tr("server %1").arg(v)
                                      : tr("switch %1").arg(v - m_topology.servers);
    };
    QString text = tr("Link %1 \u2013 %2").arg(nodeName(l.a), nodeName(l.b));
    text += QLatin1Char('\n') + (m_linkRing[index] >= 0
                                     ? m_ringLabels[static_cast<std::size_t>(m_linkRing[index])]
                                     : roleLabel(l.role));
    const double gbps = l.gbps > 0 ? l.gbps : m_topology.linkGbps;
    text += QLatin1Char('\n') + tr("%n parallel link(s) at %1 Gbps", nullptr, l.count).arg(gbps);
    if (index < m_loads.perLinkBytes.size()) {
        const auto dir = [this](int u, int v) {
            auto it = m_loads.directed.find({u, v});
            return it == m_loads.directed.end() ? 0.0 : it->second;
        };
        text += QLatin1Char('\n') +
                tr("Bytes per iteration: %1").arg(formatBytes(m_loads.perLinkBytes[index]));
        text +=
            QLatin1Char('\n') +
            tr("Load: %1 (%2 \u2192 %3: %4, back: %5)")
                .arg(QStringLiteral("%1%").arg(100.0 * m_loads.perLinkRelative[index], 0, 'f', 0))
                .arg(l.a)
                .arg(l.b)
                .arg(formatBytes(dir(l.a, l.b)), formatBytes(dir(l.b, l.a)));
    }
    return text;
}

} // namespace topoopt::ui

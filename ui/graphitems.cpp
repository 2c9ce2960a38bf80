// Batched painting of links and nodes with a level of detail that follows the zoom.
#include "graphitems.h"

#include <algorithm>

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace topoopt::ui {

namespace {
const QColor kServerFill(0xc9, 0xda, 0xee);
const QColor kServerBorder(0x1d, 0x33, 0x4f);
const QColor kSwitchFill(0x9a, 0x9a, 0x9a);
const QColor kLabel(0x20, 0x20, 0x20);
/// Above this many segments antialiasing costs more than it adds (lines overlap anyway), and
/// aliased batches are fast enough to repaint every frame.
constexpr int kAntialiasLimit = 2000;
} // namespace

EdgeLayer::EdgeLayer()
{
    // Small fabrics: panning only translates device coordinates, so the cached pixmap is reused
    // as is. Big ones switch the cache off in setGroups (see there).
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

void EdgeLayer::setGroups(std::vector<Group> groups)
{
    prepareGeometryChange();
    m_groups = std::move(groups);
    // Zoomed in on a big fabric the item is many viewports large, and the device cache is
    // re-rendered from scratch while panning (13 frames/s at 1024 servers, d = 8, zoom 4x);
    // aliased batched lines painted directly are much faster there.
    setCacheMode(lineCount() > kAntialiasLimit ? QGraphicsItem::NoCache
                                               : QGraphicsItem::DeviceCoordinateCache);
    updateBounds();
    update();
}

void EdgeLayer::setMarkers(QVector<QPointF> centres, double radius, const QColor& colour)
{
    prepareGeometryChange();
    m_markers = std::move(centres);
    m_markerRadius = radius;
    m_markerColour = colour;
    updateBounds();
    update();
}

int EdgeLayer::lineCount() const
{
    int n = 0;
    for (const Group& g : m_groups)
        n += static_cast<int>(g.lines.size());
    return n;
}

void EdgeLayer::updateBounds()
{
    QRectF r;
    for (const Group& g : m_groups)
        for (const QLineF& l : g.lines)
            r |= QRectF(l.p1(), l.p2()).normalized();
    for (const QPointF& c : m_markers)
        r |= QRectF(c.x() - m_markerRadius, c.y() - m_markerRadius, 2 * m_markerRadius,
                    2 * m_markerRadius);
    // Cosmetic pens are up to a few pixels wide: pad so they are not clipped at the edges.
    m_bounds = r.adjusted(-20, -20, 20, 20);
}

void EdgeLayer::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing, lineCount() <= kAntialiasLimit);
    for (const Group& g : m_groups) {
        QPen pen = g.pen;
        if (m_penScale != 1.0) pen.setWidthF(std::max(pen.widthF(), 1.0) * m_penScale);
        painter->setPen(pen);
        painter->drawLines(g.lines.constData(), static_cast<int>(g.lines.size()));
    }
    if (!m_markers.isEmpty()) {
        QPen pen(m_markerColour, 3 * m_penScale);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        for (const QPointF& c : m_markers)
            painter->drawEllipse(c, m_markerRadius, m_markerRadius);
    }
}

NodeLayer::NodeLayer()
{
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

void NodeLayer::setNodes(QVector<QPointF> positions, int servers, double radius)
{
    prepareGeometryChange();
    m_positions = std::move(positions);
    m_servers = servers;
    m_radius = radius;
    // As for links: a device cache many viewports large costs more than painting directly.
    setCacheMode(m_positions.size() > 500 ? QGraphicsItem::NoCache
                                          : QGraphicsItem::DeviceCoordinateCache);
    QRectF r;
    for (const QPointF& p : m_positions)
        r |= QRectF(p.x() - radius, p.y() - radius, 2 * radius, 2 * radius);
    m_bounds = r.adjusted(-40, -40, 40, 40);
    update();
}

void NodeLayer::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const double pixelRadius = m_radius * lod;
    const int n = static_cast<int>(m_positions.size());
    if (pixelRadius < 1.5) {
        // Far out: dots are all one can see, and drawPoints is much cheaper than ellipses.
        painter->setRenderHint(QPainter::Antialiasing, false);
        QPen pen(kServerBorder, 3 * m_penScale);
        pen.setCosmetic(true);
        pen.setCapStyle(Qt::SquareCap);
        painter->setPen(pen);
        painter->drawPoints(m_positions.constData(), std::min(m_servers, n));
        pen.setColor(kSwitchFill);
        painter->setPen(pen);
        if (n > m_servers) painter->drawPoints(m_positions.constData() + m_servers, n - m_servers);
        return;
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    QPen border(kServerBorder, m_penScale);
    border.setCosmetic(true);
    painter->setPen(border);
    painter->setBrush(kServerFill);
    for (int i = 0; i < std::min(m_servers, n); ++i)
        painter->drawEllipse(m_positions[i], m_radius, m_radius);
    painter->setBrush(kSwitchFill);
    const double s = m_radius * 1.3;
    for (int i = m_servers; i < n; ++i)
        painter->drawRoundedRect(
            QRectF(m_positions[i].x() - s, m_positions[i].y() - s, 2 * s, 2 * s), s * 0.25,
            s * 0.25);
    if (pixelRadius < 7) return;
    // Labels in device pixels so the text stays readable at any zoom.
    const QTransform t = painter->worldTransform();
    painter->save();
    painter->resetTransform();
    QFont font = painter->font();
    font.setPixelSize(static_cast<int>(std::clamp(pixelRadius * 0.9, 8.0, 13.0)));
    painter->setFont(font);
    painter->setPen(kLabel);
    const QRectF exposed = t.mapRect(option->exposedRect);
    for (int i = 0; i < n; ++i) {
        const QPointF c = t.map(m_positions[i]);
        if (!exposed.adjusted(-50, -50, 50, 50).contains(c)) continue;
        const QString text =
            i < m_servers ? QString::number(i) : QStringLiteral("S%1").arg(i - m_servers);
        painter->drawText(QRectF(c.x() + pixelRadius + 1, c.y() - 8, 60, 16),
                          Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    painter->restore();
}

} // namespace topoopt::ui

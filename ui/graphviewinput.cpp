// GraphView, part two: hit testing, tooltips, selection and routes, zoom, and the mouse and
// keyboard (including the Ctrl-drag of a link end that the design editor turns into an edit).
#include "graphview.h"

#include <QKeyEvent>
#include <QLabel>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

#include "format.h"
#include "graphitems.h"

namespace topoopt::ui {

namespace {
double pointSegmentDistance(const QPointF& p, const QLineF& l)
{
    const QPointF d = l.p2() - l.p1();
    const double len2 = d.x() * d.x() + d.y() * d.y();
    double t = len2 > 0 ? QPointF::dotProduct(p - l.p1(), d) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    const QPointF c = l.p1() + t * d;
    return std::hypot(p.x() - c.x(), p.y() - c.y());
}
} // namespace

int GraphView::nodeAt(const QPointF& scenePos) const
{
    // Brute force over a few thousand points is far below a millisecond.
    int best = -1;
    double bestDistance = m_nodeRadius * 1.6;
    for (int i = 0; i < m_positions.size(); ++i) {
        const double d =
            std::hypot(m_positions[i].x() - scenePos.x(), m_positions[i].y() - scenePos.y());
        if (d <= bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    return best;
}

int GraphView::linkAt(const QPointF& scenePos) const
{
    // Tolerance of a few pixels whatever the zoom.
    const double tolerance = 4.0 / std::max(transform().m11(), 1e-6);
    int best = -1;
    double bestDistance = tolerance;
    const int n = static_cast<int>(m_positions.size());
    for (std::size_t i = 0; i < m_topology.links.size(); ++i) {
        const Link& l = m_topology.links[i];
        if (l.a < 0 || l.b < 0 || l.a >= n || l.b >= n) continue;
        const double d = pointSegmentDistance(scenePos, QLineF(m_positions[l.a], m_positions[l.b]));
        if (d <= bestDistance) {
            bestDistance = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

QString GraphView::toolTipAt(const QPointF& scenePos) const
{
    const int node = nodeAt(scenePos);
    if (node >= 0) {
        const std::vector<int> ports = m_topology.portsUsed();
        QString text = node < m_topology.servers
                           ? tr("Server %1").arg(node)
                           : tr("Switch %1 (node %2)").arg(node - m_topology.servers).arg(node);
        if (node < m_topology.servers && m_topology.isDirectConnect())
            text += QLatin1Char('\n') + tr("Ports used: %1 of %2")
                                            .arg(ports[static_cast<std::size_t>(node)])
                                            .arg(m_topology.degree);
        else
            text +=
                QLatin1Char('\n') + tr("Ports used: %1").arg(ports[static_cast<std::size_t>(node)]);
        if (static_cast<std::size_t>(node) < m_loads.sentBytes.size()) {
            const auto i = static_cast<std::size_t>(node);
            text += QLatin1Char('\n') + tr("Sends %1, receives %2 per iteration")
                                            .arg(formatBytes(m_loads.sentBytes[i]),
                                                 formatBytes(m_loads.receivedBytes[i]));
            text += QLatin1Char('\n') +
                    tr("Forwards %1 for others").arg(formatBytes(m_loads.forwardedBytes[i]));
        }
        return text;
    }
    const int link = linkAt(scenePos);
    return link >= 0 ? linkDescription(static_cast<std::size_t>(link)) : QString();
}

void GraphView::selectNode(int node)
{
    m_selected = node >= 0 && node < nodeCount() ? node : -1;
    m_routeTarget = -1;
    rebuildHighlight();
    if (m_selected >= 0) {
        int links = 0;
        for (const Link& l : m_topology.links)
            if (l.a == m_selected || l.b == m_selected) links += l.count;
        Q_EMIT message(
            tr("Node %1: %n link(s); shift-click another server to show routes", nullptr, links)
                .arg(m_selected));
    }
}

void GraphView::showRoutes(int a, int b)
{
    if (a < 0 || b < 0 || a >= nodeCount() || b >= nodeCount() || a == b) return;
    m_selected = a;
    m_routeTarget = b;
    rebuildHighlight();
    Q_EMIT message(m_shownPaths > 0
                       ? tr("%n route(s) from %1 to %2", nullptr, m_shownPaths).arg(a).arg(b)
                       : tr("No route from %1 to %2").arg(a).arg(b));
}

void GraphView::fit()
{
    if (m_scene->sceneRect().isEmpty()) return;
    fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
}

void GraphView::zoomBy(double factor)
{
    const double current = transform().m11();
    // Keep zoom sane: from the whole fabric to a few nodes.
    if ((current * factor > 40 && factor > 1) || (current * factor < 0.005 && factor < 1)) return;
    scale(factor, factor);
}

void GraphView::wheelEvent(QWheelEvent* event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) return;
    zoomBy(std::pow(1.2, steps));
    event->accept();
}

int GraphView::movableLinkAt(const QPointF& scenePos) const
{
    const double tolerance = 4.0 / std::max(transform().m11(), 1e-6);
    int best = -1;
    double bestDistance = tolerance;
    const int n = std::min(static_cast<int>(m_positions.size()), m_topology.servers);
    for (std::size_t i = 0; i < m_topology.links.size(); ++i) {
        const Link& l = m_topology.links[i];
        if (l.role != LinkRole::Mp && l.role != LinkRole::Fill) continue;
        if (l.a < 0 || l.b < 0 || l.a >= n || l.b >= n) continue;
        const double d = pointSegmentDistance(scenePos, QLineF(m_positions[l.a], m_positions[l.b]));
        if (d <= bestDistance) {
            bestDistance = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

void GraphView::mousePressEvent(QMouseEvent* event)
{
    m_pressPos = event->position().toPoint();
    if (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ControlModifier)) {
        // Ctrl-press on an MP or fill link picks up its nearer end (issue 8, item 1).
        const QPointF at = mapToScene(m_pressPos);
        const int link = movableLinkAt(at);
        if (link >= 0) {
            const Link& l = m_topology.links[static_cast<std::size_t>(link)];
            const bool nearA =
                QLineF(at, m_positions[l.a]).length() <= QLineF(at, m_positions[l.b]).length();
            m_dragLink = link;
            m_dragFrom = nearA ? l.a : l.b;
            const QPointF fixed = m_positions[nearA ? l.b : l.a];
            m_dragLine = m_scene->addLine(QLineF(fixed, at),
                                          QPen(QColor(0xb0, 0x00, 0x20), 0, Qt::DashLine));
            m_dragLine->setZValue(10);
            event->accept();
            return;
        }
    }
    QGraphicsView::mousePressEvent(event); // starts the hand drag
}

void GraphView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_dragLine) {
        QLineF line = m_dragLine->line();
        line.setP2(mapToScene(event->position().toPoint()));
        m_dragLine->setLine(line);
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void GraphView::mouseReleaseEvent(QMouseEvent* event)
{
    if (m_dragLink >= 0) {
        const int node = nodeAt(mapToScene(event->position().toPoint()));
        delete m_dragLine;
        m_dragLine = nullptr;
        const Link l = m_topology.links[static_cast<std::size_t>(m_dragLink)];
        const int from = m_dragFrom;
        m_dragLink = m_dragFrom = -1;
        event->accept();
        if (node < 0 || node >= m_topology.servers || node == from) {
            Q_EMIT message(tr("Drop the link's end on another server to move it"));
            return;
        }
        Q_EMIT linkEndDragged(l.a, l.b, static_cast<int>(l.role), from, node);
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
    // A click, not a drag: pick the node under the cursor.
    if (event->button() != Qt::LeftButton ||
        (event->position().toPoint() - m_pressPos).manhattanLength() > 4)
        return;
    const int node = nodeAt(mapToScene(event->position().toPoint()));
    if ((event->modifiers() & Qt::ShiftModifier) && m_selected >= 0 && node >= 0)
        showRoutes(m_selected, node);
    else
        selectNode(node);
}

bool GraphView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(mapToScene(help->pos()));
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

void GraphView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    m_legend->move(frameWidth() + 8, frameWidth() + 8);
}

void GraphView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_F:
        fit();
        return;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(1.25);
        return;
    case Qt::Key_Minus:
        zoomBy(0.8);
        return;
    case Qt::Key_Escape:
        selectNode(-1);
        return;
    default:
        QGraphicsView::keyPressEvent(event);
    }
}

} // namespace topoopt::ui

// The server graph view: the fabric's nodes and links, coloured by role and ring permutation,
// with zoom, pan, fit, hover tooltips, node selection and route display (issue 7, item 2).
#pragma once

#include <QFutureWatcher>
#include <QGraphicsView>

#include <memory>
#include <vector>

#include "common/cancel.h"
#include "graphlayout.h"
#include "topology/topology.h"
#include "traffic/traffic.h"
#include "trafficmatrices.h"

class QLabel;

namespace topoopt::ui {

class EdgeLayer;
class NodeLayer;

class GraphView : public QGraphicsView {
    Q_OBJECT
public:
    /// What a link's line width shows.
    enum class WidthMode { ParallelLinks, Load };

    explicit GraphView(QWidget* parent = nullptr);
    ~GraphView() override;

    /// Shows `topology`; `traffic` (servers 0 when unknown) gives loads and byte counts. The
    /// layout runs on a pool thread; layoutReady() is emitted when the scene shows it.
    void setTopology(const Topology& topology, const Traffic& traffic);
    void clear();
    bool isLayoutPending() const { return m_pending; }

    void setWidthMode(WidthMode mode);
    WidthMode widthMode() const { return m_widthMode; }

    int nodeCount() const;
    int serverCount() const { return m_topology.servers; }
    int switchCount() const { return m_topology.switches; }
    /// Distinct link entries drawn (parallel links of one entry are one line).
    int edgeCount() const;
    /// Lines of the highlight layer (selected node's links and shown route hops).
    int highlightedLineCount() const;
    int shownPathCount() const { return m_shownPaths; }
    int selectedNode() const { return m_selected; }
    QPointF nodePosition(int node) const;
    const Topology& topology() const { return m_topology; }
    const LinkLoads& loads() const { return m_loads; }
    /// The tooltip text at a scene position (empty when nothing is under it).
    QString toolTipAt(const QPointF& scenePos) const;
    /// Node id under a scene position, or -1.
    int nodeAt(const QPointF& scenePos) const;

public Q_SLOTS:
    /// Highlights a node's links and the routes that start at it; -1 clears.
    void selectNode(int node);
    /// Shows the route(s) from `a` to `b`.
    void showRoutes(int a, int b);
    void fit();
    void zoomBy(double factor);

Q_SIGNALS:
    void layoutReady();
    /// A line for the status bar about what was picked.
    void message(const QString& text);
    /// Ctrl-drag of an MP or fill link's end (a, b, role as in the topology; role is a
    /// LinkRole) from server `from` onto server `to` (issue 8, item 1).
    void linkEndDragged(int a, int b, int role, int from, int to);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void applyLayout(std::vector<NodePosition> positions);
    void rebuildEdges();
    void rebuildHighlight();
    void updateLegend();
    int linkAt(const QPointF& scenePos) const;
    /// The nearest MP or fill link between servers within a few pixels, or -1.
    int movableLinkAt(const QPointF& scenePos) const;
    QString linkDescription(std::size_t index) const;
    QColor linkColour(std::size_t index) const;

    Topology m_topology;
    Traffic m_traffic;
    LinkLoads m_loads;
    /// Per link: index into m_ringLabels for AllReduce links on a ring permutation, else -1.
    std::vector<int> m_linkRing;
    std::vector<QString> m_ringLabels;
    QVector<QPointF> m_positions;
    double m_nodeRadius = 6;

    QGraphicsScene* m_scene;
    EdgeLayer* m_edges;
    NodeLayer* m_nodes;
    EdgeLayer* m_highlight;
    QLabel* m_legend;
    WidthMode m_widthMode = WidthMode::ParallelLinks;
    int m_selected = -1;
    int m_routeTarget = -1;
    int m_shownPaths = 0;
    QPoint m_pressPos;
    /// Ctrl-drag of a link end: the link index, the end being moved, the rubber band.
    int m_dragLink = -1;
    int m_dragFrom = -1;
    QGraphicsLineItem* m_dragLine = nullptr;

    bool m_pending = false;
    std::uint64_t m_generation = 0;
    std::unique_ptr<CancelToken> m_layoutCancel;
};

} // namespace topoopt::ui

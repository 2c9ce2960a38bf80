// Scene items of the server graph view. Links and nodes are each one item that paints in
// batches (one drawLines call per pen), so a 1024-server fabric is a handful of items.
#pragma once

#include <QGraphicsItem>
#include <QPen>
#include <QVector>

#include <vector>

namespace topoopt::ui {

/// Line segments grouped by pen, plus optional ringed nodes (the highlight layer uses them).
class EdgeLayer : public QGraphicsItem {
public:
    struct Group {
        QPen pen;
        QVector<QLineF> lines;
    };

    EdgeLayer();
    void setGroups(std::vector<Group> groups);
    /// Nodes drawn with a ring around them, `radius` in scene units.
    void setMarkers(QVector<QPointF> centres, double radius, const QColor& colour);
    int lineCount() const;
    int markerCount() const { return static_cast<int>(m_markers.size()); }
    /// Multiplies the (cosmetic) pen widths: figures painted at a device pixel ratio keep their
    /// line weights, which cosmetic pens would otherwise not scale (figurerenderer).
    void setPenScale(double scale) { m_penScale = scale; }

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void updateBounds();

    std::vector<Group> m_groups;
    QVector<QPointF> m_markers;
    double m_markerRadius = 0;
    QColor m_markerColour;
    QRectF m_bounds;
    double m_penScale = 1.0;
};

/// Servers as discs and switches as squares, with id labels when zoomed in far enough.
class NodeLayer : public QGraphicsItem {
public:
    NodeLayer();
    /// `positions` of all nodes; the first `servers` are servers, the rest switches.
    void setNodes(QVector<QPointF> positions, int servers, double radius);
    /// As EdgeLayer::setPenScale, for node outlines and dots.
    void setPenScale(double scale) { m_penScale = scale; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QVector<QPointF> m_positions;
    int m_servers = 0;
    double m_radius = 6;
    QRectF m_bounds;
    double m_penScale = 1.0;
};

} // namespace topoopt::ui

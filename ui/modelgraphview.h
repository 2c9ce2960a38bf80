// A small layered drawing of a model's operator DAG for the model editor (issue 10, item 1):
// columns by longest path from the inputs, one box per operator, edges producer -> consumer.
#pragma once

#include <QGraphicsView>

#include <vector>

#include "model/model.h"

class QGraphicsRectItem;

namespace topoopt::ui {

class ModelGraphView : public QGraphicsView {
    Q_OBJECT
public:
    /// Larger models are summarised in one line instead of drawn.
    static constexpr int kMaxDrawnOperators = 4000;

    explicit ModelGraphView(QWidget* parent = nullptr);

    void setModel(const Model& model);
    /// Highlights operator `index` (-1: none) and scrolls to it.
    void setSelectedOperator(int index);
    int selectedOperator() const { return m_selected; }

    /// Drawn boxes and edges (tests).
    int nodeCount() const { return static_cast<int>(m_nodes.size()); }
    int edgeCount() const { return m_edges; }
    /// Column (layer) and centre of operator `index`'s box.
    int layerOf(int index) const;
    QPointF nodeCentre(int index) const;
    /// The view's zoom (1: scene pixels are screen pixels).
    double zoom() const;
    /// The smallest zoom fitting the model goes to: the operators' labels stay about 7 pixels
    /// tall or more, and a larger model is scrolled instead.
    double minimumFitScale() const;

Q_SIGNALS:
    /// The user clicked an operator's box.
    void operatorClicked(int index);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fit();
    std::vector<QGraphicsRectItem*> m_nodes;
    std::vector<int> m_layers;
    int m_edges = 0;
    int m_selected = -1;
    bool m_userZoomed = false;
};

} // namespace topoopt::ui

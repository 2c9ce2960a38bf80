// Drawing the operator DAG in layers.
#include "modelgraphview.h"

#include <QFontInfo>
#include <QFontMetrics>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QMouseEvent>
#include <QPainterPath>
#include <QWheelEvent>

#include <algorithm>

#include "coretext.h"
#include "format.h"
#include "model/modeledit.h"

namespace topoopt::ui {

namespace {
constexpr double kBoxW = 150, kBoxH = 34, kColGap = 90, kRowGap = 14;
constexpr int kIndexKey = 0;
constexpr double kLabelPointSize = 8;
/// Smallest height in pixels the labels may shrink to when the whole model is fitted: at 0.45
/// (the old floor) DLRM's 8 pt labels were 4-5 pixels tall and could not be read.
constexpr double kMinLabelPx = 7;

QColor kindColour(OpKind kind)
{
    switch (kind) {
    case OpKind::Input:
        return QColor(0xe8, 0xe8, 0xe8);
    case OpKind::Embedding:
        return QColor(0xf6, 0xc8, 0x8f);
    case OpKind::Dense:
        return QColor(0xa8, 0xc8, 0xf0);
    case OpKind::Conv2d:
        return QColor(0xb5, 0xe0, 0xb0);
    case OpKind::Attention:
        return QColor(0xd9, 0xb8, 0xf0);
    case OpKind::Loss:
        return QColor(0xf0, 0xa8, 0xa8);
    default:
        return QColor(0xdd, 0xe6, 0xee);
    }
}
} // namespace

ModelGraphView::ModelGraphView(QWidget* parent) : QGraphicsView(parent)
{
    setObjectName(QStringLiteral("modelGraphView"));
    setScene(new QGraphicsScene(this));
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
}

void ModelGraphView::setModel(const Model& model)
{
    scene()->clear();
    m_nodes.clear();
    m_layers.clear();
    m_edges = 0;
    m_selected = -1;
    if (model.ops.size() > static_cast<std::size_t>(kMaxDrawnOperators)) {
        scene()->addSimpleText(
            tr("%1 operators: too many to draw; edit them in the table.").arg(model.ops.size()));
        fit();
        return;
    }
    m_layers = operatorLayers(model);
    const int layers =
        m_layers.empty() ? 0 : *std::max_element(m_layers.begin(), m_layers.end()) + 1;
    std::vector<int> filled(layers, 0);
    std::vector<int> height(layers, 0);
    for (int l : m_layers)
        ++height[l];
    const int tallest = layers ? *std::max_element(height.begin(), height.end()) : 0;
    QFont font = this->font();
    font.setPointSizeF(kLabelPointSize);
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const Operator& op = model.ops[i];
        const int l = m_layers[i];
        // Columns are centred on the tallest one.
        const double top = (tallest - height[l]) * (kBoxH + kRowGap) / 2;
        const double x = l * (kBoxW + kColGap);
        const double y = top + filled[l]++ * (kBoxH + kRowGap);
        auto* box = scene()->addRect(QRectF(x, y, kBoxW, kBoxH), QPen(QColor(0x50, 0x50, 0x50)),
                                     kindColour(op.kind));
        box->setData(kIndexKey, static_cast<int>(i));
        box->setZValue(1);
        box->setToolTip(tr("%1 (%2)\nparameters %3, activation %4 per sample")
                            .arg(QString::fromStdString(op.name), opKindText(op.kind),
                                 formatBytes(op.paramBytes), formatBytes(op.outputBytesPerSample)));
        auto* label = new QGraphicsSimpleTextItem(
            QFontMetrics(font).elidedText(QString::fromStdString(op.name), Qt::ElideMiddle,
                                          int(kBoxW - 8)),
            box);
        label->setFont(font);
        label->setPos(x + 4, y + 3);
        auto* kind = new QGraphicsSimpleTextItem(opKindText(op.kind), box);
        kind->setFont(font);
        kind->setBrush(QColor(0x50, 0x50, 0x50));
        kind->setPos(x + 4, y + kBoxH / 2);
        m_nodes.push_back(box);
    }
    const QPen edgePen(QColor(0x60, 0x70, 0x80, 160), 1.0);
    for (std::size_t i = 0; i < model.ops.size(); ++i)
        for (int in : model.ops[i].inputs) {
            if (in < 0 || static_cast<std::size_t>(in) >= i) continue;
            const QRectF a = m_nodes[in]->rect(), b = m_nodes[i]->rect();
            const QPointF from(a.right(), a.center().y()), to(b.left(), b.center().y());
            QPainterPath path(from);
            const double dx = std::max(40.0, (to.x() - from.x()) / 2);
            path.cubicTo(from + QPointF(dx, 0), to - QPointF(dx, 0), to);
            scene()->addPath(path, edgePen)->setZValue(0);
            ++m_edges;
        }
    m_userZoomed = false;
    fit();
}

int ModelGraphView::layerOf(int index) const
{
    return index >= 0 && index < static_cast<int>(m_layers.size()) ? m_layers[index] : -1;
}

QPointF ModelGraphView::nodeCentre(int index) const
{
    return index >= 0 && index < nodeCount() ? m_nodes[index]->rect().center() : QPointF();
}

void ModelGraphView::setSelectedOperator(int index)
{
    if (m_selected >= 0 && m_selected < nodeCount())
        m_nodes[m_selected]->setPen(QPen(QColor(0x50, 0x50, 0x50)));
    m_selected = index >= 0 && index < nodeCount() ? index : -1;
    if (m_selected < 0) return;
    m_nodes[m_selected]->setPen(QPen(QColor(0xd0, 0x30, 0x30), 3));
    ensureVisible(m_nodes[m_selected]);
}

void ModelGraphView::mousePressEvent(QMouseEvent* event)
{
    for (QGraphicsItem* item : items(event->position().toPoint())) {
        while (item->parentItem())
            item = item->parentItem();
        if (item->data(kIndexKey).isValid()) {
            const int index = item->data(kIndexKey).toInt();
            setSelectedOperator(index);
            Q_EMIT operatorClicked(index);
            break;
        }
    }
    QGraphicsView::mousePressEvent(event);
}

void ModelGraphView::wheelEvent(QWheelEvent* event)
{
    const double factor = event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15;
    scale(factor, factor);
    m_userZoomed = true;
}

void ModelGraphView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    if (!m_userZoomed) fit();
}

double ModelGraphView::minimumFitScale() const
{
    QFont font = this->font();
    font.setPointSizeF(kLabelPointSize);
    // The labels' pixel size at scale 1 on this screen (logical DPI), their cap at kMinLabelPx.
    const double labelPx = QFontInfo(font).pixelSize();
    return labelPx > 0 ? std::min(1.0, kMinLabelPx / labelPx) : 1.0;
}

double ModelGraphView::zoom() const
{
    return transform().m11();
}

void ModelGraphView::fit()
{
    const QRectF bounds = scene()->itemsBoundingRect().adjusted(-10, -10, 10, 10);
    scene()->setSceneRect(bounds);
    if (bounds.isEmpty()) return;
    // Whole model when it fits legibly; otherwise a readable scale (long chains such as DLRM's
    // MLPs would shrink to a thread) starting at the inputs, scrolled by hand.
    const double k = std::clamp(
        std::min(viewport()->width() / bounds.width(), viewport()->height() / bounds.height()),
        minimumFitScale(), 1.0);
    setTransform(QTransform::fromScale(k, k));
    const double visibleWidth = viewport()->width() / k;
    centerOn(visibleWidth >= bounds.width()
                 ? bounds.center()
                 : QPointF(bounds.left() + visibleWidth / 2, bounds.center().y()));
}

} // namespace topoopt::ui

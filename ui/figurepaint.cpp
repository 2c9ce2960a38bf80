// The views drawn for paper: fresh, hidden view widgets fed a figure's data (the app's own
// drawing code), restyled for print and painted into the figure's body. figurerenderer.cpp
// lays out the page around it and encodes the file.
#include "figurepaint.h"

#include <QApplication>
#include <QEventLoop>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QLabel>
#include <QTextDocument>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

#include "convergenceview.h"
#include "graphitems.h"
#include "graphview.h"
#include "theme.h"

namespace topoopt::ui {

namespace {

// lupdate files tr() outside a class under the enclosing namespace: use that context.
QString tr(const char* text)
{
    return QCoreApplication::translate("topoopt::ui", text);
}

void styleAxis(QCPAxis* axis)
{
    const QPen black(QColor(0x20, 0x20, 0x20), 1);
    axis->setLabelFont(pixelFont(12));
    axis->setTickLabelFont(pixelFont(10));
    axis->setLabelColor(black.color());
    axis->setTickLabelColor(black.color());
    axis->setBasePen(black);
    axis->setTickPen(black);
    axis->setSubTickPen(black);
}

/// Print fonts; a white box with a grey border over the data, bare in a row of its own.
void stylePaperLegend(QCPLegend* legend)
{
    legend->setFont(pixelFont(10));
    const bool over = legendOverData(legend);
    legend->setBrush(over ? QBrush(Qt::white) : QBrush(Qt::NoBrush));
    legend->setBorderPen(over ? QPen(QColor(0xb0, 0xb0, 0xb0), 1) : QPen(Qt::NoPen));
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend->item(i)) item->setFont(pixelFont(10));
}

/// White background, black axes, fonts sized for print, antialiasing on, no interaction state.
void styleForPaper(QCustomPlot* plot)
{
    plot->setBackground(Qt::white);
    plot->setAntialiasedElements(QCP::aeAll);
    plot->setInteractions(QCP::Interactions());
    plot->deselectAll();
    for (QCPAxisRect* rect : plot->axisRects()) {
        rect->setBackground(Qt::white);
        for (QCPAxis* axis : rect->axes())
            styleAxis(axis);
    }
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {
        if (auto* scale = qobject_cast<QCPColorScale*>(element)) styleAxis(scale->axis());
        if (auto* legend = qobject_cast<QCPLegend*>(element)) stylePaperLegend(legend);
        if (auto* text = qobject_cast<QCPTextElement*>(element)) text->setFont(pixelFont(12));
    }
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
            text->setFont(pixelFont(10, text->font().weight()));
}

/// Draws a plot already styled for paper into `body`.
void paintPlot(QCPPainter* painter, QCustomPlot* plot, const QRectF& body)
{
    const QSize size(std::max(1, static_cast<int>(std::floor(body.width()))),
                     std::max(1, static_cast<int>(std::floor(body.height()))));
    plot->resize(size);
    painter->save();
    painter->translate(body.topLeft());
    plot->toPainter(painter, size.width(), size.height());
    painter->restore();
}
} // namespace

/// Fonts in pixels, not points: a point size would scale with each device's DPI on top of
/// the painter's own scaling.
QFont pixelFont(int px, int weight)
{
    QFont f = QApplication::font();
    f.setPixelSize(px);
    f.setWeight(static_cast<QFont::Weight>(weight));
    return f;
}

void paintGraph(QCPPainter* painter, const FigureData& data, const QRectF& body, double penScale)
{
    const Topology& topology = *data.topology;
    const bool matches = data.traffic && data.traffic->servers == topology.servers;
    GraphView view;
    view.resize(body.size().toSize());
    view.setTopology(topology, matches ? *data.traffic : Traffic{});
    if (view.isLayoutPending()) {
        // The force layout runs on a pool thread; its result arrives as a queued signal.
        QEventLoop loop;
        QObject::connect(&view, &GraphView::layoutReady, &loop, &QEventLoop::quit);
        loop.exec();
    }
    // Paint the items directly: a device cache would put bitmaps into SVG and PDF output.
    for (QGraphicsItem* item : view.scene()->items()) {
        item->setCacheMode(QGraphicsItem::NoCache);
        if (auto* edges = dynamic_cast<EdgeLayer*>(item)) edges->setPenScale(penScale);
        if (auto* nodes = dynamic_cast<NodeLayer*>(item)) nodes->setPenScale(penScale);
    }

    // The view's own legend (colours per ring permutation and role), as a box on the right.
    QTextDocument legend;
    legend.setDefaultFont(pixelFont(10));
    legend.setDocumentMargin(6);
    if (const auto* label = view.findChild<QLabel*>(QStringLiteral("graphLegend")))
        legend.setHtml(label->text());
    const double legendWidth = std::min(legend.idealWidth() + 2, body.width() * 0.4);
    legend.setTextWidth(legendWidth);
    const QRectF legendRect(body.right() - legendWidth, body.top(), legendWidth,
                            std::min(legend.size().height(), body.height()));
    const QRectF graphRect(body.left(), body.top(), body.width() - legendWidth - kFigureMargin,
                           body.height());
    view.scene()->render(painter, graphRect, view.scene()->sceneRect(), Qt::KeepAspectRatio);

    painter->save();
    painter->setPen(QPen(QColor(0xb0, 0xb0, 0xb0), 1));
    painter->setBrush(Qt::white);
    painter->drawRect(legendRect);
    painter->translate(legendRect.topLeft());
    legend.drawContents(painter, QRectF(QPointF(0, 0), legendRect.size()));
    painter->restore();
}

void paintHeatmap(QCPPainter* painter, const FigureData& data, const QRectF& body)
{
    HeatmapView view;
    Traffic traffic = data.traffic ? *data.traffic : Traffic{};
    if (!data.traffic && data.topology) traffic.servers = data.topology->servers;
    view.setTraffic(traffic);
    if (data.topology) view.setTopology(*data.topology);
    view.setMode(data.heatmapMode);
    view.setScale(data.heatmapScale);
    QCustomPlot* plot = view.plot();
    styleForPaper(plot);
    paintPlot(painter, plot, body);
}

void paintConvergence(QCPPainter* painter, const FigureData& data, const QRectF& body)
{
    ConvergenceView view;
    view.showHistory(*data.history, QString());
    QCustomPlot* plot = view.plot();
    // The figure has its own title: drop the view's status line.
    if (auto* status = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0))) {
        plot->plotLayout()->take(status);
        plot->plotLayout()->simplify();
        status->setVisible(false); // still a layerable of the plot: it would draw at its old place
    }
    // Only series that have points belong in a paper's legend.
    for (int i = 0; i < plot->graphCount(); ++i)
        if (plot->graph(i)->data()->isEmpty()) plot->graph(i)->removeFromLegend();
    styleForPaper(plot);
    // On a small page the legend box covered half of the plot's points: below a fifth of the
    // body it stays in its corner, else it goes under the plot, two entries a row.
    QCPLegend* legend = plot->legend;
    const QSize box = legend->minimumOuterSizeHint();
    if (box.width() * box.height() > 0.2 * body.width() * body.height()) {
        plot->axisRect()->insetLayout()->take(legend);
        QCPLayoutGrid* grid = plot->plotLayout();
        const int row = grid->rowCount();
        grid->addElement(row, 0, legend);
        grid->setRowStretchFactor(row, 0.001); // its height, no more
        stylePaperLegend(legend);              // bare now that it is out of the plot
        legend->setIconSize(20, 10);
        // Two entries a row where the two widest fit side by side, else one.
        std::vector<int> widths;
        for (int i = 0; i < legend->itemCount(); ++i)
            widths.push_back(legend->item(i)->minimumOuterSizeHint().width());
        std::sort(widths.rbegin(), widths.rend());
        const bool twoFit = widths.size() < 2 || widths[0] + widths[1] + legend->columnSpacing() +
                                                         legend->margins().left() +
                                                         legend->margins().right() <=
                                                     body.width();
        legend->setWrap(twoFit ? 2 : 1);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // arranges the entries anew
    }
    // The axis label no longer than about half the page: the plot is shorter than the body.
    QCPAxis* y = plot->yAxis;
    const QFontMetricsF labelFm(y->labelFont());
    for (const QString& label : {tr("Iteration time (ms)"), tr("Time (ms)")})
        if (labelFm.horizontalAdvance(y->label()) > 0.5 * body.height()) y->setLabel(label);
    paintPlot(painter, plot, body);
}

void paintComparison(QCPPainter* painter, const FigureData& data, const QRectF& body)
{
    ComparisonView view;
    // Below about 53 mm of body (200 logical px) two charts, their names and the legend leave
    // the times a strip a few pixels high: the times, the figure's point, are drawn alone.
    constexpr double kTwoChartsHeight = 200;
    view.setShowCost(body.height() >= kTwoChartsHeight);
    view.setRows(*data.comparison);
    QCustomPlot* plot = view.plot();
    styleForPaper(plot);
    // The view fits the names to the page when it is laid out (level, wrapped or slanted by
    // their measured widths), as it does in a window: only the font is the paper's.
    for (QCPAxisRect* rect : plot->axisRects())
        rect->axis(QCPAxis::atBottom)->setTickLabelFont(pixelFont(9));
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
            text->setFont(pixelFont(9, QFont::DemiBold));
    paintPlot(painter, plot, body);
}

} // namespace topoopt::ui

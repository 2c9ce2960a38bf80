// Drawing the views as paper figures: fresh, hidden view widgets fed the figure's data (the app's
// own drawing code), restyled for print, and painted into PNG, SVG or PDF devices.
#include "figurerenderer.h"

#include <QApplication>
#include <QBuffer>
#include <QEventLoop>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QImage>
#include <QLabel>
#include <QPageSize>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QTextDocument>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

#include "common/error.h"
#include "common/fileio.h"
#include "convergenceview.h"
#include "graphitems.h"
#include "graphview.h"
#include "theme.h"

namespace topoopt::ui {

namespace {

/// Logical units per inch: drawing happens at 96 dpi and is scaled to the output's DPI.
constexpr double kLogicalDpi = 96.0;
constexpr double kMmPerInch = 25.4;
constexpr double kTitleHeight = 30; ///< logical px
constexpr double kMargin = 8;       ///< logical px around the body

// lupdate files tr() outside a class under the enclosing namespace: use that context.
QString tr(const char* text)
{
    return QCoreApplication::translate("topoopt::ui", text);
}

/// Fonts in pixels, not points: a point size would scale with each device's DPI on top of
/// the painter's own scaling.
QFont pixelFont(int px, int weight = QFont::Normal)
{
    QFont f = QApplication::font();
    f.setPixelSize(px);
    f.setWeight(static_cast<QFont::Weight>(weight));
    return f;
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
    const QRectF graphRect(body.left(), body.top(), body.width() - legendWidth - kMargin,
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

/// The title on one line, in a smaller font if need be; on a single-column page (the
/// scenario's name made "Iteration time per fabric - DLRM, 12...") on two lines, and elided
/// only when even those cannot hold it.
void drawTitle(QPainter* painter, const QString& title, const QRectF& rect)
{
    constexpr int kLargest = 14, kSmallest = 11;
    for (int size = kLargest; size >= kSmallest; --size) {
        const QFont font = pixelFont(size, QFont::DemiBold);
        if (QFontMetricsF(font).horizontalAdvance(title) <= rect.width()) {
            painter->setFont(font);
            painter->drawText(rect, Qt::AlignCenter | Qt::TextSingleLine, title);
            return;
        }
    }
    const QFont font = pixelFont(kSmallest, QFont::DemiBold);
    painter->setFont(font);
    const QFontMetricsF fm(font);
    const int flags = Qt::AlignCenter | Qt::TextWordWrap;
    if (fm.boundingRect(rect, flags, title).height() <= rect.height()) {
        painter->drawText(rect, flags, title);
        return;
    }
    painter->drawText(rect, Qt::AlignCenter | Qt::TextSingleLine,
                      fm.elidedText(title, Qt::ElideRight, rect.width()));
}

QString heatmapTitle(HeatmapView::Mode mode)
{
    switch (mode) {
    case HeatmapView::Mode::AllReduce:
        return tr("AllReduce demand per iteration");
    case HeatmapView::Mode::Mp:
        return tr("MP demand per iteration");
    case HeatmapView::Mode::Both:
        return tr("AllReduce + MP demand per iteration");
    case HeatmapView::Mode::LinkLoad:
        return tr("Link load per iteration");
    }
    return {};
}

} // namespace

QSize FigureSize::pixels() const
{
    const double factor = millimetres ? dpi / kMmPerInch : 1.0;
    return QSize(static_cast<int>(std::lround(width * factor)),
                 static_cast<int>(std::lround(height * factor)));
}

QSizeF FigureSize::logical() const
{
    const QSize px = pixels();
    return QSizeF(px.width() * kLogicalDpi / dpi, px.height() * kLogicalDpi / dpi);
}

QString FigureSize::problem() const
{
    // lupdate files these under FigureSize (a member function): translate in that context.
    const auto tr = [](const char* text) {
        return QCoreApplication::translate("topoopt::ui::FigureSize", text);
    };
    if (!std::isfinite(dpi) || dpi < 36 || dpi > 2400)
        return tr("--dpi: must be between 36 and 2400, got %1").arg(dpi);
    const double factor = millimetres ? dpi / kMmPerInch : 1.0;
    const QString unit = millimetres ? tr("mm") : tr("px");
    for (const auto& [name, value] : {std::pair{"width", width}, std::pair{"height", height}}) {
        if (!std::isfinite(value) || value <= 0)
            return tr("--%1: must be a positive size, got %2").arg(QLatin1String(name)).arg(value);
        const double px = value * factor;
        if (px < 64 || px > 20000)
            return tr("--%1: %2 %3 at %4 dpi is %5 pixels; must be between 64 and 20000")
                .arg(QLatin1String(name))
                .arg(value)
                .arg(unit)
                .arg(dpi)
                .arg(std::lround(px));
    }
    // The layout needs some room in logical units (a 64 px figure at 2400 dpi has none).
    const QSizeF l = logical();
    if (l.width() < 120 || l.height() < 90)
        return tr("--width/--height: %1 x %2 at %3 dpi is only %4 x %5 points of drawing; "
                  "make it larger or lower the dpi")
            .arg(width)
            .arg(height)
            .arg(dpi)
            .arg(std::lround(l.width()))
            .arg(std::lround(l.height()));
    return {};
}

std::optional<FigureView> figureViewFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("graph")) return FigureView::Graph;
    if (n == QLatin1String("heatmap")) return FigureView::Heatmap;
    if (n == QLatin1String("convergence")) return FigureView::Convergence;
    if (n == QLatin1String("compare") || n == QLatin1String("comparison"))
        return FigureView::Comparison;
    return std::nullopt;
}

QString figureViewName(FigureView view)
{
    switch (view) {
    case FigureView::Graph:
        return QStringLiteral("graph");
    case FigureView::Heatmap:
        return QStringLiteral("heatmap");
    case FigureView::Convergence:
        return QStringLiteral("convergence");
    case FigureView::Comparison:
        return QStringLiteral("compare");
    }
    return {};
}

std::optional<FigureFormat> figureFormatForPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) return FigureFormat::Png;
    if (suffix == QLatin1String("svg")) return FigureFormat::Svg;
    if (suffix == QLatin1String("pdf")) return FigureFormat::Pdf;
    return std::nullopt;
}

QString missingFigurePart(FigureView view, const FigureData& data)
{
    switch (view) {
    case FigureView::Graph:
        if (!data.topology || data.topology->nodes() == 0)
            return tr("no topology: the graph view needs a topology (a result, topology or "
                      "scenario file)");
        return {};
    case FigureView::Heatmap:
        if (data.heatmapMode == HeatmapView::Mode::LinkLoad) {
            if (!data.topology || !data.traffic || data.traffic->servers != data.topology->servers)
                return tr("no link loads: the link-load heatmap needs a topology and the traffic "
                          "it was built for (a result or scenario file)");
            return {};
        }
        if (!data.traffic || data.traffic->servers == 0)
            return tr("no traffic: the heatmap needs traffic (a result, traffic or scenario "
                      "file)");
        return {};
    case FigureView::Convergence:
        if (!data.history || data.history->empty())
            return tr("no history: run `topoopt optimize` to get a convergence plot");
        return {};
    case FigureView::Comparison:
        if (!data.comparison || data.comparison->empty())
            return tr("no comparison: run `topoopt compare --json` (or optimize with a "
                      "comparison) to get one");
        return {};
    }
    return {};
}

QString figureTitle(FigureView view, const FigureData& data)
{
    if (!data.title.isEmpty()) return data.title;
    QString title;
    switch (view) {
    case FigureView::Graph:
        title = data.topology ? tr("Topology %1: %2 servers, d = %3")
                                    .arg(QString::fromStdString(data.topology->kind))
                                    .arg(data.topology->servers)
                                    .arg(data.topology->degree)
                              : tr("Topology");
        break;
    case FigureView::Heatmap:
        title = heatmapTitle(data.heatmapMode);
        break;
    case FigureView::Convergence:
        title = tr("Convergence of the strategy and topology search");
        break;
    case FigureView::Comparison:
        title = tr("Iteration time per fabric");
        break;
    }
    if (!data.subject.isEmpty()) title = tr("%1 \u2014 %2").arg(title, data.subject);
    return title;
}

void paintFigure(QCPPainter* painter, FigureView view, const FigureData& data,
                 const QSizeF& logicalSize)
{
    // Cosmetic pens (the graph's lines) ignore the device pixel ratio of a PNG: scale them.
    const double penScale = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QRectF page(QPointF(0, 0), logicalSize);
    painter->fillRect(page, Qt::white);
    painter->save();
    painter->setPen(QColor(0x10, 0x10, 0x10));
    const QRectF titleRect(kMargin, kMargin / 2, page.width() - 2 * kMargin, kTitleHeight);
    drawTitle(painter, figureTitle(view, data), titleRect);
    painter->restore();
    const QRectF body(kMargin, kMargin / 2 + kTitleHeight, page.width() - 2 * kMargin,
                      page.height() - kTitleHeight - 1.5 * kMargin);
    switch (view) {
    case FigureView::Graph:
        paintGraph(painter, data, body, penScale);
        break;
    case FigureView::Heatmap:
        paintHeatmap(painter, data, body);
        break;
    case FigureView::Convergence:
        paintConvergence(painter, data, body);
        break;
    case FigureView::Comparison:
        paintComparison(painter, data, body);
        break;
    }
}

QByteArray renderFigureBytes(FigureView view, const FigureData& data, const FigureSize& size,
                             FigureFormat format)
{
    if (const QString problem = size.problem(); !problem.isEmpty())
        throw InputError("", problem.toStdString());
    if (const QString missing = missingFigurePart(view, data); !missing.isEmpty())
        throw InputError("", missing.toStdString());
    const QSize px = size.pixels();
    const QSizeF logical = size.logical();
    const double scale = size.dpi / kLogicalDpi;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    switch (format) {
    case FigureFormat::Png: {
        QImage image(px, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        // Paint in logical units at 96 dpi; the device pixel ratio scales to the pixels.
        const int logicalDpm = static_cast<int>(std::lround(kLogicalDpi / kMmPerInch * 1000));
        image.setDotsPerMeterX(logicalDpm);
        image.setDotsPerMeterY(logicalDpm);
        image.setDevicePixelRatio(scale);
        {
            QCPPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setRenderHint(QPainter::TextAntialiasing);
            paintFigure(&painter, view, data, logical);
        }
        image.setDevicePixelRatio(1.0);
        const int dpm = static_cast<int>(std::lround(size.dpi / kMmPerInch * 1000));
        image.setDotsPerMeterX(dpm);
        image.setDotsPerMeterY(dpm);
        if (!image.convertToFormat(QImage::Format_RGB32).save(&buffer, "PNG"))
            throw std::runtime_error("cannot encode the PNG");
        break;
    }
    case FigureFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(px);
        svg.setResolution(static_cast<int>(std::lround(size.dpi)));
        svg.setViewBox(QRectF(QPointF(0, 0), logical));
        svg.setTitle(figureTitle(view, data));
        svg.setDescription(QStringLiteral("TopoOpt Studio figure"));
        QCPPainter painter(&svg);
        painter.setMode(QCPPainter::pmVectorized);
        paintFigure(&painter, view, data, logical);
        break;
    }
    case FigureFormat::Pdf: {
        QPdfWriter pdf(&buffer);
        pdf.setCreator(QStringLiteral("TopoOpt Studio"));
        pdf.setTitle(figureTitle(view, data));
        pdf.setResolution(static_cast<int>(kLogicalDpi));
        const QSizeF mm(px.width() / size.dpi * kMmPerInch, px.height() / size.dpi * kMmPerInch);
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setPageSize(QPageSize(mm, QPageSize::Millimeter, QString(), QPageSize::ExactMatch));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QCPPainter painter(&pdf);
        painter.setMode(QCPPainter::pmVectorized);
        painter.setRenderHint(QPainter::Antialiasing);
        paintFigure(&painter, view, data,
                    QSizeF(pdf.width(), pdf.height())); // device units = logical at 96 dpi
        painter.end();
        break;
    }
    }
    buffer.close();
    if (bytes.isEmpty()) throw std::runtime_error("the figure came out empty");
    return bytes;
}

void renderFigure(FigureView view, const FigureData& data, const FigureSize& size,
                  const QString& path)
{
    const std::optional<FigureFormat> format = figureFormatForPath(path);
    if (!format)
        throw InputError("--out", tr("the file name must end in .png, .svg or .pdf, got \"%1\"")
                                      .arg(QFileInfo(path).fileName())
                                      .toStdString());
    const QByteArray bytes = renderFigureBytes(view, data, size, *format);
    writeFileAtomic(path.toStdString(), bytes.toStdString());
}

} // namespace topoopt::ui

// Paper figures: the page (title over the view's body, figurepaint.cpp) at a size and DPI, painted
// into PNG, SVG or PDF devices.
#include "figurerenderer.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <qcustomplot.h>

#include <cmath>

#include "common/error.h"
#include "common/fileio.h"
#include "figurepaint.h"

namespace topoopt::ui {

namespace {

/// Logical units per inch: drawing happens at 96 dpi and is scaled to the output's DPI.
constexpr double kLogicalDpi = 96.0;
constexpr double kMmPerInch = 25.4;
constexpr double kTitleHeight = 30; ///< logical px

// lupdate files tr() outside a class under the enclosing namespace: use that context.
QString tr(const char* text)
{
    return QCoreApplication::translate("topoopt::ui", text);
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
    const QRectF titleRect(kFigureMargin, kFigureMargin / 2, page.width() - 2 * kFigureMargin,
                           kTitleHeight);
    drawTitle(painter, figureTitle(view, data), titleRect);
    painter->restore();
    const QRectF body(kFigureMargin, kFigureMargin / 2 + kTitleHeight,
                      page.width() - 2 * kFigureMargin,
                      page.height() - kTitleHeight - 1.5 * kFigureMargin);
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
            throw std::runtime_error(tr("cannot encode the PNG").toStdString());
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
    if (bytes.isEmpty()) throw std::runtime_error(tr("the figure came out empty").toStdString());
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

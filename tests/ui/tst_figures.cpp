// Figures of the studio (issue 9): every view rendered to PNG, SVG and PDF with the expected size.
#include <QtTest>

#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>

#include "common/error.h"
#include "comparerows.h"
#include "comparisonview.h"
#include "figurerenderer.h"
#include "handtopology.h"
#include "translations.h"

using namespace topoopt;
using namespace topoopt::ui;
using topoopt::test::demoTraffic;

namespace {

FigureData demoData()
{
    FigureData d;
    d.subject = QStringLiteral("demo");
    d.traffic = demoTraffic();
    d.topology = test::handTopology(*d.traffic, 4, {1, 5});
    std::vector<ProposalEvent> history;
    double best = 20;
    for (int i = 0; i < 60; ++i) {
        ProposalEvent e;
        e.round = i / 20;
        e.step = i;
        e.plane = i % 20 == 19 ? SearchPlane::Topology : SearchPlane::Strategy;
        e.iterationMs = 20 - i * 0.1 + (i % 3);
        e.accepted = i % 3 == 0;
        best = std::min(best, e.iterationMs);
        e.bestMs = best;
        history.push_back(e);
    }
    d.history = history;
    d.comparison =
        std::vector<ui::ComparisonRow>{{"topoopt", "TopoOpt", 10, 7, 3, 120000, 1.6},
                                       {"ring", "Ring", 13, 7, 6, 90000, 1.23},
                                       {"fattree-equal-cost", "Fat-tree", 16, 7, 9, 120000, 1.0}};
    return d;
}

/// "/MediaBox [0 0 w h]" of the first page, in points.
QSizeF pdfMediaBox(const QByteArray& pdf)
{
    const QRegularExpression re(
        QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([0-9.]+)\\s+([0-9.]+)\\s*\\]"));
    const auto m = re.match(QString::fromLatin1(pdf));
    if (!m.hasMatch()) return {};
    return QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble());
}

/// Share of pixels that are not white: something was drawn, and not everything is ink.
double inkFraction(const QImage& image)
{
    qint64 ink = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            if ((image.pixel(x, y) & 0xffffff) != 0xffffff) ++ink;
    return double(ink) / (double(image.width() / 2) * double(image.height() / 2));
}

} // namespace

class TestFigures : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyViewEveryFormat_data();
    void everyViewEveryFormat();
    void millimetresAndDpi();
    void singleColumnFiguresStayLegible();
    void graphLinesKeepTheirWeightAtHighDpi();
    void missingPartsAreNamed();
    void badSizesAreRejected();
    void renderFigureWritesByExtension();
};

void TestFigures::initTestCase()
{
    setLanguageSetting(QString());
}

void TestFigures::everyViewEveryFormat_data()
{
    QTest::addColumn<int>("view");
    QTest::addColumn<int>("format");
    const char* views[] = {"graph", "heatmap", "convergence", "compare"};
    const char* formats[] = {"png", "svg", "pdf"};
    for (int v = 0; v < 4; ++v)
        for (int f = 0; f < 3; ++f)
            QTest::newRow(qPrintable(
                QStringLiteral("%1.%2").arg(QLatin1String(views[v]), QLatin1String(formats[f]))))
                << v << f;
}

void TestFigures::everyViewEveryFormat()
{
    QFETCH(int, view);
    QFETCH(int, format);
    FigureSize size;
    size.width = 1500;
    size.height = 1000;
    size.dpi = 250;
    const QByteArray bytes = renderFigureBytes(static_cast<FigureView>(view), demoData(), size,
                                               static_cast<FigureFormat>(format));
    QVERIFY(bytes.size() > 1000);
    switch (static_cast<FigureFormat>(format)) {
    case FigureFormat::Png: {
        QImage image;
        QVERIFY(image.loadFromData(bytes, "PNG"));
        QCOMPARE(image.size(), QSize(1500, 1000));
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 250);
        const double ink = inkFraction(image);
        QVERIFY2(ink > 0.01 && ink < 0.6, qPrintable(QString::number(ink)));
        QCOMPARE(image.pixel(2, 2) & 0xffffff, 0xffffffu); // white margin, no chrome
        break;
    }
    case FigureFormat::Svg: {
        QVERIFY(bytes.startsWith("<?xml"));
        QSvgRenderer svg(bytes);
        QVERIFY(svg.isValid());
        // Drawn in 1/96 inch units: 1500 px at 250 dpi is 576 units wide.
        QCOMPARE(svg.viewBoxF().size(), QSizeF(576, 384));
        // Physical size in the width and height attributes: 1500 / 250 inch = 152.4 mm.
        QVERIFY(bytes.contains("width=\"152.4mm\""));
        QVERIFY(bytes.contains("height=\"101.6mm\""));
        QImage image(svg.defaultSize(), QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        svg.render(&p);
        p.end();
        QVERIFY(inkFraction(image) > 0.01);
        break;
    }
    case FigureFormat::Pdf: {
        QVERIFY(bytes.startsWith("%PDF-"));
        const QSizeF box = pdfMediaBox(bytes);
        // 6 x 4 inches = 432 x 288 points.
        QVERIFY2(qAbs(box.width() - 432) < 1 && qAbs(box.height() - 288) < 1,
                 qPrintable(QStringLiteral("%1 x %2").arg(box.width()).arg(box.height())));
        break;
    }
    }
}

void TestFigures::millimetresAndDpi()
{
    FigureSize size;
    size.width = 160;
    size.height = 100;
    size.millimetres = true;
    size.dpi = 600;
    QCOMPARE(size.pixels(), QSize(3780, 2362));
    QVERIFY(qAbs(size.logical().width() - 604.7) < 0.1);
    const QByteArray png =
        renderFigureBytes(FigureView::Heatmap, demoData(), size, FigureFormat::Png);
    QImage image;
    QVERIFY(image.loadFromData(png));
    QCOMPARE(image.size(), QSize(3780, 2362));
    const QSizeF box =
        pdfMediaBox(renderFigureBytes(FigureView::Heatmap, demoData(), size, FigureFormat::Pdf));
    QVERIFY(qAbs(box.width() - 160 / 25.4 * 72) < 1);
    QVERIFY(qAbs(box.height() - 100 / 25.4 * 72) < 1);
}

// An 85 x 70 mm figure (a paper's single column) drew the comparison's fabric names slanted
// across half of it, its value labels over each other and its legend over the bars; the
// convergence legend covered half of the points. The words a small figure now uses are in the
// SVG's text.
void TestFigures::singleColumnFiguresStayLegible()
{
    FigureData d = demoData();
    d.comparison = test::dlrmCompareRows();
    FigureSize column;
    column.width = 85;
    column.height = 70;
    column.millimetres = true;
    const QString compare =
        QString::fromUtf8(renderFigureBytes(FigureView::Comparison, d, column, FigureFormat::Svg));
    QVERIFY(compare.contains(QLatin1String("Fat-tree full")));
    QVERIFY(!compare.contains(QLatin1String("d x B per server")));
    QVERIFY(compare.contains(QLatin1String("2.3x")) || compare.contains(QLatin1String("2.31x")));
    // The costs lose their unit (the axis says "k USD"), or go where even "450k" is too wide.
    QVERIFY(!compare.contains(QLatin1String("450k USD")));
    QVERIFY(compare.contains(QLatin1String("Compute on the critical path")));
    // The default size keeps the full labels.
    const QString large = QString::fromUtf8(
        renderFigureBytes(FigureView::Comparison, d, FigureSize{}, FigureFormat::Svg));
    QVERIFY(large.contains(QLatin1String("493.86 ms")));
    // Below about 53 mm of body the times are drawn alone.
    FigureSize strip = column;
    strip.height = 45;
    const QString times =
        QString::fromUtf8(renderFigureBytes(FigureView::Comparison, d, strip, FigureFormat::Svg));
    QVERIFY(!times.contains(QLatin1String("USD")));
    QVERIFY(times.contains(QLatin1String("Ideal")));

    const QString convergence =
        QString::fromUtf8(renderFigureBytes(FigureView::Convergence, d, column, FigureFormat::Svg));
    QVERIFY(!convergence.contains(QLatin1String("Simulated iteration time")));
    QVERIFY(convergence.contains(QLatin1String("Accepted")));
}

void TestFigures::graphLinesKeepTheirWeightAtHighDpi()
{
    // The same figure at 96 and 384 dpi: 4x the pixels, so about 16x the ink if line weights
    // scale with the resolution, but only ~4x if lines stayed one device pixel wide.
    FigureData d = demoData();
    FigureSize low;
    low.width = 600;
    low.height = 400;
    low.dpi = 96;
    FigureSize high = low;
    high.width = 2400;
    high.height = 1600;
    high.dpi = 384;
    QImage a, b;
    QVERIFY(a.loadFromData(renderFigureBytes(FigureView::Graph, d, low, FigureFormat::Png)));
    QVERIFY(b.loadFromData(renderFigureBytes(FigureView::Graph, d, high, FigureFormat::Png)));
    const double ratio = inkFraction(b) / inkFraction(a);
    QVERIFY2(ratio > 0.6 && ratio < 1.6, qPrintable(QString::number(ratio)));
}

void TestFigures::missingPartsAreNamed()
{
    FigureData empty;
    QVERIFY(missingFigurePart(FigureView::Graph, empty).contains(QLatin1String("no topology")));
    QVERIFY(missingFigurePart(FigureView::Heatmap, empty).contains(QLatin1String("no traffic")));
    QVERIFY(missingFigurePart(FigureView::Convergence, empty)
                .contains(QLatin1String("no history: run `topoopt optimize`")));
    QVERIFY(
        missingFigurePart(FigureView::Comparison, empty).contains(QLatin1String("no comparison")));
    FigureData noTraffic = demoData();
    noTraffic.traffic.reset();
    noTraffic.heatmapMode = HeatmapView::Mode::LinkLoad;
    QVERIFY(
        missingFigurePart(FigureView::Heatmap, noTraffic).contains(QLatin1String("no link loads")));
    QVERIFY(missingFigurePart(FigureView::Graph, noTraffic).isEmpty());
    try {
        renderFigureBytes(FigureView::Convergence, empty, FigureSize{}, FigureFormat::Png);
        QFAIL("rendered a convergence plot without history");
    } catch (const InputError& e) {
        QVERIFY(QString::fromStdString(e.what()).contains(QLatin1String("no history")));
    }
}

void TestFigures::badSizesAreRejected()
{
    const auto problem = [](double w, double h, bool mm, double dpi) {
        FigureSize s;
        s.width = w;
        s.height = h;
        s.millimetres = mm;
        s.dpi = dpi;
        return s.problem();
    };
    QVERIFY(problem(1800, 1200, false, 300).isEmpty());
    QVERIFY(problem(160, 100, true, 300).isEmpty());
    QVERIFY(problem(1800, 1200, false, 10).startsWith(QLatin1String("--dpi")));
    QVERIFY(problem(0, 1200, false, 300).startsWith(QLatin1String("--width")));
    QVERIFY(problem(1800, -3, false, 300).startsWith(QLatin1String("--height")));
    QVERIFY(problem(50000, 1200, false, 300).contains(QLatin1String("20000")));
    QVERIFY(problem(200, 200, false, 2400).startsWith(QLatin1String("--width/--height")));
    QVERIFY(problem(std::nan(""), 100, false, 300).startsWith(QLatin1String("--width")));
}

void TestFigures::renderFigureWritesByExtension()
{
    QTemporaryDir dir;
    FigureSize size;
    size.width = 900;
    size.height = 600;
    size.dpi = 150;
    for (const char* name : {"a.PNG", "b.svg", "c.pdf"}) {
        const QString path = dir.filePath(QLatin1String(name));
        renderFigure(FigureView::Comparison, demoData(), size, path);
        QVERIFY(QFileInfo(path).size() > 1000);
    }
    // The figure is the view's chart: its stacked parts are named as the view names them.
    QFile svg(dir.filePath(QStringLiteral("b.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY(text.contains("Compute on the critical path"));
    QVERIFY(text.contains("Iteration time (ms)"));
    QVERIFY_THROWS_EXCEPTION(InputError, renderFigure(FigureView::Comparison, demoData(), size,
                                                      dir.filePath(QStringLiteral("d.jpg"))));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("d.jpg"))));
    // Nothing half-written is left behind when the data is missing.
    QVERIFY_THROWS_EXCEPTION(InputError, renderFigure(FigureView::Convergence, FigureData{}, size,
                                                      dir.filePath(QStringLiteral("e.png"))));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 3);
}

QTEST_MAIN(TestFigures)
#include "tst_figures.moc"

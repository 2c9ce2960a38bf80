// Figures, exports and translations of the studio (issue 9): every view rendered to PNG, SVG
// and PDF with the expected size, the File > Export writers, and the language catalogues.
#include <QtTest>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QImage>
#include <QMenu>
#include <QPainter>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTranslator>

#include "common/error.h"
#include "comparerows.h"
#include "comparisonview.h"
#include "coretext.h"
#include "document.h"
#include "figurerenderer.h"
#include "handtopology.h"
#include "io/resultreader.h"
#include "io/topologyjson.h"
#include "io/trafficcsv.h"
#include "io/trafficjson.h"
#include "io/wiringplan.h"
#include "mainwindow.h"
#include "model/zoo.h"
#include "pipelineworker.h"
#include "preferencesdialog.h"
#include "strategy/memory.h"
#include "strategy/strategy.h"
#include "strategysearch.h"
#include "translations.h"

#include <map>
#include <set>

using namespace topoopt;
using namespace topoopt::ui;

namespace {

Traffic demoTraffic()
{
    Traffic t = test::ringTraffic(12, 8e6);
    t.mp.push_back({0, 6, 2e6});
    t.mp.push_back({3, 9, 1e6});
    return t;
}

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
    void mainWindowExports();
    void resultExportReadsBack();
    void translationsLoad();
    void coreTextTranslated();
    void languageFollowsLocaleAndSetting();
    void preferencesStoreTheLanguage();
    void preferencesStoreTheSearchThreads();
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

void TestFigures::mainWindowExports()
{
    QTemporaryDir dir;
    MainWindow window;
    const Traffic traffic = demoTraffic();
    const Topology topology = test::handTopology(traffic, 4, {1, 5});
    const QString trafficPath = dir.filePath(QStringLiteral("t.json"));
    const QString topologyPath = dir.filePath(QStringLiteral("topo.json"));
    io::saveTraffic(traffic, trafficPath.toStdString());
    io::saveTopology(topology, topologyPath.toStdString());

    // The imported traffic goes through the pipeline (which builds a fabric for it); then the
    // hand-made topology replaces that fabric in the views.
    QVERIFY(window.importTraffic(trafficPath, true));
    QTRY_VERIFY_WITH_TIMEOUT(window.currentTraffic() && *window.currentTraffic() == traffic &&
                                 window.currentTopology() && !window.pipeline()->isBusy(),
                             60000);
    QVERIFY(window.importTopology(topologyPath, true));
    QVERIFY(window.currentTopology() && *window.currentTopology() == topology);

    const QString wiring = dir.filePath(QStringLiteral("w.csv"));
    QVERIFY(window.exportWiringTo(wiring, true));
    QFile wiringFile(wiring);
    QVERIFY(wiringFile.open(QIODevice::ReadOnly));
    const std::vector<io::Cable> cables =
        io::parseWiringPlanCsv(wiringFile.readAll().toStdString());
    // Every link a cable (each of its count), no port twice, ports within the degree.
    std::map<std::pair<int, int>, int> wanted, got;
    for (const Link& l : topology.links)
        wanted[{l.a, l.b}] += l.count;
    std::set<std::pair<int, int>> ports;
    for (const io::Cable& c : cables) {
        ++got[{std::min(c.nodeA, c.nodeB), std::max(c.nodeA, c.nodeB)}];
        QVERIFY(ports.insert({c.nodeA, c.portA}).second);
        QVERIFY(ports.insert({c.nodeB, c.portB}).second);
        QVERIFY(c.portA < topology.degree && c.portB < topology.degree);
    }
    QVERIFY(wanted == got);

    const QString topoOut = dir.filePath(QStringLiteral("out-topology.json"));
    QVERIFY(window.exportTopologyTo(topoOut, true));
    QVERIFY(io::loadTopology(topoOut.toStdString()) == topology);

    const QString csv = dir.filePath(QStringLiteral("m.csv"));
    QVERIFY(window.exportTrafficCsvTo(csv, true));
    QFile in(csv);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const auto rows = io::parseTrafficMatricesCsv(in.readAll().toStdString());
    QCOMPARE(rows, io::trafficMatrixRows(traffic));
    double total = 0;
    for (const io::TrafficCsvRow& r : rows)
        total += r.totalBytes;
    QCOMPARE(total, traffic.allreduceWireBytes() + traffic.mpBytes());

    const QString pdf = dir.filePath(QStringLiteral("graph.pdf"));
    FigureSize size;
    size.width = 120;
    size.height = 80;
    size.millimetres = true;
    QVERIFY2(window.exportFigureTo(FigureView::Graph, size, pdf, true),
             qPrintable(window.lastError()));
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.read(5) == "%PDF-");
    QVERIFY(window.exportFigureTo(FigureView::Heatmap, size, dir.filePath(QStringLiteral("h.svg")),
                                  true));
    // No search ran: the convergence figure explains why and writes nothing.
    const QString conv = dir.filePath(QStringLiteral("conv.png"));
    QVERIFY(!window.exportFigureTo(FigureView::Convergence, size, conv, true));
    QVERIFY(window.lastError().contains(QLatin1String("no history")));
    QVERIFY(!QFileInfo::exists(conv));
    // Imported traffic has no model: there is no simulated result to export.
    QVERIFY(!window.exportResultTo(dir.filePath(QStringLiteral("r.json")), true));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("r.json"))));
}

void TestFigures::resultExportReadsBack()
{
    QTemporaryDir dir;
    MainWindow window;
    Scenario s = defaultScenario();
    s.name = "small";
    s.cluster.servers = 8;
    window.document()->setScenario(s);
    QTRY_VERIFY_WITH_TIMEOUT(window.pipelineContext() &&
                                 window.pipelineContext()->scenario.cluster.servers == 8,
                             120000);
    QTRY_VERIFY_WITH_TIMEOUT(!window.isComparing(), 120000);
    const QString path = dir.filePath(QStringLiteral("r.json"));
    QVERIFY2(window.exportResultTo(path, true), qPrintable(window.lastError()));
    const io::FigureSource back = io::loadFigureSource(path.toStdString());
    QCOMPARE(back.format, std::string("topoopt-result/1"));
    QCOMPARE(back.name, std::string("small"));
    QVERIFY(back.traffic && *back.traffic == window.pipelineContext()->traffic);
    QVERIFY(back.topology && *back.topology == window.pipelineContext()->topology);
    QVERIFY(back.history && back.history->empty()); // no search ran
    QVERIFY(back.comparison);
    QCOMPARE(back.comparison->size(), window.comparisonView()->rows().size());
    // What the studio exported, `topoopt render` can draw.
    FigureData d;
    d.traffic = back.traffic;
    d.topology = back.topology;
    QVERIFY(!renderFigureBytes(FigureView::Graph, d, FigureSize{}, FigureFormat::Svg).isEmpty());
}

void TestFigures::translationsLoad()
{
    QTranslator zh;
    QVERIFY(zh.load(QStringLiteral(":/i18n/topoopt_zh_CN.qm")));
    QCOMPARE(zh.translate("topoopt::ui::MainWindow", "&File"), QStringLiteral("文件(&F)"));
    QCOMPARE(zh.translate("topoopt::ui::HeatmapView", "Destination server"),
             QStringLiteral("目的服务器"));
    QCOMPARE(zh.translate("topoopt::ui", "%1 min %2 s"), QStringLiteral("%1 分 %2 秒"));
    QCOMPARE(zh.translate("topoopt::ui::GraphView", "%n route(s) from %1 to %2", nullptr, 3),
             QStringLiteral("从 %1 到 %2 的 %n 条路由"));
    QTranslator en;
    QVERIFY(en.load(QStringLiteral(":/i18n/topoopt_en.qm")));
    QCOMPARE(en.translate("topoopt::ui::GraphView", "%n route(s) from %1 to %2", nullptr, 1),
             QStringLiteral("%n route from %1 to %2"));
    QCOMPARE(en.translate("topoopt::ui::GraphView", "%n route(s) from %1 to %2", nullptr, 2),
             QStringLiteral("%n routes from %1 to %2"));

    // Installed, the UI's own strings change.
    QCoreApplication::installTranslator(&zh);
    {
        MainWindow window;
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("概要"));
        QVERIFY(window.findChild<QMenu*>(QStringLiteral("exportMenu")) != nullptr);
        QCOMPARE(window.findChild<QMenu*>(QStringLiteral("exportMenu"))->title(),
                 QStringLiteral("导出(&E)"));
    }
    QCoreApplication::removeTranslator(&zh);
}

void TestFigures::coreTextTranslated()
{
    // The core words these in English for the CLI; the studio says them in its language.
    QTranslator en, zh;
    QVERIFY(en.load(QStringLiteral(":/i18n/topoopt_en.qm")));
    QVERIFY(zh.load(QStringLiteral(":/i18n/topoopt_zh_CN.qm")));
    const StrategyShape one{1, 1, 0, 0, 0};
    const StrategyShape many{12, 2, 64, 64, 8};
    QCoreApplication::installTranslator(&en);
    QCOMPARE(strategyShapeText(one), QStringLiteral("1 replicated operator on 1 server set"));
    {
        // A form row: a label for people (the file key in its tooltip), the unit agreeing with
        // the value.
        QCOMPARE(zooParamLabel("per_gpu_batch"), QStringLiteral("Batch per GPU"));
        QDoubleSpinBox batch;
        setUpZooParamBox(&batch, 1, 64, 1, true, "sequences", "Sequences per GPU per iteration");
        batch.setValue(1);
        QCOMPARE(batch.text(), QStringLiteral("1 sequence"));
        batch.setValue(16);
        QCOMPARE(batch.text(), QStringLiteral("16 sequences"));
    }
    QCOMPARE(strategyShapeText(many),
             QStringLiteral("12 replicated operators on 2 server sets; 64 partitioned on 64 "
                            "servers; tensor split on 8"));
    MemoryUse use;
    use.capacityBytes = 40e9;
    use.worstServer = 3;
    use.bytesPerGpu = {1e9, 1e9, 1e9, 45.1e9};
    QVERIFY(!use.fits());
    QCOMPARE(memoryProblemText(use),
             QStringLiteral("server 3 needs 45.1 GB per GPU (parameters with their optimizer "
                            "state, plus activations), above the 40.0 GB of one GPU"));
    QCoreApplication::removeTranslator(&en);

    QCoreApplication::installTranslator(&zh);
    QCOMPARE(strategyShapeText(many),
             QStringLiteral("12 个复制参数的算子分布在 2 组服务器上；64 个分片算子分布在 64 "
                            "台服务器上；8 个算子做张量切分"));
    QVERIFY(memoryProblemText(use).startsWith(QStringLiteral("服务器 3 每块 GPU 需要 45.1 GB")));
    // Every unit and help line of the zoo: a line the core rewords without its copy in
    // ui/coretext.cpp would fall back to English here.
    for (const std::string& id : zooModelIds())
        for (const ZooParam& p : zooParams(id)) {
            const QByteArray where = QByteArray::fromStdString(id + "/" + p.key);
            QVERIFY2(p.unit.empty() || zooUnitText(p.unit) != QString::fromStdString(p.unit),
                     where + ": unit \"" + QByteArray::fromStdString(p.unit) + "\"");
            QVERIFY2(zooHelpText(p.help) != QString::fromStdString(p.help),
                     where + ": help \"" + QByteArray::fromStdString(p.help) + "\"");
            QVERIFY2(zooParamLabel(p.key) != QString::fromStdString(p.key), where + ": label");
            QVERIFY2(p.unit.empty() || zooUnitText(p.unit, 1) != QString::fromStdString(p.unit),
                     where + ": one " + QByteArray::fromStdString(p.unit));
        }
    {
        // The scenario form: a translated unit, millions grouped, a translated tooltip.
        MainWindow window;
        auto* rows = window.findChild<QDoubleSpinBox*>(QStringLiteral("param_rows"));
        QVERIFY(rows != nullptr);
        QCOMPARE(rows->suffix(), QStringLiteral(" 行"));
        QCOMPARE(rows->text(), QStringLiteral("10,000,000 行"));
        QVERIFY2(rows->toolTip().startsWith(QStringLiteral("每张嵌入表的行数（1 到 ")),
                 qPrintable(rows->toolTip()));
    }
    QCoreApplication::removeTranslator(&zh);
}

void TestFigures::languageFollowsLocaleAndSetting()
{
    QCOMPARE(resolveLanguage(QString(), QLocale(QStringLiteral("zh_CN"))), QStringLiteral("zh_CN"));
    QCOMPARE(resolveLanguage(QString(), QLocale(QStringLiteral("zh_SG"))), QStringLiteral("zh_CN"));
    QCOMPARE(resolveLanguage(QString(), QLocale(QStringLiteral("zh_TW"))), QStringLiteral("en"));
    QCOMPARE(resolveLanguage(QString(), QLocale(QStringLiteral("de_DE"))), QStringLiteral("en"));
    QCOMPARE(resolveLanguage(QStringLiteral("en"), QLocale(QStringLiteral("zh_CN"))),
             QStringLiteral("en"));
    QCOMPARE(resolveLanguage(QStringLiteral("zh_CN"), QLocale(QStringLiteral("en_US"))),
             QStringLiteral("zh_CN"));
    QCOMPARE(resolveLanguage(QStringLiteral("klingon"), QLocale(QStringLiteral("en_US"))),
             QStringLiteral("en"));
}

void TestFigures::preferencesStoreTheLanguage()
{
    setLanguageSetting(QString());
    PreferencesDialog dialog;
    QComboBox* box = dialog.languageBox();
    QCOMPARE(box->currentIndex(), 0);
    box->setCurrentIndex(box->findData(QStringLiteral("zh_CN")));
    dialog.apply();
    QCOMPARE(languageSetting(), QStringLiteral("zh_CN"));
    PreferencesDialog again;
    QCOMPARE(again.languageBox()->currentData().toString(), QStringLiteral("zh_CN"));
    setLanguageSetting(QString());
}

void TestFigures::preferencesStoreTheSearchThreads()
{
    setSearchThreadsSetting(0);
    PreferencesDialog dialog;
    QSpinBox* box = dialog.threadsBox();
    QCOMPARE(box->value(), 0);
    QVERIFY(box->text().startsWith(QStringLiteral("All ("))); // 0 reads as every thread
    box->setValue(1);
    dialog.apply();
    QCOMPARE(searchThreadsSetting(), 1);
    PreferencesDialog again;
    QCOMPARE(again.threadsBox()->value(), 1);
    // A hand-edited settings file with a value out of range falls back to every thread.
    setSearchThreadsSetting(-3);
    QCOMPARE(searchThreadsSetting(), 0);
    setSearchThreadsSetting(0);
}

QTEST_MAIN(TestFigures)
#include "tst_figures.moc"

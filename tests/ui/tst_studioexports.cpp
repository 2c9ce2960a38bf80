// The studio's File > Export writers (issue 9): each file written and read back.
#include <QtTest>

#include <QTemporaryDir>

#include "comparisonview.h"
#include "document.h"
#include "figurerenderer.h"
#include "handtopology.h"
#include "io/resultreader.h"
#include "io/topologyjson.h"
#include "io/trafficcsv.h"
#include "io/trafficjson.h"
#include "io/wiringplan.h"
#include "mainwindow.h"
#include "pipelineworker.h"
#include "translations.h"

#include <map>
#include <set>

using namespace topoopt;
using namespace topoopt::ui;
using topoopt::test::demoTraffic;

class TestStudioExports : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void mainWindowExports();
    void resultExportReadsBack();
};

void TestStudioExports::initTestCase()
{
    setLanguageSetting(QString());
}

void TestStudioExports::mainWindowExports()
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

void TestStudioExports::resultExportReadsBack()
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

QTEST_MAIN(TestStudioExports)
#include "tst_studioexports.moc"

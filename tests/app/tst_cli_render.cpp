// `topoopt render` and `topoopt traffic --csv` (issue 9): figures from result, comparison,
// topology and scenario files, the errors for what a file lacks, and the CSV's sums.
#include <QtTest>

#include <QImage>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include "clirun.h"
#include "io/trafficcsv.h"
#include "io/trafficjson.h"
#include "testdata.h"

using topoopt::test::Run;
using topoopt::test::runCli;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const std::string& content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(content.data(), qint64(content.size()));
    return path;
}

const char* const kScenario = R"({"format": "topoopt-scenario/1", "name": "tiny",
    "cluster": {"servers": 8, "degree": 4, "link_gbps": 100}, "model": {"zoo": "dlrm"}})";

/// A topoopt-result/1 document from the shared dp16 traffic, its topology and a made-up history
/// (`withHistory` false leaves the history out).
std::string resultJson(const QTemporaryDir& dir, bool withHistory)
{
    const QString traffic = topoopt::test::sharedData(QStringLiteral("traffic/dp16.json"));
    const QString topo = dir.filePath(QStringLiteral("topo16.json"));
    if (!QFileInfo::exists(topo))
        runCli({QStringLiteral("topology"), QStringLiteral("--traffic"), traffic,
                QStringLiteral("--degree"), QStringLiteral("4"), QStringLiteral("-o"), topo});
    QFile tf(traffic), pf(topo);
    if (!tf.open(QIODevice::ReadOnly) || !pf.open(QIODevice::ReadOnly)) return {};
    nlohmann::json doc = {{"format", "topoopt-result/1"},
                          {"scenario", nlohmann::json::parse(kScenario)},
                          {"traffic", nlohmann::json::parse(tf.readAll().toStdString())},
                          {"topology", nlohmann::json::parse(pf.readAll().toStdString())}};
    doc["scenario"]["cluster"]["servers"] = 16;
    if (withHistory) {
        nlohmann::json history = nlohmann::json::array();
        for (int i = 0; i < 30; ++i)
            history.push_back({{"round", i / 10},
                               {"step", i},
                               {"plane", i % 10 == 9 ? "topology" : "strategy"},
                               {"iteration_ms", 50.0 - i * 0.3 + (i % 4)},
                               {"best_ms", 50.0 - i * 0.3},
                               {"accepted", i % 2 == 0}});
        doc["history"] = history;
    }
    return doc.dump();
}

} // namespace

class TestCliRender : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void viewsFromAResult_data();
    void viewsFromAResult();
    void comparisonDocument();
    void scenarioIsComputed();
    void errors_data();
    void errors();
    void trafficCsvSumsMatchTheTraffic();

private:
    QTemporaryDir m_dir;
    QString m_result;
    QString m_bare;
};

void TestCliRender::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_result = writeFile(m_dir, QStringLiteral("r.json"), resultJson(m_dir, true));
    m_bare = writeFile(m_dir, QStringLiteral("bare.json"), resultJson(m_dir, false));
    QVERIFY(QFileInfo(m_result).size() > 1000);
}

void TestCliRender::viewsFromAResult_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("file");
    for (const char* view : {"graph", "heatmap", "convergence"})
        for (const char* ext : {"png", "svg", "pdf"})
            QTest::newRow(
                qPrintable(QStringLiteral("%1.%2").arg(QLatin1String(view), QLatin1String(ext))))
                << QString::fromLatin1(view)
                << QStringLiteral("%1.%2").arg(QLatin1String(view), QLatin1String(ext));
}

void TestCliRender::viewsFromAResult()
{
    QFETCH(QString, view);
    QFETCH(QString, file);
    const QString out = m_dir.filePath(file);
    const Run r = runCli({QStringLiteral("render"), m_result, QStringLiteral("--view"), view,
                          QStringLiteral("--out"), out, QStringLiteral("--width"),
                          QStringLiteral("1000"), QStringLiteral("--height"), QStringLiteral("700"),
                          QStringLiteral("--dpi"), QStringLiteral("150")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err)); // no platform chatter on stderr
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.size() > 1000);
    if (file.endsWith(QLatin1String(".png"))) {
        QImage image;
        QVERIFY(image.loadFromData(bytes));
        QCOMPARE(image.size(), QSize(1000, 700));
    } else if (file.endsWith(QLatin1String(".svg"))) {
        QVERIFY(bytes.contains("<svg"));
        QVERIFY(bytes.contains("viewBox=\"0 0 640 448\""));
    } else {
        QVERIFY(bytes.startsWith("%PDF-"));
    }
}

void TestCliRender::comparisonDocument()
{
    const nlohmann::json doc = {{"format", "topoopt-comparison/1"},
                                {"scenario", "tiny"},
                                {"rows",
                                 {{{"kind", "topoopt"},
                                   {"label", "TopoOpt"},
                                   {"iteration_ms", 10.0},
                                   {"compute_ms", 6.0},
                                   {"exposed_comm_ms", 4.0},
                                   {"cost_usd", 50000.0},
                                   {"speedup_vs_equal_cost_fattree", 1.5}},
                                  {{"kind", "fattree-equal-cost"},
                                   {"label", "Fat-tree, equal cost"},
                                   {"iteration_ms", 15.0},
                                   {"compute_ms", 6.0},
                                   {"exposed_comm_ms", 9.0},
                                   {"cost_usd", 50000.0},
                                   {"speedup_vs_equal_cost_fattree", 1.0}}}}};
    const QString in = writeFile(m_dir, QStringLiteral("cmp.json"), doc.dump());
    const QString out = m_dir.filePath(QStringLiteral("cmp.pdf"));
    Run r =
        runCli({QStringLiteral("render"), in, QStringLiteral("--view"), QStringLiteral("compare"),
                QStringLiteral("--out"), out, QStringLiteral("--width"), QStringLiteral("160mm"),
                QStringLiteral("--height"), QStringLiteral("100mm")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().startsWith("%PDF-"));
    // The same document has no topology for a graph.
    r = runCli({QStringLiteral("render"), in, QStringLiteral("--view"), QStringLiteral("graph"),
                QStringLiteral("--out"), m_dir.filePath(QStringLiteral("no.png"))});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("cmp.json: no topology")), qPrintable(r.err));
}

void TestCliRender::scenarioIsComputed()
{
    const QString in = writeFile(m_dir, QStringLiteral("tiny.json"), kScenario);
    const QString out = m_dir.filePath(QStringLiteral("tiny-graph.png"));
    Run r = runCli({QStringLiteral("render"), in, QStringLiteral("--view"), QStringLiteral("graph"),
                    QStringLiteral("--out"), out, QStringLiteral("--width"), QStringLiteral("800"),
                    QStringLiteral("--height"), QStringLiteral("600"), QStringLiteral("--dpi"),
                    QStringLiteral("96")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QImage image;
    QVERIFY(image.load(out));
    QCOMPARE(image.size(), QSize(800, 600));
    r = runCli({QStringLiteral("render"), in, QStringLiteral("--view"),
                QStringLiteral("convergence"), QStringLiteral("--out"),
                m_dir.filePath(QStringLiteral("tiny-conv.png"))});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QLatin1String("run `topoopt optimize tiny.json")), qPrintable(r.err));
}

void TestCliRender::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = QStringLiteral("--out");
    QTest::newRow("result without history")
        << QStringList{QStringLiteral("BARE"), QStringLiteral("--view"),
                       QStringLiteral("convergence"), out, QStringLiteral("OUT.png")}
        << QStringLiteral("bare.json: no history: run `topoopt optimize`");
    QTest::newRow("bad view") << QStringList{QStringLiteral("RESULT"), QStringLiteral("--view"),
                                             QStringLiteral("pie"), out, QStringLiteral("OUT.png")}
                              << QStringLiteral("--view: must be graph, heatmap, convergence or "
                                                "compare, got \"pie\"");
    QTest::newRow("no view") << QStringList{QStringLiteral("RESULT"), out,
                                            QStringLiteral("OUT.png")}
                             << QStringLiteral("--view: required");
    QTest::newRow("missing file") << QStringList{QStringLiteral("DIR/missing.json"),
                                                 QStringLiteral("--view"), QStringLiteral("graph"),
                                                 out, QStringLiteral("OUT.png")}
                                  << QStringLiteral("missing.json");
    QTest::newRow("bad extension")
        << QStringList{QStringLiteral("RESULT"), QStringLiteral("--view"), QStringLiteral("graph"),
                       out, QStringLiteral("OUT.gif")}
        << QStringLiteral("--out: must end in .png, .svg or .pdf");
    QTest::newRow("bad dpi") << QStringList{QStringLiteral("RESULT"),  QStringLiteral("--view"),
                                            QStringLiteral("graph"),   out,
                                            QStringLiteral("OUT.png"), QStringLiteral("--dpi"),
                                            QStringLiteral("5")}
                             << QStringLiteral("--dpi: must be between 36 and 2400, got 5");
    QTest::newRow("mixed units")
        << QStringList{QStringLiteral("RESULT"),  QStringLiteral("--view"),
                       QStringLiteral("graph"),   out,
                       QStringLiteral("OUT.png"), QStringLiteral("--width"),
                       QStringLiteral("100mm"),   QStringLiteral("--height"),
                       QStringLiteral("600")}
        << QStringLiteral("--height: give width and height in the same unit");
    QTest::newRow("bad width") << QStringList{QStringLiteral("RESULT"),  QStringLiteral("--view"),
                                              QStringLiteral("graph"),   out,
                                              QStringLiteral("OUT.png"), QStringLiteral("--width"),
                                              QStringLiteral("wide")}
                               << QStringLiteral("--width: must be a number");
    QTest::newRow("bad heatmap")
        << QStringList{QStringLiteral("RESULT"),  QStringLiteral("--view"),
                       QStringLiteral("heatmap"), out,
                       QStringLiteral("OUT.png"), QStringLiteral("--heatmap"),
                       QStringLiteral("rainbow")}
        << QStringLiteral("--heatmap: must be both, allreduce, mp or link-load");
}

void TestCliRender::errors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const QString outPath = m_dir.filePath(QStringLiteral("error-output"));
    for (QString& a : args) {
        a.replace(QLatin1String("RESULT"), m_result);
        a.replace(QLatin1String("BARE"), m_bare);
        a.replace(QLatin1String("DIR"), m_dir.path());
        a.replace(QLatin1String("OUT"), outPath);
    }
    args.prepend(QStringLiteral("render"));
    const Run r = runCli(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    for (const char* ext : {".png", ".gif"})
        QVERIFY(!QFileInfo::exists(outPath + QLatin1String(ext)));
}

void TestCliRender::trafficCsvSumsMatchTheTraffic()
{
    const QString in = writeFile(m_dir, QStringLiteral("tiny-traffic.json"), kScenario);
    const QString json = m_dir.filePath(QStringLiteral("t.json"));
    const QString csv = m_dir.filePath(QStringLiteral("t.csv"));
    const Run r = runCli({QStringLiteral("traffic"), QStringLiteral("--scenario"), in,
                          QStringLiteral("-o"), json, QStringLiteral("--csv"), csv});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const topoopt::Traffic traffic = topoopt::io::loadTraffic(json.toStdString());
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto rows = topoopt::io::parseTrafficMatricesCsv(f.readAll().toStdString());
    QVERIFY(!rows.empty());
    double allreduce = 0, mp = 0, total = 0;
    for (const auto& row : rows) {
        allreduce += row.allreduceBytes;
        mp += row.mpBytes;
        total += row.totalBytes;
        QVERIFY(row.src >= 0 && row.src < traffic.servers && row.dst >= 0 &&
                row.dst < traffic.servers && row.src != row.dst);
    }
    QCOMPARE(allreduce, traffic.allreduceWireBytes());
    QCOMPARE(mp, traffic.mpBytes());
    QCOMPARE(total, traffic.allreduceWireBytes() + traffic.mpBytes());
}

QTEST_GUILESS_MAIN(TestCliRender)
#include "tst_cli_render.moc"

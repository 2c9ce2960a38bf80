// What scripts do with a search result: `apply-best` to get its best design as a scenario, and
// `cost` and `export-wiring` on the result's fabric, with the errors they give for bad input.
#include <QtTest>

#include <QFile>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include "clirun.h"
#include "io/resultreader.h"
#include "io/topologyjson.h"

using namespace topoopt;

using topoopt::test::Run;
using topoopt::test::readJson;
using topoopt::test::runCli;
using topoopt::test::writeJson;


class TestCliResult : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void applyBestReproducesTheBestTime();
    void applyBestToStandardOutput();
    void costAndWiringOfAResult();
    void resultHoldsTheComparison();
    void applyBestErrors();

private:
    QTemporaryDir m_dir;
    QString m_result;
};

void TestCliResult::initTestCase()
{
    // 16 DLRM servers, two rounds: the search beats its start.
    QVERIFY(m_dir.isValid());
    const QString scenario = m_dir.filePath(QStringLiteral("s.json"));
    writeJson(scenario, nlohmann::json::parse(R"({"format": "topoopt-scenario/1",
        "name": "small", "cluster": {"servers": 16, "degree": 4, "link_gbps": 100},
        "model": {"zoo": "dlrm"}, "search": {"proposals": 40, "rounds": 2, "seed": 1}})"));
    m_result = m_dir.filePath(QStringLiteral("r.json"));
    const Run r = runCli({QStringLiteral("optimize"), scenario, QStringLiteral("-o"), m_result,
                          QStringLiteral("--quiet")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const nlohmann::json result = readJson(m_result);
    QVERIFY(result["best_ms"].get<double>() < result["start_ms"].get<double>());
}

void TestCliResult::applyBestReproducesTheBestTime()
{
    const QString best = m_dir.filePath(QStringLiteral("best.json"));
    const Run r = runCli({QStringLiteral("apply-best"), m_result, QStringLiteral("-o"), best});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("the best design of")), qPrintable(r.out));
    const nlohmann::json result = readJson(m_result);
    const nlohmann::json scenario = readJson(best);
    QCOMPARE(QString::fromStdString(scenario["format"].get<std::string>()),
             QStringLiteral("topoopt-scenario/1"));
    QVERIFY(scenario["strategy"] == result["strategy"]);
    QVERIFY(runCli({QStringLiteral("validate"), best}).code == 0);
    // The scenario alone simulates to the search's best time.
    const Run sim = runCli(
        {QStringLiteral("simulate"), QStringLiteral("--scenario"), best, QStringLiteral("--json")});
    QVERIFY2(sim.code == 0, qPrintable(sim.err));
    const double ms = nlohmann::json::parse(sim.out.toStdString())["iteration_ms"].get<double>();
    // The search ran at its automatic time resolution, so its best was simulated exactly too.
    QCOMPARE(ms, result["exact_best_ms"].get<double>());
}

void TestCliResult::applyBestToStandardOutput()
{
    const QString best = m_dir.filePath(QStringLiteral("again.json"));
    QCOMPARE(runCli({QStringLiteral("apply-best"), m_result, QStringLiteral("-o"), best}).code, 0);
    const Run r = runCli({QStringLiteral("apply-best"), m_result});
    QCOMPARE(r.code, 0);
    // Only the scenario on stdout, so it can be piped; the same bytes as the file.
    QCOMPARE(nlohmann::json::parse(r.out.toStdString()), readJson(best));
}

void TestCliResult::resultHoldsTheComparison()
{
    // interfaces.md: the result carries `comparison`, one row per kind as `compare --json`.
    const nlohmann::json result = readJson(m_result);
    const nlohmann::json& comparison = result["comparison"];
    QCOMPARE(QString::fromStdString(comparison["format"].get<std::string>()),
             QStringLiteral("topoopt-comparison/1"));
    const std::vector<std::string> kinds = {
        "topoopt", "topoopt-default-strategy", "expander",     "ring",
        "torus",   "fattree-equal-cost",       "fattree-full", "ideal"};
    QCOMPARE(comparison["rows"].size(), kinds.size());
    for (std::size_t i = 0; i < kinds.size(); ++i)
        QCOMPARE(comparison["rows"][i]["kind"].get<std::string>(), kinds[i]);
    // Rows are exact; the search's own times were at its resolution, checked exactly at the end.
    QCOMPARE(comparison["rows"][0]["iteration_ms"].get<double>(),
             result["exact_best_ms"].get<double>());
    QCOMPARE(comparison["rows"][1]["iteration_ms"].get<double>(),
             result["exact_start_ms"].get<double>());
    // So the result renders as a comparison figure, as the spec's `render` expects; `render`
    // exists only in builds with the GUI (the sanitizer build has none).
    if (!runCli({QStringLiteral("--help")}).out.contains(QLatin1String("render"))) return;
    const QString png = m_dir.filePath(QStringLiteral("compare.png"));
    const Run r = runCli({QStringLiteral("render"), m_result, QStringLiteral("--view"),
                          QStringLiteral("compare"), QStringLiteral("--out"), png});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(QFileInfo(png).size() > 0);
}

void TestCliResult::costAndWiringOfAResult()
{
    // The result's fabric, as if it had been saved as a topology file first.
    const QString topology = m_dir.filePath(QStringLiteral("fabric.json"));
    io::saveTopology(io::loadFabric(m_result.toStdString()), topology.toStdString());
    QVERIFY(io::loadFabric(topology.toStdString()) == io::loadTopology(topology.toStdString()));
    for (const char* command : {"export-wiring", "cost"}) {
        const Run fromResult = runCli({QLatin1String(command), m_result});
        const Run fromTopology = runCli({QLatin1String(command), topology});
        QCOMPARE(fromResult.code, 0);
        QVERIFY(!fromResult.out.isEmpty());
        // The cost table names its input file: compare what follows the first line.
        const QString a = fromResult.out.section(QLatin1Char('\n'), 1);
        const QString b = fromTopology.out.section(QLatin1Char('\n'), 1);
        QCOMPARE(a, b);
    }
}

void TestCliResult::applyBestErrors()
{
    const QString out = m_dir.filePath(QStringLiteral("never.json"));
    // Not a result: exit 2, naming the format.
    const QString topology = m_dir.filePath(QStringLiteral("fabric.json"));
    io::saveTopology(io::loadFabric(m_result.toStdString()), topology.toStdString());
    Run r = runCli({QStringLiteral("apply-best"), topology, QStringLiteral("-o"), out});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("/format")) &&
                 r.err.contains(QStringLiteral("topoopt-result/1")),
             qPrintable(r.err));
    // A result whose best strategy names servers the cluster does not have.
    nlohmann::json broken = readJson(m_result);
    broken["strategy"]["ops"][0]["servers"] = nlohmann::json::array({99});
    const QString bad = m_dir.filePath(QStringLiteral("bad.json"));
    writeJson(bad, broken);
    r = runCli({QStringLiteral("apply-best"), bad, QStringLiteral("-o"), out});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("bad.json: /strategy/ops/0/servers/0")),
             qPrintable(r.err));
    // A result without its fabric: cost and export-wiring say where.
    broken = readJson(m_result);
    broken.erase("topology");
    writeJson(bad, broken);
    for (const char* command : {"apply-best", "cost", "export-wiring"}) {
        r = runCli({QLatin1String(command), bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("/topology")), qPrintable(r.err));
    }
    r = runCli({QStringLiteral("apply-best"), m_dir.filePath(QStringLiteral("missing.json"))});
    QCOMPARE(r.code, 2);
    QVERIFY(!QFile::exists(out)); // nothing written by any failure
}

QTEST_APPLESS_MAIN(TestCliResult)
#include "tst_cli_result.moc"

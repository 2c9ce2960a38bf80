// `topoopt optimize` and `compare`: search options from the command line and from the scenario.
#include <QtTest>

#include <QTemporaryDir>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "clirun.h"
#include "smallscenario.h"

namespace {

using topoopt::test::readJson;
using topoopt::test::Run;
using topoopt::test::runCli;
using topoopt::test::writeSmallScenario;

long strategyProposals(const nlohmann::json& result)
{
    return std::count_if(result["history"].begin(), result["history"].end(),
                         [](const nlohmann::json& e) { return e["plane"] == "strategy"; });
}

} // namespace

class TestCliSearch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void searchOptionsHelp();
    void searchOptionsRejected_data();
    void searchOptionsRejected();
    void optimizePatienceStopsEarly();
    void optimizeSearchSettingsFromScenario();
    void compareTakesSearchOptions();
    void optimizeIsTheSameOnAnyThreadCount();
};

void TestCliSearch::searchOptionsHelp()
{
    for (const char* command : {"optimize", "compare"}) {
        const Run r = runCli({QString::fromLatin1(command), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("--patience <n>")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("--topology-moves <n>")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("without a new best")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("search.patience")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("--time-resolution-us <us>")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("search.time_resolution_us")), qPrintable(r.out));
    }
}

void TestCliSearch::searchOptionsRejected_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    for (const char* command : {"optimize", "compare"}) {
        const auto row = [command](const char* option, const char* value, const char* message) {
            QTest::addRow("%s %s %s", command, option, value)
                << QString::fromLatin1(command) << QString::fromLatin1(option)
                << QString::fromLatin1(value) << QString::fromLatin1(message);
        };
        row("--patience", "-1", "--patience: must be an integer between 0 and 10000000");
        row("--patience", "10000001", "--patience: must be an integer between 0 and 10000000");
        row("--patience", "soon", "got 'soon'");
        row("--patience", "2.5", "got '2.5'");
        row("--topology-moves", "-2", "--topology-moves: must be an integer between 0 and 100000");
        row("--topology-moves", "100001",
            "--topology-moves: must be an integer between 0 and 100000");
        row("--topology-moves", "x", "got 'x'");
        row("--time-resolution-us", "-1", "--time-resolution-us: must be auto or a number >= 0");
        row("--time-resolution-us", "1e7", "--time-resolution-us: must be auto or a number >= 0");
        row("--time-resolution-us", "fine", "got 'fine'");
    }
    QTest::addRow("compare --jobs 0")
        << QStringLiteral("compare") << QStringLiteral("--jobs") << QStringLiteral("0")
        << QStringLiteral("--jobs: must be an integer between 1 and 256");
    QTest::addRow("optimize --threads 0")
        << QStringLiteral("optimize") << QStringLiteral("--threads") << QStringLiteral("0")
        << QStringLiteral("--threads: must be an integer between 1 and 256");
    QTest::addRow("optimize --threads 257")
        << QStringLiteral("optimize") << QStringLiteral("--threads") << QStringLiteral("257")
        << QStringLiteral("--threads: must be an integer between 1 and 256");
    QTest::addRow("compare --jobs many") << QStringLiteral("compare") << QStringLiteral("--jobs")
                                         << QStringLiteral("many") << QStringLiteral("got 'many'");
}

void TestCliSearch::searchOptionsRejected()
{
    QFETCH(QString, command);
    QFETCH(QString, option);
    QFETCH(QString, value);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString scenario = writeSmallScenario(dir, QStringLiteral("s.json"));
    const Run r = runCli(
        {command, scenario, QStringLiteral("--json"), QStringLiteral("--quiet"), option, value});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestCliSearch::optimizePatienceStopsEarly()
{
    QTemporaryDir dir;
    const QString scenario = writeSmallScenario(dir, QStringLiteral("s.json"));
    const QString out = dir.filePath(QStringLiteral("r.json"));
    const Run r =
        runCli({QStringLiteral("optimize"), scenario, QStringLiteral("-o"), out,
                QStringLiteral("--quiet"), QStringLiteral("--patience"), QStringLiteral("3")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const nlohmann::json result = readJson(out);
    // The budget is 60; a run that waits only 3 proposals for a new best ends well before.
    const long n = strategyProposals(result);
    QVERIFY2(n >= 3 && n < 60, qPrintable(QString::number(n)));
    // The result's scenario is the one that ran: the command-line value.
    QCOMPARE(result["scenario"]["search"]["patience"].get<int>(), 3);
    QVERIFY(!result["scenario"]["search"].contains("topology_moves"));
}

void TestCliSearch::optimizeSearchSettingsFromScenario()
{
    QTemporaryDir dir;
    const QString scenario =
        writeSmallScenario(dir, QStringLiteral("s.json"), {{"patience", 3}, {"topology_moves", 2}});
    const QString out = dir.filePath(QStringLiteral("r.json"));

    // Not given on the command line: the scenario's values hold.
    Run r = runCli({QStringLiteral("optimize"), scenario, QStringLiteral("-o"), out,
                    QStringLiteral("--quiet")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    nlohmann::json result = readJson(out);
    QCOMPARE(result["scenario"]["search"]["patience"].get<int>(), 3);
    QCOMPARE(result["scenario"]["search"]["topology_moves"].get<int>(), 2);
    QVERIFY(strategyProposals(result) < 60);
    // The topology moves ran: topology-plane entries beyond TopologyFinder's one per round.
    const long topologyEntries = long(result["history"].size()) - strategyProposals(result);
    QVERIFY2(topologyEntries >= 2, qPrintable(QString::number(topologyEntries)));

    // Given: the command line wins, here turning both off (and 0 is not written back).
    r = runCli({QStringLiteral("optimize"), scenario, QStringLiteral("-o"), out,
                QStringLiteral("--quiet"), QStringLiteral("--patience"), QStringLiteral("0"),
                QStringLiteral("--topology-moves"), QStringLiteral("0")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    result = readJson(out);
    QVERIFY(!result["scenario"]["search"].contains("patience"));
    QVERIFY(!result["scenario"]["search"].contains("topology_moves"));
    QCOMPARE(strategyProposals(result), 60L);

    // And a non-zero command-line value replaces the scenario's.
    r = runCli({QStringLiteral("optimize"), scenario, QStringLiteral("-o"), out,
                QStringLiteral("--quiet"), QStringLiteral("--patience"), QStringLiteral("7"),
                QStringLiteral("--topology-moves"), QStringLiteral("1")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    result = readJson(out);
    QCOMPARE(result["scenario"]["search"]["patience"].get<int>(), 7);
    QCOMPARE(result["scenario"]["search"]["topology_moves"].get<int>(), 1);

    // The time resolution too; the result records the one its times were simulated at.
    r = runCli({QStringLiteral("optimize"), scenario, QStringLiteral("-o"), out,
                QStringLiteral("--quiet"), QStringLiteral("--time-resolution-us"),
                QStringLiteral("20")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    result = readJson(out);
    QCOMPARE(result["scenario"]["search"]["time_resolution_us"].get<double>(), 20.0);
    QVERIFY2(r.out.contains(QStringLiteral("time resolution")), qPrintable(r.out));
    // Its best is also simulated exactly: in the file and in the summary.
    QVERIFY(result["exact_best_ms"].get<double>() > 0);
    QVERIFY2(r.out.contains(QStringLiteral("best, simulated exactly")), qPrintable(r.out));
    QCOMPARE(result["time_resolution_us"].get<double>(), 20.0);
    const std::string exactRun = out.toStdString() + ".exact";
    r = runCli({QStringLiteral("optimize"), scenario, QStringLiteral("-o"),
                QString::fromStdString(exactRun), QStringLiteral("--quiet"),
                QStringLiteral("--time-resolution-us"), QStringLiteral("0")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    result = readJson(QString::fromStdString(exactRun));
    QVERIFY(!result.contains("exact_best_ms"));
    QVERIFY(!result.contains("time_resolution_us"));
    QCOMPARE(result["scenario"]["search"]["time_resolution_us"].get<double>(), 0.0);
    QVERIFY(!r.out.contains(QStringLiteral("simulated exactly")));
    // Without a setting the search picks its resolution from the start (auto), says which,
    // and still ends on its best simulated exactly.
    r = runCli({QStringLiteral("optimize"), scenario, QStringLiteral("-o"), out,
                QStringLiteral("--quiet")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    result = readJson(out);
    QVERIFY(!result["scenario"]["search"].contains("time_resolution_us"));
    QVERIFY(result["time_resolution_us"].get<double>() > 0);
    QVERIFY(result["exact_best_ms"].get<double>() > 0);
    QCOMPARE(result["simulation"]["iteration_ms"].get<double>(),
             result["exact_best_ms"].get<double>());
    QVERIFY2(r.out.contains(QStringLiteral("us (auto, ")), qPrintable(r.out));
    // "auto" by name (searchOptionsRejected has the words that are neither).
    const Run named = runCli({QStringLiteral("optimize"), scenario, QStringLiteral("-o"), out,
                              QStringLiteral("--quiet"), QStringLiteral("--time-resolution-us"),
                              QStringLiteral("auto")});
    QVERIFY2(named.code == 0, qPrintable(named.err));
    QCOMPARE(readJson(out)["time_resolution_us"], result["time_resolution_us"]);
}

void TestCliSearch::compareTakesSearchOptions()
{
    QTemporaryDir dir;
    const QString scenario =
        writeSmallScenario(dir, QStringLiteral("s.json"), {{"patience", 4}, {"topology_moves", 1}});
    for (const QStringList& extra :
         {QStringList{}, QStringList{QStringLiteral("--patience"), QStringLiteral("2"),
                                     QStringLiteral("--topology-moves"), QStringLiteral("0")}}) {
        const Run r = runCli(QStringList{QStringLiteral("compare"), scenario,
                                         QStringLiteral("--json"), QStringLiteral("--quiet"),
                                         QStringLiteral("--proposals"), QStringLiteral("10")} +
                             extra);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const auto doc = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(doc["rows"].size(), std::size_t(8));
    }
    // The fabrics searched one at a time or three at once: the same table, byte for byte.
    QString tables[2];
    for (int i = 0; i < 2; ++i) {
        const Run r = runCli({QStringLiteral("compare"), scenario, QStringLiteral("--quiet"),
                              QStringLiteral("--proposals"), QStringLiteral("10"),
                              QStringLiteral("--jobs"), QString::number(i == 0 ? 1 : 3)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        tables[i] = r.out;
    }
    QVERIFY(tables[0].contains(QStringLiteral("Fat-tree, equal cost")));
    QCOMPARE(tables[1], tables[0]);
    QVERIFY2(tables[0].contains(QStringLiteral("time resolution of 0.3 %")), qPrintable(tables[0]));
    const Run exactTable = runCli({QStringLiteral("compare"), scenario, QStringLiteral("--quiet"),
                                   QStringLiteral("--proposals"), QStringLiteral("10"),
                                   QStringLiteral("--time-resolution-us"), QStringLiteral("0")});
    QVERIFY2(exactTable.code == 0, qPrintable(exactTable.err));
    QVERIFY(!exactTable.out.contains(QStringLiteral("time resolution")));
    // A time resolution applies to every fabric's search, and the table says so.
    const Run coarse = runCli({QStringLiteral("compare"), scenario, QStringLiteral("--quiet"),
                               QStringLiteral("--proposals"), QStringLiteral("10"),
                               QStringLiteral("--time-resolution-us"), QStringLiteral("50")});
    QVERIFY2(coarse.code == 0, qPrintable(coarse.err));
    QVERIFY2(coarse.out.contains(QStringLiteral("time resolution of 50 us")),
             qPrintable(coarse.out));
    // The rows are each best strategy simulated exactly, and the table says so.
    QVERIFY2(coarse.out.contains(QStringLiteral("simulated exactly")), qPrintable(coarse.out));
}

void TestCliSearch::optimizeIsTheSameOnAnyThreadCount()
{
    QTemporaryDir dir;
    const QString scenario = writeSmallScenario(dir, QStringLiteral("s.json"));
    QString results[2];
    for (int i = 0; i < 2; ++i) {
        const Run r =
            runCli({QStringLiteral("optimize"), scenario, QStringLiteral("--json"),
                    QStringLiteral("--quiet"), QStringLiteral("--proposals"), QStringLiteral("40"),
                    QStringLiteral("--threads"), QString::number(i == 0 ? 1 : 3)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        results[i] = r.out;
    }
    QCOMPARE(strategyProposals(nlohmann::json::parse(results[0].toStdString())), 40L);
    QCOMPARE(results[1], results[0]);
}

QTEST_GUILESS_MAIN(TestCliSearch)
#include "tst_cli_search.moc"

// The `topoopt` command line as users and scripts drive it.
#include <QtTest>

#include <QTemporaryDir>

#include <algorithm>
#include <functional>

#include <nlohmann/json.hpp>

#include "clirun.h"
#include "testdata.h"

namespace {

using topoopt::test::Run;
using topoopt::test::readJson;
using topoopt::test::runCli;

/// A small, fast scenario for `optimize`: 16 servers, one round of 60 proposals; `search` adds
/// fields to its search object.
QString writeSmallScenario(const QTemporaryDir& dir, const QString& name,
                           const nlohmann::json& search = nlohmann::json::object())
{
    nlohmann::json doc = nlohmann::json::parse(R"({"format": "topoopt-scenario/1",
        "name": "small", "cluster": {"servers": 16, "degree": 4, "link_gbps": 100},
        "model": {"zoo": "dlrm"}, "search": {"proposals": 60, "rounds": 1, "seed": 3}})");
    doc["search"].update(search);
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(QByteArray::fromStdString(doc.dump(2)));
    return path;
}


long strategyProposals(const nlohmann::json& result)
{
    return std::count_if(result["history"].begin(), result["history"].end(),
                         [](const nlohmann::json& e) { return e["plane"] == "strategy"; });
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void version();
    void help();
    void unknownCommand();
    void commandHelp();
    void validateValid();
    void validateMalformed_data();
    void validateMalformed();
    void validateMissingFile();
    void validateEveryFileTheToolWrites();
    void reportDefault();
    void reportBadFile();
    void simulateScenarioTakesSimulatorOptions();
    void searchOptionsHelp();
    void searchOptionsRejected_data();
    void searchOptionsRejected();
    void optimizePatienceStopsEarly();
    void optimizeSearchSettingsFromScenario();
    void compareTakesSearchOptions();
    void optimizeIsTheSameOnAnyThreadCount();
    void jsonOnStdoutIsTheFileWritten();
    void unwritableStdoutFails();
};

void TestCli::version()
{
    const Run r = runCli({QStringLiteral("--version")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("topoopt ")));
}

void TestCli::help()
{
    const Run r = runCli({QStringLiteral("--help")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("validate")));
    QVERIFY(r.out.contains(QStringLiteral("Exit codes")));
    QCOMPARE(runCli({}).code, 2);
}

void TestCli::unknownCommand()
{
    const Run r = runCli({QStringLiteral("frobnicate")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("unknown command 'frobnicate'")));
}

void TestCli::commandHelp()
{
    const Run r = runCli({QStringLiteral("validate"), QStringLiteral("--help")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("JSON path")));
    const Run bad = runCli({QStringLiteral("validate"), QStringLiteral("--no-such-option")});
    QCOMPARE(bad.code, 2);
}

void TestCli::validateValid()
{
    const Run r = runCli(
        {QStringLiteral("validate"), topoopt::test::sharedData(QStringLiteral("traffic/dp16.json")),
         topoopt::test::sharedData(QStringLiteral("traffic/strided12.json")),
         QStringLiteral(TOPOOPT_TEST_DATA "/../../resources/scenarios/default.json")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("valid topoopt-traffic/1")));
    QVERIFY(r.out.contains(QStringLiteral("valid topoopt-scenario/1")));
}

void TestCli::validateMalformed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    for (const auto& c : topoopt::test::malformedCases())
        QTest::newRow(qPrintable(c.first))
            << topoopt::test::testData(QStringLiteral("malformed/") + c.first) << c.second;
}

void TestCli::validateMalformed()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const Run r = runCli({QStringLiteral("validate"), file});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QFileInfo(file).fileName() + QStringLiteral(": ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
}

void TestCli::validateMissingFile()
{
    const Run r = runCli({QStringLiteral("validate"), QStringLiteral("/no/such/file.json")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("/no/such/file.json: cannot open file")));
}

void TestCli::validateEveryFileTheToolWrites()
{
    QTemporaryDir dir;
    const QString scenario = writeSmallScenario(dir, QStringLiteral("s.json"), {{"proposals", 4}});
    const auto path = [&](const char* name) { return dir.filePath(QString::fromLatin1(name)); };
    QCOMPARE(runCli({QStringLiteral("traffic"), QStringLiteral("--scenario"), scenario,
                     QStringLiteral("-o"), path("t.json"), QStringLiteral("--strategy-out"),
                     path("strategy.json")})
                 .code,
             0);
    QCOMPARE(runCli({QStringLiteral("optimize"), scenario, QStringLiteral("--quiet"),
                     QStringLiteral("-o"), path("result.json")})
                 .code,
             0);
    QCOMPARE(runCli({QStringLiteral("compare"), scenario, QStringLiteral("--quiet"),
                     QStringLiteral("--proposals"), QStringLiteral("2"), QStringLiteral("-o"),
                     path("compare.json")})
                 .code,
             0);
    QCOMPARE(runCli({QStringLiteral("simulate"), QStringLiteral("--scenario"), scenario,
                     QStringLiteral("--json"), QStringLiteral("-o"), path("sim.json")})
                 .code,
             0);
    const QString flexnet = topoopt::test::sharedData(QStringLiteral("flexnet/dlrm_16_100g.fbuf"));
    Run r = runCli({QStringLiteral("validate"), path("strategy.json"), path("result.json"),
                    path("compare.json"), path("sim.json"), flexnet});
    QCOMPARE(r.code, 0);
    for (const char* format : {"topoopt-strategy/1", "topoopt-result/1", "topoopt-comparison/1",
                               "topoopt-simulation/1", "FlexNet task graph (1278 tasks"})
        QVERIFY2(r.out.contains(QStringLiteral("valid ") + QString::fromLatin1(format)),
                 qPrintable(r.out));
    // A lone strategy is checked without its model, and the output says so.
    QVERIFY2(r.err.contains(QStringLiteral("give --scenario")), qPrintable(r.err));
    r = runCli({QStringLiteral("validate"), QStringLiteral("--scenario"), scenario,
                path("strategy.json")});
    QCOMPARE(r.code, 0);
    QVERIFY2(!r.err.contains(QStringLiteral("warning")), qPrintable(r.err));

    // Each damaged in a way its reader must name.
    const auto rewrite = [&](const char* name, const std::function<void(nlohmann::json&)>& edit) {
        nlohmann::json doc = readJson(path(name));
        edit(doc);
        QFile f(path(name));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QByteArray::fromStdString(doc.dump()));
    };
    rewrite("strategy.json", [](nlohmann::json& d) { d["ops"][3]["servers"] = {2, 2}; });
    rewrite("result.json", [](nlohmann::json& d) { d["strategy"]["ops"][5]["servers"] = {99}; });
    rewrite("compare.json", [](nlohmann::json& d) { d["rows"][0]["iteration_ms"] = "fast"; });
    rewrite("sim.json", [](nlohmann::json& d) { d["iteration_ms"] = -1; });
    QFile::copy(flexnet, path("cut.fbuf"));
    QFile cut(path("cut.fbuf"));
    QVERIFY(cut.setPermissions(QFile::ReadOwner | QFile::WriteOwner) && cut.resize(5000));
    r = runCli({QStringLiteral("validate"), path("strategy.json"), path("result.json"),
                path("compare.json"), path("sim.json"), path("cut.fbuf")});
    QCOMPARE(r.code, 2);
    for (const char* expected :
         {"strategy.json: /ops/3/servers: server 2 is listed twice",
          "result.json: /strategy/ops/5/servers/0", "compare.json: /rows/0/iteration_ms",
          "sim.json: /iteration_ms", "cut.fbuf: "})
        QVERIFY2(r.err.contains(QString::fromLatin1(expected)), qPrintable(r.err));
    // Against a scenario of another model, every entry's operator is wrong.
    nlohmann::json bert = readJson(scenario);
    bert["model"] = {{"zoo", "bert"}};
    QFile other(path("bert.json"));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write(QByteArray::fromStdString(bert.dump()));
    other.close();
    rewrite("strategy.json", [](nlohmann::json& d) { d["ops"][3]["servers"] = {2}; });
    r = runCli({QStringLiteral("validate"), QStringLiteral("--scenario"), path("bert.json"),
                path("strategy.json")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("must have one entry per operator of the model")),
             qPrintable(r.err));
}

void TestCli::reportDefault()
{
    const Run r = runCli({QStringLiteral("report")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("DLRM, 128 servers")));
    QVERIFY(r.out.contains(QStringLiteral("128 x 4 A100")));
}

void TestCli::reportBadFile()
{
    const Run r =
        runCli({QStringLiteral("report"),
                topoopt::test::testData(QStringLiteral("malformed/scenario_degree_zero.json"))});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral(
        "scenario_degree_zero.json: /cluster/degree: must be between 1 and 64, got 0")));
}

// `simulate --scenario` used to drop --degree, --latency-us, --nvlink-gbps, --chunks and
// --ecmp silently; each now changes what is simulated, and a bad value is refused.
void TestCli::simulateScenarioTakesSimulatorOptions()
{
    QTemporaryDir dir;
    const QString scenario = writeSmallScenario(dir, QStringLiteral("s.json"));
    const auto iterationMs = [&](const QStringList& extra) {
        const Run r = runCli(QStringList{QStringLiteral("simulate"), QStringLiteral("--scenario"),
                                         scenario, QStringLiteral("--json")} +
                             extra);
        if (r.code != 0) qWarning("%s", qPrintable(r.err));
        return r.code == 0
                   ? nlohmann::json::parse(r.out.toStdString())["iteration_ms"].get<double>()
                   : -1.0;
    };
    const double base = iterationMs({});
    QVERIFY(base > 0);
    // 16 DLRM servers: every AllReduce and embedding transfer crosses hops of 1 us each.
    QVERIFY(iterationMs({QStringLiteral("--latency-us"), QStringLiteral("200")}) > base);
    QVERIFY(iterationMs({QStringLiteral("--degree"), QStringLiteral("8")}) < base);
    QVERIFY(iterationMs({QStringLiteral("--nvlink-gbps"), QStringLiteral("10")}) > base);
    QVERIFY(iterationMs({QStringLiteral("--ecmp"), QStringLiteral("hash")}) > 0);
    QVERIFY(iterationMs({QStringLiteral("--chunks"), QStringLiteral("4")}) > 0);
    // Exact by default; a resolution of a millisecond batches the embedding transfers' ends.
    QCOMPARE(iterationMs({QStringLiteral("--time-resolution-us"), QStringLiteral("0")}), base);
    const double coarse =
        iterationMs({QStringLiteral("--time-resolution-us"), QStringLiteral("1000")});
    QVERIFY(coarse > 0 && coarse != base);
    for (const QStringList& bad :
         {QStringList{QStringLiteral("--degree"), QStringLiteral("0")},
          QStringList{QStringLiteral("--latency-us"), QStringLiteral("-1")},
          QStringList{QStringLiteral("--ecmp"), QStringLiteral("some")},
          QStringList{QStringLiteral("--chunks"), QStringLiteral("0")},
          QStringList{QStringLiteral("--time-resolution-us"), QStringLiteral("-1")},
          // Past the limits: rates would overflow (found by fuzzing).
          QStringList{QStringLiteral("--link-gbps"), QStringLiteral("1e308")},
          QStringList{QStringLiteral("--nvlink-gbps"), QStringLiteral("2e6")}}) {
        const Run r = runCli(
            QStringList{QStringLiteral("simulate"), QStringLiteral("--scenario"), scenario} + bad);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(bad.first()), qPrintable(r.err));
    }
}

void TestCli::searchOptionsHelp()
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

void TestCli::searchOptionsRejected_data()
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

void TestCli::searchOptionsRejected()
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

void TestCli::optimizePatienceStopsEarly()
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

void TestCli::optimizeSearchSettingsFromScenario()
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

void TestCli::compareTakesSearchOptions()
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

void TestCli::optimizeIsTheSameOnAnyThreadCount()
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

void TestCli::jsonOnStdoutIsTheFileWritten()
{
    QTemporaryDir dir;
    const QString scenario = writeSmallScenario(dir, QStringLiteral("s.json"), {{"proposals", 6}});
    const QString file = dir.filePath(QStringLiteral("sim.json"));
    // simulate indents both by one space: the same text, byte for byte.
    Run r = runCli({QStringLiteral("simulate"), QStringLiteral("--scenario"), scenario,
                    QStringLiteral("--json"), QStringLiteral("-o"), file});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile written(file);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(r.out.toUtf8(), written.readAll());
    QVERIFY(r.out.startsWith(QStringLiteral("{\n \"")) && r.out.endsWith(QStringLiteral("}\n")));
    // optimize prints one compact line; the file is indented, the document the same.
    const QString result = dir.filePath(QStringLiteral("r.json"));
    r = runCli({QStringLiteral("optimize"), scenario, QStringLiteral("--quiet"),
                QStringLiteral("--json"), QStringLiteral("-o"), result});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.out.count(QLatin1Char('\n')), 1);
    QVERIFY(r.out.endsWith(QLatin1Char('\n')));
    QCOMPARE(nlohmann::json::parse(r.out.toStdString()), readJson(result));
}

void TestCli::unwritableStdoutFails()
{
    // A script redirecting into a full disk must not take a truncated output for a result.
    if (!QFileInfo::exists(QStringLiteral("/dev/full"))) QSKIP("needs /dev/full (Linux)");
    QTemporaryDir dir;
    const QString scenario = writeSmallScenario(dir, QStringLiteral("s.json"));
    const QList<QStringList> cases = {
        {QStringLiteral("simulate"), QStringLiteral("--scenario"), scenario,
         QStringLiteral("--json")},
        {QStringLiteral("simulate"), QStringLiteral("--scenario"), scenario},
        {QStringLiteral("model"), QStringLiteral("--list"), QStringLiteral("--json")},
        {QStringLiteral("--version")}};
    for (const QStringList& args : cases) {
        QProcess p;
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(TOPOOPT_CLI), args);
        QVERIFY(p.waitForFinished(120000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 1,
                 qPrintable(args.join(QLatin1Char(' ')) + QLatin1String(": ") + err));
        QVERIFY2(err.contains(QStringLiteral("cannot write to standard output")), qPrintable(err));
    }
    // Bad input keeps its own exit code.
    QProcess p;
    p.setStandardOutputFile(QStringLiteral("/dev/full"));
    p.start(QStringLiteral(TOPOOPT_CLI), {QStringLiteral("simulate"), QStringLiteral("--scenario"),
                                          dir.filePath(QStringLiteral("missing.json"))});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 2);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

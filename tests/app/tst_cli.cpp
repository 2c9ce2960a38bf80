// The `topoopt` command line as users and scripts drive it.
#include <QtTest>

#include <QTemporaryDir>

#include <functional>

#include <nlohmann/json.hpp>

#include "clirun.h"
#include "smallscenario.h"
#include "testdata.h"

namespace {

using topoopt::test::readJson;
using topoopt::test::Run;
using topoopt::test::runCli;
using topoopt::test::writeSmallScenario;

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
    // The usage line names the command, not the path the program was started by.
    QVERIFY2(r.out.startsWith(QStringLiteral("Usage: topoopt validate [options]")),
             qPrintable(r.out.left(200)));
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

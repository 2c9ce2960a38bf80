// `topoopt traffic`: every zoo model at 16 and 128 servers, strategies, and bad input.
#include <QtTest>

#include <QTemporaryDir>

#include "clirun.h"
#include "io/scenariojson.h"
#include "io/strategyjson.h"
#include "io/trafficjson.h"
#include "model/zoo.h"
#include "strategy/defaultstrategy.h"
#include "testdata.h"

namespace {

using topoopt::test::Run;
using topoopt::test::runCli;

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(content);
    return path;
}

QString scenario(const QTemporaryDir& dir, const QString& zoo, int servers)
{
    return writeFile(dir, zoo + QString::number(servers) + QStringLiteral(".json"),
                     QStringLiteral("{\"format\": \"topoopt-scenario/1\", \"cluster\": "
                                    "{\"servers\": %1, \"degree\": 4, \"link_gbps\": 100}, "
                                    "\"model\": {\"zoo\": \"%2\"}}")
                         .arg(servers)
                         .arg(zoo)
                         .toUtf8());
}

} // namespace

class TestCliTraffic : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyZooModel_data();
    void everyZooModel();
    void dataParallelAndStrategyFiles();
    void memoryFailureIsInvalid();
    void scenarioHandStrategy();
    void badInput_data();
    void badInput();
};

// A scenario's hand strategy (issue 10) is what `traffic` and `simulate --scenario` use.
void TestCliTraffic::scenarioHandStrategy()
{
    QTemporaryDir dir;
    topoopt::Scenario s = topoopt::defaultScenario();
    s.cluster.servers = 16;
    s.model.params = nlohmann::json{{"tables", 2}};
    const topoopt::Model model = topoopt::resolveModel(s, {});
    topoopt::Strategy hand = topoopt::defaultStrategy(model, s.cluster);
    const int emb = model.indexOf("emb_0");
    hand.ops[emb].servers = {0, 1, 2, 3};
    hand.ops[emb].params = topoopt::ParamMode::Partitioned;
    s.strategy = topoopt::io::strategyToJson(hand, model);
    const QString file = dir.filePath(QStringLiteral("hand.json"));
    topoopt::io::saveScenario(s, file.toStdString());

    const Run own = runCli(
        {QStringLiteral("traffic"), QStringLiteral("--scenario"), file, QStringLiteral("--json")});
    QVERIFY2(own.code == 0, qPrintable(own.err));
    const Run def =
        runCli({QStringLiteral("traffic"), QStringLiteral("--scenario"), file,
                QStringLiteral("--strategy"), QStringLiteral("default"), QStringLiteral("--json")});
    QVERIFY2(def.code == 0, qPrintable(def.err));
    const auto a = nlohmann::json::parse(own.out.toStdString());
    const auto b = nlohmann::json::parse(def.out.toStdString());
    QCOMPARE(a["strategy"].get<std::string>(), std::string("scenario"));
    QVERIFY(a["mp_bytes"].get<double>() > b["mp_bytes"].get<double>());
    const Run sim = runCli({QStringLiteral("simulate"), QStringLiteral("--scenario"), file,
                            QStringLiteral("--kind"), QStringLiteral("fattree")});
    QVERIFY2(sim.code == 0, qPrintable(sim.err));

    // A hand strategy for another model is invalid input, named by its JSON path.
    s.model.params["tables"] = 3;
    topoopt::io::saveScenario(s, file.toStdString());
    const Run bad = runCli({QStringLiteral("traffic"), QStringLiteral("--scenario"), file});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("hand.json: /strategy/ops: must have one entry")),
             qPrintable(bad.err));
}

void TestCliTraffic::everyZooModel_data()
{
    QTest::addColumn<QString>("zoo");
    QTest::addColumn<int>("servers");
    for (int servers : {16, 128})
        for (const char* zoo : {"dlrm", "candle", "bert", "ncf", "resnet50", "vgg16", "gpt"})
            QTest::newRow(qPrintable(QStringLiteral("%1-%2").arg(QLatin1String(zoo)).arg(servers)))
                << QString::fromLatin1(zoo) << servers;
}

void TestCliTraffic::everyZooModel()
{
    QFETCH(QString, zoo);
    QFETCH(int, servers);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("t.json"));
    const Run r = runCli({QStringLiteral("traffic"), QStringLiteral("--scenario"),
                          scenario(dir, zoo, servers), QStringLiteral("-o"), out});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QStringLiteral("AllReduce groups")));
    QVERIFY(r.out.contains(QStringLiteral("MP bytes")));
    QVERIFY(r.out.contains(QStringLiteral(": fits")));
    const topoopt::Traffic t = topoopt::io::loadTraffic(out.toStdString());
    QCOMPARE(t.servers, servers);
    if (zoo == QLatin1String("dlrm")) {
        QVERIFY(!t.allreduce.empty());
        QVERIFY(t.mp.size() > std::size_t(servers * (servers - 1) / 2));
    }
    // The independent checker agrees, when python3 is there to run it.
    const QString checker = topoopt::test::sharedData(QStringLiteral("../tools/check-traffic"));
    if (QFile::exists(checker) &&
        !QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty()) {
        QProcess p;
        p.start(QStringLiteral("python3"), {checker, out, QString::number(servers)});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardOutput().constData());
    }
}

void TestCliTraffic::dataParallelAndStrategyFiles()
{
    QTemporaryDir dir;
    const QString s = scenario(dir, QStringLiteral("dlrm"), 16);
    const QString strategy = dir.filePath(QStringLiteral("s.json"));
    const QString out = dir.filePath(QStringLiteral("t.json"));
    Run r = runCli({QStringLiteral("traffic"), QStringLiteral("--scenario"), s,
                    QStringLiteral("--strategy"), QStringLiteral("data-parallel"),
                    QStringLiteral("--ignore-memory"), QStringLiteral("-o"), out,
                    QStringLiteral("--strategy-out"), strategy, QStringLiteral("--json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QStringLiteral("\"mp_bytes\": 0")));
    QVERIFY(r.out.contains(QStringLiteral("\"memory_fits\": false")));
    // Data parallel DLRM replicates every table on every GPU: invalid without the flag.
    r = runCli({QStringLiteral("traffic"), QStringLiteral("--scenario"), s,
                QStringLiteral("--strategy"), QStringLiteral("data-parallel")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("does not fit in GPU memory")));
    // The written strategy reads back and gives the same traffic.
    const QString out2 = dir.filePath(QStringLiteral("t2.json"));
    r = runCli({QStringLiteral("traffic"), QStringLiteral("--scenario"), s,
                QStringLiteral("--strategy"), strategy, QStringLiteral("--ignore-memory"),
                QStringLiteral("-o"), out2});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(topoopt::io::loadTraffic(out.toStdString()) ==
            topoopt::io::loadTraffic(out2.toStdString()));
}

void TestCliTraffic::memoryFailureIsInvalid()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("t.json"));
    const Run r = runCli({QStringLiteral("traffic"), QStringLiteral("--scenario"),
                          scenario(dir, QStringLiteral("dlrm"), 1), QStringLiteral("-o"), out});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("/model: the default strategy does not fit")));
    QVERIFY(r.err.contains(QStringLiteral("server 0 needs")));
    QVERIFY(!QFile::exists(out));
}

void TestCliTraffic::badInput_data()
{
    QTest::addColumn<QString>("scenarioText");
    QTest::addColumn<QString>("strategyText");
    QTest::addColumn<QString>("message");
    const QString ok = QStringLiteral("{\"format\": \"topoopt-scenario/1\", \"cluster\": "
                                      "{\"servers\": 4, \"degree\": 4, \"link_gbps\": 100}, "
                                      "\"model\": {\"zoo\": \"bert\"}}");
    QTest::newRow("bad degree")
        << QStringLiteral(
               "{\"format\": \"topoopt-scenario/1\", \"cluster\": {\"servers\": 4, \"degree\": 0, "
               "\"link_gbps\": 100}, \"model\": {\"zoo\": \"bert\"}}")
        << QString() << QStringLiteral("/cluster/degree");
    QTest::newRow("unknown zoo")
        << QStringLiteral(
               "{\"format\": \"topoopt-scenario/1\", \"cluster\": {\"servers\": 4, \"degree\": 4, "
               "\"link_gbps\": 100}, \"model\": {\"zoo\": \"alexnet\"}}")
        << QString() << QStringLiteral("/model");
    QTest::newRow("not json") << QStringLiteral("{") << QString() << QStringLiteral("t");
    QTest::newRow("strategy for another model")
        << ok << QStringLiteral("{\"format\": \"topoopt-strategy/1\", \"ops\": []}")
        << QStringLiteral("s.json: /ops: must have one entry per operator");
    QTest::newRow("strategy not json") << ok << QStringLiteral("[1,") << QStringLiteral("s.json");
}

void TestCliTraffic::badInput()
{
    QFETCH(QString, scenarioText);
    QFETCH(QString, strategyText);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString s = writeFile(dir, QStringLiteral("sc.json"), scenarioText.toUtf8());
    const QString out = dir.filePath(QStringLiteral("t.json"));
    QStringList args = {QStringLiteral("traffic"), QStringLiteral("--scenario"), s,
                        QStringLiteral("-o"), out};
    if (!strategyText.isEmpty())
        args << QStringLiteral("--strategy")
             << writeFile(dir, QStringLiteral("s.json"), strategyText.toUtf8());
    const Run r = runCli(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    // Missing --scenario is a usage error too.
    QCOMPARE(runCli({QStringLiteral("traffic"), QStringLiteral("-o"), out}).code, 2);
}

QTEST_GUILESS_MAIN(TestCliTraffic)
#include "tst_cli_traffic.moc"

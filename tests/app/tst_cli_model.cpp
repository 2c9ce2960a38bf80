// `topoopt model`: zoo models built, summarized and written as topoopt-model/1 by the real CLI.
#include <QtTest>

#include <nlohmann/json.hpp>

#include "model/modeljson.h"
#include "model/zoo.h"
#include "clirun.h"
#include "testdata.h"

namespace {

using topoopt::test::Run;
using topoopt::test::runCli;

QStringList args(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromUtf8(a);
    return out;
}

} // namespace

class TestCliModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void listsTheZoo();
    void writesZooModel();
    void summaryJson();
    void summarizesFile();
    void scenarioModel();
    void badInput_data();
    void badInput();
};

void TestCliModel::listsTheZoo()
{
    const Run r = runCli(args({"model", "--list"}));
    QCOMPARE(r.code, 0);
    for (const char* id : {"dlrm", "candle", "bert", "ncf", "resnet50", "vgg16", "gpt"})
        QVERIFY2(r.out.contains(QLatin1String("\n") + QLatin1String(id) + QLatin1String("  ")) ||
                     r.out.startsWith(QLatin1String(id)),
                 id);
    QVERIFY(r.out.contains(QStringLiteral("tables")));
    QVERIFY(r.out.contains(QStringLiteral("10000000")));
    const Run j = runCli(args({"model", "--list", "--json"}));
    QCOMPARE(j.code, 0);
    const auto doc = nlohmann::json::parse(j.out.toStdString());
    QCOMPARE(doc["models"].size(), std::size_t(7));
    QCOMPARE(doc["models"][0]["zoo"].get<std::string>(), std::string("dlrm"));
}

void TestCliModel::writesZooModel()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("dlrm.json"));
    const Run r = runCli(
        QStringList{QStringLiteral("model"), QStringLiteral("--zoo"), QStringLiteral("dlrm"),
                    QStringLiteral("--set"), QStringLiteral("tables=8"), QStringLiteral("--set"),
                    QStringLiteral("per_gpu_batch=32"), QStringLiteral("-o"), out});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("Model: DLRM")));
    QVERIFY(r.out.contains(QStringLiteral("operators")));
    const topoopt::Model m = topoopt::loadModel(out.toStdString());
    QVERIFY(m == topoopt::buildZooModel("dlrm", {{"tables", 8}, {"per_gpu_batch", 32}}));
    const Run v = runCli(QStringList{QStringLiteral("validate"), out});
    QCOMPARE(v.code, 0);
    QVERIFY(v.out.contains(QStringLiteral("valid topoopt-model/1")));
}

void TestCliModel::summaryJson()
{
    const Run r = runCli(args({"model", "--zoo", "resnet50", "--json"}));
    QCOMPARE(r.code, 0);
    const auto doc = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(doc["parameters"].get<double>(), 25557032.0);
    QCOMPARE(doc["parameter_bytes"].get<double>(), 4 * 25557032.0);
    QCOMPARE(doc["per_gpu_batch"].get<int>(), 128);
    QVERIFY(doc["forward_flops_per_sample"].get<double>() > 8e9);
    QCOMPARE(doc["operators"].get<int>(),
             int(topoopt::buildZooModel("resnet50", nlohmann::json()).ops.size()));
}

void TestCliModel::summarizesFile()
{
    const Run r = runCli(QStringList{QStringLiteral("model"),
                                     topoopt::test::testData(QStringLiteral("models/tiny.json"))});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("Model: tiny")));
    QVERIFY(r.out.contains(QStringLiteral("528")));
}

void TestCliModel::scenarioModel()
{
    // A scenario whose model is a file next to it, with the zoo's default scenario as base.
    QTemporaryDir dir;
    const QString modelFile = dir.filePath(QStringLiteral("tiny.json"));
    QVERIFY(QFile::copy(topoopt::test::testData(QStringLiteral("models/tiny.json")), modelFile));
    QFile scenario(dir.filePath(QStringLiteral("s.json")));
    QVERIFY(scenario.open(QIODevice::WriteOnly));
    scenario.write(R"({"format": "topoopt-scenario/1",
        "cluster": {"servers": 4, "degree": 2, "link_gbps": 100},
        "model": {"file": "tiny.json"}})");
    scenario.close();
    const Run r = runCli(QStringList{QStringLiteral("model"), QStringLiteral("--scenario"),
                                     scenario.fileName(), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const auto doc = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(doc["name"].get<std::string>(), std::string("tiny"));
    QCOMPARE(doc["parameters"].get<double>(), 528.0);

    const Run builtin = runCli(
        QStringList{QStringLiteral("model"), QStringLiteral("--scenario"),
                    QStringLiteral(TOPOOPT_TEST_DATA "/../../resources/scenarios/default.json")});
    QCOMPARE(builtin.code, 0);
    QVERIFY(builtin.out.contains(QStringLiteral("Model: DLRM")));
}

void TestCliModel::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown zoo") << args({"model", "--zoo", "alexnet"})
                                 << QStringLiteral("--zoo alexnet: /model/zoo: must be one of");
    QTest::newRow("bad value") << args({"model", "--zoo", "dlrm", "--set", "tables=0"})
                               << QStringLiteral("/model/tables: must be an integer between 1 "
                                                 "and 4096, got 0");
    QTest::newRow("not a number") << args({"model", "--zoo", "dlrm", "--set", "tables=lots"})
                                  << QStringLiteral("/model/tables: must be an integer between 1 "
                                                    "and 4096, got \"lots\"");
    QTest::newRow("unknown key") << args({"model", "--zoo", "gpt", "--set", "experts=8"})
                                 << QStringLiteral("/model/experts: unknown parameter of zoo "
                                                   "model gpt");
    QTest::newRow("no equals") << args({"model", "--zoo", "gpt", "--set", "layers"})
                               << QStringLiteral("--set: must be key=value");
    QTest::newRow("nothing") << args({"model"}) << QStringLiteral("give exactly one of --zoo ID");
    QTest::newRow("two sources") << args({"model", "--zoo", "gpt", "--scenario", "s.json"})
                                 << QStringLiteral("give exactly one of --zoo ID");
    QTest::newRow("scenario bad zoo value")
        << QStringList{QStringLiteral("model"), QStringLiteral("--scenario"),
                       topoopt::test::testData(
                           QStringLiteral("malformed/scenario_unknown_zoo.json"))}
        << QStringLiteral("scenario_unknown_zoo.json: /model/zoo: must be one of");
    QTest::newRow("malformed file")
        << QStringList{QStringLiteral("model"), topoopt::test::testData(QStringLiteral(
                                                    "malformed/model_input_forward.json"))}
        << QStringLiteral("model_input_forward.json: /operators/2/inputs/0: must be an index "
                          "below 2");
}

void TestCliModel::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("m.json"));
    const Run r = runCli(arguments << QStringLiteral("-o") << out);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    QVERIFY(!QFile::exists(out)); // nothing written on invalid input
}

QTEST_GUILESS_MAIN(TestCliModel)
#include "tst_cli_model.moc"

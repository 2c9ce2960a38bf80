// Every zoo model with its default strategy at 16 and 128 servers: valid strategy, valid
// traffic, a task graph that matches it, and neighbour moves that stay valid (issue 4, item 7).
#include <QtTest>

#include <random>
#include <set>

#include <nlohmann/json.hpp>

#include "device/devicemodel.h"
#include "io/trafficjson.h"
#include "model/zoo.h"
#include "scenario/scenario.h"
#include "sim/taskgraphbuilder.h"
#include "strategy/defaultstrategy.h"
#include "strategy/memory.h"
#include "strategy/neighbour.h"
#include "traffic/extract.h"

using namespace topoopt;

namespace {

Cluster clusterOf(int servers)
{
    Cluster c;
    c.servers = servers;
    return c;
}

} // namespace

class TestStrategyZoo : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void zooDefaults_data();
    void zooDefaults();
    void dlrmShowsAllReduceAndAllToAll();
    void dlrmTablesDoNotFitOneServer();
    void dataParallelCandleDoesNotFitButDefaultDoes();
    void gptIsTensorPipelineData();
    void neighbourOnZooModels_data();
    void neighbourOnZooModels();
};

void TestStrategyZoo::zooDefaults_data()
{
    QTest::addColumn<QString>("zoo");
    QTest::addColumn<int>("servers");
    for (int servers : {16, 128})
        for (const std::string& id : zooModelIds())
            QTest::newRow(qPrintable(QString::fromStdString(id) + QLatin1Char('-') +
                                     QString::number(servers)))
                << QString::fromStdString(id) << servers;
}

void TestStrategyZoo::zooDefaults()
{
    QFETCH(QString, zoo);
    QFETCH(int, servers);
    const Model m = buildZooModel(zoo.toStdString(), nlohmann::json::object());
    const Cluster c = clusterOf(servers);
    const DeviceModel device = DeviceModel::a100();
    const Strategy s = defaultStrategy(m, c);
    const Problems problems = checkStrategy(s, m, c);
    QVERIFY2(problems.empty(), problems.toString().c_str());
    const Traffic t = extractTraffic(m, s, c);
    // Valid in the interface format: it survives our own strict reader.
    QVERIFY(io::trafficFromJson(io::trafficToJson(t)) == t);
    QVERIFY(!t.allreduce.empty() || !t.mp.empty());
    for (const AllReduceGroup& g : t.allreduce) {
        QVERIFY(g.members.size() >= 2);
        QVERIFY(g.bytes > 0);
    }
    for (const MpFlow& f : t.mp)
        QVERIFY(f.bytes > 0 && f.src != f.dst);
    // Data parallel over every server: the group holds every parameter.
    if (zoo == QLatin1String("bert") || zoo == QLatin1String("resnet50") ||
        zoo == QLatin1String("vgg16")) {
        QCOMPARE(t.allreduce.size(), std::size_t(1));
        QCOMPARE(t.allreduce[0].bytes, m.parameterBytes());
        QVERIFY(t.mp.empty());
    }
    // The task graph carries the same bytes.
    const TaskGraph g = buildTaskGraph(m, s, c, device);
    double transfer = 0, allreduce = 0;
    for (const SimTask& task : g.tasks) {
        if (task.kind == TaskKind::Transfer) transfer += task.bytes;
        if (task.kind == TaskKind::AllReduce) allreduce += task.bytes;
    }
    double groups = 0;
    for (const AllReduceGroup& a : t.allreduce)
        groups += a.bytes;
    QCOMPARE(transfer, t.mpBytes());
    QCOMPARE(allreduce, groups);
    QVERIFY(busiestDeviceComputeMs(g) > 0);
}

void TestStrategyZoo::dlrmShowsAllReduceAndAllToAll()
{
    for (int servers : {16, 128}) {
        const Model m = buildZooModel("dlrm", nlohmann::json::object());
        const Cluster c = clusterOf(servers);
        const Traffic t = extractTraffic(m, defaultStrategy(m, c), c);
        // One AllReduce group: the MLPs, over every server.
        QCOMPARE(t.allreduce.size(), std::size_t(1));
        QCOMPARE(int(t.allreduce[0].members.size()), servers);
        // All-to-all: every server holding a table exchanges with every other server.
        const std::vector<double> d = t.mpMatrix();
        const int holders = std::min(servers, 64);
        for (int a = 0; a < servers; ++a)
            for (int b = 0; b < servers; ++b) {
                if (a == b) continue;
                const bool expect = a < holders || b < holders;
                QCOMPARE(d[std::size_t(a * servers + b)] > 0, expect);
            }
        // Per table and server pair: per-server batch x 128 floats each way.
        const double perServer = 4.0 * 128; // samples per server: GPUs x per-GPU batch
        const double tablesPerServer = 64.0 / holders;
        QCOMPARE(d[std::size_t(0 * servers + 1)], 2 * tablesPerServer * perServer * 128 * 4);
    }
}

void TestStrategyZoo::dlrmTablesDoNotFitOneServer()
{
    const Model m = buildZooModel("dlrm", nlohmann::json::object());
    const Cluster one = clusterOf(1);
    const Strategy s = defaultStrategy(m, one);
    const Problems p = checkStrategy(s, m, one);
    QVERIFY(!p.empty());
    QVERIFY2(p.toString().find("server 0 needs") != std::string::npos, p.toString().c_str());
    QVERIFY(memoryUse(s, m, one, DeviceModel::a100().memoryBytes()).worstBytes() >
            64 * 10e6 * 128 * 4 / 4);
}

void TestStrategyZoo::dataParallelCandleDoesNotFitButDefaultDoes()
{
    const Model m = buildZooModel("candle", nlohmann::json::object());
    const Cluster c = clusterOf(16);
    const double gpu = DeviceModel::a100().memoryBytes();
    if (m.parameterBytes() * 3 <= gpu) QSKIP("this CANDLE fits data parallel");
    QVERIFY(!memoryUse(dataParallelStrategy(m, c), m, c, gpu).fits());
    QVERIFY(checkStrategy(defaultStrategy(m, c), m, c).empty());
}

void TestStrategyZoo::gptIsTensorPipelineData()
{
    const Model m = buildZooModel("gpt", nlohmann::json::object());
    const Cluster c = clusterOf(16);
    const Strategy s = defaultStrategy(m, c);
    std::set<std::vector<int>> sets;
    int split = 0;
    for (std::size_t i = 0; i < s.ops.size(); ++i) {
        sets.insert(s.ops[i].servers);
        split += s.ops[i].gpusPerServer == c.gpusPerServer;
    }
    QVERIFY(sets.size() >= 2); // pipeline stages on different servers
    QVERIFY(split > 0);        // tensor parallel inside a server
    const Traffic t = extractTraffic(m, s, c);
    QCOMPARE(t.allreduce.size(), sets.size()); // data parallel across pipeline replicas
    QVERIFY(!t.mp.empty());
    // Stage s of replica r runs on server r x stages + s: MP only between consecutive servers.
    for (const MpFlow& f : t.mp)
        QCOMPARE(std::abs(f.src - f.dst), 1);
}

void TestStrategyZoo::neighbourOnZooModels_data()
{
    QTest::addColumn<QString>("zoo");
    for (const std::string& id : zooModelIds())
        QTest::newRow(id.c_str()) << QString::fromStdString(id);
}

void TestStrategyZoo::neighbourOnZooModels()
{
    QFETCH(QString, zoo);
    const Model m = buildZooModel(zoo.toStdString(), nlohmann::json::object());
    const Cluster c = clusterOf(16);
    const double gpu = DeviceModel::a100().memoryBytes();
    Strategy s = defaultStrategy(m, c);
    std::mt19937_64 rng(11);
    for (int step = 0; step < 300; ++step) {
        const std::string move = proposeNeighbour(s, m, c, gpu, rng);
        const Problems p = checkStrategy(s, m, c, gpu);
        QVERIFY2(p.empty(), (move + ": " + p.toString()).c_str());
    }
    // The moved strategy still yields traffic the interface accepts.
    const Traffic t = extractTraffic(m, s, c);
    QVERIFY(io::trafficFromJson(io::trafficToJson(t)) == t);
}

QTEST_GUILESS_MAIN(TestStrategyZoo)
#include "tst_strategy_zoo.moc"

// The task graph builder: structure, durations and bytes against extractTraffic (issue 4), and
// graphs built without task names.
#include <QtTest>

#include <functional>

#include "common/error.h"
#include "handmodels.h"
#include "sim/simtopologies.h"
#include "sim/simulator.h"
#include "sim/taskgraphbuilder.h"
#include "sim/taskgraphkey.h"
#include "strategy/defaultstrategy.h"
#include "traffic/extract.h"

using namespace topoopt;
using namespace topoopt::test;

namespace {

/// 1 ms per sample forward and 2 ms backward, divided by the split: easy to check by hand.
OpDurations linearTimer(const Operator&, double samples, int split)
{
    return {samples / split, 2 * samples / split};
}

bool acyclic(const TaskGraph& g)
{
    std::vector<int> indegree(g.tasks.size(), 0);
    for (const SimTask& t : g.tasks)
        for (int s : t.successors)
            ++indegree[std::size_t(s)];
    std::vector<int> ready;
    for (std::size_t i = 0; i < g.tasks.size(); ++i)
        if (indegree[i] == 0) ready.push_back(int(i));
    std::size_t done = 0;
    while (!ready.empty()) {
        const int t = ready.back();
        ready.pop_back();
        ++done;
        for (int s : g.tasks[std::size_t(t)].successors)
            if (--indegree[std::size_t(s)] == 0) ready.push_back(s);
    }
    return done == g.tasks.size();
}

struct Case {
    const char* name;
    std::function<Model()> model;
    Cluster cluster;
    std::function<Strategy(const Model&, const Cluster&)> strategy;
};

const std::vector<Case>& cases()
{
    static const std::vector<Case> list = {
        {"dp-mlp", [] { return mlpModel(); }, smallCluster(4), dataParallelStrategy},
        {"sharded-embeddings", [] { return dlrmLikeModel(6, 1000, 64); }, smallCluster(4),
         shardedEmbeddingStrategy},
        {"pipeline-3x2", [] { return gptLikeModel(6); }, smallCluster(6, 4),
         [](const Model& m, const Cluster& c) { return pipelineStrategy(m, c, 3); }},
        {"partitioned-and-uneven", [] { return dlrmLikeModel(3, 1000, 64, 3); }, smallCluster(5, 1),
         [](const Model& m, const Cluster& c) {
             Strategy s = dataParallelStrategy(m, c);
             s.ops[2] = OpPlacement{{4, 1}, ParamMode::Partitioned, 1};
             s.ops[3].servers = {0, 1, 2};
             s.ops[6].servers = {3, 4}; // interaction
             return s;
         }},
    };
    return list;
}

/// One data row per case, by index.
void addCaseRows()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < cases().size(); ++i)
        QTest::newRow(cases()[i].name) << int(i);
}

} // namespace

class TestTaskGraphBuilder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void matchesTraffic_data();
    void matchesTraffic();
    void dataParallelDurationsAndShape();
    void tensorSplitAndNvlinkCosts();
    void pipelineDependencies();
    void invalidStrategyRejected();
    void keyCoversWhatTheSimulatorReads();
    void unnamedGraphsSimulateAlikeAndAreNamedAfter_data();
    void unnamedGraphsSimulateAlikeAndAreNamedAfter();
    void buildingIntoAUsedGraphGivesAFreshOne();
};

void TestTaskGraphBuilder::matchesTraffic_data()
{
    addCaseRows();
}

void TestTaskGraphBuilder::matchesTraffic()
{
    QFETCH(int, index);
    const Case& c = cases()[std::size_t(index)];
    const Model m = c.model();
    const Strategy s = c.strategy(m, c.cluster);
    const TaskGraph g = buildTaskGraph(m, s, c.cluster, linearTimer);
    const Traffic t = extractTraffic(m, s, c.cluster);
    QCOMPARE(g.servers, c.cluster.servers);
    QCOMPARE(g.devices, c.cluster.servers);
    QVERIFY(acyclic(g));
    // Transfer bytes add up to the MP demand, pair by pair.
    std::vector<double> matrix(std::size_t(g.servers * g.servers), 0.0);
    std::vector<const SimTask*> allreduce;
    int computeTasks = 0;
    for (const SimTask& task : g.tasks) {
        if (task.kind == TaskKind::Transfer) {
            QVERIFY(task.src != task.dst);
            QCOMPARE(task.successors.size(), std::size_t(1));
            matrix[std::size_t(task.src * g.servers + task.dst)] += task.bytes;
        }
        if (task.kind == TaskKind::AllReduce) allreduce.push_back(&task);
        if (task.kind == TaskKind::Compute) {
            ++computeTasks;
            QVERIFY(task.device >= 0 && task.device < g.devices);
        }
        for (int succ : task.successors)
            QVERIFY(succ >= 0 && succ < int(g.tasks.size()));
    }
    QCOMPARE(matrix, t.mpMatrix());
    // One forward and one backward task per (non-input operator, placement server).
    int expected = 0;
    for (std::size_t i = 0; i < m.ops.size(); ++i)
        if (m.ops[i].kind != OpKind::Input) expected += 2 * int(s.ops[i].servers.size());
    QCOMPARE(computeTasks, expected);
    // AllReduce tasks are the traffic's groups.
    QCOMPARE(allreduce.size(), t.allreduce.size());
    for (std::size_t i = 0; i < allreduce.size(); ++i) {
        QCOMPARE(allreduce[i]->group, t.allreduce[i].name);
        QCOMPARE(allreduce[i]->members, t.allreduce[i].members);
        QCOMPARE(allreduce[i]->bytes, t.allreduce[i].bytes);
        QVERIFY(allreduce[i]->successors.empty());
    }
}

void TestTaskGraphBuilder::dataParallelDurationsAndShape()
{
    // 4 servers x 2 GPUs, 8 samples per GPU: every compute task lasts 8 ms forward, 16 ms
    // backward; 3 operators with work per server.
    const Model m = mlpModel(8);
    const Cluster c = smallCluster(4, 2);
    const TaskGraph g = buildTaskGraph(m, dataParallelStrategy(m, c), c, linearTimer);
    int fwd = 0, bwd = 0;
    for (const SimTask& t : g.tasks) {
        if (t.kind != TaskKind::Compute) continue;
        if (t.label.rfind("fwd", 0) == 0) {
            QCOMPARE(t.durationMs, 8.0);
            ++fwd;
        } else {
            QCOMPARE(t.durationMs, 16.0);
            ++bwd;
        }
    }
    QCOMPARE(fwd, 12);
    QCOMPARE(bwd, 12);
    QCOMPARE(busiestDeviceComputeMs(g), 3 * 24.0);
    // Forward tasks come first in operator order, backward ones in reverse order.
    QCOMPARE(QString::fromStdString(g.tasks[0].label), QStringLiteral("fwd dense0 @ s0"));
    QCOMPARE(QString::fromStdString(g.tasks[12].label), QStringLiteral("bwd loss @ s0"));
    QCOMPARE(QString::fromStdString(g.tasks[23].label), QStringLiteral("bwd dense0 @ s3"));
    // The AllReduce waits for the backward tasks of dense0 and dense1 on all 4 servers, and its
    // delay is the NVLink reduction over 2 GPUs: 2 (2-1)/2 x 5 MiB / (1600 Gbps).
    const SimTask& ar = g.tasks.back();
    QCOMPARE(ar.kind, TaskKind::AllReduce);
    int waits = 0;
    for (const SimTask& t : g.tasks)
        for (int s : t.successors)
            waits += s == int(g.tasks.size()) - 1;
    QCOMPARE(waits, 8);
    QCOMPARE(ar.durationMs, 5242880.0 / (1600 * 125000.0));
}

void TestTaskGraphBuilder::tensorSplitAndNvlinkCosts()
{
    // dense0 split over both GPUs of each server: it takes 16 samples per group split 2 ways
    // (8 ms) plus half an all-reduce of its 16 x 4096 output bytes over NVLink:
    // 0.5 x 2 (2-1)/2 x 65536 / (1600 x 125000) ms. Its share of the AllReduce delay vanishes
    // (one group per server, r = 1).
    const Model m = mlpModel(8);
    const Cluster c = smallCluster(4, 2);
    Strategy s = dataParallelStrategy(m, c);
    s.ops[1].gpusPerServer = 2;
    TaskGraphOptions options;
    options.nvlinkGbps = 1600;
    const TaskGraph g = buildTaskGraph(m, s, c, linearTimer, options);
    const double sync = 0.5 * 65536.0 / (1600 * 125000.0);
    QCOMPARE(g.tasks[0].durationMs, 8.0 + sync);
    QCOMPARE(g.tasks.back().durationMs, 1048576.0 / (1600 * 125000.0));
    bool sawBwd = false;
    for (const SimTask& t : g.tasks)
        if (t.label == "bwd dense0 @ s2") {
            QCOMPARE(t.durationMs, 16.0 + sync);
            sawBwd = true;
        }
    QVERIFY(sawBwd);
}

void TestTaskGraphBuilder::pipelineDependencies()
{
    // Two stages on 2 servers: stage 1's first forward task waits for a transfer from stage 0,
    // and stage 0's backward task for the gradient transfer coming back.
    const Model m = gptLikeModel(2);
    const Cluster c = smallCluster(2, 1);
    const TaskGraph g = buildTaskGraph(m, pipelineStrategy(m, c, 2), c, linearTimer);
    auto find = [&](const std::string& label) {
        for (std::size_t i = 0; i < g.tasks.size(); ++i)
            if (g.tasks[i].label == label) return int(i);
        return -1;
    };
    auto hasEdge = [&](int a, int b) {
        const auto& s = g.tasks[std::size_t(a)].successors;
        return std::find(s.begin(), s.end(), b) != s.end();
    };
    const int src = find("fwd l0_add2 @ s0"), dst = find("fwd l1_attn @ s1");
    const int xfer = find("act l0_add2 -> l1_attn s0 -> s1");
    QVERIFY(src >= 0 && dst >= 0 && xfer >= 0);
    QVERIFY(hasEdge(src, xfer) && hasEdge(xfer, dst));
    // B = 2 servers x 1 GPU x 4 = 8 samples, all on each stage (one pipeline replica).
    QCOMPARE(g.tasks[std::size_t(xfer)].bytes, 8.0 * 8192);
    const int back = find("grad l1_attn -> l0_add2 s1 -> s0");
    QVERIFY(hasEdge(find("bwd l1_attn @ s1"), back) && hasEdge(back, find("bwd l0_add2 @ s0")));
}

void TestTaskGraphBuilder::invalidStrategyRejected()
{
    const Model m = mlpModel();
    Strategy s = dataParallelStrategy(m, smallCluster(4));
    s.ops[1].gpusPerServer = 3;
    QVERIFY_THROWS_EXCEPTION(InputError, buildTaskGraph(m, s, smallCluster(4), linearTimer));
}

void TestTaskGraphBuilder::keyCoversWhatTheSimulatorReads()
{
    // An embedding table on one server has no replicas to synchronize, so replicating its
    // parameters instead of partitioning them builds the same graph: the search reuses the
    // time of such a move (the move that most often changes nothing in a DLRM search).
    const Model m = dlrmLikeModel(6, 1000, 64);
    const Cluster c = smallCluster(4);
    Strategy s = shardedEmbeddingStrategy(m, c);
    std::size_t table = 0;
    while (table < s.ops.size() &&
           !(s.ops[table].servers.size() == 1 && s.ops[table].params == ParamMode::Partitioned))
        ++table;
    QVERIFY(table < s.ops.size());
    const TaskGraph g = buildTaskGraph(m, s, c, linearTimer);
    const TaskGraphKey key = taskGraphKey(g);
    Strategy replicated = s;
    replicated.ops[table].params = ParamMode::Replicated;
    QVERIFY(!(replicated == s));
    QVERIFY(taskGraphKey(buildTaskGraph(m, replicated, c, linearTimer)) == key);
    // Labels are for people; everything else changes the key.
    TaskGraph renamed = g;
    for (SimTask& t : renamed.tasks)
        t.label += " (renamed)";
    QVERIFY(taskGraphKey(renamed) == key);
    const auto firstOf = [&g](TaskKind kind) {
        for (std::size_t i = 0; i < g.tasks.size(); ++i)
            if (g.tasks[i].kind == kind) return i;
        return g.tasks.size();
    };
    const std::size_t compute = firstOf(TaskKind::Compute);
    const std::size_t transfer = firstOf(TaskKind::Transfer);
    const std::size_t allReduce = firstOf(TaskKind::AllReduce);
    QVERIFY(transfer < g.tasks.size() && allReduce < g.tasks.size());
    QVERIFY(g.tasks[allReduce].members.size() >= 2);
    const std::vector<std::pair<const char*, std::function<void(TaskGraph&)>>> changes = {
        {"duration", [&](TaskGraph& x) { x.tasks[compute].durationMs *= 1.000001; }},
        {"device", [&](TaskGraph& x) { x.tasks[compute].device ^= 1; }},
        {"bytes", [&](TaskGraph& x) { x.tasks[transfer].bytes += 1; }},
        {"destination", [&](TaskGraph& x) { x.tasks[transfer].dst ^= 1; }},
        {"ring order",
         [&](TaskGraph& x) {
             std::vector<int>& ring = x.tasks[allReduce].members;
             std::swap(ring[0], ring[1]);
         }},
        {"group", [&](TaskGraph& x) { x.tasks[allReduce].group += "'"; }},
        {"dependency", [&](TaskGraph& x) { x.tasks[compute].successors.push_back(int(transfer)); }},
        {"kind", [&](TaskGraph& x) { x.tasks[transfer].kind = TaskKind::Compute; }},
    };
    for (const auto& [what, change] : changes) {
        TaskGraph changed = g;
        change(changed);
        QVERIFY2(taskGraphKey(changed) != key, what);
    }
}

void TestTaskGraphBuilder::unnamedGraphsSimulateAlikeAndAreNamedAfter_data()
{
    addCaseRows();
}

void TestTaskGraphBuilder::unnamedGraphsSimulateAlikeAndAreNamedAfter()
{
    // A search builds its proposals' graphs without names and names its best's critical path
    // at the end: the simulation must not see the difference, and the named path must be the
    // one a simulation of the named graph reports.
    QFETCH(int, index);
    const Case& c = cases()[std::size_t(index)];
    const Model m = c.model();
    const Strategy s = c.strategy(m, c.cluster);
    const TaskGraph named = buildTaskGraph(m, s, c.cluster, linearTimer);
    TaskGraphOptions options;
    options.labels = false;
    const TaskGraph unnamed = buildTaskGraph(m, s, c.cluster, linearTimer, options);
    QCOMPARE(unnamed.tasks.size(), named.tasks.size());
    for (const SimTask& t : named.tasks)
        QVERIFY(!t.label.empty());
    for (const SimTask& t : unnamed.tasks)
        QVERIFY(t.label.empty());
    QVERIFY(taskGraphKey(unnamed) == taskGraphKey(named));

    const Topology topology = sim::idealSwitchTopology(c.cluster.servers, 1, 100);
    const SimResult expected = simulate(named, topology, SimOptions{});
    SimResult r = simulate(unnamed, topology, SimOptions{});
    QCOMPARE(r.iterationMs, expected.iterationMs);
    QVERIFY(!r.criticalTasks.empty());
    QCOMPARE(r.criticalTasks, expected.criticalTasks);
    QCOMPARE(r.criticalPath.size(), expected.criticalPath.size());
    // Unnamed tasks are named by kind and index meanwhile.
    QVERIFY(r.criticalPath.front().find('#') != std::string::npos);
    QVERIFY(r.criticalPath != expected.criticalPath);
    labelCriticalPath(r, named);
    QVERIFY(r == expected);

    SimResult stray = expected;
    stray.criticalTasks.back() = int(named.tasks.size());
    QVERIFY_THROWS_EXCEPTION(InputError, labelCriticalPath(stray, named));
}

void TestTaskGraphBuilder::buildingIntoAUsedGraphGivesAFreshOne()
{
    // A search builds every proposal into the same graph, whose tasks keep their storage: what
    // an earlier graph left there, larger or smaller, of other kinds, named or not, must not
    // show in the next one.
    TaskGraphOptions unnamed;
    unnamed.labels = false;
    TaskGraph reused;
    for (const Case& before : cases())
        for (const Case& now : cases())
            for (bool labels : {true, false}) {
                const Model mb = before.model();
                buildTaskGraph(mb, before.strategy(mb, before.cluster), before.cluster,
                               linearTimer, TaskGraphOptions{}, reused);
                const Model m = now.model();
                const Strategy s = now.strategy(m, now.cluster);
                const TaskGraphOptions options = labels ? TaskGraphOptions{} : unnamed;
                buildTaskGraph(m, s, now.cluster, linearTimer, options, reused);
                const TaskGraph fresh = buildTaskGraph(m, s, now.cluster, linearTimer, options);
                QVERIFY2(reused == fresh,
                         (std::string(before.name) + " then " + now.name).c_str());
            }
    // A graph the task limit refused leaves a partial one, from which the next builds afresh.
    const Case& big = cases()[1];
    const Model m = big.model();
    const Strategy s = big.strategy(m, big.cluster);
    TaskGraphOptions tight;
    tight.maxTasks = buildTaskGraph(m, s, big.cluster, linearTimer).tasks.size() - 1;
    QVERIFY_THROWS_EXCEPTION(TooLargeError,
                             buildTaskGraph(m, s, big.cluster, linearTimer, tight, reused));
    buildTaskGraph(m, s, big.cluster, linearTimer, TaskGraphOptions{}, reused);
    QVERIFY(reused == buildTaskGraph(m, s, big.cluster, linearTimer));
}

QTEST_GUILESS_MAIN(TestTaskGraphBuilder)
#include "tst_taskgraph_builder.moc"

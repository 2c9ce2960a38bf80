// Traffic extraction against hand-computed cases (issue 4, items 5 and 7).
#include <QtTest>

#include <functional>

#include "common/error.h"
#include "common/limits.h"
#include "handmodels.h"
#include "model/zoo.h"
#include "sim/taskgraphbuilder.h"
#include "strategy/defaultstrategy.h"
#include "traffic/extract.h"

using namespace topoopt;
using namespace topoopt::test;

namespace {

struct Case {
    const char* name;
    std::function<Model()> model;
    Cluster cluster;
    std::function<Strategy(const Model&, const Cluster&)> strategy;
    std::vector<AllReduceGroup> groups;
    std::vector<MpFlow> mp; // sorted by (src, dst)
};

std::vector<MpFlow> bothWays(std::vector<MpFlow> flows)
{
    std::vector<MpFlow> all;
    for (const MpFlow& f : flows) {
        all.push_back(f);
        all.push_back({f.dst, f.src, f.bytes});
    }
    std::sort(all.begin(), all.end(), [](const MpFlow& a, const MpFlow& b) {
        return std::pair(a.src, a.dst) < std::pair(b.src, b.dst);
    });
    return all;
}

const std::vector<Case>& cases()
{
    static const std::vector<Case> list = [] {
        std::vector<Case> c;
        // 4 servers, data-parallel MLP: one group of 4, bytes = all parameter bytes, no MP.
        c.push_back({"dp-mlp-4",
                     [] { return mlpModel(); },
                     smallCluster(4),
                     dataParallelStrategy,
                     {{"dp:dense0", {0, 1, 2, 3}, 4194304.0 + 1048576.0}},
                     {}});
        // 4 servers, 4 tables one per server: per-server batch (4 x 2 x 8 / 4 = 16) x pooled
        // vector of 128 floats (512 bytes) each way between every pair; MLPs one group.
        {
            std::vector<MpFlow> mp;
            for (int s = 0; s < 4; ++s)
                for (int d = 0; d < 4; ++d)
                    if (s != d) mp.push_back({s, d, 2 * 16 * 128 * 4.0});
            c.push_back({"sharded-embeddings-4",
                         [] { return dlrmLikeModel(4, 1000, 128); },
                         smallCluster(4),
                         shardedEmbeddingStrategy,
                         {{"dp:bottom", {0, 1, 2, 3}, 262144.0 + 524288.0}},
                         mp});
        }
        // Two-stage pipeline of 2 layers on 4 servers (g = 2, batch 4 per GPU, B = 32): stage 0
        // on {0, 2}, stage 1 on {1, 3}; layer 0's output feeds two operators of layer 1, 16
        // samples x 8192 bytes each, each way.
        c.push_back({"pipeline-2-stages",
                     [] { return gptLikeModel(2); },
                     smallCluster(4),
                     [](const Model& m, const Cluster& cl) { return pipelineStrategy(m, cl, 2); },
                     {{"dp:embed", {0, 2}, (1 << 20) + (1 << 22) + (1 << 23)},
                      {"dp:l1_attn", {1, 3}, (1 << 22) + (1 << 23) + (1 << 20)}},
                     bothWays({{0, 1, 2 * 16 * 8192.0}, {2, 3, 2 * 16 * 8192.0}})});
        // Uneven overlap, B = 12: dense0 on {0,1,2} holds [0,4) [4,8) [8,12); dense1 on {2,3}
        // needs [0,6) [6,12).
        c.push_back({"overlap-3-to-2",
                     [] { return mlpModel(3); },
                     smallCluster(4, 1),
                     [](const Model& m, const Cluster&) {
                         Strategy s;
                         s.ops.assign(m.ops.size(), OpPlacement{{2, 3}, ParamMode::Replicated, 1});
                         s.ops[1].servers = {0, 1, 2};
                         return s;
                     },
                     {{"dp:dense0", {0, 1, 2}, 4194304.0}, {"dp:dense1", {2, 3}, 1048576.0}},
                     bothWays({{0, 2, 4 * 4096.0},
                               {1, 2, 2 * 4096.0},
                               {1, 3, 2 * 4096.0},
                               {2, 3, 4 * 4096.0}})});
        // One table partitioned over {0, 1}: every shard sends each consumer server its 16
        // samples' partial sums (512 bytes each).
        {
            std::vector<MpFlow> flows;
            for (int shard = 0; shard < 2; ++shard)
                for (int d = 0; d < 4; ++d)
                    if (d != shard) flows.push_back({shard, d, 16 * 512.0});
            std::vector<MpFlow> mp;
            for (const MpFlow& f : bothWays(flows)) {
                if (!mp.empty() && mp.back().src == f.src && mp.back().dst == f.dst)
                    mp.back().bytes += f.bytes;
                else
                    mp.push_back(f);
            }
            c.push_back({"partitioned-over-2",
                         [] { return dlrmLikeModel(1, 1000, 128); },
                         smallCluster(4),
                         [](const Model& m, const Cluster& cl) {
                             Strategy s = dataParallelStrategy(m, cl);
                             s.ops[2] = OpPlacement{{0, 1}, ParamMode::Partitioned, 1};
                             return s;
                         },
                         {{"dp:bottom", {0, 1, 2, 3}, 262144.0 + 524288.0}},
                         mp});
        }
        // Everything on one server: no network traffic at all.
        c.push_back({"single-server-placement",
                     [] { return mlpModel(); },
                     smallCluster(4),
                     [](const Model& m, const Cluster&) {
                         Strategy s;
                         s.ops.assign(m.ops.size(), OpPlacement{{3}, ParamMode::Replicated, 2});
                         s.ops[3].gpusPerServer = 1; // the loss does not allow a split
                         return s;
                     },
                     {},
                     {}});
        return c;
    }();
    return list;
}

} // namespace

class TestTrafficExtract : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void handComputed_data();
    void handComputed();
    void allReduceBytesAreParameterBytesUnderDataParallel();
    void inputsProduceNoTraffic();
    void deterministic();
    void invalidStrategyRejected();
    void cancellable();
    void oversizedIterationsRefused();
};

void TestTrafficExtract::handComputed_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < cases().size(); ++i)
        QTest::newRow(cases()[i].name) << static_cast<int>(i);
}

void TestTrafficExtract::handComputed()
{
    QFETCH(int, index);
    const Case& c = cases()[static_cast<std::size_t>(index)];
    const Model m = c.model();
    const Strategy s = c.strategy(m, c.cluster);
    const Traffic t = extractTraffic(m, s, c.cluster);
    QCOMPARE(t.servers, c.cluster.servers);
    QCOMPARE(t.allreduce.size(), c.groups.size());
    for (std::size_t i = 0; i < c.groups.size(); ++i) {
        QCOMPARE(t.allreduce[i].name, c.groups[i].name);
        QCOMPARE(t.allreduce[i].members, c.groups[i].members);
        QCOMPARE(t.allreduce[i].bytes, c.groups[i].bytes);
    }
    QCOMPARE(t.mp.size(), c.mp.size());
    for (std::size_t i = 0; i < c.mp.size(); ++i) {
        QCOMPARE(t.mp[i].src, c.mp[i].src);
        QCOMPARE(t.mp[i].dst, c.mp[i].dst);
        QCOMPARE(t.mp[i].bytes, c.mp[i].bytes);
    }
    // The matrix view agrees with the list, and the demand is symmetric (fwd = bwd bytes).
    const std::vector<double> matrix = t.mpMatrix();
    const int n = t.servers;
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b)
            QCOMPARE(matrix[std::size_t(a * n + b)], matrix[std::size_t(b * n + a)]);
}

void TestTrafficExtract::allReduceBytesAreParameterBytesUnderDataParallel()
{
    for (int servers : {2, 3, 7, 16}) {
        const Model m = dlrmLikeModel(5, 100, 16);
        const Traffic t = extractTraffic(m, dataParallelStrategy(m, smallCluster(servers)),
                                         smallCluster(servers));
        QCOMPARE(t.allreduce.size(), std::size_t(1));
        QCOMPARE(t.allreduce[0].bytes, m.parameterBytes());
        QCOMPARE(int(t.allreduce[0].members.size()), servers);
        QVERIFY(t.mp.empty());
    }
}

void TestTrafficExtract::inputsProduceNoTraffic()
{
    // The tables read their indices from the input on other servers: no flow for that.
    const Model m = dlrmLikeModel(4, 1000, 128);
    const Strategy s = shardedEmbeddingStrategy(m, smallCluster(4));
    int flows = 0;
    forEachActivationFlow(m, s, smallCluster(4), [&](const ActivationFlow& f) {
        QVERIFY(m.ops[std::size_t(f.producer)].kind != OpKind::Input);
        QVERIFY(f.bytes > 0);
        ++flows;
    });
    // 4 tables x 4 consumer servers (one local each) + bottom/interaction/top/loss locally.
    QCOMPARE(flows, 4 * 4 + 3 * 4);
}

void TestTrafficExtract::deterministic()
{
    const Model m = gptLikeModel(6);
    const Cluster c = smallCluster(12);
    const Strategy s = pipelineStrategy(m, c, 3);
    QVERIFY(extractTraffic(m, s, c) == extractTraffic(m, s, c));
}

void TestTrafficExtract::invalidStrategyRejected()
{
    const Model m = mlpModel();
    Strategy s = dataParallelStrategy(m, smallCluster(4));
    s.ops[2].servers = {0, 9};
    try {
        extractTraffic(m, s, smallCluster(4));
        QFAIL("an out-of-range server must be rejected");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.problems().items().front().path),
                 QStringLiteral("/ops/2/servers/1"));
    }
}

void TestTrafficExtract::cancellable()
{
    // The studio cancels a run an edit made stale; with tens of thousands of servers the
    // extraction takes seconds. 64 tables x 1,100 servers: the token is read mid-way.
    const Model m = buildZooModel("dlrm", nlohmann::json::object());
    const Cluster c = smallCluster(1100);
    const Strategy s = defaultStrategy(m, c);
    CancelToken cancel;
    QVERIFY(extractTraffic(m, s, c, &cancel) == extractTraffic(m, s, c));
    cancel.cancel();
    QVERIFY_THROWS_EXCEPTION(Cancelled, extractTraffic(m, s, c, &cancel));
}

void TestTrafficExtract::oversizedIterationsRefused()
{
    // Past the limits a run took minutes and then all the memory (a DLRM on 65,536 servers);
    // now the first stage of every pipeline says which limit and where, at once.
    const auto problem = [](const std::function<void()>& run) {
        try {
            run();
        } catch (const InputError& e) {
            return e.problems().items().front();
        }
        return Problem{};
    };
    const auto mentions = [](const Problem& p, const std::string& what) {
        return p.path == "/cluster/servers" && p.message.find(what) != std::string::npos;
    };
    // 64 tables, each sending to and hearing from every server: 8.4 M ordered pairs.
    const Model dlrm = buildZooModel("dlrm", nlohmann::json::object());
    const Cluster wide = smallCluster(65536);
    const Strategy sharded = defaultStrategy(dlrm, wide);
    const Problem pairs = problem([&] { extractTraffic(dlrm, sharded, wide); });
    QVERIFY2(mentions(pairs, "more than 4,194,304 ordered server pairs"), pairs.toString().c_str());
    // BERT, data parallel: no pairs, but 176 compute tasks a server (88 operators, both ways).
    const Model bert = buildZooModel("bert", nlohmann::json::object());
    const Strategy replicated = defaultStrategy(bert, wide);
    const std::string tasks = "more than 8,388,608 tasks";
    const Problem fromTraffic = problem([&] { extractTraffic(bert, replicated, wide); });
    QVERIFY2(mentions(fromTraffic, tasks), fromTraffic.toString().c_str());
    const auto timer = [](const Operator&, double, int) { return OpDurations{1, 1}; };
    const Problem fromGraph = problem([&] { buildTaskGraph(bert, replicated, wide, timer); });
    QVERIFY2(mentions(fromGraph, tasks), fromGraph.toString().c_str());
    // Well inside them, the same model runs.
    const Cluster paper = smallCluster(128);
    QVERIFY(buildTaskGraph(bert, defaultStrategy(bert, paper), paper, timer).tasks.size() > 0);
}

QTEST_GUILESS_MAIN(TestTrafficExtract)
#include "tst_traffic_extract.moc"

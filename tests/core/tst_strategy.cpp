// Strategies: the standard ones, the validity and memory checks, the MCMC neighbour move and
// the strategy JSON (issue 4, items 4, 6 and 7).
#include <QtTest>

#include <random>
#include <set>

#include <nlohmann/json.hpp>

#include "handmodels.h"
#include "io/strategyjson.h"
#include "strategy/defaultstrategy.h"
#include "strategy/memory.h"
#include "strategy/neighbour.h"

using namespace topoopt;
using namespace topoopt::test;

namespace {

constexpr double kGpu80GB = 80e9;

/// DLRM's real tables: 64 x 10,000,000 rows x 128 floats (workloads.md).
Model paperDlrmTables()
{
    Model m = dlrmLikeModel(64, 10'000'000, 128, 128);
    return m;
}

QString firstPath(const Problems& p)
{
    return p.empty() ? QString() : QString::fromStdString(p.items().front().path);
}

} // namespace

class TestStrategy : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void dataParallelPlacesEverythingEverywhere();
    void shardedEmbeddingsRoundRobin();
    void pipelineStagesCutAtLayerBoundaries();
    void pipelineStrategyPlacement();
    void pipelineBalanceParameters();
    void defaultStrategyPerModel();
    void sampleRangesCoverTheBatch();
    void structureProblems_data();
    void structureProblems();
    void memoryHandComputed();
    void memoryRejectsDlrmTablesOnOneServer();
    void memoryAcceptsDlrmTablesSpread();
    void neighbourKeepsStrategiesValid_data();
    void neighbourKeepsStrategiesValid();
    void neighbourIsDeterministic();
    void neighbourNeverWorsensAnOverfullStart();
    void strategyJsonRoundTrip();
    void strategyJsonErrors_data();
    void strategyJsonErrors();
};

void TestStrategy::dataParallelPlacesEverythingEverywhere()
{
    const Model m = mlpModel();
    const Strategy s = dataParallelStrategy(m, smallCluster(5));
    QCOMPARE(s.ops.size(), m.ops.size());
    for (const OpPlacement& p : s.ops) {
        QCOMPARE(p.servers, (std::vector<int>{0, 1, 2, 3, 4}));
        QCOMPARE(p.params, ParamMode::Replicated);
        QCOMPARE(p.gpusPerServer, 1);
    }
    QVERIFY(checkStrategy(s, m, smallCluster(5), kGpu80GB).empty());
}

void TestStrategy::shardedEmbeddingsRoundRobin()
{
    const Model m = dlrmLikeModel(6, 1000, 16);
    const Strategy s = shardedEmbeddingStrategy(m, smallCluster(4));
    for (int t = 0; t < 6; ++t) {
        const OpPlacement& p = s.ops[std::size_t(2 + t)];
        QCOMPARE(p.servers, std::vector<int>{t % 4});
        QCOMPARE(p.params, ParamMode::Partitioned);
    }
    const OpPlacement& top = s.ops[std::size_t(m.ops.size() - 2)];
    QCOMPARE(top.servers.size(), std::size_t(4));
    QCOMPARE(top.params, ParamMode::Replicated);
    // Without tables it is data parallel.
    QVERIFY(shardedEmbeddingStrategy(mlpModel(), smallCluster(4)) ==
            dataParallelStrategy(mlpModel(), smallCluster(4)));
    QCOMPARE(QString::fromStdString(describeStrategy(s, m)),
             QStringLiteral("4 replicated operators on 1 server set; 6 partitioned on 4 servers"));
}

void TestStrategy::pipelineStagesCutAtLayerBoundaries()
{
    // 4 equal layers in 4 stages: one layer each, the embedding with layer 0, the head with 3.
    const Model m = gptLikeModel(4);
    const std::vector<int> stage = pipelineStages(m, 4);
    QCOMPARE(stage.size(), m.ops.size());
    for (std::size_t i = 0; i < m.ops.size(); ++i) {
        int expected = 0;
        if (i >= 2) expected = std::min(int(i - 2) / 4, 3);
        if (m.ops[i].name == "head" || m.ops[i].name == "loss") expected = 3;
        QCOMPARE(stage[i], expected);
    }
    // Stages never decrease along the operator order, and more stages than work: still sane.
    const std::vector<int> many = pipelineStages(gptLikeModel(1), 16);
    for (std::size_t i = 1; i < many.size(); ++i)
        QVERIFY(many[i] >= many[i - 1]);
    QVERIFY(many.back() <= 15);
}

void TestStrategy::pipelineStrategyPlacement()
{
    const Model m = gptLikeModel(4);
    const Cluster c = smallCluster(8, 4);
    const Strategy s = pipelineStrategy(m, c, 4);
    const std::vector<int> stage = pipelineStages(m, 4);
    for (std::size_t i = 0; i < m.ops.size(); ++i) {
        QCOMPARE(s.ops[i].servers, (std::vector<int>{stage[i], 4 + stage[i]}));
        QCOMPARE(s.ops[i].gpusPerServer, (m.ops[i].allowed & AllowTensorSplit) ? 4 : 1);
    }
    QVERIFY(checkStrategy(s, m, c, kGpu80GB).empty());
}

void TestStrategy::pipelineBalanceParameters()
{
    // Four dense layers of equal FLOPs; the first holds 8 of the 11 MB of weights.
    Model m;
    m.name = "skewed";
    m.ops.push_back(makeOp("input", OpKind::Input, 0, 64, {}));
    const double mb = 1 << 20;
    for (int i = 0; i < 4; ++i)
        m.ops.push_back(
            makeOp("d" + std::to_string(i), OpKind::Dense, i == 0 ? 8 * mb : mb, 64, {i}));
    QCOMPARE(pipelineStages(m, 2, PipelineBalance::Compute), (std::vector<int>{0, 0, 0, 1, 1}));
    QCOMPARE(pipelineStages(m, 2, PipelineBalance::Parameters), (std::vector<int>{0, 0, 1, 1, 1}));
}

void TestStrategy::defaultStrategyPerModel()
{
    const Cluster c = smallCluster(8, 4);
    const Model dlrm = dlrmLikeModel(4, 1000, 16);
    QVERIFY(defaultStrategy(dlrm, c, kGpu80GB) == shardedEmbeddingStrategy(dlrm, c));
    const Model mlp = mlpModel();
    QVERIFY(defaultStrategy(mlp, c, kGpu80GB) == dataParallelStrategy(mlp, c));
    // GPT: the fewest stages (>= 2) that fit. Everything fits here: 2 stages.
    const Model gpt = gptLikeModel(4);
    QVERIFY(defaultStrategy(gpt, c, kGpu80GB) == pipelineStrategy(gpt, c, 2));
    // With memory for about a quarter of the weights per GPU, more stages are needed.
    const double perGpu2 = memoryUse(pipelineStrategy(gpt, c, 2), gpt, c, 1).worstBytes();
    const Strategy deeper = defaultStrategy(gpt, c, perGpu2 * 0.7);
    QVERIFY(deeper == pipelineStrategy(gpt, c, 4));
    QVERIFY(memoryUse(deeper, gpt, c, perGpu2 * 0.7).fits());
}

void TestStrategy::sampleRangesCoverTheBatch()
{
    for (long long batch : {1LL, 7LL, 12LL, 1000LL})
        for (int k : {1, 2, 3, 5, 8}) {
            long long next = 0;
            for (int i = 0; i < k; ++i) {
                const auto [first, last] = sampleRange(batch, k, i);
                QCOMPARE(first, next);
                QVERIFY(last >= first);
                QVERIFY(last - first <= batch / k + 1);
                next = last;
            }
            QCOMPARE(next, batch);
        }
}

void TestStrategy::structureProblems_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty placement") << 0 << "/ops/1/servers"
                                     << "placed on no server";
    QTest::newRow("server out of range") << 1 << "/ops/1/servers/1"
                                         << "between 0 and 3, got 4";
    QTest::newRow("duplicate server") << 2 << "/ops/1/servers"
                                      << "listed twice";
    QTest::newRow("split not dividing") << 3 << "/ops/1/gpus"
                                        << "divide the 2 GPUs";
    QTest::newRow("split not allowed") << 4 << "/ops/3/gpus"
                                       << "does not allow a tensor split";
    QTest::newRow("shard not allowed") << 5 << "/ops/1/params"
                                       << "partitioned";
    QTest::newRow("dp not allowed") << 6 << "/ops/2/params"
                                    << "data parallelism";
    QTest::newRow("wrong operator count") << 7 << "/ops"
                                          << "model \"mlp\" has 4";
}

void TestStrategy::structureProblems()
{
    QFETCH(int, which);
    QFETCH(QString, path);
    QFETCH(QString, message);
    Model m = mlpModel();
    const Cluster c = smallCluster(4, 2);
    Strategy s = dataParallelStrategy(m, c);
    switch (which) {
    case 0:
        s.ops[1].servers.clear();
        break;
    case 1:
        s.ops[1].servers = {0, 4};
        break;
    case 2:
        s.ops[1].servers = {0, 1, 0};
        break;
    case 3:
        s.ops[1].gpusPerServer = 3;
        break;
    case 4:
        s.ops[3].gpusPerServer = 2;
        break;
    case 5:
        s.ops[1].params = ParamMode::Partitioned;
        break;
    case 6:
        m.ops[2].allowed = AllowShard;
        break;
    case 7:
        s.ops.pop_back();
        break;
    }
    const Problems p = checkStrategy(s, m, c, kGpu80GB);
    QVERIFY(!p.empty());
    QCOMPARE(firstPath(p), path);
    QVERIFY2(p.toString().find(message.toStdString()) != std::string::npos, p.toString().c_str());
    // A single-server placement needs no data-parallel permission.
    if (which == 6) {
        s.ops[2].servers = {1};
        QVERIFY(checkStrategy(s, m, c, kGpu80GB).empty());
    }
}

void TestStrategy::memoryHandComputed()
{
    // 4 servers x 2 GPUs, 8 samples per GPU: 16 per server, 8 per GPU. Parameters 5 MiB x 3
    // (weights, gradients, momentum) + 8 samples x (1024 + 4096 + 4096 + 4) activation bytes.
    const Model m = mlpModel(8);
    const Cluster c = smallCluster(4, 2);
    const MemoryUse dp = memoryUse(dataParallelStrategy(m, c), m, c, kGpu80GB);
    QCOMPARE(dp.bytesPerGpu.size(), std::size_t(4));
    for (double b : dp.bytesPerGpu)
        QCOMPARE(b, 3 * 5242880.0 + 8 * 9220.0);
    QVERIFY(dp.fits());
    // dense0 split over both GPUs of servers {1, 2}: half of its weights per GPU there, and
    // 32 samples per server (16 per GPU) for it.
    Strategy s = dataParallelStrategy(m, c);
    s.ops[1] = OpPlacement{{1, 2}, ParamMode::Replicated, 2};
    const MemoryUse use = memoryUse(s, m, c, kGpu80GB);
    const double rest = 3 * 1048576.0 + 8 * (1024 + 4096 + 4);
    QCOMPARE(use.bytesPerGpu[0], rest);
    QCOMPARE(use.bytesPerGpu[1], rest + 3 * 4194304.0 / 2 + 16 * 4096.0);
    QCOMPARE(use.worstServer, 1);
    // Partitioned over 2 servers: a quarter of the weights per GPU, every sample's output.
    s.ops[1] = OpPlacement{{0, 3}, ParamMode::Partitioned, 1};
    Model shardable = m;
    shardable.ops[1].allowed |= AllowShard;
    const MemoryUse part = memoryUse(s, shardable, c, kGpu80GB);
    QCOMPARE(part.bytesPerGpu[3], rest + 3 * 4194304.0 / 4 + 64 * 4096.0 / 2);
}

void TestStrategy::memoryRejectsDlrmTablesOnOneServer()
{
    // 64 tables of 10M x 128 floats: 327.68 GB of weights; on one server of 4 GPUs they need
    // 245.76 GB per GPU with their SGD state.
    const Model m = paperDlrmTables();
    QCOMPARE(m.ops[2].paramBytes, 5.12e9);
    const Cluster one = smallCluster(1, 4);
    const Strategy s = defaultStrategy(m, one, kGpu80GB);
    for (int t = 0; t < 64; ++t)
        QCOMPARE(s.ops[std::size_t(2 + t)].servers, std::vector<int>{0});
    const MemoryUse use = memoryUse(s, m, one, kGpu80GB);
    QVERIFY(!use.fits());
    QVERIFY(use.worstBytes() > 64 * 5.12e9 * 3 / 4);
    const Problems p = checkStrategy(s, m, one, kGpu80GB);
    QCOMPARE(p.size(), std::size_t(1));
    QVERIFY2(p.toString().find("server 0 needs") != std::string::npos, p.toString().c_str());
    // Same on a 128-server cluster when a strategy gathers every table on server 5.
    const Cluster big = smallCluster(128, 4);
    Strategy gathered = defaultStrategy(m, big, kGpu80GB);
    for (int t = 0; t < 64; ++t)
        gathered.ops[std::size_t(2 + t)].servers = {5};
    const MemoryUse g = memoryUse(gathered, m, big, kGpu80GB);
    QVERIFY(!g.fits());
    QCOMPARE(g.worstServer, 5);
}

void TestStrategy::memoryAcceptsDlrmTablesSpread()
{
    const Model m = paperDlrmTables();
    for (int servers : {16, 128}) {
        const Cluster c = smallCluster(servers, 4);
        const Strategy s = defaultStrategy(m, c, kGpu80GB);
        QVERIFY2(checkStrategy(s, m, c, kGpu80GB).empty(),
                 checkStrategy(s, m, c, kGpu80GB).toString().c_str());
    }
}

void TestStrategy::neighbourKeepsStrategiesValid_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("capacity");
    // Tables of 40 MB: partitioned, 3x state / 4 GPUs = 30 MB per GPU; replicated, 120 MB per
    // GPU. 250 MB holds 8 partitioned tables or 2 replicated ones per server: memory binds.
    QTest::newRow("dlrm-like 8x4, tight memory") << "dlrm" << 8 << 4 << 250e6;
    QTest::newRow("gpt-like 6x4") << "gpt" << 6 << 4 << kGpu80GB;
    QTest::newRow("mlp 5x1") << "mlp" << 5 << 1 << kGpu80GB;
}

void TestStrategy::neighbourKeepsStrategiesValid()
{
    QFETCH(QString, model);
    QFETCH(int, servers);
    QFETCH(int, gpus);
    QFETCH(double, capacity);
    const Model m = model == QLatin1String("dlrm")  ? dlrmLikeModel(12, 78125, 128, 4)
                    : model == QLatin1String("gpt") ? gptLikeModel(3)
                                                    : mlpModel();
    const Cluster c = smallCluster(servers, gpus);
    Strategy s = defaultStrategy(m, c, capacity);
    QVERIFY(checkStrategy(s, m, c, capacity).empty());
    std::mt19937_64 rng(42);
    std::set<std::string> kinds;
    int changed = 0;
    double fullest = 0; // largest fraction of a GPU's memory any step used
    for (int step = 0; step < 10000; ++step) {
        const Strategy before = s;
        const std::string move = proposeNeighbour(s, m, c, capacity, rng);
        const Problems p = checkStrategy(s, m, c, capacity);
        if (!p.empty())
            QFAIL(qPrintable(
                QStringLiteral("step %1 (%2): %3")
                    .arg(step)
                    .arg(QString::fromStdString(move), QString::fromStdString(p.toString()))));
        if (move == "none") {
            QVERIFY(s == before);
            continue;
        }
        QVERIFY(!(s == before));
        ++changed;
        fullest = std::max(fullest, memoryUse(s, m, c, capacity).worstBytes() / capacity);
        for (const char* k : {"degree", "->", "add", "drop", "partitioned", "replicated",
                              "tensor split", "placement of"})
            if (move.find(k) != std::string::npos) kinds.insert(k);
    }
    QVERIFY(changed > 9000);
    // Every kind of move happened (mode and split only where the operators allow them).
    QVERIFY(kinds.count("degree") && kinds.count("->") && kinds.count("add") &&
            kinds.count("drop") && kinds.count("placement of"));
    if (model == QLatin1String("dlrm")) {
        QVERIFY(kinds.count("partitioned"));
        // The walk went right up to the memory limit: the check was binding, not idle.
        QVERIFY2(fullest > 0.85, qPrintable(QString::number(fullest)));
    }
    if (model == QLatin1String("gpt")) QVERIFY(kinds.count("tensor split"));
}

void TestStrategy::neighbourIsDeterministic()
{
    const Model m = dlrmLikeModel(8, 1000, 32);
    const Cluster c = smallCluster(8, 4);
    auto run = [&](std::uint64_t seed) {
        Strategy s = defaultStrategy(m, c, kGpu80GB);
        std::mt19937_64 rng(seed);
        std::vector<std::string> moves;
        for (int i = 0; i < 500; ++i)
            moves.push_back(proposeNeighbour(s, m, c, kGpu80GB, rng));
        return std::pair(s, moves);
    };
    const auto a = run(7), b = run(7), other = run(8);
    QVERIFY(a.first == b.first);
    QCOMPARE(a.second, b.second);
    QVERIFY(a.second != other.second);
}

void TestStrategy::neighbourNeverWorsensAnOverfullStart()
{
    const Model m = paperDlrmTables();
    const Cluster c = smallCluster(2, 4);
    Strategy s = defaultStrategy(m, c, kGpu80GB);
    double worst = memoryUse(s, m, c, kGpu80GB).worstBytes();
    QVERIFY(worst > kGpu80GB);
    std::mt19937_64 rng(3);
    for (int i = 0; i < 300; ++i) {
        proposeNeighbour(s, m, c, kGpu80GB, rng);
        QVERIFY(checkStrategyStructure(s, m, c).empty());
        const double now = memoryUse(s, m, c, kGpu80GB).worstBytes();
        QVERIFY(now <= worst);
        worst = now;
    }
}

void TestStrategy::strategyJsonRoundTrip()
{
    const Model m = gptLikeModel(2);
    const Cluster c = smallCluster(4, 4);
    Strategy s = pipelineStrategy(m, c, 2);
    s.ops[1].params = ParamMode::Replicated;
    const nlohmann::json doc = io::strategyToJson(s, m);
    QCOMPARE(QString::fromStdString(doc["format"].get<std::string>()),
             QStringLiteral("topoopt-strategy/1"));
    QCOMPARE(QString::fromStdString(doc["ops"][1]["op"].get<std::string>()),
             QStringLiteral("embed"));
    QCOMPARE(doc["ops"][1]["gpus"].get<int>(), 4);
    QVERIFY(io::strategyFromJson(doc, m, c) == s);
    const Model d = dlrmLikeModel(3, 10, 4);
    const Strategy sd = shardedEmbeddingStrategy(d, c);
    QCOMPARE(
        QString::fromStdString(io::strategyToJson(sd, d)["ops"][2]["params"].get<std::string>()),
        QStringLiteral("partitioned"));
    QVERIFY(io::strategyFromJson(io::strategyToJson(sd, d), d, c) == sd);
}

void TestStrategy::strategyJsonErrors_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("format") << "format"
                            << "/format"
                            << "topoopt-strategy/1";
    QTest::newRow("count") << "count"
                           << "/ops"
                           << "one entry per operator";
    QTest::newRow("name") << "name"
                          << "/ops/1/op"
                          << "expected operator \"dense0\"";
    QTest::newRow("empty name") << "empty name"
                                << "/ops/1/op"
                                << "got \"\"";
    QTest::newRow("mode") << "mode"
                          << "/ops/2/params"
                          << "\"replicated\" or \"partitioned\"";
    QTest::newRow("server") << "server"
                            << "/ops/2/servers/0"
                            << "between 0 and 3";
    QTest::newRow("servers type") << "servers type"
                                  << "/ops/2/servers"
                                  << "must be an array";
    QTest::newRow("gpus") << "gpus"
                          << "/ops/2/gpus"
                          << "between 1 and 64";
    QTest::newRow("structure") << "structure"
                               << "/ops/1/params"
                               << "partitioned";
}

void TestStrategy::strategyJsonErrors()
{
    QFETCH(QString, edit);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const Model m = mlpModel();
    const Cluster c = smallCluster(4, 2);
    nlohmann::json doc = io::strategyToJson(dataParallelStrategy(m, c), m);
    if (edit == QLatin1String("format")) doc["format"] = "topoopt-strategy/9";
    if (edit == QLatin1String("count")) doc["ops"].erase(0);
    if (edit == QLatin1String("name")) doc["ops"][1]["op"] = "dense9";
    if (edit == QLatin1String("empty name")) doc["ops"][1]["op"] = "";
    if (edit == QLatin1String("mode")) doc["ops"][2]["params"] = "sharded";
    if (edit == QLatin1String("server")) doc["ops"][2]["servers"][0] = 4;
    if (edit == QLatin1String("servers type")) doc["ops"][2]["servers"] = "all";
    if (edit == QLatin1String("gpus")) doc["ops"][2]["gpus"] = 0;
    if (edit == QLatin1String("structure")) doc["ops"][1]["params"] = "partitioned";
    try {
        io::strategyFromJson(doc, m, c);
        QFAIL("must be rejected");
    } catch (const InputError& e) {
        QCOMPARE(firstPath(e.problems()), path);
        QVERIFY2(e.problems().toString().find(message.toStdString()) != std::string::npos,
                 e.problems().toString().c_str());
    }
}

QTEST_GUILESS_MAIN(TestStrategy)
#include "tst_strategy.moc"

// The co-optimizer's options: topology moves, patience, rounds, the task limit, a scenario's.
#include <QtTest>

#include <algorithm>
#include <numeric>
#include <random>

#include "common/error.h"
#include "device/devicemodel.h"
#include "io/resultjson.h"
#include "io/resultreader.h"
#include "model/zoo.h"
#include "search/optimizer.h"
#include "search/topologymoves.h"
#include "sim/taskgraphbuilder.h"
#include "strategy/defaultstrategy.h"
#include "topology/buildtopology.h"
#include "topology/topologycheck.h"
#include "traffic/extract.h"

#include "searchsetup.h"

using namespace topoopt;

namespace {
std::vector<int> portsPerServer(const Topology& t)
{
    std::vector<int> ports(static_cast<std::size_t>(t.servers), 0);
    for (const Link& l : t.links) {
        ports[static_cast<std::size_t>(l.a)] += l.count;
        ports[static_cast<std::size_t>(l.b)] += l.count;
    }
    return ports;
}
} // namespace

class TestSearchOptions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void topologyMovesKeepPortsAndConnectivity();
    void topologyMovesOnlyLowerTheBest();
    void optionsFromScenario();
    void patienceStopsARoundEarly();
    void convergedAlternationSpendsTheBudget();
    void proposalsPastTheTaskLimitAreRefused();
};

void TestSearchOptions::topologyMovesKeepPortsAndConnectivity()
{
    // A chain of 40 moves, each taken: every server keeps its ports, the fabric stays one
    // piece, rings stay single cycles, and both kinds of move occur. Same seed, same fabric.
    Cluster cluster;
    cluster.servers = 16;
    const Model model = buildZooModel("dlrm", nlohmann::json::object());
    const DeviceModel device = DeviceModel::a100();
    const Traffic traffic =
        extractTraffic(model, defaultStrategy(model, cluster, device.memoryBytes()), cluster);
    TopologyOptions options;
    options.degree = 5; // two rings, and the odd port goes to MP links (3.1)
    const Topology start = buildTopology(traffic, options);
    const std::vector<int> ports = portsPerServer(start);
    Topology finals[2];
    for (Topology& final : finals) {
        std::mt19937_64 rng(3);
        Topology t = start;
        int ringMoves = 0, linkMoves = 0;
        for (int i = 0; i < 40; ++i) {
            const std::optional<TopologyMove> move = proposeTopologyMove(t, traffic, options, rng);
            QVERIFY(move.has_value());
            t = move->topology;
            QCOMPARE(t.kind, start.kind);
            QCOMPARE(portsPerServer(t), ports);
            QVERIFY(t.metrics.connected);
            QVERIFY2(checkTopology(t).empty(), move->description.c_str());
            for (const Ring& r : t.rings)
                for (int p : r.permutations)
                    QCOMPARE(std::gcd(p, static_cast<int>(r.members.size())), 1);
            ringMoves += move->description.rfind("ring ", 0) == 0;
            linkMoves += move->description.rfind("links ", 0) == 0;
        }
        QVERIFY(ringMoves > 0 && linkMoves > 0);
        final = t;
    }
    QVERIFY(finals[0] == finals[1]);
    QVERIFY(!(finals[0] == start));
}

void TestSearchOptions::topologyMovesOnlyLowerTheBest()
{
    Setup s = smallDlrm(120);
    s.cluster.servers = 16;
    s.cluster.degree = s.topology.degree = 5; // rings and MP links to move
    s.options.topologyMoves = 5;
    OptimizeResult runs[2];
    for (OptimizeResult& r : runs)
        r = Optimizer(s.model, s.cluster, s.device, s.topology, s.options)
                .run(nullptr, CancelToken());
    const OptimizeResult& r = runs[0];
    int moves = 0;
    double best = r.startMs;
    for (const ProposalEvent& e : r.history) {
        const bool isMove =
            e.plane == SearchPlane::Topology && e.move.rfind("new topology", 0) != 0;
        if (isMove) {
            ++moves;
            // Kept exactly when the best strategy got faster on the moved fabric.
            QCOMPARE(e.accepted, e.iterationMs < best);
        }
        QVERIFY(e.bestMs <= best + 1e-12);
        best = e.bestMs;
    }
    QVERIFY(moves > 0);
    QCOMPARE(r.bestMs, best);
    QCOMPARE(r.simulation.iterationMs, r.bestMs);
    QCOMPARE(runs[1].history.size(), r.history.size());
    QVERIFY(runs[1].topology == r.topology);
    QCOMPARE(runs[1].bestMs, r.bestMs);
}

void TestSearchOptions::optionsFromScenario()
{
    Scenario scenario = defaultScenario();
    scenario.search.proposals = 321;
    scenario.search.rounds = 4;
    scenario.search.seed = 99;
    scenario.search.alpha = 2.5;
    scenario.search.relative = true;
    scenario.search.patience = 40;
    scenario.search.topologyMoves = 6;
    scenario.search.timeResolutionUs = 25;
    const OptimizerOptions o = optimizerOptionsFor(scenario);
    QCOMPARE(o.proposals, 321);
    QCOMPARE(o.rounds, 4);
    QCOMPARE(o.seed, std::uint64_t(99));
    QCOMPARE(o.alpha, 2.5);
    QVERIFY(o.relative);
    QCOMPARE(o.patience, 40);
    QCOMPARE(o.topologyMoves, 6);
    QCOMPARE(o.timeResolutionUs, 25.0);
    // Off unless the scenario sets them; the time resolution is picked from the start.
    const OptimizerOptions plain = optimizerOptionsFor(defaultScenario());
    QCOMPARE(plain.patience, 0);
    QCOMPARE(plain.topologyMoves, 0);
    QCOMPARE(plain.timeResolutionUs, kAutoTimeResolution);
}

void TestSearchOptions::patienceStopsARoundEarly()
{
    const auto strategyProposals = [](const OptimizeResult& r) {
        return std::count_if(r.history.begin(), r.history.end(), [](const ProposalEvent& e) {
            return e.plane == SearchPlane::Strategy;
        });
    };
    Setup s = smallDlrm(200);
    s.options.rounds = 1;
    const OptimizeResult full =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    QCOMPARE(strategyProposals(full), 200);
    s.options.patience = 5;
    const OptimizeResult patient =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    const auto n = strategyProposals(patient);
    QVERIFY2(n >= 5 && n < 200, qPrintable(QString::number(n)));
    // It stopped because the last `patience` proposals found nothing better.
    std::vector<double> bests;
    for (const ProposalEvent& e : patient.history)
        if (e.plane == SearchPlane::Strategy) bests.push_back(e.bestMs);
    const double before = bests.size() > 5 ? bests[bests.size() - 6] : patient.startMs;
    for (std::size_t i = bests.size() - 5; i < bests.size(); ++i)
        QCOMPARE(bests[i], before);
    QVERIFY(patient.bestMs <= patient.startMs);
}

void TestSearchOptions::convergedAlternationSpendsTheBudget()
{
    // 10 proposals per round: a round that finds nothing ends the alternation early, and the
    // proposals left go to one more strategy round on the final topology.
    Setup s = smallDlrm(60);
    s.cluster.servers = 16;
    s.options.rounds = 6;
    const OptimizeResult r =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    const int alternations = static_cast<int>(r.alternations.size());
    QVERIFY2(alternations < 6, qPrintable(QString::number(alternations)));
    int strategy = 0, inFinal = 0;
    for (const ProposalEvent& e : r.history)
        if (e.plane == SearchPlane::Strategy) {
            ++strategy;
            inFinal += e.round == alternations ? 1 : 0;
            QVERIFY(e.round <= alternations);
        }
    QCOMPARE(strategy, 60);
    QCOMPARE(inFinal, 60 - 10 * alternations);
    // The final round has no TopologyFinder step after it.
    QCOMPARE(r.history.back().plane, SearchPlane::Strategy);
    QVERIFY(r.bestMs <= r.history.back().bestMs);
    // With patience the search stops on stagnation instead.
    s.options.patience = 3;
    const OptimizeResult patient =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    for (const ProposalEvent& e : patient.history)
        QVERIFY(e.round < static_cast<int>(patient.alternations.size()));
}

void TestSearchOptions::proposalsPastTheTaskLimitAreRefused()
{
    // On thousands of servers one move can spread an operator over all of them, past
    // limits::kMaxTasks; here the limit is the start's own size, so every move that adds a task
    // passes it. The search must reject those and go on, not stop with the error.
    Setup s = smallDlrm(60);
    s.options.rounds = 1;
    const Strategy start = defaultStrategy(s.model, s.cluster, s.device.memoryBytes());
    const auto tasksOf = [&](const Strategy& strategy) {
        return buildTaskGraph(s.model, strategy, s.cluster, s.device).tasks.size();
    };
    s.options.maxTasks = tasksOf(start);
    const OptimizeResult r =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    QCOMPARE(std::count_if(r.history.begin(), r.history.end(),
                           [](const ProposalEvent& e) { return e.plane == SearchPlane::Strategy; }),
             60);
    QVERIFY(r.refused > 0);
    QVERIFY(r.simulations > 0); // moves that keep or shrink the graph are still simulated
    long long refused = 0;
    double best = r.startMs;
    for (const ProposalEvent& e : r.history) {
        if (!e.refused.empty()) {
            ++refused;
            QVERIFY(!e.accepted);
            QVERIFY2(e.refused.find("tasks in its task graph") != std::string::npos,
                     e.refused.c_str());
            QCOMPARE(e.bestMs, best);
        }
        best = e.bestMs;
    }
    QCOMPARE(refused, r.refused);
    QVERIFY(tasksOf(r.bestStrategy) <= s.options.maxTasks);

    // The result file gives a refused proposal its reason instead of a time, and reads back.
    const nlohmann::json history = io::resultToJson(Scenario{}, s.model, r, nullptr).at("history");
    const std::vector<ProposalEvent> read = io::historyFromJson(history, "/history");
    QCOMPARE(read.size(), r.history.size());
    for (std::size_t i = 0; i < read.size(); ++i) {
        QCOMPARE(read[i].refused, r.history[i].refused);
        QCOMPARE(history[i].contains("iteration_ms"), r.history[i].refused.empty());
    }

    // Proposals evaluated two at a time refuse the same ones.
    s.options.threads = 2;
    const OptimizeResult two =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    QCOMPARE(two.history.size(), r.history.size());
    for (std::size_t i = 0; i < r.history.size(); ++i)
        QCOMPARE(two.history[i].refused, r.history[i].refused);

    // A start past the limit is no proposal to skip: the run fails, naming the limit.
    s.options.maxTasks = tasksOf(start) - 1;
    QVERIFY_THROWS_EXCEPTION(
        TooLargeError,
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken()));
}

QTEST_GUILESS_MAIN(TestSearchOptions)
#include "tst_searchoptions.moc"

// The alternating co-optimizer: monotone best, never worse than the start, deterministic,
// cancellable with a valid result.
#include <QtTest>

#include <algorithm>
#include <cmath>
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

/// Cancels the run after a set number of proposals, as the UI's Stop button does.
class StopAfter : public SearchObserver {
public:
    StopAfter(int n, CancelToken token) : m_left(n), m_token(std::move(token)) {}
    void onProposal(const ProposalEvent&) override
    {
        if (--m_left == 0) m_token.cancel();
    }
    void onAlternation(const AlternationEvent&) override {}
    int m_left;
    CancelToken m_token;
};

} // namespace

class TestOptimizer : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bestNeverIncreases();
    void deterministicUnderSeed();
    void cancellationKeepsBest();
    void fixedKindsDoNotAlternate();
    void reusedEvaluationsChangeNothing();
    void startsFromGivenDesign();
    void decidedProposalsChangeNoDecision();
    void topologyMovesKeepPortsAndConnectivity();
    void topologyMovesOnlyLowerTheBest();
    void optionsFromScenario();
    void patienceStopsARoundEarly();
    void searchIsTheSameOnAnyThreadCount_data();
    void searchIsTheSameOnAnyThreadCount();
    void cancellationStopsAtTheProposalWithThreads();
    void convergedAlternationSpendsTheBudget();
    void proposalsPastTheTaskLimitAreRefused();
};

void TestOptimizer::bestNeverIncreases()
{
    Setup s = smallDlrm(120);
    const OptimizeResult r =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    QVERIFY(!r.history.empty());
    double previous = r.startMs;
    for (const ProposalEvent& e : r.history) {
        QVERIFY2(e.bestMs <= previous + 1e-12, qPrintable(QString::number(e.step)));
        QVERIFY(e.iterationMs > 0);
        previous = e.bestMs;
    }
    QVERIFY(r.bestMs <= r.startMs);
    QCOMPARE(r.bestMs, r.history.back().bestMs);
    QCOMPARE(r.simulation.iterationMs, r.bestMs);
    QVERIFY(checkTopology(r.topology).empty());
    QVERIFY(!r.cancelled);
    QCOMPARE(r.exactBestMs, 0.0);
    // The best came from a proposal, whose task graph the search builds without task names;
    // the result names its critical path as a simulation of the named graph does.
    QVERIFY(r.bestMs < r.startMs);
    const SimResult named =
        Evaluator(s.model, s.cluster, s.device).simulate(r.bestStrategy, r.topology);
    QVERIFY(!named.criticalPath.empty());
    QCOMPARE(r.simulation.criticalPath, named.criticalPath);
    QCOMPARE(r.simulation.criticalTasks, named.criticalTasks);
}

void TestOptimizer::deterministicUnderSeed()
{
    Setup s = smallDlrm(60);
    const OptimizeResult a =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    const OptimizeResult b =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    QCOMPARE(a.history.size(), b.history.size());
    for (std::size_t i = 0; i < a.history.size(); ++i) {
        QCOMPARE(a.history[i].iterationMs, b.history[i].iterationMs);
        QCOMPARE(a.history[i].accepted, b.history[i].accepted);
    }
    QVERIFY(a.bestStrategy == b.bestStrategy);
    QVERIFY(a.topology == b.topology);
}

void TestOptimizer::cancellationKeepsBest()
{
    Setup s = smallDlrm(1000);
    CancelToken cancel;
    StopAfter stop(25, cancel);
    const OptimizeResult r =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(&stop, cancel);
    QVERIFY(r.cancelled);
    QCOMPARE(int(r.history.size()), 25);
    QVERIFY(r.bestMs <= r.startMs);
    QCOMPARE(r.bestStrategy.ops.size(), s.model.ops.size());
    QVERIFY(checkTopology(r.topology).empty());
    QCOMPARE(r.simulation.iterationMs, r.bestMs);
}

void TestOptimizer::fixedKindsDoNotAlternate()
{
    Setup s = smallDlrm(30);
    s.topology.kind = "fattree";
    const OptimizeResult r =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    QVERIFY(r.alternations.empty());
    for (const ProposalEvent& e : r.history)
        QVERIFY(e.plane == SearchPlane::Strategy);
    QCOMPARE(int(r.history.size()), 30);
}

void TestOptimizer::startsFromGivenDesign()
{
    // The studio's "Re-optimize from here": a data-parallel strategy on a plain ring fabric
    // is the start; the topology plane may replace the ring with TopologyFinder's fabric.
    Setup s = smallDlrm(40);
    const Strategy start = dataParallelStrategy(s.model, s.cluster);
    TopologyOptions ringOptions = s.topology;
    ringOptions.kind = "ring";
    const Topology ring = buildTopology(extractTraffic(s.model, start, s.cluster), ringOptions);
    s.options.startStrategy = start;
    s.options.startTopology = ring;
    const OptimizeResult r =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    QVERIFY(r.startStrategy == start);
    const double ringMs = Evaluator(s.model, s.cluster, s.device).simulate(start, ring).iterationMs;
    QCOMPARE(r.startMs, ringMs);
    QVERIFY(r.bestMs <= r.startMs);
    QVERIFY(checkTopology(r.topology).empty());
    // Either the ring survived or a faster fabric replaced it, never a slower one.
    if (!(r.topology == ring)) QVERIFY(r.bestMs < ringMs);
}

void TestOptimizer::reusedEvaluationsChangeNothing()
{
    // Reusing the times of strategies already simulated on the current topology must give the
    // same run as simulating every proposal: same history, best strategy and topology.
    Setup s = smallDlrm(150);
    s.options.skipDecidedProposals = false; // every time exact, so the histories compare
    s.options.reuseEvaluations = false;
    const OptimizeResult plain =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    s.options.reuseEvaluations = true;
    const OptimizeResult reused =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    QCOMPARE(reused.history.size(), plain.history.size());
    for (std::size_t i = 0; i < plain.history.size(); ++i) {
        QCOMPARE(reused.history[i].iterationMs, plain.history[i].iterationMs);
        QCOMPARE(reused.history[i].bestMs, plain.history[i].bestMs);
        QCOMPARE(reused.history[i].accepted, plain.history[i].accepted);
        QCOMPARE(reused.history[i].move, plain.history[i].move);
    }
    QVERIFY(reused.bestStrategy == plain.bestStrategy);
    QVERIFY(reused.topology == plain.topology);
    QCOMPARE(reused.bestMs, plain.bestMs);
    QCOMPARE(reused.simulation.iterationMs, plain.simulation.iterationMs);
    // Every proposal is either simulated or reused, and this run does revisit strategies
    // (moves that change nothing, returns to the best after restarts).
    QCOMPARE(plain.reusedEvaluations, 0LL);
    QVERIFY(reused.reusedEvaluations > 0);
    QCOMPARE(reused.simulations + reused.reusedEvaluations, plain.simulations);
}

void TestOptimizer::decidedProposalsChangeNoDecision()
{
    // Skipping or stopping the simulation of proposals a lower bound already rejects must give
    // the same chain as simulating them all: same moves, acceptances, best times, result. The
    // skipped ones record a bound at most their simulated time.
    for (const char* zoo : {"dlrm", "bert"}) {
        Setup s = smallDlrm(200);
        s.cluster.servers = 16;
        s.model = buildZooModel(zoo, nlohmann::json::object());
        s.options.skipDecidedProposals = false;
        const OptimizeResult exact = Optimizer(s.model, s.cluster, s.device, s.topology, s.options)
                                         .run(nullptr, CancelToken());
        s.options.skipDecidedProposals = true;
        const OptimizeResult fast = Optimizer(s.model, s.cluster, s.device, s.topology, s.options)
                                        .run(nullptr, CancelToken());
        QCOMPARE(fast.history.size(), exact.history.size());
        int bounded = 0;
        for (std::size_t i = 0; i < exact.history.size(); ++i) {
            const ProposalEvent& e = exact.history[i];
            const ProposalEvent& f = fast.history[i];
            QCOMPARE(f.move, e.move);
            QCOMPARE(f.accepted, e.accepted);
            QCOMPARE(f.bestMs, e.bestMs);
            QVERIFY(!e.lowerBound);
            if (f.lowerBound) {
                ++bounded;
                QVERIFY(!f.accepted);
                QVERIFY2(f.iterationMs <= e.iterationMs * (1 + 1e-9),
                         qPrintable(QStringLiteral("%1 step %2: bound %3 > time %4")
                                        .arg(QLatin1String(zoo))
                                        .arg(i)
                                        .arg(f.iterationMs)
                                        .arg(e.iterationMs)));
            } else {
                QCOMPARE(f.iterationMs, e.iterationMs);
            }
        }
        QVERIFY(fast.bestStrategy == exact.bestStrategy);
        QVERIFY(fast.topology == exact.topology);
        QCOMPARE(fast.bestMs, exact.bestMs);
        QCOMPARE(fast.decidedByBound, static_cast<long long>(bounded));
        QCOMPARE(exact.decidedByBound, 0LL);
        QVERIFY2(bounded > 0, zoo); // the run does skip work
        QVERIFY(fast.simulations < exact.simulations);
    }
}

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

void TestOptimizer::topologyMovesKeepPortsAndConnectivity()
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

void TestOptimizer::topologyMovesOnlyLowerTheBest()
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

void TestOptimizer::optionsFromScenario()
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

void TestOptimizer::patienceStopsARoundEarly()
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

void TestOptimizer::searchIsTheSameOnAnyThreadCount_data()
{
    QTest::addColumn<QString>("zoo");
    QTest::addColumn<int>("patience");
    QTest::addColumn<bool>("relative");
    QTest::addColumn<int>("proposals");
    // DLRM accepts most of its near-neutral moves (windows end early); BERT rejects most
    // (whole windows are kept). A restart from the best every proposals/100 = 3 proposals
    // falls inside windows of 4, after accepted moves took the chain away from the best.
    QTest::newRow("dlrm") << QStringLiteral("dlrm") << 0 << false << 300;
    QTest::newRow("bert relative") << QStringLiteral("bert") << 0 << true << 150;
    QTest::newRow("dlrm patience") << QStringLiteral("dlrm") << 6 << false << 150;
}

void TestOptimizer::searchIsTheSameOnAnyThreadCount()
{
    QFETCH(QString, zoo);
    QFETCH(int, patience);
    QFETCH(bool, relative);
    QFETCH(int, proposals);
    Setup s = smallDlrm(proposals);
    s.cluster.servers = 16;
    s.model = buildZooModel(zoo.toStdString(), nlohmann::json::object());
    s.options.rounds = 2;
    s.options.patience = patience;
    s.options.relative = relative;
    s.options.alpha = relative ? 20 : 1;
    s.options.topologyMoves = 1;
    Scenario scenario = defaultScenario();
    scenario.cluster = s.cluster;
    const auto run = [&](int threads) {
        s.options.threads = threads;
        const OptimizeResult r = Optimizer(s.model, s.cluster, s.device, s.topology, s.options)
                                     .run(nullptr, CancelToken());
        return std::make_pair(io::resultToJson(scenario, s.model, r, nullptr).dump(), r);
    };
    const auto [one, serial] = run(1);
    int accepted = 0, rejected = 0;
    for (const ProposalEvent& e : serial.history)
        (e.accepted ? accepted : rejected) += e.plane == SearchPlane::Strategy ? 1 : 0;
    QVERIFY2(accepted > 0 && rejected > 0,
             qPrintable(QStringLiteral("%1 accepted, %2 rejected").arg(accepted).arg(rejected)));
    for (int threads : {2, 4}) {
        const auto [doc, parallel] = run(threads);
        QCOMPARE(parallel.history.size(), serial.history.size());
        for (std::size_t i = 0; i < serial.history.size(); ++i) {
            QCOMPARE(parallel.history[i].move, serial.history[i].move);
            QCOMPARE(parallel.history[i].iterationMs, serial.history[i].iterationMs);
            QCOMPARE(parallel.history[i].accepted, serial.history[i].accepted);
        }
        QCOMPARE(parallel.simulations, serial.simulations);
        QCOMPARE(parallel.reusedEvaluations, serial.reusedEvaluations);
        QCOMPARE(parallel.decidedByBound, serial.decidedByBound);
        QVERIFY(doc == one); // the whole result file, byte for byte
    }
}

void TestOptimizer::cancellationStopsAtTheProposalWithThreads()
{
    Setup s = smallDlrm(1000);
    s.options.threads = 3;
    CancelToken cancel;
    StopAfter stop(25, cancel);
    const OptimizeResult r =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(&stop, cancel);
    QVERIFY(r.cancelled);
    QCOMPARE(int(r.history.size()), 25);
    QVERIFY(r.bestMs <= r.startMs);
    QCOMPARE(r.simulation.iterationMs, r.bestMs);
}

void TestOptimizer::convergedAlternationSpendsTheBudget()
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

void TestOptimizer::proposalsPastTheTaskLimitAreRefused()
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

QTEST_GUILESS_MAIN(TestOptimizer)
#include "tst_optimizer.moc"

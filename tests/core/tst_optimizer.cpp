// The alternating co-optimizer: monotone best, never worse than the start, deterministic,
// cancellable with a valid result, and the same run however its proposals are evaluated.
#include <QtTest>

#include "device/devicemodel.h"
#include "io/resultjson.h"
#include "model/zoo.h"
#include "search/optimizer.h"
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
    void searchIsTheSameOnAnyThreadCount_data();
    void searchIsTheSameOnAnyThreadCount();
    void cancellationStopsAtTheProposalWithThreads();
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

QTEST_GUILESS_MAIN(TestOptimizer)
#include "tst_optimizer.moc"

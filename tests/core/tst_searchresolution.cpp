// A search at a time resolution: the resolution reaches every simulation of the run, "auto"
// picks it from the start's exact time, and the exact checks at the end keep a coarse search
// from reporting a design slower than its start.
#include <QtTest>

#include <cmath>

#include "common/error.h"
#include "scenario/scenario.h"
#include "search/optimizer.h"
#include "strategy/defaultstrategy.h"
#include "topology/buildtopology.h"
#include "traffic/extract.h"

#include "searchsetup.h"

using namespace topoopt;

class TestSearchResolution : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void timeResolutionAppliesToTheWholeRun();
    void autoTimeResolutionComesFromTheStart();
    void coarseResolutionNeverEndsSlowerThanTheStart();
};

void TestSearchResolution::timeResolutionAppliesToTheWholeRun()
{
    // The start, every proposal and the result are simulated at the resolution, so the history
    // and the result agree with each other and with a simulation at that resolution; the
    // result stays within a quarter percent of the exact time of the strategy it found (0.08 %
    // here).
    Setup s = smallDlrm(60);
    s.cluster.servers = 16;
    s.options.timeResolutionUs = 50;
    const auto run = [&] {
        return Optimizer(s.model, s.cluster, s.device, s.topology, s.options)
            .run(nullptr, CancelToken());
    };
    const OptimizeResult r = run();
    QVERIFY(r.bestMs <= r.startMs);
    QCOMPARE(r.bestMs, r.history.back().bestMs);
    QCOMPARE(r.timeResolutionUs, 50.0);
    const double atResolution = Evaluator(s.model, s.cluster, s.device, 0.05)
                                    .simulate(r.bestStrategy, r.topology)
                                    .iterationMs;
    QCOMPARE(atResolution, r.bestMs);
    const double exact =
        Evaluator(s.model, s.cluster, s.device).simulate(r.bestStrategy, r.topology).iterationMs;
    QVERIFY2(std::abs(exact - r.bestMs) <= 2.5e-3 * exact,
             qPrintable(QStringLiteral("%1 vs exact %2").arg(r.bestMs).arg(exact)));
    // The run checks its best exactly itself (an exact run has nothing to check), and its
    // simulation, which the views and the comparison show, is that exact one.
    QCOMPARE(r.exactBestMs, exact);
    QCOMPARE(r.simulation.iterationMs, exact);
    // Deterministic, like an exact run.
    const OptimizeResult again = run();
    QCOMPARE(again.history.size(), r.history.size());
    for (std::size_t i = 0; i < r.history.size(); ++i)
        QCOMPARE(again.history[i].iterationMs, r.history[i].iterationMs);
    QVERIFY(again.bestStrategy == r.bestStrategy);
    // A resolution the simulator refuses is refused by the run, naming the setting.
    s.options.timeResolutionUs = -2;
    QVERIFY_THROWS_EXCEPTION(InputError, run());
}

void TestSearchResolution::autoTimeResolutionComesFromTheStart()
{
    QCOMPARE(autoTimeResolutionUs(69.957), 210.0); // DLRM-128's default strategy
    QCOMPARE(autoTimeResolutionUs(0.1), 0.0);      // a start this short is searched exactly
    Setup s = smallDlrm(60);
    s.cluster.servers = 16;
    s.options.timeResolutionUs = kAutoTimeResolution;
    const OptimizeResult automatic =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    const Evaluator exact(s.model, s.cluster, s.device);
    const Strategy start = defaultStrategy(s.model, s.cluster, s.device.memoryBytes());
    const Topology startFabric =
        buildTopology(extractTraffic(s.model, start, s.cluster), s.topology);
    const double picked = autoTimeResolutionUs(exact.simulate(start, startFabric).iterationMs);
    QVERIFY2(picked > 0, qPrintable(QString::number(picked)));
    QCOMPARE(automatic.timeResolutionUs, picked);
    // The same run as one asked for that resolution by number, ending on an exact check.
    s.options.timeResolutionUs = picked;
    const OptimizeResult numbered =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    QCOMPARE(automatic.history.size(), numbered.history.size());
    for (std::size_t i = 0; i < numbered.history.size(); ++i)
        QCOMPARE(automatic.history[i].iterationMs, numbered.history[i].iterationMs);
    QVERIFY(automatic.bestStrategy == numbered.bestStrategy);
    QCOMPARE(automatic.simulations, numbered.simulations);
    QCOMPARE(automatic.exactBestMs,
             exact.simulate(automatic.bestStrategy, automatic.topology).iterationMs);
    QCOMPARE(automatic.simulation.iterationMs, automatic.exactBestMs);
    QVERIFY(automatic.exactBestMs <= automatic.exactStartMs);
}

void TestSearchResolution::coarseResolutionNeverEndsSlowerThanTheStart()
{
    // At 20 ms (a third of this iteration) the search "improves" on designs that are all
    // slower exactly; the result falls back to the start rather than report one of them.
    Setup s = smallDlrm(60);
    s.cluster.servers = 16;
    s.options.seed = 3;
    s.options.timeResolutionUs = 20'000;
    const OptimizeResult r =
        Optimizer(s.model, s.cluster, s.device, s.topology, s.options).run(nullptr, CancelToken());
    QVERIFY2(r.history.back().bestMs < r.startMs, "the coarse search found nothing to undo");
    QVERIFY2(r.exactBestMs <= r.exactStartMs,
             qPrintable(QStringLiteral("%1 > %2").arg(r.exactBestMs).arg(r.exactStartMs)));
    QVERIFY(r.bestStrategy == r.startStrategy);
    QCOMPARE(r.bestMs, r.startMs);
    QCOMPARE(r.simulation.iterationMs, r.exactStartMs);
    const Evaluator exact(s.model, s.cluster, s.device);
    QCOMPARE(exact.simulate(r.bestStrategy, r.topology).iterationMs, r.exactStartMs);
}

QTEST_GUILESS_MAIN(TestSearchResolution)
#include "tst_searchresolution.moc"

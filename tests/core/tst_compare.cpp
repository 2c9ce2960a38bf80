// The comparison of fabrics (issue 6, item 5): the search settings it takes, its exact check at
// a time resolution, and a table that is the same on any thread count.
#include <QtTest>

#include <atomic>
#include <cmath>
#include <string>
#include <vector>

#include "device/devicemodel.h"
#include "io/resultjson.h"
#include "model/zoo.h"
#include "scenario/scenario.h"
#include "search/compare.h"
#include "search/optimizer.h"
#include "topology/buildtopology.h"

using namespace topoopt;

class TestCompare : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void compareTakesScenarioSettingsUnlessOverridden();
    void compareIsTheSameOnAnyThreadCount();
    void bestStrategyOnEveryFabric();
};

void TestCompare::compareTakesScenarioSettingsUnlessOverridden()
{
    // 16 servers: on the 8-server fabric the moves found no valid change to try.
    Scenario scenario = defaultScenario();
    scenario.cluster.servers = 16;
    scenario.search.proposals = 60;
    scenario.search.rounds = 1;
    scenario.search.seed = 3;
    scenario.search.patience = 3;
    scenario.search.topologyMoves = 2;
    const auto count = [](const OptimizeResult& r, SearchPlane plane) {
        return std::count_if(r.history.begin(), r.history.end(),
                             [plane](const ProposalEvent& e) { return e.plane == plane; });
    };
    CompareOptions options;
    options.proposals = 60;
    // Not overridden: the scenario's patience ends the search early, and its moves run.
    const Comparison fromScenario = compareFabrics(scenario, "", options, CancelToken());
    QCOMPARE(fromScenario.timeResolutionUs, kAutoTimeResolution); // the scenario's default
    QVERIFY(fromScenario.topoopt.timeResolutionUs > 0);
    QVERIFY(count(fromScenario.topoopt, SearchPlane::Strategy) < 60);
    QVERIFY(count(fromScenario.topoopt, SearchPlane::Topology) > 1);
    // Overridden with 0: the whole budget, TopologyFinder's step alone.
    options.patience = 0;
    options.topologyMoves = 0;
    const Comparison overridden = compareFabrics(scenario, "", options, CancelToken());
    QCOMPARE(count(overridden.topoopt, SearchPlane::Strategy), 60);
    QCOMPARE(count(overridden.topoopt, SearchPlane::Topology), 1);
    // At a time resolution every row is still its best strategy simulated exactly; the
    // search's own time at the resolution stays in the result.
    options.timeResolutionUs = 50;
    options.proposals = 10;
    const Comparison coarse = compareFabrics(scenario, "", options, CancelToken());
    QCOMPARE(coarse.timeResolutionUs, 50.0);
    QCOMPARE(coarse.topoopt.timeResolutionUs, 50.0);
    const DeviceModel device = DeviceModel::byName(scenario.cluster.gpu);
    const Model model = resolveModel(scenario, "");
    const ComparisonRow& ours = coarse.rows.front();
    QCOMPARE(ours.kind, std::string("topoopt"));
    QCOMPARE(ours.iterationMs, Evaluator(model, scenario.cluster, device)
                                   .simulate(coarse.topoopt.bestStrategy, coarse.topoopt.topology)
                                   .iterationMs);
    QCOMPARE(ours.iterationMs, coarse.topoopt.exactBestMs);
    QVERIFY(std::abs(ours.iterationMs - coarse.topoopt.bestMs) < 0.05 * ours.iterationMs);
    // Exact or not, a search from the same start compares the same fabrics.
    options.timeResolutionUs = 0;
    const Comparison exact = compareFabrics(scenario, "", options, CancelToken());
    QCOMPARE(exact.topoopt.timeResolutionUs, 0.0);
    QCOMPARE(exact.rows.size(), coarse.rows.size());
    for (std::size_t i = 0; i < exact.rows.size(); ++i)
        QCOMPARE(exact.rows[i].kind, coarse.rows[i].kind);
}

void TestCompare::compareIsTheSameOnAnyThreadCount()
{
    Scenario scenario = defaultScenario();
    scenario.cluster.servers = 16;
    scenario.search.rounds = 2;
    scenario.search.seed = 5;
    scenario.search.topologyMoves = 1;
    CompareOptions options;
    options.proposals = 25;
    const auto run = [&](int jobs, std::vector<int>& calls) {
        options.jobs = jobs;
        std::atomic<int> inside{0};
        bool overlapped = false;
        return compareFabrics(scenario, "", options, CancelToken(), [&](int done, int total) {
            overlapped = overlapped || inside++ > 0;
            QCOMPARE(total, 8);
            calls.push_back(done);
            --inside;
            QVERIFY(!overlapped); // progress calls never overlap
        });
    };
    std::vector<int> serialCalls, parallelCalls;
    const Comparison serial = run(1, serialCalls);
    const Comparison parallel = run(3, parallelCalls);
    const std::vector<int> oneToEight = {1, 2, 3, 4, 5, 6, 7, 8};
    QVERIFY(serialCalls == oneToEight);
    QVERIFY(parallelCalls == oneToEight);
    QCOMPARE(io::comparisonToJson(parallel).dump(), io::comparisonToJson(serial).dump());
    QCOMPARE(parallel.rows.size(), std::size_t(8));
    // The table keeps its order, and the equal-cost fat-tree is priced from TopoOpt's fabric.
    const std::vector<std::string> kinds = {
        "topoopt", "topoopt-default-strategy", "expander",     "ring",
        "torus",   "fattree-equal-cost",       "fattree-full", "ideal"};
    for (std::size_t i = 0; i < kinds.size(); ++i)
        QCOMPARE(parallel.rows[i].kind, kinds[i]);
    QVERIFY(std::abs(parallel.rows[5].costUsd - parallel.rows[0].costUsd) <=
            0.01 * parallel.rows[0].costUsd);
}

void TestCompare::bestStrategyOnEveryFabric()
{
    // What `topoopt optimize` puts in its result: the search's own time in the TopoOpt row, the
    // starting strategy's in the default-strategy row, the best strategy on every other fabric.
    Scenario scenario = defaultScenario();
    scenario.cluster.servers = 16;
    scenario.search.proposals = 30;
    scenario.search.rounds = 2;
    scenario.search.seed = 7;
    const Model model = resolveModel(scenario, "");
    const DeviceModel device = DeviceModel::byName(scenario.cluster.gpu);
    const OptimizeResult result = Optimizer(model, scenario.cluster, device,
                                            topologyOptionsFor(scenario),
                                            optimizerOptionsFor(scenario))
                                      .run(nullptr, CancelToken());
    QVERIFY(result.bestMs < result.startMs); // the two rows below must differ to mean anything
    const Comparison one = compareBestOnFabrics(scenario, model, device, result,
                                                PriceTable::defaults(), 1, CancelToken());
    const Comparison two = compareBestOnFabrics(scenario, model, device, result,
                                                PriceTable::defaults(), 2, CancelToken());
    QCOMPARE(io::comparisonToJson(two).dump(), io::comparisonToJson(one).dump());
    const std::vector<std::string> kinds = {
        "topoopt", "topoopt-default-strategy", "expander",     "ring",
        "torus",   "fattree-equal-cost",       "fattree-full", "ideal"};
    QCOMPARE(one.rows.size(), kinds.size());
    for (std::size_t i = 0; i < kinds.size(); ++i)
        QCOMPARE(one.rows[i].kind, kinds[i]);
    // The rows are exact; the search ran at its automatic resolution and checked both ends.
    QVERIFY(result.timeResolutionUs > 0);
    QCOMPARE(one.rows[0].iterationMs, result.exactBestMs);
    QCOMPARE(one.rows[1].iterationMs, result.exactStartMs);
    const Evaluator exact(model, scenario.cluster, device);
    Scenario ring = scenario;
    ring.topology.kind = "ring";
    const Topology ringFabric = buildTopology(result.traffic, topologyOptionsFor(ring));
    QCOMPARE(one.rows[3].iterationMs,
             exact.simulate(result.bestStrategy, ringFabric).iterationMs);
    QVERIFY(std::abs(one.rows[5].costUsd - one.rows[0].costUsd) <= 0.01 * one.rows[0].costUsd);
    for (const ComparisonRow& row : one.rows) {
        QVERIFY2(row.iterationMs > 0 && row.costUsd > 0, row.kind.c_str());
        QCOMPARE(row.speedupVsEqualCostFatTree, one.rows[5].iterationMs / row.iterationMs);
    }
    // Cancelled: no half table.
    CancelToken cancelled;
    cancelled.cancel();
    QVERIFY_THROWS_EXCEPTION(Cancelled,
                             compareBestOnFabrics(scenario, model, device, result,
                                                  PriceTable::defaults(), 1, cancelled));
}

QTEST_GUILESS_MAIN(TestCompare)
#include "tst_compare.moc"

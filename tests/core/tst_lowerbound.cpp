// The iteration-time lower bound and the simulation cutoff the strategy search uses to skip
// work: never above the simulated time, exact where the closed forms say it must be, and a
// cut-off run proves what it reports.
#include <QtTest>

#include <cmath>
#include <random>
#include <string>

#include "common/error.h"

#include "device/devicemodel.h"
#include "model/zoo.h"
#include "sim/lowerbound.h"
#include "sim/simfabric.h"
#include "sim/simtopologies.h"
#include "sim/simulator.h"
#include "sim/syntheticgraph.h"
#include "sim/taskgraphbuilder.h"
#include "simtask.h"
#include "strategy/defaultstrategy.h"
#include "strategy/neighbour.h"
#include "topology/buildtopology.h"
#include "traffic/extract.h"

using namespace topoopt;
using topoopt::test::compute;
using topoopt::test::transfer;

namespace {

/// Two servers joined by one link of `gbps`.
Topology pair(double gbps)
{
    Topology t;
    t.kind = "manual";
    t.servers = 2;
    t.degree = 1;
    t.linkGbps = gbps;
    t.links.push_back({0, 1, 1, LinkRole::Mp, 0});
    return t;
}

double boundOf(const TaskGraph& g, const Topology& topo, const SimOptions& o = {})
{
    sim::SimFabric fabric(topo, o.maxEcmpPaths);
    return iterationLowerBound(g, fabric, o).iterationMs;
}

double simulated(const TaskGraph& g, const Topology& topo, const SimOptions& o = {})
{
    return simulate(g, topo, o).iterationMs;
}

/// The cut-off the search gives a simulation: the bound's per-task parts and, with
/// `resources`, its per-resource bytes and tails.
SimCutoff cutoffFrom(const IterationBound& b, double atLeastMs, bool resources)
{
    SimCutoff cutoff;
    cutoff.atLeastMs = atLeastMs;
    cutoff.durationMs = b.taskDurationMs;
    cutoff.tailMs = b.taskTailMs;
    if (resources) {
        cutoff.resourceBytes = b.resourceBytes;
        cutoff.resourceTailMs = b.resourceTailMs;
    }
    return cutoff;
}

} // namespace

class TestLowerBound : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exactForOneFlow();
    void countsSharedLinks();
    void resourcePartTakesTheBestSetByHeadAndTail();
    void neverAboveSimulationOnZooModels_data();
    void neverAboveSimulationOnZooModels();
    void neverAboveSimulationOnSyntheticGraphs();
    void cutoffProvesWhatItReports();
    void cutoffAboveTheTimeChangesNothing();
    void rejectsBadInput();
};

void TestLowerBound::exactForOneFlow()
{
    // One flow alone: bytes / B + latency, which the bound must reach, not just stay under.
    TaskGraph g;
    g.servers = 2;
    g.tasks.push_back(transfer(0, 1, 125e6)); // 1 Gbit at 100 Gbps: 10 ms
    const double exact = simulated(g, pair(100));
    QCOMPARE(boundOf(g, pair(100)), exact);
    QVERIFY(std::abs(exact - 10.001) < 1e-9);
}

void TestLowerBound::countsSharedLinks()
{
    // Two flows on one link: each alone takes 10 ms, together 20 ms. The per-resource part
    // sees the 2 Gbit the link must carry.
    TaskGraph g;
    g.servers = 2;
    g.tasks.push_back(transfer(0, 1, 125e6));
    g.tasks.push_back(transfer(0, 1, 125e6));
    sim::SimFabric fabric(pair(100), SimOptions{}.maxEcmpPaths);
    const IterationBound b = iterationLowerBound(g, fabric, {});
    QVERIFY(std::abs(b.chainMs - 10.001) < 1e-9);
    QVERIFY(std::abs(b.resourceMs - 20.001) < 1e-9);
    QCOMPARE(b.iterationMs, simulated(g, pair(100)));
}

void TestLowerBound::resourcePartTakesTheBestSetByHeadAndTail()
{
    // One link of 100 Gbps (12.5e6 bytes a ms), latency 1 us. A (1 ms of bytes) can start at
    // 0; B, C and D (10, 10 and 5 ms) only after a 5 ms compute; C and D are followed by 12 ms
    // of compute, B and A by nothing. Of the sets that start no earlier than some head, C and D
    // need the most: 5 + 15 + 12.001 ms; with B too, 5 + 25 + 0.001; all of them, 0 + 26 + 0.001.
    // The tasks are listed so that neither the flows' order nor their heads' or tails' order is
    // the one the bound takes them in.
    TaskGraph g;
    g.servers = 2;
    g.devices = 4; // devices 0, 1 on server 0; 2, 3 on server 1
    constexpr double msOfBytes = 12.5e6;
    g.tasks.push_back(transfer(0, 1, 1 * msOfBytes));       // 0: A
    g.tasks.push_back(transfer(0, 1, 10 * msOfBytes));      // 1: B
    g.tasks.push_back(compute(0, 5, {1, 3, 4}));            // 2: before B, C, D
    g.tasks.push_back(transfer(0, 1, 10 * msOfBytes, {5})); // 3: C
    g.tasks.push_back(transfer(0, 1, 5 * msOfBytes, {5}));  // 4: D
    g.tasks.push_back(compute(2, 12));                      // 5: after C and D
    sim::SimFabric fabric(pair(100), SimOptions{}.maxEcmpPaths);
    const IterationBound b = iterationLowerBound(g, fabric, {});
    QVERIFY2(std::abs(b.resourceMs - 32.001) < 1e-9, std::to_string(b.resourceMs).c_str());
    QVERIFY(std::abs(b.chainMs - 27.001) < 1e-9); // C alone: 5 + 10.001 + 12
    QCOMPARE(b.iterationMs, b.resourceMs);
    QCOMPARE(b.resourceBytes.size(), static_cast<std::size_t>(fabric.routing().channels() + 2));
    double carried = 0;
    for (double bytes : b.resourceBytes)
        carried += bytes;
    QCOMPARE(carried, 26 * msOfBytes); // every byte once, on the one channel 0 -> 1
    // Simulated: D ends at 5 + 15 (the three share the link), C and B at 30, then 12 ms.
    QVERIFY(std::abs(simulated(g, pair(100)) - 42.001) < 1e-9);
}

void TestLowerBound::neverAboveSimulationOnZooModels_data()
{
    QTest::addColumn<QString>("zoo");
    QTest::addColumn<QString>("kind");
    for (const char* zoo : {"dlrm", "ncf", "bert", "candle", "resnet50"})
        for (const char* kind : {"topoopt", "fattree", "ideal", "expander"})
            QTest::newRow((std::string(zoo) + " " + kind).c_str()) << zoo << kind;
}

void TestLowerBound::neverAboveSimulationOnZooModels()
{
    // The default strategy and random neighbours of it (what the search proposes), each on a
    // fabric built for the default's traffic: the bound holds whatever the contention.
    QFETCH(QString, zoo);
    QFETCH(QString, kind);
    Cluster cluster;
    cluster.servers = 16;
    const Model model = buildZooModel(zoo.toStdString(), nlohmann::json::object());
    const DeviceModel device = DeviceModel::a100();
    Strategy strategy = defaultStrategy(model, cluster, device.memoryBytes());
    TopologyOptions to;
    to.kind = kind.toStdString();
    to.degree = cluster.degree;
    to.linkGbps = cluster.linkGbps;
    const Topology topo = buildTopology(extractTraffic(model, strategy, cluster), to);
    const SimOptions o = simOptionsFor(cluster);
    sim::SimFabric fabric(topo, o.maxEcmpPaths);
    std::mt19937_64 rng(11);
    int tight = 0;
    for (int i = 0; i < 12; ++i) {
        const TaskGraph g = buildTaskGraph(model, strategy, cluster, device);
        const IterationBound b = iterationLowerBound(g, fabric, o);
        const double exact = simulate(g, fabric, o).iterationMs;
        QVERIFY2(b.iterationMs <= exact * (1 + 1e-9),
                 qPrintable(QStringLiteral("step %1: bound %2 > simulated %3")
                                .arg(i)
                                .arg(b.iterationMs)
                                .arg(exact)));
        QVERIFY(b.iterationMs >= b.chainMs && b.iterationMs >= b.deviceMs);
        if (b.iterationMs >= 0.5 * exact) ++tight;
        // Stopped just below the time, a run proves no more than the time.
        const SimCutoff cutoff = cutoffFrom(b, exact * 0.98, true);
        const SimResult stopped = simulate(g, fabric, o, nullptr, &cutoff);
        QVERIFY(!stopped.cutOff || (stopped.iterationMs >= cutoff.atLeastMs &&
                                    stopped.iterationMs <= exact * (1 + 1e-9)));
        proposeNeighbour(strategy, model, cluster, device.memoryBytes(), rng);
    }
    QVERIFY2(tight > 0, "the bound should be useful, not just below the time");
}

void TestLowerBound::neverAboveSimulationOnSyntheticGraphs()
{
    // Heavy all-to-all plus AllReduces, split and hashed ECMP, on switched fabrics.
    for (const int n : {8, 16}) {
        sim::DlrmLikeShape shape;
        shape.servers = n;
        shape.mlpLayers = 3;
        shape.alltoallBytes = 1 << 20;
        shape.layerBytes = 8e6;
        shape.jitter = 0.2;
        shape.seed = 5;
        const TaskGraph g = sim::dlrmLikeGraph(shape);
        for (const bool split : {true, false}) {
            SimOptions o;
            o.ecmpSplit = split;
            for (const Topology& t :
                 {sim::leafSpineTopology(n, 1, 100), sim::idealSwitchTopology(n, 2, 100)}) {
                const double bound = boundOf(g, t, o);
                const double exact = simulated(g, t, o);
                QVERIFY2(bound <= exact * (1 + 1e-9) && bound > 0.2 * exact,
                         qPrintable(QStringLiteral("n %1 split %2: bound %3, simulated %4")
                                        .arg(n)
                                        .arg(split)
                                        .arg(bound)
                                        .arg(exact)));
            }
        }
    }
}

void TestLowerBound::cutoffProvesWhatItReports()
{
    // Cut-offs from a tenth of the simulated time to nine tenths: a run that stops reports a
    // proven time, at least the cut-off and at most what the full run simulates.
    sim::DlrmLikeShape shape;
    shape.servers = 16;
    shape.jitter = 0.2;
    const TaskGraph g = sim::dlrmLikeGraph(shape);
    sim::SimFabric fabric(sim::leafSpineTopology(16, 1, 100), SimOptions{}.maxEcmpPaths);
    const SimOptions o;
    const SimResult full = simulate(g, fabric, o);
    const IterationBound b = iterationLowerBound(g, fabric, o);
    QVERIFY(b.iterationMs < full.iterationMs);
    QCOMPARE(b.resourceBytes.size(), b.resourceTailMs.size());
    QVERIFY(!b.resourceBytes.empty());
    int stopped = 0, sooner = 0;
    for (int k = 1; k < 10; ++k) {
        long long eventsWithout = 0;
        for (const bool resources : {false, true}) {
            const SimCutoff cutoff = cutoffFrom(b, k * full.iterationMs / 10, resources);
            const SimResult r = simulate(g, fabric, o, nullptr, &cutoff);
            if (!r.cutOff) {
                QVERIFY(r == full);
                eventsWithout = resources ? eventsWithout : full.events;
                continue;
            }
            ++stopped;
            QVERIFY(r.iterationMs >= cutoff.atLeastMs);
            QVERIFY(r.iterationMs <= full.iterationMs * (1 + 1e-9));
            QVERIFY(r.events < full.events);
            if (!resources)
                eventsWithout = r.events;
            else
                // The resources add proofs: never later, and sooner at some level.
                QVERIFY(r.events <= eventsWithout);
            if (resources && r.events < eventsWithout) ++sooner;
        }
    }
    QVERIFY(stopped > 0);
    QVERIFY2(sooner > 0, "the resources should prove some level sooner than the tasks alone");
}

void TestLowerBound::cutoffAboveTheTimeChangesNothing()
{
    sim::DlrmLikeShape shape;
    shape.servers = 16;
    const TaskGraph g = sim::dlrmLikeGraph(shape);
    sim::SimFabric fabric(sim::leafSpineTopology(16, 1, 100), SimOptions{}.maxEcmpPaths);
    const SimOptions o;
    const SimResult plain = simulate(g, fabric, o);
    const IterationBound b = iterationLowerBound(g, fabric, o);
    const SimCutoff cutoff = cutoffFrom(b, plain.iterationMs * 1.01, true);
    const SimResult r = simulate(g, fabric, o, nullptr, &cutoff);
    QVERIFY(!r.cutOff);
    QVERIFY(r == plain);
}

void TestLowerBound::rejectsBadInput()
{
    TaskGraph g;
    g.servers = 2;
    g.tasks.push_back(transfer(0, 5, 1e6)); // server 5 does not exist
    sim::SimFabric fabric(pair(100), SimOptions{}.maxEcmpPaths);
    QVERIFY_THROWS_EXCEPTION(InputError, iterationLowerBound(g, fabric, {}));
    g.tasks.front().dst = 1;
    SimCutoff wrongSize; // no durations for the task
    wrongSize.atLeastMs = 1;
    QVERIFY_THROWS_EXCEPTION(InputError, simulate(g, fabric, {}, nullptr, &wrongSize));
    // The options simulate() refuses, the bound refuses too, naming the option.
    const auto refusal = [&](const SimOptions& o) {
        try {
            iterationLowerBound(g, fabric, o);
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    SimOptions o;
    o.latencyUs = -1;
    QVERIFY(refusal(o).find("latency_us") != std::string::npos);
    QVERIFY(refusal(o).find("1,000,000") != std::string::npos);
    o = SimOptions{};
    o.timeResolutionMs = std::nan("");
    QVERIFY(refusal(o).find("time_resolution_us") != std::string::npos);
    o = SimOptions{};
    o.maxEcmpPaths = 4; // the fabric was prepared for the default (8)
    QVERIFY(refusal(o).find("max_ecmp_paths") != std::string::npos);
    QVERIFY(refusal(SimOptions{}).empty());
}

QTEST_GUILESS_MAIN(TestLowerBound)
#include "tst_lowerbound.moc"

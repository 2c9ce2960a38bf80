// Properties of the simulator on realistic graphs: conservation, ideal switch as a bound,
// monotonicity in bandwidth, determinism, and clean rejection of bad input.
#include <QtTest>

#include <cmath>

#include "common/error.h"
#include "common/limits.h"
#include "scenario/scenario.h"
#include "search/scenariorun.h"
#include "sim/simfabric.h"
#include "sim/simtopologies.h"
#include "sim/simulator.h"
#include "sim/syntheticgraph.h"
#include "topology/topologycheck.h"

using namespace topoopt;

namespace {

/// Direct-connect circulant: each server joined to i +- j for j in `offsets` (2 ports each),
/// with one AllReduce ring per offset for every group of the graph that spans all servers.
Topology circulant(int n, const std::vector<int>& offsets, double gbps, const TaskGraph& g,
                   bool withRings)
{
    Topology t;
    t.kind = "manual";
    t.servers = n;
    t.degree = 2 * static_cast<int>(offsets.size());
    t.linkGbps = gbps;
    for (int j : offsets)
        for (int i = 0; i < n; ++i)
            t.links.push_back(
                {std::min(i, (i + j) % n), std::max(i, (i + j) % n), 1, LinkRole::AllReduce, 0});
    if (withRings)
        for (const SimTask& task : g.tasks)
            if (task.kind == TaskKind::AllReduce && static_cast<int>(task.members.size()) == n) {
                bool known = false;
                for (const Ring& r : t.rings)
                    known = known || r.group == task.group;
                if (!known) t.rings.push_back({task.group, task.members, offsets});
            }
    return t;
}

TaskGraph sampleGraph(int n, double jitter = 0.1)
{
    sim::DlrmLikeShape shape;
    shape.servers = n;
    shape.mlpLayers = 3;
    shape.alltoallBytes = 1 << 20;
    shape.layerBytes = 8e6;
    shape.jitter = jitter;
    shape.seed = 7;
    return sim::dlrmLikeGraph(shape);
}

/// Network bytes a graph must put on the wire: transfers between servers plus 2 (k-1) S per
/// AllReduce (each of the k members sends 2 (k-1) chunks of S/k).
double expectedWireBytes(const TaskGraph& g)
{
    double total = 0;
    for (const SimTask& t : g.tasks) {
        if (t.kind == TaskKind::Transfer && t.src != t.dst) total += t.bytes;
        if (t.kind == TaskKind::AllReduce && t.members.size() >= 2)
            total += 2.0 * (static_cast<double>(t.members.size()) - 1) * t.bytes;
    }
    return total;
}

double linkBytes(const SimResult& r)
{
    double total = 0;
    for (const LinkUse& l : r.links)
        total += l.bytes;
    return total;
}

} // namespace

class TestSimProperties : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void conservation_data();
    void conservation();
    void idealSwitchIsALowerBound_data();
    void idealSwitchIsALowerBound();
    void moreBandwidthNeverSlower_data();
    void moreBandwidthNeverSlower();
    void deterministic();
    void reusedFabricGivesTheSameResults_data();
    void reusedFabricGivesTheSameResults();
    void computeBound();
    void invalidInputs();
    void cancellation();
    void progressIsReported();
};

void TestSimProperties::conservation_data()
{
    QTest::addColumn<QString>("fabric");
    QTest::newRow("ideal") << QStringLiteral("ideal");
    QTest::newRow("leaf-spine") << QStringLiteral("fattree");
    QTest::newRow("leaf-spine, hashed ECMP") << QStringLiteral("fattree-hash");
    QTest::newRow("circulant with rings") << QStringLiteral("circulant");
}

void TestSimProperties::conservation()
{
    QFETCH(QString, fabric);
    const int n = 12;
    const TaskGraph g = sampleGraph(n);
    const bool hashed = fabric == QLatin1String("fattree-hash");
    if (hashed) fabric = QStringLiteral("fattree");
    const Topology t = fabric == QLatin1String("ideal")     ? sim::idealSwitchTopology(n, 4, 100)
                       : fabric == QLatin1String("fattree") ? sim::leafSpineTopology(n, 4, 100)
                                                            : circulant(n, {1, 5}, 100, g, true);
    QVERIFY(checkTopology(t).empty());
    SimOptions o;
    o.ecmpSplit = !hashed;
    const SimResult r = simulate(g, t, o);
    QCOMPARE(r.bytesDelivered, r.bytesSent);
    const double wire = expectedWireBytes(g);
    QVERIFY2(std::abs(r.bytesSent - wire) <= 1e-9 * wire,
             qPrintable(QStringLiteral("%1 vs %2").arg(r.bytesSent).arg(wire)));
    // The integrated link bytes equal what was sent times the hops it crossed.
    if (fabric == QLatin1String("ideal")) {
        QVERIFY(std::abs(linkBytes(r) - 2 * wire) <= 1e-6 * wire);
    } else if (fabric == QLatin1String("fattree")) {
        // 12 servers: 4 per ToR; same-rack pairs cross 2 links, others 4.
        QVERIFY(linkBytes(r) >= 2 * wire * (1 - 1e-9) && linkBytes(r) <= 4 * wire * (1 + 1e-9));
    } else {
        // Ring steps use direct links; all-to-all pairs take shortest paths of >= 1 hop.
        QVERIFY(linkBytes(r) >= wire * (1 - 1e-9));
    }
    for (const LinkUse& l : r.links)
        QVERIFY(l.busyFraction >= 0 && l.busyFraction <= 1);
    QVERIFY(r.iterationMs >= r.computeMs);
}

void TestSimProperties::idealSwitchIsALowerBound_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("jitter");
    QTest::newRow("8 servers") << 8 << 0.0;
    QTest::newRow("12 servers, jitter") << 12 << 0.2;
    QTest::newRow("16 servers, jitter") << 16 << 0.1;
}

void TestSimProperties::idealSwitchIsALowerBound()
{
    // Same per-server bandwidth d x B everywhere. Latency off: a switch costs two hops where
    // a direct link costs one, which is a latency effect, not a bandwidth one.
    QFETCH(int, n);
    QFETCH(double, jitter);
    const TaskGraph g = sampleGraph(n, jitter);
    SimOptions o;
    o.latencyUs = 0;
    const double ideal = simulate(g, sim::idealSwitchTopology(n, 4, 100), o).iterationMs;
    // Ring offsets must be coprime with n (one cycle each): the smallest and the largest
    // such offset below n/2 besides 1.
    int small = 0, large = 0;
    for (int j = 2; j < n / 2; ++j)
        if (gcd(j, n) == 1) {
            if (!small) small = j;
            large = j;
        }
    const std::vector<std::pair<const char*, Topology>> others = {
        {"leaf-spine", sim::leafSpineTopology(n, 4, 100)},
        {"circulant small offset with rings", circulant(n, {1, small}, 100, g, true)},
        {"circulant small offset, member order", circulant(n, {1, small}, 100, g, false)},
        {"circulant large offset with rings", circulant(n, {1, large}, 100, g, true)},
    };
    for (const auto& [name, topo] : others) {
        QVERIFY(checkTopology(topo).empty());
        const double t = simulate(g, topo, o).iterationMs;
        QVERIFY2(ideal <= t * (1 + 1e-9), qPrintable(QStringLiteral("%1: ideal %2 ms > %3 ms")
                                                         .arg(QLatin1String(name))
                                                         .arg(ideal)
                                                         .arg(t)));
    }
}

void TestSimProperties::moreBandwidthNeverSlower_data()
{
    QTest::addColumn<QString>("fabric");
    QTest::newRow("ideal") << QStringLiteral("ideal");
    QTest::newRow("leaf-spine") << QStringLiteral("fattree");
    QTest::newRow("circulant") << QStringLiteral("circulant");
}

void TestSimProperties::moreBandwidthNeverSlower()
{
    QFETCH(QString, fabric);
    const int n = 16;
    const TaskGraph g = sampleGraph(n);
    double previous = std::numeric_limits<double>::infinity();
    for (double gbps : {25.0, 50.0, 100.0, 200.0, 400.0, 1000.0}) {
        const Topology t = fabric == QLatin1String("ideal") ? sim::idealSwitchTopology(n, 2, gbps)
                           : fabric == QLatin1String("fattree") ? sim::leafSpineTopology(n, 2, gbps)
                                                                : circulant(n, {1}, gbps, g, true);
        const double ms = simulate(g, t, SimOptions{}).iterationMs;
        QVERIFY2(ms <= previous * (1 + 1e-9),
                 qPrintable(QStringLiteral("%1 Gbps: %2 ms, slower than %3 ms")
                                .arg(gbps)
                                .arg(ms)
                                .arg(previous)));
        previous = ms;
    }
    // More ports (degree) on the ideal switch: never slower either.
    if (fabric == QLatin1String("ideal")) {
        double prev = std::numeric_limits<double>::infinity();
        for (int d = 1; d <= 8; ++d) {
            const double ms =
                simulate(g, sim::idealSwitchTopology(n, d, 100), SimOptions{}).iterationMs;
            QVERIFY(ms <= prev * (1 + 1e-9));
            prev = ms;
        }
    }
}

void TestSimProperties::deterministic()
{
    const TaskGraph g = sampleGraph(16, 0.3);
    const Topology t = sim::leafSpineTopology(16, 1, 100);
    const SimResult a = simulate(g, t, SimOptions{});
    const SimResult b = simulate(g, t, SimOptions{});
    QVERIFY(a == b);
    QVERIFY(!a.criticalPath.empty());
    // The generator is seeded too: same shape, same graph, same result.
    const SimResult c = simulate(sampleGraph(16, 0.3), t, SimOptions{});
    QVERIFY(a == c);
}

void TestSimProperties::reusedFabricGivesTheSameResults_data()
{
    QTest::addColumn<bool>("switched");
    QTest::addColumn<bool>("ecmpSplit");
    QTest::newRow("leaf-spine, ECMP split") << true << true;
    QTest::newRow("leaf-spine, ECMP hashing") << true << false;
    QTest::newRow("circulant with rings") << false << true;
}

void TestSimProperties::reusedFabricGivesTheSameResults()
{
    // One prepared fabric serving several graphs in turn (as the strategy search does) gives
    // exactly the results of a fresh simulation of each graph.
    QFETCH(bool, switched);
    QFETCH(bool, ecmpSplit);
    const TaskGraph a = sampleGraph(16, 0.3);
    const TaskGraph b = sampleGraph(12, 0.1); // fewer servers than the fabric
    const Topology t =
        switched ? sim::leafSpineTopology(16, 1, 100) : circulant(16, {1, 5}, 100, a, true);
    SimOptions o;
    o.ecmpSplit = ecmpSplit;
    sim::SimFabric fabric(t, o.maxEcmpPaths);
    const SimResult fa = simulate(a, fabric, o);
    // Left half-way (a search's cut-off: nothing more to prove than the time reached), with
    // flows in flight: the fabric's network storage must come back clean all the same.
    SimCutoff halfWay;
    halfWay.atLeastMs = fa.iterationMs / 2;
    halfWay.durationMs.assign(a.tasks.size(), 0.0);
    halfWay.tailMs.assign(a.tasks.size(), 0.0);
    QVERIFY(simulate(a, fabric, o, nullptr, &halfWay).cutOff);
    const SimResult fb = simulate(b, fabric, o);
    const SimResult fa2 = simulate(a, fabric, o);
    QVERIFY(fa == simulate(a, t, o));
    QVERIFY(fb == simulate(b, t, o));
    QVERIFY(fa2 == fa);
    // A fabric routes with a set number of ECMP paths: other options are refused by name.
    SimOptions other = o;
    other.maxEcmpPaths = o.maxEcmpPaths + 1;
    try {
        simulate(a, fabric, other);
        QFAIL("expected InputError");
    } catch (const InputError& e) {
        QVERIFY(std::string(e.what()).find("max_ecmp_paths") != std::string::npos);
    }
}

void TestSimProperties::computeBound()
{
    // With a very fast network the iteration approaches the compute chain of one server:
    // emb fwd + layers x (fwd + bwd) + emb bwd (no jitter).
    const TaskGraph g = sampleGraph(8, 0.0);
    SimOptions o;
    o.latencyUs = 0;
    const SimResult r = simulate(g, sim::idealSwitchTopology(8, 1, limits::kMaxLinkGbps), o);
    const double chain = 0.2 + 3 * (0.3 + 0.6) + 0.2;
    QVERIFY2(std::abs(r.computeMs - chain) < 1e-9, qPrintable(QString::number(r.computeMs)));
    QVERIFY2(r.iterationMs >= chain && r.iterationMs < chain * 1.01,
             qPrintable(QString::number(r.iterationMs)));
    QVERIFY(r.exposedCommMs < 0.01 * chain);
}

void TestSimProperties::invalidInputs()
{
    const Topology two = sim::idealSwitchTopology(2, 1, 100);
    const auto rejects = [&](TaskGraph g, const Topology& t, const char* path) {
        try {
            simulate(g, t, SimOptions{});
        } catch (const InputError& e) {
            const std::string text = e.problems().toString();
            if (text.find(path) != std::string::npos) return true;
            qWarning("unexpected message: %s", text.c_str());
            return false;
        }
        return false;
    };
    TaskGraph g;
    g.servers = 2;
    g.devices = 2;
    SimTask c;
    c.kind = TaskKind::Compute;
    c.device = 5;
    g.tasks = {c};
    QVERIFY(rejects(g, two, "/tasks/0/device"));
    g.tasks[0].device = 0;
    g.tasks[0].durationMs = std::nan("");
    QVERIFY(rejects(g, two, "/tasks/0/durationMs"));
    g.tasks[0].durationMs = 1;
    g.tasks.push_back(g.tasks[0]);
    g.tasks[0].successors = {1};
    g.tasks[1].successors = {0};
    QVERIFY(rejects(g, two, "cycle"));
    g.tasks[1].successors = {7};
    QVERIFY(rejects(g, two, "/tasks/1/successors"));
    SimTask x;
    x.kind = TaskKind::Transfer;
    x.src = 0;
    x.dst = 3;
    x.bytes = 1;
    g.tasks = {x};
    QVERIFY(rejects(g, two, "/tasks/0/dst"));
    g.servers = 3;
    QVERIFY(rejects(g, two, "/servers"));
    // Servers with no path between them.
    Topology split;
    split.servers = 2;
    g.servers = 2;
    g.tasks[0].dst = 1;
    QVERIFY(rejects(g, split, "not connected"));
    SimTask ar;
    ar.kind = TaskKind::AllReduce;
    ar.members = {0, 1, 0};
    ar.bytes = 10;
    g.tasks = {ar};
    QVERIFY(rejects(g, two, "/tasks/0/members"));
    x.dst = 1;
    g.tasks = {x};
    // A ring whose permutation is not coprime with the group size.
    Topology bad = sim::idealSwitchTopology(4, 1, 100);
    bad.rings.push_back({"g", {0, 1, 2, 3}, {2}});
    QVERIFY(rejects(g, bad, "/rings/0/permutations/0"));
    // A route over a link that does not exist.
    Topology badRoute = sim::idealSwitchTopology(2, 1, 100);
    badRoute.routes.push_back({0, 1, {{{0, 1}, 1.0}}});
    QVERIFY(rejects(g, badRoute, "/routes/0/paths/0/hops"));
    // Bandwidths whose bytes per ms overflow to infinity made the filling loop forever (found
    // by fuzzing link_gbps = 1e308); they are refused, as is a latency past a second per hop.
    Topology fast = sim::idealSwitchTopology(2, 1, 100);
    fast.linkGbps = 1e308;
    QVERIFY(rejects(g, fast, "/link_gbps"));
    fast.linkGbps = 100;
    fast.links[0].gbps = 1e6;
    QVERIFY(rejects(g, fast, "/links/0/gbps"));
    const auto rejectsOptions = [&](SimOptions o, const char* path) {
        try {
            simulate(g, two, o);
        } catch (const InputError& e) {
            return e.problems().toString().find(path) != std::string::npos;
        }
        return false;
    };
    SimOptions o;
    o.nvlinkGbps = 1e300;
    QVERIFY(rejectsOptions(o, "nvlink_gbps"));
    o = SimOptions{};
    o.latencyUs = 1e300;
    QVERIFY(rejectsOptions(o, "latency_us"));
    o.latencyUs = 1e6;
    QCOMPARE(simulate(g, two, o).iterationMs > 1000, true); // the limit itself is accepted
}

void TestSimProperties::cancellation()
{
    const TaskGraph g = sampleGraph(16);
    CancelToken token;
    token.cancel();
    QVERIFY_THROWS_EXCEPTION(
        Cancelled, simulate(g, sim::idealSwitchTopology(16, 1, 100), SimOptions{}, &token));
}

void TestSimProperties::progressIsReported()
{
    // What `topoopt report` and `simulate` show on a terminal: each stage as it starts, then
    // the simulation's share of tasks done, rising to 1. The built-in DLRM-128 scenario has
    // enough time steps for shares between 0 and 1.
    std::vector<std::pair<double, std::string>> calls;
    const ScenarioRun run =
        evaluateScenario(defaultScenario(), ".", std::nullopt, nullptr, {},
                         [&](double done, const char* stage) { calls.emplace_back(done, stage); });
    QVERIFY(run.simulation.iterationMs > 0);
    std::vector<std::string> stages;
    for (const auto& [done, stage] : calls)
        if (stages.empty() || stages.back() != stage) stages.push_back(stage);
    QCOMPARE(stages, (std::vector<std::string>{"traffic", "topology", "task graph", "simulation"}));
    double last = 0;
    int between = 0;
    for (const auto& [done, stage] : calls) {
        if (stage != "simulation") continue;
        QVERIFY(done >= last && done <= 1);
        between += done > 0 && done < 1;
        last = done;
    }
    QCOMPARE(last, 1.0);
    QVERIFY(between > 0);
}

QTEST_APPLESS_MAIN(TestSimProperties)
#include "tst_simproperties.moc"

// The simulator against closed forms: one flow, shared links, max-min, ECMP, NVLink, a pipeline.
#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <functional>

#include "cluster/cluster.h"
#include "common/error.h"
#include "sim/simjson.h"
#include "sim/simulator.h"
#include "simtask.h"

using namespace topoopt;
using topoopt::test::compute;
using topoopt::test::directTopology;
using topoopt::test::graphOf;
using topoopt::test::kB;
using topoopt::test::kGbps;
using topoopt::test::kLatMs;
using topoopt::test::near;
using topoopt::test::transfer;

class TestSim : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void oneFlow();
    void flowsShareOneLink_data();
    void flowsShareOneLink();
    void oppositeDirectionsDoNotShare();
    void maxMinFairShares();
    void departureFreesBandwidth();
    void ecmpSplitsAcrossPaths();
    void ecmpByHashing();
    void nvlinkCopy();
    void clusterSetsLatencyAndNvlink();
    void minFlowPadding();
    void twoStagePipeline_data();
    void twoStagePipeline();
    void deviceIsExclusive();
    void criticalPathAndExposedComm();
    void jsonRoundTrip();
};

void TestSim::oneFlow()
{
    const double S = 1e8;
    const SimResult r = simulate(graphOf(2, {transfer(0, 1, S)}),
                                 directTopology(2, {{0, 1, 1, LinkRole::Mp, 0}}), SimOptions{});
    QVERIFY2(near(r.iterationMs, S / kB + kLatMs), qPrintable(QString::number(r.iterationMs)));
    QCOMPARE(r.bytesSent, S);
    QCOMPARE(r.bytesDelivered, S);
    QCOMPARE(r.computeMs, 0.0);
    QVERIFY(near(r.exposedCommMs, r.iterationMs));
    // Link directions: 0->1 carried everything and was busy until the last byte left.
    QCOMPARE(r.links.size(), std::size_t(2));
    QCOMPARE(r.links[0].a, 0);
    QCOMPARE(r.links[0].b, 1);
    QVERIFY(near(r.links[0].bytes, S));
    QVERIFY(near(r.links[0].busyFraction, (S / kB) / r.iterationMs));
    QCOMPARE(r.links[1].bytes, 0.0);
    QCOMPARE(r.links[0].capacityGbps, kGbps);
}

void TestSim::flowsShareOneLink_data()
{
    QTest::addColumn<int>("k");
    for (int k : {1, 2, 3, 5, 8})
        QTest::addRow("k=%d", k) << k;
}

void TestSim::flowsShareOneLink()
{
    QFETCH(int, k);
    const double S = 5e7;
    std::vector<SimTask> tasks;
    for (int i = 0; i < k; ++i)
        tasks.push_back(transfer(0, 1, S));
    // Two parallel links double the capacity of the pair (count x link_gbps).
    const SimResult r =
        simulate(graphOf(2, tasks), directTopology(2, {{0, 1, 2, LinkRole::Mp, 0}}), SimOptions{});
    // Each gets 2B/k: all finish together at k S / (2B).
    QVERIFY(near(r.iterationMs, k * S / (2 * kB) + kLatMs));
    QCOMPARE(r.links[0].busyFraction, r.links[0].busyFraction); // not NaN
    QVERIFY(near(r.links[0].bytes, k * S));
}

void TestSim::oppositeDirectionsDoNotShare()
{
    const double S = 1e8;
    const SimResult r = simulate(graphOf(2, {transfer(0, 1, S), transfer(1, 0, S)}),
                                 directTopology(2, {{0, 1, 1, LinkRole::Mp, 0}}), SimOptions{});
    QVERIFY(near(r.iterationMs, S / kB + kLatMs));
}

void TestSim::maxMinFairShares()
{
    // Chain 0 - 1 - 2, link 1-2 twice as wide. A: 0->2, B: 0->1, C: 1->2.
    // Max-min: link 0-1 splits B/2 : B/2 between A and B; C takes the rest of 1-2, 1.5 B.
    const double S = 3e7;
    SimOptions o;
    o.latencyUs = 0;
    const Topology t = directTopology(3, {{0, 1, 1, LinkRole::Mp, 0}, {1, 2, 2, LinkRole::Mp, 0}});
    const SimResult c = simulate(graphOf(3, {transfer(1, 2, S)}), t, o);
    const SimResult all =
        simulate(graphOf(3, {transfer(0, 2, S), transfer(0, 1, S), transfer(1, 2, S)}), t, o);
    QVERIFY(near(c.iterationMs, S / (2 * kB)));
    // A and B both end at 2S/B; C at S/(1.5B) < 2S/B, so the iteration is 2S/B.
    QVERIFY(near(all.iterationMs, 2 * S / kB));
    QVERIFY(near(all.links[0].bytes, 2 * S)); // 0->1 carries A and B
    // 1->2 carried A and C: C alone at 1.5 B then A alone at B/2 (capped by 0->1).
    QVERIFY(near(all.links[2].bytes, 2 * S));
    QVERIFY(near(all.links[2].busyFraction, 1.0));
}

void TestSim::departureFreesBandwidth()
{
    // A small and a big flow share a link; when the small one leaves, the big one speeds up:
    // small ends at 2 S1 / B, big at (S1 + S2) / B.
    const double S1 = 1e7, S2 = 4e7;
    SimOptions o;
    o.latencyUs = 0;
    const SimResult r = simulate(
        graphOf(2, {transfer(0, 1, S1, {2}), transfer(0, 1, S2), compute(1, 0, {}, "after small")}),
        directTopology(2, {{0, 1, 1, LinkRole::Mp, 0}}), o);
    QVERIFY(near(r.iterationMs, (S1 + S2) / kB));
    // A flow arriving later takes its share from then on: start a second flow after a
    // compute of 1 ms; first flow alone for 1 ms (B bytes), then both at B/2.
    const double S = 2 * kB; // 2 ms alone
    const SimResult late =
        simulate(graphOf(2, {transfer(0, 1, S), compute(0, 1.0, {2}), transfer(0, 1, S)}),
                 directTopology(2, {{0, 1, 1, LinkRole::Mp, 0}}), o);
    // First: 1 ms alone (kB bytes), remaining kB at B/2 -> ends at 3 ms. Second: 2 ms at B/2
    // sends kB, then alone: kB more in 1 ms -> ends at 4 ms.
    QVERIFY(near(late.iterationMs, 4.0));
}

void TestSim::ecmpSplitsAcrossPaths()
{
    // Square 0 - 1 - 3 and 0 - 2 - 3 (node 3 a server too): two shortest paths from 0 to 3.
    const double S = 1e8;
    const Topology sq = directTopology(4, {{0, 1, 1, LinkRole::Mp, 0},
                                           {1, 3, 1, LinkRole::Mp, 0},
                                           {0, 2, 1, LinkRole::Mp, 0},
                                           {2, 3, 1, LinkRole::Mp, 0}});
    const SimResult bfs = simulate(graphOf(4, {transfer(0, 3, S)}), sq, SimOptions{});
    QVERIFY(near(bfs.iterationMs, S / 2 / kB + 2 * kLatMs));
    // The topology's routes take precedence: all of it over 0-1-3.
    Topology routed = sq;
    routed.routes.push_back({0, 3, {{{0, 1, 3}, 1.0}}});
    const SimResult one = simulate(graphOf(4, {transfer(0, 3, S)}), routed, SimOptions{});
    QVERIFY(near(one.iterationMs, S / kB + 2 * kLatMs));
    // Uneven shares: 3/4 over 0-2-3 sets the time.
    routed.routes[0].paths = {{{0, 1, 3}, 0.25}, {{0, 2, 3}, 0.75}};
    const SimResult uneven = simulate(graphOf(4, {transfer(0, 3, S)}), routed, SimOptions{});
    QVERIFY(near(uneven.iterationMs, 0.75 * S / kB + 2 * kLatMs));
    QVERIFY(near(uneven.bytesDelivered, S));
    // Without a route, paths weigh as the link-level paths they stand for (topologyfinder.md
    // 3.7): doubled links 0-1 and 1-3 make 4 of them via 1 against 1 via 2, so 4/5 of the bytes
    // go via 1 at twice the capacity (0.4 S / kB) and 1/5 via 2 (0.2 S / kB). Equal shares would
    // take 0.5 S / kB.
    Topology doubled = sq;
    doubled.links[0].count = 2;
    doubled.links[1].count = 2;
    const SimResult weighted = simulate(graphOf(4, {transfer(0, 3, S)}), doubled, SimOptions{});
    QVERIFY(near(weighted.iterationMs, 0.4 * S / kB + 2 * kLatMs));
}

void TestSim::ecmpByHashing()
{
    // One path per transfer, drawn from a hash: a lone transfer runs at the full rate of one
    // path; many transfers spread over both paths, deterministically.
    const double S = 1e8;
    const Topology sq = directTopology(4, {{0, 1, 1, LinkRole::Mp, 0},
                                           {1, 3, 1, LinkRole::Mp, 0},
                                           {0, 2, 1, LinkRole::Mp, 0},
                                           {2, 3, 1, LinkRole::Mp, 0}});
    SimOptions o;
    o.ecmpSplit = false;
    const SimResult one = simulate(graphOf(4, {transfer(0, 3, S)}), sq, o);
    QVERIFY(near(one.iterationMs, S / kB + 2 * kLatMs));
    std::vector<SimTask> many;
    for (int i = 0; i < 16; ++i)
        many.push_back(transfer(0, 3, S));
    const SimResult a = simulate(graphOf(4, many), sq, o);
    QVERIFY(a == simulate(graphOf(4, many), sq, o));
    double via1 = 0, via2 = 0; // bytes leaving 0 towards 1 and towards 2
    for (const LinkUse& l : a.links) {
        if (l.a == 0 && l.b == 1) via1 = l.bytes;
        if (l.a == 0 && l.b == 2) via2 = l.bytes;
    }
    QVERIFY(near(via1 + via2, 16 * S));
    QVERIFY(via1 > 0 && via2 > 0);
    // The busier path sets the time; it is never better than the fluid split.
    const double busier = std::max(via1, via2);
    QVERIFY(near(a.iterationMs, busier / kB + 2 * kLatMs));
    QVERIFY(a.iterationMs >= simulate(graphOf(4, many), sq, SimOptions{}).iterationMs);
}

void TestSim::nvlinkCopy()
{
    const double S = 1e9;
    SimOptions o;
    o.nvlinkGbps = 1600;
    const SimResult r = simulate(graphOf(2, {transfer(1, 1, S), transfer(1, 1, S)}),
                                 directTopology(2, {{0, 1, 1, LinkRole::Mp, 0}}), o);
    // Two copies share the server's NVLink; no hop, no latency; no network link used.
    QVERIFY(near(r.iterationMs, 2 * S / (1600 * 125000.0)));
    QCOMPARE(r.links[0].bytes + r.links[1].bytes, 0.0);
}

void TestSim::clusterSetsLatencyAndNvlink()
{
    Cluster cluster;
    cluster.latencyUs = 5;
    cluster.nvlinkGbps = 800;
    SimOptions asked;
    asked.chunksPerRing = 3;
    asked.minFlowBytes = 1234;
    const SimOptions o = simOptionsFor(cluster, asked);
    QCOMPARE(o.latencyUs, 5.0);
    QCOMPARE(o.nvlinkGbps, 800.0);
    QCOMPARE(o.chunksPerRing, 3); // the caller's choices stay
    QCOMPARE(o.minFlowBytes, 1234.0);
    const double S = 1e8;
    const SimResult hop = simulate(graphOf(2, {transfer(0, 1, S)}),
                                   directTopology(2, {{0, 1, 1, LinkRole::Mp, 0}}), o);
    QVERIFY2(near(hop.iterationMs, S / kB + 0.005), qPrintable(QString::number(hop.iterationMs)));
    const SimResult copy = simulate(graphOf(2, {transfer(1, 1, S)}),
                                    directTopology(2, {{0, 1, 1, LinkRole::Mp, 0}}), o);
    QVERIFY(near(copy.iterationMs, S / (800 * 125000.0)));
}

void TestSim::minFlowPadding()
{
    SimOptions o;
    o.latencyUs = 0;
    o.minFlowBytes = 8936;
    const SimResult r = simulate(graphOf(2, {transfer(0, 1, 100)}),
                                 directTopology(2, {{0, 1, 1, LinkRole::Mp, 0}}), o);
    QVERIFY(near(r.iterationMs, 8936 / kB));
    QCOMPARE(r.bytesSent, 8936.0);
}

void TestSim::twoStagePipeline_data()
{
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::addRow("first stage slower") << 1.0 << 0.5;
    QTest::addRow("second stage slower") << 0.5 << 1.0;
}

void TestSim::twoStagePipeline()
{
    // m micro-batches: stage 1 on server 0 (a ms each), a transfer of x ms, stage 2 on
    // server 1 (b ms each). Transfers never overlap (x < a), so the makespan is
    // m max(a,b) + x + min(a,b).
    QFETCH(double, a);
    QFETCH(double, b);
    const int m = 6;
    const double X = 0.4 * kB - 0.001 * kB; // x = 0.4 ms including the 1 us hop
    std::vector<SimTask> tasks;
    for (int j = 0; j < m; ++j) {
        const int base = 3 * j;
        tasks.push_back(compute(0, a, {base + 1}, "s1 mb" + std::to_string(j)));
        tasks.push_back(transfer(0, 1, X, {base + 2}));
        tasks.push_back(compute(1, b, {}, "s2 mb" + std::to_string(j)));
    }
    const SimResult r =
        simulate(graphOf(2, tasks), directTopology(2, {{0, 1, 1, LinkRole::Mp, 0}}), SimOptions{});
    QVERIFY2(near(r.iterationMs, m * std::max(a, b) + 0.4 + std::min(a, b)),
             qPrintable(QString::number(r.iterationMs)));
    QCOMPARE(r.computeMs, m * std::max(a, b));
}

void TestSim::deviceIsExclusive()
{
    // Three independent 1 ms tasks on one device run one after another.
    const SimResult r = simulate(graphOf(1, {compute(0, 1), compute(0, 1), compute(0, 1)}),
                                 directTopology(1, {}), SimOptions{});
    QVERIFY(near(r.iterationMs, 3.0));
    QCOMPARE(r.criticalPath.size(), std::size_t(3));
    QVERIFY(near(r.exposedCommMs, 0));
}

void TestSim::criticalPathAndExposedComm()
{
    // fwd (2 ms) -> transfer (1 ms incl. latency) -> bwd (3 ms); a side task (1 ms) on the
    // other device is off the critical path.
    const double X = 1.0 * kB - 0.001 * kB;
    SimTask x = transfer(0, 1, X, {2});
    x.label = "send activations";
    const TaskGraph g = graphOf(
        2, {compute(0, 2, {1}, "fwd"), x, compute(1, 3, {}, "bwd"), compute(1, 1, {}, "side")});
    const SimResult r = simulate(g, directTopology(2, {{0, 1, 1, LinkRole::Mp, 0}}), SimOptions{});
    QVERIFY(near(r.iterationMs, 6.0));
    QCOMPARE(r.criticalPath, (std::vector<std::string>{"fwd", "send activations", "bwd"}));
    QCOMPARE(r.criticalTasks, (std::vector<int>{0, 1, 2}));
    QVERIFY(near(r.exposedCommMs, 1.0));
    QVERIFY(near(r.computeMs, 4.0)); // device 1: bwd + side
}

void TestSim::jsonRoundTrip()
{
    const SimResult r = simulate(graphOf(2, {compute(0, 1, {1}, "a"), transfer(0, 1, 1e6)}),
                                 directTopology(2, {{0, 1, 1, LinkRole::Mp, 0}}), SimOptions{});
    const nlohmann::json doc = simResultToJson(r);
    QCOMPARE(doc.at("format").get<std::string>(), std::string(kSimulationFormat));
    QVERIFY(doc.contains("iteration_ms") && doc.contains("compute_ms") &&
            doc.contains("exposed_comm_ms") && doc.contains("links") &&
            doc.contains("critical_path"));
    QCOMPARE(doc.at("links").at(0).at("busy_fraction").get<double>(), r.links[0].busyFraction);
    QVERIFY(simResultFromJson(nlohmann::json::parse(doc.dump())) == r);
    // Files written before critical_tasks existed still read.
    nlohmann::json old = doc;
    old.erase("critical_tasks");
    QVERIFY(simResultFromJson(old).criticalTasks.empty());
    const auto rejects = [&doc](const char* what, const std::function<void(nlohmann::json&)>& edit,
                                const std::string& path) {
        nlohmann::json bad = doc;
        edit(bad);
        try {
            simResultFromJson(bad);
            QFAIL(what);
        } catch (const InputError& e) {
            QVERIFY2(e.problems().toString().find(path) != std::string::npos, what);
        }
    };
    rejects(
        "accepted a busy fraction of 2",
        [](nlohmann::json& d) { d["links"][0]["busy_fraction"] = 2; }, "/links/0/busy_fraction");
    rejects(
        "accepted a negative task index", [](nlohmann::json& d) { d["critical_tasks"][0] = -1; },
        "/critical_tasks/0");
    rejects(
        "accepted fewer task indices than path entries",
        [](nlohmann::json& d) { d["critical_tasks"].erase(0); }, "/critical_tasks");
}

QTEST_APPLESS_MAIN(TestSim)
#include "tst_sim.moc"

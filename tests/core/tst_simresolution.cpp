// The simulator's time resolution (SimOptions::timeResolutionMs): a closed form of what it
// changes, what it must not change (bytes, determinism), and that it saves reallocations.
#include <QtTest>

#include <cmath>
#include <limits>

#include "common/error.h"
#include "sim/simtopologies.h"
#include "sim/simulator.h"
#include "sim/syntheticgraph.h"
#include "simtask.h"

using namespace topoopt;
using topoopt::test::compute;
using topoopt::test::kB;
using topoopt::test::kGbps;
using topoopt::test::near;
using topoopt::test::transfer;

namespace {

/// `tasks` on two servers joined by one link, without hop latency.
SimResult onOneLink(std::vector<SimTask> tasks, double resolutionMs)
{
    TaskGraph g;
    g.servers = 2;
    g.devices = 2;
    g.tasks = std::move(tasks);
    Topology t;
    t.kind = "manual";
    t.servers = 2;
    t.linkGbps = kGbps;
    t.links = {{0, 1, 1, LinkRole::Mp, 0}};
    SimOptions o;
    o.latencyUs = 0;
    o.timeResolutionMs = resolutionMs;
    return simulate(g, t, o);
}

/// A small and a big transfer share the link from time 0.
SimResult smallAndBig(double small, double big, double resolutionMs)
{
    return onOneLink({transfer(0, 1, small), transfer(0, 1, big)}, resolutionMs);
}

/// A 32-server all-to-all with AllReduces on a circulant fabric: thousands of flows finishing
/// at many distinct times, as the strategy search simulates.
struct AllToAll {
    TaskGraph graph;
    Topology topology;
    AllToAll()
    {
        sim::DlrmLikeShape shape;
        shape.servers = 32;
        shape.jitter = 0.3;
        shape.seed = 5;
        graph = sim::dlrmLikeGraph(shape);
        topology.kind = "manual";
        topology.servers = 32;
        topology.degree = 4;
        topology.linkGbps = kGbps;
        for (int off : {1, 7})
            for (int i = 0; i < 32; ++i)
                topology.links.push_back(
                    {std::min(i, (i + off) % 32), std::max(i, (i + off) % 32), 1, LinkRole::Mp, 0});
    }
};

} // namespace

class TestSimResolution : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void batchedFlowEndsAtItsOwnFinish();
    void startWaitsForTheNextReallocation();
    void bytesAndLinksUnchanged_data();
    void bytesAndLinksUnchanged();
    void fewerEventsAndCloseTimes();
    void deterministic();
    void invalidResolution_data();
    void invalidResolution();
};

void TestSimResolution::batchedFlowEndsAtItsOwnFinish()
{
    // Exact: the small flow ends at 2 S1 / B; the big one then runs alone and ends at
    // (S1 + S2) / B. Its rest at the small one's end is S2 - S1, due (S2 - S1) / (B / 2) later
    // at the shared rate.
    const double S1 = 1e7, S2 = 1.05e7;
    const double smallEnd = 2 * S1 / kB;
    const double dueLater = 2 * (S2 - S1) / kB; // 0.08 ms
    const SimResult exact = smallAndBig(S1, S2, 0);
    QVERIFY(near(exact.iterationMs, (S1 + S2) / kB));
    // A resolution below the gap changes nothing.
    const SimResult fine = smallAndBig(S1, S2, dueLater / 2);
    QVERIFY(near(fine.iterationMs, exact.iterationMs));
    // One at or above it ends both at the first: the big one is delivered when its bytes are
    // through at the rate it had (never earlier), so the iteration ends up to one resolution
    // later than exact here.
    const SimResult coarse = smallAndBig(S1, S2, dueLater * 1.01);
    QVERIFY(near(coarse.iterationMs, smallEnd + dueLater));
    QVERIFY(coarse.iterationMs > exact.iterationMs);
    QVERIFY(coarse.iterationMs - exact.iterationMs <= dueLater * 1.01);
    // Every byte is still counted on the link.
    QCOMPARE(coarse.bytesDelivered, coarse.bytesSent);
    double onLinks = 0;
    for (const LinkUse& l : coarse.links)
        onLinks += l.bytes;
    QVERIFY(near(onLinks, S1 + S2));
}

void TestSimResolution::startWaitsForTheNextReallocation()
{
    // Flow A (C bytes, C = one ms at full rate) starts at 0 and gets its rate at once; B (C
    // bytes) starts at 0.01 ms, after a compute. A is followed by 10 ms of compute, so the
    // iteration shows when A ends.
    // Exact: A alone until 0.01 (0.01 C), then both at C / 2: A ends at 0.01 + 1.98 = 1.99 ms.
    // At 0.05 ms: B waits for the reallocation at 0.05 (A sends 0.05 C alone), then A ends at
    // 0.05 + 1.9 = 1.95 ms. B's rest (0.05 C) is due 0.1 ms after that, beyond the resolution,
    // so it speeds up then as in the exact run and ends at 2 ms either way.
    const auto run = [](double resolutionMs) {
        return onOneLink(
            {transfer(0, 1, kB, {3}), compute(0, 0.01, {2}), transfer(0, 1, kB), compute(1, 10)},
            resolutionMs);
    };
    QVERIFY(near(run(0).iterationMs, 1.99 + 10));
    QVERIFY(near(run(0.005).iterationMs, 1.99 + 10)); // B starts after the window
    const SimResult coarse = run(0.05);
    QVERIFY2(near(coarse.iterationMs, 1.95 + 10), qPrintable(QString::number(coarse.iterationMs)));
    QCOMPARE(coarse.bytesDelivered, coarse.bytesSent);
}

void TestSimResolution::bytesAndLinksUnchanged_data()
{
    QTest::addColumn<double>("resolutionMs");
    QTest::newRow("10 us") << 0.01;
    QTest::newRow("50 us") << 0.05;
    QTest::newRow("1 ms") << 1.0;
}

void TestSimResolution::bytesAndLinksUnchanged()
{
    // Which flows share a reallocation changes when bytes move, not which links carry them.
    QFETCH(double, resolutionMs);
    const AllToAll a;
    const SimResult exact = simulate(a.graph, a.topology, SimOptions{});
    SimOptions o;
    o.timeResolutionMs = resolutionMs;
    const SimResult r = simulate(a.graph, a.topology, o);
    QCOMPARE(r.bytesDelivered, r.bytesSent);
    QCOMPARE(r.bytesSent, exact.bytesSent);
    QCOMPARE(r.links.size(), exact.links.size());
    for (std::size_t i = 0; i < r.links.size(); ++i) {
        QCOMPARE(r.links[i].a, exact.links[i].a);
        QCOMPARE(r.links[i].b, exact.links[i].b);
        QVERIFY2(near(r.links[i].bytes, exact.links[i].bytes, 1e-9),
                 qPrintable(QStringLiteral("link %1: %2 vs %3")
                                .arg(i)
                                .arg(r.links[i].bytes)
                                .arg(exact.links[i].bytes)));
        QVERIFY(r.links[i].busyFraction >= 0 && r.links[i].busyFraction <= 1);
    }
}

void TestSimResolution::fewerEventsAndCloseTimes()
{
    const AllToAll a;
    const SimResult exact = simulate(a.graph, a.topology, SimOptions{});
    SimOptions o;
    o.timeResolutionMs = 0.05;
    const SimResult r = simulate(a.graph, a.topology, o);
    // The point of it: completions share reallocations, so the event loop turns fewer times.
    QVERIFY2(r.events < exact.events,
             qPrintable(QStringLiteral("%1 vs %2").arg(r.events).arg(exact.events)));
    // Each batched flow ends within one resolution of when it would have at the rates it had,
    // and the bandwidth it frees goes out at most that early; on this graph (9 ms) the
    // iteration stays within one resolution of exact.
    QVERIFY2(std::abs(r.iterationMs - exact.iterationMs) <= o.timeResolutionMs,
             qPrintable(QStringLiteral("%1 vs %2").arg(r.iterationMs).arg(exact.iterationMs)));
    QCOMPARE(r.computeMs, exact.computeMs);
}

void TestSimResolution::deterministic()
{
    const AllToAll a;
    SimOptions o;
    o.timeResolutionMs = 0.02;
    const SimResult first = simulate(a.graph, a.topology, o);
    QVERIFY(first == simulate(a.graph, a.topology, o));
}

void TestSimResolution::invalidResolution_data()
{
    QTest::addColumn<double>("resolutionMs");
    QTest::newRow("negative") << -0.001;
    QTest::newRow("NaN") << std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("infinite") << std::numeric_limits<double>::infinity();
    QTest::newRow("over a second") << 1000.5;
}

void TestSimResolution::invalidResolution()
{
    QFETCH(double, resolutionMs);
    try {
        smallAndBig(1e6, 2e6, resolutionMs);
        QFAIL("accepted");
    } catch (const InputError& e) {
        const QString text = QString::fromStdString(e.problems().toString());
        QVERIFY2(text.startsWith(QStringLiteral("time_resolution_us: must be")), qPrintable(text));
    }
}

QTEST_APPLESS_MAIN(TestSimResolution)
#include "tst_simresolution.moc"

// FlowNetwork: merging proportional resources changes neither rates, finish times nor
// per-resource bytes and busy time; flows that froze together and now freeze apart get the rates
// they would get alone; a refill that goes past the classes it heaped first takes the others in.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "flowspec.h"
#include "sim/flownetwork.h"

using namespace topoopt::sim;
using topoopt::test::Spec;

namespace {

/// A leaf-spine fabric as resources: per server an uplink and a downlink, per leaf and spine
/// a channel each way. Pairs on one leaf use uplink and downlink; other pairs split evenly over
/// the spines (fluid ECMP) or, `hashed`, take one spine.
struct LeafSpine {
    int leaves = 4, perLeaf = 4, spines = 4;
    int servers() const { return leaves * perLeaf; }
    int up(int s) const { return s; }
    int down(int s) const { return servers() + s; }
    int toSpine(int l, int p) const { return 2 * servers() + l * spines + p; }
    int fromSpine(int p, int l) const { return 2 * servers() + leaves * spines + l * spines + p; }
    int resources() const { return 2 * servers() + 2 * leaves * spines; }
    std::vector<double> capacity() const
    {
        std::vector<double> c(static_cast<std::size_t>(resources()), 100.0);
        for (int r = 2 * servers(); r < resources(); ++r)
            c[static_cast<std::size_t>(r)] = 60.0;
        return c;
    }
    std::vector<ResourceUse> pair(int src, int dst, int hashedSpine) const
    {
        std::vector<ResourceUse> u{{up(src), 1.0}, {down(dst), 1.0}};
        const int a = src / perLeaf, b = dst / perLeaf;
        if (a == b) return u;
        for (int p = 0; p < spines; ++p) {
            if (hashedSpine >= 0 && p != hashedSpine) continue;
            const double w = hashedSpine >= 0 ? 1.0 : 1.0 / spines;
            u.push_back({toSpine(a, p), w});
            u.push_back({fromSpine(p, b), w});
        }
        return u;
    }
};

struct RunResult {
    std::vector<double> finish; // per flow, ms
    std::vector<double> bytes, busy;
    int classes = 0;
    bool operator==(const RunResult&) const = default;
};

/// Event-driven run as the simulator drives the network: flows arrive at their times, the
/// clock jumps to the next arrival or finish, finished flows leave, then one reallocation.
RunResult run(const std::vector<double>& capacity, const std::vector<Spec>& flows,
              const std::vector<double>& arrival, bool merge,
              FlowNetwork::Storage* storage = nullptr)
{
    FlowNetwork net(capacity, merge, storage);
    RunResult out;
    out.finish.assign(flows.size(), -1);
    std::vector<int> owner; // flow id -> spec
    std::vector<std::size_t> order(flows.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return arrival[a] < arrival[b]; });
    std::size_t next = 0;
    std::vector<int> done;
    for (;;) {
        net.reallocate();
        const double nextArrival =
            next < order.size() ? arrival[order[next]] : std::numeric_limits<double>::infinity();
        const double now = std::min(net.nextFinish(), nextArrival);
        if (!std::isfinite(now)) break;
        net.advanceTo(now);
        net.finishedBy(now + 1e-9, done);
        for (int id : done) {
            net.removeFlow(id);
            out.finish[static_cast<std::size_t>(owner[static_cast<std::size_t>(id)])] = now;
        }
        while (next < order.size() && arrival[order[next]] <= now + 1e-9) {
            const std::size_t i = order[next++];
            const int id = net.addFlow(flows[i].uses, flows[i].amount);
            if (static_cast<std::size_t>(id) >= owner.size())
                owner.resize(static_cast<std::size_t>(id) + 1);
            owner[static_cast<std::size_t>(id)] = static_cast<int>(i);
        }
    }
    out.bytes = net.resourceBytes();
    out.busy = net.resourceBusyMs();
    out.classes = net.resourceClasses();
    return out;
}

bool near(double got, double want, double scale)
{
    return std::abs(got - want) <= 1e-9 * std::max(std::abs(want), scale);
}

} // namespace

class TestFlowNetwork : public QObject {
    Q_OBJECT
private slots:
    void mergedMatchesUnmerged_data();
    void mergedMatchesUnmerged();
    void bottleneckGroupSplitsAndMerges();
    void departureLiftsRatesPastTheHeapBound();
};

void TestFlowNetwork::bottleneckGroupSplitsAndMerges()
{
    // Resources A (capacity 30) and C (25). p, q and r cross A, r also C, s only C. A saturates
    // first, at 10: p, q and r freeze there together (a bottleneck group), then s gets the 15
    // left on C. Without p, C saturates first (25 / 2 = 12.5 < 30 / 2), so r leaves its group
    // to freeze there with s, and q gets the 17.5 left on A. Without s as well, q and r both
    // freeze on A at 15, each entity whole, and are filled as one group from then on.
    const int A = 0, C = 1;
    FlowNetwork net({30.0, 25.0});
    const double big = 1e9; // nothing finishes
    const int p = net.addFlow({{A, 1.0}}, big);
    const int q = net.addFlow({{A, 1.0}}, big);
    const int r = net.addFlow({{A, 1.0}, {C, 1.0}}, big);
    const int s = net.addFlow({{C, 1.0}}, big);
    net.reallocate();
    QCOMPARE(net.rate(p), 10.0);
    QCOMPARE(net.rate(q), 10.0);
    QCOMPARE(net.rate(r), 10.0);
    QCOMPARE(net.rate(s), 15.0);

    net.advanceTo(1.0);
    net.removeFlow(p);
    net.reallocate();
    QCOMPARE(net.rate(q), 17.5);
    QCOMPARE(net.rate(r), 12.5);
    QCOMPARE(net.rate(s), 12.5);

    net.advanceTo(2.0);
    net.removeFlow(s);
    net.reallocate();
    QCOMPARE(net.rate(q), 15.0);
    QCOMPARE(net.rate(r), 15.0);

    // The merged group still splits: a flow over C alone at a low level takes C below A's share.
    net.advanceTo(3.0);
    const int t = net.addFlow({{C, 1.0}}, big);
    net.reallocate();
    QCOMPARE(net.rate(r), 12.5);
    QCOMPARE(net.rate(t), 12.5);
    QCOMPARE(net.rate(q), 17.5);
    net.advanceTo(4.0);
    net.removeFlow(q);
    net.reallocate();
    QCOMPARE(net.rate(r), 12.5);
    QCOMPARE(net.rate(t), 12.5);

    // What the resources carried follows the rates: A had 30 from 0 to 4 and then 12.5 (r).
    net.advanceTo(6.0);
    QCOMPARE(net.resourceBytes()[static_cast<std::size_t>(A)], 4 * 30.0 + 2 * 12.5);
}

void TestFlowNetwork::departureLiftsRatesPastTheHeapBound()
{
    // A refill heaps only the classes whose share starts near the last filling's top rate
    // (up to 1.25 x); the others wait and are taken in when the filling gets past that. A
    // (capacity 4) carries p and q, B (10) carries q, C (3) carries u: p and q get 2, u 3. When
    // p leaves, A's share (4) and B's (10) start above 1.25 x 3, so only C is heaped: u freezes
    // at 3, and q, still unfrozen, must get the 4 of A, which waited.
    const int A = 0, B = 1, C = 2;
    FlowNetwork net({4.0, 10.0, 3.0});
    const double big = 1e9; // nothing finishes
    const int p = net.addFlow({{A, 1.0}}, big);
    const int q = net.addFlow({{A, 1.0}, {B, 1.0}}, big);
    const int u = net.addFlow({{C, 1.0}}, big);
    net.reallocate();
    QCOMPARE(net.rate(p), 2.0);
    QCOMPARE(net.rate(q), 2.0);
    QCOMPARE(net.rate(u), 3.0);

    net.advanceTo(1.0);
    net.removeFlow(p);
    net.reallocate();
    QCOMPARE(net.rate(q), 4.0);
    QCOMPARE(net.rate(u), 3.0);

    // Now q (4) is the top: A is heaped and saturates, B waits and is never taken in. Its load
    // still follows q's rate.
    net.advanceTo(3.0);
    net.removeFlow(u);
    net.reallocate();
    QCOMPARE(net.rate(q), 4.0);
    net.advanceTo(4.0);
    QCOMPARE(net.resourceBytes()[static_cast<std::size_t>(B)], 1 * 2.0 + 3 * 4.0);
    QCOMPARE(net.resourceBytes()[static_cast<std::size_t>(A)], 1 * 4.0 + 3 * 4.0);
    QCOMPARE(net.resourceBytes()[static_cast<std::size_t>(C)], 3 * 3.0);
}

void TestFlowNetwork::mergedMatchesUnmerged_data()
{
    QTest::addColumn<int>("hashedPercent"); // flows that take one spine instead of all
    QTest::addColumn<bool>("rings");        // add ring-like flows (sums of pair uses)
    QTest::addColumn<quint64>("seed");
    QTest::newRow("fluid ECMP") << 0 << false << quint64(21);
    QTest::newRow("fluid ECMP with rings") << 0 << true << quint64(22);
    QTest::newRow("some hashed") << 5 << true << quint64(23);
    QTest::newRow("all hashed") << 100 << false << quint64(24);
}

void TestFlowNetwork::mergedMatchesUnmerged()
{
    QFETCH(int, hashedPercent);
    QFETCH(bool, rings);
    QFETCH(quint64, seed);
    const LeafSpine fabric;
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<int> server(0, fabric.servers() - 1), percent(0, 99),
        spine(0, fabric.spines - 1);
    std::uniform_real_distribution<double> amount(1e3, 1e5), when(0.0, 2000.0);
    std::vector<Spec> flows;
    std::vector<double> arrival;
    for (int i = 0; i < 300; ++i) {
        Spec s;
        const int a = server(rng);
        int b = server(rng);
        if (a == b) b = (b + 1) % fabric.servers();
        s.uses = fabric.pair(a, b, percent(rng) < hashedPercent ? spine(rng) : -1);
        if (rings && i % 25 == 0) { // a ring over eight servers: every hop's use, summed
            std::vector<double> w(static_cast<std::size_t>(fabric.resources()), 0);
            for (int h = 0; h < 8; ++h)
                for (const ResourceUse& u :
                     fabric.pair(2 * h, (2 * h + 5) % fabric.servers(),
                                 percent(rng) < hashedPercent ? spine(rng) : -1))
                    w[static_cast<std::size_t>(u.resource)] += u.weight;
            s.uses.clear();
            for (std::size_t r = 0; r < w.size(); ++r)
                if (w[r] > 0) s.uses.push_back({static_cast<int>(r), w[r]});
        }
        s.amount = amount(rng);
        flows.push_back(std::move(s));
        arrival.push_back(i < 40 ? 0.0 : when(rng));
    }
    const RunResult merged = run(fabric.capacity(), flows, arrival, true);
    const RunResult plain = run(fabric.capacity(), flows, arrival, false);
    // A network taking over the arrays an earlier one left, as the simulations of a search on
    // one fabric do, allocates exactly as a fresh one.
    FlowNetwork::Storage storage;
    run(fabric.capacity(), flows, std::vector<double>(flows.size(), 0.0), true, &storage);
    QVERIFY(run(fabric.capacity(), flows, arrival, true, &storage) == merged);
    QVERIFY(run(fabric.capacity(), flows, arrival, false, &storage) == plain);
    QCOMPARE(plain.classes, fabric.resources());
    if (hashedPercent == 0) // the spine channels of a leaf merged
        QVERIFY2(merged.classes < fabric.resources() - fabric.leaves * fabric.spines,
                 qPrintable(QStringLiteral("%1 classes").arg(merged.classes)));
    for (std::size_t i = 0; i < flows.size(); ++i) {
        QVERIFY(plain.finish[i] > 0);
        QVERIFY2(near(merged.finish[i], plain.finish[i], 1.0),
                 qPrintable(QStringLiteral("flow %1 finishes at %2, unmerged %3")
                                .arg(i)
                                .arg(merged.finish[i], 0, 'g', 17)
                                .arg(plain.finish[i], 0, 'g', 17)));
    }
    double totalBytes = 0;
    for (double b : plain.bytes)
        totalBytes += b;
    QVERIFY(totalBytes > 0);
    for (std::size_t r = 0; r < plain.bytes.size(); ++r) {
        QVERIFY2(near(merged.bytes[r], plain.bytes[r], 1e-6 * totalBytes),
                 qPrintable(QStringLiteral("resource %1 carries %2 bytes, unmerged %3")
                                .arg(r)
                                .arg(merged.bytes[r], 0, 'g', 17)
                                .arg(plain.bytes[r], 0, 'g', 17)));
        QVERIFY2(near(merged.busy[r], plain.busy[r], 1.0),
                 qPrintable(QStringLiteral("resource %1 busy %2 ms, unmerged %3")
                                .arg(r)
                                .arg(merged.busy[r], 0, 'g', 17)
                                .arg(plain.busy[r], 0, 'g', 17)));
    }
}

QTEST_APPLESS_MAIN(TestFlowNetwork)
#include "tst_flownetwork.moc"

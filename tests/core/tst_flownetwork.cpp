// FlowNetwork: incremental reallocation after departures matches a from-scratch max-min
// allocation, and the allocation is max-min fair (every flow has a saturated bottleneck); the
// rates match a plain reference progressive filling; merging proportional resources changes
// neither rates, finish times nor per-resource bytes and busy time; flows that froze together
// and now freeze apart get the rates they would get alone; a refill that goes past the classes
// it heaped first takes the others in.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "sim/flownetwork.h"

using namespace topoopt::sim;

namespace {

struct Spec {
    std::vector<ResourceUse> uses;
    double amount = 0;
};

/// Random flows over `resources` resources: 1..6 distinct resources each, weights in (0, 2].
std::vector<Spec> randomFlows(std::mt19937_64& rng, int resources, int count)
{
    std::uniform_int_distribution<int> len(1, 6), res(0, resources - 1);
    std::uniform_real_distribution<double> weight(0.05, 2.0), amount(1e3, 1e6);
    std::vector<Spec> flows;
    for (int i = 0; i < count; ++i) {
        Spec s;
        const int n = len(rng);
        std::vector<char> used(static_cast<std::size_t>(resources), 0);
        while (static_cast<int>(s.uses.size()) < n) {
            const int r = res(rng);
            if (used[static_cast<std::size_t>(r)]) continue;
            used[static_cast<std::size_t>(r)] = 1;
            // A few weights repeat exactly so that ties (equal levels) occur.
            s.uses.push_back({r, (i % 3 == 0) ? 1.0 : weight(rng)});
        }
        s.amount = amount(rng);
        flows.push_back(std::move(s));
    }
    return flows;
}

/// Textbook weighted progressive filling, O(flows x resources) per saturation: all unfrozen
/// rates rise together; the resource reaching its capacity at the lowest level saturates and
/// freezes its unfrozen flows at that level (topologyfinder.md 5).
std::vector<double> referenceRates(const std::vector<double>& capacity,
                                   const std::vector<const Spec*>& flows)
{
    std::vector<double> rate(flows.size(), 0), frozenLoad(capacity.size(), 0);
    std::vector<char> frozen(flows.size(), 0);
    std::size_t left = flows.size();
    while (left > 0) {
        std::vector<double> weight(capacity.size(), 0);
        for (std::size_t i = 0; i < flows.size(); ++i)
            if (!frozen[i])
                for (const ResourceUse& u : flows[i]->uses)
                    weight[static_cast<std::size_t>(u.resource)] += u.weight;
        double level = std::numeric_limits<double>::infinity();
        std::size_t bottleneck = 0;
        for (std::size_t r = 0; r < capacity.size(); ++r)
            if (weight[r] > 0 && (capacity[r] - frozenLoad[r]) / weight[r] < level) {
                level = (capacity[r] - frozenLoad[r]) / weight[r];
                bottleneck = r;
            }
        for (std::size_t i = 0; i < flows.size(); ++i) {
            if (frozen[i]) continue;
            bool crosses = false;
            for (const ResourceUse& u : flows[i]->uses)
                crosses = crosses || static_cast<std::size_t>(u.resource) == bottleneck;
            if (!crosses) continue;
            frozen[i] = 1;
            --left;
            rate[i] = level;
            for (const ResourceUse& u : flows[i]->uses)
                frozenLoad[static_cast<std::size_t>(u.resource)] += level * u.weight;
        }
    }
    return rate;
}

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
    void incrementalMatchesFromScratch_data();
    void incrementalMatchesFromScratch();
    void matchesReferenceFilling_data();
    void matchesReferenceFilling();
    void mergedMatchesUnmerged_data();
    void mergedMatchesUnmerged();
    void bottleneckGroupSplitsAndMerges();
    void departureLiftsRatesPastTheHeapBound();
};

void TestFlowNetwork::incrementalMatchesFromScratch_data()
{
    QTest::addColumn<int>("resources");
    QTest::addColumn<int>("flows");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("few resources, contended") << 6 << 60 << quint64(1);
    QTest::newRow("many resources") << 40 << 200 << quint64(2);
    QTest::newRow("equal capacities") << 12 << 120 << quint64(3);
}

void TestFlowNetwork::incrementalMatchesFromScratch()
{
    QFETCH(int, resources);
    QFETCH(int, flows);
    QFETCH(quint64, seed);
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> cap(10.0, 100.0);
    std::vector<double> capacity(static_cast<std::size_t>(resources), 50.0);
    if (std::string(QTest::currentDataTag()) != "equal capacities")
        for (double& c : capacity)
            c = cap(rng);
    const std::vector<Spec> specs = randomFlows(rng, resources, flows);

    FlowNetwork net(capacity);
    std::vector<int> idOf(specs.size(), -1); // spec -> flow id while active
    for (std::size_t i = 0; i < specs.size(); ++i)
        idOf[i] = net.addFlow(specs[i].uses, specs[i].amount);
    net.reallocate();

    int partialSteps = 0;
    for (int step = 0; step < 80 && net.activeFlows() > 0; ++step) {
        // Mostly departure-only batches (the incremental path); sometimes an arrival.
        std::vector<std::size_t> active;
        for (std::size_t i = 0; i < specs.size(); ++i)
            if (idOf[i] >= 0) active.push_back(i);
        const int leave = 1 + static_cast<int>(rng() % 3);
        for (int k = 0; k < leave && !active.empty(); ++k) {
            const std::size_t pick = static_cast<std::size_t>(rng() % active.size());
            // Prefer the fastest flows, as finishing flows usually are.
            std::size_t victim = active[pick];
            if (rng() % 2)
                for (std::size_t i : active)
                    if (net.rate(idOf[i]) > net.rate(idOf[victim])) victim = i;
            net.removeFlow(idOf[victim]);
            idOf[victim] = -1;
            active.erase(std::find(active.begin(), active.end(), victim));
        }
        if (step % 7 == 6) {
            for (std::size_t i = 0; i < specs.size(); ++i)
                if (idOf[i] < 0) {
                    idOf[i] = net.addFlow(specs[i].uses, specs[i].amount);
                    break;
                }
        } else {
            ++partialSteps;
        }
        net.reallocate();

        // The same flows allocated from scratch.
        FlowNetwork fresh(capacity);
        std::vector<int> freshId(specs.size(), -1);
        for (std::size_t i = 0; i < specs.size(); ++i)
            if (idOf[i] >= 0) freshId[i] = fresh.addFlow(specs[i].uses, specs[i].amount);
        fresh.reallocate();
        std::vector<double> load(capacity.size(), 0);
        for (std::size_t i = 0; i < specs.size(); ++i) {
            if (idOf[i] < 0) continue;
            const double got = net.rate(idOf[i]);
            const double want = fresh.rate(freshId[i]);
            QVERIFY2(std::abs(got - want) <= 1e-9 * want,
                     qPrintable(QStringLiteral("step %1 flow %2: rate %3, from scratch %4")
                                    .arg(step)
                                    .arg(i)
                                    .arg(got, 0, 'g', 17)
                                    .arg(want, 0, 'g', 17)));
            for (const ResourceUse& u : specs[i].uses)
                load[static_cast<std::size_t>(u.resource)] += got * u.weight;
        }
        // Max-min fairness: feasible, and every flow crosses a saturated resource on which no
        // flow is faster.
        for (std::size_t r = 0; r < capacity.size(); ++r)
            QVERIFY(load[r] <= capacity[r] * (1 + 1e-9));
        for (std::size_t i = 0; i < specs.size(); ++i) {
            if (idOf[i] < 0) continue;
            bool bottleneck = false;
            for (const ResourceUse& u : specs[i].uses) {
                const std::size_t r = static_cast<std::size_t>(u.resource);
                if (load[r] < capacity[r] * (1 - 1e-9)) continue;
                bool fastest = true;
                for (std::size_t j = 0; j < specs.size() && fastest; ++j)
                    if (idOf[j] >= 0 && net.rate(idOf[j]) > net.rate(idOf[i]) * (1 + 1e-9))
                        for (const ResourceUse& v : specs[j].uses)
                            fastest = fastest && v.resource != u.resource;
                bottleneck = bottleneck || fastest;
            }
            QVERIFY2(
                bottleneck,
                qPrintable(QStringLiteral("step %1 flow %2 has no bottleneck").arg(step).arg(i)));
        }
    }
    QVERIFY(partialSteps > 10);
}

void TestFlowNetwork::matchesReferenceFilling_data()
{
    QTest::addColumn<int>("resources");
    QTest::addColumn<int>("flows");
    QTest::addColumn<bool>("merge");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("contended") << 8 << 80 << false << quint64(11);
    QTest::newRow("contended, merging") << 8 << 80 << true << quint64(11);
    QTest::newRow("sparse, merging") << 60 << 150 << true << quint64(12);
    QTest::newRow("sparse") << 60 << 150 << false << quint64(13);
}

void TestFlowNetwork::matchesReferenceFilling()
{
    QFETCH(int, resources);
    QFETCH(int, flows);
    QFETCH(bool, merge);
    QFETCH(quint64, seed);
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> cap(10.0, 100.0);
    std::vector<double> capacity(static_cast<std::size_t>(resources));
    for (double& c : capacity)
        c = cap(rng);
    const std::vector<Spec> specs = randomFlows(rng, resources, flows);
    FlowNetwork net(capacity, merge);
    std::vector<int> idOf(specs.size(), -1);
    // Start with half the flows, then random departures (partial refills) and arrivals.
    for (std::size_t i = 0; i < specs.size(); i += 2)
        idOf[i] = net.addFlow(specs[i].uses, specs[i].amount);
    for (int step = 0; step < 120; ++step) {
        net.reallocate();
        std::vector<const Spec*> active;
        std::vector<std::size_t> which;
        for (std::size_t i = 0; i < specs.size(); ++i)
            if (idOf[i] >= 0) {
                active.push_back(&specs[i]);
                which.push_back(i);
            }
        const std::vector<double> want = referenceRates(capacity, active);
        for (std::size_t k = 0; k < which.size(); ++k) {
            const double got = net.rate(idOf[which[k]]);
            QVERIFY2(std::abs(got - want[k]) <= 1e-9 * want[k],
                     qPrintable(QStringLiteral("step %1 flow %2: rate %3, reference %4")
                                    .arg(step)
                                    .arg(which[k])
                                    .arg(got, 0, 'g', 17)
                                    .arg(want[k], 0, 'g', 17)));
        }
        if (which.empty()) break;
        // Mostly the fastest flow leaves (as in a simulation); every fourth step one arrives.
        std::size_t victim = which[static_cast<std::size_t>(rng() % which.size())];
        if (rng() % 3 != 0)
            for (std::size_t i : which)
                if (net.rate(idOf[i]) > net.rate(idOf[victim])) victim = i;
        net.removeFlow(idOf[victim]);
        idOf[victim] = -1;
        if (step % 4 == 3) {
            const std::size_t i = static_cast<std::size_t>(rng() % specs.size());
            if (idOf[i] < 0) idOf[i] = net.addFlow(specs[i].uses, specs[i].amount);
        }
    }
}

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

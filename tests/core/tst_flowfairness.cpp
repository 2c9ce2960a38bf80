// FlowNetwork's max-min fairness: incremental refills against from-scratch and reference fills,
// also over a long churn; what each flow has moved follows the rates it had, through the
// bottleneck groups' clocks.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "flowspec.h"
#include "sim/flownetwork.h"

using namespace topoopt::sim;
using topoopt::test::Spec;

namespace {

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

/// Capacities drawn from [10, 100), one per resource.
std::vector<double> randomCapacities(std::mt19937_64& rng, int resources)
{
    std::uniform_real_distribution<double> cap(10.0, 100.0);
    std::vector<double> capacity(static_cast<std::size_t>(resources));
    for (double& c : capacity)
        c = cap(rng);
    return capacity;
}

/// The rates of the flows specs[i], i in `which` (in that order), allocated by a network that
/// holds only them: what an incremental network's rates for the same flows must equal.
std::vector<double> ratesFromScratch(const std::vector<double>& capacity,
                                     const std::vector<Spec>& specs,
                                     const std::vector<std::size_t>& which)
{
    FlowNetwork fresh(capacity);
    std::vector<int> id;
    for (std::size_t i : which)
        id.push_back(fresh.addFlow(specs[i].uses, specs[i].amount));
    fresh.reallocate();
    std::vector<double> rates;
    for (int f : id)
        rates.push_back(fresh.rate(f));
    return rates;
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

} // namespace

class TestFlowFairness : public QObject {
    Q_OBJECT
private slots:
    void incrementalMatchesFromScratch_data();
    void incrementalMatchesFromScratch();
    void matchesReferenceFilling_data();
    void matchesReferenceFilling();
    void progressFollowsRates_data();
    void progressFollowsRates();
    void longChurnMatchesFromScratch();
};

void TestFlowFairness::incrementalMatchesFromScratch_data()
{
    QTest::addColumn<int>("resources");
    QTest::addColumn<int>("flows");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("few resources, contended") << 6 << 60 << quint64(1);
    QTest::newRow("many resources") << 40 << 200 << quint64(2);
    QTest::newRow("equal capacities") << 12 << 120 << quint64(3);
}

void TestFlowFairness::incrementalMatchesFromScratch()
{
    QFETCH(int, resources);
    QFETCH(int, flows);
    QFETCH(quint64, seed);
    std::mt19937_64 rng(seed);
    const std::vector<double> capacity =
        std::string(QTest::currentDataTag()) != "equal capacities"
            ? randomCapacities(rng, resources)
            : std::vector<double>(static_cast<std::size_t>(resources), 50.0);
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

        // The flows active now (an arrival may have come), against the same flows from scratch.
        active.clear();
        for (std::size_t i = 0; i < specs.size(); ++i)
            if (idOf[i] >= 0) active.push_back(i);
        const std::vector<double> fresh = ratesFromScratch(capacity, specs, active);
        std::vector<double> load(capacity.size(), 0);
        for (std::size_t k = 0; k < active.size(); ++k) {
            const std::size_t i = active[k];
            const double got = net.rate(idOf[i]);
            const double want = fresh[k];
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

void TestFlowFairness::matchesReferenceFilling_data()
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

void TestFlowFairness::matchesReferenceFilling()
{
    QFETCH(int, resources);
    QFETCH(int, flows);
    QFETCH(bool, merge);
    QFETCH(quint64, seed);
    std::mt19937_64 rng(seed);
    const std::vector<double> capacity = randomCapacities(rng, resources);
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

void TestFlowFairness::progressFollowsRates_data()
{
    QTest::addColumn<int>("resources");
    QTest::addColumn<bool>("merge");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("contended") << 6 << false << quint64(21);
    QTest::newRow("contended, merging") << 6 << true << quint64(22);
    QTest::newRow("sparse, merging") << 30 << true << quint64(23);
}

void TestFlowFairness::progressFollowsRates()
{
    // A group's members move on the group's clock, not each on its own (flownetwork.h): what a
    // flow still has to move and when it finishes must follow the rates it was given, through
    // every group it joined, left or was merged into. The reference integrates the rates the
    // network reported, flow by flow, between the events a simulation would have.
    QFETCH(int, resources);
    QFETCH(bool, merge);
    QFETCH(quint64, seed);
    std::mt19937_64 rng(seed);
    const std::vector<double> capacity = randomCapacities(rng, resources);
    const std::vector<Spec> specs = randomFlows(rng, resources, 120);
    FlowNetwork net(capacity, merge);
    std::vector<int> idOf(specs.size(), -1), specOf;
    std::vector<double> left(specs.size(), 0), rateOf(specs.size(), 0);
    std::size_t next = 0;
    const auto arrive = [&] {
        const std::size_t i = next++;
        idOf[i] = net.addFlow(specs[i].uses, specs[i].amount);
        left[i] = specs[i].amount;
        specOf.resize(std::max(specOf.size(), static_cast<std::size_t>(idOf[i]) + 1));
        specOf[static_cast<std::size_t>(idOf[i])] = static_cast<int>(i);
    };
    while (next < 60)
        arrive();
    double now = 0;
    int finished = 0;
    std::vector<int> done;
    for (int step = 0; step < 1000 && (net.activeFlows() > 0 || next < specs.size()); ++step) {
        net.reallocate();
        for (std::size_t i = 0; i < specs.size(); ++i)
            if (idOf[i] >= 0) rateOf[i] = net.rate(idOf[i]);
        // The next finish, or now and then an arrival halfway to it.
        double t = net.nextFinish();
        if (next < specs.size() && (rng() % 4 == 0 || !std::isfinite(t)))
            t = std::isfinite(t) ? now + (t - now) / 2 : now + 1.0;
        for (std::size_t i = 0; i < specs.size(); ++i)
            if (idOf[i] >= 0) left[i] -= rateOf[i] * (t - now);
        now = t;
        net.advanceTo(now);
        for (std::size_t i = 0; i < specs.size(); ++i) {
            if (idOf[i] < 0) continue;
            const double want = std::max(0.0, left[i]);
            const double got = net.remaining(idOf[i]);
            QVERIFY2(std::abs(got - want) <= 1e-9 * specs[i].amount,
                     qPrintable(QStringLiteral("step %1 flow %2: %3 left, integrated %4")
                                    .arg(step)
                                    .arg(i)
                                    .arg(got, 0, 'g', 17)
                                    .arg(want, 0, 'g', 17)));
            const double finish = net.finishTime(idOf[i]);
            QVERIFY2(std::abs(finish - (now + want / rateOf[i])) <= 1e-9 * std::max(1.0, finish),
                     qPrintable(QStringLiteral("step %1 flow %2: finishes at %3, not %4")
                                    .arg(step)
                                    .arg(i)
                                    .arg(finish, 0, 'g', 17)
                                    .arg(now + want / rateOf[i], 0, 'g', 17)));
        }
        // Due: the flows whose finish is now, and only they.
        net.finishedBy(now + 1e-9, done);
        for (std::size_t i = 0; i < specs.size(); ++i) {
            if (idOf[i] < 0) continue;
            const bool due = std::find(done.begin(), done.end(), idOf[i]) != done.end();
            QCOMPARE(due, net.finishTime(idOf[i]) <= now + 1e-9);
        }
        for (int id : done) {
            const std::size_t i = static_cast<std::size_t>(specOf[static_cast<std::size_t>(id)]);
            QVERIFY(left[i] <= 1e-6 * specs[i].amount);
            net.removeFlow(id);
            idOf[i] = -1;
            ++finished;
        }
        if (next < specs.size() && done.empty()) arrive();
    }
    QCOMPARE(finished, static_cast<int>(specs.size()));
}

void TestFlowFairness::longChurnMatchesFromScratch()
{
    // Long enough that the pool of merged uses fills with the holes of departed flows and is
    // compacted more than once, flows moving while they are in groups, whose copies of the
    // flows' uses must follow (splitOff() checks that in a debug build: the pool's old places
    // still hold the same uses for a while, so the rates alone rarely tell).
    std::mt19937_64 rng(31);
    const std::vector<double> capacity = randomCapacities(rng, 20);
    const std::vector<Spec> specs = randomFlows(rng, 20, 100000);
    std::size_t uses = 0;
    for (const Spec& s : specs)
        uses += s.uses.size();
    QVERIFY(uses > 65536 + 4 * 6 * 40); // past compactPool()'s threshold at 40 flows active
    FlowNetwork net(capacity);
    std::vector<int> idOf(specs.size(), -1);
    std::vector<std::size_t> active;
    std::size_t next = 0;
    for (; next < 40; ++next) {
        idOf[next] = net.addFlow(specs[next].uses, specs[next].amount);
        active.push_back(next);
    }
    for (int step = 0; next < specs.size(); ++step) {
        net.reallocate();
        if (step % 100 == 0) {
            const std::vector<double> fresh = ratesFromScratch(capacity, specs, active);
            for (std::size_t k = 0; k < active.size(); ++k) {
                const double got = net.rate(idOf[active[k]]);
                const double want = fresh[k];
                QVERIFY2(std::abs(got - want) <= 1e-9 * want,
                         qPrintable(QStringLiteral("step %1 flow %2: rate %3, from scratch %4")
                                        .arg(step)
                                        .arg(active[k])
                                        .arg(got, 0, 'g', 17)
                                        .arg(want, 0, 'g', 17)));
            }
        }
        // Mostly the fastest flow leaves, and one arrives in its place.
        std::size_t victim = static_cast<std::size_t>(rng() % active.size());
        if (rng() % 3 != 0)
            for (std::size_t k = 0; k < active.size(); ++k)
                if (net.rate(idOf[active[k]]) > net.rate(idOf[active[victim]])) victim = k;
        net.removeFlow(idOf[active[victim]]);
        idOf[active[victim]] = -1;
        idOf[next] = net.addFlow(specs[next].uses, specs[next].amount);
        active[victim] = next++;
    }
}

QTEST_APPLESS_MAIN(TestFlowFairness)
#include "tst_flowfairness.moc"

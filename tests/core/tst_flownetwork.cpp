// FlowNetwork: incremental reallocation after departures matches a from-scratch max-min
// allocation, and the allocation is max-min fair (every flow has a saturated bottleneck).
#include <QtTest>

#include <algorithm>
#include <cmath>
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

} // namespace

class TestFlowNetwork : public QObject {
    Q_OBJECT
private slots:
    void incrementalMatchesFromScratch_data();
    void incrementalMatchesFromScratch();
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

QTEST_APPLESS_MAIN(TestFlowNetwork)
#include "tst_flownetwork.moc"

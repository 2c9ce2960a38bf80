// Merged channels (SimOptions::mergeResources) give the same SimResult as every channel on its
// own, link bytes and busy fractions included, on a fat-tree and on direct-connect fabrics.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <random>

#include "sim/simtopologies.h"
#include "sim/simulator.h"
#include "sim/syntheticgraph.h"

using namespace topoopt;

namespace {

/// A random direct-connect fabric: a ring i -- i+1 plus a random perfect matching of chords
/// (degree 3 where the matching adds a new neighbour), 100 Gbps links.
Topology randomDirect(int n, std::uint64_t seed)
{
    Topology t;
    t.kind = "manual";
    t.servers = n;
    t.degree = 3;
    t.linkGbps = 100;
    for (int i = 0; i < n; ++i)
        t.links.push_back(
            {std::min(i, (i + 1) % n), std::max(i, (i + 1) % n), 1, LinkRole::AllReduce, 0});
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        order[static_cast<std::size_t>(i)] = i;
    std::mt19937_64 rng(seed);
    std::shuffle(order.begin(), order.end(), rng);
    for (std::size_t k = 0; k + 1 < order.size(); k += 2) {
        const int a = std::min(order[k], order[k + 1]), b = std::max(order[k], order[k + 1]);
        if (b - a == 1 || (a == 0 && b == n - 1)) continue; // already ring neighbours
        t.links.push_back({a, b, 1, LinkRole::Fabric, 0});
    }
    return t;
}

bool near(double got, double want, double scale)
{
    return std::abs(got - want) <= 1e-9 * std::max(std::abs(want), scale);
}

} // namespace

class TestSimMerge : public QObject {
    Q_OBJECT
private slots:
    void sameResult_data();
    void sameResult();
};

void TestSimMerge::sameResult_data()
{
    QTest::addColumn<QString>("fabric");
    QTest::addColumn<bool>("ecmpSplit");
    QTest::addColumn<int>("servers");
    QTest::newRow("fat-tree, fluid ECMP") << QStringLiteral("fattree") << true << 16;
    QTest::newRow("fat-tree 30, fluid ECMP") << QStringLiteral("fattree") << true << 30;
    QTest::newRow("fat-tree, hashed ECMP") << QStringLiteral("fattree") << false << 16;
    QTest::newRow("ideal switch") << QStringLiteral("ideal") << true << 16;
    QTest::newRow("random direct-connect") << QStringLiteral("direct") << true << 16;
    QTest::newRow("random direct-connect, hashed") << QStringLiteral("direct") << false << 14;
}

void TestSimMerge::sameResult()
{
    QFETCH(QString, fabric);
    QFETCH(bool, ecmpSplit);
    QFETCH(int, servers);
    sim::DlrmLikeShape shape;
    shape.servers = servers;
    shape.jitter = 0.2;
    shape.seed = 7;
    const TaskGraph g = sim::dlrmLikeGraph(shape);
    const Topology t = fabric == QLatin1String("fattree") ? sim::leafSpineTopology(servers, 1, 100)
                       : fabric == QLatin1String("ideal")
                           ? sim::idealSwitchTopology(servers, 4, 100)
                           : randomDirect(servers, 5);
    SimOptions o;
    o.ecmpSplit = ecmpSplit;
    o.minFlowBytes = 8936;
    const SimResult merged = simulate(g, t, o);
    o.mergeResources = false;
    const SimResult plain = simulate(g, t, o);

    QVERIFY(plain.iterationMs > 0);
    QVERIFY(near(merged.iterationMs, plain.iterationMs, 0));
    QVERIFY(near(merged.exposedCommMs, plain.exposedCommMs, plain.iterationMs));
    QCOMPARE(merged.computeMs, plain.computeMs);
    QCOMPARE(merged.flows, plain.flows);
    QVERIFY(near(merged.bytesSent, plain.bytesSent, 0));
    QVERIFY(near(merged.bytesDelivered, plain.bytesDelivered, 0));
    QCOMPARE(merged.criticalPath, plain.criticalPath);
    QCOMPARE(merged.links.size(), plain.links.size());
    double busiest = 0;
    for (const LinkUse& l : plain.links)
        busiest = std::max(busiest, l.bytes);
    for (std::size_t i = 0; i < plain.links.size(); ++i) {
        const LinkUse& m = merged.links[i];
        const LinkUse& p = plain.links[i];
        QCOMPARE(m.a, p.a);
        QCOMPARE(m.b, p.b);
        QCOMPARE(m.capacityGbps, p.capacityGbps);
        QVERIFY2(near(m.bytes, p.bytes, 1e-6 * busiest),
                 qPrintable(QStringLiteral("link %1 -> %2: %3 bytes, unmerged %4")
                                .arg(p.a)
                                .arg(p.b)
                                .arg(m.bytes, 0, 'g', 17)
                                .arg(p.bytes, 0, 'g', 17)));
        QVERIFY2(near(m.busyFraction, p.busyFraction, 1.0),
                 qPrintable(QStringLiteral("link %1 -> %2: busy %3, unmerged %4")
                                .arg(p.a)
                                .arg(p.b)
                                .arg(m.busyFraction, 0, 'g', 17)
                                .arg(p.busyFraction, 0, 'g', 17)));
    }
}

QTEST_APPLESS_MAIN(TestSimMerge)
#include "tst_simmerge.moc"

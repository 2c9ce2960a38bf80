// The baseline fabrics: shapes, port budgets, seeds, switch numbering and bandwidths.
#include <QtTest>

#include "tst_topologysupport.h"

#include "topology/baselines.h"
#include "topology/buildtopology.h"
#include "topology/metrics.h"
#include "topology/routing.h"

using namespace topoopt;

class TestTopologyBaselines : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void expanderIsRegularAndSeeded_data();
    void expanderIsRegularAndSeeded();
    void ringShape();
    void torusShape();
    void fatTreeShape_data();
    void fatTreeShape();
    void fatTreeOversubscription();
    void idealSwitch();
};

void TestTopologyBaselines::expanderIsRegularAndSeeded_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("degree");
    for (auto [n, d] :
         {std::pair{2, 3}, {3, 2}, {5, 4}, {8, 3}, {16, 4}, {64, 8}, {100, 16}, {256, 2}, {9, 16}})
        QTest::newRow(("n" + std::to_string(n) + " d" + std::to_string(d)).c_str()) << n << d;
}

void TestTopologyBaselines::expanderIsRegularAndSeeded()
{
    QFETCH(int, servers);
    QFETCH(int, degree);
    const Topology t = buildExpander(servers, degree, 42);
    const std::vector<int> ports = t.portsUsed();
    int short1 = 0;
    for (int p : ports) {
        QVERIFY(p <= degree);
        short1 += degree - p;
    }
    // Every port used except one when n x d is odd.
    QCOMPARE(short1, (servers * degree) % 2);
    QVERIFY(test::bfs(t, 0) == test::bfs(t, 0)); // sanity of the helper
    for (int d : test::bfs(t, 0))
        QVERIFY(d >= 0); // connected (d >= 2)
    QVERIFY(buildExpander(servers, degree, 42) == t);
    if (servers >= 16) {
        QVERIFY(!(buildExpander(servers, degree, 43) == t));
        // A simple graph when the degree leaves room: no parallel links.
        for (const Link& l : t.links)
            QCOMPARE(l.count, 1);
    }
}

void TestTopologyBaselines::ringShape()
{
    const Topology t = buildRing(6, 5);
    QCOMPARE(t.links.size(), std::size_t{6});
    for (const Link& l : t.links)
        QCOMPARE(l.count, 2);
    QCOMPARE(test::bfs(t, 0)[3], 3);
    const Topology one = buildRing(5, 1); // a matching of neighbours
    QCOMPARE(one.links.size(), std::size_t{2});
}

void TestTopologyBaselines::torusShape()
{
    // 16 servers, d = 4: a 4 x 4 torus, diameter 4, every server 4 ports.
    Topology t = buildTorus(16, 4);
    QCOMPARE(t.kind, std::string("torus"));
    for (int p : t.portsUsed())
        QCOMPARE(p, 4);
    int diameter = 0;
    for (int s = 0; s < 16; ++s)
        for (int d : test::bfs(t, s))
            diameter = std::max(diameter, d);
    QCOMPARE(diameter, 4);
    // d = 6 on 12 servers (3 x 4): two links along rows, one along columns.
    t = buildTorus(12, 6);
    for (int p : t.portsUsed())
        QCOMPARE(p, 6);
    // Prime n or d < 4: a ring.
    t = buildTorus(13, 4);
    QCOMPARE(test::bfs(t, 0)[6], 6);
    t = buildTorus(16, 3);
    QCOMPARE(test::bfs(t, 0)[8], 8);
}

void TestTopologyBaselines::fatTreeShape_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("k");
    QTest::newRow("1") << 1 << 2;
    QTest::newRow("2") << 2 << 2;
    QTest::newRow("16") << 16 << 4;
    QTest::newRow("17") << 17 << 6;
    QTest::newRow("128") << 128 << 8;
}

void TestTopologyBaselines::fatTreeShape()
{
    QFETCH(int, servers);
    QFETCH(int, k);
    const Topology t = buildFatTree(servers, 100, 1);
    const int half = k / 2;
    const int edges = (servers + half - 1) / half;
    const int pods = (edges + half - 1) / half;
    const int expected = edges + (edges > 1 ? pods * half : 0) + (pods > 1 ? half * half : 0);
    QCOMPARE(t.switches, expected);
    for (const Link& l : t.links) {
        QVERIFY(l.a < l.b);
        if (l.a < servers) {
            QCOMPARE(l.role, LinkRole::Uplink);
            QVERIFY(l.b >= servers);
        } else {
            QCOMPARE(l.role, LinkRole::Fabric);
        }
        QCOMPARE(l.gbps, 0.0);
    }
    const std::vector<int> ports = t.portsUsed();
    for (int s = 0; s < servers; ++s)
        QCOMPARE(ports[static_cast<std::size_t>(s)], 1);
    for (int v = servers; v < t.nodes(); ++v)
        QVERIFY(ports[static_cast<std::size_t>(v)] <= k); // k-port switches
    // Full bisection: hosts in different pods have (k/2)^2 equal-cost paths.
    if (servers == 128) {
        Traffic traffic;
        traffic.servers = servers;
        traffic.mp.push_back({0, 127, 1e6});
        TopologyOptions options;
        options.kind = "fattree";
        const Topology built = buildTopology(traffic, options);
        QCOMPARE(RoutingTable(built).paths(0, 127, 1000).size(), std::size_t(half * half));
        QCOMPARE(built.routes.at(0).paths.size(), std::size_t(maxPathsPerRoute(1)));
        QCOMPARE(built.metrics.mpAvgHops, 6.0);
    }
}

void TestTopologyBaselines::fatTreeOversubscription()
{
    const Topology t = buildFatTree(32, 100, 4);
    QCOMPARE(t.oversubscription, 4.0);
    for (const Link& l : t.links)
        QCOMPARE(l.gbps, l.role == LinkRole::Fabric ? 25.0 : 0.0);
}

void TestTopologyBaselines::idealSwitch()
{
    const Topology t = buildIdealSwitch(10, 8, 100);
    QCOMPARE(t.switches, 1);
    QCOMPARE(t.nodes(), 11);
    QCOMPARE(t.links.size(), std::size_t{10});
    for (const Link& l : t.links) {
        QCOMPARE(l.b, 10);
        QCOMPARE(l.gbps, 800.0);
        QCOMPARE(l.role, LinkRole::Uplink);
    }
}

QTEST_GUILESS_MAIN(TestTopologyBaselines)
#include "tst_topologybaselines.moc"

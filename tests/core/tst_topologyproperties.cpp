// buildTopology's properties on random and degenerate traffic, every kind; bad options refused.
#include <QtTest>

#include "tst_topologysupport.h"

#include "topology/buildtopology.h"

using namespace topoopt;
using topoopt::test::randomTraffic;
using topoopt::test::topologyViolation;

Q_DECLARE_METATYPE(topoopt::DegreeSplit)

class TestTopologyProperties : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void properties_data();
    void properties();
    void allKindsOnRandomTraffic_data();
    void allKindsOnRandomTraffic();
    void degenerate_data();
    void degenerate();
    void invalidOptions();
};

void TestTopologyProperties::properties_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("degree");
    QTest::addColumn<DegreeSplit>("split");
    QTest::addColumn<quint64>("seed");
    // A sample of the n = 2..256 x d = 1..16 grid: every d with small n, the corners and a
    // diagonal of mid sizes, alternating the degree split.
    const int servers[] = {2, 3, 4, 5, 7, 8, 12, 16, 31, 50, 64, 100, 128, 200, 256};
    const int degrees[] = {1, 2, 3, 4, 5, 6, 8, 11, 16};
    quint64 seed = 1;
    for (int n : servers)
        for (int d : degrees) {
            if (n > 64 && d != 1 && d != 4 && d != 16 && (n + d) % 3 != 0) continue;
            const DegreeSplit split =
                seed % 3 == 0 ? DegreeSplit::AllReduceOnly : DegreeSplit::Proportional;
            const QByteArray name = "n" + QByteArray::number(n) + " d" + QByteArray::number(d) +
                                    (split == DegreeSplit::AllReduceOnly ? " allreduce-only" : "");
            QTest::newRow(name.constData()) << n << d << split << seed++;
        }
}

void TestTopologyProperties::properties()
{
    QFETCH(int, servers);
    QFETCH(int, degree);
    QFETCH(DegreeSplit, split);
    QFETCH(quint64, seed);
    const Traffic traffic = randomTraffic(servers, seed, std::min(4 * servers, 600));
    TopologyOptions options;
    options.degree = degree;
    options.degreeSplit = split;
    options.seed = seed;
    const Topology t = buildTopology(traffic, options);
    const std::string violation = topologyViolation(t, traffic, degree);
    QVERIFY2(violation.empty(), violation.c_str());
    QCOMPARE(t.kind, std::string("topoopt"));
    QVERIFY(!t.metrics.matching.empty());
    // Rings belong to groups and never exceed the AllReduce ports.
    const PortSplit ports = splitDegree(traffic, degree, split);
    std::vector<int> ringPorts(static_cast<std::size_t>(servers), 0);
    for (const Ring& r : t.rings)
        for (int m : r.members)
            ringPorts[static_cast<std::size_t>(m)] += 2 * static_cast<int>(r.permutations.size());
    for (int s = 0; s < servers; ++s)
        QVERIFY(ringPorts[static_cast<std::size_t>(s)] <= std::max(ports.allreduce, 2));
    // Deterministic: the same inputs give the same topology.
    QVERIFY(buildTopology(traffic, options) == t);
}

void TestTopologyProperties::allKindsOnRandomTraffic_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("degree");
    for (const char* kind : {"expander", "ring", "torus", "fattree", "ideal"})
        for (auto [n, d] : {std::pair{2, 1}, {3, 2}, {7, 3}, {16, 4}, {30, 6}, {64, 8}, {100, 16}})
            QTest::newRow(
                (std::string(kind) + " n" + std::to_string(n) + " d" + std::to_string(d)).c_str())
                << QString::fromLatin1(kind) << n << d;
}

void TestTopologyProperties::allKindsOnRandomTraffic()
{
    QFETCH(QString, kind);
    QFETCH(int, servers);
    QFETCH(int, degree);
    const Traffic traffic = randomTraffic(servers, 7, 3 * servers);
    TopologyOptions options;
    options.kind = kind.toStdString();
    options.degree = degree;
    const Topology t = buildTopology(traffic, options);
    const std::string violation = topologyViolation(t, traffic, degree);
    QVERIFY2(violation.empty(), violation.c_str());
    QCOMPARE(QString::fromStdString(t.kind), kind);
    QVERIFY(buildTopology(traffic, options) == t);
}

void TestTopologyProperties::degenerate_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("degree");
    QTest::addColumn<QString>("shape");
    for (const char* kind : {"one server", "empty", "pair group", "overlap", "parallel"})
        for (int d : {1, 2, 3, 4, 9})
            QTest::newRow((std::string(kind) + " d" + std::to_string(d)).c_str())
                << (QString::fromLatin1(kind) == QLatin1String("one server") ? 1
                    : QString::fromLatin1(kind) == QLatin1String("parallel") ? 4
                                                                             : 6)
                << d << QString::fromLatin1(kind);
}

void TestTopologyProperties::degenerate()
{
    QFETCH(int, servers);
    QFETCH(int, degree);
    QFETCH(QString, shape);
    Traffic traffic;
    traffic.servers = servers;
    if (shape == QLatin1String("pair group")) {
        traffic.allreduce.push_back({"pair", {4, 1}, 1e6});
        traffic.mp.push_back({1, 4, 5e5});
    } else if (shape == QLatin1String("overlap")) {
        traffic.allreduce.push_back({"a", {0, 1, 2, 3}, 1e6});
        traffic.allreduce.push_back({"b", {2, 3, 4, 5}, 1e6});
        traffic.allreduce.push_back({"c", {3, 2, 1, 0}, 5e5});
        traffic.mp.push_back({0, 5, 1e6});
    } else if (shape == QLatin1String("parallel")) {
        // d > servers - 1: parallel links.
        traffic.allreduce.push_back({"all", {0, 1, 2, 3}, 1e8});
        traffic.mp.push_back({0, 2, 1e9});
        traffic.mp.push_back({1, 3, 1e9});
    }
    for (const char* kind : {"topoopt", "expander", "ring", "torus", "fattree", "ideal"}) {
        TopologyOptions options;
        options.kind = kind;
        options.degree = degree;
        const Topology t = buildTopology(traffic, options);
        const std::string violation = topologyViolation(t, traffic, degree);
        QVERIFY2(violation.empty(), (std::string(kind) + ": " + violation).c_str());
    }
    if (shape == QLatin1String("pair group") && degree >= 4) {
        // A group of two: its only ring is the pair itself (two parallel links per ring).
        TopologyOptions options;
        options.degree = degree;
        const Topology t = buildTopology(traffic, options);
        QCOMPARE(t.rings.size(), std::size_t{1});
        QCOMPARE(t.rings[0].members, (std::vector<int>{1, 4}));
        QVERIFY(!t.rings[0].permutations.empty());
        for (int p : t.rings[0].permutations)
            QCOMPARE(p, 1);
    }
    if (shape == QLatin1String("parallel") && degree == 9) {
        TopologyOptions options;
        options.degree = degree;
        const Topology t = buildTopology(traffic, options);
        const bool parallel =
            std::any_of(t.links.begin(), t.links.end(), [](const Link& l) { return l.count > 1; });
        QVERIFY(parallel);
        for (int used : t.portsUsed())
            QCOMPARE(used, 9);
    }
}

void TestTopologyProperties::invalidOptions()
{
    Traffic traffic;
    traffic.servers = 4;
    TopologyOptions options;
    options.degree = 0;
    try {
        buildTopology(traffic, options);
        QFAIL("degree 0 accepted");
    } catch (const InputError& e) {
        QCOMPARE(e.problems().items().at(0).path, std::string("degree"));
        QVERIFY(e.problems().toString().find("got 0") != std::string::npos);
    }
    options.degree = 4;
    options.kind = "mesh";
    QVERIFY_THROWS_EXCEPTION(InputError, buildTopology(traffic, options));
    options.kind = "fattree";
    options.oversubscription = 0.5;
    QVERIFY_THROWS_EXCEPTION(InputError, buildTopology(traffic, options));
    options = TopologyOptions();
    traffic.mp.push_back({0, 9, 1.0});
    traffic.allreduce.push_back({"g", {0, 1, 1}, 1.0});
    try {
        buildTopology(traffic, options);
        QFAIL("bad traffic accepted");
    } catch (const InputError& e) {
        const std::string text = e.problems().toString();
        QVERIFY2(text.find("/mp/0/dst") != std::string::npos, text.c_str());
        QVERIFY2(text.find("/allreduce/0/members/2") != std::string::npos, text.c_str());
    }
}

QTEST_GUILESS_MAIN(TestTopologyProperties)
#include "tst_topologyproperties.moc"

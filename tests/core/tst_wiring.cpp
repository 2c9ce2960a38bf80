// The wiring plan: every link a cable, no port used twice, and the CSV reads back to the same
// multigraph (interfaces.md, "wiring plan").
#include <QtTest>

#include <map>
#include <set>
#include <tuple>

#include "common/error.h"
#include "io/wiringplan.h"

using namespace topoopt;

namespace {

/// 16 servers, d = 4 (rings with permutations 1 and 3), one MP link doubled in place of a
/// ring hop so parallel cables are exercised.
Topology direct16()
{
    Topology t;
    t.kind = "topoopt";
    t.servers = 16;
    t.degree = 4;
    for (int p : {1, 3})
        for (int i = 0; i < 16; ++i) {
            const int j = (i + p) % 16;
            if (p == 3 && (i == 0 || i == 8)) continue; // frees one port on 0, 3, 8 and 11
            t.links.push_back({std::min(i, j), std::max(i, j), 1, LinkRole::AllReduce, 0});
        }
    t.links.push_back({0, 8, 1, LinkRole::Mp, 0});
    t.links.push_back({3, 11, 1, LinkRole::Fill, 0});
    return t;
}

Topology twoTier()
{
    Topology t;
    t.kind = "manual";
    t.servers = 4;
    t.switches = 3;
    t.degree = 1;
    t.links = {{0, 4, 1, LinkRole::Uplink, 0}, {1, 4, 1, LinkRole::Uplink, 0},
               {2, 5, 1, LinkRole::Uplink, 0}, {3, 5, 1, LinkRole::Uplink, 0},
               {4, 6, 2, LinkRole::Fabric, 0}, {5, 6, 2, LinkRole::Fabric, 0}};
    return t;
}

using Edge = std::tuple<int, int, LinkRole>;

std::map<Edge, int> multigraphOf(const Topology& t)
{
    std::map<Edge, int> m;
    for (const Link& l : t.links)
        m[{l.a, l.b, l.role}] += l.count;
    return m;
}

std::map<Edge, int> multigraphOf(const std::vector<io::Cable>& cables)
{
    std::map<Edge, int> m;
    for (const io::Cable& c : cables)
        ++m[{std::min(c.nodeA, c.nodeB), std::max(c.nodeA, c.nodeB), c.role}];
    return m;
}

/// Every (node, port) at most once; server ports below the degree.
void checkPorts(const Topology& t, const std::vector<io::Cable>& cables)
{
    std::set<std::pair<int, int>> used;
    for (const io::Cable& c : cables) {
        QVERIFY(used.insert({c.nodeA, c.portA}).second);
        QVERIFY(used.insert({c.nodeB, c.portB}).second);
        for (auto [node, port] : {std::pair{c.nodeA, c.portA}, std::pair{c.nodeB, c.portB}}) {
            QVERIFY(port >= 0);
            if (node < t.servers) QVERIFY(port < t.degree);
        }
    }
}

} // namespace

class TestWiring : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void directConnectPlan();
    void switchedPlanNumbersSwitchPortsPerSwitch();
    void csvRoundTrip_data();
    void csvRoundTrip();
    void deterministic();
    void portBudgetViolationRejected();
    void malformedCsvRejected_data();
    void malformedCsvRejected();
};

void TestWiring::directConnectPlan()
{
    const Topology t = direct16();
    const std::vector<io::Cable> cables = io::wiringPlan(t);
    QCOMPARE(int(cables.size()), 32);
    checkPorts(t, cables);
    QVERIFY(multigraphOf(cables) == multigraphOf(t));
    for (int i = 0; i < int(cables.size()); ++i)
        QCOMPARE(cables[std::size_t(i)].index, i);
    // Every server's 4 ports are all used: 0..3 each appear once per server.
    std::map<int, std::set<int>> ports;
    for (const io::Cable& c : cables) {
        ports[c.nodeA].insert(c.portA);
        ports[c.nodeB].insert(c.portB);
    }
    for (int s = 0; s < 16; ++s)
        QCOMPARE(ports[s], (std::set<int>{0, 1, 2, 3}));
}

void TestWiring::switchedPlanNumbersSwitchPortsPerSwitch()
{
    const Topology t = twoTier();
    const std::vector<io::Cable> cables = io::wiringPlan(t);
    QCOMPARE(int(cables.size()), 8); // parallel links are one row per cable
    checkPorts(t, cables);
    QVERIFY(multigraphOf(cables) == multigraphOf(t));
    // ToR 4: servers on ports 0 and 1, the spine on 2 and 3; spine 6 uses ports 0..3.
    QCOMPARE(cables[0].portB, 0);
    QCOMPARE(cables[1].portB, 1);
    QCOMPARE(cables[4].portA, 2);
    QCOMPARE(cables[5].portA, 3);
    QCOMPARE(cables[7].nodeB, 6);
    QCOMPARE(cables[7].portB, 3);
    const std::string csv = io::wiringPlanCsv(t);
    QVERIFY(csv.find("2,2,0,5,0,uplink\n") != std::string::npos);
    QVERIFY(csv.find("7,5,3,6,3,fabric\n") != std::string::npos);
}

void TestWiring::csvRoundTrip_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("direct-connect") << 0;
    QTest::newRow("two-tier") << 1;
}

void TestWiring::csvRoundTrip()
{
    QFETCH(int, which);
    const Topology t = which == 0 ? direct16() : twoTier();
    const std::string csv = io::wiringPlanCsv(t);
    QVERIFY(csv.rfind("cable,server_a,port_a,server_b,port_b,role\n", 0) == 0);
    const std::vector<io::Cable> back = io::parseWiringPlanCsv(csv);
    QVERIFY(back == io::wiringPlan(t));
    QVERIFY(multigraphOf(back) == multigraphOf(t));
    checkPorts(t, back);
    // Windows line ends read the same.
    std::string crlf;
    for (char ch : csv) {
        if (ch == '\n') crlf += '\r';
        crlf += ch;
    }
    QVERIFY(io::parseWiringPlanCsv(crlf) == back);
}

void TestWiring::deterministic()
{
    QCOMPARE(io::wiringPlanCsv(direct16()), io::wiringPlanCsv(direct16()));
}

void TestWiring::portBudgetViolationRejected()
{
    Topology t = direct16();
    t.links.push_back({1, 2, 1, LinkRole::Fill, 0}); // servers 1 and 2 have no port left
    try {
        io::wiringPlan(t);
        QFAIL("wired a topology over its port budget");
    } catch (const InputError& e) {
        QCOMPARE(int(e.problems().size()), 2);
        QCOMPARE(e.problems().items()[0].path, std::string("/links/32"));
        QVERIFY(QString::fromStdString(e.problems().items()[0].message)
                    .contains(QStringLiteral("server 1 has no free port")));
    }
    Topology bad = twoTier();
    bad.links[0].b = 42;
    QVERIFY_THROWS_EXCEPTION(InputError, io::wiringPlan(bad));
}

void TestWiring::malformedCsvRejected_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << QString() << QStringLiteral("line 1: missing the CSV header");
    QTest::newRow("wrong header") << QStringLiteral("a,b\n0,1\n")
                                  << QStringLiteral("line 1: the header must be");
    QTest::newRow("short row") << QStringLiteral(
                                      "cable,server_a,port_a,server_b,port_b,role\n0,1,0,2\n")
                               << QStringLiteral("line 2: expected 6 fields, got 4");
    QTest::newRow("negative port")
        << QStringLiteral("cable,server_a,port_a,server_b,port_b,role\n0,1,-1,2,0,mp\n")
        << QStringLiteral("line 2: field 3 must be a whole number");
    QTest::newRow("bad role")
        << QStringLiteral("cable,server_a,port_a,server_b,port_b,role\n0,1,0,2,0,magic\n")
        << QStringLiteral("line 2: unknown role \"magic\"");
}

void TestWiring::malformedCsvRejected()
{
    QFETCH(QString, csv);
    QFETCH(QString, expected);
    try {
        io::parseWiringPlanCsv(csv.toStdString());
        QFAIL("accepted a malformed wiring plan");
    } catch (const InputError& e) {
        const QString message = QString::fromStdString(e.problems().toString());
        QVERIFY2(message.contains(expected), qPrintable(message));
    }
}

QTEST_GUILESS_MAIN(TestWiring)
#include "tst_wiring.moc"

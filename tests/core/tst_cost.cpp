// The cost model: the shipped price table, hand-countable fabrics, the fat-tree size and the
// equal-cost fat-tree solver (topologyfinder.md section 7).
#include <QtTest>

#include <cmath>

#include "circulant16.h"
#include "cost/costmodel.h"
#include "cost/fattreesize.h"
#include "cost/pricetable.h"
#include "io/jsonreader.h"
#include "testdata.h"

using namespace topoopt;

using topoopt::test::direct16d4;

namespace {

/// 16 servers on one switch (node 16).
Topology star16()
{
    Topology t;
    t.kind = "ideal";
    t.servers = 16;
    t.switches = 1;
    t.degree = 1;
    t.linkGbps = 100;
    for (int i = 0; i < 16; ++i)
        t.links.push_back({i, 16, 1, LinkRole::Uplink, 0});
    return t;
}

/// The full k = 4 fat-tree built by hand: 16 servers (0..15), 8 edge (16..23), 8 aggregation
/// (24..31), 4 core (32..35) switches.
Topology fatTree16()
{
    Topology t;
    t.kind = "fattree";
    t.servers = 16;
    t.switches = 20;
    t.degree = 1;
    t.linkGbps = 100;
    for (int s = 0; s < 16; ++s)
        t.links.push_back({s, 16 + s / 2, 1, LinkRole::Uplink, 0});
    for (int pod = 0; pod < 4; ++pod)
        for (int e = 0; e < 2; ++e)
            for (int a = 0; a < 2; ++a)
                t.links.push_back({16 + pod * 2 + e, 24 + pod * 2 + a, 1, LinkRole::Fabric, 0});
    for (int pod = 0; pod < 4; ++pod)
        for (int a = 0; a < 2; ++a)
            for (int c = 0; c < 2; ++c)
                t.links.push_back({24 + pod * 2 + a, 32 + a * 2 + c, 1, LinkRole::Fabric, 0});
    return t;
}

QString defaultPricesPath()
{
    return QStringLiteral(TOPOOPT_TEST_DATA "/../../resources/prices/default-prices.json");
}

} // namespace

class TestCost : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void defaultTableHasPublishedFigures();
    void shippedFileIsTheBuiltinTable();
    void priceTableRoundTrip();
    void interpolation();
    void everyProblemOfAPriceTable();
    void directConnectHandCount();
    void parallelLinksCountEachCable();
    void starHandCount();
    void twoTierHandCount();
    void fatTreeSize_data();
    void fatTreeSize();
    void fatTreeCostMatchesHandBuiltTree();
    void oversubscribedFatTreeHandCount();
    void equalCostBandwidth_data();
    void equalCostBandwidth();
    void equalCostOversubscription_data();
    void equalCostOversubscription();
    void equalCostBudgetAboveFullBisection();
    void equalCostUnreachableBudget();
    void badTopologyRejected();
};

void TestCost::defaultTableHasPublishedFigures()
{
    const PriceTable t = PriceTable::defaults();
    QCOMPARE(t.currency, std::string("USD"));
    QVERIFY(!t.date.empty());
    QVERIFY(t.sources.size() >= 2);
    const PortPrices p100 = t.at(100);
    QCOMPARE(p100.nicPortUsd, 659.0);
    QCOMPARE(p100.transceiverUsd, 99.0);
    QCOMPARE(p100.switchPortUsd, 187.0);
    QVERIFY(!p100.estimate);
    const PortPrices p200 = t.at(200);
    QCOMPARE(p200.nicPortUsd, 1079.0);
    QCOMPARE(p200.transceiverUsd, 239.0);
    QCOMPARE(p200.switchPortUsd, 374.0);
    QVERIFY(!p200.estimate);
    QCOMPARE(t.patchPanelPort.usd, 100.0);
    QCOMPARE(t.ocsPort.usd, 520.0);
    QVERIFY(!t.patchPanelPort.estimate && !t.ocsPort.estimate);
    QVERIFY(t.fiberCable.estimate);
    // Every class the brief names is present, and all but the published two are estimates.
    for (double g : {10.0, 25.0, 40.0, 100.0, 200.0, 400.0}) {
        bool found = false;
        for (const PortPrices& c : t.classes)
            if (c.gbps == g) {
                found = true;
                QCOMPARE(c.estimate, !(g == 100 || g == 200));
            }
        QVERIFY2(found, qPrintable(QString::number(g)));
    }
}

void TestCost::shippedFileIsTheBuiltinTable()
{
    const PriceTable fromFile = loadPriceTable(defaultPricesPath().toStdString());
    QVERIFY(fromFile == PriceTable::defaults());
    QVERIFY(fromFile.warnings.empty());
}

void TestCost::priceTableRoundTrip()
{
    const PriceTable t = PriceTable::defaults();
    const PriceTable back = priceTableFromJson(priceTableToJson(t));
    QVERIFY(back == t);
}

void TestCost::interpolation()
{
    const PriceTable t = PriceTable::defaults();
    // Between 100 and 200: the power law through both published points.
    const PortPrices p = t.at(150);
    QVERIFY(p.estimate);
    QVERIFY(std::abs(p.transceiverUsd - 99 * std::pow(1.5, std::log2(239.0 / 99))) < 1e-9);
    QVERIFY(std::abs(p.switchPortUsd - 187 * 1.5) < 1e-9);
    // Beyond the table: the last segment's power law continues.
    const PortPrices top = t.at(1600);
    QVERIFY(std::abs(top.switchPortUsd - 1496 * 2) < 1e-9);
    // Prices never fall as the rate rises, over a dense sweep.
    double last = 0;
    for (double g = 1; g < 3000; g *= 1.1) {
        const PortPrices q = t.at(g);
        const double sum = q.nicPortUsd + q.transceiverUsd + q.switchPortUsd;
        QVERIFY(sum > last);
        last = sum;
    }
    // A one-class table scales in proportion to the rate.
    PriceTable one = t;
    one.classes = {t.at(100)};
    QCOMPARE(one.at(25).nicPortUsd, 659.0 / 4);
}

void TestCost::everyProblemOfAPriceTable()
{
    const auto doc = io::parseJson(R"({"format": "topoopt-prices/1",
        "bandwidth_classes": [
          {"gbps": 100, "nic_port_usd": 659, "transceiver_usd": 99, "switch_port_usd": 187},
          {"gbps": 0, "nic_port_usd": 1, "transceiver_usd": 1, "switch_port_usd": 1},
          {"gbps": 200, "nic_port_usd": 600, "transceiver_usd": 239, "switch_port_usd": "a lot"}],
        "fiber_cable": {"usd": 20}, "patch_panel_port": 100, "colour": "green"})");
    try {
        priceTableFromJson(doc);
        QFAIL("accepted an invalid price table");
    } catch (const InputError& e) {
        QStringList paths;
        for (const Problem& p : e.problems().items())
            paths << QString::fromStdString(p.path);
        QCOMPARE(paths,
                 QStringList({QStringLiteral("/bandwidth_classes/1/gbps"),
                              QStringLiteral("/bandwidth_classes/2/switch_port_usd"),
                              QStringLiteral("/patch_panel_port"), QStringLiteral("/ocs_port")}));
    }
    // A faster NIC port that costs less is named by its field.
    const auto falling = io::parseJson(R"({"format": "topoopt-prices/1",
        "bandwidth_classes": [
          {"gbps": 100, "nic_port_usd": 659, "transceiver_usd": 99, "switch_port_usd": 187},
          {"gbps": 200, "nic_port_usd": 600, "transceiver_usd": 239, "switch_port_usd": 374}],
        "fiber_cable": {"usd": 20}, "patch_panel_port": {"usd": 100}, "ocs_port": {"usd": 520}})");
    QVERIFY_THROWS_EXCEPTION(InputError, priceTableFromJson(falling));
    try {
        priceTableFromJson(falling);
    } catch (const InputError& e) {
        QCOMPARE(e.problems().items().at(0).path, std::string("/bandwidth_classes/1/nic_port_usd"));
    }
}

void TestCost::directConnectHandCount()
{
    const PriceTable prices = PriceTable::defaults();
    const Topology t = direct16d4();
    // By hand: 16 servers x 4 ports = 64 NIC ports and 64 transceivers; 32 links through the
    // panel = 64 fiber runs ($20) and 64 panel ports.
    const CostBreakdown c = topologyCost(t, prices);
    QCOMPARE(c.nicPorts, 64.0);
    QCOMPARE(c.nicUsd, 64 * 659.0);
    QCOMPARE(c.transceiverUsd, 64 * 99.0);
    QCOMPARE(c.fiberUsd, 64 * 20.0);
    QCOMPARE(c.patchPanelUsd, 64 * 100.0);
    QCOMPARE(c.ocsUsd, 0.0);
    QCOMPARE(c.switchUsd, 0.0);
    QCOMPARE(c.totalUsd, 56192.0);
    QVERIFY(QString::fromStdString(c.note).contains(QStringLiteral("32 server-to-server cables")));
    const CostBreakdown ocs = topologyCost(t, prices, Reconfiguration::OpticalCircuitSwitch);
    QCOMPARE(ocs.ocsUsd, 64 * 520.0);
    QCOMPARE(ocs.patchPanelUsd, 0.0);
    QCOMPARE(ocs.totalUsd, 83072.0);
    const CostBreakdown fixed = topologyCost(t, prices, Reconfiguration::None);
    QCOMPARE(fixed.fibers, 32.0);
    QCOMPARE(fixed.totalUsd, 49152.0);
    // At 25 Gbps (the prototype's 4 x 25 Gbps NIC) the estimated class prices apply.
    Topology slow = t;
    slow.linkGbps = 25;
    QCOMPARE(topologyCost(slow, prices).totalUsd, 64 * (246.0 + 17 + 20 + 100));
}

void TestCost::parallelLinksCountEachCable()
{
    Topology t;
    t.servers = 2;
    t.degree = 3;
    t.links.push_back({0, 1, 3, LinkRole::Mp, 0});
    const CostBreakdown c = topologyCost(t, PriceTable::defaults());
    QCOMPARE(c.nicPorts, 6.0);
    QCOMPARE(c.fibers, 6.0);
    QCOMPARE(c.patchPanelPorts, 6.0);
    QCOMPARE(c.totalUsd, 6 * (659.0 + 99 + 20 + 100));
}

void TestCost::starHandCount()
{
    // 16 uplinks: 16 NIC ports, 32 transceivers, 16 switch ports, 16 fibers.
    const CostBreakdown c = topologyCost(star16(), PriceTable::defaults());
    QCOMPARE(c.nicUsd, 16 * 659.0);
    QCOMPARE(c.transceiverUsd, 32 * 99.0);
    QCOMPARE(c.switchUsd, 16 * 187.0);
    QCOMPARE(c.fiberUsd, 16 * 20.0);
    QCOMPARE(c.patchPanelUsd, 0.0);
    QCOMPARE(c.totalUsd, 17024.0);
    // An ideal switch gives each server one d x B uplink, priced at that rate (400 Gbps).
    Topology ideal = star16();
    for (Link& l : ideal.links)
        l.gbps = 400;
    QCOMPARE(topologyCost(ideal, PriceTable::defaults()).totalUsd,
             16 * (1767.0 + 2 * 577 + 748 + 20));
}

void TestCost::twoTierHandCount()
{
    // 4 servers, ToRs 4 and 5, spine 6; ToR-spine links at 200 Gbps.
    Topology t;
    t.kind = "manual";
    t.servers = 4;
    t.switches = 3;
    t.degree = 1;
    t.links = {{0, 4, 1, LinkRole::Uplink, 0},   {1, 4, 1, LinkRole::Uplink, 0},
               {2, 5, 1, LinkRole::Uplink, 0},   {3, 5, 1, LinkRole::Uplink, 0},
               {4, 6, 1, LinkRole::Fabric, 200}, {5, 6, 1, LinkRole::Fabric, 200}};
    const CostBreakdown c = topologyCost(t, PriceTable::defaults());
    QCOMPARE(c.nicUsd, 4 * 659.0);
    QCOMPARE(c.transceiverUsd, 8 * 99.0 + 4 * 239.0);
    QCOMPARE(c.switchUsd, 4 * 187.0 + 4 * 374.0);
    QCOMPARE(c.switchPorts, 8.0);
    QCOMPARE(c.fiberUsd, 6 * 20.0);
    QCOMPARE(c.totalUsd, 6748.0);
}

void TestCost::fatTreeSize_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<double>("r");
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("pods");
    QTest::addColumn<int>("edge");
    QTest::addColumn<int>("agg");
    QTest::addColumn<int>("core");
    QTest::addColumn<double>("ports");
    QTest::newRow("16 full") << 16 << 1.0 << 4 << 4 << 8 << 8 << 4 << 80.0;
    QTest::newRow("128 full") << 128 << 1.0 << 8 << 8 << 32 << 32 << 16 << 640.0;
    // 129 servers need k = 10 (250 hosts): 5 full pods of 25 and one pod of 4 servers.
    QTest::newRow("129 partial") << 129 << 1.0 << 10 << 6 << 26 << 26 << 13 << 645.0;
    // 2:1 halves every tier above the edge: ports 16 + 4 x 8.
    QTest::newRow("16 at 2:1") << 16 << 2.0 << 4 << 4 << 8 << 4 << 2 << 48.0;
    QTest::newRow("1 server") << 1 << 1.0 << 2 << 1 << 1 << 1 << 1 << 5.0;
}

void TestCost::fatTreeSize()
{
    QFETCH(int, servers);
    QFETCH(double, r);
    const FatTreeSize s = topoopt::fatTreeSize(servers, r);
    QTEST(s.k, "k");
    QTEST(s.pods, "pods");
    QTEST(s.edgeSwitches, "edge");
    QTEST(s.aggSwitches, "agg");
    QTEST(s.coreSwitches, "core");
    QTEST(s.switchPorts(), "ports");
    QCOMPARE(s.links(), servers + 2 * servers / r);
}

void TestCost::fatTreeCostMatchesHandBuiltTree()
{
    const PriceTable prices = PriceTable::defaults();
    const CostBreakdown hand = topologyCost(fatTree16(), prices);
    const CostBreakdown model = fatTreeCost(16, 100, 1, prices);
    QCOMPARE(hand.switchPorts, 80.0);
    QCOMPARE(hand.fibers, 48.0);
    QCOMPARE(model.nicUsd, hand.nicUsd);
    QCOMPARE(model.transceiverUsd, hand.transceiverUsd);
    QCOMPARE(model.switchUsd, hand.switchUsd);
    QCOMPARE(model.fiberUsd, hand.fiberUsd);
    QCOMPARE(model.totalUsd, hand.totalUsd);
    QCOMPARE(model.totalUsd, 16 * 659.0 + 96 * 99.0 + 80 * 187.0 + 48 * 20.0);
}

void TestCost::oversubscribedFatTreeHandCount()
{
    // 16 servers at 2:1: 16 + 8 + 8 links, 16 + 8 + 16 + 8 switch ports.
    const CostBreakdown c = fatTreeCost(16, 100, 2, PriceTable::defaults());
    QCOMPARE(c.totalUsd, 16 * 659.0 + 64 * 99.0 + 48 * 187.0 + 32 * 20.0);
    QVERIFY(QString::fromStdString(c.note).contains(QStringLiteral("2:1")));
}

void TestCost::equalCostBandwidth_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<double>("budget");
    const double topo16 = topologyCost(direct16d4(), PriceTable::defaults()).totalUsd;
    QTest::newRow("16 servers, TopoOpt d=4 budget") << 16 << topo16;
    QTest::newRow("128 servers, $1M") << 128 << 1e6;
    QTest::newRow("1000 servers, $3M") << 1000 << 3e6;
    QTest::newRow("128 servers, tiny budget") << 128 << 30000.0;
    QTest::newRow("64 servers, large budget") << 64 << 5e7;
}

void TestCost::equalCostBandwidth()
{
    QFETCH(int, servers);
    QFETCH(double, budget);
    const PriceTable prices = PriceTable::defaults();
    const EqualCostFatTree f = equalCostFatTree(servers, budget, prices, 0);
    QCOMPARE(f.solvedFor, std::string("link_gbps"));
    QCOMPARE(f.oversubscription, 1.0);
    QVERIFY(f.linkGbps > 0);
    QVERIFY2(std::abs(f.costUsd - budget) <= 1.0, qPrintable(QString::number(f.costUsd)));
    // Round trip through an independent costing of the solved tree.
    QVERIFY(std::abs(fatTreeCost(servers, f.linkGbps, 1, prices).totalUsd - budget) <= 1.0);
    QVERIFY(QString::fromStdString(f.heldEqual).contains(QStringLiteral("link bandwidth solved")));
}

void TestCost::equalCostOversubscription_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<double>("gbps");
    QTest::addColumn<double>("budget");
    // (The 16-server d = 4 TopoOpt fabric costs more than a 1:1 fat-tree at 100 Gbps: see
    // equalCostBudgetAboveFullBisection.)
    QTest::newRow("16 servers, 100 Gbps") << 16 << 100.0 << 30000.0;
    QTest::newRow("128 servers, 200 Gbps") << 128 << 200.0 << 400000.0;
    QTest::newRow("1024 servers, 40 Gbps") << 1024 << 40.0 << 600000.0;
}

void TestCost::equalCostOversubscription()
{
    QFETCH(int, servers);
    QFETCH(double, gbps);
    QFETCH(double, budget);
    const PriceTable prices = PriceTable::defaults();
    const EqualCostFatTree f = equalCostFatTree(servers, budget, prices, gbps);
    QCOMPARE(f.solvedFor, std::string("oversubscription"));
    QCOMPARE(f.linkGbps, gbps);
    QVERIFY(f.oversubscription >= 1);
    QVERIFY(std::abs(f.costUsd - budget) <= 1.0);
    QVERIFY(std::abs(fatTreeCost(servers, gbps, f.oversubscription, prices).totalUsd - budget) <=
            1.0);
    QCOMPARE(f.size.oversubscription, f.oversubscription);
}

void TestCost::equalCostBudgetAboveFullBisection()
{
    const PriceTable prices = PriceTable::defaults();
    const double full = fatTreeCost(16, 100, 1, prices).totalUsd;
    const EqualCostFatTree f = equalCostFatTree(16, full * 2, prices, 100);
    QCOMPARE(f.solvedFor, std::string("none"));
    QCOMPARE(f.oversubscription, 1.0);
    QCOMPARE(f.costUsd, full);
    QVERIFY(QString::fromStdString(f.heldEqual).contains(QStringLiteral("costs less")));
}

void TestCost::equalCostUnreachableBudget()
{
    const PriceTable prices = PriceTable::defaults();
    // Below the cost of 16 server links at 100 Gbps whatever the oversubscription.
    try {
        equalCostFatTree(16, 1000, prices, 100);
        QFAIL("solved an impossible budget");
    } catch (const InputError& e) {
        QCOMPARE(e.problems().items().at(0).path, std::string("budget_usd"));
    }
    // Below the cabling (fibers) alone.
    QVERIFY_THROWS_EXCEPTION(InputError, equalCostFatTree(16, 100, prices, 0));
    QVERIFY_THROWS_EXCEPTION(InputError, equalCostFatTree(16, -5, prices, 0));
    QVERIFY_THROWS_EXCEPTION(InputError, equalCostFatTree(0, 1e6, prices, 0));
}

void TestCost::badTopologyRejected()
{
    Topology t = direct16d4();
    t.links[3].b = 99;
    t.links[5].gbps = -1;
    try {
        topologyCost(t, PriceTable::defaults());
        QFAIL("costed a broken topology");
    } catch (const InputError& e) {
        QCOMPARE(int(e.problems().size()), 2);
        QCOMPARE(e.problems().items()[0].path, std::string("/links/3"));
        QCOMPARE(e.problems().items()[1].path, std::string("/links/5/gbps"));
    }
    PriceTable empty = PriceTable::defaults();
    empty.classes.clear();
    QVERIFY_THROWS_EXCEPTION(InputError, topologyCost(direct16d4(), empty));
}

QTEST_GUILESS_MAIN(TestCost)
#include "tst_cost.moc"

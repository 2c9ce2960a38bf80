// The graph view and heatmaps show what their data says (the convergence view:
// tst_convergenceview.cpp; the comparison view: tst_comparisonview.cpp).
#include <QtTest>

#include <qcustomplot.h>

#include <cmath>
#include <set>

#include "editinghelpers.h"
#include "graphview.h"
#include "handtopology.h"
#include "heatmapview.h"
#include "testdata.h"
#include "trafficmatrices.h"

using namespace topoopt;

class TestViews : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void graphShowsRingTopology();
    void graphTooltipsSelectionAndRoutes();
    void graphForceLayoutForSwitchedKinds_data();
    void graphForceLayoutForSwitchedKinds();
    void graphForceLayoutIsDeterministic();
    void graphWidthByLoad();
    void heatmapCountsCells();
    void heatmapShowsBorrowedRings();
    void heatmapSumsBlocksOfLargeClusters();
    void heatmapDiagonalFollowsPermutation();
    void heatmapLinkLoadAndLogScale();
    void linkLoadsMatchHandCount();
};

void TestViews::graphShowsRingTopology()
{
    const Traffic traffic = test::sharedTraffic("hotspot32.json");
    const Topology topo = test::handTopology(traffic, 4, {1});
    ui::GraphView view;
    view.resize(800, 600);
    view.show();
    view.setTopology(topo, traffic);
    QVERIFY(!view.isLayoutPending()); // circle layouts are immediate
    QCOMPARE(view.nodeCount(), 32);
    QCOMPARE(view.edgeCount(), static_cast<int>(topo.links.size()));
    // Ring order: members of the ring over all servers are neighbours on the circle... here the
    // groups are strided, so servers sit by id and all are on one circle.
    const QPointF centre(0, 0);
    const double r0 = QLineF(centre, view.nodePosition(0)).length();
    for (int i = 1; i < 32; ++i)
        QVERIFY(qAbs(QLineF(centre, view.nodePosition(i)).length() - r0) < 1e-6);
    auto* legend = view.findChild<QLabel*>(QStringLiteral("graphLegend"));
    QVERIFY(legend && legend->isVisible());
    QVERIFY(legend->text().contains(QStringLiteral("Ring g0, +1")));
    QVERIFY(legend->text().contains(QStringLiteral("MP (matching)")));
}

void TestViews::graphTooltipsSelectionAndRoutes()
{
    const Traffic traffic = test::sharedTraffic("hotspot32.json");
    const Topology topo = test::handTopology(traffic, 4, {1});
    ui::GraphView view;
    view.resize(800, 600);
    view.show();
    view.setTopology(topo, traffic);
    const QString tip = view.toolTipAt(view.nodePosition(5));
    QVERIFY2(tip.startsWith(QStringLiteral("Server 5")), qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("Ports used: %1 of 4").arg(topo.portsUsed()[5])));
    QVERIFY(tip.contains(QStringLiteral("Sends")));

    // A link tooltip at the midpoint of a link that no node covers.
    const Link* mp = nullptr;
    for (const Link& l : topo.links)
        if (l.role == LinkRole::Mp) mp = &l;
    QVERIFY(mp);
    const QPointF mid = (view.nodePosition(mp->a) + view.nodePosition(mp->b)) / 2;
    const QString linkTip = view.toolTipAt(mid);
    QVERIFY2(linkTip.contains(QStringLiteral("MP (matching)")) ||
                 linkTip.startsWith(QStringLiteral("Link")),
             qPrintable(linkTip));
    QVERIFY(linkTip.contains(QStringLiteral("Bytes per iteration")));

    int incident = 0;
    for (const Link& l : topo.links)
        if (l.a == 7 || l.b == 7) ++incident;
    view.selectNode(7);
    QCOMPARE(view.selectedNode(), 7);
    int multiHop = 0;
    for (const Route& r : topo.routes)
        if (r.src == 7)
            for (const Path& p : r.paths)
                if (p.hops.size() > 2) multiHop += static_cast<int>(p.hops.size()) - 1;
    QCOMPARE(view.highlightedLineCount(), incident + multiHop);

    // A pair with an MP route: its path is drawn hop by hop.
    const Route& route = topo.routes.front();
    QSignalSpy messages(&view, &ui::GraphView::message);
    view.showRoutes(route.src, route.dst);
    QCOMPARE(view.shownPathCount(), static_cast<int>(route.paths.size()));
    QCOMPARE(view.highlightedLineCount(), static_cast<int>(route.paths[0].hops.size()) - 1);
    QCOMPARE(messages.count(), 1);

    // Clicking: select by mouse at a node's position.
    const QPoint p = view.mapFromScene(view.nodePosition(12));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, p);
    QCOMPARE(view.selectedNode(), 12);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, Qt::ShiftModifier,
                      view.mapFromScene(view.nodePosition(20)));
    QVERIFY(view.shownPathCount() >= 1);
    view.selectNode(-1);
    QCOMPARE(view.highlightedLineCount(), 0);
}

void TestViews::graphForceLayoutForSwitchedKinds_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<bool>("fattree");
    QTest::newRow("expander 64") << 64 << false;
    QTest::newRow("fat-tree 48") << 48 << true;
}

void TestViews::graphForceLayoutForSwitchedKinds()
{
    QFETCH(int, servers);
    QFETCH(bool, fattree);
    const Topology topo =
        fattree ? test::smallFatTree(servers, 8, 4) : test::randomExpander(servers, 4, 7);
    ui::GraphView view;
    view.resize(800, 600);
    view.show();
    QSignalSpy ready(&view, &ui::GraphView::layoutReady);
    view.setTopology(topo, Traffic{});
    QVERIFY(view.isLayoutPending());
    QVERIFY(ready.wait(20000));
    QCOMPARE(view.nodeCount(), topo.nodes());
    QCOMPARE(view.switchCount(), topo.switches);
    QCOMPARE(view.edgeCount(), static_cast<int>(topo.links.size()));
    // Not a circle: radii from the centroid spread out, and no two nodes coincide.
    QPointF c;
    for (int i = 0; i < topo.nodes(); ++i)
        c += view.nodePosition(i) / topo.nodes();
    double minR = 1e18, maxR = 0;
    for (int i = 0; i < topo.nodes(); ++i) {
        const double r = QLineF(c, view.nodePosition(i)).length();
        minR = std::min(minR, r);
        maxR = std::max(maxR, r);
        QVERIFY(std::isfinite(view.nodePosition(i).x()));
    }
    QVERIFY(maxR > 2 * minR);
    if (fattree) {
        const QString tip = view.toolTipAt(view.nodePosition(servers));
        QVERIFY2(tip.startsWith(QStringLiteral("Switch 0")), qPrintable(tip));
    }
}

void TestViews::graphForceLayoutIsDeterministic()
{
    const Topology topo = test::randomExpander(40, 4, 3);
    const auto a = ui::forceLayout(topo, 1);
    const auto b = ui::forceLayout(topo, 1);
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].x, b[i].x);
        QCOMPARE(a[i].y, b[i].y);
    }
    // A cancelled layout ends early but still places every node.
    CancelToken cancel;
    cancel.cancel();
    QCOMPARE(ui::forceLayout(topo, 1, &cancel).size(), a.size());
}

void TestViews::graphWidthByLoad()
{
    const Traffic traffic = test::sharedTraffic("hotspot32.json");
    const Topology topo = test::handTopology(traffic, 4, {1});
    ui::GraphView view;
    view.setTopology(topo, traffic);
    QCOMPARE(view.loads().perLinkRelative.size(), topo.links.size());
    double maxRel = 0;
    for (double r : view.loads().perLinkRelative)
        maxRel = std::max(maxRel, r);
    QCOMPARE(maxRel, 1.0);
    view.setWidthMode(ui::GraphView::WidthMode::Load);
    QCOMPARE(view.edgeCount(), static_cast<int>(topo.links.size()));
    QVERIFY(view.findChild<QLabel*>(QStringLiteral("graphLegend"))
                ->text()
                .contains(QStringLiteral("Width: load")));
}

void TestViews::heatmapCountsCells()
{
    const Traffic traffic = test::sharedTraffic("hotspot32.json");
    ui::HeatmapView view;
    view.resize(800, 600);
    view.setTraffic(traffic);
    QCOMPARE(view.cellCount(), 32 * 32);
    // Server ids are whole numbers: no tick between two servers, here or zoomed in.
    for (const double span : {32.0, 3.0}) {
        view.plot()->xAxis->setRange(-0.5, span - 0.5);
        view.plot()->yAxis->setRange(-0.5, span - 0.5);
        view.plot()->replot();
        for (QCPAxis* axis : {view.plot()->xAxis, view.plot()->yAxis}) {
            QVERIFY(!axis->tickVector().isEmpty());
            for (double tick : axis->tickVector())
                QCOMPARE(tick, std::round(tick));
        }
    }
    view.setMode(ui::HeatmapView::Mode::Mp);
    QCOMPARE(view.matrix().nonZeroCount(), static_cast<int>(traffic.mp.size()));
    QCOMPARE(view.matrix().total(), traffic.mpBytes());
    // No topology: each group is one ring in member order, one direction: k hops each.
    view.setMode(ui::HeatmapView::Mode::AllReduce);
    QCOMPARE(view.matrix().nonZeroCount(), 32);
    QVERIFY(qAbs(view.matrix().total() - traffic.allreduceWireBytes()) < 1);
    const int g0second = traffic.allreduce[0].members[1];
    QVERIFY(view.matrix().at(traffic.allreduce[0].members[0], g0second) > 0);
    view.setMode(ui::HeatmapView::Mode::Both);
    QVERIFY(qAbs(view.matrix().total() - (traffic.mpBytes() + traffic.allreduceWireBytes())) < 1);
    const MpFlow& f = traffic.mp.front();
    const QString text = view.readout(f.src, f.dst);
    QVERIFY2(text.contains(QStringLiteral("Server %1 \u2192 %2").arg(f.src).arg(f.dst)),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("MP")));
    view.setMode(ui::HeatmapView::Mode::LinkLoad);
    QCOMPARE(view.cellCount(), 0); // no topology yet: explanatory label instead
}

void TestViews::heatmapShowsBorrowedRings()
{
    // The fabric's ring 0 3 6 1 4 7 2 5 belongs to group "g"; the traffic's groups are another
    // name over the same eight servers and a group without server 5. Both run on that ring, as
    // the simulator runs them, so the AllReduce heatmap draws its diagonals i -> i +- 3, not
    // the member-order diagonal i -> i + 1.
    Topology topology;
    topology.servers = 8;
    topology.rings.push_back({"g", {0, 1, 2, 3, 4, 5, 6, 7}, {3}});
    Traffic traffic;
    traffic.servers = 8;
    traffic.allreduce.push_back({"dp:renamed", {0, 1, 2, 3, 4, 5, 6, 7}, 8e6});
    traffic.allreduce.push_back({"dp:seven", {0, 1, 2, 3, 4, 6, 7}, 7e6});
    const ui::SquareMatrix m = ui::allreduceMatrix(traffic, &topology);
    QVERIFY(qAbs(m.total() - traffic.allreduceWireBytes()) < 1);
    for (int i = 0; i < 8; ++i) {
        QVERIFY(m.at(i, (i + 3) % 8) > 0);
        QVERIFY(m.at(i, (i + 5) % 8) > 0);
        QCOMPARE(m.at(i, (i + 1) % 8), 0.0);
    }
    // The seven-member ring skips server 5: 2 -> 0 and 0 -> 2 take its place.
    QCOMPARE(m.at(2, 5), 2.0 * 7 / 8 * 8e6 / 2); // only "dp:renamed" sends 2 -> 5
    QVERIFY(m.at(2, 0) > 0 && m.at(0, 2) > 0);
    // Without the topology both fall back to member order.
    QVERIFY(ui::allreduceMatrix(traffic, nullptr).at(0, 1) > 0);
}

void TestViews::heatmapSumsBlocksOfLargeClusters()
{
    // 65,536 servers would need a 34 GB matrix: the studio died of std::bad_alloc on such a
    // scenario (found by fuzzing). Beyond 1,024 servers a cell sums a block of servers.
    Traffic traffic;
    traffic.servers = 4000;
    traffic.mp = {{0, 3999, 1e6}, {1, 3998, 2e6}, {5, 9, 4e6}, {3999, 0, 8e6}};
    traffic.allreduce.push_back({"all", {0, 1000, 2000, 3000}, 1e9});
    ui::HeatmapView view;
    view.resize(800, 600);
    view.setTraffic(traffic);
    view.setMode(ui::HeatmapView::Mode::Mp);
    const ui::SquareMatrix& m = view.matrix();
    QCOMPARE(m.block, 4);
    QCOMPARE(m.size, 1000);
    QCOMPARE(view.cellCount(), 1000 * 1000);
    QCOMPARE(m.total(), traffic.mpBytes());
    QCOMPARE(m.at(0, 999), 3e6); // servers 0 and 1 to 3999 and 3998 share a cell
    QCOMPARE(m.at(1, 2), 4e6);   // 5 -> 9
    QCOMPARE(m.nonZeroCount(), 3);
    QVERIFY2(
        view.readout(0, 999).contains(QStringLiteral("Servers 0\u20133 \u2192 3996\u20133999")),
        qPrintable(view.readout(0, 999)));
    view.setMode(ui::HeatmapView::Mode::AllReduce);
    QVERIFY(qAbs(view.matrix().total() - traffic.allreduceWireBytes()) < 1);
    QCOMPARE(view.matrix().at(0, 250), view.matrix().at(250, 500)); // 0 -> 1000 -> 2000
}

void TestViews::heatmapDiagonalFollowsPermutation()
{
    // spec 2: a ring over all servers with permutation +p draws j = i + p (mod n).
    const int n = 16;
    const Traffic traffic = test::sharedTraffic("dp16.json");
    ui::HeatmapView view;
    view.setMode(ui::HeatmapView::Mode::AllReduce);
    view.setTraffic(traffic);
    for (int i = 0; i < n; ++i)
        QVERIFY(view.matrix().at(i, (i + 1) % n) > 0);
    for (int p : {3, 5, 7}) {
        view.setTopology(test::handTopology(traffic, 2, {p}));
        QCOMPARE(view.cellCount(), n * n);
        QCOMPARE(view.matrix().nonZeroCount(), 2 * n); // both directions of the duplex ring
        for (int i = 0; i < n; ++i) {
            QVERIFY(view.matrix().at(i, (i + p) % n) > 0);
            QVERIFY(view.matrix().at(i, (i - p + n) % n) > 0);
            QCOMPARE(view.matrix().at(i, (i + 1) % n), 0.0);
        }
        QVERIFY(qAbs(view.matrix().total() - traffic.allreduceWireBytes()) < 1);
    }
}

void TestViews::heatmapLinkLoadAndLogScale()
{
    const Traffic traffic = test::sharedTraffic("hotspot32.json");
    const Topology topo = test::handTopology(traffic, 4, {1});
    ui::HeatmapView view;
    view.setTraffic(traffic);
    view.setTopology(topo);
    view.setMode(ui::HeatmapView::Mode::LinkLoad);
    QCOMPARE(view.cellCount(), 32 * 32);
    // Only linked pairs carry load.
    std::set<std::pair<int, int>> linked;
    for (const Link& l : topo.links) {
        linked.insert({l.a, l.b});
        linked.insert({l.b, l.a});
    }
    for (int r = 0; r < 32; ++r)
        for (int c = 0; c < 32; ++c)
            if (view.matrix().at(r, c) > 0) QVERIFY(linked.count({r, c}));
    view.setScale(ui::HeatmapView::Scale::Log);
    auto* scale = view.plot()->findChild<QCPColorScale*>();
    QVERIFY(scale);
    QCOMPARE(scale->dataScaleType(), QCPAxis::stLogarithmic);
    QVERIFY(scale->axis()->label().contains(QStringLiteral("per iteration")));
}

void TestViews::linkLoadsMatchHandCount()
{
    // Four servers in a ring +1, 100 bytes each: each member sends 2*3/4*100 = 150 bytes, split
    // over two directions: 75 bytes per directed ring hop; an MP flow 0 -> 2 of 40 bytes goes
    // over the route [0, 1, 2].
    Traffic t = test::ringTraffic(4, 100);
    t.mp.push_back({0, 2, 40});
    Topology topo = test::handTopology(t, 2, {1});
    topo.routes = {{0, 2, {{{0, 1, 2}, 1.0}}}};
    const ui::LinkLoads loads = ui::computeLinkLoads(topo, t);
    QCOMPARE(loads.directed.at({0, 1}), 75.0 + 40.0);
    QCOMPARE(loads.directed.at({1, 2}), 75.0 + 40.0);
    QCOMPARE(loads.directed.at({1, 0}), 75.0);
    QCOMPARE(loads.forwardedBytes[1], 40.0);
    QCOMPARE(loads.sentBytes[0], 150.0 + 40.0);
    QCOMPARE(loads.unroutedBytes, 0.0);
}

QTEST_MAIN(TestViews)
#include "tst_views.moc"

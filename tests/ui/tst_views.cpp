// The graph view, heatmaps and convergence view show what their data says (the comparison
// view: tst_comparisonview.cpp).
#include <QtTest>

#include <qcustomplot.h>

#include <cmath>
#include <set>

#include "convergenceview.h"
#include "graphview.h"
#include "handtopology.h"
#include "heatmapview.h"
#include "io/trafficjson.h"
#include "legendplacement.h"
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
    void convergenceThrottlesRedraws();
    void convergenceFitsTheWalkAndKeepsTheUsersZoom();
    void convergenceLegendAvoidsThePoints();
    void legendCornerCountsTheLine();
    void convergenceLegendAvoidsTheBestLine();
    void convergenceFromHistoryKeepsRoundLabelsInside();

private:
    static Traffic loadShared(const char* name)
    {
        return io::loadTraffic(
            test::sharedData(QStringLiteral("traffic/") + QLatin1String(name)).toStdString());
    }
};

void TestViews::graphShowsRingTopology()
{
    const Traffic traffic = loadShared("hotspot32.json");
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
    const Traffic traffic = loadShared("hotspot32.json");
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
    const Traffic traffic = loadShared("hotspot32.json");
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
    const Traffic traffic = loadShared("hotspot32.json");
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
    const Traffic traffic = loadShared("dp16.json");
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
    const Traffic traffic = loadShared("hotspot32.json");
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

void TestViews::convergenceThrottlesRedraws()
{
    ui::ConvergenceView view;
    view.resize(800, 500);
    view.show();
    view.reset(1000);
    const int before = view.replotCount();
    double best = 100;
    for (int batch = 0; batch < 100; ++batch) {
        std::vector<ProposalEvent> events;
        for (int i = 0; i < 10; ++i) {
            ProposalEvent e;
            e.step = batch * 10 + i;
            e.round = e.step / 250;
            e.iterationMs = 50 + (e.step * 37 % 60);
            e.accepted = e.iterationMs < best + 5;
            e.lowerBound = !e.accepted && e.step % 7 == 0; // decided on a bound, not simulated
            best = std::min(best, e.iterationMs);
            e.bestMs = best;
            events.push_back(e);
        }
        view.appendProposals(events);
        if (batch % 25 == 24) {
            AlternationEvent a;
            a.round = batch / 25;
            view.addAlternation(a);
        }
    }
    // 100 batches and 4 alternations arrived without one redraw: the timer does them.
    QCOMPARE(view.replotCount(), before);
    QTRY_VERIFY(view.replotCount() > before);
    QCOMPARE(view.proposalCount(), 1000);
    QCOMPARE(view.alternationCount(), 4);
    QCOMPARE(view.bestMs(), 50.0);
    QCOMPARE(view.acceptedCount() + view.rejectedCount(), 1000);
    QCOMPARE(view.plot()->graph(3)->dataCount(), 1000); // best so far
    // Proposals rejected on a bound get their own marks, apart from the simulated rejections.
    QVERIFY(view.boundRejectedCount() > 0);
    QCOMPARE(view.plot()->graph(4)->dataCount(), view.boundRejectedCount());
    QCOMPARE(view.plot()->graph(0)->dataCount(), view.rejectedCount() - view.boundRejectedCount());
    QVERIFY(view.replotCount() - before <= 3);
}

namespace {
/// Proposals `from` .. `to` - 1: the chain walks between 70 and 70.86 ms; every tenth proposal is a
/// rejected outlier at 300 ms.
std::vector<ProposalEvent> walkWithOutliers(int from, int to)
{
    std::vector<ProposalEvent> events;
    for (int step = from; step < to; ++step) {
        ProposalEvent e;
        e.step = step;
        const bool outlier = step % 10 == 5;
        e.iterationMs = outlier ? 300 : 70 + (step % 7) / 7.0;
        e.accepted = !outlier;
        e.bestMs = 70;
        events.push_back(e);
    }
    return events;
}
} // namespace

void TestViews::convergenceFitsTheWalkAndKeepsTheUsersZoom()
{
    ui::ConvergenceView view;
    view.resize(800, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.reset(4000);
    view.appendProposals(walkWithOutliers(0, 100));
    QTRY_VERIFY(view.plot()->yAxis->range().upper > 70.85 &&
                view.plot()->yAxis->range().upper < 100);
    // The band of the walk fills the plot; the ten outliers are counted, not fitted.
    const QCPRange y = view.plot()->yAxis->range();
    QVERIFY2(y.lower < 70 && y.upper > 70.85,
             qPrintable(QStringLiteral("%1 %2").arg(y.lower).arg(y.upper)));
    QCOMPARE(view.proposalsAbove(), 10);
    // x follows the proposals made, not the budget of 4000.
    QVERIFY(view.plot()->xAxis->range().upper >= 100);
    QVERIFY(view.plot()->xAxis->range().upper < 200);

    // The user zooms: new proposals no longer move the axes.
    const QPointF centre(view.plot()->width() / 2.0, view.plot()->height() / 2.0);
    QWheelEvent wheel(centre, view.plot()->mapToGlobal(centre), QPoint(), QPoint(0, 120),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view.plot(), &wheel);
    QVERIFY(!view.fitsData());
    view.plot()->yAxis->setRange(0, 1000);
    view.plot()->xAxis->setRange(0, 5000);
    const int replots = view.replotCount();
    view.appendProposals(walkWithOutliers(100, 200));
    QTRY_VERIFY(view.replotCount() > replots);
    QCOMPARE(view.plot()->yAxis->range(), QCPRange(0, 1000));
    QCOMPARE(view.plot()->xAxis->range(), QCPRange(0, 5000));

    // A double-click fits the data again, all 200 proposals.
    QTest::mouseDClick(view.plot(), Qt::LeftButton, Qt::NoModifier, centre.toPoint());
    QTRY_VERIFY(view.fitsData());
    QTRY_VERIFY(view.plot()->yAxis->range().upper > 70.85 &&
                view.plot()->yAxis->range().upper < 100);
    QCOMPARE(view.proposalsAbove(), 20);
    QVERIFY(view.plot()->xAxis->range().upper >= 200);

    // When most proposals are far above the walk (few accepted), three quarters of them show.
    view.reset(100);
    std::vector<ProposalEvent> rejecting;
    for (int step = 0; step < 40; ++step) {
        ProposalEvent e;
        e.step = step;
        e.accepted = step % 10 == 0;
        e.iterationMs = e.accepted ? 70 : 100 + step; // up to 139 ms
        e.bestMs = 70;
        rejecting.push_back(e);
    }
    view.appendProposals(rejecting);
    QTRY_VERIFY(view.plot()->yAxis->range().upper > 120);
    QVERIFY(view.plot()->yAxis->range().upper < 139);
    QVERIFY(view.proposalsAbove() > 0 && view.proposalsAbove() <= 10);

    // When only a few proposals are a little above the walk, everything is fitted.
    view.reset(100);
    std::vector<ProposalEvent> mild = walkWithOutliers(0, 50);
    for (ProposalEvent& e : mild)
        if (!e.accepted) e.iterationMs = 72;
    view.appendProposals(mild);
    QTRY_VERIFY(view.plot()->yAxis->range().upper > 72);
    QCOMPARE(view.proposalsAbove(), 0);
}

// The legend moves out of the way of the points and the best-so-far line: here the walk fills
// the top right and the bottom left, the best line runs along the bottom, and the top left is
// empty (nothing lies above the fitted range, so there is no note there).
void TestViews::convergenceLegendAvoidsThePoints()
{
    ui::ConvergenceView view;
    view.resize(800, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.reset(200);
    QCOMPARE(view.legendCorner(), Qt::AlignTop | Qt::AlignRight);
    std::vector<ProposalEvent> events;
    for (int step = 0; step < 100; ++step) {
        ProposalEvent e;
        e.step = step;
        e.accepted = true;
        e.iterationMs = step < 50 ? 70 : 80;
        e.bestMs = 70;
        events.push_back(e);
    }
    view.appendProposals(events);
    QTRY_COMPARE(view.legendCorner(), Qt::AlignTop | Qt::AlignLeft);
    // More of the same does not move it again.
    for (ProposalEvent& e : events)
        e.step += 100;
    const int replots = view.replotCount();
    view.appendProposals(events);
    QTRY_VERIFY(view.replotCount() > replots);
    QCOMPARE(view.legendCorner(), Qt::AlignTop | Qt::AlignLeft);
}

// The corner choice in pixels: a line's clipped length counts, so a legend stays over a few
// points rather than over the line (it moved onto the best-so-far line when only points
// counted).
void TestViews::legendCornerCountsTheLine()
{
    const QRectF box(100, 100, 100, 50);
    QCOMPARE(ui::lengthInside(QPolygonF{{0, 120}, {300, 120}}, box), 100.0);
    QCOMPARE(ui::lengthInside(QPolygonF{{0, 120}, {150, 120}, {150, 0}}, box), 50.0 + 20.0);
    QCOMPARE(ui::lengthInside(QPolygonF{{0, 10}, {300, 10}}, box), 0.0);
    QCOMPARE(ui::lengthInside(QPolygonF{{120, 0}, {120, 90}}, box), 0.0);
    QVERIFY(std::abs(ui::lengthInside(QPolygonF{{100, 100}, {200, 150}}, box) -
                     std::hypot(100.0, 50.0)) < 1e-9);

    const QRectF plot(0, 0, 400, 300);
    const QSizeF legend(120, 60);
    const auto topRight = Qt::AlignTop | Qt::AlignRight;
    const std::vector<Qt::Alignment> corners = {topRight, Qt::AlignBottom | Qt::AlignRight,
                                                Qt::AlignBottom | Qt::AlignLeft};
    ui::LegendObstacles obstacles;
    obstacles.points = {{350, 20}, {360, 30}, {370, 25}};
    QCOMPARE(ui::chooseLegendCorner(plot, legend, obstacles, topRight, corners),
             Qt::AlignBottom | Qt::AlignRight);
    obstacles.lines.push_back(QPolygonF{{0, 100}, {100, 100}, {100, 280}, {400, 280}});
    QCOMPARE(ui::chooseLegendCorner(plot, legend, obstacles, topRight, corners), topRight);
    // Too small a plot for the legend: it stays.
    QCOMPARE(ui::chooseLegendCorner(QRectF(0, 0, 100, 50), legend, obstacles,
                                    Qt::AlignBottom | Qt::AlignLeft, corners),
             Qt::AlignBottom | Qt::AlignLeft);
}

// The reviewer's case: the best drops early and then runs flat along the bottom, a few
// rejected proposals sit in the top right, outliers above put the note in the top left. The
// empty-looking bottom right would hide the line; the legend keeps to the top right.
void TestViews::convergenceLegendAvoidsTheBestLine()
{
    ui::ConvergenceView view;
    view.resize(800, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.reset(200);
    std::vector<ProposalEvent> events;
    for (int step = 0; step < 100; ++step) {
        ProposalEvent e;
        e.step = step;
        e.accepted = step < 20 || step == 25;
        e.iterationMs = step < 20 ? 70 : step == 25 ? 66 : step % 4 == 0 ? 69.5 : 68;
        if (!e.accepted && step % 20 == 10) e.iterationMs = 200; // above the fitted range
        e.bestMs = step < 25 ? 70 : 66;
        events.push_back(e);
    }
    view.appendProposals(events);
    QTRY_VERIFY(view.proposalsAbove() > 0);
    // Once more on the laid-out plot (the first placement used the empty plot's axes).
    view.plot()->replot();
    view.setStatus(QStringLiteral("Searching..."));
    QCOMPARE(view.legendCorner(), Qt::AlignTop | Qt::AlignRight);
}

// A finished search shown from its history: a round ends after each round's topology-plane
// proposal, and the last round's label, whose line is at the right edge, reads leftwards.
void TestViews::convergenceFromHistoryKeepsRoundLabelsInside()
{
    std::vector<ProposalEvent> history;
    for (int round = 0; round < 2; ++round) {
        for (int i = 0; i < 50; ++i) {
            ProposalEvent e;
            e.round = round;
            e.step = static_cast<int>(history.size());
            e.accepted = i % 2 == 0;
            e.iterationMs = 70 - i * 0.1;
            e.bestMs = 65;
            history.push_back(e);
        }
        ProposalEvent topology;
        topology.round = round;
        topology.step = static_cast<int>(history.size());
        topology.plane = SearchPlane::Topology;
        topology.accepted = round == 1;
        topology.iterationMs = topology.bestMs = 65;
        history.push_back(topology);
    }
    ui::ConvergenceView view;
    view.resize(800, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showHistory(history, QStringLiteral("Search finished"));
    QCOMPARE(view.proposalCount(), 102);
    QCOMPARE(view.alternationCount(), 2);
    view.plot()->replot(); // the queued one, now: labels are placed after its layout step
    QStringList texts;
    std::vector<Qt::Alignment> alignments;
    for (int i = 0; i < view.plot()->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(view.plot()->item(i));
            text && text->text().contains(QStringLiteral("round"))) {
            texts << text->text().trimmed();
            alignments.push_back(text->positionAlignment());
        }
    QCOMPARE(texts,
             (QStringList{QStringLiteral("round 1"), QStringLiteral("round 2: topology kept")}));
    QVERIFY(alignments[0] & Qt::AlignLeft);
    QVERIFY(alignments[1] & Qt::AlignRight);
}

QTEST_MAIN(TestViews)
#include "tst_views.moc"

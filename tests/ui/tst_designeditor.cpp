// The design editor's rules (issue 8, item 1) and Ctrl-dragging a link's end in the graph.
#include <QtTest>

#include <algorithm>

#include "designedits.h"
#include "editinghelpers.h"
#include "graphview.h"
#include "handtopology.h"
#include "pipelinehalves.h"
#include "topology/buildtopology.h"

using namespace topoopt;
using test::sharedTraffic;

class TestDesignEditor : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void editorRules();
    void sharedCycleUsesItsPorts();
    void makeRoomRemovesFillLinks();
    void graphDragMovesLinkEnd();
};

void TestDesignEditor::editorRules()
{
    // One ring over 16 servers with +1, d = 4: +3, +5, +7 are offered (+15 is +1 reversed).
    const Traffic traffic = sharedTraffic("dp16.json");
    const TopologySpec design = ui::DesignEditor::fromTopology(test::handTopology(traffic, 4, {1}));
    const ui::DesignEditor ed(design, 16, 4);
    QCOMPARE(ed.permutationChoices(0), (std::vector<int>{3, 5, 7}));
    QCOMPARE(ed.portsUsed()[0], 2);
    QVERIFY(ui::designConnected(design, 16));

    ui::DesignEdit e = ed.addPermutation(0, 4, false);
    QVERIFY(!e.ok);
    QVERIFY2(e.message.contains(QStringLiteral("not coprime")), qPrintable(e.message));
    QVERIFY(e.design == design);
    e = ed.addPermutation(0, 15, false);
    QVERIFY(!e.ok);
    QVERIFY2(e.message.contains(QStringLiteral("same duplex ring")), qPrintable(e.message));
    e = ed.addPermutation(0, 3, false);
    QVERIFY(e.ok);
    QCOMPARE(e.design.rings[0].permutations, (std::vector<int>{1, 3}));
    const ui::DesignEditor full(e.design, 16, 4);
    QCOMPARE(full.portsUsed()[7], 4);
    // A third ring needs 6 ports per member.
    e = full.addPermutation(0, 5, false);
    QVERIFY(!e.ok);
    QVERIFY2(e.message.contains(QStringLiteral("would use 6 ports")), qPrintable(e.message));
    e = full.addLink(2, 9, false);
    QVERIFY(!e.ok);
    e = ed.addLink(2, 2, false);
    QVERIFY(!e.ok);
    QVERIFY2(e.message.contains(QStringLiteral("itself")), qPrintable(e.message));
    // Links: add, a parallel one, move an end, remove.
    e = ed.addLink(9, 2, false);
    QVERIFY(e.ok);
    QCOMPARE(e.design.links.size(), std::size_t(1));
    QCOMPARE(e.design.links[0].a, 2);
    QCOMPARE(e.design.links[0].b, 9);
    QCOMPARE(e.design.links[0].role, LinkRole::Mp);
    e = ui::DesignEditor(e.design, 16, 4).addLink(2, 9, false);
    QCOMPARE(e.design.links[0].count, 2);
    e = ui::DesignEditor(e.design, 16, 4).moveLinkEnd(0, 9, 12, false);
    QVERIFY(e.ok);
    QCOMPARE(e.design.links.size(), std::size_t(2));
    QCOMPARE(e.design.links[0].count, 1);
    QCOMPARE(e.design.links[1].a, 2);
    QCOMPARE(e.design.links[1].b, 12);
    QVERIFY(!ui::DesignEditor(e.design, 16, 4).moveLinkEnd(1, 12, 2, false).ok); // self link
    e = ui::DesignEditor(e.design, 16, 4).removeLink(1);
    QVERIFY(e.ok);
    QCOMPARE(e.design.links.size(), std::size_t(1));
    // Removing the only ring would split the fabric.
    e = ed.removePermutation(0, 0);
    QVERIFY(!e.ok);
    QVERIFY2(e.message.contains(QStringLiteral("split the fabric")), qPrintable(e.message));
    // d lowered below what the design uses: edits that free ports still go through.
    const ui::DesignEditor over(full.design(), 16, 2);
    QVERIFY(!over.addLink(1, 5, false).ok);
    e = over.removePermutation(0, 1);
    QVERIFY2(e.ok, qPrintable(e.message));
    e = ed.changePermutation(0, 0, 7);
    QVERIFY(e.ok);
    QCOMPARE(e.design.rings[0].permutations, (std::vector<int>{7}));
    QVERIFY(!ed.changePermutation(0, 0, 8).ok);
}

void TestDesignEditor::sharedCycleUsesItsPorts()
{
    // Two disjoint groups on the even and the odd servers share one doubled cycle, listed as
    // links, not rings: the editor counts its ports, so every port is taken.
    const Traffic traffic = test::pipelineHalves(false);
    TopologyOptions options;
    options.degree = 4;
    const Topology fabric = buildTopology(traffic, options);
    QVERIFY(fabric.rings.empty());
    const TopologySpec design = ui::DesignEditor::fromTopology(fabric, &traffic);
    const ui::DesignEditor ed(design, 16, 4);
    for (int used : ed.portsUsed())
        QCOMPARE(used, 4);
    QVERIFY(!ed.addLink(0, 5, false).ok); // no port left on either end
}

void TestDesignEditor::makeRoomRemovesFillLinks()
{
    const Traffic traffic = sharedTraffic("dp16.json");
    TopologySpec design = ui::DesignEditor::fromTopology(test::handTopology(traffic, 4, {1}));
    // Fill every spare port: 0-8, 1-9, ... twice.
    for (int i = 0; i < 8; ++i)
        design.links.push_back({i, i + 8, 2, LinkRole::Fill, 0});
    const ui::DesignEditor ed(design, 16, 4);
    QVERIFY(!ed.addPermutation(0, 3, false).ok);
    const ui::DesignEdit e = ed.addPermutation(0, 3, true);
    QVERIFY2(e.ok, qPrintable(e.message));
    QVERIFY(e.message.contains(QStringLiteral("fill link")));
    QVERIFY(e.design.links.empty()); // both parallel fill links at every server had to go
    for (int p : ui::DesignEditor::portsUsed(e.design, 16))
        QCOMPARE(p, 4);
}

void TestDesignEditor::graphDragMovesLinkEnd()
{
    const Traffic traffic = sharedTraffic("hotspot32.json");
    const Topology topo = test::handTopology(traffic, 4, {1});
    ui::GraphView view;
    view.resize(900, 900);
    view.show();
    view.setTopology(topo, traffic);
    view.fit();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy spy(&view, &ui::GraphView::linkEndDragged);
    // An MP link; press near its end a (a fifth along), drop on a server on neither end.
    const auto mp = std::find_if(topo.links.begin(), topo.links.end(),
                                 [](const Link& l) { return l.role == LinkRole::Mp; });
    QVERIFY(mp != topo.links.end());
    int target = 0;
    while (target == mp->a || target == mp->b)
        ++target;
    const QPointF pa = view.nodePosition(mp->a), pb = view.nodePosition(mp->b);
    const QPoint press = view.mapFromScene(pa + (pb - pa) * 0.2);
    QTest::mousePress(view.viewport(), Qt::LeftButton, Qt::ControlModifier, press);
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, Qt::ControlModifier,
                        view.mapFromScene(view.nodePosition(target)));
    QCOMPARE(spy.count(), 1);
    const QList<QVariant> args = spy.takeFirst();
    QCOMPARE(args.at(0).toInt(), mp->a);
    QCOMPARE(args.at(1).toInt(), mp->b);
    QCOMPARE(args.at(2).toInt(), static_cast<int>(LinkRole::Mp));
    QCOMPARE(args.at(3).toInt(), mp->a);
    QCOMPARE(args.at(4).toInt(), target);
    // Dropped on empty space: nothing.
    QTest::mousePress(view.viewport(), Qt::LeftButton, Qt::ControlModifier, press);
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, Qt::ControlModifier,
                        view.mapFromScene(QPointF(0, 0)));
    QCOMPARE(spy.count(), 0);
}

QTEST_MAIN(TestDesignEditor)
#include "tst_designeditor.moc"

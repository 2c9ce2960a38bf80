// Design editing (issue 8, items 1-3): checked ring and link edits, each one undo step that
// restores the exact previous document; the heatmap diagonal follows a permutation; manual
// designs simulate; pinned designs show their differences.
#include <QtTest>

#include <QComboBox>
#include <QTableWidget>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUndoView>

#include <algorithm>
#include <iterator>
#include <numeric>

#include "comparisonview.h"
#include "designedits.h"
#include "designsview.h"
#include "document.h"
#include "format.h"
#include "graphview.h"
#include "handtopology.h"
#include "heatmapview.h"
#include "io/scenariojson.h"
#include "io/trafficjson.h"
#include "mainwindow.h"
#include "pipelinehalves.h"
#include "pipelineworker.h"
#include "runcontrol.h"
#include "scenariopanel.h"
#include "testdata.h"
#include "topology/buildtopology.h"
#include "topologyeditor.h"

using namespace topoopt;

namespace {
Scenario smallScenario()
{
    Scenario s = defaultScenario();
    s.name = "DLRM, 16 servers";
    s.cluster.servers = 16;
    s.search.proposals = 30;
    s.search.rounds = 2;
    return s;
}

std::string dump(const ui::Document& doc)
{
    return io::scenarioToJson(doc.scenario()).dump();
}

bool waitForPipeline(ui::MainWindow& w)
{
    return w.pipeline()->waitForIdle(120000);
}

Traffic sharedTraffic(const char* name)
{
    return io::loadTraffic(
        test::sharedData(QStringLiteral("traffic/") + QLatin1String(name)).toStdString());
}

/// The first ring with a permutation, and a coprime replacement it does not use.
std::pair<int, int> ringAndNewPermutation(const TopologySpec& design)
{
    for (std::size_t r = 0; r < design.rings.size(); ++r) {
        const ui::DesignEditor ed(design, 0, 0);
        const std::vector<int> choices = ed.permutationChoices(static_cast<int>(r));
        if (!design.rings[r].permutations.empty() && !choices.empty())
            return {static_cast<int>(r), choices.back()};
    }
    return {-1, -1};
}

} // namespace

class TestEditing : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void editorRules();
    void sharedCycleUsesItsPorts();
    void makeRoomRemovesFillLinks();
    void eachEditUndoesExactly();
    void invalidEditsAreRefused();
    void ringTreeListsSharingGroups();
    void permutationMovesHeatmapDiagonal();
    void manualDesignSimulates();
    void reoptimizeFromHere();
    void pinAndCompareShowsDelta();
    void designsShowFabricWhileSimulating();
    void designsSayWhenTheRunStopped();
    void graphDragMovesLinkEnd();
};

void TestEditing::init()
{
    // Docks and geometry from an earlier run must not leak in.
    qputenv("TOPOOPT_SETTINGS_DIR", QDir::tempPath().toUtf8() + "/tst_editing_settings");
}

void TestEditing::editorRules()
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

void TestEditing::sharedCycleUsesItsPorts()
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

void TestEditing::makeRoomRemovesFillLinks()
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

void TestEditing::eachEditUndoesExactly()
{
    ui::MainWindow w;
    w.show();
    w.document()->setScenario(smallScenario());
    QVERIFY(waitForPipeline(w));
    QCOMPARE(w.currentTopology()->kind, std::string("topoopt"));
    ui::TopologyEditor* ed = w.topologyEditor();
    ed->setMakeRoom(true);
    const auto design = ed->currentDesign();
    QVERIFY(design.has_value());
    // DLRM on 16 servers with d = 4: rings use every port (two permutations per member).
    QVERIFY(!design->rings.empty());
    QCOMPARE(design->rings[0].permutations.size(), std::size_t(2));
    const auto [ring, p] = ringAndNewPermutation(*design);
    QVERIFY(ring >= 0);

    // Each edit: one more undo step, undo gives back the exact document, redo the edited one.
    // Kept edits stay applied for the next (removing a ring frees the ports links need).
    struct Step {
        const char* name;
        std::function<bool()> edit;
        bool keep;
    };
    const std::vector<Step> steps = {
        {"change permutation", [&, r = ring, q = p] { return ed->changePermutation(r, 0, q); },
         false},
        {"remove permutation", [&, r = ring] { return ed->removePermutation(r, 1); }, true},
        {"add permutation", [&, r = ring, q = p] { return ed->addPermutation(r, q); }, false},
        {"add link", [&] { return ed->addLink(0, 9); }, true},
        {"add parallel link", [&] { return ed->addLink(9, 0); }, false},
        {"move link end", [&] { return ed->moveLinkEnd(0, 9, 5); }, false},
        {"remove link", [&] { return ed->removeLink(0); }, false},
        {"drag a link end in the graph",
         [&] {
             Q_EMIT w.graphView()->linkEndDragged(0, 9, static_cast<int>(LinkRole::Mp), 0, 7);
             return !ed->lastWasRefused() && ed->lastMessage().contains(QStringLiteral("Move"));
         },
         false},
    };
    std::vector<std::string> kept{dump(*w.document())};
    for (const Step& step : steps) {
        const std::string before = dump(*w.document());
        const int count = w.document()->undoStack()->index();
        QVERIFY2(step.edit(), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(step.name),
                                                                      ed->lastMessage())));
        QCOMPARE(w.document()->undoStack()->index(), count + 1);
        QCOMPARE(w.document()->scenario().topology.kind, std::string("manual"));
        const std::string after = dump(*w.document());
        QVERIFY(after != before);
        w.document()->undoStack()->undo();
        QCOMPARE(dump(*w.document()), before);
        w.document()->undoStack()->redo();
        QCOMPARE(dump(*w.document()), after);
        if (step.keep)
            kept.push_back(after);
        else
            w.document()->undoStack()->undo();
        QCOMPARE(dump(*w.document()), kept.back());
    }
    // Undoing the kept edits walks back to the finder's design, exactly.
    kept.pop_back();
    while (!kept.empty()) {
        w.document()->undoStack()->undo();
        QCOMPARE(dump(*w.document()), kept.back());
        kept.pop_back();
    }
    QCOMPARE(w.document()->scenario().topology.kind, std::string("topoopt"));
    // The history dock shows the stack.
    QCOMPARE(w.undoView()->stack(), w.document()->undoStack());
    QVERIFY(waitForPipeline(w));
}

void TestEditing::invalidEditsAreRefused()
{
    ui::MainWindow w;
    w.document()->setScenario(smallScenario());
    QVERIFY(waitForPipeline(w));
    ui::TopologyEditor* ed = w.topologyEditor();
    ed->setMakeRoom(false);
    const std::string before = dump(*w.document());
    const int steps = w.document()->undoStack()->count();
    const auto design = ed->currentDesign();
    QVERIFY(design.has_value());
    int ring = -1;
    for (std::size_t r = 0; r < design->rings.size(); ++r)
        if (design->rings[r].members.size() % 2 == 0 && design->rings[r].members.size() >= 4)
            ring = static_cast<int>(r);
    QVERIFY(ring >= 0);
    QVERIFY(!ed->changePermutation(ring, 0, 2));
    QVERIFY(ed->lastWasRefused());
    QVERIFY2(ed->lastMessage().contains(QStringLiteral("not coprime")),
             qPrintable(ed->lastMessage()));
    // TopologyFinder uses every port (fill links included): no room without making some.
    const auto choices = ui::DesignEditor(*design, 16, 4).permutationChoices(ring);
    QVERIFY(!choices.empty());
    QVERIFY(!ed->addPermutation(ring, choices.front()));
    QVERIFY2(ed->lastMessage().contains(QStringLiteral("more than its 4")),
             qPrintable(ed->lastMessage()));
    QVERIFY(!ed->addLink(5, 5));
    QVERIFY2(ed->lastMessage().contains(QStringLiteral("itself")), qPrintable(ed->lastMessage()));
    QVERIFY(!ed->addLink(0, 99));
    QCOMPARE(w.document()->undoStack()->count(), steps);
    QCOMPARE(dump(*w.document()), before);
    // The permutation box offers only coprime values.
    for (int i = 0; i < ed->permutationBox()->count(); ++i) {
        const int p = ed->permutationBox()->itemData(i).toInt();
        QVERIFY(p >= 1);
    }
}

void TestEditing::ringTreeListsSharingGroups()
{
    ui::MainWindow w;
    w.show();
    w.document()->setScenario(smallScenario());
    QVERIFY(waitForPipeline(w));
    ui::TopologyEditor* ed = w.topologyEditor();
    const auto design = ed->currentDesign();
    QVERIFY(design.has_value());
    QCOMPARE(design->rings.size(), std::size_t(1)); // one ring over all 16 servers
    // Groups without rings of their own: one over the same servers under another name, one
    // lacking server 5, and a pair, which has one order whatever the ring.
    Traffic traffic = *w.currentTraffic();
    std::vector<int> all(16), most;
    std::iota(all.begin(), all.end(), 0);
    std::copy_if(all.begin(), all.end(), std::back_inserter(most), [](int s) { return s != 5; });
    traffic.allreduce = {{"dp:renamed", all, 1e6}, {"dp:most", most, 1e6}, {"pair", {0, 5}, 1e6}};
    ed->setTraffic(traffic);
    QTreeWidget* tree = ed->ringTree();
    QCOMPARE(tree->topLevelItemCount(), 2);
    QTreeWidgetItem* ring = tree->topLevelItem(0);
    const int perms = static_cast<int>(design->rings[0].permutations.size());
    QCOMPARE(ring->childCount(), perms + 2);
    QCOMPARE(ring->child(perms)->text(0), QStringLiteral("shared by dp:renamed"));
    QCOMPARE(ring->child(perms + 1)->text(0), QStringLiteral("shared by dp:most"));
    QCOMPARE(ring->child(perms + 1)->text(1), QStringLiteral("15"));
    QVERIFY(ring->child(perms + 1)->toolTip(0).contains(
        QStringLiteral("skipping the servers it lacks (1)")));
    // Selecting a sharing row selects the ring it runs on, so Add works on that ring.
    tree->clearSelection();
    ring->child(perms)->setSelected(true);
    const std::vector<int> choices = ui::DesignEditor(*design, 16, 4).permutationChoices(0);
    QVERIFY(!choices.empty());
    QCOMPARE(ed->permutationBox()->count(), static_cast<int>(choices.size()));
    QTreeWidgetItem* alone = tree->topLevelItem(1);
    QCOMPARE(alone->text(0), QStringLiteral("No ring: member order"));
    QCOMPARE(alone->childCount(), 1);
    QCOMPARE(alone->child(0)->text(0), QStringLiteral("pair"));
    QVERIFY(!(alone->flags() & Qt::ItemIsSelectable));
    // The pipeline's own traffic names the ring's group: nothing is listed as sharing.
    ed->setTraffic(w.currentTraffic());
    QCOMPARE(tree->topLevelItemCount(), 1);
    QCOMPARE(tree->topLevelItem(0)->childCount(), perms);
}

void TestEditing::permutationMovesHeatmapDiagonal()
{
    ui::MainWindow w;
    QVERIFY(w.importTraffic(test::sharedData(QStringLiteral("traffic/dp16.json")), true));
    QVERIFY(waitForPipeline(w));
    QCOMPARE(w.currentTopology()->servers, 16);
    const auto design = w.topologyEditor()->currentDesign();
    QVERIFY(design && design->rings.size() == 1);
    const Ring ring = design->rings[0];
    QVERIFY(!ring.permutations.empty());
    const int old = ring.permutations.back();
    const std::vector<int> choices = ui::DesignEditor(*design, 16, 4).permutationChoices(0);
    QVERIFY(!choices.empty());
    const int p = choices.back();
    w.heatmapView()->setMode(ui::HeatmapView::Mode::AllReduce);
    const int k = static_cast<int>(ring.members.size());
    auto cell = [&](int i, int step) {
        return w.heatmapView()->matrix().at(ring.members[static_cast<std::size_t>(i)],
                                            ring.members[static_cast<std::size_t>((i + step) % k)]);
    };
    for (int i = 0; i < k; ++i) {
        QVERIFY(cell(i, old) > 0);
        QCOMPARE(cell(i, p), 0.0);
    }
    QVERIFY(w.topologyEditor()->changePermutation(0, static_cast<int>(ring.permutations.size()) - 1,
                                                  p));
    QVERIFY(waitForPipeline(w));
    QCOMPARE(w.currentTopology()->kind, std::string("manual"));
    QCOMPARE(w.currentTopology()->rings[0].permutations.back(), p);
    // The diagonal moved: +p cells carry bytes, the old +old cells none.
    for (int i = 0; i < k; ++i) {
        QVERIFY(cell(i, p) > 0);
        QVERIFY(cell(i, k - p) > 0); // the other direction of the duplex ring
        QCOMPARE(cell(i, old), 0.0);
    }
    // Undo: back to the finder's design and its diagonal.
    w.document()->undoStack()->undo();
    QVERIFY(waitForPipeline(w));
    for (int i = 0; i < k; ++i)
        QVERIFY(cell(i, old) > 0);
}

void TestEditing::manualDesignSimulates()
{
    ui::MainWindow w;
    w.document()->setScenario(smallScenario());
    QVERIFY(waitForPipeline(w));
    QVERIFY(w.currentSimulation().has_value());
    const auto design = w.topologyEditor()->currentDesign();
    QVERIFY(design.has_value());
    const auto [ring, p] = ringAndNewPermutation(*design);
    QVERIFY(w.topologyEditor()->changePermutation(ring, 0, p));
    QVERIFY(waitForPipeline(w));
    const Topology& t = *w.currentTopology();
    QCOMPARE(t.kind, std::string("manual"));
    QCOMPARE(t.rings[static_cast<std::size_t>(ring)].permutations[0], p);
    QVERIFY(t.metrics.connected);
    QCOMPARE(t.routes.size(), w.currentTraffic()->mp.size()); // every MP pair routed
    for (const Route& r : t.routes)
        QVERIFY(!r.paths.empty());
    QVERIFY(w.currentSimulation().has_value());
    QVERIFY(w.currentSimulation()->iterationMs > 0);
    // The comparison of kinds includes the edited design.
    QTRY_VERIFY_WITH_TIMEOUT(!w.isComparing(), 120000);
    const auto& rows = w.comparisonView()->rows();
    QVERIFY(std::any_of(rows.begin(), rows.end(), [&](const ui::ComparisonRow& r) {
        return r.kind == "manual" && r.iterationMs == w.currentSimulation()->iterationMs;
    }));
    // The editor now edits the scenario's own design.
    QCOMPARE(w.topologyEditor()->currentDesign()->rings, w.document()->scenario().topology.rings);
}

void TestEditing::reoptimizeFromHere()
{
    ui::MainWindow w;
    w.document()->setScenario(smallScenario());
    QVERIFY(waitForPipeline(w));
    const auto design = w.topologyEditor()->currentDesign();
    const auto [ring, p] = ringAndNewPermutation(*design);
    QVERIFY(w.topologyEditor()->changePermutation(ring, 0, p));
    // Asked while the edit is still being simulated: it starts once it is.
    QVERIFY(w.reoptimizeFromHere());
    QVERIFY(waitForPipeline(w));
    QTRY_VERIFY_WITH_TIMEOUT(
        w.runControl()->worker()->isBusy() || w.runControl()->worker()->proposalCount() > 0, 30000);
    QVERIFY(w.runControl()->worker()->waitForFinished(300000));
    QVERIFY(w.runControl()->worker()->proposalCount() >= 30);
    QVERIFY(w.runControl()->worker()->best().has_value());
}

void TestEditing::pinAndCompareShowsDelta()
{
    ui::MainWindow w;
    w.document()->setScenario(smallScenario());
    QVERIFY(!w.pinCurrentDesign()); // not simulated yet
    QVERIFY(waitForPipeline(w));
    QVERIFY(w.pinCurrentDesign(QStringLiteral("Before")));
    QCOMPARE(w.pinnedDesigns().size(), std::size_t(1));
    QCOMPARE(w.pinnedDesigns()[0].name, QStringLiteral("Before"));
    QVERIFY(w.pinnedDesigns()[0].scenario == w.document()->scenario());
    const double pinnedMs = w.pinnedDesigns()[0].figures.iterationMs;
    QVERIFY(pinnedMs > 0);
    QVERIFY(w.pinnedDesigns()[0].figures.costUsd > 0);

    // Slower links: the iteration gets longer and the fabric cheaper.
    Scenario s = w.document()->scenario();
    s.cluster.linkGbps = 25;
    w.document()->edit(QStringLiteral("Slower links"), s);
    QVERIFY(waitForPipeline(w));
    const double nowMs = w.currentSimulation()->iterationMs;
    QVERIFY(nowMs > pinnedMs);
    ui::DesignsView* v = w.designsView();
    QCOMPARE(v->table()->columnCount(), 2);
    QCOMPARE(v->reference(), 0);
    const QString current = v->cellText(ui::DesignsView::IterationRow, 0);
    const ui::FigureDelta d = ui::figureDelta(nowMs, pinnedMs);
    QVERIFY(d.percent > 0);
    QVERIFY2(current.contains(QStringLiteral("(+%1 %)").arg(d.percent, 0, 'f', 1)),
             qPrintable(current));
    QVERIFY2(current.startsWith(ui::formatMs(nowMs)), qPrintable(current));
    const QString cost = v->cellText(ui::DesignsView::CostRow, 0);
    QVERIFY2(cost.contains(QStringLiteral("(-")), qPrintable(cost));
    QVERIFY(v->cellText(ui::DesignsView::ComputeRow, 0).endsWith(QStringLiteral("same")));
    // The reference column shows its own figure only.
    QVERIFY(!v->cellText(ui::DesignsView::IterationRow, 1).contains(QLatin1Char('%')));
    // Make the pinned design current again (undoable), then unpin it.
    Q_EMIT v->restoreRequested(0);
    QCOMPARE(w.document()->scenario().cluster.linkGbps, 100.0);
    w.unpinDesign(0);
    QVERIFY(w.pinnedDesigns().empty());
    QCOMPARE(v->table()->columnCount(), 1);
    QVERIFY(waitForPipeline(w));
}

// The current run's stages arrive one by one: the pictures and the fabric's figures show as
// soon as the fabric is built, and only the times wait for the simulation ("Simulating..."
// once sat in the kind row, beside empty picture cells).
void TestEditing::designsShowFabricWhileSimulating()
{
    ui::DesignsView v;
    v.setCurrent(nullptr);
    QCOMPARE(v.cellText(ui::DesignsView::IterationRow, 0), QStringLiteral("Simulating..."));
    QCOMPARE(v.cellText(ui::DesignsView::GraphRow, 0), QStringLiteral("Building the fabric..."));
    QVERIFY(v.cellText(ui::DesignsView::KindRow, 0).isEmpty());
    // Picture cells take the pictures' size before there are pictures.
    QVERIFY(v.table()->item(ui::DesignsView::GraphRow, 0)->sizeHint().height() >= 160);

    const Traffic traffic = sharedTraffic("hotspot32.json");
    const Topology topology = test::handTopology(traffic, 4, {1});
    v.setCurrentTraffic(traffic);
    v.setCurrentTopology(topology);
    QCOMPARE(v.cellText(ui::DesignsView::KindRow, 0), QStringLiteral("manual"));
    QVERIFY(!v.table()->item(ui::DesignsView::GraphRow, 0)->icon().isNull());
    QVERIFY(!v.table()->item(ui::DesignsView::HeatmapRow, 0)->icon().isNull());
    QVERIFY(v.cellText(ui::DesignsView::GraphRow, 0).isEmpty());
    int links = 0;
    for (const Link& l : topology.links)
        links += l.count;
    QCOMPARE(v.cellText(ui::DesignsView::LinksRow, 0), QString::number(links));
    for (const auto row :
         {ui::DesignsView::IterationRow, ui::DesignsView::ComputeRow, ui::DesignsView::ExposedRow})
        QCOMPARE(v.cellText(row, 0), QStringLiteral("Simulating..."));

    // The finished run replaces the stages.
    auto context = std::make_shared<ui::PipelineContext>();
    context->traffic = traffic;
    context->topology = topology;
    context->simulation.iterationMs = 12.5;
    v.setCurrent(context);
    QCOMPARE(v.cellText(ui::DesignsView::IterationRow, 0), ui::formatMs(12.5));
    QCOMPARE(v.cellText(ui::DesignsView::KindRow, 0), QStringLiteral("manual"));
}

// A run that stopped at a stage left "Simulating..." (or "Building the fabric...") in the
// current design's column for good.
void TestEditing::designsSayWhenTheRunStopped()
{
    ui::DesignsView v;
    v.setCurrent(nullptr);
    const Traffic traffic = sharedTraffic("hotspot32.json");
    v.setCurrentTraffic(traffic);
    v.setCurrentTopology(test::handTopology(traffic, 4, {1}));
    v.setCurrentFailed(QStringLiteral("simulation"), QStringLiteral("the fabric is not connected"));
    for (const auto row : {ui::DesignsView::IterationRow, ui::DesignsView::ComputeRow,
                           ui::DesignsView::ExposedRow}) {
        QCOMPARE(v.cellText(row, 0), QStringLiteral("Failed (simulation)"));
        QCOMPARE(v.table()->item(row, 0)->toolTip(), QStringLiteral("the fabric is not connected"));
    }
    QCOMPARE(v.cellText(ui::DesignsView::KindRow, 0), QStringLiteral("manual")); // the fabric stays

    // Stopped before the fabric: the pictures say so too.
    v.setCurrent(nullptr);
    v.setCurrentFailed(QStringLiteral("topology"), QStringLiteral("degree 1"));
    QCOMPARE(v.cellText(ui::DesignsView::GraphRow, 0), QStringLiteral("Failed (topology)"));
    QCOMPARE(v.cellText(ui::DesignsView::IterationRow, 0), QStringLiteral("Failed (topology)"));

    // The next run starts afresh.
    v.setCurrent(nullptr);
    QCOMPARE(v.cellText(ui::DesignsView::IterationRow, 0), QStringLiteral("Simulating..."));
}

void TestEditing::graphDragMovesLinkEnd()
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

QTEST_MAIN(TestEditing)
#include "tst_editing.moc"

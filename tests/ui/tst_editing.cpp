// Design editing in the studio window (issue 8, items 1-3): checked ring and link edits, each one
// undo step that restores the exact previous document; the heatmap diagonal follows a
// permutation; manual designs simulate and re-optimize.
#include <QtTest>

#include <QComboBox>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUndoView>

#include <algorithm>
#include <iterator>
#include <numeric>

#include "comparisonview.h"
#include "designedits.h"
#include "document.h"
#include "editinghelpers.h"
#include "graphview.h"
#include "heatmapview.h"
#include "io/scenariojson.h"
#include "mainwindow.h"
#include "pipelineworker.h"
#include "runcontrol.h"
#include "testdata.h"
#include "topologyeditor.h"

using namespace topoopt;
using test::smallScenario;
using test::waitForPipeline;

namespace {
std::string dump(const ui::Document& doc)
{
    return io::scenarioToJson(doc.scenario()).dump();
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
    void eachEditUndoesExactly();
    void invalidEditsAreRefused();
    void ringTreeListsSharingGroups();
    void permutationMovesHeatmapDiagonal();
    void manualDesignSimulates();
    void reoptimizeFromHere();
};

void TestEditing::init()
{
    // Docks and geometry from an earlier run must not leak in.
    qputenv("TOPOOPT_SETTINGS_DIR", QDir::tempPath().toUtf8() + "/tst_editing_settings");
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

QTEST_MAIN(TestEditing)
#include "tst_editing.moc"

// The scenario panel's edits (issue 8, item 3): edits of one field merge into one undo step
// within a short window; the Search group's settings reach the search and the saved file.
#include <QtTest>

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QUndoStack>

#include "document.h"
#include "io/scenariojson.h"
#include "mainwindow.h"
#include "scenariopanel.h"
#include "search/optimizer.h"
#include "strategysearch.h"
#include "studiohelpers.h"

using namespace topoopt;
using namespace topoopt::test;

namespace {

/// 16 servers, 30 proposals over 2 rounds: the search the event counts below expect.
Scenario searchScenario()
{
    Scenario s = sixteen("DLRM, 16 servers");
    s.search.proposals = 30;
    s.search.rounds = 2;
    return s;
}

} // namespace

class TestScenarioPanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void panelEditsMergeByField();
    void searchSettingsInPanel();
    void panelFitsAtFirstStart();
    void sharedCycleChoiceRebuildsTheFabric();
    void editingOneFieldKeepsTheOthers();
    void clusterLinkSettingsInPanel();
};

void TestScenarioPanel::init()
{
    // Docks and geometry from an earlier run must not leak in.
    qputenv("TOPOOPT_SETTINGS_DIR", QDir::tempPath().toUtf8() + "/tst_scenariopanel_settings");
}

void TestScenarioPanel::panelEditsMergeByField()
{
    ui::MainWindow w;
    QUndoStack* stack = w.document()->undoStack();
    QVERIFY(waitIdle(w));
    const int start = stack->count();
    QSpinBox* servers = w.scenarioPanel()->serversBox();
    // There and back again within the window: no step at all.
    servers->setValue(64);
    servers->setValue(128);
    QCOMPARE(stack->count(), start);
    QVERIFY(!w.document()->isModified());
    QTest::qWait(ui::ScenarioPanel::kMergeWindowMs + 100);
    for (int n : {20, 21, 22})
        servers->setValue(n);
    QCOMPARE(stack->count(), start + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Change servers"));
    w.scenarioPanel()->degreeBox()->setValue(6); // another field: a new step
    QCOMPARE(stack->count(), start + 2);
    servers->setValue(23); // back to servers: a new step again
    QCOMPARE(stack->count(), start + 3);
    servers->setValue(24);
    QCOMPARE(stack->count(), start + 3);
    QTest::qWait(ui::ScenarioPanel::kMergeWindowMs + 100);
    servers->setValue(25); // after a pause: a new step
    QCOMPARE(stack->count(), start + 4);
    stack->undo();
    QCOMPARE(w.document()->scenario().cluster.servers, 24);
    stack->undo();
    QCOMPARE(w.document()->scenario().cluster.servers, 22);
    stack->undo();
    stack->undo();
    QCOMPARE(w.document()->scenario().cluster.servers, 128);
    QCOMPARE(w.scenarioPanel()->serversBox()->value(), 128);
    QVERIFY(waitIdle(w));
}

void TestScenarioPanel::searchSettingsInPanel()
{
    ui::Document doc;
    doc.setScenario(searchScenario());
    ui::ScenarioPanel panel(&doc);
    QUndoStack* stack = doc.undoStack();
    QSpinBox* patience = panel.patienceBox();
    QSpinBox* moves = panel.topologyMovesBox();
    QVERIFY(patience && moves);
    QVERIFY(!patience->toolTip().isEmpty());
    QVERIFY(moves->toolTip().contains(QStringLiteral("Beyond the paper")));
    // Off by default, and shown as "off" rather than as a count of 0.
    QCOMPARE(patience->value(), 0);
    QCOMPARE(moves->value(), 0);
    QCOMPARE(patience->text(), QStringLiteral("off"));
    QCOMPARE(moves->text(), QStringLiteral("off"));
    QVERIFY(moves->isEnabled()); // kind topoopt

    const Scenario before = doc.scenario();
    const int start = stack->count();
    patience->setValue(200);
    QCOMPARE(doc.scenario().search.patience, 200);
    QCOMPARE(stack->count(), start + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Change patience"));
    moves->setValue(4);
    QCOMPARE(doc.scenario().search.topologyMoves, 4);
    QCOMPARE(stack->count(), start + 2);
    QCOMPARE(stack->undoText(), QStringLiteral("Change topology moves"));
    // The search run takes them from the scenario.
    const OptimizerOptions options = optimizerOptionsFor(doc.scenario());
    QCOMPARE(options.patience, 200);
    QCOMPARE(options.topologyMoves, 4);
    QCOMPARE(ui::expectedSearchEvents(doc.scenario().search, true), 30 + 2 * (1 + 4));
    QCOMPARE(ui::expectedSearchEvents(doc.scenario().search, false), 30);

    stack->undo();
    QCOMPARE(doc.scenario().search.topologyMoves, 0);
    QCOMPARE(moves->value(), 0);
    QCOMPARE(doc.scenario().search.patience, 200);
    stack->undo();
    QVERIFY(doc.scenario() == before);
    QCOMPARE(patience->value(), 0);
    QCOMPARE(patience->text(), QStringLiteral("off"));
    stack->redo();
    QCOMPARE(patience->value(), 200);

    // A scenario file with both set shows them; one with another kind has no moves to set.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.json"));
    Scenario saved = searchScenario();
    saved.search.patience = 75;
    saved.search.topologyMoves = 3;
    io::saveScenario(saved, path.toStdString());
    QString error;
    QVERIFY2(doc.open(path, &error), qPrintable(error));
    QCOMPARE(patience->value(), 75);
    QCOMPARE(moves->value(), 3);
    QVERIFY(doc.scenario() == saved);
    panel.kindBox()->setCurrentIndex(panel.kindBox()->findData(QStringLiteral("ring")));
    QCOMPARE(doc.scenario().topology.kind, std::string("ring"));
    QVERIFY(!moves->isEnabled());
    QCOMPARE(doc.scenario().search.topologyMoves, 3); // kept for when the kind comes back

    // The time resolution: auto by default, one undo step per change, into the search's
    // options and the saved file.
    QDoubleSpinBox* resolution = panel.timeResolutionBox();
    QVERIFY(resolution && resolution->toolTip().contains(QStringLiteral("reallocation")));
    QCOMPARE(resolution->value(), kAutoTimeResolution);
    QCOMPARE(resolution->text(), QStringLiteral("auto"));
    const int beforeResolution = stack->count();
    resolution->setValue(50);
    QCOMPARE(doc.scenario().search.timeResolutionUs, 50.0);
    QCOMPARE(stack->count(), beforeResolution + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Change time resolution"));
    QCOMPARE(optimizerOptionsFor(doc.scenario()).timeResolutionUs, 50.0);
    const QString resolved = dir.filePath(QStringLiteral("resolved.json"));
    io::saveScenario(doc.scenario(), resolved.toStdString());
    QCOMPARE(io::loadScenario(resolved.toStdString()).search.timeResolutionUs, 50.0);
    stack->undo();
    QCOMPARE(doc.scenario().search.timeResolutionUs, kAutoTimeResolution);
    QCOMPARE(resolution->text(), QStringLiteral("auto"));
    // One step up from auto is 0, exact, which the saved file then has to say.
    resolution->stepBy(1);
    QCOMPARE(doc.scenario().search.timeResolutionUs, 0.0);
    io::saveScenario(doc.scenario(), resolved.toStdString());
    QCOMPARE(io::loadScenario(resolved.toStdString()).search.timeResolutionUs, 0.0);
}

QTEST_MAIN(TestScenarioPanel)
void TestScenarioPanel::panelFitsAtFirstStart()
{
    // At first start (no saved layout) the scenario dock is as wide as its form needs, so no
    // field is cut and no sideways scroll bar shows; it may still be dragged narrower (a small
    // screen), which scrolls rather than widening the window.
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(waitIdle(w));
    ui::ScenarioPanel* panel = w.scenarioPanel();
    auto* scroll = panel->findChild<QScrollArea*>();
    QVERIFY(scroll && scroll->widget());
    const int form = scroll->widget()->minimumSizeHint().width();
    QTRY_VERIFY2(
        scroll->viewport()->width() >= form,
        qPrintable(
            QStringLiteral("viewport %1 < form %2").arg(scroll->viewport()->width()).arg(form)));
    QVERIFY(!scroll->horizontalScrollBar()->isVisible());
    QVERIFY(panel->minimumSizeHint().width() < form);
}

void TestScenarioPanel::sharedCycleChoiceRebuildsTheFabric()
{
    // GPT's pipeline halves at d = 8: the rule gives each half rings of its own; "Always"
    // gives them one cycle, which the studio's fabric shows as links, not rings.
    ui::MainWindow w;
    Scenario s = sixteen("GPT halves");
    s.model.zoo = "gpt";
    s.model.params = {{"layers", 4}};
    s.cluster.degree = 8;
    w.document()->setScenario(s);
    QVERIFY(waitIdle(w));
    QVERIFY(w.currentTopology() && w.currentTopology()->rings.size() == 2);
    QComboBox* box = w.scenarioPanel()->sharedCycleBox();
    QVERIFY(box->isEnabled());
    QCOMPARE(box->currentData().toInt(), static_cast<int>(SharedCycle::Auto));
    QUndoStack* stack = w.document()->undoStack();
    const int before = stack->count();
    box->setCurrentIndex(box->findData(static_cast<int>(SharedCycle::Always)));
    QCOMPARE(w.document()->scenario().topology.sharedCycle, SharedCycle::Always);
    QCOMPARE(stack->count(), before + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Change shared cycle"));
    QVERIFY(waitIdle(w));
    QVERIFY(w.currentTopology() && w.currentTopology()->rings.empty());
    stack->undo();
    QCOMPARE(box->currentData().toInt(), static_cast<int>(SharedCycle::Auto));
    QVERIFY(waitIdle(w));
    QCOMPARE(w.currentTopology()->rings.size(), std::size_t{2});
    // Only TopologyFinder has the choice.
    w.scenarioPanel()->kindBox()->setCurrentIndex(
        w.scenarioPanel()->kindBox()->findData(QStringLiteral("ring")));
    QVERIFY(!box->isEnabled());
}

void TestScenarioPanel::editingOneFieldKeepsTheOthers()
{
    // Values the boxes cannot show as they are (rounded to their decimals, clamped to their
    // range, another spelling of one GPU) survive an edit of another field: the panel once wrote
    // back what it showed, so 12.5 Gbps became 13 when the server count changed.
    ui::Document document;
    ui::ScenarioPanel panel(&document);
    Scenario s = sixteen("unusual values");
    s.cluster.linkGbps = 12.5;
    s.cluster.nvlinkGbps = 0.5;
    s.cluster.latencyUs = 0.125;
    s.cluster.gpu = "a100-40gb";
    s.topology.kind = "fattree";
    s.topology.oversubscription = 2.25;
    s.search.alpha = 0.12345;
    s.search.seed = 5'000'000'000ULL;
    s.search.timeResolutionUs = 12.34;
    document.setScenario(s);
    panel.serversBox()->setValue(20);
    Scenario expected = s;
    expected.cluster.servers = 20;
    QVERIFY(document.scenario() == expected);
    // What the user does change is written, as the box shows it.
    auto* link = panel.findChild<QDoubleSpinBox*>(QStringLiteral("linkGbpsBox"));
    link->setValue(40);
    QCOMPARE(document.scenario().cluster.linkGbps, 40.0);
    QCOMPARE(document.scenario().search.alpha, 0.12345);
}

void TestScenarioPanel::clusterLinkSettingsInPanel()
{
    ui::MainWindow w;
    w.document()->setScenario(sixteen());
    QVERIFY(waitIdle(w));
    const double before = w.currentSimulation()->iterationMs;
    ui::ScenarioPanel* panel = w.scenarioPanel();
    QUndoStack* stack = w.document()->undoStack();
    const int steps = stack->count();
    auto* latency = panel->findChild<QDoubleSpinBox*>(QStringLiteral("latencyUsBox"));
    QCOMPARE(latency->value(), 1.0);
    latency->setValue(50);
    QCOMPARE(w.document()->scenario().cluster.latencyUs, 50.0);
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Change latency per hop"));
    QVERIFY(waitIdle(w));
    // Every hop of every transfer waits 49 us more: the iteration is slower.
    QVERIFY2(w.currentSimulation()->iterationMs > before,
             qPrintable(QString::number(w.currentSimulation()->iterationMs)));

    auto* nvlink = panel->findChild<QDoubleSpinBox*>(QStringLiteral("nvlinkGbpsBox"));
    QCOMPARE(nvlink->value(), 1600.0);
    QTest::qWait(ui::ScenarioPanel::kMergeWindowMs + 100);
    nvlink->setValue(3200);
    QCOMPARE(w.document()->scenario().cluster.nvlinkGbps, 3200.0);
    QCOMPARE(stack->undoText(), QStringLiteral("Change NVLink bandwidth"));

    auto* gpu = panel->findChild<QComboBox*>(QStringLiteral("gpuBox"));
    QCOMPARE(gpu->currentData().toString(), QStringLiteral("A100"));
    gpu->setCurrentIndex(gpu->findData(QStringLiteral("A100-80GB")));
    QCOMPARE(w.document()->scenario().cluster.gpu, std::string("A100-80GB"));
    QCOMPARE(stack->undoText(), QStringLiteral("Change GPU"));
    stack->undo();
    QCOMPARE(w.document()->scenario().cluster.gpu, std::string("A100"));
    QCOMPARE(gpu->currentData().toString(), QStringLiteral("A100"));
}

#include "tst_scenariopanel.moc"

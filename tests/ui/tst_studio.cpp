// The studio end to end: a scenario goes through the real pipeline (model, strategy, traffic,
// fabric, simulation) into every view; edits re-run it; the search runs through the worker.
#include <QtTest>

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QStatusBar>

#include "comparisonview.h"
#include "convergenceview.h"
#include "document.h"
#include "graphview.h"
#include "heatmapview.h"
#include "mainwindow.h"
#include "pipelineworker.h"
#include "runcontrol.h"
#include "scenariopanel.h"
#include "strategysearch.h"
#include "testdata.h"

using namespace topoopt;

namespace {
Scenario smallScenario(const std::string& kind)
{
    Scenario s = defaultScenario();
    s.name = "DLRM, 16 servers";
    s.cluster.servers = 16;
    s.topology.kind = kind;
    s.search.proposals = 40;
    s.search.rounds = 2;
    return s;
}

bool waitForPipeline(ui::MainWindow& w)
{
    return w.pipeline()->waitForIdle(120000);
}
} // namespace

class TestStudio : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void scenarioFillsEveryView();
    void degreeEditRerunsPipeline();
    void modelParamsFormFromZoo();
    void searchRunsThroughWorkerAndStops();
    void badModelFileKeepsDocument();
    void longStatusMessagesAreElided();
};

void TestStudio::scenarioFillsEveryView()
{
    ui::MainWindow w;
    w.show();
    w.document()->setScenario(smallScenario("fattree"));
    QVERIFY(waitForPipeline(w));
    QVERIFY(w.currentTraffic().has_value());
    QCOMPARE(w.currentTraffic()->servers, 16);
    QVERIFY(w.currentTopology().has_value());
    const Topology& t = *w.currentTopology();
    QCOMPARE(t.kind, std::string("fattree"));
    QVERIFY(w.currentSimulation().has_value());
    QVERIFY(w.currentSimulation()->iterationMs > 0);
    // Graph: every node and link entry, switches included, once the force layout is done.
    QTRY_VERIFY_WITH_TIMEOUT(!w.graphView()->isLayoutPending(), 60000);
    QCOMPARE(w.graphView()->nodeCount(), t.nodes());
    QVERIFY(w.graphView()->switchCount() > 0);
    QCOMPARE(w.graphView()->edgeCount(), static_cast<int>(t.links.size()));
    // Heatmap: n x n demand cells, and the link-load matrix over all nodes.
    QCOMPARE(w.heatmapView()->cellCount(), 16 * 16);
    w.heatmapView()->setMode(ui::HeatmapView::Mode::Both);
    QVERIFY(qAbs(w.heatmapView()->matrix().total() -
                 (w.currentTraffic()->mpBytes() + w.currentTraffic()->allreduceWireBytes())) <
            1e-3 * w.heatmapView()->matrix().total() + 1);
    w.heatmapView()->setMode(ui::HeatmapView::Mode::LinkLoad);
    QCOMPARE(w.heatmapView()->cellCount(), t.nodes() * t.nodes());
    // Comparison: every kind that can be built, priced, and the fat-tree that costs what the
    // TopoOpt design costs as the 1.00x baseline.
    QTRY_VERIFY_WITH_TIMEOUT(!w.isComparing(), 120000);
    QVERIFY(w.comparisonView()->rows().size() >= 4); // topoopt, fattree, ideal, equal cost
    const ui::ComparisonRow* topoopt = nullptr;
    const ui::ComparisonRow* equalCost = nullptr;
    for (const ui::ComparisonRow& r : w.comparisonView()->rows()) {
        if (r.kind == "topoopt") topoopt = &r;
        if (r.kind == "fattree-equal-cost") equalCost = &r;
        if (r.kind != "ideal") QVERIFY2(r.costUsd > 0, r.kind.c_str());
    }
    QVERIFY(topoopt && equalCost);
    QCOMPARE(equalCost->speedup, 1.0);
    QVERIFY(qAbs(equalCost->costUsd - topoopt->costUsd) < 0.01 * topoopt->costUsd);
    QVERIFY(qAbs(topoopt->speedup - equalCost->iterationMs / topoopt->iterationMs) < 1e-9);
    QCOMPARE(w.comparisonView()->speedupLabels().size(),
             static_cast<int>(w.comparisonView()->rows().size()));
}

void TestStudio::degreeEditRerunsPipeline()
{
    ui::MainWindow w;
    w.show();
    w.document()->setScenario(smallScenario("topoopt"));
    QVERIFY(waitForPipeline(w));
    const Topology before = *w.currentTopology();
    QCOMPARE(before.kind, std::string("topoopt"));
    QCOMPARE(w.graphView()->nodeCount(), 16);
    QCOMPARE(w.graphView()->edgeCount(), static_cast<int>(before.links.size()));
    w.heatmapView()->setMode(ui::HeatmapView::Mode::LinkLoad);
    const ui::SquareMatrix heatBefore = w.heatmapView()->matrix();
    const quint64 generation = w.pipeline()->generation();
    // Edit through the panel, as a user would: the debounced pipeline re-runs once.
    w.scenarioPanel()->degreeBox()->setValue(8);
    QCOMPARE(w.document()->scenario().cluster.degree, 8);
    QVERIFY(w.pipeline()->isBusy());
    QVERIFY(waitForPipeline(w));
    QCOMPARE(w.pipeline()->generation(), generation + 1);
    const Topology& after = *w.currentTopology();
    QCOMPARE(after.degree, 8);
    QVERIFY(!(after == before));
    QVERIFY(after.portsUsed()[0] > before.portsUsed()[0]);
    QCOMPARE(w.graphView()->edgeCount(), static_cast<int>(after.links.size()));
    // Twice the ports: the link-load heatmap spreads the same traffic over other links.
    QCOMPARE(w.heatmapView()->cellCount(), 16 * 16);
    QVERIFY(!(w.heatmapView()->matrix().values == heatBefore.values));
    QVERIFY(w.heatmapView()->matrix().maxValue() < heatBefore.maxValue());
    int rings = 0;
    for (const Ring& r : after.rings)
        rings += static_cast<int>(r.permutations.size());
    int ringsBefore = 0;
    for (const Ring& r : before.rings)
        ringsBefore += static_cast<int>(r.permutations.size());
    QVERIFY(rings >= ringsBefore);
    // Servers: traffic and heatmap follow.
    w.scenarioPanel()->serversBox()->setValue(24);
    QVERIFY(waitForPipeline(w));
    QCOMPARE(w.currentTraffic()->servers, 24);
    w.heatmapView()->setMode(ui::HeatmapView::Mode::Mp);
    QCOMPARE(w.heatmapView()->cellCount(), 24 * 24);
    QCOMPARE(w.graphView()->nodeCount(), 24);
}

void TestStudio::modelParamsFormFromZoo()
{
    ui::MainWindow w;
    QDoubleSpinBox* batch = w.scenarioPanel()->paramBox(QStringLiteral("per_gpu_batch"));
    QVERIFY(batch);
    QCOMPARE(batch->value(), 128.0); // the default scenario's override
    QVERIFY(!batch->toolTip().isEmpty());
    batch->setValue(64);
    QCOMPARE(w.document()->scenario().model.params.value("per_gpu_batch", 0), 64);
    w.scenarioPanel()->modelBox()->setCurrentIndex(
        w.scenarioPanel()->modelBox()->findData(QStringLiteral("bert")));
    QCOMPARE(w.document()->scenario().model.zoo, std::string("bert"));
    QVERIFY(!w.scenarioPanel()->paramBox(QStringLiteral("tables"))); // a DLRM parameter
}

void TestStudio::searchRunsThroughWorkerAndStops()
{
    ui::MainWindow w;
    w.show();
    w.document()->setScenario(smallScenario("ideal"));
    QVERIFY(waitForPipeline(w));
    QVERIFY(w.pipelineContext());
    ui::RunControl* rc = w.runControl();
    QVERIFY(rc->runAction()->isEnabled());
    rc->runAction()->trigger();
    QCOMPARE(rc->worker()->state(), ui::SearchWorker::State::Running);
    QVERIFY(rc->worker()->waitForFinished(300000));
    // The ideal switch is a fixed fabric: the optimizer searches strategies only (40 proposals)
    // and never alternates with the topology plane.
    QTRY_COMPARE(w.convergenceView()->proposalCount(), 40);
    QCOMPARE(w.convergenceView()->alternationCount(), 0);
    QVERIFY(rc->worker()->best()->bestMs <= w.pipelineContext()->simulation.iterationMs);
    // Deterministic: the same seed gives the same best.
    const double best = rc->worker()->best()->bestMs;
    rc->runAction()->trigger();
    QVERIFY(rc->worker()->waitForFinished(300000));
    QCOMPARE(rc->worker()->best()->bestMs, best);

    // A long run stopped midway keeps its best.
    Scenario s = w.document()->scenario();
    s.search.proposals = 100000;
    w.document()->setScenario(s);
    QVERIFY(waitForPipeline(w));
    QSignalSpy finished(rc->worker(), &ui::SearchWorker::finished);
    rc->runAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(rc->worker()->proposalCount() >= 5, 120000);
    rc->stopAction()->trigger();
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.first().at(0).toBool(), true);
    QVERIFY(rc->worker()->proposalCount() < 100000);
    QVERIFY(rc->worker()->best().has_value());
}

void TestStudio::badModelFileKeepsDocument()
{
    ui::MainWindow w;
    const Scenario before = w.document()->scenario();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad_model.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "topoopt-model/1", "name": "x", "per_gpu_batch": 0,
                "operators": [{"name": "in", "kind": "input"}]})");
    f.close();
    QVERIFY(!w.useModelFile(path, true));
    QVERIFY2(w.lastError().startsWith(QStringLiteral("bad_model.json: /per_gpu_batch")),
             qPrintable(w.lastError()));
    QVERIFY(w.document()->scenario() == before);
}

void TestStudio::longStatusMessagesAreElided()
{
    ui::MainWindow w;
    w.resize(900, 600);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStatusBar* bar = w.statusBar();
    // A pipeline error as the window shows it: longer than the bar.
    const QString error = QStringLiteral(
        "input: /cluster/servers: one iteration on 65,536 servers needs more than 4,194,304 ordered "
        "server pairs with model-parallel traffic, more than a run can route and simulate in "
        "reasonable time and memory; use fewer servers or a strategy with less model parallelism");
    bar->showMessage(error, 8000);
    const QString shown = bar->currentMessage();
    QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
    QVERIFY(error.startsWith(shown.chopped(1)));
    QCOMPARE(bar->toolTip(), error);
    // It ends left of the permanent widgets (the server count, the search's progress).
    for (const QWidget* child : bar->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (child->isVisible() && child->x() > 0)
            QVERIFY(bar->fontMetrics().horizontalAdvance(shown) < child->x());
    // A message that fits is left alone, and takes the tooltip away.
    bar->showMessage(QStringLiteral("Saved"), 5000);
    QCOMPARE(bar->currentMessage(), QStringLiteral("Saved"));
    QVERIFY(bar->toolTip().isEmpty());
    bar->showMessage(error, 8000);
    bar->clearMessage();
    QVERIFY(bar->toolTip().isEmpty());
}

QTEST_MAIN(TestStudio)
#include "tst_studio.moc"

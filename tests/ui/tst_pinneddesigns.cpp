// Pinned designs (issue 8, item 3): the Designs tab's differences and its stages as they arrive.
#include <QtTest>

#include <QTableWidget>

#include "designsview.h"
#include "document.h"
#include "editinghelpers.h"
#include "format.h"
#include "handtopology.h"
#include "mainwindow.h"
#include "pinneddesigns.h"
#include "pipelineworker.h"

using namespace topoopt;
using test::sharedTraffic;
using test::smallScenario;
using test::waitForPipeline;

class TestPinnedDesigns : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void pinAndCompareShowsDelta();
    void designsShowFabricWhileSimulating();
    void designsSayWhenTheRunStopped();
};

void TestPinnedDesigns::init()
{
    // Docks and geometry from an earlier run must not leak in.
    qputenv("TOPOOPT_SETTINGS_DIR", QDir::tempPath().toUtf8() + "/tst_pinneddesigns_settings");
}

void TestPinnedDesigns::pinAndCompareShowsDelta()
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
void TestPinnedDesigns::designsShowFabricWhileSimulating()
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
void TestPinnedDesigns::designsSayWhenTheRunStopped()
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

QTEST_MAIN(TestPinnedDesigns)
#include "tst_pinneddesigns.moc"

// The search worker runs jobs off the GUI thread (run, pause, step, stop keeps the best), the
// pipeline worker debounces and drops stale runs, and the main window fills its views.
#include <QtTest>

#include <QAction>
#include <QLabel>
#include <QProgressBar>
#include <QTextBrowser>

#include <atomic>
#include <thread>

#include "convergenceview.h"
#include "document.h"
#include "graphview.h"
#include "handtopology.h"
#include "heatmapview.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "mainwindow.h"
#include "pipelineworker.h"
#include "runcontrol.h"
#include "searchworker.h"
#include "testdata.h"

using namespace topoopt;

namespace {
/// A deterministic descent used only by these tests: `count` proposals of a noisy decreasing
/// time, an alternation every `perRound`; sleeps `sleepUs` per proposal to look like work.
ui::SearchJob countingJob(int count, int perRound, int sleepUs, std::atomic<int>* done = nullptr)
{
    return [=](SearchObserver& observer, const CancelToken& cancel, ui::PauseGate&) {
        double best = 1e9;
        for (int i = 0; i < count; ++i) {
            cancel.check();
            ProposalEvent e;
            e.step = i;
            e.round = i / perRound;
            e.iterationMs = 100.0 - i * 0.01 + (i * 7919 % 13);
            e.accepted = e.iterationMs < best;
            best = std::min(best, e.iterationMs);
            e.bestMs = best;
            observer.onProposal(e);
            if (done) done->store(i + 1);
            if ((i + 1) % perRound == 0) {
                AlternationEvent a;
                a.round = e.round;
                a.bestMs = best;
                observer.onAlternation(a);
            }
            if (sleepUs > 0) std::this_thread::sleep_for(std::chrono::microseconds(sleepUs));
        }
    };
}
} // namespace

class TestWorkers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void searchRunsToCompletion();
    void searchStopsMidwayKeepingBest();
    void searchPausesAndSteps();
    void searchJobErrorIsReported();
    void runControlDrivesConvergenceView();
    void pipelineDebouncesAndDropsStale();
    void pipelineAnnouncesEachStage();
    void mainWindowImportsTrafficAndTopology();
    void mainWindowRejectsBadFiles();
};

void TestWorkers::searchRunsToCompletion()
{
    ui::SearchWorker worker;
    QSignalSpy finished(&worker, &ui::SearchWorker::finished);
    QSignalSpy alternations(&worker, &ui::SearchWorker::alternationReady);
    int delivered = 0, batches = 0;
    int lastStep = -1;
    bool ordered = true;
    connect(&worker, &ui::SearchWorker::proposalsReady, this,
            [&](const std::vector<ProposalEvent>& batch) {
                QVERIFY(QThread::currentThread() == qApp->thread());
                ++batches;
                for (const ProposalEvent& e : batch) {
                    ordered = ordered && e.step == lastStep + 1;
                    lastStep = e.step;
                }
                delivered += static_cast<int>(batch.size());
            });
    QVERIFY(worker.start(countingJob(3000, 1000, 0), 3000));
    QVERIFY(!worker.start(countingJob(1, 1, 0), 1)); // busy
    QVERIFY(finished.wait(30000));
    QCOMPARE(finished.first().at(0).toBool(), false);
    QVERIFY(finished.first().at(1).toString().isEmpty());
    QCOMPARE(delivered, 3000);
    QVERIFY(ordered);
    QVERIFY(batches < 3000); // bursts are coalesced
    QCOMPARE(alternations.count(), 3);
    QVERIFY(worker.best().has_value());
    QCOMPARE(worker.proposalCount(), 3000);
    QCOMPARE(worker.state(), ui::SearchWorker::State::Idle);
}

void TestWorkers::searchStopsMidwayKeepingBest()
{
    ui::SearchWorker worker;
    QSignalSpy finished(&worker, &ui::SearchWorker::finished);
    QVERIFY(worker.start(countingJob(1000000, 1000000, 200), 1000000));
    QTRY_VERIFY(worker.proposalCount() >= 50);
    worker.stop();
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().at(0).toBool(), true);
    QVERIFY(worker.proposalCount() < 1000000);
    QVERIFY(worker.best().has_value());
    QVERIFY(worker.best()->bestMs <= 100.0);
    QCOMPARE(worker.state(), ui::SearchWorker::State::Idle);
    // A new run can start afterwards.
    QVERIFY(worker.start(countingJob(10, 10, 0), 10));
    QVERIFY(worker.waitForFinished(10000));
    QCOMPARE(worker.proposalCount(), 10);
}

void TestWorkers::searchPausesAndSteps()
{
    ui::SearchWorker worker;
    std::atomic<int> done{0};
    QVERIFY(worker.start(countingJob(100000, 100000, 100, &done), 100000));
    QTRY_VERIFY(done.load() >= 5);
    worker.pause();
    QCOMPARE(worker.state(), ui::SearchWorker::State::Paused);
    QTest::qWait(100);
    const int paused = done.load();
    QTest::qWait(200);
    QCOMPARE(done.load(), paused); // blocked at the gate
    worker.step();
    QTRY_COMPARE(done.load(), paused + 1);
    QTest::qWait(100);
    QCOMPARE(done.load(), paused + 1);
    worker.resume();
    QTRY_VERIFY(done.load() > paused + 20);
    QVERIFY(worker.elapsedSeconds() > 0);
    QVERIFY(worker.etaSeconds() > 0);
    worker.pause();
    worker.stop(); // stopping a paused job wakes it
    QVERIFY(worker.waitForFinished(10000));
}

void TestWorkers::searchJobErrorIsReported()
{
    ui::SearchWorker worker;
    QSignalSpy finished(&worker, &ui::SearchWorker::finished);
    worker.start([](SearchObserver&, const CancelToken&,
                    ui::PauseGate&) { throw std::runtime_error("simulator exploded"); },
                 10);
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().at(1).toString(), QStringLiteral("simulator exploded"));
}

void TestWorkers::runControlDrivesConvergenceView()
{
    ui::MainWindow w;
    w.show();
    Scenario small = defaultScenario(); // keep the window's own pipeline light
    small.cluster.servers = 8;
    small.topology.kind = "ideal";
    w.document()->setScenario(small);
    ui::RunControl* rc = w.runControl();
    QVERIFY(!rc->pauseAction()->isEnabled());
    QVERIFY(rc->start(countingJob(2000, 500, 20), 2000));
    QVERIFY(rc->pauseAction()->isEnabled());
    QVERIFY(rc->stopAction()->isEnabled());
    QVERIFY(rc->progressBar()->isVisible());
    QVERIFY(rc->worker()->waitForFinished(30000));
    QTRY_COMPARE(w.convergenceView()->proposalCount(), 2000);
    QCOMPARE(w.convergenceView()->alternationCount(), 4);
    QVERIFY(!rc->progressBar()->isVisible());
    QVERIFY(!rc->stopAction()->isEnabled());
    // Throttled: far fewer redraws than the 2000 events.
    QVERIFY2(w.convergenceView()->replotCount() < 400,
             qPrintable(QString::number(w.convergenceView()->replotCount())));
}

void TestWorkers::pipelineDebouncesAndDropsStale()
{
    ui::PipelineWorker pipeline;
    QList<int> seen;
    connect(&pipeline, &ui::PipelineWorker::trafficReady, this,
            [&](const Traffic& t) { seen << t.servers; });
    for (int servers : {4, 8, 12, 16}) {
        ui::PipelineInput input;
        input.scenario = defaultScenario();
        input.traffic = test::ringTraffic(servers, 1000);
        pipeline.schedule(input);
    }
    QVERIFY(pipeline.isBusy());
    QVERIFY(pipeline.waitForIdle(10000));
    QCOMPARE(seen, QList<int>{16}); // one run, with the last edit
    // runNow replaces a pending debounced run.
    ui::PipelineInput a;
    a.traffic = test::ringTraffic(6, 10);
    pipeline.schedule(a);
    ui::PipelineInput b;
    b.traffic = test::ringTraffic(10, 10);
    pipeline.runNow(b);
    QVERIFY(pipeline.waitForIdle(10000));
    QCOMPARE(seen.last(), 10);
    QCOMPARE(seen.size(), 2);
}

void TestWorkers::pipelineAnnouncesEachStage()
{
    // Each stage is announced before it runs and the Summary names the one under way, so a
    // simulation of minutes (4,096 servers) does not look like a finished page.
    ui::MainWindow w;
    QVERIFY(w.pipeline()->waitForIdle(30000));
    const auto* summary = w.findChild<QTextBrowser*>(QStringLiteral("summaryView"));
    QVERIFY(summary);
    QStringList events, shownWhileRunning;
    // Connected after the window's own handlers, so they have refreshed the Summary.
    connect(w.pipeline(), &ui::PipelineWorker::stageStarted, this, [&](const QString& stage) {
        events << QStringLiteral("start ") + stage;
        if (summary->toPlainText().contains(stage + QStringLiteral(": running...")))
            shownWhileRunning << stage;
    });
    connect(w.pipeline(), &ui::PipelineWorker::stageDone, this,
            [&](const QString& stage, const QString&, double) {
                events << QStringLiteral("done ") + stage;
            });
    Scenario s = defaultScenario();
    s.cluster.servers = 16;
    w.document()->setScenario(s);
    QVERIFY(w.pipeline()->waitForIdle(30000));
    const QStringList stages = {QStringLiteral("model"), QStringLiteral("strategy"),
                                QStringLiteral("traffic"), QStringLiteral("topology"),
                                QStringLiteral("simulation")};
    QStringList expected;
    for (const QString& stage : stages)
        expected << QStringLiteral("start ") + stage << QStringLiteral("done ") + stage;
    QCOMPARE(events, expected);
    QCOMPARE(shownWhileRunning, stages);
    QVERIFY(!summary->toPlainText().contains(QStringLiteral("running...")));
}

void TestWorkers::mainWindowImportsTrafficAndTopology()
{
    QTemporaryDir dir;
    const QString trafficPath = test::sharedData(QStringLiteral("traffic/hotspot32.json"));
    const Traffic traffic = io::loadTraffic(trafficPath.toStdString());
    const Topology topo = test::handTopology(traffic, 4, {1});
    const QString topoPath = dir.filePath(QStringLiteral("t.json"));
    io::saveTopology(topo, topoPath.toStdString());

    ui::MainWindow w;
    w.show();
    QVERIFY(w.importTraffic(trafficPath, true));
    QCOMPARE(w.document()->scenario().cluster.servers, 32);
    QTRY_VERIFY(w.currentTraffic().has_value());
    QCOMPARE(w.heatmapView()->cellCount(), 32 * 32);
    QVERIFY(w.importTopology(topoPath, true));
    QCOMPARE(w.graphView()->nodeCount(), 32);
    QCOMPARE(w.graphView()->edgeCount(), static_cast<int>(topo.links.size()));
    w.heatmapView()->setMode(ui::HeatmapView::Mode::LinkLoad);
    QVERIFY(w.heatmapView()->matrix().nonZeroCount() > 0);
}

void TestWorkers::mainWindowRejectsBadFiles()
{
    ui::MainWindow w;
    const Scenario before = w.document()->scenario();
    QVERIFY(!w.importTraffic(test::testData(QStringLiteral("malformed/traffic_member_range.json")),
                             true));
    QVERIFY2(w.lastError().startsWith(QStringLiteral("traffic_member_range.json: /allreduce")),
             qPrintable(w.lastError()));
    QVERIFY(!w.importTopology(test::testData(QStringLiteral("malformed/topology_self_link.json")),
                              true));
    QVERIFY2(w.lastError().startsWith(QStringLiteral("topology_self_link.json: /links")),
             qPrintable(w.lastError()));
    QVERIFY(w.document()->scenario() == before);
    QVERIFY(!w.currentTopology().has_value());
}

QTEST_MAIN(TestWorkers)
#include "tst_workers.moc"

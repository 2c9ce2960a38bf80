// Studio benchmarks (issue 7, item 9): the longest event-loop stall while a DLRM-128 search
// runs (target < 50 ms), graph view frames per second panning at 1024 servers, d = 8 (target
// 30), resident memory with 1024 servers in every view (target < 1 GiB); the wall time of
// the Comparison tab's job; and what File > Save of that project costs the GUI thread.
// Run offscreen: QT_QPA_PLATFORM=offscreen ./build/release/tests/benchmarks/bench_ui [s] [servers]
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <random>

#include "benchargs.h"
#include "common/limits.h"
#include "common/parallel.h"
#include "convergenceview.h"
#include "document.h"
#include "graphview.h"
#include "handtopology.h"
#include "heatmapview.h"
#include "mainwindow.h"
#include "pipelinestages.h"
#include "pipelineworker.h"
#include "residentmemory.h"
#include "runcontrol.h"
#include "strategysearch.h"

using namespace topoopt;

namespace {
/// 1024 servers: one AllReduce over all, 4 ring permutations (8 ports), and sparse MP demand
/// (each server sends to 6 random others) routed over the rings.
std::pair<Traffic, Topology> bigFabric()
{
    Traffic t = test::ringTraffic(1024, 64e6);
    std::mt19937_64 rng(7);
    for (int s = 0; s < 1024; ++s)
        for (int k = 0; k < 6; ++k) {
            const int d = static_cast<int>((s + 1 + rng() % 1023) % 1024);
            bool dup = false;
            for (const MpFlow& f : t.mp)
                dup = dup || (f.src == s && f.dst == d);
            if (!dup) t.mp.push_back({s, d, static_cast<double>(1e6 + rng() % 10000000)});
        }
    return {t, test::handTopology(t, 8, {1, 7, 45, 311})};
}

void stallBenchmark(double seconds, int servers)
{
    ui::MainWindow window;
    window.resize(1440, 900);
    window.show();
    Scenario s = defaultScenario(); // DLRM, 128 servers, d = 4, TopoOpt fabric
    s.cluster.servers = servers;
    s.search.proposals = 100000;
    QElapsedTimer clock;
    clock.start();
    window.document()->setScenario(s); // replaces the pending default run
    window.pipeline()->waitForIdle(3600000);
    const std::shared_ptr<const ui::PipelineContext> context = window.pipelineContext();
    if (!context) {
        std::printf("stall: pipeline produced no simulation\n");
        return;
    }
    std::printf("pipeline DLRM-%d topoopt (model to simulation): %.0f ms (iteration %.2f ms)\n",
                servers, static_cast<double>(clock.elapsed()), context->simulation.iterationMs);
    // The Comparison tab's job: every kind built and simulated, on the threads of Edit >
    // Preferences (TOPOOPT_SETTINGS_DIR picks a settings file). The window's own comparison
    // runs first on the background pool: timed beside it, both would share the cores.
    ui::backgroundPool()->waitForDone();
    clock.restart();
    const std::size_t rows = ui::compareKinds(*context, CancelToken()).size();
    std::printf("comparison tab DLRM-%d (%zu fabrics, %d thread(s)): %.0f ms wall\n", servers, rows,
                workerCount(ui::searchThreadsSetting(), static_cast<int>(rows)),
                static_cast<double>(clock.elapsed()));

    // Measure the gaps between 1 ms timer ticks on the GUI thread while the search runs.
    window.runControl()->start(ui::strategySearchJob(context), s.search.proposals);
    QElapsedTimer tick;
    tick.start();
    qint64 last = 0, worst = 0;
    std::vector<qint64> gaps;
    QTimer probe;
    probe.setInterval(1);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = tick.nsecsElapsed();
        gaps.push_back(now - last);
        worst = std::max(worst, now - last);
        last = now;
    });
    probe.start();
    last = tick.nsecsElapsed();
    while (tick.elapsed() < seconds * 1000)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    probe.stop();
    const int proposals = window.runControl()->worker()->proposalCount();
    window.runControl()->worker()->stop();
    window.runControl()->worker()->waitForFinished(60000);
    std::sort(gaps.begin(), gaps.end());
    const double p99 = gaps.empty() ? 0 : gaps[gaps.size() * 99 / 100] / 1e6;
    std::printf("stall during DLRM-%d search (%.0f s, %d proposals, %d redraws): longest %.1f ms, "
                "p99 %.2f ms (target < 50 ms)\n",
                servers, seconds, proposals, window.convergenceView()->replotCount(), worst / 1e6,
                p99);

    // File > Save of the project with a search result (a short search from the Run action, so
    // the result holds the DLRM-128 fabric): the GUI thread's share when the write runs on a
    // worker, and a save that waits for its write.
    s.search.proposals = 2;
    window.document()->setScenario(s);
    window.pipeline()->waitForIdle(3600000);
    window.runControl()->runAction()->trigger();
    window.runControl()->worker()->waitForFinished(3600000);
    while (window.lastResult().value("format", std::string()) != "topoopt-result/1")
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.topoopt"));
    clock.restart();
    window.saveProjectInBackground(path, true);
    const double guiMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    while (window.isSavingProject())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    const double writtenMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    clock.restart();
    const bool saved = window.saveProjectAs(path, true);
    const double waitedMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    std::printf("save DLRM-%d project with a search result (%.1f MB%s): GUI thread %.1f ms, "
                "written after %.0f ms on a "
                "worker; a save that waits: %.0f ms\n",
                servers, static_cast<double>(QFileInfo(path).size()) / 1e6, saved ? "" : ", FAILED",
                guiMs, writtenMs, waitedMs);

    // File > New with that project edited, answered Save: the GUI thread's share, then the
    // time until New has happened (the write runs on the worker, New follows it).
    window.setQuestionHook([](const QString&, const QString&, QMessageBox::StandardButtons) {
        return QMessageBox::Save;
    });
    window.setFileDialogHook([path](bool) { return path; });
    s.name += " (edited)";
    window.document()->setScenario(s);
    clock.restart();
    window.findChild<QAction*>(QStringLiteral("newAction"))->trigger();
    const double askedMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    while (window.document()->scenario().name == s.name)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    const double newMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    std::printf("New with unsaved changes, answered Save (%.1f MB): GUI thread %.1f ms, new "
                "document after %.0f ms\n",
                static_cast<double>(QFileInfo(path).size()) / 1e6, askedMs, newMs);
}

void graphBenchmark()
{
    auto [traffic, topology] = bigFabric();
    const double before = test::residentMiB();
    // The views alone (a MainWindow would also run its own DLRM-128 pipeline meanwhile).
    ui::GraphView graph;
    ui::HeatmapView heatmap;
    graph.resize(1200, 850);
    heatmap.resize(1200, 850);
    graph.show();
    heatmap.show();
    QElapsedTimer clock;
    clock.start();
    graph.setTopology(topology, traffic);
    const qint64 setMs = clock.elapsed();
    heatmap.setTraffic(traffic);
    heatmap.setTopology(topology);
    const qint64 heatmapMs = clock.elapsed() - setMs;
    ui::GraphView* view = &graph;
    QApplication::processEvents();

    auto fps = [&](double zoom, const char* what) {
        view->fit();
        view->scale(zoom, zoom);
        QScrollBar* h = view->horizontalScrollBar();
        QScrollBar* v = view->verticalScrollBar();
        int frames = 0;
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 3000) {
            // Pan a few pixels per frame, back and forth, and paint synchronously.
            const int step = (frames / 100) % 2 == 0 ? 6 : -6;
            h->setValue(h->value() + step);
            v->setValue(v->value() + step / 2);
            view->viewport()->repaint();
            QApplication::processEvents();
            ++frames;
        }
        std::printf(
            "graph view 1024 servers d=8 (%d links, %s): %.1f frames/s panning (target 30)\n",
            view->edgeCount(), what, frames * 1000.0 / t.elapsed());
    };
    fps(1.0, "whole fabric");
    fps(4.0, "zoomed 4x");
    fps(16.0, "zoomed 16x, labels");
    std::printf("graph view setTopology %lld ms, heatmaps %lld ms\n", static_cast<long long>(setMs),
                static_cast<long long>(heatmapMs));
    std::printf(
        "resident memory with 1024 servers in every view: %.0f MiB (%.0f MiB before; target "
        "< 1024 MiB)\n",
        test::residentMiB(), before);
}
} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const bench::Args args(argc, argv, "usage: bench_ui [seconds of search, 10] [servers, 128]", 2);
    const double seconds = args.number(1, 10.0, 0.1, 3600.0, "seconds");
    const int servers = args.integer(2, 128, 2, limits::kMaxServers, "servers");
    graphBenchmark();
    stallBenchmark(seconds, servers);
    return 0;
}

// MainWindow, part three (issue 8, items 1-3): the design editor and undo history docks, the
// Designs tab with pinned designs, and "Re-optimize from here".
#include "mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMenu>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QUndoView>
#include <QtConcurrent/QtConcurrentRun>

#include "convergenceview.h"
#include "designsview.h"
#include "document.h"
#include "format.h"
#include "graphview.h"
#include "pipelineworker.h"
#include "runcontrol.h"
#include "strategysearch.h"
#include "topologyeditor.h"

namespace topoopt::ui {

void MainWindow::createEditing()
{
    m_editor = new TopologyEditor(m_document, this);
    m_editorDock = new QDockWidget(tr("Design Editor"), this);
    m_editorDock->setObjectName(QStringLiteral("designEditorDock"));
    m_editorDock->setWidget(m_editor);
    addDockWidget(Qt::RightDockWidgetArea, m_editorDock);

    m_undoView = new QUndoView(m_document->undoStack(), this);
    m_undoView->setObjectName(QStringLiteral("undoView"));
    m_undoView->setEmptyLabel(tr("<opened>"));
    m_undoDock = new QDockWidget(tr("History"), this);
    m_undoDock->setObjectName(QStringLiteral("historyDock"));
    m_undoDock->setWidget(m_undoView);
    addDockWidget(Qt::RightDockWidgetArea, m_undoDock);
    // One column of tabs on the right keeps the window usable on 1366-pixel-wide laptops.
    tabifyDockWidget(m_editorDock, m_undoDock);
    m_editorDock->raise();

    m_designs = new DesignsView(this);
    m_tabs->addTab(m_designs, tr("Designs"));

    m_pinAction = new QAction(tr("&Pin Current Design"), this);
    m_pinAction->setObjectName(QStringLiteral("pinAction"));
    m_pinAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_pinAction->setStatusTip(tr("Keep the current design to compare later designs against"));
    connect(m_pinAction, &QAction::triggered, this, [this] {
        if (pinCurrentDesign()) m_tabs->setCurrentWidget(m_designs);
    });
    m_reoptimizeAction = new QAction(tr("&Re-optimize from Here"), this);
    m_reoptimizeAction->setObjectName(QStringLiteral("reoptimizeAction"));
    m_reoptimizeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_reoptimizeAction->setStatusTip(tr("Search strategies and topologies starting from the "
                                        "current, possibly hand-edited, design"));
    connect(m_reoptimizeAction, &QAction::triggered, this, &MainWindow::reoptimizeFromHere);

    connect(m_editor, &TopologyEditor::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(m_editor, &TopologyEditor::reoptimizeRequested, this, &MainWindow::reoptimizeFromHere);
    connect(m_graph, &GraphView::linkEndDragged, m_editor,
            [this](int a, int b, int role, int from, int to) {
                m_editor->moveLinkEnd(a, b, static_cast<LinkRole>(role), from, to);
            });
    connect(m_designs, &DesignsView::pinRequested, this, [this] { pinCurrentDesign(); });
    connect(m_designs, &DesignsView::unpinRequested, this, &MainWindow::unpinDesign);
    connect(m_designs, &DesignsView::restoreRequested, this, [this](int index) {
        if (index < 0 || index >= static_cast<int>(m_pinned.size())) return;
        const PinnedDesign& p = m_pinned[static_cast<std::size_t>(index)];
        m_document->edit(tr("Make %1 current").arg(p.name), p.scenario);
    });
    connect(m_pipeline, &PipelineWorker::started, this, [this] { m_designs->setCurrent(nullptr); });
    connect(m_pipeline, &PipelineWorker::trafficReady, m_designs, &DesignsView::setCurrentTraffic);
    connect(m_pipeline, &PipelineWorker::topologyReady, m_designs,
            &DesignsView::setCurrentTopology);
    connect(m_pipeline, &PipelineWorker::stageFailed, m_designs, &DesignsView::setCurrentFailed);
    connect(m_pipeline, &PipelineWorker::contextReady, this,
            [this](std::shared_ptr<const PipelineContext> context) {
                m_designs->setCurrent(std::move(context));
            });
    // A pending "Re-optimize from here" starts when the run for the current scenario is done.
    connect(m_pipeline, &PipelineWorker::finished, this, [this] {
        if (!m_reoptimizePending || m_pipeline->isBusy()) return;
        if (m_context && m_context->scenario == m_document->scenario()) {
            startReoptimize();
            return;
        }
        m_reoptimizePending = false;
        statusBar()->showMessage(tr("Re-optimize cancelled: the design could not be simulated"),
                                 8000);
    });
}

void MainWindow::addEditingMenus(QMenu* edit, QMenu* view)
{
    edit->addSeparator();
    edit->addAction(m_pinAction);
    edit->addAction(m_reoptimizeAction);
    view->addAction(m_editorDock->toggleViewAction());
    view->addAction(m_undoDock->toggleViewAction());
}

void MainWindow::setPinnedDesigns(const std::vector<PinnedDesign>& pinned)
{
    m_pinned = pinned;
    m_designs->setPinned(m_pinned);
}

void MainWindow::restorePinnedDesigns(const std::vector<io::PinnedDesign>& pinned)
{
    m_pinnedRun.cancel();
    m_pinnedRun = CancelToken();
    std::vector<PinnedDesign> list;
    for (const io::PinnedDesign& p : pinned)
        list.push_back({QString::fromStdString(p.name), p.scenario, {}, nullptr});
    setPinnedDesigns(list);
    if (pinned.empty()) return;
    // A project keeps names and scenarios only: the figures come from simulating them again.
    using Contexts = std::vector<std::shared_ptr<const PipelineContext>>;
    const std::string dir = m_document->filePath().isEmpty()
                                ? std::string()
                                : QFileInfo(m_document->filePath()).absolutePath().toStdString();
    const CancelToken cancel = m_pinnedRun;
    auto* watcher = new QFutureWatcher<Contexts>(this);
    connect(watcher, &QFutureWatcher<Contexts>::finished, this, [this, watcher, list, cancel] {
        watcher->deleteLater();
        if (cancel.isCancelled()) return; // replaced by later pins or another project
        const Contexts contexts = watcher->result();
        for (std::size_t i = 0; i < contexts.size() && i < m_pinned.size(); ++i) {
            if (!contexts[i] || !(m_pinned[i].scenario == list[i].scenario)) continue;
            m_pinned[i].context = contexts[i];
            try {
                m_pinned[i].figures = designFigures(*contexts[i]);
            } catch (const std::exception&) {
                m_pinned[i].context = nullptr; // shown without figures
            }
        }
        m_designs->setPinned(m_pinned);
    });
    watcher->setFuture(QtConcurrent::run([list, dir, cancel] {
        Contexts contexts(list.size());
        for (std::size_t i = 0; i < list.size() && !cancel.isCancelled(); ++i) {
            PipelineSink sink; // only the finished context matters here
            sink.context = [&](std::shared_ptr<const PipelineContext> c) {
                contexts[i] = std::move(c);
            };
            PipelineInput input;
            input.scenario = list[i].scenario;
            input.scenarioDir = dir;
            try {
                ui::runPipeline(input, cancel, sink);
            } catch (const std::exception&) {
                // A design that no longer simulates (e.g. a missing model file): no figures.
            }
        }
        return contexts;
    }));
}

std::vector<io::PinnedDesign> MainWindow::pinnedForProject() const
{
    std::vector<io::PinnedDesign> out;
    for (const PinnedDesign& p : m_pinned)
        out.push_back({p.name.toStdString(), p.scenario});
    return out;
}

bool MainWindow::pinCurrentDesign(const QString& name)
{
    if (!m_context || m_pipeline->isBusy() || !(m_context->scenario == m_document->scenario())) {
        statusBar()->showMessage(tr("Wait until the current design is simulated, then pin it"),
                                 8000);
        return false;
    }
    PinnedDesign p;
    p.scenario = m_context->scenario;
    p.context = m_context;
    try {
        p.figures = designFigures(*m_context);
    } catch (const std::exception& e) {
        statusBar()->showMessage(tr("Cannot pin: %1").arg(problemText(e)), 8000);
        return false;
    }
    p.name = !name.isEmpty() ? name
                             : tr("Design %1 (%2, %3)")
                                   .arg(m_pinned.size() + 1)
                                   .arg(QString::fromStdString(p.figures.kind),
                                        formatMs(p.figures.iterationMs));
    m_pinned.push_back(std::move(p));
    m_designs->setPinned(m_pinned);
    statusBar()->showMessage(tr("Pinned %1").arg(m_pinned.back().name), 5000);
    return true;
}

void MainWindow::unpinDesign(int index)
{
    if (index < 0 || index >= static_cast<int>(m_pinned.size())) return;
    m_pinned.erase(m_pinned.begin() + index);
    m_designs->setPinned(m_pinned);
}

bool MainWindow::reoptimizeFromHere()
{
    if (m_runControl->worker()->isBusy()) {
        statusBar()->showMessage(tr("A search is running: stop it first"), 8000);
        return false;
    }
    if (!m_context || m_pipeline->isBusy() || !(m_context->scenario == m_document->scenario())) {
        // The last edit is still being routed and simulated: start as soon as it is.
        m_reoptimizePending = true;
        statusBar()->showMessage(tr("The search starts once the design is simulated"), 8000);
        return true;
    }
    startReoptimize();
    return true;
}

void MainWindow::startReoptimize()
{
    m_reoptimizePending = false;
    if (!m_context) return;
    // A hand-edited design is the starting point; the topology plane then lets TopologyFinder
    // propose fabrics for the strategies found, kept only when they are faster.
    const std::string rebuild = m_context->scenario.topology.kind == "manual" ? "topoopt" : "";
    m_searchOutcome = std::make_shared<SearchOutcome>();
    m_searchContext = m_context;
    m_searchHistory.clear();
    if (m_runControl->start(strategySearchJob(m_context, m_searchOutcome, rebuild),
                            expectedSearchEvents(m_context->scenario.search,
                                                 m_context->scenario.topology.kind == "topoopt" ||
                                                     rebuild == "topoopt")))
        m_tabs->setCurrentWidget(m_convergence);
}

} // namespace topoopt::ui

// Main window wiring: actions, menus, file handling and the summary view.
#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QUndoStack>

#include "aboutdialog.h"
#include "common/error.h"
#include "comparisonview.h"
#include "convergenceview.h"
#include "document.h"
#include "format.h"
#include "graphview.h"
#include "heatmapview.h"
#include "io/projectjson.h"
#include "io/resultjson.h"
#include "io/scenariojson.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "iterationbreakdown.h"
#include "model/modeljson.h"
#include "model/zoo.h"
#include "pipelineworker.h"
#include "projectfiles.h"
#include "projectwriter.h"
#include "runcontrol.h"
#include "scenariopanel.h"
#include "strategysearch.h"

#include "settings.h"
#include "statusmessages.h"
#include <QtConcurrent/QtConcurrentRun>

namespace topoopt::ui {

namespace {
const Setting<QByteArray> kWindowGeometry{"window/geometry", QByteArray()};
const Setting<QByteArray> kWindowState{"window/state", QByteArray()};
const Setting<QString> kLastFolder{"files/lastFolder", QString()};

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_document(new Document(this)), m_tabs(new QTabWidget(this)),
      m_summary(new QTextBrowser(this)), m_statusLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_tabs->setObjectName(QStringLiteral("viewTabs"));
    m_tabs->setDocumentMode(true);
    m_summary->setObjectName(QStringLiteral("summaryView"));
    m_tabs->addTab(m_summary, tr("Summary"));
    setCentralWidget(m_tabs);
    setAcceptDrops(true); // a file dropped anywhere on the window (openAnyFile)
    statusBar()->addPermanentWidget(m_statusLabel);
    new StatusMessages(statusBar()); // long messages elided, whole in the tooltip

    createViews();
    createEditing();
    createActions();
    createMenus();
    createProjectSupport(); // before restoreState(): it adds the teaching dock
    collectSearchHistory();

    connect(m_document, &Document::scenarioChanged, this, &MainWindow::refreshSummary);
    connect(m_document, &Document::scenarioChanged, this, [this] { runPipeline(true); });
    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::filePathChanged, this, &MainWindow::updateTitle);

    fitToScreen();
    // First start: the design editor in front, the side docks narrow (the scenario form just
    // whole, without a sideways scroll bar), the views wide.
    m_editorDock->raise();
    resizeDocks({m_panelDock, m_editorDock}, {m_panel->fittingWidth(), 380}, Qt::Horizontal);
    restoreGeometry(kWindowGeometry.get());
    if (!restoreState(kWindowState.get()))
        // Fitted again once shown: before polishing, the form's widths are estimates, and the
        // first fit can leave it a few pixels short (a sideways scroll bar).
        QTimer::singleShot(0, this, [this] {
            resizeDocks({m_panelDock}, {m_panel->fittingWidth()}, Qt::Horizontal);
        });
    refreshSummary();
    updateTitle();
    statusBar()->showMessage(tr("Ready"), 3000);
    runPipeline(true); // debounced: a scenario set right after construction replaces it
}

MainWindow::~MainWindow()
{
    if (m_compareCancel) m_compareCancel->cancel();
    m_pinnedRun.cancel();
}

void MainWindow::createActions()
{
    m_newAction = new QAction(tr("&New"), this);
    m_newAction->setObjectName(QStringLiteral("newAction"));
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setStatusTip(tr("Start from the default scenario"));
    connect(m_newAction, &QAction::triggered, this, [this] {
        whenUnsavedSettled([this] {
            restorePinnedDesigns({}); // a new project: nothing pinned, no result yet
            setLastResult(nullptr);
            m_document->reset();
            showResultHistory();
            return true;
        });
    });

    m_openAction = new QAction(tr("&Open..."), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setObjectName(QStringLiteral("openAction"));
    m_openAction->setStatusTip(tr("Open a project, a scenario or a search result file"));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openDialog);

    m_saveAction = new QAction(tr("&Save"), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setObjectName(QStringLiteral("saveAction"));
    m_saveAction->setStatusTip(tr("Save the project (.topoopt)"));
    connect(m_saveAction, &QAction::triggered, this, [this] { save(true); });

    m_saveAsAction = new QAction(tr("Save &As..."), this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    connect(m_saveAsAction, &QAction::triggered, this, [this] { saveAs(true); });

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_validateAction = new QAction(tr("&Validate Scenario"), this);
    m_validateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    m_validateAction->setStatusTip(tr("Check the scenario against the format's rules"));
    connect(m_validateAction, &QAction::triggered, this, &MainWindow::validateScenario);

    m_importTrafficAction = new QAction(tr("Import &Traffic..."), this);
    m_importTrafficAction->setStatusTip(tr("Show a topoopt-traffic/1 file in the views"));
    connect(m_importTrafficAction, &QAction::triggered, this,
            [this] { importDialog(Import::Traffic); });
    m_importTopologyAction = new QAction(tr("Import T&opology..."), this);
    m_importTopologyAction->setStatusTip(
        tr("Show a topoopt-topology/1 file, or a search result's fabric, in the views"));
    connect(m_importTopologyAction, &QAction::triggered, this,
            [this] { importDialog(Import::Topology); });
    m_importComparisonAction = new QAction(tr("Import &Comparison..."), this);
    m_importComparisonAction->setObjectName(QStringLiteral("importComparisonAction"));
    m_importComparisonAction->setStatusTip(
        tr("Show a comparison of fabrics from topoopt compare --json in the Comparison tab"));
    connect(m_importComparisonAction, &QAction::triggered, this,
            [this] { importDialog(Import::Comparison); });

    m_fitAction = new QAction(tr("&Fit Graph"), this);
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_fitAction, &QAction::triggered, m_graph, &GraphView::fit);
    m_widthByLoadAction = new QAction(tr("Link Width by &Load"), this);
    m_widthByLoadAction->setCheckable(true);
    m_widthByLoadAction->setStatusTip(
        tr("Draw links as wide as their load, instead of by parallel link count"));
    connect(m_widthByLoadAction, &QAction::toggled, this, [this](bool on) {
        m_graph->setWidthMode(on ? GraphView::WidthMode::Load
                                 : GraphView::WidthMode::ParallelLinks);
    });

    m_aboutAction = new QAction(tr("&About TopoOpt Studio"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    createResultActions();
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    file->addSeparator();
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    file->addSeparator();
    file->addAction(m_importTrafficAction);
    file->addAction(m_importTopologyAction);
    file->addAction(m_importComparisonAction);
    createExportMenu(file);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    QAction* undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    createPreferencesAction(edit);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    QMenu* run = menuBar()->addMenu(tr("&Run"));
    run->setObjectName(QStringLiteral("runMenu"));
    run->addAction(m_runControl->runAction());
    run->addAction(m_runControl->pauseAction());
    run->addAction(m_runControl->stepAction());
    run->addAction(m_runControl->stopAction());
    run->addAction(m_applyBestAction);
    run->addSeparator();
    run->addAction(m_validateAction);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    help->addAction(m_aboutAction);

    QToolBar* toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolBar"));
    toolbar->addAction(m_newAction);
    toolbar->addAction(m_openAction);
    toolbar->addAction(m_saveAction);
    toolbar->addSeparator();
    toolbar->addAction(m_runControl->runAction());
    toolbar->addAction(m_runControl->pauseAction());
    toolbar->addAction(m_runControl->stepAction());
    toolbar->addAction(m_runControl->stopAction());
    toolbar->addAction(m_applyBestAction);
    toolbar->addSeparator();
    toolbar->addAction(m_validateAction);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    view->addAction(m_panelDock->toggleViewAction());
    view->addAction(toolbar->toggleViewAction());
    view->addSeparator();
    view->addAction(m_fitAction);
    view->addAction(m_widthByLoadAction);
    addEditingMenus(edit, view);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] - TopoOpt Studio").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::refreshSummary()
{
    const Scenario& s = m_document->scenario();
    const Cluster& c = s.cluster;
    QString html = QStringLiteral("<h2>%1</h2><table cellpadding='3'>")
                       .arg(QString::fromStdString(s.name).toHtmlEscaped());
    auto row = [&html](const QString& label, const QString& value) {
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(label, value.toHtmlEscaped());
    };
    row(tr("Servers"), tr("%L1 servers x %2 %3 GPUs")
                           .arg(c.servers)
                           .arg(c.gpusPerServer)
                           .arg(QString::fromStdString(c.gpu)));
    row(tr("Ports per server (d)"), QString::number(c.degree));
    row(tr("Link bandwidth"), tr("%1 Gbps").arg(c.linkGbps));
    row(tr("NVLink bandwidth"), tr("%1 Gbps").arg(c.nvlinkGbps));
    row(tr("Latency per hop"), tr("%1 \u00b5s").arg(c.latencyUs));
    row(tr("Model"), !s.model.zoo.empty()    ? QString::fromStdString(s.model.zoo)
                     : !s.model.file.empty() ? QString::fromStdString(s.model.file)
                                             : tr("inline (edited in the Model tab)"));
    if (!s.strategy.is_null()) row(tr("Strategy"), tr("hand strategy (Strategy tab)"));
    row(tr("Topology kind"), QString::fromStdString(s.topology.kind));
    row(tr("Search"), tr("%L1 proposals, %L2 rounds, seed %3")
                          .arg(s.search.proposals)
                          .arg(s.search.rounds)
                          .arg(s.search.seed));
    // A search's times depend on it; the last search's own when it picked one.
    const double searchedAtUs =
        lastResult().is_object() ? lastResult().value("time_resolution_us", 0.0) : 0.0;
    if (s.search.timeResolutionUs == kAutoTimeResolution)
        row(tr("Search time resolution"),
            searchedAtUs > 0
                ? tr("auto: %1 \u00b5s in the last search (0.3 % of its start)").arg(searchedAtUs)
                : tr("auto (0.3 % of the start's exact iteration time)"));
    else if (s.search.timeResolutionUs > 0)
        row(tr("Search time resolution"),
            tr("%1 \u00b5s (exact: 0)").arg(s.search.timeResolutionUs));
    else
        row(tr("Search time resolution"), tr("exact"));
    if (m_traffic)
        row(tr("Traffic"),
            tr("%1 (%2 on the wire), %3 (%4)")
                .arg(tr("%Ln AllReduce group(s)", nullptr,
                        static_cast<int>(m_traffic->allreduce.size())),
                     formatBytes(m_traffic->allreduceWireBytes()),
                     tr("%Ln MP pair(s)", nullptr, static_cast<int>(m_traffic->mp.size())),
                     formatBytes(m_traffic->mpBytes())));
    if (m_topology)
        row(tr("Topology"), tr("%1: %L2 nodes, %L3 link entries, diameter %4")
                                .arg(QString::fromStdString(m_topology->kind))
                                .arg(m_topology->nodes())
                                .arg(m_topology->links.size())
                                .arg(m_topology->metrics.diameter));
    if (const ResultFit fit = resultFit(); fit != ResultFit::None) {
        // Exact figures when the search ran at a time resolution and checked both ends.
        const double best = lastResult().value("exact_best_ms", lastResult().value("best_ms", 0.0));
        const double start =
            lastResult().value("exact_start_ms", lastResult().value("start_ms", 0.0));
        const auto history = lastResult().find("history");
        const int proposals = history != lastResult().end() && history->is_array()
                                  ? static_cast<int>(history->size())
                                  : 0;
        const QString found = tr("best %1 from %2 in %n proposal(s)", nullptr, proposals)
                                  .arg(formatMs(best), formatMs(start));
        row(tr("Search result"),
            fit == ResultFit::Applied
                ? tr("%1; applied: the design below is the search's best").arg(found)
            : best < start
                ? tr("%1; Run > Apply Best Design makes it the current design").arg(found)
                : tr("%1; nothing faster than the start").arg(found));
    }
    // The last search ran at a time resolution: how its best fares simulated exactly.
    if (const auto exact = lastResult().find("exact_best_ms");
        lastResult().is_object() && exact != lastResult().end() && exact->is_number())
        row(tr("Search best, simulated exactly"),
            tr("%1 (the search's time at its resolution: %2)")
                .arg(formatMs(exact->get<double>()), formatMs(lastResult().value("best_ms", 0.0))));
    if (m_simulation)
        row(tr("Simulated iteration"),
            iterationBreakdownText(m_simulation->iterationMs, m_simulation->computeMs,
                                   m_simulation->exposedCommMs));
    for (const QString& stage : m_stages)
        row(tr("Stage"), stage);
    if (!m_runningStage.isEmpty()) row(tr("Stage"), tr("%1: running...").arg(m_runningStage));
    if (!m_pipelineNote.isEmpty()) row(tr("Pipeline"), m_pipelineNote);
    html += QStringLiteral("</table>");
    m_summary->setHtml(html);
    m_statusLabel->setText(tr("%1 servers, d = %2").arg(c.servers).arg(c.degree));
    updateApplyBestAction();
}

bool MainWindow::openFile(const QString& path, bool quiet)
{
    return openFileOfFormat(path, fileFormat(path), quiet);
}

bool MainWindow::openFileOfFormat(const QString& path, const std::string& format, bool quiet)
{
    if (format == io::kProjectFormat) return openProject(path, quiet);
    if (format == io::kResultFormat) return openResult(path, quiet);
    QString error;
    if (m_document->open(path, &error)) {
        // A scenario carries no result, view settings or pinned designs of its own.
        setLastResult(nullptr);
        showResultHistory();
        restorePinnedDesigns({});
        m_recent->add(path);
        showOpenedMessage(path, m_document->scenario().warnings);
        return true;
    }
    m_lastError = error;
    if (!quiet) showError(tr("Cannot open scenario"), error);
    return false;
}

void MainWindow::openDialog()
{
    // The file is asked for once the changes are saved: until then they are not settled.
    whenUnsavedSettled([this] {
        const QString path =
            askFileName(false, tr("Open Project, Scenario or Result"), openFilter());
        if (path.isEmpty()) return false;
        kLastFolder.set(QFileInfo(path).absolutePath());
        return openFile(path);
    });
}

bool MainWindow::save(bool background)
{
    // A save still being written may be about to give the document its name: wait for it
    // (only a second Save within a fraction of a second waits at all).
    m_projectWriter->finish();
    // Saving writes a project; a scenario opened from .json gets a project name of its own
    // rather than being overwritten with a format the CLI's scenario readers refuse.
    const QString path = m_document->filePath();
    if (path.isEmpty() || !isProjectFile(path)) return saveAs(background);
    return saveTo(path, background);
}

bool MainWindow::saveAs(bool background)
{
    QString path = askFileName(true, tr("Save Project As"), projectFilter());
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".topoopt");
    kLastFolder.set(QFileInfo(path).absolutePath());
    return saveTo(path, background);
}

bool MainWindow::saveTo(const QString& path, bool background)
{
    if (!background) return saveProjectAs(path);
    saveProjectInBackground(path);
    return true;
}

QMessageBox::StandardButton MainWindow::askAboutUnsavedChanges()
{
    m_projectWriter->finish(); // a save in progress may leave nothing to ask about
    if (!m_document->isModified()) return QMessageBox::Discard;
    const auto answer =
        ask(tr("Unsaved changes"),
            tr("%1 has unsaved changes. Save them first?").arg(m_document->displayName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    return answer == QMessageBox::Save || answer == QMessageBox::Discard ? answer
                                                                         : QMessageBox::Cancel;
}

MainWindow::Unsaved MainWindow::settleUnsavedChanges()
{
    m_afterSave = nullptr;
    ++m_afterSaveTicket;
    const auto answer = askAboutUnsavedChanges();
    if (answer == QMessageBox::Discard) return Unsaved::Settled;
    if (answer == QMessageBox::Save && save(true)) return Unsaved::Saving;
    return Unsaved::Cancelled;
}

bool MainWindow::whenUnsavedSettled(std::function<bool()> action)
{
    switch (settleUnsavedChanges()) {
    case Unsaved::Settled:
        return action();
    case Unsaved::Saving:
        m_afterSave = std::move(action);
        return true;
    case Unsaved::Cancelled:
        break;
    }
    return false;
}

void MainWindow::validateScenario()
{
    // Edits build scenarios in memory; check what would be written reads back cleanly.
    try {
        const Scenario back = io::scenarioFromJson(io::scenarioToJson(m_document->scenario()));
        if (!(back == m_document->scenario())) {
            showError(tr("Invalid scenario"),
                      tr("The scenario does not survive a save and reload."));
            return;
        }
        statusBar()->showMessage(tr("Scenario is valid"), 5000);
    } catch (const std::exception& e) {
        showError(tr("Invalid scenario"), problemText(e));
    }
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

void MainWindow::showError(const QString& title, const QString& message)
{
    m_lastError = message;
    QMessageBox box(QMessageBox::Critical, title, message, QMessageBox::Ok, this);
    box.exec();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // The window goes once the save the prompt started is written (onProjectSaved); a failed
    // save reports why and the window stays, with its changes. Closing while another action
    // waits for its save closes instead, and asks nothing more.
    const auto closeAgain = [this] { return close(); };
    if (m_afterSave) {
        m_afterSave = closeAgain;
        event->ignore();
        return;
    }
    switch (settleUnsavedChanges()) {
    case Unsaved::Saving:
        m_afterSave = closeAgain;
        [[fallthrough]];
    case Unsaved::Cancelled:
        event->ignore();
        return;
    case Unsaved::Settled:
        break;
    }
    kWindowGeometry.set(saveGeometry());
    kWindowState.set(saveState());
    // A clean exit: nothing to recover next time.
    m_autosave->discard();
    event->accept();
}

} // namespace topoopt::ui

// MainWindow, part three (issue 8, part B): projects, recent files, unsaved-changes prompts,
// autosave and recovery, and the last result kept for the project file.
#include "mainwindow.h"

#include <algorithm>
#include <utility>

#include <QDateTime>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>

#include "common/error.h"
#include "document.h"
#include "examples.h"
#include "graphview.h"
#include "heatmapview.h"
#include "io/jsonreader.h"
#include "io/resultjson.h"
#include "io/scenariojson.h"
#include "pipelineworker.h"
#include "problemtext.h"
#include "projectfiles.h"
#include "projectwriter.h"
#include "runcontrol.h"
#include "settings.h"
#include "sim/simjson.h"
#include "strategysearch.h"

namespace topoopt::ui {

namespace {
// Same key as the other file dialogs: one "last folder" for every file.
const Setting<QString> kLastFolder{"files/lastFolder", QString()};

/// Heatmap modes in the order of io::heatmapModeNames().
constexpr HeatmapView::Mode kModes[] = {HeatmapView::Mode::AllReduce, HeatmapView::Mode::Mp,
                                        HeatmapView::Mode::Both, HeatmapView::Mode::LinkLoad};

template <typename T, std::size_t N>
T fromName(const std::string& name, const std::vector<std::string>& names, const T (&values)[N],
           T fallback)
{
    for (std::size_t i = 0; i < names.size() && i < N; ++i)
        if (names[i] == name) return values[i];
    return fallback;
}

template <typename T, std::size_t N>
std::string toName(T value, const std::vector<std::string>& names, const T (&values)[N])
{
    for (std::size_t i = 0; i < names.size() && i < N; ++i)
        if (values[i] == value) return names[i];
    return names.front();
}
} // namespace

void MainWindow::createProjectSupport()
{
    m_recent = new RecentFiles(this);
    connect(m_recent, &RecentFiles::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(m_recent, &RecentFiles::openRequested, this, [this](const QString& path) {
        whenUnsavedSettled([this, path] {
            if (!QFileInfo::exists(path)) {
                m_recent->remove(path);
                showError(
                    tr("File not found"),
                    tr("%1 no longer exists; it was removed from the recent files.").arg(path));
                return false;
            }
            return openFile(path);
        });
    });
    m_recentMenu = new QMenu(tr("Open &Recent"), this);
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] { m_recent->fillMenu(m_recentMenu); });
    m_examplesMenu = new QMenu(tr("Open &Example"), this);
    m_examplesMenu->setObjectName(QStringLiteral("examplesMenu"));
    const std::vector<Example> examples = builtInExamples();
    for (std::size_t i = 0; i < examples.size(); ++i) {
        QAction* action = m_examplesMenu->addAction(examples[i].title);
        connect(action, &QAction::triggered, this, [this, i] { openExample(static_cast<int>(i)); });
    }
    if (auto* file = menuBar()->findChild<QMenu*>(QStringLiteral("fileMenu"))) {
        // Right after Open, in this order.
        const QList<QAction*> actions = file->actions();
        const qsizetype at = actions.indexOf(m_openAction);
        QAction* next = at >= 0 && at + 1 < actions.size() ? actions[at + 1] : nullptr;
        file->insertMenu(next, m_recentMenu);
        file->insertMenu(next, m_examplesMenu);
    }

    m_autosave = new Autosave([this] { return projectSnapshot(); }, this);
    m_projectWriter = new ProjectWriter(this);
    connect(m_projectWriter, &ProjectWriter::saved, this,
            [this](const QString& path, const QString& error, ProjectWriter::Tag tag) {
                onProjectSaved(path, error, tag.quiet, tag.revision);
            });
    connect(m_autosave->timer(), &QTimer::timeout, this, [this] {
        if (m_document->isModified())
            autosaveInBackground();
        else
            m_autosave->discard(); // saved or undone back to the saved state: nothing to lose
    });
    connect(m_autosave, &Autosave::backgroundSaveFinished, this, &MainWindow::showAutosaved);
    connect(m_pipeline, &PipelineWorker::simulationReady, this, &MainWindow::onSimulated);
    connect(m_runControl->worker(), &SearchWorker::proposalsReady, this,
            [this](const std::vector<ProposalEvent>& batch) {
                if (m_searchOutcome)
                    m_searchHistory.insert(m_searchHistory.end(), batch.begin(), batch.end());
            });
    connect(m_runControl->worker(), &SearchWorker::finished, this, &MainWindow::onSearchFinished);

    createTeaching();
    createComfort();
}

bool MainWindow::openExample(int index)
{
    std::vector<Example> examples = builtInExamples();
    if (index < 0 || index >= static_cast<int>(examples.size())) return false;
    return whenUnsavedSettled([this,
                               example = std::move(examples[static_cast<std::size_t>(index)])] {
        Scenario scenario;
        try {
            scenario = loadExample(example);
        } catch (const InputError& e) {
            showError(tr("Cannot open example"), QString::fromStdString(e.problems().toString()));
            return false;
        }
        // Untitled, like New: Save asks where, so the built-in file is never the one written.
        m_document->load(scenario, QString());
        setLastResult(nullptr);
        showResultHistory();
        restorePinnedDesigns({});
        statusBar()->showMessage(tr("Opened example: %1").arg(example.title), 5000);
        return true;
    });
}

io::Project MainWindow::currentProject() const
{
    io::Project p = projectWithoutResult();
    p.result = lastResult();
    return p;
}

ProjectSnapshot MainWindow::projectSnapshot() const
{
    ProjectSnapshot s;
    s.project = projectWithoutResult();
    s.result = m_lastResult;
    s.origin = m_document->filePath();
    return s;
}

io::Project MainWindow::projectWithoutResult() const
{
    io::Project p;
    p.scenario = m_document->scenario();
    p.view.tab = std::max(m_tabs->currentIndex(), 0);
    p.view.heatmapMode = toName(m_heatmap->mode(), io::heatmapModeNames(), kModes);
    p.view.heatmapScale = m_heatmap->scale() == HeatmapView::Scale::Log ? "log" : "linear";
    p.view.graphWidth = m_widthByLoadAction->isChecked() ? "load" : "parallel-links";
    p.pinned = pinnedForProject();
    return p;
}

void MainWindow::applyView(const io::ProjectView& view)
{
    if (view.tab < m_tabs->count()) m_tabs->setCurrentIndex(view.tab);
    m_heatmap->setMode(
        fromName(view.heatmapMode, io::heatmapModeNames(), kModes, HeatmapView::Mode::Both));
    m_heatmap->setScale(view.heatmapScale == "log" ? HeatmapView::Scale::Log
                                                   : HeatmapView::Scale::Linear);
    m_widthByLoadAction->setChecked(view.graphWidth == "load");
}

const nlohmann::json& MainWindow::lastResult() const
{
    static const nlohmann::json none;
    return m_lastResult ? *m_lastResult : none;
}

void MainWindow::setLastResult(nlohmann::json result)
{
    std::optional<Scenario> ranOn;
    try {
        if (io::formatOf(result) == io::kResultFormat)
            ranOn = io::scenarioFromJson(result.at("scenario"));
    } catch (const std::exception&) {
        // A result the reader refuses describes no scenario: resultFit() says None.
    }
    setLastResult(std::move(result), std::move(ranOn));
}

void MainWindow::setLastResult(nlohmann::json result, std::optional<Scenario> ranOn)
{
    m_lastResult = std::make_shared<const nlohmann::json>(std::move(result));
    m_lastResultScenario = std::move(ranOn);
}

void MainWindow::onSimulated(const SimResult& result)
{
    // A search result stays the project's result while the scenario is the one it ran on, or
    // that one with its best design applied; otherwise the newest simulation is the result.
    if (resultFit() != ResultFit::None) return;
    setLastResult(simResultToJson(result));
}

void MainWindow::onSearchFinished(bool cancelled, const QString& error)
{
    const std::shared_ptr<SearchOutcome> outcome = std::move(m_searchOutcome);
    const std::shared_ptr<const PipelineContext> context = std::move(m_searchContext);
    std::vector<ProposalEvent> history = std::move(m_searchHistory);
    m_searchHistory.clear();
    if (!outcome || !context || !error.isEmpty()) return; // not ours, or nothing to keep
    // The run's own result (started from the design on screen), with the history the views
    // were shown and the worker's word on whether it was stopped.
    OptimizeResult r = std::move(outcome->result);
    r.history = std::move(history);
    r.cancelled = cancelled;
    setLastResult(io::resultToJson(context->scenario, context->model, r, nullptr));
    refreshSummary(); // shows the exact check of a search at a time resolution
    // The run control has just said how the search ended; say what to do with its best.
    if (m_applyBestAction->isEnabled())
        statusBar()->showMessage(
            tr("%1. %2 (%3) makes its best design the current one.")
                .arg(statusBar()->currentMessage(),
                     m_applyBestAction->text().remove(QLatin1Char('&')),
                     m_applyBestAction->shortcut().toString(QKeySequence::NativeText)),
            15000);
}

bool MainWindow::openProject(const QString& path, bool quiet)
{
    QString error;
    const std::optional<io::Project> project = readProjectFile(path, &error);
    if (!project) {
        m_lastError = error;
        if (!quiet) showError(tr("Cannot open project"), error);
        return false;
    }
    restorePinnedDesigns(project->pinned);
    setLastResult(project->result);
    m_document->load(project->scenario, path);
    showResultHistory();
    applyView(project->view);
    m_recent->add(path);
    showOpenedMessage(path, project->warnings);
    return true;
}

void MainWindow::showOpenedMessage(const QString& path, const std::vector<std::string>& warnings)
{
    const QString ignored = ignoredFieldsText(warnings);
    // Long enough to read a list of fields; a misspelt one is the likely cause.
    statusBar()->showMessage(ignored.isEmpty() ? tr("Opened %1").arg(path)
                                               : tr("Opened %1; %2").arg(path, ignored),
                             ignored.isEmpty() ? 5000 : 15000);
}

bool MainWindow::saveProjectAs(const QString& path, bool quiet)
{
    // The same writer as a background save, waited for: saves of one file stay in order.
    saveProjectInBackground(path, quiet);
    m_projectWriter->finish();
    return m_lastSaveSucceeded;
}

void MainWindow::saveProjectInBackground(const QString& path, bool quiet)
{
    statusBar()->showMessage(tr("Saving %1...").arg(path));
    m_projectWriter->save(path, projectSnapshot(), {m_document->revision(), quiet});
}

bool MainWindow::isSavingProject() const
{
    return m_projectWriter->isSaving();
}

void MainWindow::onProjectSaved(const QString& path, const QString& error, bool quiet,
                                quint64 revision)
{
    m_lastSaveSucceeded = error.isEmpty();
    // The action waiting for this save goes ahead only if the file now holds the document.
    std::function<bool()> then = std::exchange(m_afterSave, nullptr);
    if (!error.isEmpty()) {
        m_lastError = error;
        statusBar()->showMessage(tr("Not saved: %1").arg(error), 8000);
        if (!quiet) showError(tr("Cannot save"), error);
        return;
    }
    m_recent->add(path);
    if (!m_document->markSaved(path, revision)) {
        // Edited while it was being written: the file lacks those edits, so they stay unsaved
        // and the recovery file stays too.
        statusBar()->showMessage(tr("Saved %1 as it was before the latest changes").arg(path),
                                 5000);
        return;
    }
    m_autosave->discard(); // everything is in the saved file now
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    // Queued, as if the user asked again: this slot may run inside another action's wait for
    // the writer (ProjectWriter::finish). A newer request in between cancels it.
    if (then)
        QMetaObject::invokeMethod(
            this,
            [this, then = std::move(then), ticket = m_afterSaveTicket] {
                if (ticket == m_afterSaveTicket && !m_document->isModified()) then();
            },
            Qt::QueuedConnection);
}

bool MainWindow::autosaveNow()
{
    QString error;
    const bool saved = m_autosave->saveNow(&error);
    showAutosaved(error);
    return saved;
}

void MainWindow::autosaveInBackground()
{
    m_autosave->saveInBackground();
}

bool MainWindow::isAutosaving() const
{
    return m_autosave->isSaving();
}

void MainWindow::showAutosaved(const QString& error)
{
    if (!error.isEmpty()) {
        m_lastError = error;
        statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 8000);
        return;
    }
    statusBar()->showMessage(tr("Autosaved unsaved changes"), 3000);
}

bool MainWindow::offerRecovery()
{
    if (!Autosave::hasRecovery()) return false;
    QString origin, error;
    const std::optional<io::Project> project = Autosave::readRecovery(&origin, &error);
    if (!project) {
        m_lastError = error;
        statusBar()->showMessage(tr("The recovery file cannot be read: %1").arg(error), 8000);
        m_autosave->discard();
        return false;
    }
    const QString name =
        origin.isEmpty() ? tr("an untitled project") : QFileInfo(origin).fileName();
    const QDateTime when = QFileInfo(Autosave::recoveryPath()).lastModified();
    const auto answer =
        ask(tr("Recover unsaved changes"),
            tr("TopoOpt Studio did not close normally. Recover the unsaved changes to %1, "
               "autosaved at %2?")
                .arg(name, QLocale().toString(when, QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::No);
    if (answer != QMessageBox::Yes) {
        m_autosave->discard();
        return false;
    }
    restorePinnedDesigns(project->pinned);
    setLastResult(project->result);
    // Unsaved, under the name it had: Save writes it where the user meant it to go.
    m_document->load(project->scenario, origin, true);
    showResultHistory();
    applyView(project->view);
    statusBar()->showMessage(tr("Recovered the unsaved changes to %1").arg(name), 8000);
    return true;
}

QMessageBox::StandardButton MainWindow::ask(const QString& title, const QString& text,
                                            QMessageBox::StandardButtons buttons)
{
    if (m_questionHook) return m_questionHook(title, text, buttons);
    QMessageBox box(QMessageBox::Warning, title, text, buttons, this);
    return static_cast<QMessageBox::StandardButton>(box.exec());
}

QString MainWindow::askFileName(bool save, const QString& title, const QString& filter)
{
    if (m_fileDialogHook) return m_fileDialogHook(save);
    QString folder = kLastFolder.get();
    // Save As suggests the current name with the project extension.
    if (save && !m_document->filePath().isEmpty())
        folder = QFileInfo(m_document->filePath())
                     .absoluteDir()
                     .filePath(QFileInfo(m_document->filePath()).completeBaseName() +
                               QStringLiteral(".topoopt"));
    return save ? QFileDialog::getSaveFileName(this, title, folder, filter)
                : QFileDialog::getOpenFileName(this, title, folder, filter);
}

} // namespace topoopt::ui

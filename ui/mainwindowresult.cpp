// MainWindow, search results: Run > Apply Best Design, topoopt-result/1 files opened in the
// studio, and the convergence view of a result kept in a project.
#include "mainwindow.h"

#include <QAction>
#include <QFileInfo>
#include <QStatusBar>
#include <QStyle>
#include <QtConcurrent/QtConcurrentRun>

#include <nlohmann/json.hpp>

#include "common/error.h"
#include "convergenceview.h"
#include "document.h"
#include "format.h"
#include "io/jsonreader.h"
#include "io/resultjson.h"
#include "io/resultreader.h"
#include "io/scenariojson.h"
#include "io/strategyjson.h"
#include "io/topologyjson.h"
#include "io/validate.h"
#include "pipelineworker.h"
#include "problemtext.h"
#include "projectfiles.h"
#include "runcontrol.h"
#include "search/bestdesign.h"
#include "searchworker.h"

namespace topoopt::ui {

namespace {

/// What applying a result's best design gave: the scenario, or why it failed.
struct AppliedDesign {
    std::optional<Scenario> scenario;
    QString error;
};

double resultMs(const nlohmann::json& result, const char* key)
{
    const auto it = result.find(key);
    return it != result.end() && it->is_number() ? it->get<double>() : 0.0;
}

/// A member of a result, null when it has none (the readers then say what is missing).
const nlohmann::json& member(const nlohmann::json& result, const char* key)
{
    static const nlohmann::json none;
    const auto it = result.find(key);
    return it != result.end() ? *it : none;
}

} // namespace

MainWindow::ResultFit MainWindow::resultFit() const
{
    if (!m_lastResultScenario) return ResultFit::None;
    const Scenario& current = m_document->scenario();
    if (*m_lastResultScenario == current) return ResultFit::RanOn;
    // Applied: the scenario it ran on with the result's strategy and some fabric (the spec it
    // had, or the fabric as a manual design).
    const auto strategy = lastResult().find("strategy");
    if (strategy == lastResult().end() || current.strategy != *strategy) return ResultFit::None;
    Scenario ran = *m_lastResultScenario;
    ran.strategy = current.strategy;
    ran.topology = current.topology;
    return ran == current ? ResultFit::Applied : ResultFit::None;
}

void MainWindow::createResultActions()
{
    m_applyBestAction = new QAction(tr("&Apply Best Design"), this);
    m_applyBestAction->setObjectName(QStringLiteral("applyBestAction"));
    m_applyBestAction->setIcon(style()->standardIcon(QStyle::SP_DialogApplyButton));
    m_applyBestAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    m_applyBestAction->setStatusTip(
        tr("Make the search's best strategy and fabric the current design (undoable)"));
    connect(m_applyBestAction, &QAction::triggered, this, [this] { applyBestDesign(); });
    connect(m_runControl->worker(), &SearchWorker::stateChanged, this,
            &MainWindow::updateApplyBestAction);
    // A result opened from a file is applied as soon as the scenario it ran on is simulated:
    // the views then show the design the search found.
    connect(m_pipeline, &PipelineWorker::stageFailed, this, [this] {
        // The applied design cannot be simulated (e.g. its strategy outgrows GPU memory): the
        // Summary says why; applying is over.
        if (m_appliedUnshown) {
            m_appliedUnshown.reset();
            updateApplyBestAction();
        }
        if (!m_applyWhenSimulated || !(m_document->scenario() == *m_applyWhenSimulated)) return;
        m_applyWhenSimulated.reset();
        updateApplyBestAction();
        m_lastError = tr("The best design was not applied: the scenario it ran on cannot be "
                         "simulated (see the Summary)");
        statusBar()->showMessage(m_lastError, 10000);
    });
    connect(m_pipeline, &PipelineWorker::contextReady, this, [this] {
        // Applied and now on show; or edited since, which ends the wait too.
        if (m_appliedUnshown && m_context &&
            (*m_appliedUnshown == m_context->scenario ||
             !(*m_appliedUnshown == m_document->scenario()))) {
            m_appliedUnshown.reset();
            updateApplyBestAction();
        }
        if (!m_applyWhenSimulated) return;
        if (!(m_document->scenario() == *m_applyWhenSimulated)) { // edited meanwhile
            m_applyWhenSimulated.reset();
            return;
        }
        if (!m_context || !(m_context->scenario == *m_applyWhenSimulated)) return; // older run
        m_applyWhenSimulated.reset();
        applyBestDesign();
    });
}

void MainWindow::updateApplyBestAction()
{
    if (!m_applyBestAction) return;
    QString why;
    const ResultFit fit = resultFit();
    if (m_runControl->worker()->isBusy())
        why = tr("Wait for the search to finish, or stop it");
    else if (m_applyingBest ||
             (m_applyWhenSimulated && *m_applyWhenSimulated == m_document->scenario()))
        why = tr("The best design is being applied");
    else if (fit == ResultFit::Applied)
        why = tr("The current design is the search's best");
    else if (fit == ResultFit::None)
        why = tr("No search result for this scenario: run a search (or undo the edits made "
                 "since the last one)");
    else if (!(resultMs(lastResult(), "best_ms") < resultMs(lastResult(), "start_ms")))
        why = tr("The search found nothing faster than the design it started from");
    m_applyBestAction->setEnabled(why.isEmpty());
    m_applyBestAction->setToolTip(why.isEmpty() ? m_applyBestAction->statusTip() : why);
}

bool MainWindow::applyBestDesign()
{
    updateApplyBestAction();
    if (!m_applyBestAction->isEnabled()) {
        m_lastError = m_applyBestAction->toolTip();
        statusBar()->showMessage(m_lastError, 8000);
        return false;
    }
    const Scenario& current = m_document->scenario();
    if (!m_context || !(m_context->scenario == current)) {
        // The model and strategy come from the pipeline's run of this scenario.
        m_applyWhenSimulated = current;
        updateApplyBestAction();
        statusBar()->showMessage(tr("The best design is applied once the scenario is simulated"),
                                 5000);
        return true;
    }
    m_applyingBest = true;
    updateApplyBestAction();
    const std::shared_ptr<const PipelineContext> context = m_context;
    // The result is shared, not copied: its fabric is megabytes of JSON at 128 servers.
    const std::shared_ptr<const nlohmann::json> result = m_lastResult;
    // What the applied design simulates to: exact, also after a search at a time resolution.
    const double exactMs = resultMs(lastResult(), "exact_best_ms");
    const double bestMs = exactMs > 0 ? exactMs : resultMs(lastResult(), "best_ms");
    auto* watcher = new QFutureWatcher<AppliedDesign>(this);
    connect(
        watcher, &QFutureWatcher<AppliedDesign>::finished, this, [this, watcher, context, bestMs] {
            watcher->deleteLater();
            m_applyingBest = false;
            const AppliedDesign applied = watcher->result();
            if (!applied.scenario) {
                m_lastError = tr("Cannot apply the best design: %1").arg(applied.error);
                statusBar()->showMessage(m_lastError, 10000);
            } else if (!(m_document->scenario() == context->scenario)) {
                m_lastError = tr("The scenario changed while the best design was being prepared; "
                                 "it was not applied");
                statusBar()->showMessage(m_lastError, 8000);
            } else {
                m_appliedUnshown = applied.scenario;
                m_document->edit(tr("Apply best design"), *applied.scenario);
                statusBar()->showMessage(
                    tr("Applied the search's best design (%1); Undo returns to the start")
                        .arg(formatMs(bestMs)),
                    8000);
            }
            updateApplyBestAction();
        });
    // TopologyFinder runs again to tell whether the scenario's kind rebuilds the fabric: off the
    // GUI thread, as it takes seconds at a thousand servers.
    watcher->setFuture(QtConcurrent::run([context, result]() -> AppliedDesign {
        try {
            const Scenario& ran = context->scenario;
            const Strategy best =
                io::strategyFromJson(member(*result, "strategy"), context->model, ran.cluster);
            const Topology fabric = io::topologyFromJson(member(*result, "topology"));
            return {scenarioWithDesign(ran, context->model, best, fabric), QString()};
        } catch (const std::exception& e) {
            return {std::nullopt, problemText(e)};
        }
    }));
    return true;
}

void MainWindow::showResultHistory()
{
    std::vector<ProposalEvent> history;
    const auto it = lastResult().is_object() ? lastResult().find("history") : lastResult().end();
    if (it != lastResult().end()) {
        try {
            history = io::historyFromJson(*it, "/history");
        } catch (const std::exception&) {
            history.clear(); // read and checked when the file was opened; nothing to show
        }
    }
    m_history = history;
    if (history.empty()) {
        m_convergence->reset(0);
        return;
    }
    m_convergence->showHistory(history, lastResult().value("cancelled", false)
                                            ? tr("Stopped; best kept")
                                            : tr("Search finished"));
}

bool MainWindow::openResult(const QString& path, bool quiet)
{
    const std::string name = QFileInfo(path).fileName().toStdString();
    QString error;
    nlohmann::json doc;
    Scenario scenario;
    try {
        // Parsed once (fileFormat() only peeks at the format): a 128-server result is about
        // 11 MB.
        doc = io::readJsonFile(path.toStdString());
        const io::ValidationReport report = io::validateDocument(doc, path.toStdString());
        if (!report.ok()) throw InputError(report.problems);
        scenario = io::scenarioFromJson(doc.at("scenario"));
    } catch (const std::exception& e) {
        error = fileProblemText(QString::fromStdString(name), e);
    }
    if (!error.isEmpty()) {
        m_lastError = error;
        if (!quiet) showError(tr("Cannot open result"), error);
        return false;
    }
    restorePinnedDesigns({});
    setLastResult(std::move(doc), scenario);
    // Under the result's name, like an opened scenario file: Save asks for a project name, so
    // the result file is never overwritten with another format.
    m_document->load(scenario, path);
    showResultHistory();
    m_recent->add(path);
    if (resultMs(lastResult(), "best_ms") < resultMs(lastResult(), "start_ms")) {
        m_applyWhenSimulated = m_document->scenario();
        statusBar()->showMessage(
            tr("Opened the search result %1; its best design is applied once the scenario it "
               "ran on is simulated")
                .arg(path),
            8000);
    } else {
        statusBar()->showMessage(tr("Opened the search result %1").arg(path), 8000);
    }
    refreshSummary();
    return true;
}

} // namespace topoopt::ui

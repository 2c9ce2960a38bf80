// MainWindow, part two: the views, the pipeline and the search feeding them, and imports.
#include "mainwindow.h"

#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

#include "common/error.h"
#include "comparisonview.h"
#include "convergenceview.h"
#include "document.h"
#include "format.h"
#include "graphview.h"
#include "heatmapview.h"
#include "io/resultreader.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "model/modeljson.h"
#include "model/zoo.h"
#include "modeleditor.h"
#include "pipelineworker.h"
#include "problemtext.h"
#include "runcontrol.h"
#include "scenariopanel.h"
#include "settings.h"
#include "strategysearch.h"
#include "strategyview.h"
#include "teachingmode.h"
#include "topologyeditor.h"

namespace topoopt::ui {

namespace {
// Same key as the file dialogs of mainwindow.cpp: one "last folder" for every file.
const Setting<QString> kLastFolder{"files/lastFolder", QString()};

/// Runs a core file reader; on failure puts "file: /path: problem" lines in `error`.
template <typename Read> bool readChecked(const QString& path, QString* error, Read read)
{
    try {
        read(path.toStdString());
        return true;
    } catch (const std::exception& e) {
        *error = fileProblemText(QFileInfo(path).fileName(), e);
    }
    return false;
}
} // namespace

void MainWindow::createViews()
{
    m_graph = new GraphView(this);
    m_heatmap = new HeatmapView(this);
    m_convergence = new ConvergenceView(this);
    m_comparison = new ComparisonView(this);
    m_comparison->clear(tr("The comparison of topology kinds appears here once the scenario has "
                           "been simulated."));
    m_tabs->addTab(m_graph, tr("Server Graph"));
    m_tabs->addTab(m_heatmap, tr("Traffic Heatmaps"));
    m_tabs->addTab(m_convergence, tr("Convergence"));
    m_tabs->addTab(m_comparison, tr("Comparison"));
    createModelViews();
    m_tabs->setCurrentWidget(m_graph);

    m_panel = new ScenarioPanel(m_document, this);
    m_panelDock = new QDockWidget(tr("Scenario"), this);
    m_panelDock->setObjectName(QStringLiteral("scenarioDock"));
    m_panelDock->setWidget(m_panel);
    m_panelDock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    addDockWidget(Qt::LeftDockWidgetArea, m_panelDock);
    resizeDocks({m_panelDock}, {340}, Qt::Horizontal);
    m_panel->setParamSource([](const std::string& id) {
        std::vector<ModelParamField> fields;
        for (const ZooParam& p : zooParams(id))
            fields.push_back({p.key, p.defaultValue, p.min, p.max, p.unit, p.help, p.integer});
        return fields;
    });
    connect(m_panel, &ScenarioPanel::modelFileRequested, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Load Model"), kLastFolder.get(),
                                         tr("TopoOpt models (*.json);;All files (*)"));
        if (!path.isEmpty()) useModelFile(path);
    });

    m_pipeline = new PipelineWorker(this);
    connect(m_pipeline, &PipelineWorker::trafficReady, this, &MainWindow::showTraffic);
    connect(m_pipeline, &PipelineWorker::topologyReady, this, &MainWindow::showTopology);
    connect(m_pipeline, &PipelineWorker::started, this, [this] {
        m_pipelineNote.clear();
        m_stages.clear();
        m_runningStage.clear();
        m_context.reset();
        m_simulation.reset();
        m_runHadTopology = false;
        if (m_compareCancel) m_compareCancel->cancel();
        m_comparing = false;
    });
    connect(m_pipeline, &PipelineWorker::topologyReady, this, [this] { m_runHadTopology = true; });
    connect(m_pipeline, &PipelineWorker::finished, this, [this] {
        if (!m_runningStage.isEmpty()) { // failed or cancelled in it
            m_runningStage.clear();
            refreshSummary();
        }
        if (m_pipeline->isBusy() || m_runHadTopology || !m_topology) return;
        // This scenario has no fabric (yet): do not keep showing the previous one.
        m_topology.reset();
        m_graph->clear();
        if (m_traffic) m_heatmap->setTraffic(*m_traffic);
        if (m_editor) m_editor->setTopology(m_topology);
        refreshSummary();
    });
    connect(m_pipeline, &PipelineWorker::stageStarted, this, [this](const QString& stage) {
        m_runningStage = stage;
        refreshSummary();
    });
    connect(m_pipeline, &PipelineWorker::stageDone, this,
            [this](const QString& stage, const QString& summary, double ms) {
                m_runningStage.clear();
                m_stages << tr("%1: %2 (%3 ms)").arg(stage, summary).arg(ms, 0, 'f', 0);
                refreshSummary();
            });
    connect(m_pipeline, &PipelineWorker::simulationReady, this, [this](const SimResult& r) {
        m_simulation = r;
        m_modelEditor->setScenarioIterationMs(r.iterationMs);
        refreshSummary();
    });
    connect(m_pipeline, &PipelineWorker::contextReady, this,
            [this](std::shared_ptr<const PipelineContext> context) {
                m_context = std::move(context);
                startComparison();
            });
    connect(m_pipeline, &PipelineWorker::stageFailed, this,
            [this](const QString& stage, const QString& message) {
                m_pipelineNote = tr("%1: %2").arg(stage, message);
                statusBar()->showMessage(m_pipelineNote, 8000);
                refreshSummary();
            });

    m_runControl = new RunControl(this, m_convergence);
    m_runControl->setJobProvider([this](int* expected, QString* why) -> SearchJob {
        if (!m_context || m_pipeline->isBusy()) {
            *why = m_pipelineNote.isEmpty()
                       ? tr("Wait for the pipeline to finish simulating the scenario")
                       : tr("The search needs a simulated scenario: %1").arg(m_pipelineNote);
            return {};
        }
        // Only TopologyFinder's kind alternates.
        *expected = expectedSearchEvents(m_context->scenario.search,
                                         m_context->scenario.topology.kind == "topoopt");
        // The project keeps the search's best point as its topoopt-result/1.
        m_searchOutcome = std::make_shared<SearchOutcome>();
        m_searchContext = m_context;
        m_searchHistory.clear();
        return strategySearchJob(m_context, m_searchOutcome);
    });
    connect(m_runControl, &RunControl::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    // The graph and heatmaps follow the search's topology as it changes.
    connect(m_runControl->worker(), &SearchWorker::alternationReady, this,
            [this](const AlternationEvent& e) {
                if (e.topology.servers > 0) showTopology(e.topology);
            });
    connect(m_graph, &GraphView::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
}

void MainWindow::startComparison()
{
    if (!m_context) return;
    if (m_compareCancel) m_compareCancel->cancel();
    m_compareCancel = std::make_unique<CancelToken>();
    const CancelToken cancel = *m_compareCancel;
    auto context = m_context;
    m_comparing = true;
    m_comparison->clear(tr("Simulating the strategy on every fabric kind..."));
    auto* watcher = new QFutureWatcher<std::vector<ComparisonRow>>(this);
    connect(watcher, &QFutureWatcher<std::vector<ComparisonRow>>::finished, this,
            [this, watcher, context, cancel] {
                watcher->deleteLater();
                if (context != m_context) return; // a newer scenario replaced it
                if (cancel.isCancelled()) return; // an imported comparison replaced it
                m_comparing = false;
                try {
                    const std::vector<ComparisonRow> rows = watcher->result();
                    const bool equalCost =
                        std::any_of(rows.begin(), rows.end(), [](const ComparisonRow& r) {
                            return r.kind == "fattree-equal-cost";
                        });
                    const QString model = QString::fromStdString(context->model.name);
                    m_comparison->setRows(
                        rows, equalCost
                                  ? tr("The current strategy of %1 simulated on each fabric kind "
                                       "for the same servers, d and link bandwidth, and on the "
                                       "fat-tree that costs as much as the direct-connect "
                                       "design; speedup against that fat-tree. Network cost at "
                                       "the built-in prices.")
                                        .arg(model)
                                  : tr("The current strategy of %1 simulated on each fabric kind "
                                       "for the same servers, d and link bandwidth; speedup "
                                       "against the fat-tree. Network cost at the built-in "
                                       "prices.")
                                        .arg(model));
                } catch (const std::exception& e) {
                    m_comparison->clear(tr("Comparison failed: %1").arg(problemText(e)));
                }
            });
    watcher->setFuture(QtConcurrent::run(
        backgroundPool(), [context, cancel] { return compareKinds(*context, cancel); }));
}

void MainWindow::createModelViews()
{
    m_modelEditor = new ModelEditor(m_document, this);
    m_strategyView = new StrategyView(m_document, this);
    // Dense editors scroll rather than force a minimum window width wider than a laptop's.
    const auto scrolled = [this](QWidget* page, const QString& name) {
        auto* area = new QScrollArea(this);
        area->setObjectName(name);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        area->setWidget(page);
        return area;
    };
    m_tabs->addTab(scrolled(m_modelEditor, QStringLiteral("modelEditorScroll")), tr("Model"));
    m_tabs->addTab(scrolled(m_strategyView, QStringLiteral("strategyViewScroll")), tr("Strategy"));
    connect(m_modelEditor, &ModelEditor::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(m_modelEditor, &ModelEditor::measurementsChanged, this,
            [this](std::shared_ptr<const FlexFlowMeasurements> measurements) {
                m_measurements = std::move(measurements);
                runPipeline(false);
            });
}

bool MainWindow::useModelFile(const QString& path, bool quiet)
{
    QString error;
    if (!readChecked(path, &error, [](const std::string& p) { (void)loadModel(p); })) {
        m_lastError = error;
        if (!quiet) showError(tr("Cannot load model"), error);
        return false;
    }
    Scenario s = m_document->scenario();
    s.model = ModelSpec{};
    s.model.zoo.clear();
    s.model.params = nlohmann::json::object();
    // Relative to the scenario's folder when it has one (interfaces.md, scenario).
    const QString dir = m_document->filePath().isEmpty()
                            ? QString()
                            : QFileInfo(m_document->filePath()).absolutePath();
    s.model.file =
        (dir.isEmpty() ? QFileInfo(path).absoluteFilePath() : QDir(dir).relativeFilePath(path))
            .toStdString();
    m_document->setScenario(s);
    return true;
}

void MainWindow::runPipeline(bool debounce)
{
    PipelineInput input;
    input.scenario = m_document->scenario();
    if (!m_document->filePath().isEmpty())
        input.scenarioDir = QFileInfo(m_document->filePath()).absolutePath().toStdString();
    // An imported traffic file stands in for the model's traffic while the sizes agree.
    if (m_importedTraffic && m_importedTraffic->servers == input.scenario.cluster.servers)
        input.traffic = m_importedTraffic;
    input.measurements = m_measurements;
    if (debounce)
        m_pipeline->schedule(input);
    else
        m_pipeline->runNow(input);
}

void MainWindow::showTraffic(const Traffic& traffic)
{
    m_traffic = traffic;
    if (m_editor) m_editor->setTraffic(m_traffic);
    if (m_showingTeaching) { // teaching mode owns the graph and heatmaps until it closes
        if (m_topology && m_topology->servers != traffic.servers) m_topology.reset();
        if (m_teaching->isWaitingForTraffic()) m_teaching->start(traffic, m_document->scenario());
        refreshSummary();
        return;
    }
    m_heatmap->setTraffic(traffic);
    if (m_topology && m_topology->servers != traffic.servers) {
        m_topology.reset();
        m_graph->clear();
    } else if (m_topology) {
        m_graph->setTopology(*m_topology, traffic);
        m_heatmap->setTopology(*m_topology);
    }
    refreshSummary();
}

void MainWindow::showTopology(const Topology& topology)
{
    m_topology = topology;
    if (m_showingTeaching) {
        refreshSummary();
        return;
    }
    const bool matches = m_traffic && m_traffic->servers == topology.servers;
    m_graph->setTopology(topology, matches ? *m_traffic : Traffic{});
    m_heatmap->setTopology(topology);
    if (m_editor) m_editor->setTopology(m_topology);
    refreshSummary();
}

bool MainWindow::importTraffic(const QString& path, bool quiet)
{
    QString error;
    Traffic traffic;
    if (!readChecked(path, &error, [&](const std::string& p) { traffic = io::loadTraffic(p); })) {
        m_lastError = error;
        if (!quiet) showError(tr("Cannot import traffic"), error);
        return false;
    }
    m_importedTraffic = traffic;
    // The cluster follows the traffic's server count so the pipeline can use it.
    if (m_document->scenario().cluster.servers != traffic.servers) {
        Scenario s = m_document->scenario();
        s.cluster.servers = traffic.servers;
        m_document->setScenario(s); // schedules the pipeline
    } else {
        runPipeline(false);
    }
    statusBar()->showMessage(tr("Imported traffic %1").arg(path), 5000);
    return true;
}

bool MainWindow::importTopology(const QString& path, bool quiet)
{
    QString error;
    Topology topology;
    if (!readChecked(path, &error, [&](const std::string& p) { topology = io::loadFabric(p); })) {
        m_lastError = error;
        if (!quiet) showError(tr("Cannot import topology"), error);
        return false;
    }
    showTopology(topology);
    m_tabs->setCurrentWidget(m_graph);
    statusBar()->showMessage(tr("Imported topology %1").arg(path), 5000);
    return true;
}

bool MainWindow::importComparison(const QString& path, bool quiet)
{
    QString error;
    io::FigureSource source;
    if (readChecked(path, &error,
                    [&](const std::string& p) { source = io::loadFigureSource(p); }) &&
        (!source.comparison || source.comparison->empty()))
        error = tr("%1 holds no comparison of fabrics: topoopt compare S.json --json writes one")
                    .arg(QFileInfo(path).fileName());
    if (!error.isEmpty()) {
        m_lastError = error;
        if (!quiet) showError(tr("Cannot import comparison"), error);
        return false;
    }
    // The comparison being computed for the current design would replace it.
    if (m_compareCancel) m_compareCancel->cancel();
    m_comparing = false;
    m_comparison->setRows(
        viewRows(*source.comparison),
        tr("Imported from %1: the comparison of %2 (each fabric with the strategy its search "
           "found). The next edit of the scenario replaces it with the current design's.")
            .arg(QFileInfo(path).fileName(), QString::fromStdString(source.name)));
    m_tabs->setCurrentWidget(m_comparison);
    statusBar()->showMessage(tr("Imported comparison %1").arg(path), 5000);
    return true;
}

void MainWindow::importDialog(Import what)
{
    const QString title = what == Import::Topology     ? tr("Import Topology")
                          : what == Import::Comparison ? tr("Import Comparison")
                                                       : tr("Import Traffic");
    const QString path = QFileDialog::getOpenFileName(this, title, kLastFolder.get(),
                                                      tr("JSON files (*.json);;All files (*)"));
    if (path.isEmpty()) return;
    kLastFolder.set(QFileInfo(path).absolutePath());
    if (what == Import::Topology)
        importTopology(path);
    else if (what == Import::Comparison)
        importComparison(path);
    else
        importTraffic(path);
}

} // namespace topoopt::ui

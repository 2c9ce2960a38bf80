// The studio's main window: menus, toolbar, status bar, the central tabs and the docks.
#pragma once

#include <QMainWindow>

#include <QFutureWatcher>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "comparisonview.h"
#include "figurerenderer.h"
#include "pipelinestages.h"

#include "topology/topology.h"
#include "traffic/traffic.h"

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QTextBrowser;

namespace topoopt::ui {

class ComparisonView;
class ConvergenceView;
class Document;
class GraphView;
class HeatmapView;
class PipelineWorker;
class RunControl;
class ScenarioPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Document* document() const { return m_document; }
    QTabWidget* tabs() const { return m_tabs; }
    /// Opens a scenario; on failure shows a dialog (unless `quiet`) and keeps the current one.
    bool openFile(const QString& path, bool quiet = false);
    /// Opens a topoopt-traffic/1 file: the views show it instead of the model's traffic.
    bool importTraffic(const QString& path, bool quiet = false);
    /// Opens a topoopt-topology/1 file and shows it in the graph view and heatmaps.
    bool importTopology(const QString& path, bool quiet = false);
    /// The last error shown to the user (tests read it instead of clicking dialogs).
    const QString& lastError() const { return m_lastError; }

    ScenarioPanel* scenarioPanel() const { return m_panel; }
    GraphView* graphView() const { return m_graph; }
    HeatmapView* heatmapView() const { return m_heatmap; }
    ConvergenceView* convergenceView() const { return m_convergence; }
    ComparisonView* comparisonView() const { return m_comparison; }
    PipelineWorker* pipeline() const { return m_pipeline; }
    RunControl* runControl() const { return m_runControl; }
    /// The traffic and topology the views show (from the pipeline, an import or the search).
    const std::optional<Traffic>& currentTraffic() const { return m_traffic; }
    const std::optional<Topology>& currentTopology() const { return m_topology; }
    const std::optional<SimResult>& currentSimulation() const { return m_simulation; }
    /// The last complete pipeline run (model, strategy, fabric, simulation), if any.
    std::shared_ptr<const PipelineContext> pipelineContext() const { return m_context; }
    /// Validates a topoopt-model/1 file and makes it the scenario's model.
    bool useModelFile(const QString& path, bool quiet = false);
    /// Whether the comparison of kinds is being simulated.
    bool isComparing() const { return m_comparing; }

    // File > Export (issue 9, mainwindowexport.cpp): each writes atomically and returns false
    // with lastError() (and a dialog unless `quiet`) when there is nothing to export or it fails.
    /// What the views show, for figures.
    FigureData figureData() const;
    bool exportFigureTo(FigureView view, const FigureSize& size, const QString& path,
                        bool quiet = false);
    bool exportTopologyTo(const QString& path, bool quiet = false);
    bool exportResultTo(const QString& path, bool quiet = false);
    bool exportWiringTo(const QString& path, bool quiet = false);
    bool exportTrafficCsvTo(const QString& path, bool quiet = false);
    /// Proposals of the current (or last) search run, in order.
    const std::vector<ProposalEvent>& searchHistory() const { return m_history; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createViews();
    void createActions();
    void runPipeline(bool debounce);
    void showTraffic(const Traffic& traffic);
    void showTopology(const Topology& topology);
    void importDialog(bool topology);
    void startComparison();
    void createMenus();
    void updateTitle();
    void refreshSummary();
    bool maybeSave();
    bool save();
    bool saveAs();
    void openDialog();
    void validateScenario();
    void showAbout();
    void showError(const QString& title, const QString& message);
    void createExportMenu(QMenu* file);
    void createPreferencesAction(QMenu* edit);
    void collectSearchHistory();
    void exportFigureDialog();
    bool exportChecked(const QString& title, const QString& path, bool quiet,
                       const std::function<void()>& write);

    Document* m_document;
    QTabWidget* m_tabs;
    QTextBrowser* m_summary;
    QLabel* m_statusLabel;
    QString m_lastError;
    QString m_pipelineNote;

    ScenarioPanel* m_panel = nullptr;
    QDockWidget* m_panelDock = nullptr;
    GraphView* m_graph = nullptr;
    HeatmapView* m_heatmap = nullptr;
    ConvergenceView* m_convergence = nullptr;
    ComparisonView* m_comparison = nullptr;
    PipelineWorker* m_pipeline = nullptr;
    RunControl* m_runControl = nullptr;
    std::optional<Traffic> m_importedTraffic;
    std::optional<Traffic> m_traffic;
    std::optional<Topology> m_topology;
    std::optional<SimResult> m_simulation;
    std::shared_ptr<const PipelineContext> m_context;
    QStringList m_stages;
    std::unique_ptr<CancelToken> m_compareCancel;
    bool m_comparing = false;
    /// Whether the running pipeline delivered a topology (else the old one is stale).
    bool m_runHadTopology = false;
    std::vector<ProposalEvent> m_history;

    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_validateAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_importTrafficAction = nullptr;
    QAction* m_importTopologyAction = nullptr;
    QAction* m_fitAction = nullptr;
    QAction* m_widthByLoadAction = nullptr;
};

} // namespace topoopt::ui

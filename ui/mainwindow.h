// The studio's main window: menus, toolbar, status bar, the central tabs and the docks.
#pragma once

#include <QMainWindow>

#include <QFutureWatcher>
#include <QMessageBox>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "comparisonview.h"
#include "figurerenderer.h"
#include "pinneddesigns.h"
#include "pipelinestages.h"
#include "shortcutsdialog.h"
#include "theme.h"

#include "io/projectjson.h"
#include "search/compare.h"
#include "search/progress.h"

#include "topology/topology.h"
#include "traffic/traffic.h"

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QTextBrowser;
class QUndoView;

namespace topoopt::ui {

class Autosave;
class ProjectWriter;
struct ProjectSnapshot;
class ComparisonView;
class ConvergenceView;
class DesignsView;
class Document;
class GuideWindow;
class GraphView;
class HeatmapView;
class ModelEditor;
class StrategyView;
class PipelineWorker;
class RecentFiles;
class RunControl;
class ScenarioPanel;
struct SearchOutcome;
class TeachingMode;
class TopologyEditor;

/// The window's size when no saved one is restored, on a screen whose free area is
/// `available`: the 1440x900 the layout is made for where that fits (fittedWindowSize), else 90 %
/// of the free area in that direction (a 1366x768 laptop).
QSize initialWindowSize(const QSize& available);

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Document* document() const { return m_document; }
    QTabWidget* tabs() const { return m_tabs; }
    /// Opens a scenario; on failure shows a dialog (unless `quiet`) and keeps the current one.
    bool openFile(const QString& path, bool quiet = false);
    /// Any of our files, by its format: a topology, traffic, comparison or model file is
    /// imported into the design on show; anything else is opened (after asking to save
    /// changes: once they are written when the answer is Save, returning true meanwhile).
    /// What a dropped file and the command line's file do (mainwindowdrop.cpp).
    bool openAnyFile(const QString& path, bool quiet = false);
    /// Opens a topoopt-traffic/1 file: the views show it instead of the model's traffic.
    bool importTraffic(const QString& path, bool quiet = false);
    /// Opens a topoopt-topology/1 file (or a search result's fabric) and shows it in the graph
    /// view and heatmaps.
    bool importTopology(const QString& path, bool quiet = false);
    /// Shows the comparison of a topoopt-comparison/1 file (`topoopt compare --json`) or of a
    /// result that carries one in the Comparison tab, until the next edit recomputes it.
    bool importComparison(const QString& path, bool quiet = false);
    /// The last error shown to the user (tests read it instead of clicking dialogs).
    const QString& lastError() const { return m_lastError; }

    ScenarioPanel* scenarioPanel() const { return m_panel; }
    GraphView* graphView() const { return m_graph; }
    HeatmapView* heatmapView() const { return m_heatmap; }
    ConvergenceView* convergenceView() const { return m_convergence; }
    ComparisonView* comparisonView() const { return m_comparison; }
    PipelineWorker* pipeline() const { return m_pipeline; }
    ModelEditor* modelEditor() const { return m_modelEditor; }
    StrategyView* strategyView() const { return m_strategyView; }
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

    // Projects, teaching mode and comfort (issue 8, part B).
    /// Saves the whole state (currentProject()) as a topoopt-project/1 file, atomically. On
    /// failure the old file stays intact and the error is shown (unless `quiet`) and kept in
    /// lastError().
    bool saveProjectAs(const QString& path, bool quiet = false);
    /// What File > Save does once it has a name: takes the project on this thread and writes it
    /// on a worker; the status bar says when it is written, or a dialog (unless `quiet`) why
    /// not. The document is unmodified then, unless it was edited meanwhile.
    void saveProjectInBackground(const QString& path, bool quiet = false);
    bool isSavingProject() const;
    /// What a save writes now: scenario, view settings, last result and pinned designs.
    io::Project currentProject() const;
    /// Replaces the pinned designs with a project's (name and scenario); their figures are
    /// re-simulated in the background and the Designs tab fills in when they are ready.
    void restorePinnedDesigns(const std::vector<io::PinnedDesign>& pinned);
    /// The pinned designs as a project keeps them.
    std::vector<io::PinnedDesign> pinnedForProject() const;
    /// The last result: null, a topoopt-result/1 or a topoopt-simulation/1 document.
    const nlohmann::json& lastResult() const;
    /// Replaces the last result and reads the scenario a search result ran on.
    void setLastResult(nlohmann::json result);
    /// Answers the questions the window asks in message boxes (unsaved changes, recovery):
    /// gets the title, the text and the buttons offered, returns the one pressed. Tests use it
    /// instead of clicking; unset, a QMessageBox asks.
    using QuestionHook = std::function<QMessageBox::StandardButton(
        const QString& title, const QString& text, QMessageBox::StandardButtons buttons)>;
    void setQuestionHook(QuestionHook hook) { m_questionHook = std::move(hook); }
    /// Answers the open and save file dialogs (`save` tells which): a path, or empty to cancel.
    using FileDialogHook = std::function<QString(bool save)>;
    void setFileDialogHook(FileDialogHook hook) { m_fileDialogHook = std::move(hook); }
    /// When a recovery file exists (the last session ended without saving or a clean exit),
    /// offers to restore it; true when restored. Declining removes it.
    bool offerRecovery();
    /// Writes the recovery file now.
    bool autosaveNow();
    /// What the autosave timer does while changes are unsaved: takes the project on this thread
    /// and writes it on a worker; the status bar says when it is written.
    void autosaveInBackground();
    bool isAutosaving() const;
    RecentFiles* recentFiles() const { return m_recent; }
    QMenu* recentMenu() const { return m_recentMenu; }
    /// File > Open Example: one action per builtInExamples() entry, in order.
    QMenu* examplesMenu() const { return m_examplesMenu; }
    /// Opens built-in example `index` as an untitled, unmodified document with a new history
    /// (after asking to save changes, as openAnyFile()); false when declined or the example
    /// cannot be read.
    bool openExample(int index);
    Autosave* autosave() const { return m_autosave; }
    TeachingMode* teachingMode() const { return m_teaching; }
    QDockWidget* teachingDock() const { return m_teachingDock; }
    /// View > Teaching Mode (F9): shows the dock and builds the stages for the scenario.
    QAction* teachingAction() const { return m_teachingAction; }
    /// Applies and remembers a theme (View > Theme); the plots follow.
    void setTheme(Theme theme);
    /// What Help > Keyboard Shortcuts lists: every menu action with a shortcut.
    std::vector<ShortcutEntry> shortcuts() const;
    /// Help > TopoOpt Studio Guide (F1): opens the guide at `section`, or at the section of the
    /// dock holding the keyboard focus, else of the tab on show (guideSectionHere()).
    void openGuide(const QString& section = QString());
    QString guideSectionHere() const;
    QAction* guideAction() const { return m_guideAction; }
    GuideWindow* guideWindow() const { return m_guide; }
    // Editing, undo history and pinned designs (issue 8, items 1-3; mainwindowediting.cpp).
    TopologyEditor* topologyEditor() const { return m_editor; }
    DesignsView* designsView() const { return m_designs; }
    QUndoView* undoView() const { return m_undoView; }
    /// The pinned designs, oldest first: name and scenario (what a project keeps) plus the
    /// figures they were pinned with.
    const std::vector<PinnedDesign>& pinnedDesigns() const { return m_pinned; }
    /// Replaces the pinned designs (a project being opened); figures come with them.
    void setPinnedDesigns(const std::vector<PinnedDesign>& pinned);
    /// Pins the current design once it is simulated; false (with a status message) before.
    bool pinCurrentDesign(const QString& name = QString());
    void unpinDesign(int index);
    /// Starts the search from the current (edited) design; waits for the pipeline first when
    /// it is still simulating the last edit. False when a search is already running.
    bool reoptimizeFromHere();
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
    // Search results (mainwindowresult.cpp).
    /// Run > Apply Best Design: enabled while the last result is a search of the current
    /// scenario that found a faster design.
    QAction* applyBestAction() const { return m_applyBestAction; }
    /// Makes the last search result's best strategy and fabric the current design, as one
    /// undoable step, once the scenario it ran on is simulated (the fabric check runs off the
    /// GUI thread). False, with the reason in lastError() and the status bar, when there is
    /// nothing to apply; a failure later is reported the same way.
    bool applyBestDesign();
    /// Whether the best design waits for the simulation of the scenario it ran on, is being
    /// prepared, or is applied and not simulated yet (the views still show the design before).
    bool isApplyingBest() const
    {
        return m_applyingBest || m_applyWhenSimulated.has_value() || m_appliedUnshown.has_value();
    }

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    /// Sizes the window by initialWindowSize() for its screen and centres it there.
    void fitToScreen();
    void createViews();
    /// The model editor and strategy tabs (issue 10).
    void createModelViews();
    void createActions();
    void runPipeline(bool debounce);
    void showTraffic(const Traffic& traffic);
    void showTopology(const Topology& topology);
    enum class Import { Traffic, Topology, Comparison };
    void importDialog(Import what);
    void startComparison();
    void createMenus();
    void updateTitle();
    void refreshSummary();
    /// Asks what to do with unsaved changes: Save, Discard (also when there are none) or Cancel.
    QMessageBox::StandardButton askAboutUnsavedChanges();
    /// What became of unsaved changes before an action that replaces the document or closes it.
    enum class Unsaved {
        Settled,   ///< none, or discarded: the action can go ahead now
        Saving,    ///< being written in the background: the action waits in m_afterSave
        Cancelled, ///< kept (Cancel, or Save As given no name): the action is dropped
    };
    /// Asks, and on Save starts the background save. Drops an action still waiting for an
    /// earlier save: the newer request is what the user wants now.
    Unsaved settleUnsavedChanges();
    /// Runs `action` once unsaved changes are dealt with: at once when there are none or they
    /// are discarded, after the write when they are saved (not at all if the save fails or the
    /// document is edited meanwhile). Returns the action's result when it ran, true when it
    /// waits for the save, false on Cancel. A 19 MB project took 200 ms to write: the window
    /// stays responsive meanwhile.
    bool whenUnsavedSettled(std::function<bool()> action);
    /// Save and Save As: `background` for the menu and toolbar actions and for the saves the
    /// unsaved-changes prompt starts, which do not wait for the write.
    bool save(bool background = false);
    bool saveAs(bool background = false);
    bool saveTo(const QString& path, bool background);
    /// What a project save takes on the GUI thread (the result shared, not copied).
    ProjectSnapshot projectSnapshot() const;
    void onProjectSaved(const QString& path, const QString& error, bool quiet, quint64 revision);
    void openDialog();
    void validateScenario();
    void showAbout();
    void showError(const QString& title, const QString& message);
    // issue 8, part B (mainwindowproject.cpp, mainwindowcomfort.cpp)
    void createProjectSupport();
    void createComfort();
    void createTeaching();
    bool openProject(const QString& path, bool quiet);
    /// "Opened <path>", and the unknown fields its reader ignored, if any.
    void showOpenedMessage(const QString& path, const std::vector<std::string>& warnings);
    void applyView(const io::ProjectView& view);
    QMessageBox::StandardButton ask(const QString& title, const QString& text,
                                    QMessageBox::StandardButtons buttons);
    QString askFileName(bool save, const QString& title, const QString& filter);
    void onSimulated(const SimResult& result);
    void onSearchFinished(bool cancelled, const QString& error);
    void showTeachingStage(const Topology& snapshot, const Traffic& traffic);
    void restoreViews();
    void createEditing();
    void addEditingMenus(QMenu* edit, QMenu* view);
    void startReoptimize();
    void createExportMenu(QMenu* file);
    void createPreferencesAction(QMenu* edit);
    void collectSearchHistory();
    void exportFigureDialog();
    bool exportChecked(const QString& title, const QString& path, bool quiet,
                       const std::function<void()>& write);
    /// How the last result relates to the current scenario: none, the search ran on it, or it
    /// is that scenario with the search's best design applied.
    enum class ResultFit { None, RanOn, Applied };
    ResultFit resultFit() const;
    /// For a caller that has read the result's scenario already (openResult()).
    void setLastResult(nlohmann::json result, std::optional<Scenario> ranOn);
    /// currentProject() but for the result, which the autosave shares instead of copying.
    io::Project projectWithoutResult() const;
    void showAutosaved(const QString& error);
    void createResultActions();
    void updateApplyBestAction();
    /// The convergence view (and figures' history) from the last result: its proposals, or
    /// empty when it has none.
    void showResultHistory();
    bool openResult(const QString& path, bool quiet);
    /// openFile() for a file whose fileFormat() the caller has already read.
    bool openFileOfFormat(const QString& path, const std::string& format, bool quiet);
    /// The Comparison tab's rows as a topoopt-comparison/1 table of the current scenario.
    Comparison shownComparison() const;

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
    ModelEditor* m_modelEditor = nullptr;
    StrategyView* m_strategyView = nullptr;
    /// FlexFlow measurements imported in the model editor; the simulation uses them.
    std::shared_ptr<const FlexFlowMeasurements> m_measurements;
    std::optional<Traffic> m_importedTraffic;
    std::optional<Traffic> m_traffic;
    std::optional<Topology> m_topology;
    std::optional<SimResult> m_simulation;
    std::shared_ptr<const PipelineContext> m_context;
    QStringList m_stages;
    QString m_runningStage; // the pipeline stage under way, empty when none
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
    QAction* m_importComparisonAction = nullptr;
    QAction* m_fitAction = nullptr;
    QAction* m_widthByLoadAction = nullptr;

    // issue 8, part B
    /// Replaced whole, never changed in place, so a worker may read the one it was given while
    /// the window moves on to another (null: no result, as lastResult() says).
    std::shared_ptr<const nlohmann::json> m_lastResult;
    /// The scenario m_lastResult ran on, read once when it is set (resultFit() runs on every
    /// summary refresh, and a 128-server result's scenario may carry a whole fabric).
    std::optional<Scenario> m_lastResultScenario;
    QuestionHook m_questionHook;
    FileDialogHook m_fileDialogHook;
    RecentFiles* m_recent = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_examplesMenu = nullptr;
    Autosave* m_autosave = nullptr;
    ProjectWriter* m_projectWriter = nullptr;
    bool m_lastSaveSucceeded = false; // of the last save whose outcome came back
    /// What runs when the save the unsaved-changes prompt started is written (closing the
    /// window, New, Open...); the ticket makes a queued run of an older one do nothing.
    std::function<bool()> m_afterSave;
    quint64 m_afterSaveTicket = 0;
    TeachingMode* m_teaching = nullptr;
    QDockWidget* m_teachingDock = nullptr;
    QAction* m_teachingAction = nullptr;
    QAction* m_shortcutsAction = nullptr;
    QAction* m_guideAction = nullptr;
    GuideWindow* m_guide = nullptr; // made at its first opening
    /// The running search's best point, context and proposals (for the project's result).
    std::shared_ptr<SearchOutcome> m_searchOutcome;
    std::shared_ptr<const PipelineContext> m_searchContext;
    std::vector<ProposalEvent> m_searchHistory;
    /// Whether the graph and heatmaps show a teaching stage instead of the scenario.
    bool m_showingTeaching = false;
    TopologyEditor* m_editor = nullptr;
    QDockWidget* m_editorDock = nullptr;
    QUndoView* m_undoView = nullptr;
    QDockWidget* m_undoDock = nullptr;
    DesignsView* m_designs = nullptr;
    std::vector<PinnedDesign> m_pinned;
    CancelToken m_pinnedRun; // re-simulation of restored pinned designs
    QAction* m_pinAction = nullptr;
    QAction* m_reoptimizeAction = nullptr;
    bool m_reoptimizePending = false;
    QAction* m_applyBestAction = nullptr;
    bool m_applyingBest = false;
    /// A scenario whose best design is applied when the pipeline has simulated it.
    std::optional<Scenario> m_applyWhenSimulated;
    /// The scenario a best design was applied as, until the pipeline has simulated it.
    std::optional<Scenario> m_appliedUnshown;
};

} // namespace topoopt::ui

// Teaching mode (issue 8, item 5): TopologyFinder replayed one stage at a time (degree split,
// each ring permutation, each matching round, filling, routes) with one plain sentence per
// stage, forward, back and play at a chosen speed. The main window shows each stage's partial
// topology in the graph view and the heatmaps.
#pragma once

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

#include "common/cancel.h"
#include "scenario/scenario.h"
#include "topology/topologyfinder.h"
#include "traffic/traffic.h"

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace topoopt::ui {

/// What one background build produced: the traffic it ran on, its port split and every stage.
struct TeachingRun {
    Traffic traffic;
    TopologyOptions options;
    PortSplit split;
    std::vector<FinderStage> stages;
    /// Set when the build failed (invalid traffic for the options, ...).
    std::string error;
};

class TeachingMode : public QWidget {
    Q_OBJECT
public:
    /// Above this many servers the graph of a stage is unreadable: the example is used instead.
    static constexpr int kMaxServers = 32;
    /// Ports per server of the example: with d = 8 the split leaves room for rings of both
    /// groups, four matching rounds and filled ports, so every kind of stage appears.
    static constexpr int kExampleDegree = 8;

    explicit TeachingMode(QWidget* parent = nullptr);
    ~TeachingMode() override;

    /// A 16-server example with two AllReduce groups and an embedding-like MP pattern, about as
    /// many AllReduce as MP bytes, so every kind of stage appears at kExampleDegree: rings,
    /// several matching rounds, filling and routes.
    static Traffic exampleTraffic();

    /// Builds the stages in the background for `traffic` (the current traffic; the example when
    /// it is missing or larger than kMaxServers) with the scenario's topology options (kind
    /// topoopt). A build already running is cancelled.
    void start(const std::optional<Traffic>& traffic, const Scenario& scenario);
    bool isBuilding() const { return m_building; }
    /// Whether the example stands in for the scenario's own traffic.
    bool usesExample() const { return m_example; }
    /// Whether the example stands in only until the (small) scenario's traffic is ready: the
    /// window restarts teaching mode with it then.
    bool isWaitingForTraffic() const { return m_waitingForTraffic; }

    int stageCount() const;
    /// The stage shown, -1 before a build finished.
    int currentStage() const { return m_current; }
    const FinderStage& stage(int index) const;
    const TeachingRun& run() const { return *m_run; }
    /// A stage's name in the list: its kind, and what sets it apart from stages of the same
    /// kind ("Ring permutation +3 (dp:bottom_0)", "Matching round 2").
    QString stageLabel(int index) const;
    /// The translated sentence for a stage: what happened and why, in plain words.
    QString sentence(int index) const;
    /// The sentence of the stage shown (as on screen).
    QString shownSentence() const;

    double secondsPerStage() const { return m_secondsPerStage; }
    void setSecondsPerStage(double seconds);
    bool isPlaying() const { return m_playTimer.isActive(); }

public Q_SLOTS:
    void showStage(int index);
    void forward();
    void back();
    void first();
    void last();
    void play();
    void pause();

Q_SIGNALS:
    /// A stage is on screen; the window shows `snapshot` for the run's traffic.
    void stageShown(int index, const topoopt::Topology& snapshot, const topoopt::Traffic& traffic);
    /// A build finished (check run().error) or failed.
    void built();

private:
    void onBuilt();
    void updateControls();
    QString kindLabel(const std::string& kind) const;
    /// The ring that gained a permutation at ring stage `index`; null for the backbone ring.
    const Ring* addedRing(int index) const;
    /// Which matching round stage `index` is (from 1).
    int matchingRound(int index) const;

    std::shared_ptr<const TeachingRun> m_run;
    int m_current = -1;
    bool m_building = false;
    bool m_example = false;
    bool m_waitingForTraffic = false;
    double m_secondsPerStage = 1.5;
    QTimer m_playTimer;
    std::unique_ptr<CancelToken> m_cancel;
    QFutureWatcher<std::shared_ptr<const TeachingRun>>* m_watcher;

    QLabel* m_source;
    QListWidget* m_list;
    QLabel* m_position;
    QLabel* m_sentence;
    QTextBrowser* m_detail;
    QPushButton* m_first;
    QPushButton* m_back;
    QPushButton* m_play;
    QPushButton* m_forward;
    QPushButton* m_last;
    QComboBox* m_speed;
};

} // namespace topoopt::ui

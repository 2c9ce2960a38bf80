// The convergence view (issue 7, item 4): simulated iteration time per proposal, the best so
// far, alternation boundaries, accepted and rejected proposals. Events are buffered and the
// plot is redrawn from a timer at most ~30 times a second, never once per event.
#pragma once

#include <QTimer>
#include <QWidget>

#include <vector>

#include "search/progress.h"

class QCustomPlot;
class QCPGraph;
class QCPItemText;
class QCPTextElement;

namespace topoopt::ui {

class ConvergenceView : public QWidget {
    Q_OBJECT
public:
    /// Minimum time between two redraws (about 30 per second).
    static constexpr int kRedrawIntervalMs = 33;

    explicit ConvergenceView(QWidget* parent = nullptr);

    /// Forgets every event (a new run) and fits the axes to the data again; a positive
    /// `expectedProposals` means a search is starting.
    void reset(int expectedProposals);
    int proposalCount() const { return m_proposals; }
    int acceptedCount() const { return m_accepted; }
    int rejectedCount() const { return m_proposals - m_accepted; }
    int boundRejectedCount() const { return m_bounded; }
    /// Proposals refused as too large to simulate (ProposalEvent::refused): not plotted.
    int refusedCount() const { return m_refused; }
    int alternationCount() const { return m_alternations; }
    double bestMs() const { return m_bestMs; }
    /// Redraws done so far (tests check the timer throttles them).
    int replotCount() const { return m_replots; }
    QCustomPlot* plot() const { return m_plot; }
    /// True while the axes fit the data on every redraw; a zoom or drag by the user turns it off
    /// (the view then stays where the user put it), a double-click turns it on again.
    bool fitsData() const { return m_fit; }
    /// Proposals above the fitted y range (drawn off the plot, counted in a note on it).
    int proposalsAbove() const { return m_above; }
    /// The corner of the plot the legend sits in: the one where it hides the fewest points.
    Qt::Alignment legendCorner() const;

public Q_SLOTS:
    void appendProposals(const std::vector<topoopt::ProposalEvent>& batch);
    void addAlternation(const topoopt::AlternationEvent& event);
    /// Final state line (e.g. "stopped, best kept"); redraws at once.
    void setStatus(const QString& text);
    /// Shows a finished search from its history alone (a result file, a project, a figure):
    /// every proposal, and a round's end after each round that had topology-plane proposals
    /// ("topology kept" when one of them was accepted), as the live view drew them. `status`
    /// is the title's state line.
    void showHistory(const std::vector<topoopt::ProposalEvent>& history, const QString& status);

private:
    void scheduleReplot();
    void replot();
    void fitAxes();
    void placeLegend();
    /// Puts each round's label right of its line, or left of it where it would run past the
    /// plot's right edge (the last round's line sits near it). Needs the laid-out axis rect.
    void placeRoundLabels();
    void setFit(bool fit);

    QCustomPlot* m_plot;
    QCPTextElement* m_title;
    /// Top left: the zoom hint, the proposals above the fitted range, the refused ones.
    QCPItemText* m_cornerNote;
    /// The rounds' labels at the foot of their alternation lines.
    std::vector<QCPItemText*> m_roundLabels;
    QCPGraph* m_acceptedGraph;
    QCPGraph* m_rejectedGraph;
    /// Rejected on a lower bound without a simulation: plotted at the bound (at least that).
    QCPGraph* m_boundGraph;
    QCPGraph* m_topologyGraph;
    QCPGraph* m_bestGraph;
    QTimer m_timer;
    bool m_dirty = false;
    int m_proposals = 0;
    int m_accepted = 0;
    int m_bounded = 0;
    int m_refused = 0;
    int m_alternations = 0;
    int m_lastStep = -1;
    int m_round = 0;
    double m_bestMs = 0;
    double m_minMs = 0;
    double m_maxMs = 0;
    /// Highest time the chain walked through (accepted and topology-plane proposals), and the
    /// best after the first proposal (the start's time, or below it).
    double m_walkMaxMs = 0;
    double m_startBestMs = 0;
    /// Every proposal's time, to count those above the fitted range.
    std::vector<double> m_times;
    bool m_fit = true;
    int m_above = 0;
    int m_replots = 0;
    QString m_status;
};

} // namespace topoopt::ui

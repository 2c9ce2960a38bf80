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
class QCPTextElement;

namespace topoopt::ui {

class ConvergenceView : public QWidget {
    Q_OBJECT
public:
    /// Minimum time between two redraws (about 30 per second).
    static constexpr int kRedrawIntervalMs = 33;

    explicit ConvergenceView(QWidget* parent = nullptr);

    /// Forgets every event (a new run); `expectedProposals` sets the x range.
    void reset(int expectedProposals);
    int proposalCount() const { return m_proposals; }
    int acceptedCount() const { return m_accepted; }
    int rejectedCount() const { return m_proposals - m_accepted; }
    int boundRejectedCount() const { return m_bounded; }
    int alternationCount() const { return m_alternations; }
    double bestMs() const { return m_bestMs; }
    /// Redraws done so far (tests check the timer throttles them).
    int replotCount() const { return m_replots; }
    QCustomPlot* plot() const { return m_plot; }

public Q_SLOTS:
    void appendProposals(const std::vector<topoopt::ProposalEvent>& batch);
    void addAlternation(const topoopt::AlternationEvent& event);
    /// Final state line (e.g. "stopped, best kept"); redraws at once.
    void setStatus(const QString& text);

private:
    void scheduleReplot();
    void replot();

    QCustomPlot* m_plot;
    QCPTextElement* m_title;
    QCPGraph* m_acceptedGraph;
    QCPGraph* m_rejectedGraph;
    /// Rejected on a lower bound without a simulation: plotted at the bound (at least that).
    QCPGraph* m_boundGraph;
    QCPGraph* m_topologyGraph;
    QCPGraph* m_bestGraph;
    QTimer m_timer;
    bool m_dirty = false;
    int m_expected = 0;
    int m_proposals = 0;
    int m_accepted = 0;
    int m_bounded = 0;
    int m_alternations = 0;
    int m_lastStep = -1;
    int m_round = 0;
    double m_bestMs = 0;
    double m_minMs = 0;
    double m_maxMs = 0;
    int m_replots = 0;
    QString m_status;
};

} // namespace topoopt::ui

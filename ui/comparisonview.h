// The comparison view (issue 7, item 5): iteration time and cost per topology kind as bars
// with speedup labels, each time stacked as compute on the critical path + exposed
// communication (iterationbreakdown.h).
#pragma once

#include <QSharedPointer>
#include <QStringList>
#include <QWidget>

#include <string>
#include <vector>

#include "search/compare.h"

class QLabel;
class QCustomPlot;
class QCPAxisTickerText;

namespace topoopt::ui {

/// One fabric of the comparison.
struct ComparisonRow {
    std::string kind;  ///< topology kind, e.g. "topoopt", "fattree"
    std::string label; ///< shown under the bar, e.g. "Fat-tree (cost-equivalent)"
    double iterationMs = 0;
    double computeMs = 0; ///< the busiest GPU's, not a part of the stacked bar
    double exposedCommMs = 0;
    /// Fabric cost in US dollars; 0 when unknown (no cost bar).
    double costUsd = 0;
    /// Baseline time / this time (> 1: faster than the baseline).
    double speedup = 1;
};

/// The rows of a topoopt-comparison/1 table (`topoopt compare`) as the view draws them.
std::vector<ComparisonRow> viewRows(const std::vector<topoopt::ComparisonRow>& rows);

class ComparisonView : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonView(QWidget* parent = nullptr);

    /// Empty rows show `emptyReason` instead of the charts.
    void setRows(const std::vector<ComparisonRow>& rows, const QString& note = QString());
    void clear(const QString& emptyReason);
    const std::vector<ComparisonRow>& rows() const { return m_rows; }
    /// Speedup labels drawn above the time bars (tests read them).
    QStringList speedupLabels() const;
    QCustomPlot* plot() const { return m_plot; }

private:
    void rebuild();
    /// Fits the fabric names to the space per bar the last layout left; true if they changed.
    bool fitTickLabels();

    std::vector<ComparisonRow> m_rows;
    QStringList m_names; ///< one per bar, as the rows name them
    QSharedPointer<QCPAxisTickerText> m_ticker;
    QLabel* m_empty;
    QLabel* m_note;
    QCustomPlot* m_plot;
};

} // namespace topoopt::ui

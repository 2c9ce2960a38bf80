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
class QCPAxisRect;
class QCPAxisTickerText;
class QCPItemText;
class QCPLegend;

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
    /// Whether the cost chart is drawn under the times (when some fabric has a price). A
    /// figure too short for two charts draws the times alone.
    void setShowCost(bool show);
    void clear(const QString& emptyReason);
    const std::vector<ComparisonRow>& rows() const { return m_rows; }
    /// Speedup labels drawn above the time bars (tests read them).
    QStringList speedupLabels() const;
    QCustomPlot* plot() const { return m_plot; }

    /// A fabric's name for a bar too narrow for its full name ("Fat-tree full").
    static QString shortName(const std::string& kind, const QString& fullName);

private:
    /// A label's texts from the most to the least detailed; the widest that fits is shown.
    struct ValueLabel {
        QCPItemText* item;
        QStringList variants;
    };
    /// One chart: its axis rect, its labels above the bars, the axis label's long and short
    /// forms, and its tallest bar (in axis units).
    struct Chart {
        QCPAxisRect* rect = nullptr;
        std::vector<ValueLabel> labels;
        QString axisLabel, shortAxisLabel;
        double maxValue = 0;
    };

    void rebuild();
    /// Fits names, value labels, axis labels, tick counts and headroom to the space the last
    /// layout left; true when the layout must run again (margins or ranges changed).
    bool fitToLayout();
    /// Fits the fabric names to the space per bar the last layout left; true if they changed.
    bool fitTickLabels();
    /// Pixels from one bar to the next in the last layout (the widget's width before one).
    double barSpacing() const;
    bool fitChart(Chart& chart, double spacing);
    void fitLegend();

    std::vector<ComparisonRow> m_rows;
    QStringList m_names;      ///< one per bar, as the rows name them
    QStringList m_shortNames; ///< the same, short
    Chart m_time, m_cost;
    QCPLegend* m_legend = nullptr;
    bool m_showCost = true;
    QSharedPointer<QCPAxisTickerText> m_ticker;
    QLabel* m_empty;
    QLabel* m_note;
    QCustomPlot* m_plot;
};

} // namespace topoopt::ui

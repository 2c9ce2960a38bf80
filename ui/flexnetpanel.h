// A FlexNet task graph shown as a read-only workload next to the model being edited (issue 10,
// item 4): its traffic (heatmap), compute and simulated iteration time on the scenario's fabric.
#pragma once

#include <QWidget>

#include <memory>
#include <optional>

#include "common/cancel.h"
#include "flexnet/flexnetimport.h"
#include "scenario/scenario.h"

class QLabel;

namespace topoopt::ui {

class HeatmapView;

class FlexNetPanel : public QWidget {
    Q_OBJECT
public:
    explicit FlexNetPanel(QWidget* parent = nullptr);
    ~FlexNetPanel() override;

    /// Reads the file; on failure returns false with "file: /path: problem" in `error`. The
    /// simulation on `scenario`'s fabric kind (for the file's servers, the scenario's degree and
    /// link bandwidth) runs in the background; simulated() fires when it is done.
    bool load(const QString& path, const Scenario& scenario, QString* error);
    /// The scenario's own simulated iteration, shown beside the FlexNet one.
    void setScenarioIterationMs(double ms);

    bool hasWorkload() const { return m_import != nullptr; }
    const Traffic& traffic() const { return m_traffic; }
    /// Sum of the compute task durations on the busiest server, ms.
    double computeMs() const { return m_computeMs; }
    /// The simulated iteration time, once simulated() fired.
    std::optional<double> iterationMs() const { return m_iterationMs; }
    HeatmapView* heatmap() const { return m_heatmap; }
    QString summaryText() const;

Q_SIGNALS:
    void simulated(double iterationMs);
    void failed(const QString& message);

private:
    void refresh();

    QLabel* m_summary;
    HeatmapView* m_heatmap;
    QString m_file;
    QString m_fabric;
    QString m_simError;
    std::shared_ptr<const FlexNetImport> m_import;
    Traffic m_traffic;
    double m_computeMs = 0;
    double m_scenarioMs = 0;
    std::optional<double> m_iterationMs;
    std::unique_ptr<CancelToken> m_cancel;
};

} // namespace topoopt::ui

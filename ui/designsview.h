// The "Designs" tab (issue 8, item 2): the current design and the pinned ones side by side
// (graph and traffic thumbnails, iteration time, cost, fabric figures), each against a
// reference design with the difference and the percentage called out.
#pragma once

#include <QWidget>

#include <QPixmap>

#include <map>
#include <memory>
#include <vector>

#include "pinneddesigns.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace topoopt::ui {

class DesignsView : public QWidget {
    Q_OBJECT
public:
    /// The rows of the table, top to bottom.
    enum Row {
        GraphRow,
        HeatmapRow,
        KindRow,
        IterationRow,
        ComputeRow,
        ExposedRow,
        CostRow,
        LinksRow,
        PortsRow,
        DiameterRow,
        DirectRow,
        HopsRow,
        RowCount
    };

    explicit DesignsView(QWidget* parent = nullptr);

    /// The current design's finished run, or null while it is being computed.
    void setCurrent(std::shared_ptr<const PipelineContext> context);
    /// The current run's traffic and fabric as soon as their stages finish: the pictures, the
    /// kind and the fabric's figures show while the simulation still runs (minutes at 1,000
    /// servers), the times say so. setCurrent() forgets them.
    void setCurrentTraffic(const Traffic& traffic);
    void setCurrentTopology(const Topology& topology);
    /// The current run stopped at `stage` (the scenario cannot be built or simulated): the
    /// cells that waited for it say so, with `message` in their tooltip, until the next run.
    void setCurrentFailed(const QString& stage, const QString& message);
    void setPinned(const std::vector<PinnedDesign>& pinned);
    /// Pinned design the others are compared against (-1: the current design).
    int reference() const;
    void setReference(int pinnedIndex);

    QTableWidget* table() const { return m_table; }
    /// The text of a cell (column 0 = current design, 1.. = pinned designs).
    QString cellText(Row row, int column) const;
    QPushButton* pinButton() const { return m_pin; }

Q_SIGNALS:
    void pinRequested();
    void unpinRequested(int index);
    /// Make pinned design `index` the current scenario (an undoable edit).
    void restoreRequested(int index);

private:
    void rebuild();
    int selectedPinned() const;

    /// Graph and traffic pictures per run shown (kept while the run is shown: pinned runs are
    /// redrawn on every pipeline run otherwise).
    std::map<const PipelineContext*, std::pair<QPixmap, QPixmap>> m_thumbnails;
    std::shared_ptr<const PipelineContext> m_current;
    /// The running run's stages so far (no simulation), while m_current is null.
    std::shared_ptr<PipelineContext> m_partial;
    bool m_partialTopology = false;
    /// Why the running run stopped ("simulation: ..."); empty while it runs or after it ran.
    QString m_failedStage, m_failure;
    std::vector<PinnedDesign> m_pinned;
    int m_reference = -1;

    QPushButton* m_pin;
    QPushButton* m_unpin;
    QPushButton* m_restore;
    QComboBox* m_referenceBox;
    QLabel* m_note;
    QTableWidget* m_table;
};

} // namespace topoopt::ui

// The strategy view (issue 10, item 2): which servers and GPUs hold which operator under the
// scenario's strategy, editable by hand (shard a table over more servers, change a data-parallel
// degree, a tensor split), with the memory per GPU of every server and over-budget placements
// flagged. A hand strategy is stored in the scenario (Scenario::strategy) through
// Document::edit, so it is undoable, saved, and re-runs the pipeline.
#pragma once

#include <QAbstractTableModel>
#include <QWidget>

#include <optional>
#include <vector>

#include "model/model.h"
#include "scenario/scenario.h"
#include "strategy/memory.h"
#include "strategy/strategy.h"

class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace topoopt::ui {

class Document;

/// "0-7, 12, 14-15" for a list of server ids (in their order, runs of consecutive ids joined).
QString serverRanges(const std::vector<int>& servers);
/// Reads "0-7, 12" into ids in that order; false with a reason when malformed.
bool parseServerRanges(const QString& text, std::vector<int>* servers, QString* error);

/// One row per non-input operator: placement, tensor split and memory per GPU.
class PlacementTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Operator, Kind, Params, Servers, ServerCount, Gpus, Memory, ColumnCount };
    explicit PlacementTableModel(QObject* parent = nullptr);

    void setContents(const Model& model, const Strategy& strategy, const Cluster& cluster,
                     const MemoryUse& memory);
    /// Operator index of a row, and the row of an operator (-1 when not shown).
    int operatorAt(int row) const;
    int rowOf(int op) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    /// Parses the edited cell and proposes the placement through placementEdited().
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;

Q_SIGNALS:
    void placementEdited(int op, const topoopt::OpPlacement& placement);
    void editRejected(const QString& message);

private:
    /// Bytes per GPU this operator needs on its most loaded server.
    double opMemory(int op) const;
    Model m_model;
    Strategy m_strategy;
    Cluster m_cluster;
    MemoryUse m_memory;
    std::vector<int> m_rows;
    std::vector<double> m_opMemory;
};

class StrategyView : public QWidget {
    Q_OBJECT
public:
    explicit StrategyView(Document* document, QWidget* parent = nullptr);

    const Model& model() const { return m_model; }
    const Strategy& strategy() const { return m_strategy; }
    const MemoryUse& memory() const { return m_memory; }
    /// Whether the scenario carries a hand strategy (else the default one is shown).
    bool isHandStrategy() const;
    PlacementTableModel* placements() const { return m_placements; }
    QTableView* placementView() const { return m_placementView; }
    QTableView* serverView() const { return m_serverView; }
    QString lastMessage() const;
    bool lastWasRefused() const { return m_refused; }

    /// Operator `op` placed with `placement` as a hand strategy; refused (false, with a message
    /// naming the operator and the field) when the operator does not allow it.
    bool setPlacement(int op, const OpPlacement& placement, const QString& description);
    /// Partitions operator `op` over `servers` servers, starting at its first server.
    bool shardOperator(int op, int servers);
    /// Replicates operator `op` data parallel over `servers` servers from its first server.
    bool setDataParallelDegree(int op, int servers);
    /// Drops the hand strategy: the model's default strategy again.
    bool resetToDefault();

private:
    void reload();
    void note(const QString& text, bool refused);
    int selectedOperator() const;
    std::vector<int> firstServers(int op, int count) const;

    Document* m_document;
    Model m_model;
    Strategy m_strategy;
    MemoryUse m_memory;
    PlacementTableModel* m_placements;
    QTableView* m_placementView;
    QTableView* m_serverView;
    class ServerTableModel* m_servers;
    QLabel* m_summary;
    QLabel* m_message;
    QSpinBox* m_count;
    bool m_refused = false;
};

} // namespace topoopt::ui

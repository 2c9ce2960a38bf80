// The strategy view's tables (issue 10, item 2): one row per operator with its placement and
// memory, one row per server with its memory per GPU and what it holds.
#pragma once

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

#include "cluster/cluster.h"
#include "model/model.h"
#include "strategy/memory.h"
#include "strategy/strategy.h"

namespace topoopt::ui {

/// "0-7, 12, 14-15" for a list of server ids (in their order, runs of consecutive ids joined):
/// every id, in the form parseServerRanges() reads (the cell's edit text).
QString serverRanges(const std::vector<int>& servers);
/// The parts of a server set as shown: runs "0-7", progressions of 3 or more with a larger
/// step "0-126 step 2" (translated), single ids.
QStringList serverSetParts(const std::vector<int>& servers);
/// serverSetParts() joined, cut after the whole parts that fit in `maxChars` with "..., (64
/// servers)" after them, so a server column never runs off the table.
QString serverSetText(const std::vector<int>& servers, int maxChars = 32);
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

/// One row per server: memory per GPU against the GPU's capacity (over budget flagged) and the
/// operators the server holds.
class ServerTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;
    void setContents(const Model& model, const Strategy& strategy, const MemoryUse& memory);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    MemoryUse m_memory;
    std::vector<QStringList> m_holds;
};

} // namespace topoopt::ui

// ModelEditor, part three: the structural edits of the toolbar (add, remove, duplicate, move,
// connect, disconnect), each refused with the reason when it would break the graph.
#include <QItemSelectionModel>
#include <QTableView>

#include <algorithm>

#include "common/error.h"
#include "format.h"
#include "model/modeledit.h"
#include "modeleditor.h"
#include "operatortable.h"

namespace topoopt::ui {

template <typename Edit> bool ModelEditor::tryEdit(const QString& description, Edit edit)
{
    try {
        const Model edited = edit(model());
        commitModel(edited, description);
        return true;
    } catch (const std::exception& e) {
        note(tr("Refused: %1").arg(problemText(e)), true);
        return false;
    }
}

int ModelEditor::currentRow() const
{
    const QModelIndex index = m_view->selectionModel()->currentIndex();
    return index.isValid() ? index.row() : -1;
}

std::vector<int> ModelEditor::selectedRows() const
{
    std::vector<int> rows;
    for (const QModelIndex& index : m_view->selectionModel()->selectedRows())
        rows.push_back(index.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

bool ModelEditor::addOperator(int after)
{
    const Model& m = model();
    const int at = after < 0 ? static_cast<int>(m.ops.size()) : after + 1;
    Operator op;
    op.kind = OpKind::Dense;
    op.name = uniqueOperatorName(m, "dense");
    op.allowed = AllowDataParallel | AllowTensorSplit;
    const int producer = after >= 0 ? after : static_cast<int>(m.ops.size()) - 1;
    if (producer >= 0) {
        op.inputs = {producer};
        op.outputBytesPerSample = m.ops[producer].outputBytesPerSample;
    } else {
        op.kind = OpKind::Input;
        op.name = uniqueOperatorName(m, "input");
        op.inputs.clear();
    }
    const QString name = QString::fromStdString(op.name);
    return tryEdit(tr("Add operator %1").arg(name),
                   [&](const Model& model) { return insertOperator(model, at, op); });
}

bool ModelEditor::removeOperator(int row)
{
    if (row < 0 || row >= m_table->rowCount()) {
        note(tr("Select the operator to remove"), true);
        return false;
    }
    const QString name = QString::fromStdString(model().ops[row].name);
    return tryEdit(tr("Remove operator %1").arg(name),
                   [row](const Model& m) { return topoopt::removeOperator(m, row); });
}

bool ModelEditor::duplicateOperator(int row)
{
    if (row < 0 || row >= m_table->rowCount()) {
        note(tr("Select the operator to duplicate"), true);
        return false;
    }
    const QString name = QString::fromStdString(model().ops[row].name);
    return tryEdit(tr("Duplicate operator %1").arg(name),
                   [row](const Model& m) { return topoopt::duplicateOperator(m, row); });
}

bool ModelEditor::moveOperator(int row, int delta)
{
    const int target = row + delta;
    if (row < 0 || row >= m_table->rowCount() || target < 0 || target >= m_table->rowCount()) {
        note(tr("Select an operator that can move that way"), true);
        return false;
    }
    const QString name = QString::fromStdString(model().ops[row].name);
    const bool ok = tryEdit(tr("Move operator %1").arg(name), [row, target](const Model& m) {
        return topoopt::moveOperator(m, row, target);
    });
    if (ok) m_view->selectRow(target);
    return ok;
}

bool ModelEditor::connectOperators(int producer, int consumer)
{
    if (producer < 0 || consumer < 0 || producer >= m_table->rowCount() ||
        consumer >= m_table->rowCount()) {
        note(tr("Select two operators to connect"), true);
        return false;
    }
    return tryEdit(
        tr("Connect %1 to %2")
            .arg(QString::fromStdString(model().ops[producer].name),
                 QString::fromStdString(model().ops[consumer].name)),
        [=](const Model& m) { return topoopt::connectOperators(m, producer, consumer); });
}

bool ModelEditor::disconnectOperators(int producer, int consumer)
{
    if (producer < 0 || consumer < 0 || producer >= m_table->rowCount() ||
        consumer >= m_table->rowCount()) {
        note(tr("Select two operators to disconnect"), true);
        return false;
    }
    return tryEdit(
        tr("Disconnect %1 from %2")
            .arg(QString::fromStdString(model().ops[producer].name),
                 QString::fromStdString(model().ops[consumer].name)),
        [=](const Model& m) { return topoopt::disconnectOperators(m, producer, consumer); });
}

} // namespace topoopt::ui

// The model editor's operator table (issue 10, item 1): one row per operator with its kind,
// sizes, FLOPs, inputs and allowed parallel configurations, every field editable with units.
#pragma once

#include <QAbstractTableModel>
#include <QString>
#include <QStringList>
#include <QStyledItemDelegate>

#include <optional>

#include "device/devicemodel.h"
#include "model/model.h"

namespace topoopt::ui {

/// Reads an amount typed by a person: "4096", "1.5 MB", "2 GiB", "3e9", "12 GFLOP". `bytes`
/// selects the unit words (B, KB/MB/GB/TB/PB decimal, KiB/MiB/GiB/TiB binary) or FLOPs (K, M,
/// G, T, P with an optional FLOP/FLOPs). False with a reason in `error` when it is not a finite
/// number >= 0 in a known unit.
bool parseAmount(const QString& text, bool bytes, double* value, QString* error);

/// Shows a model; edits do not change it but are proposed through modelEdited() (the editor
/// stores them in the document, which reloads the table), or refused through editRejected().
class OperatorTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Kind,
        ParamBytes,
        ActivationBytes,
        ForwardFlops,
        BackwardFlops,
        Inputs,
        Allowed,
        TimeMs,
        ColumnCount
    };

    explicit OperatorTableModel(QObject* parent = nullptr);

    void setModel(const Model& model);
    const Model& model() const { return m_model; }
    /// The device whose time per operator the Time column shows (with its measurements).
    void setDevice(const DeviceModel& device);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    /// Parses and validates `value` (EditRole text); emits modelEdited with the edited copy, or
    /// editRejected with a message naming the operator and the field. Returns whether accepted.
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;

    /// The edit that setData would propose, or nullopt with the reason in `error`.
    std::optional<Model> editedModel(int row, int column, const QString& text,
                                     QString* error) const;

Q_SIGNALS:
    void modelEdited(const topoopt::Model& model, const QString& description);
    void editRejected(const QString& message);

private:
    QString fieldName(int column) const;
    Model m_model;
    std::optional<DeviceModel> m_device;
};

/// One entry of a ChoiceDelegate: what the list shows, and the value the model stores.
struct Choice {
    QString label;
    QString value;
};

/// Edits a column with a fixed list of words (operator kinds) as a combo box. The list shows
/// them in the interface's language; the model reads and writes their file keywords (EditRole).
class ChoiceDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    ChoiceDelegate(QList<Choice> choices, QObject* parent);
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;

private:
    QList<Choice> m_choices;
};

/// The value of the choice `text` names by its value or its label (any case); empty if none.
QString choiceValue(const QList<Choice>& choices, const QString& text);

/// The operator kinds in OpKind order: translated labels, topoopt-model/1 keywords as values.
QList<Choice> opKindChoices();

/// The parameter modes of a placement, labelled and valued as opKindChoices().
QList<Choice> paramModeChoices();

/// "data_parallel, shard" for a set of ParallelFlag bits: the file keywords, as edited.
QString allowedText(unsigned allowed);

} // namespace topoopt::ui

// Operator table: display with units, parsing and validation of every edit.
#include "operatortable.h"

#include <QBrush>
#include <QColor>
#include <QComboBox>
#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

#include "common/error.h"
#include "common/limits.h"
#include "coretext.h"
#include "format.h"
#include "model/modeljson.h"
#include "strategy/strategy.h"

namespace topoopt::ui {

namespace {

struct UnitWord {
    const char* word;
    double factor;
};

// Decimal units as formatBytes shows them, binary ones as memory is often quoted.
constexpr UnitWord kByteUnits[] = {
    {"", 1},
    {"b", 1},
    {"kb", 1e3},
    {"mb", 1e6},
    {"gb", 1e9},
    {"tb", 1e12},
    {"pb", 1e15},
    {"kib", 1024.0},
    {"mib", 1048576.0},
    {"gib", 1073741824.0},
    {"tib", 1099511627776.0},
};
constexpr UnitWord kFlopUnits[] = {
    {"", 1}, {"k", 1e3}, {"m", 1e6}, {"g", 1e9}, {"t", 1e12}, {"p", 1e15},
};

QString formatFlops(double flops)
{
    const char* units[] = {" ", " K", " M", " G", " T", " P"};
    int u = 0;
    double v = flops;
    while (v >= 1000 && u < 5) {
        v /= 1000;
        ++u;
    }
    return QString::number(v, 'g', 4) + QLatin1String(units[u]) + QStringLiteral("FLOP");
}

QString rawNumber(double v)
{
    return QString::number(v, 'g', 17);
}

/// The ParallelFlag bit a word of the allowed column names (keyword or translated), else 0.
unsigned flagFromWord(const QString& word)
{
    for (unsigned flag : kParallelFlags)
        if (word.compare(QLatin1String(parallelFlagName(flag)), Qt::CaseInsensitive) == 0 ||
            word.compare(parallelFlagText(flag), Qt::CaseInsensitive) == 0)
            return flag;
    return 0;
}

} // namespace

bool parseAmount(const QString& text, bool bytes, double* value, QString* error)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*([A-Za-z]*)\s*$)"));
    const QString example = bytes ? QObject::tr("a number of bytes such as 4096, 1.5 MB or 2 GiB")
                                  : QObject::tr("a number of FLOPs such as 2e9 or 1.5 GFLOP");
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch()) {
        *error = QObject::tr("expected %1, got \"%2\"").arg(example, text);
        return false;
    }
    QString unit = m.captured(2).toLower();
    if (!bytes) {
        for (const char* suffix : {"flops", "flop"})
            if (unit.endsWith(QLatin1String(suffix))) {
                unit.chop(static_cast<int>(qstrlen(suffix)));
                break;
            }
    }
    double factor = -1;
    if (bytes) {
        for (const UnitWord& u : kByteUnits)
            if (unit == QLatin1String(u.word)) factor = u.factor;
    } else {
        for (const UnitWord& u : kFlopUnits)
            if (unit == QLatin1String(u.word)) factor = u.factor;
    }
    if (factor < 0) {
        *error = QObject::tr("unknown unit \"%1\": expected %2").arg(m.captured(2), example);
        return false;
    }
    const double v = m.captured(1).toDouble() * factor;
    if (!std::isfinite(v) || v < 0) {
        *error = QObject::tr("must be >= 0 and finite, got %1").arg(text.trimmed());
        return false;
    }
    *value = v;
    return true;
}

ChoiceDelegate::ChoiceDelegate(QList<Choice> choices, QObject* parent)
    : QStyledItemDelegate(parent), m_choices(std::move(choices))
{
}

QWidget* ChoiceDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem&,
                                      const QModelIndex&) const
{
    auto* box = new QComboBox(parent);
    for (const Choice& c : m_choices)
        box->addItem(c.label, c.value);
    return box;
}

void ChoiceDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    auto* box = static_cast<QComboBox*>(editor);
    box->setCurrentIndex(box->findData(index.data(Qt::EditRole).toString()));
}

void ChoiceDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                  const QModelIndex& index) const
{
    model->setData(index, static_cast<QComboBox*>(editor)->currentData(), Qt::EditRole);
}

QString choiceValue(const QList<Choice>& choices, const QString& text)
{
    for (const Choice& c : choices)
        if (text.compare(c.value, Qt::CaseInsensitive) == 0 ||
            text.compare(c.label, Qt::CaseInsensitive) == 0)
            return c.value;
    return {};
}

QList<Choice> paramModeChoices()
{
    QList<Choice> choices;
    for (ParamMode mode : {ParamMode::Replicated, ParamMode::Partitioned})
        choices.push_back({paramModeText(mode), QLatin1String(paramModeName(mode))});
    return choices;
}

QList<Choice> opKindChoices()
{
    QList<Choice> choices;
    for (OpKind kind :
         {OpKind::Input, OpKind::Embedding, OpKind::Dense, OpKind::Conv2d, OpKind::Pool,
          OpKind::Norm, OpKind::Attention, OpKind::Elementwise, OpKind::Concat, OpKind::Loss})
        choices.push_back({opKindText(kind), QLatin1String(opKindName(kind))});
    return choices;
}

QString allowedText(unsigned allowed)
{
    QStringList parts;
    for (unsigned flag : kParallelFlags)
        if (allowed & flag) parts << QLatin1String(parallelFlagName(flag));
    return parts.join(QStringLiteral(", "));
}

OperatorTableModel::OperatorTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void OperatorTableModel::setModel(const Model& model)
{
    beginResetModel();
    m_model = model;
    endResetModel();
}

void OperatorTableModel::setDevice(const DeviceModel& device)
{
    m_device = device;
    if (!m_model.ops.empty()) Q_EMIT dataChanged(index(0, TimeMs), index(rowCount() - 1, TimeMs));
}

int OperatorTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_model.ops.size());
}

int OperatorTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString OperatorTableModel::fieldName(int column) const
{
    switch (column) {
    case Name:
        return tr("name");
    case Kind:
        return tr("kind");
    case ParamBytes:
        return tr("parameter bytes");
    case ActivationBytes:
        return tr("activation bytes per sample");
    case ForwardFlops:
        return tr("forward FLOPs per sample");
    case BackwardFlops:
        return tr("backward FLOPs per sample");
    case Inputs:
        return tr("inputs");
    case Allowed:
        return tr("allowed parallel configurations");
    default:
        return tr("time");
    }
}

QVariant OperatorTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return section;
    switch (section) {
    case Name:
        return tr("Name");
    case Kind:
        return tr("Kind");
    case ParamBytes:
        return tr("Parameters");
    case ActivationBytes:
        return tr("Activation / sample");
    case ForwardFlops:
        return tr("Forward / sample");
    case BackwardFlops:
        return tr("Backward / sample");
    case Inputs:
        return tr("Inputs");
    case Allowed:
        return tr("Allowed");
    case TimeMs:
        return tr("Time per GPU (fwd + bwd)");
    default:
        return {};
    }
}

Qt::ItemFlags OperatorTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() != TimeMs) f |= Qt::ItemIsEditable;
    return f;
}

QVariant OperatorTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const Operator& op = m_model.ops[index.row()];
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        const bool edit = role == Qt::EditRole;
        switch (index.column()) {
        case Name:
            return QString::fromStdString(op.name);
        case Kind:
            return edit ? QString::fromLatin1(opKindName(op.kind)) : opKindText(op.kind);
        case ParamBytes:
            return edit ? rawNumber(op.paramBytes) : formatBytes(op.paramBytes);
        case ActivationBytes:
            return edit ? rawNumber(op.outputBytesPerSample) : formatBytes(op.outputBytesPerSample);
        case ForwardFlops:
            return edit ? rawNumber(op.forwardFlopsPerSample)
                        : formatFlops(op.forwardFlopsPerSample);
        case BackwardFlops:
            return edit ? rawNumber(op.backwardFlopsPerSample)
                        : formatFlops(op.backwardFlopsPerSample);
        case Inputs: {
            QStringList names;
            for (int in : op.inputs)
                if (in >= 0 && in < rowCount())
                    names << QString::fromStdString(m_model.ops[in].name);
            return names.join(QStringLiteral(", "));
        }
        case Allowed:
            return edit ? allowedText(op.allowed) : parallelFlagsText(op.allowed);
        case TimeMs: {
            if (!m_device || op.kind == OpKind::Input) return QString();
            const OpTime t = m_device->time(op, m_model.perGpuBatch, 1);
            const QString text = formatMs(t.totalMs());
            return m_device->isMeasured(op, 1) ? tr("%1 (measured)").arg(text) : text;
        }
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case ParamBytes:
            return tr("%1 bytes of weights (units: B, KB, MB, GB, KiB, MiB, GiB)")
                .arg(rawNumber(op.paramBytes));
        case ActivationBytes:
            return tr("%1 bytes of output per sample").arg(rawNumber(op.outputBytesPerSample));
        case ForwardFlops:
        case BackwardFlops:
            return tr("FLOPs per sample (units: K, M, G, T, e.g. 1.5 GFLOP)");
        case Inputs:
            return tr("Operators whose outputs this one consumes, by name, comma separated");
        case Allowed: {
            // Each keyword with its name in the interface's language, where that differs.
            QStringList words;
            for (unsigned flag : kParallelFlags) {
                const QString keyword = QLatin1String(parallelFlagName(flag));
                const QString name = parallelFlagText(flag);
                words << (name == keyword ? keyword : tr("%1 (%2)").arg(keyword, name));
            }
            return tr("Any of %1, comma separated")
                .arg(words.join(
                    QCoreApplication::translate("OpKind", ", ", "between listed flags")));
        }
        case TimeMs:
            return tr("Forward + backward time on one GPU for the per-GPU batch (%1 samples), "
                      "unsplit; FlexFlow measurements replace the estimate where they cover it")
                .arg(m_model.perGpuBatch);
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() >= ParamBytes &&
        index.column() <= BackwardFlops)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && op.kind == OpKind::Input)
        return QBrush(QColor(0x70, 0x70, 0x70));
    return {};
}

std::optional<Model> OperatorTableModel::editedModel(int row, int column, const QString& text,
                                                     QString* error) const
{
    if (row < 0 || row >= rowCount()) return std::nullopt;
    Model m = m_model;
    Operator& op = m.ops[row];
    const QString who = tr("Operator \"%1\", %2")
                            .arg(QString::fromStdString(m_model.ops[row].name), fieldName(column));
    auto refuse = [&](const QString& why) -> std::optional<Model> {
        *error = tr("%1: %2").arg(who, why);
        return std::nullopt;
    };
    const QString t = text.trimmed();
    switch (column) {
    case Name:
        op.name = t.toStdString();
        break;
    case Kind:
        // The keyword, or the kind's name in the interface's language (what the table shows).
        if (!opKindFromName(choiceValue(opKindChoices(), t).toStdString(), op.kind))
            return refuse(tr("must be one of input, embedding, dense, conv2d, pool, norm, "
                             "attention, elementwise, concat, loss, got \"%1\"")
                              .arg(t));
        // Dims describe the old kind's shape; they no longer apply.
        if (op.kind != m_model.ops[row].kind) op.dims.clear();
        break;
    case ParamBytes:
    case ActivationBytes:
    case ForwardFlops:
    case BackwardFlops: {
        double v = 0;
        QString why;
        const bool bytes = column == ParamBytes || column == ActivationBytes;
        if (!parseAmount(t, bytes, &v, &why)) return refuse(why);
        if (bytes && v >= limits::kMaxBytes)
            return refuse(tr("must be below 2^53 bytes, got %1").arg(t));
        if (column == ParamBytes) {
            if (v != std::floor(v))
                return refuse(tr("must be a whole number of bytes, got %1").arg(t));
            op.paramBytes = v;
        } else if (column == ActivationBytes) {
            op.outputBytesPerSample = v;
        } else if (column == ForwardFlops) {
            op.forwardFlopsPerSample = v;
        } else {
            op.backwardFlopsPerSample = v;
        }
        break;
    }
    case Inputs: {
        op.inputs.clear();
        for (const QString& part : t.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString name = part.trimmed();
            const int in = m_model.indexOf(name.toStdString());
            if (in < 0) return refuse(tr("no operator is called \"%1\"").arg(name));
            if (in >= row)
                return refuse(tr("\"%1\" comes after this operator; inputs must be listed "
                                 "before it (move it up first)")
                                  .arg(name));
            op.inputs.push_back(in);
        }
        break;
    }
    case Allowed: {
        op.allowed = 0;
        for (const QString& part : t.split(
                 QRegularExpression(QStringLiteral("[,\\s\u3001\uff0c]+")), Qt::SkipEmptyParts)) {
            const unsigned flag = flagFromWord(part);
            if (flag != 0)
                op.allowed |= flag;
            else
                return refuse(
                    tr("must list data_parallel, shard or tensor_split, got \"%1\"").arg(part));
        }
        break;
    }
    default:
        return refuse(tr("is computed, not edited"));
    }
    const Problems problems = checkModel(m);
    if (!problems.empty())
        return refuse(QString::fromStdString(problems.items().front().toString()));
    return m;
}

bool OperatorTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !index.isValid()) return false;
    if (value.toString() == data(index, Qt::EditRole).toString()) return false; // unchanged
    QString error;
    const std::optional<Model> edited =
        editedModel(index.row(), index.column(), value.toString(), &error);
    if (!edited) {
        Q_EMIT editRejected(error);
        return false;
    }
    Q_EMIT modelEdited(*edited, tr("Edit %1 of %2")
                                    .arg(fieldName(index.column()),
                                         QString::fromStdString(m_model.ops[index.row()].name)));
    return true;
}

} // namespace topoopt::ui

// The strategy view's tables: placements per operator, memory and holdings per server.
#include "placementtable.h"

#include <QBrush>
#include <QColor>
#include <QRegularExpression>

#include <algorithm>

#include "coretext.h"
#include "format.h"
#include "operatortable.h"

namespace topoopt::ui {

namespace {
const QColor kOverBudget(0xf8, 0xc8, 0xc8);

/// A long comma-separated list on lines of about `width` characters (a plain-text tooltip
/// does not wrap by itself).
QString wrappedList(const QString& list, int width = 60)
{
    QString out, line;
    for (const QString& part : list.split(QStringLiteral(", "))) {
        if (!line.isEmpty() && line.size() + part.size() + 2 > width) {
            out += line + QStringLiteral(",\n");
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(", ")) + part;
    }
    return out + line;
}
} // namespace

QString serverRanges(const std::vector<int>& servers)
{
    QStringList parts;
    for (std::size_t i = 0; i < servers.size();) {
        std::size_t j = i;
        while (j + 1 < servers.size() && servers[j + 1] == servers[j] + 1)
            ++j;
        parts << (j > i ? QStringLiteral("%1-%2").arg(servers[i]).arg(servers[j])
                        : QString::number(servers[i]));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

QStringList serverSetParts(const std::vector<int>& servers)
{
    QStringList parts;
    for (std::size_t i = 0; i < servers.size();) {
        const int step = i + 1 < servers.size() ? servers[i + 1] - servers[i] : 0;
        std::size_t j = i;
        while (step > 0 && j + 1 < servers.size() && servers[j + 1] - servers[j] == step)
            ++j;
        if (step == 1 && j > i) {
            parts << QStringLiteral("%1-%2").arg(servers[i]).arg(servers[j]);
        } else if (step > 1 && j >= i + 2) {
            // Data parallelism over every other server (GPT on 128 servers) listed 64 ids.
            parts << PlacementTableModel::tr("%1-%2 step %3")
                         .arg(servers[i])
                         .arg(servers[j])
                         .arg(step);
        } else {
            j = i;
            parts << QString::number(servers[i]);
        }
        i = j + 1;
    }
    return parts;
}

QString serverSetText(const std::vector<int>& servers, int maxChars)
{
    const QStringList parts = serverSetParts(servers);
    const QString separator = QStringLiteral(", ");
    const QString all = parts.join(separator);
    if (all.size() <= maxChars) return all;
    // Whole parts up to the cap (at least one), and how many servers the set has in all.
    const QString tail = PlacementTableModel::tr("%1, \u2026 (%2 servers)");
    const qsizetype room = maxChars - (tail.size() - 4 + QString::number(servers.size()).size());
    QString shown = parts.first();
    qsizetype k = 1;
    for (; k < parts.size() && shown.size() + separator.size() + parts[k].size() <= room; ++k)
        shown += separator + parts[k];
    return k == parts.size() ? all : tail.arg(shown).arg(servers.size());
}

bool parseServerRanges(const QString& text, std::vector<int>* servers, QString* error)
{
    static const QRegularExpression range(QStringLiteral(R"(^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$)"));
    servers->clear();
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch m = range.match(part);
        bool ok1 = false, ok2 = true;
        const int from = m.hasMatch() ? m.captured(1).toInt(&ok1) : 0;
        const int to = m.hasMatch() && m.hasCaptured(2) && !m.captured(2).isEmpty()
                           ? m.captured(2).toInt(&ok2)
                           : from;
        if (!m.hasMatch() || !ok1 || !ok2 || to < from || to - from > 1'000'000) {
            *error = QObject::tr("expected server ids such as \"0-7, 12\", got \"%1\"")
                         .arg(part.trimmed());
            return false;
        }
        for (int s = from; s <= to; ++s)
            servers->push_back(s);
    }
    if (servers->empty()) {
        *error = QObject::tr("an operator needs at least one server");
        return false;
    }
    return true;
}

// ---------------------------------------------------------------- placement table

PlacementTableModel::PlacementTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void PlacementTableModel::setContents(const Model& model, const Strategy& strategy,
                                      const Cluster& cluster, const MemoryUse& memory)
{
    beginResetModel();
    m_model = model;
    m_strategy = strategy;
    m_cluster = cluster;
    m_memory = memory;
    m_rows.clear();
    m_opMemory.assign(model.ops.size(), 0.0);
    if (strategy.ops.size() == model.ops.size()) {
        for (std::size_t i = 0; i < model.ops.size(); ++i) {
            if (model.ops[i].kind == OpKind::Input) continue; // data loaders run everywhere
            m_rows.push_back(static_cast<int>(i));
            std::vector<double> need(static_cast<std::size_t>(cluster.servers), 0.0);
            addOperatorMemory(need, model, static_cast<int>(i), strategy.ops[i], cluster, 1.0);
            m_opMemory[i] = need.empty() ? 0.0 : *std::max_element(need.begin(), need.end());
        }
    }
    endResetModel();
}

int PlacementTableModel::operatorAt(int row) const
{
    return row >= 0 && row < static_cast<int>(m_rows.size()) ? m_rows[row] : -1;
}

int PlacementTableModel::rowOf(int op) const
{
    const auto it = std::find(m_rows.begin(), m_rows.end(), op);
    return it == m_rows.end() ? -1 : static_cast<int>(it - m_rows.begin());
}

int PlacementTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int PlacementTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

double PlacementTableModel::opMemory(int op) const
{
    return op >= 0 && op < static_cast<int>(m_opMemory.size()) ? m_opMemory[op] : 0.0;
}

QVariant PlacementTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) return {};
    // Short titles, so the columns fit the tab beside the docks; the tooltip says it in full.
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Params:
            return tr("Replicated (data parallel, its gradients AllReduced) or partitioned "
                      "(model parallel)");
        case Servers:
            return tr("The servers the operator runs on");
        case ServerCount:
            return tr("How many servers the operator runs on");
        case Gpus:
            return tr("GPUs per server (tensor split)");
        case Memory:
            return tr("Memory per GPU the operator takes");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case Operator:
        return tr("Operator");
    case Kind:
        return tr("Kind");
    case Params:
        return tr("Parameters");
    case Servers:
        return tr("Servers");
    case ServerCount:
        return tr("Count");
    case Gpus:
        return tr("GPUs");
    case Memory:
        return tr("Memory/GPU");
    default:
        return {};
    }
}

Qt::ItemFlags PlacementTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.column() == Params || index.column() == Servers || index.column() == Gpus)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant PlacementTableModel::data(const QModelIndex& index, int role) const
{
    const int op = operatorAt(index.row());
    if (op < 0) return {};
    const topoopt::Operator& o = m_model.ops[op];
    const OpPlacement& p = m_strategy.ops[op];
    bool over = false;
    for (int s : p.servers)
        over = over || (s >= 0 && s < static_cast<int>(m_memory.bytesPerGpu.size()) &&
                        m_memory.bytesPerGpu[s] > m_memory.capacityBytes);
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case Operator:
            return QString::fromStdString(o.name);
        case Kind:
            return opKindText(o.kind);
        case Params:
            return role == Qt::EditRole ? QVariant(QLatin1String(paramModeName(p.params)))
                                        : QVariant(paramModeText(p.params));
        case Servers:
            return role == Qt::EditRole ? serverRanges(p.servers) : serverSetText(p.servers);
        case ServerCount:
            return static_cast<int>(p.servers.size());
        case Gpus:
            return p.gpusPerServer;
        case Memory:
            return role == Qt::EditRole ? QVariant(opMemory(op))
                                        : QVariant(formatBytes(opMemory(op)));
        default:
            return {};
        }
    }
    if (role == Qt::BackgroundRole && over) return QBrush(kOverBudget);
    if (role == Qt::ToolTipRole) {
        if (over)
            return tr("A server of this placement needs more memory per GPU than the %1 it has")
                .arg(formatBytes(m_memory.capacityBytes));
        if (index.column() == Params)
            return tr("replicated (data parallel, gradients all-reduced) or partitioned (sharded; "
                      "needs the operator to allow shard)");
        if (index.column() == Servers)
            // Every id (the cell may show a step or be cut short), then how to edit them.
            return wrappedList(serverRanges(p.servers)) + QStringLiteral("\n\n") +
                   tr("Server ids, e.g. \"0-7, 12\"");
    }
    return {};
}

bool PlacementTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    const int op = operatorAt(index.row());
    if (role != Qt::EditRole || op < 0) return false;
    if (value.toString() == data(index, Qt::EditRole).toString()) return false;
    OpPlacement p = m_strategy.ops[op];
    const QString who = QString::fromStdString(m_model.ops[op].name);
    const QString text = value.toString().trimmed();
    QString why;
    switch (index.column()) {
    case Params:
        // The keyword, or the mode's name in the interface's language (what the table shows).
        if (!paramModeFromName(choiceValue(paramModeChoices(), text).toStdString(), p.params))
            why = tr("parameters must be \"replicated\" or \"partitioned\", got \"%1\"").arg(text);
        break;
    case Servers:
        if (!parseServerRanges(text, &p.servers, &why)) why = tr("servers: %1").arg(why);
        break;
    case Gpus: {
        bool ok = false;
        p.gpusPerServer = text.toInt(&ok);
        if (!ok) why = tr("GPUs per server must be a whole number, got \"%1\"").arg(text);
        break;
    }
    default:
        return false;
    }
    if (!why.isEmpty()) {
        Q_EMIT editRejected(tr("Operator \"%1\": %2").arg(who, why));
        return false;
    }
    Q_EMIT placementEdited(op, p);
    return true;
}

// ---------------------------------------------------------------- server table

void ServerTableModel::setContents(const Model& model, const Strategy& strategy,
                                   const MemoryUse& memory)
{
    beginResetModel();
    m_memory = memory;
    m_holds.assign(memory.bytesPerGpu.size(), {});
    std::vector<int> replicated(memory.bytesPerGpu.size(), 0);
    for (std::size_t i = 0; i < strategy.ops.size() && i < model.ops.size(); ++i) {
        if (model.ops[i].kind == OpKind::Input) continue;
        for (int s : strategy.ops[i].servers) {
            if (s < 0 || s >= static_cast<int>(m_holds.size())) continue;
            if (strategy.ops[i].params == ParamMode::Partitioned)
                m_holds[s] << tr("%1 (shard)").arg(QString::fromStdString(model.ops[i].name));
            else
                ++replicated[s];
        }
    }
    for (std::size_t s = 0; s < m_holds.size(); ++s)
        if (replicated[s] > 0)
            m_holds[s] << tr("%n replicated operator(s)", nullptr, replicated[s]);
    endResetModel();
}

int ServerTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_memory.bytesPerGpu.size());
}

int ServerTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 4;
}

QVariant ServerTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case 1:
            return tr("Memory each of the server's GPUs needs for the operators it holds");
        case 2:
            return tr("Share of the GPU's memory");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case 0:
        return tr("Server");
    case 1:
        return tr("Memory/GPU");
    case 2:
        return tr("Used");
    case 3:
        return tr("Holds");
    default:
        return {};
    }
}

QVariant ServerTableModel::data(const QModelIndex& index, int role) const
{
    const int s = index.row();
    if (s < 0 || s >= rowCount()) return {};
    const double bytes = m_memory.bytesPerGpu[s];
    const bool over = bytes > m_memory.capacityBytes;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case 0:
            return s;
        case 1:
            return formatBytes(bytes);
        case 2:
            return tr("%1%%2")
                .arg(m_memory.capacityBytes > 0 ? 100.0 * bytes / m_memory.capacityBytes : 0.0, 0,
                     'f', 0)
                .arg(over ? tr(" - over budget") : QString());
        default:
            return m_holds[s].join(QStringLiteral(", "));
        }
    }
    if (role == Qt::ToolTipRole && index.column() == 3)
        return m_holds[s].join(QStringLiteral(", "));
    if (role == Qt::BackgroundRole && over) return QBrush(kOverBudget);
    return {};
}

} // namespace topoopt::ui

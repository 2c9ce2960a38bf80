// The strategy view: placement table, per-server memory, and hand edits of the strategy.
#include "strategyview.h"

#include <QBrush>
#include <QColor>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

#include "cluster/cluster.h"
#include "common/error.h"
#include "device/devicemodel.h"
#include "document.h"
#include "format.h"
#include "io/strategyjson.h"
#include "model/zoo.h"
#include "scenario/scenariostrategy.h"

namespace topoopt::ui {

namespace {
const QColor kOverBudget(0xf8, 0xc8, 0xc8);
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
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal) return {};
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
        return tr("GPUs per server (tensor split)");
    case Memory:
        return tr("Memory per GPU");
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
            return QLatin1String(opKindName(o.kind));
        case Params:
            return QLatin1String(paramModeName(p.params));
        case Servers:
            return serverRanges(p.servers);
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
        if (index.column() == Servers) return tr("Server ids, e.g. \"0-7, 12\"");
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
        if (!paramModeFromName(text.toLower().toStdString(), p.params))
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

class ServerTableModel : public QAbstractTableModel {
public:
    using QAbstractTableModel::QAbstractTableModel;
    void setContents(const Model& model, const Strategy& strategy, const MemoryUse& memory)
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
                    m_holds[s] << QString::fromStdString(model.ops[i].name) +
                                      QObject::tr(" (shard)");
                else
                    ++replicated[s];
            }
        }
        for (std::size_t s = 0; s < m_holds.size(); ++s)
            if (replicated[s] > 0)
                m_holds[s] << QObject::tr("%n replicated operator(s)", nullptr, replicated[s]);
        endResetModel();
    }
    int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_memory.bytesPerGpu.size());
    }
    int columnCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : 4;
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (role != Qt::DisplayRole || orientation != Qt::Horizontal) return {};
        const char* names[] = {QT_TR_NOOP("Server"), QT_TR_NOOP("Memory per GPU"),
                               QT_TR_NOOP("Of the GPU"), QT_TR_NOOP("Holds")};
        return section < 4 ? QObject::tr(names[section]) : QVariant();
    }
    QVariant data(const QModelIndex& index, int role) const override
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
                return QStringLiteral("%1%%2")
                    .arg(m_memory.capacityBytes > 0 ? 100.0 * bytes / m_memory.capacityBytes : 0.0,
                         0, 'f', 0)
                    .arg(over ? QObject::tr(" - over budget") : QString());
            default:
                return m_holds[s].join(QStringLiteral(", "));
            }
        }
        if (role == Qt::BackgroundRole && over) return QBrush(kOverBudget);
        return {};
    }

private:
    MemoryUse m_memory;
    std::vector<QStringList> m_holds;
};

// ---------------------------------------------------------------- the view

StrategyView::StrategyView(Document* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_placements(new PlacementTableModel(this)),
      m_placementView(new QTableView(this)), m_serverView(new QTableView(this)),
      m_servers(new ServerTableModel(this)), m_summary(new QLabel(this)),
      m_message(new QLabel(this)), m_count(new QSpinBox(this))
{
    setObjectName(QStringLiteral("strategyView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_summary->setObjectName(QStringLiteral("strategySummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Servers:"), this));
    m_count->setRange(1, 65536);
    m_count->setToolTip(tr("How many servers the buttons place the selected operator on"));
    row->addWidget(m_count);
    auto* shard = new QPushButton(tr("Shard Over Servers"), this);
    shard->setToolTip(tr("Partition the selected operator's parameters over that many servers "
                         "(embedding tables)"));
    auto* replicate = new QPushButton(tr("Data Parallel Over Servers"), this);
    replicate->setToolTip(tr("Replicate the selected operator over that many servers and "
                             "all-reduce its gradients"));
    auto* reset = new QPushButton(tr("Reset to Default Strategy"), this);
    reset->setObjectName(QStringLiteral("resetStrategy"));
    row->addWidget(shard);
    row->addWidget(replicate);
    row->addStretch(1);
    row->addWidget(reset);
    layout->addLayout(row);
    m_message->setObjectName(QStringLiteral("strategyMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);

    m_placementView->setObjectName(QStringLiteral("placementTable"));
    m_placementView->setModel(m_placements);
    m_placementView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_placementView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_placementView->horizontalHeader()->setStretchLastSection(true);
    m_serverView->setObjectName(QStringLiteral("serverMemoryTable"));
    m_serverView->setModel(m_servers);
    m_serverView->horizontalHeader()->setStretchLastSection(true);
    m_serverView->verticalHeader()->hide();
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_placementView);
    splitter->addWidget(m_serverView);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    connect(shard, &QPushButton::clicked, this,
            [this] { shardOperator(selectedOperator(), m_count->value()); });
    connect(replicate, &QPushButton::clicked, this,
            [this] { setDataParallelDegree(selectedOperator(), m_count->value()); });
    connect(reset, &QPushButton::clicked, this, &StrategyView::resetToDefault);
    connect(m_placements, &PlacementTableModel::placementEdited, this,
            [this](int op, const OpPlacement& p) {
                setPlacement(
                    op, p,
                    tr("Place %1 by hand").arg(QString::fromStdString(m_model.ops[op].name)));
            });
    connect(m_placements, &PlacementTableModel::editRejected, this,
            [this](const QString& why) { note(why, true); });
    connect(m_placementView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] {
                const int op = selectedOperator();
                if (op >= 0) m_count->setValue(static_cast<int>(m_strategy.ops[op].servers.size()));
            });
    connect(m_document, &Document::scenarioChanged, this, &StrategyView::reload);
    reload();
}

bool StrategyView::isHandStrategy() const
{
    return !m_document->scenario().strategy.is_null();
}

QString StrategyView::lastMessage() const
{
    return m_message->text();
}

void StrategyView::note(const QString& text, bool refused)
{
    m_refused = refused;
    m_message->setText(text);
    m_message->setStyleSheet(refused ? QStringLiteral("color: #b00020;")
                                     : QStringLiteral("color: #305030;"));
}

int StrategyView::selectedOperator() const
{
    const QModelIndex index = m_placementView->selectionModel()->currentIndex();
    return index.isValid() ? m_placements->operatorAt(index.row()) : -1;
}

void StrategyView::reload()
{
    const Scenario& s = m_document->scenario();
    const int selected = selectedOperator();
    m_model = Model{};
    m_strategy = Strategy{};
    m_memory = MemoryUse{};
    try {
        const std::string dir =
            m_document->filePath().isEmpty()
                ? std::string()
                : QFileInfo(m_document->filePath()).absolutePath().toStdString();
        m_model = resolveModel(s, dir);
        const double capacity = DeviceModel::byName(s.cluster.gpu).memoryBytes();
        m_strategy = resolveStrategy(s, m_model, capacity);
        m_memory = memoryUse(m_strategy, m_model, s.cluster, capacity);
        m_count->setMaximum(s.cluster.servers);
        QString text = tr("<b>%1</b> strategy of %2 on %3 servers x %4 GPUs: %5.<br>")
                           .arg(isHandStrategy() ? tr("Hand") : tr("Default"),
                                QString::fromStdString(m_model.name).toHtmlEscaped())
                           .arg(s.cluster.servers)
                           .arg(s.cluster.gpusPerServer)
                           .arg(QString::fromStdString(describeStrategy(m_strategy, m_model)));
        text +=
            m_memory.fits()
                ? tr("Memory per GPU: at most %1 of %2 (server %3): fits.")
                      .arg(formatBytes(m_memory.worstBytes()), formatBytes(m_memory.capacityBytes))
                      .arg(m_memory.worstServer)
                : tr("<span style='color:#b00020'>Over budget: %1</span>")
                      .arg(QString::fromStdString(memoryProblem(m_memory)).toHtmlEscaped());
        m_summary->setText(text);
    } catch (const std::exception& e) {
        const auto* input = dynamic_cast<const InputError*>(&e);
        m_summary->setText(tr("No strategy to show: %1")
                               .arg(input ? QString::fromStdString(input->problems().toString())
                                          : QString::fromStdString(e.what()))
                               .toHtmlEscaped());
        m_model = Model{};
        m_strategy = Strategy{};
        m_memory = MemoryUse{};
    }
    m_placements->setContents(m_model, m_strategy, s.cluster, m_memory);
    m_servers->setContents(m_model, m_strategy, m_memory);
    m_placementView->resizeColumnsToContents();
    if (const int row = m_placements->rowOf(selected); row >= 0) m_placementView->selectRow(row);
}

bool StrategyView::setPlacement(int op, const OpPlacement& placement, const QString& description)
{
    if (op < 0 || op >= static_cast<int>(m_strategy.ops.size())) {
        note(tr("Select an operator first"), true);
        return false;
    }
    Scenario s = m_document->scenario();
    Problems problems;
    checkPlacement(m_model.ops[op], placement, s.cluster, "/strategy/ops/" + std::to_string(op),
                   problems);
    if (!problems.empty()) {
        note(tr("Refused: %1").arg(QString::fromStdString(problems.toString())), true);
        return false;
    }
    Strategy edited = m_strategy;
    edited.ops[op] = placement;
    s.strategy = io::strategyToJson(edited, m_model);
    m_document->edit(description, s);
    const MemoryUse use = memoryUse(edited, m_model, s.cluster, m_memory.capacityBytes);
    note(use.fits() ? description
                    : tr("%1; over budget: %2")
                          .arg(description, QString::fromStdString(memoryProblem(use))),
         false);
    return true;
}

std::vector<int> StrategyView::firstServers(int op, int count) const
{
    const int n = m_document->scenario().cluster.servers;
    const int first = m_strategy.ops[op].servers.empty() ? 0 : m_strategy.ops[op].servers.front();
    std::vector<int> servers;
    for (int k = 0; k < std::min(count, n); ++k)
        servers.push_back((first + k) % n);
    return servers;
}

bool StrategyView::shardOperator(int op, int servers)
{
    if (op < 0 || op >= static_cast<int>(m_strategy.ops.size())) {
        note(tr("Select an operator to shard"), true);
        return false;
    }
    OpPlacement p = m_strategy.ops[op];
    p.params = ParamMode::Partitioned;
    p.servers = firstServers(op, servers);
    return setPlacement(op, p,
                        tr("Shard %1 over %n server(s)", nullptr, servers)
                            .arg(QString::fromStdString(m_model.ops[op].name)));
}

bool StrategyView::setDataParallelDegree(int op, int servers)
{
    if (op < 0 || op >= static_cast<int>(m_strategy.ops.size())) {
        note(tr("Select an operator to replicate"), true);
        return false;
    }
    OpPlacement p = m_strategy.ops[op];
    p.params = ParamMode::Replicated;
    p.servers = firstServers(op, servers);
    return setPlacement(op, p,
                        tr("Data parallel %1 over %n server(s)", nullptr, servers)
                            .arg(QString::fromStdString(m_model.ops[op].name)));
}

bool StrategyView::resetToDefault()
{
    if (!isHandStrategy()) return false;
    Scenario s = m_document->scenario();
    s.strategy = nullptr;
    m_document->edit(tr("Reset to the default strategy"), s);
    note(tr("The default strategy again"), false);
    return true;
}

} // namespace topoopt::ui

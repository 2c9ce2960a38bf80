// The strategy view: placement table, per-server memory, and hand edits of the strategy.
#include "strategyview.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

#include "cluster/cluster.h"
#include "common/error.h"
#include "coretext.h"
#include "device/devicemodel.h"
#include "document.h"
#include "flowlayout.h"
#include "format.h"
#include "io/strategyjson.h"
#include "model/zoo.h"
#include "operatortable.h"
#include "placementtable.h"
#include "scenario/scenariostrategy.h"
#include "strategy/strategy.h"
#include "theme.h"

namespace topoopt::ui {

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

    // The controls wrap in a narrow tab (a laptop's screen with both docks open) rather than
    // widening it; the count stays beside its label.
    auto* row = new FlowLayout;
    auto* count = new QWidget(this);
    auto* countRow = new QHBoxLayout(count);
    countRow->setContentsMargins(0, 0, 0, 0);
    countRow->addWidget(new QLabel(tr("Servers:"), count));
    m_count->setRange(1, 65536);
    m_count->setToolTip(tr("How many servers the buttons place the selected operator on"));
    countRow->addWidget(m_count);
    row->addWidget(count);
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
    row->addWidget(reset);
    layout->addLayout(row);
    m_message->setObjectName(QStringLiteral("strategyMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);

    m_placementView->setObjectName(QStringLiteral("placementTable"));
    m_placementView->setModel(m_placements);
    m_placementView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_placementView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_placementView->setItemDelegateForColumn(
        PlacementTableModel::Params, new ChoiceDelegate(paramModeChoices(), m_placementView));
    m_serverView->setObjectName(QStringLiteral("serverMemoryTable"));
    m_serverView->setModel(m_servers);
    m_serverView->horizontalHeader()->setStretchLastSection(true);
    m_serverView->verticalHeader()->hide();
    useCompactRows(m_placementView);
    useCompactRows(m_serverView);
    // Fixed proportions (3:2) left the placements 450 pixels at 1440x900 beside the docks,
    // short of their seven columns: the splitter follows the columns instead, and stacks the
    // tables where they do not fit side by side (fitSplitter).
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_placementView);
    m_splitter->addWidget(m_serverView);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_userSplit = true; });
    m_serverView->setWordWrap(false); // "Holds" elides on one line; its tooltip lists all
    layout->addWidget(m_splitter, 1);
    // Columns as wide as their contents (the first rows': QHeaderView's default precision),
    // refitted when the strategy or cluster changes the rows.
    for (QTableView* view : {m_placementView, m_serverView}) {
        const auto fit = [this, view] {
            view->resizeColumnsToContents();
            fitSplitter();
        };
        connect(view->model(), &QAbstractItemModel::modelReset, view, fit);
        connect(view->model(), &QAbstractItemModel::layoutChanged, view, fit);
    }

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
                           .arg(strategyShapeText(strategyShape(m_strategy, m_model)));
        text += m_memory.fits() ? tr("Memory per GPU: at most %1 of %2 (server %3): fits.")
                                      .arg(formatBytes(m_memory.worstBytes()),
                                           formatBytes(m_memory.capacityBytes))
                                      .arg(m_memory.worstServer)
                                : tr("<span style='color:#b00020'>Over budget: %1</span>")
                                      .arg(memoryProblemText(m_memory).toHtmlEscaped());
        m_summary->setText(text);
    } catch (const std::exception& e) {
        m_summary->setText(tr("No strategy to show: %1").arg(problemText(e)).toHtmlEscaped());
        m_model = Model{};
        m_strategy = Strategy{};
        m_memory = MemoryUse{};
    }
    m_placements->setContents(m_model, m_strategy, s.cluster, m_memory);
    m_servers->setContents(m_model, m_strategy, m_memory);
    m_placementView->resizeColumnsToContents();
    fitSplitter();
    if (const int row = m_placements->rowOf(selected); row >= 0) m_placementView->selectRow(row);
}

void StrategyView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitSplitter();
}

void StrategyView::fitSplitter()
{
    const int width = m_splitter->width() - m_splitter->handleWidth();
    if (width <= 0) return;
    // A table's width for its first `columns` columns, scroll bar and frame included.
    const auto widthOf = [](const QTableView* view, int columns) {
        int w =
            2 * view->frameWidth() + view->verticalScrollBar()->sizeHint().width() +
            (view->verticalHeader()->isHidden() ? 0 : view->verticalHeader()->sizeHint().width());
        for (int c = 0; c < columns; ++c)
            w += view->horizontalHeader()->sectionSize(c);
        return w;
    };
    const int placements = widthOf(m_placementView, m_placements->columnCount());
    // The server table reads from its number, memory and share columns; what a server holds
    // is a list that elides (its tooltip has it all), so a few words of it are enough.
    const int serverColumns = std::min(3, m_servers->columnCount());
    // (Sixteen Latin letters: a CJK font's average character is twice as wide.)
    const int servers = widthOf(m_serverView, serverColumns) +
                        16 * fontMetrics().horizontalAdvance(QLatin1Char('n'));
    // Side by side the server table was squeezed to two columns beside GPT's placements at
    // 1440x900; where both do not fit in full, the server table goes below the placements.
    const Qt::Orientation wanted = placements + servers <= width ? Qt::Horizontal : Qt::Vertical;
    if (m_splitter->orientation() != wanted) {
        m_splitter->setOrientation(wanted);
        m_userSplit = false; // the user's split was for the other orientation
    }
    if (m_userSplit) return;
    if (wanted == Qt::Horizontal) {
        m_splitter->setSizes({placements, width - placements});
        return;
    }
    // Stacked: the placements, which the tab edits, get three fifths of the height.
    const int height = m_splitter->height() - m_splitter->handleWidth();
    if (height <= 0) return;
    const int top = height * 3 / 5;
    m_splitter->setSizes({top, height - top});
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
                    : tr("%1; over budget: %2").arg(description, memoryProblemText(use)),
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

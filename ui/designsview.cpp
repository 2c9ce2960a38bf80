// The side-by-side table of designs, its thumbnails and its difference labels.
#include "designsview.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

#include "format.h"

namespace topoopt::ui {

namespace {
constexpr int kThumbPx = 160;

/// Whether a lower value of the row is better (+1), a higher one (-1), or neither (0).
int direction(DesignsView::Row row)
{
    switch (row) {
    case DesignsView::IterationRow:
    case DesignsView::ComputeRow:
    case DesignsView::ExposedRow:
    case DesignsView::CostRow:
    case DesignsView::DiameterRow:
    case DesignsView::HopsRow:
        return 1;
    case DesignsView::DirectRow:
        return -1;
    default:
        return 0;
    }
}

double figure(const DesignFigures& f, DesignsView::Row row)
{
    switch (row) {
    case DesignsView::IterationRow:
        return f.iterationMs;
    case DesignsView::ComputeRow:
        return f.computeMs;
    case DesignsView::ExposedRow:
        return f.exposedCommMs;
    case DesignsView::CostRow:
        return f.costUsd;
    case DesignsView::LinksRow:
        return f.links;
    case DesignsView::PortsRow:
        return f.maxPortsUsed;
    case DesignsView::DiameterRow:
        return f.diameter;
    case DesignsView::DirectRow:
        return 100.0 * f.mpDirectFraction;
    case DesignsView::HopsRow:
        return f.mpAvgHops;
    default:
        return 0;
    }
}

QString formatFigure(double v, DesignsView::Row row)
{
    switch (row) {
    case DesignsView::IterationRow:
    case DesignsView::ComputeRow:
    case DesignsView::ExposedRow:
        return formatMs(v);
    case DesignsView::CostRow:
        return QStringLiteral("$%L1").arg(v, 0, 'f', 0);
    case DesignsView::DirectRow:
        return QStringLiteral("%1 %").arg(v, 0, 'f', 1);
    case DesignsView::HopsRow:
        return QString::number(v, 'f', 2);
    default:
        return QString::number(v, 'f', 0);
    }
}

/// A cell waiting for a stage of the running pipeline, in grey.
QTableWidgetItem* pendingItem(const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setForeground(QColor(0x80, 0x80, 0x80));
    return item;
}

QString formatDelta(double d, DesignsView::Row row)
{
    const QString sign = d > 0 ? QStringLiteral("+") : d < 0 ? QStringLiteral("-") : QString();
    return sign + formatFigure(std::abs(d), row);
}
} // namespace

DesignsView::DesignsView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("designsView"));
    m_pin = new QPushButton(tr("Pin Current Design"), this);
    m_pin->setObjectName(QStringLiteral("pinButton"));
    m_pin->setToolTip(tr("Keep the current design (scenario, fabric, simulated time, cost) to "
                         "compare later designs against"));
    m_unpin = new QPushButton(tr("Unpin"), this);
    m_unpin->setToolTip(tr("Forget the selected pinned design"));
    m_restore = new QPushButton(tr("Make Current"), this);
    m_restore->setToolTip(tr("Make the selected pinned design the current scenario (undoable)"));
    m_referenceBox = new QComboBox(this);
    m_referenceBox->setObjectName(QStringLiteral("referenceBox"));
    m_referenceBox->setToolTip(tr("The design every other column is compared against"));
    m_note = new QLabel(this);
    m_note->setWordWrap(true);

    m_table = new QTableWidget(RowCount, 1, this);
    m_table->setObjectName(QStringLiteral("designsTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setIconSize(QSize(kThumbPx, kThumbPx));
    m_table->setVerticalHeaderLabels({tr("Server graph"), tr("Traffic"), tr("Topology kind"),
                                      tr("Iteration time"), tr("Compute (busiest GPU)"),
                                      tr("Exposed communication"), tr("Fabric cost"), tr("Links"),
                                      tr("Busiest server's ports"), tr("Diameter"),
                                      tr("MP bytes on direct links"), tr("MP mean hops")});
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(true);

    // Two rows, so that the tab fits beside both docks on a laptop's screen: the buttons and
    // the reference choice in one row made this the widest tab.
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_pin);
    buttons->addWidget(m_unpin);
    buttons->addWidget(m_restore);
    buttons->addStretch(1);
    auto* reference = new QHBoxLayout;
    reference->addWidget(m_note, 1);
    reference->addWidget(new QLabel(tr("Compare against:"), this));
    reference->addWidget(m_referenceBox);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addLayout(reference);
    layout->addWidget(m_table, 1);

    connect(m_pin, &QPushButton::clicked, this, &DesignsView::pinRequested);
    connect(m_unpin, &QPushButton::clicked, this, [this] {
        if (selectedPinned() >= 0) Q_EMIT unpinRequested(selectedPinned());
    });
    connect(m_restore, &QPushButton::clicked, this, [this] {
        if (selectedPinned() >= 0) Q_EMIT restoreRequested(selectedPinned());
    });
    connect(m_referenceBox, &QComboBox::activated, this,
            [this](int index) { setReference(m_referenceBox->itemData(index).toInt()); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        m_unpin->setEnabled(selectedPinned() >= 0);
        m_restore->setEnabled(selectedPinned() >= 0);
    });
    rebuild();
}

void DesignsView::setCurrent(std::shared_ptr<const PipelineContext> context)
{
    m_current = std::move(context);
    m_partial.reset();
    m_partialTopology = false;
    m_failedStage.clear();
    m_failure.clear();
    rebuild();
}

void DesignsView::setCurrentFailed(const QString& stage, const QString& message)
{
    if (m_current) return; // a stage of a run already shown whole
    m_failedStage = stage;
    m_failure = message;
    rebuild();
}

void DesignsView::setCurrentTraffic(const Traffic& traffic)
{
    if (m_current) return; // a stage of a run already shown whole
    if (!m_partial) m_partial = std::make_shared<PipelineContext>();
    m_thumbnails.erase(m_partial.get());
    m_partial->traffic = traffic;
    if (m_partialTopology) rebuild();
}

void DesignsView::setCurrentTopology(const Topology& topology)
{
    if (m_current) return;
    if (!m_partial) m_partial = std::make_shared<PipelineContext>();
    m_thumbnails.erase(m_partial.get());
    m_partial->topology = topology;
    m_partialTopology = true;
    rebuild();
}

void DesignsView::setPinned(const std::vector<PinnedDesign>& pinned)
{
    const bool added = pinned.size() > m_pinned.size();
    m_pinned = pinned;
    // A new pin becomes the reference: "pin, change things, see what changed".
    if (added || m_reference >= static_cast<int>(m_pinned.size()))
        m_reference = m_pinned.empty() ? -1 : static_cast<int>(m_pinned.size()) - 1;
    rebuild();
}

int DesignsView::reference() const
{
    return m_reference;
}

void DesignsView::setReference(int pinnedIndex)
{
    m_reference =
        pinnedIndex >= 0 && pinnedIndex < static_cast<int>(m_pinned.size()) ? pinnedIndex : -1;
    rebuild();
}

QString DesignsView::cellText(Row row, int column) const
{
    const QTableWidgetItem* item = m_table->item(row, column);
    return item ? item->text() : QString();
}

int DesignsView::selectedPinned() const
{
    const QList<QTableWidgetItem*> items = m_table->selectedItems();
    if (items.isEmpty()) return -1;
    const int column = items.first()->column();
    return column >= 1 && column <= static_cast<int>(m_pinned.size()) ? column - 1 : -1;
}

void DesignsView::rebuild()
{
    m_referenceBox->clear();
    m_referenceBox->addItem(tr("Current design"), -1);
    for (std::size_t i = 0; i < m_pinned.size(); ++i)
        m_referenceBox->addItem(m_pinned[i].name, static_cast<int>(i));
    m_referenceBox->setCurrentIndex(m_reference + 1);

    const int columns = 1 + static_cast<int>(m_pinned.size());
    m_table->clearContents();
    m_table->setColumnCount(columns);
    QStringList headers{tr("Current design")};
    for (const PinnedDesign& p : m_pinned)
        headers << p.name;
    m_table->setHorizontalHeaderLabels(headers);

    // While the current run simulates, its fabric stands in for it: every figure but the
    // times is the fabric's.
    const std::shared_ptr<const PipelineContext> shownCurrent = m_current           ? m_current
                                                                : m_partialTopology ? m_partial
                                                                                    : nullptr;
    const bool failed = !m_failedStage.isEmpty(); // only ever set while m_current is null
    // A cell the stopped run would have filled: it names the stage, the tooltip says why.
    const auto waitingItem = [&](const QString& pending) {
        if (!failed) return pendingItem(pending);
        QTableWidgetItem* item = pendingItem(tr("Failed (%1)").arg(m_failedStage));
        item->setForeground(QColor(0xb0, 0x00, 0x20));
        item->setToolTip(m_failure);
        return item;
    };
    std::optional<DesignFigures> current;
    if (shownCurrent) {
        try {
            current = designFigures(*shownCurrent);
        } catch (const std::exception& e) {
            m_note->setText(tr("The current design cannot be priced: %1").arg(problemText(e)));
        }
    }
    auto figuresOf = [&](int column) -> std::optional<DesignFigures> {
        if (column == 0) return current;
        return m_pinned[static_cast<std::size_t>(column - 1)].figures;
    };
    const int refColumn = m_reference + 1;
    // Forget the pictures of runs no longer shown before looking any up.
    for (auto it = m_thumbnails.begin(); it != m_thumbnails.end();) {
        const bool shown =
            it->first == shownCurrent.get() ||
            std::any_of(m_pinned.begin(), m_pinned.end(),
                        [&](const PinnedDesign& p) { return p.context.get() == it->first; });
        it = shown ? std::next(it) : m_thumbnails.erase(it);
    }
    const std::optional<DesignFigures> ref = figuresOf(refColumn);

    for (int column = 0; column < columns; ++column) {
        const std::shared_ptr<const PipelineContext> context =
            column == 0 ? shownCurrent : m_pinned[static_cast<std::size_t>(column - 1)].context;
        const std::optional<DesignFigures> f = figuresOf(column);
        // Picture cells as large as the pictures even before there are any, so the rows do not
        // start as slivers and jump when the fabric arrives.
        for (const Row row : {GraphRow, HeatmapRow}) {
            auto* item = new QTableWidgetItem;
            item->setSizeHint(QSize(kThumbPx + 8, kThumbPx + 8));
            m_table->setItem(row, column, item);
        }
        if (context) {
            auto found = m_thumbnails.find(context.get());
            if (found == m_thumbnails.end())
                found = m_thumbnails
                            .emplace(context.get(),
                                     std::pair(QPixmap::fromImage(
                                                   graphThumbnail(context->topology, kThumbPx)),
                                               QPixmap::fromImage(heatmapThumbnail(
                                                   context->traffic, context->topology, kThumbPx))))
                            .first;
            m_table->item(GraphRow, column)->setIcon(QIcon(found->second.first));
            m_table->item(HeatmapRow, column)->setIcon(QIcon(found->second.second));
        } else {
            for (const Row row : {GraphRow, HeatmapRow}) {
                QTableWidgetItem* item = waitingItem(tr("Building the fabric..."));
                item->setSizeHint(m_table->item(row, column)->sizeHint());
                m_table->setItem(row, column, item);
            }
        }
        if (!f) {
            if (column == 0 && !m_current)
                for (const Row row : {IterationRow, ComputeRow, ExposedRow})
                    m_table->setItem(row, column, waitingItem(tr("Simulating...")));
            continue;
        }
        m_table->setItem(KindRow, column, new QTableWidgetItem(QString::fromStdString(f->kind)));
        for (int r = IterationRow; r < RowCount; ++r) {
            const auto row = static_cast<Row>(r);
            const bool timeRow = r <= ExposedRow;
            if (column == 0 && !m_current && timeRow) {
                m_table->setItem(row, column, waitingItem(tr("Simulating...")));
                continue;
            }
            const double v = figure(*f, row);
            QString text = formatFigure(v, row);
            auto* item = new QTableWidgetItem;
            // No time to compare against while the reference is the running (or stopped) run.
            if (ref && column != refColumn && !(refColumn == 0 && !m_current && timeRow)) {
                const FigureDelta d = figureDelta(v, figure(*ref, row));
                text += QLatin1Char('\n') +
                        (d.delta == 0 ? tr("same")
                                      : tr("%1 (%2%3 %)")
                                            .arg(formatDelta(d.delta, row))
                                            .arg(d.percent > 0 ? QStringLiteral("+") : QString())
                                            .arg(d.percent, 0, 'f', 1));
                const int better = direction(row) * (d.delta < 0 ? 1 : d.delta > 0 ? -1 : 0);
                if (better != 0)
                    item->setForeground(better > 0 ? QColor(0x1b, 0x7f, 0x2a)
                                                   : QColor(0xb0, 0x00, 0x20));
            }
            item->setText(text);
            m_table->setItem(row, column, item);
        }
    }
    if (m_pinned.empty())
        m_note->setText(tr("Pin the current design, change it, and compare: every column shows its "
                           "difference from the reference design."));
    else if (current || !m_current)
        m_note->setText(tr("Differences are against %1; green is better, red is worse.")
                            .arg(m_reference < 0
                                     ? tr("the current design")
                                     : m_pinned[static_cast<std::size_t>(m_reference)].name));
    m_unpin->setEnabled(selectedPinned() >= 0);
    m_restore->setEnabled(selectedPinned() >= 0);
}

} // namespace topoopt::ui

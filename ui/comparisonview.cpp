// Bar charts of the comparison rows.
#include "comparisonview.h"

#include <QLabel>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

#include "barlabels.h"
#include "format.h"
#include "iterationbreakdown.h"

namespace topoopt::ui {

ComparisonView::ComparisonView(QWidget* parent)
    : QWidget(parent), m_ticker(new QCPAxisTickerText), m_empty(new QLabel(this)),
      m_note(new QLabel(this)), m_plot(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("comparisonView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_note);
    layout->addWidget(m_empty, 1);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setStyleSheet(QStringLiteral("color: #606060;"));
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("color: #505050;"));
    // Only a layout knows the space per bar and the charts' heights (the window's or the page's
    // size, the y axis's labels): fit the names and labels to them, and lay out again when that
    // changed the margins or the ranges.
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        // Each fit changes what the next one measures (a range changes the tick labels and so
        // the margins); a few rounds settle it.
        for (int round = 0; round < 4 && fitToLayout(); ++round)
            for (const auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins,
                                     QCPLayoutElement::upLayout})
                m_plot->plotLayout()->update(phase);
    });
    // The legend holds the time bars' two parts; the cost bars need none (their axis names
    // them).
    m_plot->setAutoAddPlottableToLegend(false);
    clear(tr("No comparison yet."));
}

void ComparisonView::clear(const QString& emptyReason)
{
    m_rows.clear();
    m_empty->setText(emptyReason);
    rebuild();
}

std::vector<ComparisonRow> viewRows(const std::vector<topoopt::ComparisonRow>& rows)
{
    std::vector<ComparisonRow> out;
    out.reserve(rows.size());
    for (const topoopt::ComparisonRow& r : rows)
        out.push_back({r.kind, r.label, r.iterationMs, r.computeMs, r.exposedCommMs, r.costUsd,
                       r.speedupVsEqualCostFatTree});
    return out;
}

void ComparisonView::setRows(const std::vector<ComparisonRow>& rows, const QString& note)
{
    m_rows = rows;
    m_note->setText(note);
    rebuild();
}

void ComparisonView::setShowCost(bool show)
{
    if (m_showCost == show) return;
    m_showCost = show;
    rebuild();
}

QStringList ComparisonView::speedupLabels() const
{
    QStringList labels;
    for (int i = 0; i < m_plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(m_plot->item(i)))
            if (text->objectName() == QLatin1String("speedup")) labels << text->text();
    return labels;
}

QString ComparisonView::shortName(const std::string& kind, const QString& fullName)
{
    static const std::map<std::string, const char*> names = {
        {"topoopt", QT_TR_NOOP("TopoOpt")},
        {"topoopt-default-strategy", QT_TR_NOOP("TopoOpt default")},
        {"manual", QT_TR_NOOP("Manual")},
        {"expander", QT_TR_NOOP("Expander")},
        {"ring", QT_TR_NOOP("Ring")},
        {"torus", QT_TR_NOOP("Torus")},
        {"fattree", QT_TR_NOOP("Fat-tree")},
        {"fattree-full", QT_TR_NOOP("Fat-tree full")},
        {"fattree-equal-cost", QT_TR_NOOP("Fat-tree eq. cost")},
        {"ideal", QT_TR_NOOP("Ideal")}};
    const auto name = names.find(kind);
    if (name != names.end()) return tr(name->second);
    // A kind we do not know: its name up to a detail in parentheses or after a comma.
    const qsizetype cut = fullName.indexOf(QRegularExpression(QStringLiteral("[(,]")));
    return (cut > 0 ? fullName.left(cut) : fullName).trimmed();
}

void ComparisonView::rebuild()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->plotLayout()->clear();
    m_time = Chart{};
    m_cost = Chart{};
    m_legend = nullptr;
    m_names.clear();
    m_shortNames.clear();
    for (const ComparisonRow& r : m_rows) {
        m_names << QString::fromStdString(r.label.empty() ? r.kind : r.label);
        m_shortNames << shortName(r.kind, m_names.back());
    }
    if (m_rows.empty()) {
        m_plot->hide();
        m_note->hide();
        m_empty->show();
        return;
    }
    m_empty->hide();
    m_plot->show();
    m_note->setVisible(!m_note->text().isEmpty());

    bool hasCost = false;
    for (const ComparisonRow& r : m_rows)
        hasCost = hasCost || (m_showCost && r.costUsd > 0);
    // The legend has a row of its own above the charts: inside them it covered bars and their
    // labels wherever the tall bar stood under it, and on a single-column page all of them.
    m_legend = new QCPLegend;
    m_plot->plotLayout()->addElement(0, 0, m_legend);
    auto* timeRect = new QCPAxisRect(m_plot);
    m_plot->plotLayout()->addElement(1, 0, timeRect);
    m_time.rect = timeRect;
    // The cost chart only when some fabric has a price (an empty chart explains nothing). It
    // sits under the times, bar under bar, so both get the full width and one row of labels.
    QCPAxisRect* costRect = nullptr;
    if (hasCost) {
        costRect = new QCPAxisRect(m_plot);
        m_plot->plotLayout()->addElement(2, 0, costRect);
        m_cost.rect = costRect;
        auto* margins = new QCPMarginGroup(m_plot);
        for (QCPAxisRect* r : {timeRect, costRect})
            r->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    }
    // The legend's row gets its height and no more (QCustomPlot's idiom for a tiny stretch).
    m_plot->plotLayout()->setRowStretchFactors(hasCost ? QList<double>{0.001, 2.0, 1.0}
                                                       : QList<double>{0.001, 1.0});

    m_ticker->clear();
    const double xMax = static_cast<double>(m_rows.size()) + 0.6;
    for (QCPAxisRect* r : {timeRect, costRect}) {
        if (!r) continue;
        QCPAxis* x = r->axis(QCPAxis::atBottom);
        x->setTicker(m_ticker);
        x->setTickLabels(r != timeRect || !costRect); // the cost chart below names the bars
        x->setRange(0.4, xMax);
        x->grid()->setVisible(false);
        x->setSubTicks(false);
    }

    // Iteration time as stacked compute + exposed communication (spec 5's breakdown), in one
    // unit for the axis and the labels: seconds once milliseconds would need five digits.
    double maxMs = 0;
    for (const ComparisonRow& r : m_rows)
        maxMs = std::max(maxMs, r.iterationMs);
    const TimeScale scale = timeScaleFor(maxMs, 10000.0);
    QCPAxis* tx = timeRect->axis(QCPAxis::atBottom);
    QCPAxis* ty = timeRect->axis(QCPAxis::atLeft);
    m_time.axisLabel = tr("Iteration time (%1)").arg(scale.unit());
    m_time.shortAxisLabel = tr("Time (%1)").arg(scale.unit());
    m_time.maxValue = scale.value(maxMs);
    ty->setLabel(m_time.axisLabel);
    auto* compute = new QCPBars(tx, ty);
    auto* comm = new QCPBars(tx, ty);
    compute->setObjectName(QStringLiteral("compute"));
    comm->setObjectName(QStringLiteral("exposedComm"));
    // Not the busiest GPU's compute (ComparisonRow::computeMs): with it the bars stopped short
    // of their labels wherever the critical path crosses GPUs, as a pipeline's does.
    compute->setName(tr("Compute on the critical path"));
    comm->setName(tr("Exposed communication"));
    compute->setBrush(QColor(0x4c, 0x72, 0xb0));
    compute->setPen(QPen(QColor(0x35, 0x50, 0x7b)));
    comm->setBrush(QColor(0xdd, 0x84, 0x52));
    comm->setPen(QPen(QColor(0xa0, 0x5a, 0x33)));
    compute->setWidth(0.6);
    comm->setWidth(0.6);
    comm->moveAbove(compute);
    const auto addLabel = [this](Chart& chart, double x, double y, const QStringList& variants) {
        QCPAxisRect* rect = chart.rect;
        auto* label = new QCPItemText(m_plot);
        label->setClipAxisRect(rect);
        label->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        label->position->setCoords(x, y);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setText(variants.front());
        label->setPadding(QMargins(0, 0, 0, 3));
        chart.labels.push_back({label, variants});
        return label;
    };
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const ComparisonRow& r = m_rows[i];
        const double x = static_cast<double>(i + 1);
        const IterationParts parts = iterationParts(r.iterationMs, r.exposedCommMs);
        compute->addData(x, scale.value(parts.criticalComputeMs));
        comm->addData(x, scale.value(parts.exposedCommMs));
        // Narrower bars round the time, drop its unit (the axis names it), then the time (the
        // axis reads it); the speedup, which no axis shows, stays.
        const QString speedup = tr("%1x").arg(r.speedup, 0, 'f', 2);
        const QString roughSpeedup = tr("%1x").arg(r.speedup, 0, 'f', 1);
        const double v = scale.value(r.iterationMs);
        const QString bare = QString::number(v, 'f', v >= 100 ? 0 : v >= 10 ? 1 : 2);
        const QString nl(QLatin1Char('\n'));
        QCPItemText* label = addLabel(m_time, x, v,
                                      {scale.format(r.iterationMs) + nl + speedup,
                                       bare + QLatin1Char(' ') + scale.unit() + nl + speedup,
                                       bare + nl + speedup, speedup, roughSpeedup});
        label->setObjectName(QStringLiteral("speedup"));
        label->setFont(QFont(font().family(), font().pointSize(), QFont::DemiBold));
    }

    if (costRect) {
        QCPAxis* cx = costRect->axis(QCPAxis::atBottom);
        QCPAxis* cy = costRect->axis(QCPAxis::atLeft);
        m_cost.axisLabel = tr("Cost (k USD)");
        m_cost.shortAxisLabel = tr("k USD");
        cy->setLabel(m_cost.axisLabel);
        auto* cost = new QCPBars(cx, cy);
        cost->setName(tr("Cost"));
        cost->setBrush(QColor(0x8c, 0xa2, 0x52));
        cost->setPen(QPen(QColor(0x5f, 0x70, 0x36)));
        cost->setWidth(0.6);
        for (std::size_t i = 0; i < m_rows.size(); ++i)
            if (m_rows[i].costUsd > 0) {
                const double x = static_cast<double>(i + 1);
                const double k = m_rows[i].costUsd / 1000.0;
                cost->addData(x, k);
                m_cost.maxValue = std::max(m_cost.maxValue, k);
                const QString number = QString::number(k, 'f', 0);
                addLabel(m_cost, x, k, {tr("%1k USD").arg(number), tr("%1k").arg(number)})
                    ->setObjectName(QStringLiteral("cost"));
            }
    }
    for (Chart* chart : {&m_time, &m_cost})
        if (chart->rect)
            chart->rect->axis(QCPAxis::atLeft)->setRange(0, chart->maxValue * 1.3 + 1e-9);

    m_legend->setLayer(QStringLiteral("legend"));
    m_legend->setBrush(Qt::NoBrush);
    m_legend->setBorderPen(Qt::NoPen);
    m_legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_legend->setIconSize(24, 12); // a swatch, as tall as the text beside it
    m_legend->addItem(new QCPPlottableLegendItem(m_legend, compute));
    m_legend->addItem(new QCPPlottableLegendItem(m_legend, comm));
    fitToLayout(); // a first guess from the widget's size, refined after the layout
    m_plot->replot();
}

double ComparisonView::barSpacing() const
{
    // The lowest chart carries the names; the charts above share its x range and width.
    const QCPAxisRect* lowest = m_plot->axisRects().back();
    const double width = lowest->width() > 0 ? lowest->width() : m_plot->width();
    return width / lowest->axis(QCPAxis::atBottom)->range().size();
}

bool ComparisonView::fitToLayout()
{
    fitLegend();
    bool changed = fitTickLabels();
    if (m_plot->axisRects().isEmpty()) return changed;
    const double spacing = barSpacing();
    for (Chart* chart : {&m_time, &m_cost})
        if (chart->rect) changed = fitChart(*chart, spacing) || changed;
    return changed;
}

void ComparisonView::fitLegend()
{
    if (!m_legend) return;
    // One row when both entries fit across the plot, else one entry a row.
    int oneRow = m_legend->margins().left() + m_legend->margins().right();
    for (int i = 0; i < m_legend->itemCount(); ++i)
        oneRow += m_legend->item(i)->minimumOuterSizeHint().width() +
                  (i > 0 ? m_legend->columnSpacing() : 0);
    const int wrap = oneRow <= m_plot->width() ? 0 : 1;
    if (m_legend->wrap() == wrap) return;
    m_legend->setWrap(wrap);
    m_legend->setFillOrder(m_legend->fillOrder(), true); // arranges the entries anew
}

bool ComparisonView::fitChart(Chart& chart, double spacing)
{
    QCPAxis* y = chart.rect->axis(QCPAxis::atLeft);
    const double height = chart.rect->height() > 0 ? chart.rect->height() : m_plot->height() / 3.0;
    // The chart shows the most detailed labels that all fit their slots with a gap between
    // them: one form for every bar ("494" beside "64.63 ms" read as two kinds of figure).
    // Where even the shortest would run into its neighbours, the chart has no labels: its
    // axis still reads the values, and overprinted digits read as nothing at all.
    const auto overflows = [spacing](const QFont& font, const QString& text) {
        const QFontMetricsF fm(font);
        double widest = 0;
        for (const QString& line : text.split(QLatin1Char('\n')))
            widest = std::max(widest, fm.horizontalAdvance(line));
        return widest > spacing - 0.5 * fm.horizontalAdvance(QLatin1Char('M'));
    };
    qsizetype variant = 0;
    for (const ValueLabel& label : chart.labels)
        while (variant + 1 < label.variants.size() &&
               overflows(label.item->font(), label.variants[variant]))
            ++variant;
    bool fits = true;
    for (const ValueLabel& label : chart.labels)
        fits = fits && !overflows(label.item->font(),
                                  label.variants[std::min(variant, label.variants.size() - 1)]);
    double labelHeight = 0;
    for (ValueLabel& label : chart.labels) {
        const QString& shown = label.variants[std::min(variant, label.variants.size() - 1)];
        label.item->setText(shown);
        label.item->setVisible(fits);
        if (!fits) continue;
        labelHeight = std::max(labelHeight, (shown.count(QLatin1Char('\n')) +
                                             1) * QFontMetricsF(label.item->font()).lineSpacing() +
                                                3);
    }
    bool changed = false;
    // Room above the tallest bar for its label: a share of the chart's height fixed in data
    // units cut the labels off in short charts.
    const double top =
        chart.maxValue / std::max(0.3, 1.0 - (labelHeight + 4) / std::max(1.0, height)) + 1e-9;
    if (std::abs(y->range().upper - top) > 0.01 * top) {
        y->setRange(0, top);
        changed = true;
    }
    // As many ticks as leave their labels apart, and an axis label no longer than the axis.
    const QFontMetricsF tickFm(y->tickLabelFont());
    const int ticks = std::clamp(static_cast<int>(height / (2.5 * tickFm.height())), 2, 5);
    if (y->ticker()->tickCount() != ticks) {
        y->ticker()->setTickCount(ticks);
        changed = true;
    }
    const QString axisLabel =
        QFontMetricsF(y->labelFont()).horizontalAdvance(chart.axisLabel) <= height
            ? chart.axisLabel
            : chart.shortAxisLabel;
    if (y->label() != axisLabel) {
        y->setLabel(axisLabel);
        changed = true;
    }
    return changed;
}

bool ComparisonView::fitTickLabels()
{
    const QList<QCPAxisRect*> rects = m_plot->axisRects();
    if (m_names.isEmpty() || rects.isEmpty()) return false;
    // The lowest chart carries the names; the charts above share its ticker.
    QCPAxis* x = rects.back()->axis(QCPAxis::atBottom);
    const double spacing = barSpacing();
    const QFont font = x->tickLabelFont();
    BarLabels fit = fitBarLabels(m_names, font, spacing);
    if (fit.rotation != 0) {
        // Slanted full names ("Fat-tree, full bandwidth (d x B per server)") took half of a
        // single-column figure's height: where they would take more than a quarter of the
        // plot, the short names go under the bars instead.
        const QFontMetricsF fm(font);
        double longest = 0;
        for (const QString& name : m_names)
            longest = std::max(longest, fm.horizontalAdvance(name));
        const double drop = longest * std::sin(std::abs(fit.rotation) * std::numbers::pi / 180.0);
        if (drop > m_plot->height() / 4.0) fit = fitBarLabels(m_shortNames, font, spacing);
    }
    // A slanted first name runs left of its bar: past the axis's labels, not off the widget.
    // 15 px all round is QCPAxisRect's own minimum, kept elsewhere.
    constexpr int kMinimumMargin = 15;
    const double roomLeftOfFirst = (1.0 - x->range().lower) * spacing;
    const int left =
        std::max(kMinimumMargin,
                 static_cast<int>(std::ceil(slantedOverhang(fit.texts.front(), font, fit.rotation) -
                                            roomLeftOfFirst + 4)));

    if (x->tickLabelRotation() == fit.rotation && m_ticker->ticks().values() == fit.texts &&
        rects.back()->minimumMargins().left() == left)
        return false;
    m_ticker->clear();
    for (qsizetype i = 0; i < fit.texts.size(); ++i)
        m_ticker->addTick(static_cast<double>(i + 1), fit.texts[i]);
    for (QCPAxisRect* r : rects) {
        r->axis(QCPAxis::atBottom)->setTickLabelRotation(fit.rotation);
        r->setMinimumMargins(QMargins(left, kMinimumMargin, kMinimumMargin, kMinimumMargin));
    }
    return true;
}

} // namespace topoopt::ui

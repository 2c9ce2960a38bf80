// Bar charts of the comparison rows.
#include "comparisonview.h"

#include <QLabel>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

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
    // Only a layout knows the space per bar (the window's width, the y axis's labels): fit the
    // names to it, and lay out again when that changed their height.
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        if (!fitTickLabels()) return;
        for (const auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins,
                                 QCPLayoutElement::upLayout})
            m_plot->plotLayout()->update(phase);
    });
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

QStringList ComparisonView::speedupLabels() const
{
    QStringList labels;
    for (int i = 0; i < m_plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(m_plot->item(i)))
            if (text->objectName() == QLatin1String("speedup")) labels << text->text();
    return labels;
}

void ComparisonView::rebuild()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->plotLayout()->clear();
    m_names.clear();
    for (const ComparisonRow& r : m_rows)
        m_names << QString::fromStdString(r.label.empty() ? r.kind : r.label);
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
        hasCost = hasCost || r.costUsd > 0;
    auto* timeRect = new QCPAxisRect(m_plot);
    m_plot->plotLayout()->addElement(0, 0, timeRect);
    // The cost chart only when some fabric has a price (an empty chart explains nothing). It
    // sits under the times, bar under bar, so both get the full width and one row of labels.
    QCPAxisRect* costRect = nullptr;
    if (hasCost) {
        costRect = new QCPAxisRect(m_plot);
        m_plot->plotLayout()->addElement(1, 0, costRect);
        m_plot->plotLayout()->setRowStretchFactors({2.0, 1.0});
        auto* margins = new QCPMarginGroup(m_plot);
        for (QCPAxisRect* r : {timeRect, costRect})
            r->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    }

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
    ty->setLabel(tr("Iteration time (%1)").arg(scale.unit()));
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
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const ComparisonRow& r = m_rows[i];
        const double x = static_cast<double>(i + 1);
        const IterationParts parts = iterationParts(r.iterationMs, r.exposedCommMs);
        compute->addData(x, scale.value(parts.criticalComputeMs));
        comm->addData(x, scale.value(parts.exposedCommMs));
        const double top = scale.value(r.iterationMs);
        auto* label = new QCPItemText(m_plot);
        label->setObjectName(QStringLiteral("speedup"));
        label->setClipAxisRect(timeRect);
        label->position->setAxes(tx, ty);
        label->position->setCoords(x, top);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setText(tr("%1\n%2x").arg(scale.format(r.iterationMs)).arg(r.speedup, 0, 'f', 2));
        label->setFont(QFont(font().family(), font().pointSize(), QFont::DemiBold));
        label->setPadding(QMargins(0, 0, 0, 3));
    }
    ty->setRange(0, scale.value(maxMs) * 1.25 + 1e-9);

    if (costRect) {
        QCPAxis* cx = costRect->axis(QCPAxis::atBottom);
        QCPAxis* cy = costRect->axis(QCPAxis::atLeft);
        // The cost chart is half as tall as the times: a short label and three ticks fit it.
        cy->setLabel(tr("Cost (k USD)"));
        cy->ticker()->setTickCount(3);
        auto* cost = new QCPBars(cx, cy);
        cost->setName(tr("Cost"));
        cost->setBrush(QColor(0x8c, 0xa2, 0x52));
        cost->setPen(QPen(QColor(0x5f, 0x70, 0x36)));
        cost->setWidth(0.6);
        double maxCost = 0;
        for (std::size_t i = 0; i < m_rows.size(); ++i)
            if (m_rows[i].costUsd > 0) {
                const double x = static_cast<double>(i + 1);
                const double k = m_rows[i].costUsd / 1000.0;
                cost->addData(x, k);
                maxCost = std::max(maxCost, k);
                auto* label = new QCPItemText(m_plot);
                label->setClipAxisRect(costRect);
                label->position->setAxes(cx, cy);
                label->position->setCoords(x, k);
                label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
                label->setText(tr("%1k USD").arg(k, 0, 'f', 0));
                label->setPadding(QMargins(0, 0, 0, 2));
            }
        cy->setRange(0, maxCost > 0 ? maxCost * 1.3 : 1);
    }

    auto* legend = new QCPLegend;
    timeRect->insetLayout()->addElement(legend, Qt::AlignTop | Qt::AlignRight);
    legend->setLayer(QStringLiteral("legend"));
    legend->setBrush(QColor(255, 255, 255, 220));
    legend->addItem(new QCPPlottableLegendItem(legend, compute));
    legend->addItem(new QCPPlottableLegendItem(legend, comm));
    fitTickLabels(); // a first guess from the widget's width, refined after the layout
    m_plot->replot();
}

bool ComparisonView::fitTickLabels()
{
    const QList<QCPAxisRect*> rects = m_plot->axisRects();
    if (m_names.isEmpty() || rects.isEmpty()) return false;
    // The lowest chart carries the names; the charts above share its ticker.
    QCPAxis* x = rects.back()->axis(QCPAxis::atBottom);
    const double width = rects.back()->width() > 0 ? rects.back()->width() : m_plot->width();
    const double spacing = width / x->range().size();
    const QFont font = x->tickLabelFont();
    const BarLabels fit = fitBarLabels(m_names, font, spacing);
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

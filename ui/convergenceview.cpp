// Plotting search progress with QCustomPlot, throttled by a timer.
#include "convergenceview.h"

#include <QFontMetrics>
#include <QStringList>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

#include "format.h"
#include "legendplacement.h"

namespace topoopt::ui {

ConvergenceView::ConvergenceView(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    setObjectName(QStringLiteral("convergenceView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_plot);

    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, QString(), QFont(font().family(), font().pointSize() + 1));
    m_plot->plotLayout()->addElement(0, 0, m_title);
    m_plot->xAxis->setLabel(tr("Proposal"));
    m_plot->yAxis->setLabel(tr("Simulated iteration time (ms)"));

    auto scatterGraph = [this](const QString& name, QCPScatterStyle style) {
        QCPGraph* g = m_plot->addGraph();
        g->setName(name);
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(style);
        g->setAdaptiveSampling(true);
        return g;
    };
    m_rejectedGraph = scatterGraph(
        tr("Rejected"), QCPScatterStyle(QCPScatterStyle::ssCross, QColor(0xb0, 0xb0, 0xb0), 4));
    m_acceptedGraph = scatterGraph(
        tr("Accepted"), QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0x2c, 0xa0, 0x2c), 4));
    m_topologyGraph =
        scatterGraph(tr("Topology plane"), QCPScatterStyle(QCPScatterStyle::ssDiamond,
                                                           QPen(QColor(0x94, 0x67, 0xbd), 1.5),
                                                           QColor(0x94, 0x67, 0xbd, 90), 8));
    m_bestGraph = m_plot->addGraph();
    m_bestGraph->setName(tr("Best so far"));
    m_bestGraph->setLineStyle(QCPGraph::lsStepLeft);
    m_bestGraph->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 2));
    // Added last, so the graphs above keep their indexes. An upward triangle: the proposal's
    // time is at least where it is drawn.
    m_boundGraph =
        scatterGraph(tr("Rejected on a lower bound (at least)"),
                     QCPScatterStyle(QCPScatterStyle::ssTriangle, QColor(0xc8, 0xa0, 0x78), 4));
    m_plot->legend->setVisible(true);
    m_plot->legend->setBrush(QColor(255, 255, 255, 220));
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->setNoAntialiasingOnDrag(true);
    // A live search redraws many times a second; refitting then would undo the user's zoom.
    connect(m_plot, &QCustomPlot::mousePress, this, [this] { setFit(false); });
    connect(m_plot, &QCustomPlot::mouseWheel, this, [this] { setFit(false); });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this] { setFit(true); });
    m_plot->setToolTip(tr("Drag or scroll to zoom; double-click to fit the data again"));
    // After every layout step (also a resize, a zoom, a tab first shown), when the pixels of the
    // axis rect are known, before anything is drawn.
    connect(m_plot, &QCustomPlot::afterLayout, this, &ConvergenceView::placeRoundLabels);

    // Rejected proposals can be several times slower than the chain; fitting them all would
    // flatten the band where the search moves, so they are counted here instead, as are those
    // too large to simulate, which have no time to plot.
    m_cornerNote = new QCPItemText(m_plot);
    m_cornerNote->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_cornerNote->position->setCoords(0.01, 0.01);
    m_cornerNote->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_cornerNote->setTextAlignment(Qt::AlignLeft); // its lines, one per note
    m_cornerNote->setColor(QColor(0x60, 0x60, 0x60));
    m_cornerNote->setClipToAxisRect(true);

    m_timer.setSingleShot(true);
    m_timer.setInterval(kRedrawIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &ConvergenceView::replot);
    reset(0);
}

void ConvergenceView::reset(int expectedProposals)
{
    for (QCPGraph* g :
         {m_acceptedGraph, m_rejectedGraph, m_boundGraph, m_topologyGraph, m_bestGraph})
        g->data()->clear();
    // Alternation lines and labels go; the corner note stays (it is not one of them).
    for (int i = m_plot->itemCount() - 1; i >= 0; --i)
        if (m_plot->item(i) != m_cornerNote) m_plot->removeItem(i);
    m_roundLabels.clear();
    m_times.clear();
    m_walkMaxMs = m_startBestMs = 0;
    m_above = 0;
    m_fit = true;
    m_proposals = m_accepted = m_bounded = m_refused = m_alternations = 0;
    m_lastStep = -1;
    m_round = 0;
    m_bestMs = m_minMs = m_maxMs = 0;
    m_status =
        expectedProposals > 0 ? tr("Searching...") : tr("No search yet: press Run to start one");
    m_dirty = true;
    replot();
}

void ConvergenceView::appendProposals(const std::vector<ProposalEvent>& batch)
{
    for (const ProposalEvent& e : batch) {
        const double x = e.step;
        if (!e.refused.empty()) {
            // No time to plot: the note in the corner counts it.
            m_bestGraph->addData(x, e.bestMs);
            if (m_times.empty()) m_minMs = m_maxMs = m_startBestMs = e.bestMs;
            m_bestMs = e.bestMs;
            ++m_refused;
            ++m_proposals;
            m_lastStep = e.step;
            m_round = e.round;
            continue;
        }
        if (e.plane == SearchPlane::Topology)
            m_topologyGraph->addData(x, e.iterationMs);
        else if (e.accepted)
            m_acceptedGraph->addData(x, e.iterationMs);
        else if (e.lowerBound)
            m_boundGraph->addData(x, e.iterationMs);
        else
            m_rejectedGraph->addData(x, e.iterationMs);
        m_bestGraph->addData(x, e.bestMs);
        if (m_times.empty()) {
            m_minMs = m_maxMs = e.iterationMs;
            m_startBestMs = e.bestMs; // the starting strategy's time, unless this one beat it
        }
        m_minMs = std::min({m_minMs, e.iterationMs, e.bestMs});
        m_maxMs = std::max(m_maxMs, e.iterationMs);
        if (e.accepted || e.plane == SearchPlane::Topology)
            m_walkMaxMs = std::max(m_walkMaxMs, e.iterationMs);
        m_times.push_back(e.iterationMs);
        m_bestMs = e.bestMs;
        m_accepted += e.accepted ? 1 : 0;
        m_bounded += e.lowerBound ? 1 : 0;
        ++m_proposals;
        m_lastStep = e.step;
        m_round = e.round;
    }
    if (!batch.empty()) scheduleReplot();
}

void ConvergenceView::addAlternation(const AlternationEvent& event)
{
    // A dashed vertical line after the last proposal of the round (spec 4: alternation).
    auto* line = new QCPItemStraightLine(m_plot);
    const double x = m_lastStep + 0.5;
    line->point1->setCoords(x, 0);
    line->point2->setCoords(x, 1);
    line->setPen(QPen(QColor(0x80, 0x80, 0x80), 1, Qt::DashLine));
    auto* label = new QCPItemText(m_plot);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    // At the foot of the line: the fitted range leaves a margin under the best-so-far line
    // there, while the legend and the note take the top.
    label->position->setCoords(x, 0.985);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    label->setText(event.topologyKept ? tr(" round %1: topology kept").arg(event.round + 1)
                                      : tr(" round %1").arg(event.round + 1));
    label->setColor(QColor(0x50, 0x50, 0x50));
    label->setClipToAxisRect(true);
    m_roundLabels.push_back(label);
    ++m_alternations;
    scheduleReplot();
}

void ConvergenceView::showHistory(const std::vector<ProposalEvent>& history, const QString& status)
{
    int lastStep = 0;
    for (const ProposalEvent& e : history)
        lastStep = std::max(lastStep, e.step);
    reset(history.empty() ? 0 : lastStep + 1);
    // The live view gets a round's alternation right after its TopologyFinder step (and the
    // topology moves), which are the round's topology-plane proposals.
    for (auto begin = history.begin(); begin != history.end();) {
        const auto end = std::find_if(
            begin, history.end(), [&](const ProposalEvent& e) { return e.round != begin->round; });
        appendProposals(std::vector<ProposalEvent>(begin, end));
        AlternationEvent alternation;
        alternation.round = begin->round;
        bool alternated = false;
        for (auto e = begin; e != end; ++e)
            if (e->plane == SearchPlane::Topology) {
                alternated = true;
                alternation.topologyKept = alternation.topologyKept || e->accepted;
            }
        if (alternated) addAlternation(alternation);
        begin = end;
    }
    setStatus(status);
}

void ConvergenceView::setStatus(const QString& text)
{
    m_status = text;
    m_dirty = true;
    replot();
}

void ConvergenceView::setFit(bool fit)
{
    if (m_fit == fit) return;
    m_fit = fit;
    m_dirty = true;
    replot();
}

void ConvergenceView::fitAxes()
{
    // x: the proposals so far, with room for the next ones (the budget is in the progress bar).
    m_plot->xAxis->setRange(0, std::max(10.0, (m_lastStep + 1) * 1.04));
    if (m_proposals == 0) {
        m_plot->yAxis->setRange(0, 1);
        m_above = 0;
        return;
    }
    // y: the band the chain walked through (accepted proposals, and the best from the start),
    // widened to all proposals when few lie above it.
    double top = std::max({m_walkMaxMs, m_startBestMs, m_bestMs});
    const auto countAbove = [this](double level) {
        return static_cast<int>(
            std::count_if(m_times.begin(), m_times.end(), [level](double t) { return t > level; }));
    };
    const int above = countAbove(top);
    if (above == 0 || m_maxMs <= top * 1.25) {
        top = m_maxMs;
    } else if (2 * above > static_cast<int>(m_times.size())) {
        // Most proposals above the walk (few accepted): show three quarters of all of them,
        // still leaving the far outliers out.
        std::vector<double> sorted = m_times;
        const auto q = sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() * 3 / 4);
        std::nth_element(sorted.begin(), q, sorted.end());
        top = std::max(top, *q);
    }
    const double span = std::max(top - m_minMs, top * 0.02 + 1e-9);
    const double high = top + span * 0.08;
    m_plot->yAxis->setRange(std::max(0.0, m_minMs - span * 0.08), high);
    m_above = countAbove(high);
}

void ConvergenceView::scheduleReplot()
{
    m_dirty = true;
    if (!m_timer.isActive()) m_timer.start();
}

void ConvergenceView::replot()
{
    if (!m_dirty) return;
    m_dirty = false;
    if (m_proposals > 0)
        m_title->setText(tr("%1  \u2014  %2 proposals (%3 accepted), round %4, best %5")
                             .arg(m_status)
                             .arg(m_proposals)
                             .arg(m_accepted)
                             .arg(m_round + 1)
                             .arg(formatMs(m_bestMs)));
    else
        m_title->setText(m_status);
    if (m_fit) fitAxes();
    // No plural nouns: the CLI's figures run without the English catalogue's plural forms.
    QStringList notes;
    if (!m_fit) notes << tr("Zoomed: double-click to fit the data");
    if (m_fit && m_above > 0)
        notes << tr("\u25b2 %1 more above, up to %2").arg(m_above).arg(formatMs(m_maxMs));
    // Here rather than in the title, so that a figure, which drops the title, says it too.
    if (m_refused > 0) notes << tr("%1 too large to simulate, not plotted").arg(m_refused);
    m_cornerNote->setText(notes.join(QLatin1Char('\n')));
    placeLegend();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    ++m_replots;
}

void ConvergenceView::placeRoundLabels()
{
    const double right = m_plot->axisRect()->rect().right();
    for (QCPItemText* label : m_roundLabels) {
        const double x = m_plot->xAxis->coordToPixel(label->position->key());
        const double width = QFontMetrics(label->font()).horizontalAdvance(label->text());
        label->setPositionAlignment((x + width > right ? Qt::AlignRight : Qt::AlignLeft) |
                                    Qt::AlignBottom);
    }
}

Qt::Alignment ConvergenceView::legendCorner() const
{
    return m_plot->axisRect()->insetLayout()->insetAlignment(0);
}

void ConvergenceView::placeLegend()
{
    // A small paper figure puts the legend under the plot (figurerenderer.cpp): no corner.
    if (m_plot->legend->layout() != m_plot->axisRect()->insetLayout()) return;
    // A corner fixed at the top right hid the newest proposals whenever the walk ran high, and
    // counting only the points put it over the best-so-far line, which runs along the bottom
    // once the search settles. The top left holds the note on proposals above the range when
    // there is one.
    const QCPAxis* x = m_plot->xAxis;
    const QCPAxis* y = m_plot->yAxis;
    LegendObstacles obstacles;
    for (const QCPGraph* graph : {m_acceptedGraph, m_rejectedGraph, m_boundGraph, m_topologyGraph})
        for (const QCPGraphData& d : *graph->data())
            obstacles.points.emplace_back(x->coordToPixel(d.key), y->coordToPixel(d.value));
    // The step line as drawn (lsStepLeft: each value holds until the next key), one vertex
    // per change of the best.
    QPolygonF best;
    for (const QCPGraphData& d : *m_bestGraph->data()) {
        const QPointF p(x->coordToPixel(d.key), y->coordToPixel(d.value));
        if (!best.isEmpty() && best.last().y() != p.y()) best << QPointF(p.x(), best.last().y());
        if (best.size() >= 2 && best.last().y() == p.y() && best[best.size() - 2].y() == p.y())
            best.last() = p; // still level: stretch the last segment
        else
            best << p;
    }
    obstacles.lines.push_back(best);
    std::vector<Qt::Alignment> corners = {Qt::AlignTop | Qt::AlignRight,
                                          Qt::AlignBottom | Qt::AlignRight,
                                          Qt::AlignBottom | Qt::AlignLeft};
    if (m_cornerNote->text().isEmpty()) corners.push_back(Qt::AlignTop | Qt::AlignLeft);
    const Qt::Alignment current = legendCorner();
    const Qt::Alignment chosen =
        chooseLegendCorner(m_plot->axisRect()->rect(), m_plot->legend->minimumOuterSizeHint(),
                           obstacles, current, corners);
    if (chosen != current) m_plot->axisRect()->insetLayout()->setInsetAlignment(0, chosen);
}

} // namespace topoopt::ui

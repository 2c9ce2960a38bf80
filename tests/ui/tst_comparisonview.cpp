// The comparison view shows what its rows say: bars that add up to the iteration time, one
// time unit a chart, fabric names that fit their bars.
#include <QtTest>

#include <qcustomplot.h>

#include <cmath>
#include <numbers>

#include "barlabels.h"
#include "comparerows.h"
#include "comparisonview.h"
#include "format.h"
#include "iterationbreakdown.h"
#include "sim/simtopologies.h"
#include "sim/simulator.h"

using namespace topoopt;

class TestComparisonView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void comparisonShowsRows();
    void comparisonStacksToTheIteration();
    void comparisonUsesOneTimeUnit();
    void comparisonNamesFitTheirBars_data();
    void comparisonNamesFitTheirBars();
    void comparisonLabelsFitASmallPlot_data();
    void comparisonLabelsFitASmallPlot();
    void comparisonWithoutCostChart();
};

void TestComparisonView::comparisonShowsRows()
{
    ui::ComparisonView view;
    view.resize(900, 500);
    view.show();
    QVERIFY(view.speedupLabels().isEmpty());
    std::vector<ui::ComparisonRow> rows = {
        {"topoopt", "TopoOpt", 100, 70, 30, 1.2e6, 3.0},
        {"fattree", "Fat-tree", 300, 70, 230, 1.2e6, 1.0},
        {"ideal", "Ideal switch", 90, 70, 20, 0, 3.33},
    };
    view.setRows(rows, QStringLiteral("cost-equivalent fat-tree"));
    QCOMPARE(view.rows().size(), std::size_t(3));
    const QStringList labels = view.speedupLabels();
    QCOMPARE(labels.size(), 3);
    QVERIFY2(labels[0].contains(QStringLiteral("3.00x")), qPrintable(labels[0]));
    QVERIFY(labels[1].contains(QStringLiteral("1.00x")));
    QVERIFY(labels[0].contains(QStringLiteral("100.00 ms")));
    int bars = 0;
    for (int i = 0; i < view.plot()->plottableCount(); ++i)
        if (auto* b = qobject_cast<QCPBars*>(view.plot()->plottable(i))) bars += b->dataCount();
    QCOMPARE(bars, 3 + 3 + 2); // compute, exposed comm, cost (unknown cost has no bar)
    view.clear(QStringLiteral("nothing"));
    QVERIFY(view.speedupLabels().isEmpty());
}

namespace {

/// Values of the named bars (the stacked parts of the time chart), by bar.
std::vector<double> barValues(const ui::ComparisonView& view, const char* name)
{
    std::vector<double> values;
    for (int i = 0; i < view.plot()->plottableCount(); ++i)
        if (auto* b = qobject_cast<QCPBars*>(view.plot()->plottable(i));
            b && b->objectName() == QLatin1String(name))
            for (auto it = b->data()->constBegin(); it != b->data()->constEnd(); ++it)
                values.push_back(it->mainValue());
    return values;
}

/// A two-stage pipeline on two servers: each GPU computes 8 ms, the critical path 16 ms (both
/// stages, forward and backward) plus the activations and gradients crossing between them.
TaskGraph pipelineGraph()
{
    TaskGraph g;
    g.servers = 2;
    g.devices = 2;
    const auto compute = [](int device, const char* label) {
        SimTask t;
        t.kind = TaskKind::Compute;
        t.device = device;
        t.durationMs = 4;
        t.label = label;
        return t;
    };
    const auto transfer = [](int src, int dst) {
        SimTask t;
        t.kind = TaskKind::Transfer;
        t.src = src;
        t.dst = dst;
        t.bytes = 25e6; // 2 ms at 100 Gbps
        return t;
    };
    g.tasks = {compute(0, "fwd stage 0"), transfer(0, 1), compute(1, "fwd stage 1"),
               compute(1, "bwd stage 1"), transfer(1, 0), compute(0, "bwd stage 0")};
    for (int i = 0; i + 1 < static_cast<int>(g.tasks.size()); ++i)
        g.tasks[static_cast<std::size_t>(i)].successors = {i + 1};
    return g;
}

} // namespace

void TestComparisonView::comparisonStacksToTheIteration()
{
    const SimResult sim =
        simulate(pipelineGraph(), sim::idealSwitchTopology(2, 1, 100), SimOptions{});
    // The case the bars got wrong: the busiest GPU computes half of what the critical path does.
    QCOMPARE(sim.computeMs, 8.0);
    const ui::IterationParts parts = ui::iterationParts(sim.iterationMs, sim.exposedCommMs);
    QVERIFY2(std::abs(parts.criticalComputeMs - 16.0) < 1e-6,
             qPrintable(QString::number(parts.criticalComputeMs)));
    QVERIFY(sim.exposedCommMs > 3.9);

    ui::ComparisonView view;
    view.resize(900, 500);
    view.show();
    view.setRows(
        {{"pipe", "Pipeline", sim.iterationMs, sim.computeMs, sim.exposedCommMs, 0, 1},
         {"slow", "Slow", 2 * sim.iterationMs, sim.computeMs, 2 * sim.iterationMs - 16.0, 0, 0.5}});
    const std::vector<double> compute = barValues(view, "compute");
    const std::vector<double> comm = barValues(view, "exposedComm");
    QCOMPARE(compute.size(), std::size_t(2));
    QCOMPARE(comm.size(), std::size_t(2));
    // Every bar reaches its own label: its parts sum to the iteration time (ms on this chart).
    for (std::size_t i = 0; i < 2; ++i)
        QVERIFY2(std::abs(compute[i] + comm[i] - view.rows()[i].iterationMs) < 1e-9,
                 qPrintable(QStringLiteral("bar %1: %2 + %3").arg(i).arg(compute[i]).arg(comm[i])));
    QVERIFY(std::abs(compute[0] - sim.computeMs) > 7);

    // The summary's sentence adds up as printed, and names the busiest GPU's figure apart.
    const QString text =
        ui::iterationBreakdownText(sim.iterationMs, sim.computeMs, sim.exposedCommMs);
    const QRegularExpression re(
        QStringLiteral("^([0-9.]+) ms = ([0-9.]+) ms compute on the critical path \\+ ([0-9.]+) "
                       "ms exposed communication \\(busiest GPU: 8.00 ms of compute\\)$"));
    const QRegularExpressionMatch m = re.match(text);
    QVERIFY2(m.hasMatch(), qPrintable(text));
    QCOMPARE(m.captured(1) + QStringLiteral(" ms"), ui::formatMs(sim.iterationMs));
    QCOMPARE(m.captured(1).toDouble(), m.captured(2).toDouble() + m.captured(3).toDouble());
}

void TestComparisonView::comparisonUsesOneTimeUnit()
{
    ui::ComparisonView view;
    view.resize(900, 500);
    view.show();
    const auto axisLabel = [&view] {
        return view.plot()->axisRects().front()->axis(QCPAxis::atLeft)->label();
    };
    // Past 10 s the axis and every label are in seconds (CANDLE's 21.58 s over a ms axis).
    view.setRows({{"a", "A", 21580, 500, 21000, 0, 1}, {"b", "B", 4390, 500, 3800, 0, 4.9}});
    QCOMPARE(axisLabel(), QStringLiteral("Iteration time (s)"));
    QStringList labels = view.speedupLabels();
    QVERIFY2(labels[0].startsWith(QStringLiteral("21.58 s\n")), qPrintable(labels[0]));
    QVERIFY2(labels[1].startsWith(QStringLiteral("4.39 s\n")), qPrintable(labels[1]));
    const std::vector<double> compute = barValues(view, "compute");
    const std::vector<double> comm = barValues(view, "exposedComm");
    QVERIFY(std::abs(compute[0] + comm[0] - 21.58) < 1e-9);
    // Below it, milliseconds throughout, even for a label formatMs() would put in seconds.
    view.setRows({{"a", "A", 1460.12, 390, 1000, 0, 1}, {"b", "B", 861.15, 390, 100, 0, 1.7}});
    QCOMPARE(axisLabel(), QStringLiteral("Iteration time (ms)"));
    labels = view.speedupLabels();
    QVERIFY2(labels[0].startsWith(QStringLiteral("1460.12 ms\n")), qPrintable(labels[0]));
    QVERIFY2(labels[1].startsWith(QStringLiteral("861.15 ms\n")), qPrintable(labels[1]));
}

void TestComparisonView::comparisonNamesFitTheirBars_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("level");
    // The comparison tab's width in 1024- and 1440-pixel windows (docks on both sides), a
    // narrow one, and a wide one where the names stay level.
    QTest::newRow("narrow") << 380 << false;
    QTest::newRow("1024 window") << 630 << false;
    QTest::newRow("1440 window") << 730 << true;
    QTest::newRow("wide") << 1300 << true;
}

void TestComparisonView::comparisonNamesFitTheirBars()
{
    QFETCH(int, width);
    QFETCH(bool, level);
    ui::ComparisonView view;
    view.resize(width, 600);
    view.show();
    std::vector<ui::ComparisonRow> rows;
    for (const char* name : {"TopoOpt", "Expander", "Ring", "Torus", "Fat-tree", "Ideal switch",
                             "Fat-tree, equal cost (314 Gbps)"})
        rows.push_back({"kind", name, 800, 390, 400, 9e5, 1});
    view.setRows(rows);
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.plot()->replot();
    QCPAxis* x = view.plot()->axisRects().back()->axis(QCPAxis::atBottom);
    const double spacing = x->coordToPixel(2) - x->coordToPixel(1);
    const QFontMetricsF fm(x->tickLabelFont());
    const QStringList texts = x->ticker().dynamicCast<QCPAxisTickerText>()->ticks().values();
    QCOMPARE(texts.size(), 7);
    QCOMPARE(x->tickLabelRotation() == 0, level);
    if (x->tickLabelRotation() == 0) {
        // Level names: neighbours' widest lines leave a gap between them.
        const auto widest = [&fm](const QString& text) {
            double w = 0;
            for (const QString& line : text.split(QLatin1Char('\n')))
                w = std::max(w, fm.horizontalAdvance(line));
            return w;
        };
        for (qsizetype i = 0; i + 1 < texts.size(); ++i)
            QVERIFY2((widest(texts[i]) + widest(texts[i + 1])) / 2 < spacing - 4,
                     qPrintable(texts[i] + QStringLiteral(" / ") + texts[i + 1]));
    } else {
        // Slanted names: parallel lines a text line apart, the first one inside the widget.
        const double radians = std::abs(x->tickLabelRotation()) * std::numbers::pi / 180;
        QVERIFY(spacing * std::sin(radians) >= fm.height());
        QVERIFY(!texts.join(QString()).contains(QLatin1Char('\n')));
        QVERIFY(x->coordToPixel(1) -
                    ui::slantedOverhang(texts[0], x->tickLabelFont(), x->tickLabelRotation()) >=
                0);
    }
}

namespace {

/// The value labels of one chart (objectName "speedup" or "cost"), left to right.
QList<QCPItemText*> valueLabels(const ui::ComparisonView& view, const char* name)
{
    QList<QCPItemText*> labels;
    for (int i = 0; i < view.plot()->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(view.plot()->item(i));
            text && text->objectName() == QLatin1String(name))
            labels << text;
    return labels;
}

} // namespace

void TestComparisonView::comparisonLabelsFitASmallPlot_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("full");
    QTest::addColumn<bool>("fullNames");
    // A single-column paper figure (85 x 70 mm is about 320 x 260 at 96 dpi), the tab in a
    // 1440 window, and a wide one.
    QTest::newRow("single column") << QSize(330, 300) << false << false;
    QTest::newRow("1440 window") << QSize(730, 650) << true << true;
    QTest::newRow("wide") << QSize(1300, 700) << true << true;
}

// Before, a single-column figure drew every label over its neighbours ("450k USD450k USD..."),
// the legend over the bars and the axis labels over each other.
void TestComparisonView::comparisonLabelsFitASmallPlot()
{
    QFETCH(QSize, size);
    QFETCH(bool, full);
    QFETCH(bool, fullNames);
    ui::ComparisonView view;
    view.resize(size);
    view.show();
    view.setRows(test::dlrmCompareRows());
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.plot()->replot();
    const QList<QCPAxisRect*> rects = view.plot()->axisRects();
    QCOMPARE(rects.size(), 2);
    QCPAxis* x = rects.back()->axis(QCPAxis::atBottom);
    const double spacing = x->coordToPixel(2) - x->coordToPixel(1);
    for (const char* name : {"speedup", "cost"}) {
        const QList<QCPItemText*> labels = valueLabels(view, name);
        QCOMPARE(labels.size(), 8);
        // One form for every bar: all with a unit or none.
        const bool withUnit = labels[0]->text().contains(QLatin1String(" ms")) ||
                              labels[0]->text().contains(QLatin1String("USD"));
        for (QCPItemText* label : labels) {
            // Hidden labels are all hidden (a chart too narrow for any), and only when small.
            QCOMPARE(label->visible(), labels[0]->visible());
            QVERIFY(label->visible() || !full);
            if (!label->visible()) continue;
            const QRectF box = label->clipAxisRect()->rect(); // the chart it is clipped to
            const QFontMetricsF fm(label->font());
            double widest = 0;
            for (const QString& line : label->text().split(QLatin1Char('\n')))
                widest = std::max(widest, fm.horizontalAdvance(line));
            // Apart from its neighbours (centred a spacing away), inside its chart.
            QVERIFY2(widest < spacing, qPrintable(label->text()));
            const double top = label->position->pixelPosition().y() -
                               (label->text().count(QLatin1Char('\n')) + 1) * fm.lineSpacing();
            QVERIFY2(top >= box.top() - 1, qPrintable(label->text()));
            QCOMPARE(label->text().contains(QLatin1String(" ms")) ||
                         label->text().contains(QLatin1String("USD")),
                     withUnit);
        }
        QCOMPARE(withUnit, full);
    }
    // The speedups stay when the times go.
    for (QCPItemText* label : valueLabels(view, "speedup"))
        QVERIFY2(label->text().endsWith(QLatin1Char('x')), qPrintable(label->text()));
    // A single-column figure's fonts (9 px, as the renderer sets them) keep the speedups.
    if (!full) {
        for (QCPItemText* label : valueLabels(view, "speedup")) {
            QFont f = label->font();
            f.setPixelSize(9);
            label->setFont(f);
        }
        view.plot()->replot();
        for (QCPItemText* label : valueLabels(view, "speedup"))
            QVERIFY2(label->visible() && label->text().endsWith(QLatin1Char('x')),
                     qPrintable(label->text()));
    }
    // The legend stands above the charts, not over them.
    QCPLegend* legend = nullptr;
    for (QCPLayoutElement* element : view.plot()->plotLayout()->elements(false))
        if (auto* l = qobject_cast<QCPLegend*>(element)) legend = l;
    QVERIFY(legend);
    QCOMPARE(legend->itemCount(), 2);
    QVERIFY(legend->outerRect().bottom() <= rects.front()->outerRect().top() + 1);
    // Tick labels a line apart, and axis labels no longer than their axes.
    for (QCPAxisRect* rect : rects) {
        QCPAxis* y = rect->axis(QCPAxis::atLeft);
        const QFontMetricsF fm(y->tickLabelFont());
        QVERIFY(y->tickVector().size() * fm.height() <= rect->height());
        const bool longLabel = y->label().startsWith(QLatin1String("Iteration")) ||
                               y->label().startsWith(QLatin1String("Cost"));
        if (longLabel)
            QVERIFY2(QFontMetricsF(y->labelFont()).horizontalAdvance(y->label()) <= rect->height(),
                     qPrintable(y->label()));
    }
    // Short names where the full ones would slant across a third of the plot.
    const QStringList names = x->ticker().dynamicCast<QCPAxisTickerText>()->ticks().values();
    QCOMPARE(names.join(QString()).contains(QLatin1String("d x B")), fullNames);
}

void TestComparisonView::comparisonWithoutCostChart()
{
    ui::ComparisonView view;
    view.resize(400, 200);
    view.setShowCost(false);
    view.setRows(test::dlrmCompareRows());
    QCOMPARE(view.plot()->axisRects().size(), 1);
    QVERIFY(valueLabels(view, "cost").isEmpty());
    // The times' chart names the bars itself.
    QVERIFY(view.plot()->axisRects().front()->axis(QCPAxis::atBottom)->tickLabels());
    view.setShowCost(true);
    QCOMPARE(view.plot()->axisRects().size(), 2);
}

QTEST_MAIN(TestComparisonView)
#include "tst_comparisonview.moc"

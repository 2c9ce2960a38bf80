// The convergence view: live proposals at a bounded redraw rate, a y range fitted to the walk,
// a legend that keeps clear of the data, and finished searches shown from their history.
#include <QtTest>

#include <qcustomplot.h>

#include <algorithm>
#include <vector>

#include "convergenceview.h"
#include "legendplacement.h"

using namespace topoopt;

class TestConvergenceView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void convergenceThrottlesRedraws();
    void convergenceFitsTheWalkAndKeepsTheUsersZoom();
    void convergenceLegendAvoidsThePoints();
    void legendCornerCountsTheLine();
    void convergenceLegendAvoidsTheBestLine();
    void convergenceFromHistoryKeepsRoundLabelsInside();
    void refusedProposalsAreCountedNotPlotted();
};

void TestConvergenceView::convergenceThrottlesRedraws()
{
    ui::ConvergenceView view;
    view.resize(800, 500);
    view.show();
    view.reset(1000);
    const int before = view.replotCount();
    double best = 100;
    for (int batch = 0; batch < 100; ++batch) {
        std::vector<ProposalEvent> events;
        for (int i = 0; i < 10; ++i) {
            ProposalEvent e;
            e.step = batch * 10 + i;
            e.round = e.step / 250;
            e.iterationMs = 50 + (e.step * 37 % 60);
            e.accepted = e.iterationMs < best + 5;
            e.lowerBound = !e.accepted && e.step % 7 == 0; // decided on a bound, not simulated
            best = std::min(best, e.iterationMs);
            e.bestMs = best;
            events.push_back(e);
        }
        view.appendProposals(events);
        if (batch % 25 == 24) {
            AlternationEvent a;
            a.round = batch / 25;
            view.addAlternation(a);
        }
    }
    // 100 batches and 4 alternations arrived without one redraw: the timer does them.
    QCOMPARE(view.replotCount(), before);
    QTRY_VERIFY(view.replotCount() > before);
    QCOMPARE(view.proposalCount(), 1000);
    QCOMPARE(view.alternationCount(), 4);
    QCOMPARE(view.bestMs(), 50.0);
    QCOMPARE(view.acceptedCount() + view.rejectedCount(), 1000);
    QCOMPARE(view.plot()->graph(3)->dataCount(), 1000); // best so far
    // Proposals rejected on a bound get their own marks, apart from the simulated rejections.
    QVERIFY(view.boundRejectedCount() > 0);
    QCOMPARE(view.plot()->graph(4)->dataCount(), view.boundRejectedCount());
    QCOMPARE(view.plot()->graph(0)->dataCount(), view.rejectedCount() - view.boundRejectedCount());
    QVERIFY(view.replotCount() - before <= 3);
}

namespace {
/// Proposals `from` .. `to` - 1: the chain walks between 70 and 70.86 ms; every tenth proposal is a
/// rejected outlier at 300 ms.
std::vector<ProposalEvent> walkWithOutliers(int from, int to)
{
    std::vector<ProposalEvent> events;
    for (int step = from; step < to; ++step) {
        ProposalEvent e;
        e.step = step;
        const bool outlier = step % 10 == 5;
        e.iterationMs = outlier ? 300 : 70 + (step % 7) / 7.0;
        e.accepted = !outlier;
        e.bestMs = 70;
        events.push_back(e);
    }
    return events;
}
} // namespace

void TestConvergenceView::convergenceFitsTheWalkAndKeepsTheUsersZoom()
{
    ui::ConvergenceView view;
    view.resize(800, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.reset(4000);
    view.appendProposals(walkWithOutliers(0, 100));
    QTRY_VERIFY(view.plot()->yAxis->range().upper > 70.85 &&
                view.plot()->yAxis->range().upper < 100);
    // The band of the walk fills the plot; the ten outliers are counted, not fitted.
    const QCPRange y = view.plot()->yAxis->range();
    QVERIFY2(y.lower < 70 && y.upper > 70.85,
             qPrintable(QStringLiteral("%1 %2").arg(y.lower).arg(y.upper)));
    QCOMPARE(view.proposalsAbove(), 10);
    // x follows the proposals made, not the budget of 4000.
    QVERIFY(view.plot()->xAxis->range().upper >= 100);
    QVERIFY(view.plot()->xAxis->range().upper < 200);

    // The user zooms: new proposals no longer move the axes.
    const QPointF centre(view.plot()->width() / 2.0, view.plot()->height() / 2.0);
    QWheelEvent wheel(centre, view.plot()->mapToGlobal(centre), QPoint(), QPoint(0, 120),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view.plot(), &wheel);
    QVERIFY(!view.fitsData());
    view.plot()->yAxis->setRange(0, 1000);
    view.plot()->xAxis->setRange(0, 5000);
    const int replots = view.replotCount();
    view.appendProposals(walkWithOutliers(100, 200));
    QTRY_VERIFY(view.replotCount() > replots);
    QCOMPARE(view.plot()->yAxis->range(), QCPRange(0, 1000));
    QCOMPARE(view.plot()->xAxis->range(), QCPRange(0, 5000));

    // A double-click fits the data again, all 200 proposals.
    QTest::mouseDClick(view.plot(), Qt::LeftButton, Qt::NoModifier, centre.toPoint());
    QTRY_VERIFY(view.fitsData());
    QTRY_VERIFY(view.plot()->yAxis->range().upper > 70.85 &&
                view.plot()->yAxis->range().upper < 100);
    QCOMPARE(view.proposalsAbove(), 20);
    QVERIFY(view.plot()->xAxis->range().upper >= 200);

    // When most proposals are far above the walk (few accepted), three quarters of them show.
    view.reset(100);
    std::vector<ProposalEvent> rejecting;
    for (int step = 0; step < 40; ++step) {
        ProposalEvent e;
        e.step = step;
        e.accepted = step % 10 == 0;
        e.iterationMs = e.accepted ? 70 : 100 + step; // up to 139 ms
        e.bestMs = 70;
        rejecting.push_back(e);
    }
    view.appendProposals(rejecting);
    QTRY_VERIFY(view.plot()->yAxis->range().upper > 120);
    QVERIFY(view.plot()->yAxis->range().upper < 139);
    QVERIFY(view.proposalsAbove() > 0 && view.proposalsAbove() <= 10);

    // When only a few proposals are a little above the walk, everything is fitted.
    view.reset(100);
    std::vector<ProposalEvent> mild = walkWithOutliers(0, 50);
    for (ProposalEvent& e : mild)
        if (!e.accepted) e.iterationMs = 72;
    view.appendProposals(mild);
    QTRY_VERIFY(view.plot()->yAxis->range().upper > 72);
    QCOMPARE(view.proposalsAbove(), 0);
}

// The legend moves out of the way of the points and the best-so-far line: here the walk fills
// the top right and the bottom left, the best line runs along the bottom, and the top left is
// empty (nothing lies above the fitted range, so there is no note there).
void TestConvergenceView::convergenceLegendAvoidsThePoints()
{
    ui::ConvergenceView view;
    view.resize(800, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.reset(200);
    QCOMPARE(view.legendCorner(), Qt::AlignTop | Qt::AlignRight);
    std::vector<ProposalEvent> events;
    for (int step = 0; step < 100; ++step) {
        ProposalEvent e;
        e.step = step;
        e.accepted = true;
        e.iterationMs = step < 50 ? 70 : 80;
        e.bestMs = 70;
        events.push_back(e);
    }
    view.appendProposals(events);
    QTRY_COMPARE(view.legendCorner(), Qt::AlignTop | Qt::AlignLeft);
    // More of the same does not move it again.
    for (ProposalEvent& e : events)
        e.step += 100;
    const int replots = view.replotCount();
    view.appendProposals(events);
    QTRY_VERIFY(view.replotCount() > replots);
    QCOMPARE(view.legendCorner(), Qt::AlignTop | Qt::AlignLeft);
}

// The corner choice in pixels: a line's clipped length counts, so a legend stays over a few
// points rather than over the line (it moved onto the best-so-far line when only points
// counted).
void TestConvergenceView::legendCornerCountsTheLine()
{
    const QRectF box(100, 100, 100, 50);
    QCOMPARE(ui::lengthInside(QPolygonF{{0, 120}, {300, 120}}, box), 100.0);
    QCOMPARE(ui::lengthInside(QPolygonF{{0, 120}, {150, 120}, {150, 0}}, box), 50.0 + 20.0);
    QCOMPARE(ui::lengthInside(QPolygonF{{0, 10}, {300, 10}}, box), 0.0);
    QCOMPARE(ui::lengthInside(QPolygonF{{120, 0}, {120, 90}}, box), 0.0);
    QVERIFY(std::abs(ui::lengthInside(QPolygonF{{100, 100}, {200, 150}}, box) -
                     std::hypot(100.0, 50.0)) < 1e-9);

    const QRectF plot(0, 0, 400, 300);
    const QSizeF legend(120, 60);
    const auto topRight = Qt::AlignTop | Qt::AlignRight;
    const std::vector<Qt::Alignment> corners = {topRight, Qt::AlignBottom | Qt::AlignRight,
                                                Qt::AlignBottom | Qt::AlignLeft};
    ui::LegendObstacles obstacles;
    obstacles.points = {{350, 20}, {360, 30}, {370, 25}};
    QCOMPARE(ui::chooseLegendCorner(plot, legend, obstacles, topRight, corners),
             Qt::AlignBottom | Qt::AlignRight);
    obstacles.lines.push_back(QPolygonF{{0, 100}, {100, 100}, {100, 280}, {400, 280}});
    QCOMPARE(ui::chooseLegendCorner(plot, legend, obstacles, topRight, corners), topRight);
    // Too small a plot for the legend: it stays.
    QCOMPARE(ui::chooseLegendCorner(QRectF(0, 0, 100, 50), legend, obstacles,
                                    Qt::AlignBottom | Qt::AlignLeft, corners),
             Qt::AlignBottom | Qt::AlignLeft);
}

// The reviewer's case: the best drops early and then runs flat along the bottom, a few
// rejected proposals sit in the top right, outliers above put the note in the top left. The
// empty-looking bottom right would hide the line; the legend keeps to the top right.
void TestConvergenceView::convergenceLegendAvoidsTheBestLine()
{
    ui::ConvergenceView view;
    view.resize(800, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.reset(200);
    std::vector<ProposalEvent> events;
    for (int step = 0; step < 100; ++step) {
        ProposalEvent e;
        e.step = step;
        e.accepted = step < 20 || step == 25;
        e.iterationMs = step < 20 ? 70 : step == 25 ? 66 : step % 4 == 0 ? 69.5 : 68;
        if (!e.accepted && step % 20 == 10) e.iterationMs = 200; // above the fitted range
        e.bestMs = step < 25 ? 70 : 66;
        events.push_back(e);
    }
    view.appendProposals(events);
    QTRY_VERIFY(view.proposalsAbove() > 0);
    // Once more on the laid-out plot (the first placement used the empty plot's axes).
    view.plot()->replot();
    view.setStatus(QStringLiteral("Searching..."));
    QCOMPARE(view.legendCorner(), Qt::AlignTop | Qt::AlignRight);
}

// A finished search shown from its history: a round ends after each round's topology-plane
// proposal, and the last round's label, whose line is at the right edge, reads leftwards.
void TestConvergenceView::convergenceFromHistoryKeepsRoundLabelsInside()
{
    std::vector<ProposalEvent> history;
    for (int round = 0; round < 2; ++round) {
        for (int i = 0; i < 50; ++i) {
            ProposalEvent e;
            e.round = round;
            e.step = static_cast<int>(history.size());
            e.accepted = i % 2 == 0;
            e.iterationMs = 70 - i * 0.1;
            e.bestMs = 65;
            history.push_back(e);
        }
        ProposalEvent topology;
        topology.round = round;
        topology.step = static_cast<int>(history.size());
        topology.plane = SearchPlane::Topology;
        topology.accepted = round == 1;
        topology.iterationMs = topology.bestMs = 65;
        history.push_back(topology);
    }
    ui::ConvergenceView view;
    view.resize(800, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showHistory(history, QStringLiteral("Search finished"));
    QCOMPARE(view.proposalCount(), 102);
    QCOMPARE(view.alternationCount(), 2);
    view.plot()->replot(); // the queued one, now: labels are placed after its layout step
    QStringList texts;
    std::vector<Qt::Alignment> alignments;
    for (int i = 0; i < view.plot()->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(view.plot()->item(i));
            text && text->text().contains(QStringLiteral("round"))) {
            texts << text->text().trimmed();
            alignments.push_back(text->positionAlignment());
        }
    QCOMPARE(texts,
             (QStringList{QStringLiteral("round 1"), QStringLiteral("round 2: topology kept")}));
    QVERIFY(alignments[0] & Qt::AlignLeft);
    QVERIFY(alignments[1] & Qt::AlignRight);
}

// A proposal too large to simulate (ProposalEvent::refused) has no time: it adds to a count in
// the corner note and keeps the best-so-far line going, and no mark sits at 0 ms to stretch the
// range. Here the first proposal is one, as a search on thousands of servers can start.
void TestConvergenceView::refusedProposalsAreCountedNotPlotted()
{
    ui::ConvergenceView view;
    view.resize(800, 500);
    view.show();
    view.reset(40);
    std::vector<ProposalEvent> events;
    for (int step = 0; step < 40; ++step) {
        ProposalEvent e;
        e.step = step;
        e.bestMs = 70;
        if (step % 4 == 0) {
            e.refused = "/cluster/servers: one iteration on 8 servers needs more than 100 tasks";
        } else {
            e.iterationMs = 70 + step % 3;
            e.accepted = step % 3 == 0;
        }
        events.push_back(e);
    }
    view.appendProposals(events);
    QCOMPARE(view.proposalCount(), 40);
    QCOMPARE(view.refusedCount(), 10);
    QCOMPARE(view.bestMs(), 70.0);
    int marks = 0;
    for (int g = 0; g < view.plot()->graphCount(); ++g)
        if (g != 3) marks += view.plot()->graph(g)->dataCount(); // all but the best-so-far line
    QCOMPARE(marks, 30);
    QCOMPARE(view.plot()->graph(3)->dataCount(), 40);
    QTRY_VERIFY(view.plot()->yAxis->range().lower > 60); // no refused proposal at 0 ms
    QVERIFY(view.plot()->yAxis->range().upper >= 72);
    // The note in the corner counts them, in the studio and in a figure, which has no title.
    const QCPItemText* note = nullptr;
    for (int i = 0; i < view.plot()->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(view.plot()->item(i)))
            if (text->text().contains(QStringLiteral("too large"))) note = text;
    QVERIFY(note);
    QCOMPARE(note->text(), QStringLiteral("10 too large to simulate, not plotted"));
}

QTEST_MAIN(TestConvergenceView)
#include "tst_convergenceview.moc"

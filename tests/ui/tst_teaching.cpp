// Teaching mode and comfort (issue 8, part B): TopologyFinder stage by stage, themes, the
// keyboard shortcut list and the restored window layout.
#include <QtTest>

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QStyle>
#include <QTableWidget>

#include <algorithm>

#include <qcustomplot.h>

#include "document.h"
#include "graphview.h"
#include "heatmapview.h"
#include "io/trafficjson.h"
#include "mainwindow.h"
#include "projectfiles.h"
#include "settings.h"
#include "shortcutsdialog.h"
#include "studiohelpers.h"
#include "teachingmode.h"
#include "testdata.h"
#include "theme.h"
#include "topology/buildtopology.h"

using namespace topoopt;
using namespace topoopt::test;
using ui::MainWindow;

class TestTeaching : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void teachingVisitsEveryStage();
    void teachingPlaysToTheEnd();
    void teachingUsesSmallCurrentTraffic();
    void themeSwitchChangesPalette();
    void shortcutsListedFromActions();
    void windowLayoutRestored();
};

void TestTeaching::init()
{
    startClean();
}

void TestTeaching::teachingVisitsEveryStage()
{
    MainWindow w;
    w.show();
    // The default scenario has 128 servers: the 16-server example stands in.
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.teachingAction()->trigger();
    ui::TeachingMode* t = w.teachingMode();
    QVERIFY(w.teachingDock()->isVisible());
    // In front of the design editor it shares the dock area with, not behind its tab.
    QTRY_VERIFY(!t->visibleRegion().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!t->isBuilding(), 60000);
    QVERIFY(t->usesExample());
    QVERIFY(t->run().error.empty());
    QCOMPARE(t->run().traffic.servers, 16);
    auto* source = t->findChild<QLabel*>(QStringLiteral("teachingSource"));
    QVERIFY(source->text().contains(QStringLiteral("16-server example")));
    QVERIFY(source->text().contains(QStringLiteral("128 servers")));

    // The same build outside the UI: the stages must match one for one.
    TopologyOptions options = topologyOptionsFor(w.document()->scenario());
    options.kind = "topoopt";
    options.degree = ui::TeachingMode::kExampleDegree;
    const Traffic example = ui::TeachingMode::exampleTraffic();
    TopologyFinder finder(example, options);
    const Topology final = finder.run();
    const int n = t->stageCount();
    QCOMPARE(n, int(finder.stages().size()));
    QCOMPARE(t->stage(0).kind, std::string("degree-split"));
    QCOMPARE(t->stage(n - 1).kind, std::string("routes"));
    QVERIFY(t->stage(n - 1).snapshot == final);
    int rings = 0, matchings = 0;
    for (int i = 0; i < n; ++i) {
        QCOMPARE(t->stage(i).kind, finder.stages()[std::size_t(i)].kind);
        rings += t->stage(i).kind == "ring";
        matchings += t->stage(i).kind == "matching";
    }
    int permutations = 0;
    for (const Ring& r : final.rings)
        permutations += int(r.permutations.size());
    QCOMPARE(rings, permutations); // one stage per ring permutation chosen
    QVERIFY(rings >= 2);           // both groups get a ring
    QVERIFY(matchings >= 1);
    QVERIFY(std::any_of(t->run().stages.begin(), t->run().stages.end(),
                        [](const FinderStage& s) { return s.kind == "fill"; }));
    QVERIFY(matchings <= finder.portSplit().mp);
    // Every stage has its own name in the list: the permutation's +p and group, the round.
    QStringList labels;
    for (int i = 0; i < n; ++i)
        labels << t->stageLabel(i);
    QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), n);
    const auto firstRing = std::find_if(t->run().stages.begin(), t->run().stages.end(),
                                        [](const FinderStage& s) { return s.kind == "ring"; });
    const int ringStage = static_cast<int>(firstRing - t->run().stages.begin());
    QVERIFY2(labels[ringStage].contains(
                 QRegularExpression(QStringLiteral("^Ring permutation \\+\\d+ \\(.+\\)$"))),
             qPrintable(labels[ringStage]));
    QVERIFY2(labels.contains(QStringLiteral("Matching round 1")), qPrintable(labels.join(u'|')));

    // Forward through every stage, in order: the graph shows each partial topology.
    QCOMPARE(t->currentStage(), 0);
    QSet<QString> sentences;
    for (int i = 0; i < n; ++i) {
        QCOMPARE(t->currentStage(), i);
        QVERIFY(w.graphView()->topology() == t->stage(i).snapshot);
        QVERIFY(!t->shownSentence().isEmpty());
        sentences.insert(t->shownSentence());
        t->forward();
    }
    QCOMPARE(t->currentStage(), n - 1); // forward at the end stays there
    QCOMPARE(sentences.size(), n);      // one sentence per stage, each its own
    // Links only grow until routes are added.
    for (int i = 1; i < n; ++i)
        QVERIFY(t->stage(i).snapshot.links.size() >= t->stage(i - 1).snapshot.links.size());
    // And back again.
    for (int i = n - 1; i >= 0; --i) {
        QCOMPARE(t->currentStage(), i);
        QVERIFY(w.graphView()->topology() == t->stage(i).snapshot);
        t->back();
    }
    QCOMPARE(t->currentStage(), 0);
    t->last();
    QCOMPARE(t->currentStage(), n - 1);

    // Closing teaching mode gives the views back to the scenario.
    w.teachingAction()->trigger();
    QVERIFY(!w.teachingDock()->isVisible());
    QCOMPARE(w.graphView()->topology().servers,
             w.currentTopology() ? w.currentTopology()->servers : 0);
}

void TestTeaching::teachingPlaysToTheEnd()
{
    ui::TeachingMode t;
    t.start(std::nullopt, defaultScenario());
    QTRY_VERIFY_WITH_TIMEOUT(!t.isBuilding(), 60000);
    QSignalSpy shown(&t, &ui::TeachingMode::stageShown);
    t.setSecondsPerStage(0.05);
    t.play();
    QVERIFY(t.isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!t.isPlaying(), 20000);
    QCOMPARE(t.currentStage(), t.stageCount() - 1);
    QCOMPARE(shown.count(), t.stageCount() - 1); // every stage after the first, in order
    for (int i = 0; i < shown.count(); ++i)
        QCOMPARE(shown.at(i).at(0).toInt(), i + 1);

    // The speed chosen in the box is a remembered preference.
    auto* speed = t.findChild<QComboBox*>(QStringLiteral("teachingSpeed"));
    speed->setCurrentIndex(speed->findData(3.0));
    QCOMPARE(t.secondsPerStage(), 3.0);
    ui::TeachingMode later;
    QCOMPARE(later.secondsPerStage(), 3.0);
}

void TestTeaching::teachingUsesSmallCurrentTraffic()
{
    const Traffic dp16 =
        io::loadTraffic(test::sharedData(QStringLiteral("traffic/dp16.json")).toStdString());
    ui::TeachingMode t;
    t.start(dp16, sixteen());
    QTRY_VERIFY_WITH_TIMEOUT(!t.isBuilding(), 60000);
    QVERIFY(!t.usesExample());
    QVERIFY(t.run().traffic == dp16);
    QVERIFY(t.stageCount() >= 3);
    QCOMPARE(t.stage(t.stageCount() - 1).kind, std::string("routes"));

    // Opened before a small scenario's traffic is ready: the example stands in, then the
    // scenario's own traffic replaces it.
    MainWindow w;
    w.show();
    w.document()->setScenario(sixteen());
    w.teachingAction()->trigger();
    QVERIFY(w.teachingMode()->usesExample());
    QVERIFY(w.teachingMode()->isWaitingForTraffic());
    QVERIFY(waitIdle(w));
    QTRY_VERIFY_WITH_TIMEOUT(!w.teachingMode()->usesExample() && !w.teachingMode()->isBuilding(),
                             30000);
    QVERIFY(w.teachingMode()->run().traffic == *w.currentTraffic());
    QVERIFY(w.graphView()->topology() ==
            w.teachingMode()->stage(w.teachingMode()->currentStage()).snapshot);
}

void TestTeaching::themeSwitchChangesPalette()
{
    MainWindow w;
    w.setTheme(ui::Theme::Dark);
    QVERIFY(qApp->palette().color(QPalette::Window).lightness() < 80);
    QVERIFY(qApp->palette().color(QPalette::WindowText).lightness() > 180);
    QCOMPARE(ui::currentTheme(), ui::Theme::Dark);
    // The heatmap's plot follows: dark background, light axis labels.
    const QImage drawn = w.heatmapView()->plot()->toPixmap(200, 150).toImage();
    QVERIFY(drawn.pixelColor(2, 2).lightness() < 80);
    QVERIFY(w.heatmapView()->plot()->xAxis->tickLabelColor().lightness() > 180);
    // Labels a view adds later follow the theme at the next replot.
    auto* label = new QCPItemText(w.heatmapView()->plot());
    label->setText(QStringLiteral("added later"));
    w.heatmapView()->plot()->replot();
    QVERIFY(label->color().lightness() > 180);
    QCOMPARE(ui::openSettings()->value(QStringLiteral("view/theme")).toString(),
             QStringLiteral("dark"));
    auto* dark = w.findChild<QAction*>(QStringLiteral("theme_dark"));
    QVERIFY(dark && dark->isChecked());

    w.findChild<QAction*>(QStringLiteral("theme_light"))->trigger();
    QCOMPARE(ui::currentTheme(), ui::Theme::Light);
    QVERIFY(qApp->palette().color(QPalette::Window).lightness() > 200);
    QVERIFY(w.heatmapView()->plot()->xAxis->tickLabelColor().lightness() < 80);
    QVERIFY(w.heatmapView()->plot()->toPixmap(200, 150).toImage().pixelColor(2, 2).lightness() >
            200);
    QVERIFY(!dark->isChecked());
    {
        // A new window starts in the remembered theme.
        w.setTheme(ui::Theme::Dark);
        ui::applyTheme(ui::Theme::System);
        MainWindow again;
        QCOMPARE(ui::currentTheme(), ui::Theme::Dark);
    }
    w.setTheme(ui::Theme::System);
    QCOMPARE(qApp->palette().color(QPalette::Window),
             QApplication::style()->standardPalette().color(QPalette::Window));
}

void TestTeaching::shortcutsListedFromActions()
{
    MainWindow w;
    const std::vector<ui::ShortcutEntry> entries = w.shortcuts();
    QVERIFY(entries.size() >= 15);
    auto keysOf = [&entries](const QString& action) {
        for (const auto& e : entries)
            if (e.action == action) return e.keys;
        return QString();
    };
    QCOMPARE(keysOf(QStringLiteral("Save")),
             QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText));
    QCOMPARE(keysOf(QStringLiteral("Teaching Mode")), QKeySequence(Qt::Key_F9).toString());
    QCOMPARE(keysOf(QStringLiteral("Run")), QKeySequence(Qt::Key_F5).toString());
    QVERIFY(!keysOf(QStringLiteral("Keyboard Shortcuts")).isEmpty());
    // Generated from the actions: a new shortcut appears in the list.
    w.teachingAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Y));
    bool found = false;
    for (const auto& e : w.shortcuts())
        found =
            found ||
            (e.action == QStringLiteral("Teaching Mode") &&
             e.keys ==
                 QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Y).toString(QKeySequence::NativeText));
    QVERIFY(found);
    // No two actions share a shortcut.
    QSet<QString> seen;
    for (const auto& e : w.shortcuts())
        for (const QString& k : e.keys.split(QStringLiteral(", "))) {
            QVERIFY2(!seen.contains(k), qPrintable(k));
            seen.insert(k);
        }
    ui::ShortcutsDialog dialog(w.shortcuts());
    QCOMPARE(dialog.table()->rowCount(), int(w.shortcuts().size()));
    QCOMPARE(dialog.table()->item(0, 0)->text(), QStringLiteral("File"));
}

void TestTeaching::windowLayoutRestored()
{
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("scenarioDock"));
        QVERIFY(dock->isVisible());
        dock->hide();
        w.resize(1000, 700);
        QVERIFY(w.close());
    }
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("scenarioDock"))->isHidden());
    QVERIFY2(w.size() == QSize(1000, 700), qPrintable(QStringLiteral("size %1x%2, minimum %3x%4")
                                                          .arg(w.width())
                                                          .arg(w.height())
                                                          .arg(w.minimumSizeHint().width())
                                                          .arg(w.minimumSizeHint().height())));
}

QTEST_MAIN(TestTeaching)
#include "tst_teaching.moc"

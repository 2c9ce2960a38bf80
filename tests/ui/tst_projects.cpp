// Projects, teaching mode and comfort (issue 8, part B): save/open round trips, failed saves,
// unsaved-changes prompts, recovery, recent files, teaching stages, themes, shortcuts, layout.
#include <QtTest>

#include <QComboBox>
#include <QDockWidget>
#include <QMenu>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>

#include <csignal>
#include <numeric>
#include <sys/resource.h>
#include <unistd.h>

#include <qcustomplot.h>

#include "document.h"
#include "graphview.h"
#include "heatmapview.h"
#include "io/projectjson.h"
#include "io/scenariojson.h"
#include "io/trafficjson.h"
#include "mainwindow.h"
#include "pipelineworker.h"
#include "projectfiles.h"
#include "runcontrol.h"
#include "searchworker.h"
#include "settings.h"
#include "shortcutsdialog.h"
#include "teachingmode.h"
#include "testdata.h"
#include "theme.h"
#include "topology/buildtopology.h"

using namespace topoopt;
using ui::MainWindow;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Scenario sixteen(const std::string& name = "sixteen")
{
    Scenario s = defaultScenario();
    s.name = name;
    s.cluster.servers = 16;
    return s;
}

/// Records the questions asked and answers each with `answer`.
struct Answers {
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    QStringList asked;
    MainWindow::QuestionHook hook()
    {
        return [this](const QString& title, const QString&, QMessageBox::StandardButtons) {
            asked << title;
            return answer;
        };
    }
};

bool waitIdle(MainWindow& w)
{
    // Debounced start, then traffic, fabric and simulation of a 16-server scenario.
    QTest::qWait(50);
    return QTest::qWaitFor([&w] { return !w.pipeline()->isBusy(); }, 120000);
}

} // namespace

class TestProjects : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void saveOpenRoundTripIsExact();
    void searchResultSavedInProject();
    void openAcceptsScenarioJson();
    void badProjectIsRefused();
    void failedSaveKeepsOldFile();
    void unsavedPromptCancelKeepsDocument();
    void unsavedPromptSaveWritesProject();
    void recoveryOfferedAndRestored();
    void recoveryDeclinedIsRemoved();
    void recentFilesOrder();
    void recentFilesDropMissing();
    void teachingVisitsEveryStage();
    void teachingPlaysToTheEnd();
    void teachingUsesSmallCurrentTraffic();
    void themeSwitchChangesPalette();
    void shortcutsListedFromActions();
    void windowLayoutRestored();
};

void TestProjects::init()
{
    // Each test starts without a recovery file, recent files or a chosen theme.
    ui::openSettings()->clear();
    QFile::remove(ui::Autosave::recoveryPath());
}

void TestProjects::saveOpenRoundTripIsExact()
{
    QTemporaryDir dir;
    const QString first = dir.filePath(QStringLiteral("first.topoopt"));
    const QString second = dir.filePath(QStringLiteral("second.topoopt"));
    io::Project saved;
    {
        MainWindow w;
        Answers answers;
        w.setQuestionHook(answers.hook());
        w.document()->setScenario(sixteen());
        w.restorePinnedDesigns({{"before", sixteen("pinned")}, {"d = 6", [] {
                                                                Scenario s = sixteen("six");
                                                                s.cluster.degree = 6;
                                                                return s;
                                                            }()}});
        w.tabs()->setCurrentIndex(2);
        w.heatmapView()->setMode(ui::HeatmapView::Mode::LinkLoad);
        w.heatmapView()->setScale(ui::HeatmapView::Scale::Log);
        QVERIFY(waitIdle(w));
        QVERIFY(w.document()->isModified());
        QVERIFY(w.saveProjectAs(first, true));
        QVERIFY(!w.document()->isModified());
        QCOMPARE(w.document()->filePath(), first);
        saved = w.currentProject();
        QVERIFY(answers.asked.isEmpty());
    }
    // What is on disk is what the window held.
    QVERIFY(io::loadProject(first.toStdString()) == saved);
    QCOMPARE(saved.pinned.size(), std::size_t(2));
    QCOMPARE(saved.view.heatmapMode, std::string("link-load"));
    QCOMPARE(saved.view.tab, 2);

    MainWindow w;
    QVERIFY(w.openFile(first, true));
    QVERIFY(!w.document()->isModified());
    QVERIFY(w.document()->scenario() == sixteen());
    QCOMPARE(w.tabs()->currentIndex(), 2);
    QCOMPARE(w.heatmapView()->mode(), ui::HeatmapView::Mode::LinkLoad);
    QCOMPARE(w.heatmapView()->scale(), ui::HeatmapView::Scale::Log);
    QCOMPARE(w.pinnedDesigns().size(), std::size_t(2));
    QCOMPARE(w.pinnedDesigns()[1].scenario.cluster.degree, 6);
    QVERIFY(w.lastResult() == saved.result);
    QVERIFY(waitIdle(w));
    QVERIFY(w.saveProjectAs(second, true));
    // Byte for byte: the reopened project, simulated again, saves the same file.
    QCOMPARE(readAll(second), readAll(first));
    QVERIFY(w.windowTitle().contains(QStringLiteral("second.topoopt")));
}

void TestProjects::searchResultSavedInProject()
{
    MainWindow w;
    Scenario s = sixteen("searched");
    s.search.proposals = 6;
    s.search.rounds = 1;
    w.document()->setScenario(s);
    QVERIFY(waitIdle(w));
    QVERIFY(w.pipelineContext());
    // Before a search, the result is the scenario's simulation.
    QCOMPARE(QString::fromStdString(w.lastResult().value("format", std::string())),
             QStringLiteral("topoopt-simulation/1"));
    w.runControl()->runAction()->trigger();
    QVERIFY(w.runControl()->worker()->isBusy());
    QVERIFY(w.runControl()->worker()->waitForFinished(120000));
    QTRY_VERIFY_WITH_TIMEOUT(
        w.lastResult().value("format", std::string()) == std::string("topoopt-result/1"), 10000);
    const nlohmann::json& result = w.lastResult();
    // Six strategy proposals (and the fabric rebuild of the round).
    QVERIFY(result["history"].size() >= 6);
    QVERIFY(result["best_ms"].get<double>() <= result["start_ms"].get<double>());
    QVERIFY(result["scenario"] == io::scenarioToJson(s));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("searched.topoopt"));
    QVERIFY(w.saveProjectAs(path, true));
    // The reader checks every part of the result (scenario, traffic, topology, simulation).
    const io::Project back = io::loadProject(path.toStdString());
    QVERIFY(back.result == result);
    MainWindow again;
    QVERIFY(again.openFile(path, true));
    QVERIFY(waitIdle(again));
    // The same scenario simulated again does not replace the search's result.
    QVERIFY(again.lastResult() == result);
    // An edit does: the search ran on another scenario.
    Scenario edited = s;
    edited.cluster.linkGbps = 200;
    again.document()->setScenario(edited);
    QVERIFY(waitIdle(again));
    QCOMPARE(QString::fromStdString(again.lastResult().value("format", std::string())),
             QStringLiteral("topoopt-simulation/1"));
}

void TestProjects::openAcceptsScenarioJson()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.json"));
    io::saveScenario(sixteen("from json"), path.toStdString());
    MainWindow w;
    QVERIFY(w.openFile(path, true));
    QCOMPARE(w.document()->scenario().name, std::string("from json"));
    QVERIFY(w.pinnedDesigns().empty());
    // A project stored under .json is still recognised by its format.
    const QString renamed = dir.filePath(QStringLiteral("project.json"));
    io::Project p;
    p.scenario = sixteen("project in json");
    p.pinned.push_back({"x", sixteen("pinned")});
    io::saveProject(p, renamed.toStdString());
    QVERIFY(ui::isProjectFile(renamed));
    QVERIFY(!ui::isProjectFile(path));
    QVERIFY(w.openFile(renamed, true));
    QCOMPARE(w.document()->scenario().name, std::string("project in json"));
    QCOMPARE(w.pinnedDesigns().size(), std::size_t(1));
}

void TestProjects::badProjectIsRefused()
{
    MainWindow w;
    const Scenario before = w.document()->scenario();
    QVERIFY(!w.openFile(
        test::testData(QStringLiteral("malformed/project_pinned_bad_scenario.json")), true));
    QVERIFY2(w.lastError().contains(QStringLiteral(
                 "project_pinned_bad_scenario.json: /pinned/1/scenario/cluster/degree")),
             qPrintable(w.lastError()));
    QVERIFY(w.document()->scenario() == before);
    QVERIFY(w.pinnedDesigns().empty());
}

void TestProjects::failedSaveKeepsOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("keep.topoopt"));
    MainWindow w;
    w.document()->setScenario(sixteen("first version"));
    QVERIFY(w.saveProjectAs(path, true));
    const QByteArray old = readAll(path);
    QVERIFY(old.contains("first version"));
    w.document()->setScenario(sixteen("second version"));

    if (::geteuid() != 0) {
        // A read-only folder (root writes anyway, hence the file size limit below).
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
        QVERIFY(!w.saveProjectAs(path, true));
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QCOMPARE(readAll(path), old);
    }
    // A disk that fills up mid-write: files may not grow past 64 bytes for this process.
    struct rlimit was {};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &was), 0);
    const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
    struct rlimit small = was;
    small.rlim_cur = 64;
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
    const bool ok = w.saveProjectAs(path, true);
    ::setrlimit(RLIMIT_FSIZE, &was);
    std::signal(SIGXFSZ, previousHandler);
    QVERIFY(!ok);
    QVERIFY2(w.lastError().contains(QStringLiteral("Could not save")), qPrintable(w.lastError()));
    QCOMPARE(readAll(path), old);
    QVERIFY(w.document()->isModified()); // still unsaved
    QDir folder(dir.path());
    QCOMPARE(folder.entryList(QDir::Files), QStringList{QStringLiteral("keep.topoopt")});
}

void TestProjects::unsavedPromptCancelKeepsDocument()
{
    MainWindow w;
    w.show();
    Answers answers;
    w.setQuestionHook(answers.hook());
    int dialogs = 0;
    w.setFileDialogHook([&dialogs](bool) {
        ++dialogs;
        return QString();
    });
    // Unmodified: no question.
    w.findChild<QAction*>(QStringLiteral("newAction"))->trigger();
    QVERIFY(answers.asked.isEmpty());

    w.document()->setScenario(sixteen("edited"));
    QVERIFY(w.document()->isModified());
    answers.answer = QMessageBox::Cancel;
    w.findChild<QAction*>(QStringLiteral("newAction"))->trigger();
    w.findChild<QAction*>(QStringLiteral("openAction"))->trigger();
    QVERIFY(!w.close());
    QCOMPARE(answers.asked.size(), 3);
    QCOMPARE(answers.asked.first(), QStringLiteral("Unsaved changes"));
    QCOMPARE(dialogs, 0); // Cancel stops before any file dialog
    QVERIFY(w.isVisible());
    QCOMPARE(w.document()->scenario().name, std::string("edited"));
    QVERIFY(w.document()->isModified());
    QCOMPARE(w.document()->undoStack()->count(), 1);

    answers.answer = QMessageBox::Discard;
    w.restorePinnedDesigns({{"pinned", sixteen()}});
    w.findChild<QAction*>(QStringLiteral("newAction"))->trigger();
    QVERIFY(w.document()->scenario() == defaultScenario());
    QVERIFY(!w.document()->isModified());
    QVERIFY(w.pinnedDesigns().empty());
    QVERIFY(w.lastResult().is_null());
}

void TestProjects::unsavedPromptSaveWritesProject()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("prompted")); // no extension given
    MainWindow w;
    Answers answers;
    answers.answer = QMessageBox::Save;
    w.setQuestionHook(answers.hook());
    w.setFileDialogHook([path](bool save) { return save ? path : QString(); });
    w.document()->setScenario(sixteen("save me"));
    w.findChild<QAction*>(QStringLiteral("newAction"))->trigger();
    QCOMPARE(answers.asked.size(), 1);
    const QString written = path + QStringLiteral(".topoopt");
    QVERIFY(QFileInfo::exists(written));
    QCOMPARE(io::loadProject(written.toStdString()).scenario.name, std::string("save me"));
    QVERIFY(w.document()->scenario() == defaultScenario()); // then New went ahead
}

void TestProjects::recoveryOfferedAndRestored()
{
    QVERIFY(!ui::Autosave::hasRecovery());
    QTemporaryDir dir;
    const QString origin = dir.filePath(QStringLiteral("work.topoopt"));
    Scenario edited = sixteen("crashed edit");
    edited.cluster.degree = 6;
    {
        auto* w = new MainWindow;
        w->document()->setScenario(sixteen("saved"));
        QVERIFY(w->saveProjectAs(origin, true));
        w->document()->setScenario(edited);
        w->restorePinnedDesigns({{"kept", sixteen("pinned")}});
        QVERIFY(w->autosaveNow());
        QVERIFY(ui::Autosave::hasRecovery());
        // Saving removes the recovery file; autosave after another edit writes it again.
        delete w; // a crash: no close event, no clean exit
    }
    QVERIFY(ui::Autosave::hasRecovery());

    MainWindow w;
    Answers answers;
    answers.answer = QMessageBox::Yes;
    w.setQuestionHook(answers.hook());
    QVERIFY(w.offerRecovery());
    QCOMPARE(answers.asked, QStringList{QStringLiteral("Recover unsaved changes")});
    QVERIFY(w.document()->scenario() == edited);
    QCOMPARE(w.document()->filePath(), origin);
    QVERIFY(w.document()->isModified());
    QCOMPARE(w.pinnedDesigns().size(), std::size_t(1));
    // The saved file is untouched until the user saves.
    QCOMPARE(io::loadProject(origin.toStdString()).scenario.name, std::string("saved"));
    // Saving the recovered work removes the recovery file.
    QVERIFY(w.saveProjectAs(origin, true));
    QVERIFY(!ui::Autosave::hasRecovery());
    QVERIFY(io::loadProject(origin.toStdString()).scenario == edited);
}

void TestProjects::recoveryDeclinedIsRemoved()
{
    {
        MainWindow w;
        w.document()->setScenario(sixteen("unwanted"));
        QVERIFY(w.autosaveNow());
    }
    MainWindow w;
    Answers answers;
    answers.answer = QMessageBox::No;
    w.setQuestionHook(answers.hook());
    QVERIFY(!w.offerRecovery());
    QCOMPARE(answers.asked.size(), 1);
    QVERIFY(!ui::Autosave::hasRecovery());
    QVERIFY(w.document()->scenario() == defaultScenario());
    // Nothing to offer: no question.
    QVERIFY(!w.offerRecovery());
    QCOMPARE(answers.asked.size(), 1);

    // A clean exit removes the recovery file too.
    w.document()->setScenario(sixteen("edited"));
    QVERIFY(w.autosaveNow());
    answers.answer = QMessageBox::Discard;
    w.show();
    QVERIFY(w.close());
    QVERIFY(!ui::Autosave::hasRecovery());
}

void TestProjects::recentFilesOrder()
{
    QTemporaryDir dir;
    auto file = [&dir](int i) {
        const QString p = dir.filePath(QStringLiteral("f%1.topoopt").arg(i));
        QFile f(p);
        f.open(QIODevice::WriteOnly);
        return p;
    };
    ui::RecentFiles recent;
    QVERIFY(recent.files().isEmpty());
    const QString a = file(1), b = file(2), c = file(3);
    recent.add(a);
    recent.add(b);
    recent.add(c);
    recent.add(a); // reopened: moves to the front, no duplicate
    QCOMPARE(recent.files(), (QStringList{a, c, b}));
    for (int i = 4; i <= 15; ++i)
        recent.add(file(i));
    QCOMPARE(recent.files().size(), ui::RecentFiles::kMaxFiles);
    QCOMPARE(recent.files().first(), file(15));
    QCOMPARE(recent.files().last(), file(6));

    // The window records what it opens and saves, most recent first.
    recent.clear();
    MainWindow w;
    const QString saved = dir.filePath(QStringLiteral("saved.topoopt"));
    QVERIFY(w.saveProjectAs(saved, true));
    const QString scenario = dir.filePath(QStringLiteral("s.json"));
    io::saveScenario(sixteen(), scenario.toStdString());
    QVERIFY(w.openFile(scenario, true));
    QCOMPARE(w.recentFiles()->files(), (QStringList{scenario, saved}));
    Q_EMIT w.recentMenu()->aboutToShow();
    QStringList labels;
    for (QAction* act : w.recentMenu()->actions())
        if (!act->isSeparator()) labels << act->text();
    QCOMPARE(labels, (QStringList{QStringLiteral("&1 s.json"), QStringLiteral("&2 saved.topoopt"),
                                  QStringLiteral("&Clear Recent Files")}));
    // Choosing an entry opens it.
    w.recentMenu()->actions().at(1)->trigger();
    QCOMPARE(w.document()->filePath(), saved);
    QCOMPARE(w.recentFiles()->files().first(), saved);
}

void TestProjects::recentFilesDropMissing()
{
    QTemporaryDir dir;
    const QString kept = dir.filePath(QStringLiteral("kept.topoopt"));
    const QString gone = dir.filePath(QStringLiteral("gone.topoopt"));
    io::saveProject(io::Project{}, kept.toStdString());
    io::saveProject(io::Project{}, gone.toStdString());
    ui::RecentFiles recent;
    recent.add(kept);
    recent.add(gone);
    QFile::remove(gone);
    QSignalSpy messages(&recent, &ui::RecentFiles::message);
    QMenu menu;
    recent.fillMenu(&menu);
    QCOMPARE(messages.count(), 1);
    QVERIFY(messages.at(0).at(0).toString().contains(QStringLiteral("gone.topoopt")));
    QCOMPARE(recent.files(), QStringList{kept});
    QCOMPARE(menu.actions().first()->text(), QStringLiteral("&1 kept.topoopt"));
}

void TestProjects::teachingVisitsEveryStage()
{
    MainWindow w;
    w.show();
    // The default scenario has 128 servers: the 16-server example stands in.
    w.teachingAction()->trigger();
    ui::TeachingMode* t = w.teachingMode();
    QVERIFY(w.teachingDock()->isVisible());
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

void TestProjects::teachingPlaysToTheEnd()
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

void TestProjects::teachingUsesSmallCurrentTraffic()
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

void TestProjects::themeSwitchChangesPalette()
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

void TestProjects::shortcutsListedFromActions()
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

void TestProjects::windowLayoutRestored()
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
    QCOMPARE(w.size(), QSize(1000, 700));
}

QTEST_MAIN(TestProjects)
#include "tst_projects.moc"

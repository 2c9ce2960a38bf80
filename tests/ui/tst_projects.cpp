// Projects (issue 8, part B): save/open round trips, the search result, scenario files, recent
// files and examples. Failed and background saves, prompts and recovery: tst_saving.
#include <QtTest>

#include <QMenu>
#include <QSpinBox>
#include <QTextBrowser>
#include <QUndoStack>

#include <set>

#include "document.h"
#include "examples.h"
#include "heatmapview.h"
#include "io/projectjson.h"
#include "io/scenariojson.h"
#include "mainwindow.h"
#include "projectfiles.h"
#include "runcontrol.h"
#include "scenariopanel.h"
#include "searchworker.h"
#include "settings.h"
#include "studiohelpers.h"
#include "testdata.h"

using namespace topoopt;
using namespace topoopt::test;
using ui::MainWindow;

class TestProjects : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void saveOpenRoundTripIsExact();
    void searchResultSavedInProject();
    void searchSettingsRunAndReopen();
    void searchAtAResolutionIsCheckedExactly();
    void openAcceptsScenarioJson();
    void badProjectIsRefused();
    void recentFilesOrder();
    void recentFilesDropMissing();
    void examplesOpenUntitled();
};

void TestProjects::init()
{
    startClean();
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
    QVERIFY(searchToResult(w));
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

void TestProjects::searchSettingsRunAndReopen()
{
    MainWindow w;
    Scenario s = sixteen("patient");
    s.search.proposals = 60;
    s.search.rounds = 1;
    s.search.seed = 3;
    w.document()->setScenario(s);
    // Set through the Search group, as a user does.
    w.scenarioPanel()->patienceBox()->setValue(3);
    w.scenarioPanel()->topologyMovesBox()->setValue(2);
    QCOMPARE(w.document()->scenario().search.patience, 3);
    QCOMPARE(w.document()->scenario().search.topologyMoves, 2);
    QVERIFY(waitIdle(w));
    QVERIFY(searchToResult(w));
    const nlohmann::json& result = w.lastResult();
    QCOMPARE(result["scenario"]["search"]["patience"].get<int>(), 3);
    QCOMPARE(result["scenario"]["search"]["topology_moves"].get<int>(), 2);
    // The run used them: patience ended it before the budget, and moves followed
    // TopologyFinder's step.
    long strategy = 0;
    long topology = 0;
    for (const auto& e : result["history"])
        ++(e["plane"] == "strategy" ? strategy : topology);
    QVERIFY2(strategy < 60, qPrintable(QString::number(strategy)));
    QVERIFY2(topology > 1, qPrintable(QString::number(topology)));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("patient.topoopt"));
    QVERIFY(w.saveProjectAs(path, true));
    MainWindow again;
    QVERIFY(again.openFile(path, true));
    QCOMPARE(again.scenarioPanel()->patienceBox()->value(), 3);
    QCOMPARE(again.scenarioPanel()->topologyMovesBox()->value(), 2);
    QVERIFY(waitIdle(again));
}

void TestProjects::searchAtAResolutionIsCheckedExactly()
{
    // A search at a time resolution ends with its best simulated exactly: in the result (saved
    // with the project) and on the Summary tab beside the time the search saw.
    MainWindow w;
    Scenario s = sixteen("coarse");
    s.search.proposals = 6;
    s.search.rounds = 1;
    s.search.timeResolutionUs = 50;
    w.document()->setScenario(s);
    QVERIFY(waitIdle(w));
    QVERIFY(searchToResult(w));
    const double exact = w.lastResult().value("exact_best_ms", 0.0);
    QVERIFY(exact > 0);
    const auto* summary = w.findChild<QTextBrowser*>(QStringLiteral("summaryView"));
    QVERIFY(summary);
    QVERIFY2(summary->toPlainText().contains(QStringLiteral("Search best, simulated exactly")),
             qPrintable(summary->toPlainText()));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("coarse.topoopt"));
    QVERIFY(w.saveProjectAs(path, true));
    QCOMPARE(io::loadProject(path.toStdString()).result.value("exact_best_ms", 0.0), exact);
    QCOMPARE(io::loadProject(path.toStdString()).result.value("time_resolution_us", 0.0), 50.0);
    QVERIFY2(summary->toPlainText().contains(QStringLiteral("50 \u00b5s (exact: 0)")),
             qPrintable(summary->toPlainText()));
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
    QCOMPARE(w.pinnedDesigns()[0].name, QStringLiteral("x"));
    // A project keeps only the pinned scenario: its figures come back from a new simulation.
    QTRY_VERIFY_WITH_TIMEOUT(w.pinnedDesigns()[0].figures.iterationMs > 0, 60000);
    QVERIFY(w.pinnedDesigns()[0].figures.costUsd > 0);
    QVERIFY(w.pinnedDesigns()[0].context);
    QVERIFY(w.pinnedDesigns()[0].context->scenario == sixteen("pinned"));
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

void TestProjects::examplesOpenUntitled()
{
    // Every built-in example reads and validates; the first is the scenario a new window has.
    const std::vector<ui::Example> examples = ui::builtInExamples();
    QCOMPARE(examples.size(), std::size_t(6));
    std::set<std::string> names;
    for (const ui::Example& e : examples) {
        const Scenario s = ui::loadExample(e);
        QVERIFY2(!s.name.empty() && !e.title.isEmpty(), qPrintable(e.resource));
        names.insert(s.name);
    }
    QCOMPARE(names.size(), examples.size());
    QVERIFY(ui::loadExample(examples.front()) == defaultScenario());
    QVERIFY_THROWS_EXCEPTION(InputError,
                             ui::loadExample({QStringLiteral(":/examples/none.json"), {}}));

    // File > Open Example opens one untitled and unmodified, with a fresh history, so Save
    // asks for a file instead of writing into the program's resources.
    MainWindow w;
    w.show();
    Answers answers;
    w.setQuestionHook(answers.hook());
    QVERIFY(waitIdle(w));
    const QList<QAction*> actions = w.examplesMenu()->actions();
    QCOMPARE(actions.size(), static_cast<qsizetype>(examples.size()));
    int ncf = -1;
    for (int i = 0; i < static_cast<int>(examples.size()); ++i)
        if (examples[static_cast<std::size_t>(i)].resource.contains(QStringLiteral("ncf-16")))
            ncf = i;
    QVERIFY(ncf >= 0);
    QCOMPARE(actions[ncf]->text(), examples[static_cast<std::size_t>(ncf)].title);
    w.document()->setScenario(sixteen("edited"));
    answers.answer = QMessageBox::Cancel; // unsaved changes: Cancel keeps them
    actions[ncf]->trigger();
    QCOMPARE(w.document()->scenario().name, std::string("edited"));
    answers.answer = QMessageBox::Discard;
    actions[ncf]->trigger();
    const Scenario expected = ui::loadExample(examples[static_cast<std::size_t>(ncf)]);
    QVERIFY(w.document()->scenario() == expected);
    QVERIFY(w.document()->filePath().isEmpty());
    QVERIFY(!w.document()->isModified());
    QCOMPARE(w.document()->undoStack()->count(), 0);
    QVERIFY(waitIdle(w));
    QVERIFY(w.currentTraffic().has_value());
    QCOMPARE(w.currentTraffic()->servers, 16);
}

QTEST_MAIN(TestProjects)
#include "tst_projects.moc"

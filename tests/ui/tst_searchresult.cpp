// Search results in the studio: Run > Apply Best Design after a search, a result file from
// `topoopt optimize -o` opened in the studio, and the convergence view of a saved result.
#include <QtTest>

#include <QMimeData>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QUndoStack>

#include <nlohmann/json.hpp>

#include "common/fileio.h"
#include "comparisonview.h"
#include "convergenceview.h"
#include "device/devicemodel.h"
#include "document.h"
#include "io/resultjson.h"
#include "io/scenariojson.h"
#include "io/topologyjson.h"
#include "mainwindow.h"
#include "model/zoo.h"
#include "pipelineworker.h"
#include "projectfiles.h"
#include "search/optimizer.h"
#include "settings.h"
#include "studiohelpers.h"
#include "topology/buildtopology.h"

using namespace topoopt;
using namespace topoopt::test;
using ui::MainWindow;

namespace {

/// Sixteen DLRM servers and a search short enough for a test that still beats its start.
Scenario searched(const std::string& name)
{
    Scenario s = sixteen(name);
    s.search.proposals = 40;
    s.search.rounds = 2;
    s.search.seed = 1;
    return s;
}

/// Waits until the best design is applied and the pipeline has simulated it.
bool waitApplied(MainWindow& w)
{
    return QTest::qWaitFor([&w] { return !w.isApplyingBest(); }, 60000) && waitIdle(w) &&
           w.pipelineContext() && w.pipelineContext()->scenario == w.document()->scenario();
}

QString summaryText(const MainWindow& w)
{
    return w.findChild<QTextBrowser*>(QStringLiteral("summaryView"))->toPlainText();
}

/// What `topoopt optimize S -o R.json` writes, for `s`.
nlohmann::json optimizeResult(const Scenario& s)
{
    const Model model = resolveModel(s, std::string());
    OptimizerOptions options = optimizerOptionsFor(s);
    options.threads = 1;
    const OptimizeResult r = Optimizer(model, s.cluster, DeviceModel::byName(s.cluster.gpu),
                                       topologyOptionsFor(s), options)
                                 .run(nullptr, CancelToken());
    return io::resultToJson(s, model, r, nullptr);
}

} // namespace

class TestSearchResult : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void applyBestAfterASearch();
    void openResultFileShowsItsBestDesign();
    void brokenResultFiles();
    void importComparisonAndFabric();
    void droppedFilesGoWhereTheyBelong();
};

void TestSearchResult::init()
{
    startClean();
}

void TestSearchResult::applyBestAfterASearch()
{
    MainWindow w;
    const Scenario s = searched("apply");
    w.document()->setScenario(s);
    QVERIFY(waitIdle(w));
    QVERIFY(!w.applyBestAction()->isEnabled()); // no search yet
    QVERIFY(!w.applyBestDesign());
    QVERIFY(w.lastError().contains(QStringLiteral("run a search")));

    QVERIFY(searchToResult(w));
    const nlohmann::json result = w.lastResult();
    const double best = result["best_ms"].get<double>();
    QVERIFY(best < result["start_ms"].get<double>());
    QVERIFY(w.applyBestAction()->isEnabled());
    QVERIFY(summaryText(w).contains(QStringLiteral("Apply Best Design")));
    const int edits = w.document()->undoStack()->count();

    w.applyBestAction()->trigger();
    QVERIFY(waitApplied(w));
    const Scenario applied = w.document()->scenario();
    QVERIFY(applied.strategy == result["strategy"]);
    // The scenario alone now gives the search's best time, on the search's fabric: the exact
    // one, which the search (at its automatic time resolution) checked at the end.
    QCOMPARE(w.pipelineContext()->simulation.iterationMs, result["exact_best_ms"].get<double>());
    QCOMPARE(w.pipelineContext()->topology.links, io::topologyFromJson(result["topology"]).links);
    QCOMPARE(w.document()->undoStack()->count(), edits + 1);
    QCOMPARE(w.document()->undoStack()->undoText(), QStringLiteral("Apply best design"));
    // The result stays the search's, with its history, and is not applied twice.
    QVERIFY(w.lastResult() == result);
    QCOMPARE(w.searchHistory().size(), result["history"].size());
    QVERIFY(!w.applyBestAction()->isEnabled());
    QVERIFY(summaryText(w).contains(QStringLiteral("applied")));

    // File > Export > Result JSON writes the search's result, not the design as a new start.
    QVERIFY(QTest::qWaitFor([&w] { return !w.isComparing(); }, 60000));
    QTemporaryDir dir;
    const QString exported = dir.filePath(QStringLiteral("result.json"));
    QVERIFY(w.exportResultTo(exported, true));
    const nlohmann::json written = nlohmann::json::parse(readAll(exported).toStdString());
    QCOMPARE(written["best_ms"].get<double>(), best);
    QCOMPARE(written["start_ms"].get<double>(), result["start_ms"].get<double>());
    QVERIFY(written["history"] == result["history"]);
    QVERIFY(written.contains("comparison")); // the Comparison tab's rows

    // Undo goes back to the scenario the search ran on, where it can be applied again.
    w.document()->undoStack()->undo();
    QVERIFY(waitIdle(w));
    QVERIFY(w.document()->scenario() == s);
    QVERIFY(w.lastResult() == result);
    QVERIFY(w.applyBestAction()->isEnabled());
    // Another edit makes the result another scenario's.
    Scenario edited = s;
    edited.cluster.linkGbps = 200;
    w.document()->setScenario(edited);
    QVERIFY(waitIdle(w));
    QVERIFY(!w.applyBestAction()->isEnabled());
    QVERIFY(w.searchHistory().empty());
}

void TestSearchResult::openResultFileShowsItsBestDesign()
{
    const Scenario s = searched("from the command line");
    const nlohmann::json result = optimizeResult(s);
    const double best = result["best_ms"].get<double>();
    QVERIFY(best < result["start_ms"].get<double>());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("run.json"));
    writeFileAtomic(path.toStdString(), result.dump(1));
    QVERIFY(ui::isResultFile(path));
    QVERIFY(!ui::isProjectFile(path));

    MainWindow w;
    QVERIFY(w.openFile(path, true));
    // The convergence view shows the run at once, rounds included.
    QCOMPARE(static_cast<std::size_t>(w.convergenceView()->proposalCount()),
             result["history"].size());
    QVERIFY(w.convergenceView()->alternationCount() > 0);
    QCOMPARE(w.convergenceView()->bestMs(), best);
    // Then the best design is applied, as an undoable step after the scenario as run.
    QVERIFY(waitApplied(w));
    QVERIFY(w.document()->scenario().strategy == result["strategy"]);
    QCOMPARE(w.pipelineContext()->simulation.iterationMs, result["exact_best_ms"].get<double>());
    QCOMPARE(w.document()->undoStack()->undoText(), QStringLiteral("Apply best design"));
    QCOMPARE(w.document()->filePath(), path);
    w.document()->undoStack()->undo();
    QVERIFY(waitIdle(w));
    QVERIFY(w.document()->scenario() == s);
    QVERIFY(!w.isApplyingBest()); // undoing does not apply it again by itself
    w.document()->undoStack()->redo();
    QVERIFY(waitIdle(w));

    // Save asks for a project name: the result file is not overwritten.
    const QString project = dir.filePath(QStringLiteral("run.topoopt"));
    w.setFileDialogHook([&](bool) { return project; });
    w.findChild<QAction*>(QStringLiteral("saveAction"))->trigger();
    QTRY_VERIFY(!w.isSavingProject()); // written on a worker
    QVERIFY(!w.document()->isModified());
    QVERIFY(ui::isProjectFile(project));
    QVERIFY(nlohmann::json::parse(readAll(path).toStdString()) == result);

    // The project keeps the result: reopened, the convergence view shows it again.
    MainWindow again;
    QVERIFY(again.openFile(project, true));
    QVERIFY(waitIdle(again));
    QVERIFY(again.lastResult() == result);
    QCOMPARE(static_cast<std::size_t>(again.convergenceView()->proposalCount()),
             result["history"].size());
    QCOMPARE(again.searchHistory().size(), result["history"].size());
    QVERIFY(!again.applyBestAction()->isEnabled()); // already the design shown
    QCOMPARE(again.pipelineContext()->simulation.iterationMs,
             result["exact_best_ms"].get<double>());
    // A plain scenario opened next has no search to show.
    const QString scenario = dir.filePath(QStringLiteral("plain.json"));
    io::saveScenario(s, scenario.toStdString());
    QVERIFY(again.openFile(scenario, true));
    QCOMPARE(again.convergenceView()->proposalCount(), 0);
}

void TestSearchResult::brokenResultFiles()
{
    const Scenario s = searched("broken");
    nlohmann::json result = optimizeResult(s);
    QTemporaryDir dir;
    MainWindow w;
    const std::string before = w.document()->scenario().name;

    // A history that is not one: refused at open, naming the field; nothing changes.
    nlohmann::json noHistory = result;
    noHistory["history"] = 5;
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    writeFileAtomic(bad.toStdString(), noHistory.dump());
    QVERIFY(!w.openFile(bad, true));
    QVERIFY2(w.lastError().contains(QStringLiteral("bad.json")) &&
                 w.lastError().contains(QStringLiteral("/history")),
             qPrintable(w.lastError()));
    QCOMPARE(w.document()->scenario().name, before);

    // A best strategy that does not fit the scenario's cluster: refused at open too.
    nlohmann::json misfit = result;
    misfit["strategy"]["ops"][0]["servers"] = nlohmann::json::array({99});
    const QString odd = dir.filePath(QStringLiteral("misfit.json"));
    writeFileAtomic(odd.toStdString(), misfit.dump());
    QVERIFY(!w.openFile(odd, true));
    QVERIFY2(w.lastError().contains(QStringLiteral("/strategy/ops/0/servers/0")),
             qPrintable(w.lastError()));
    QCOMPARE(w.document()->scenario().name, before);

    // A fat-tree result whose scenario asks for another oversubscription than its fabric has:
    // it opens (the run is worth seeing), but a switched fabric cannot become a manual design,
    // so the best design is not applied, and the status bar says why.
    Scenario fat = searched("fat-tree");
    fat.topology.kind = "fattree";
    fat.search.rounds = 1;
    nlohmann::json fatResult = optimizeResult(fat);
    QVERIFY(fatResult["best_ms"].get<double>() < fatResult["start_ms"].get<double>());
    fatResult["scenario"]["topology"]["oversubscription"] = 2.0;
    const QString other = dir.filePath(QStringLiteral("fat.json"));
    writeFileAtomic(other.toStdString(), fatResult.dump());
    QVERIFY(w.openFile(other, true));
    QVERIFY(waitIdle(w));
    QVERIFY(QTest::qWaitFor([&w] { return !w.isApplyingBest(); }, 60000));
    QVERIFY2(w.lastError().startsWith(QStringLiteral("Cannot apply the best design")) &&
                 w.lastError().contains(QStringLiteral("switched fabric")),
             qPrintable(w.lastError()));
    QCOMPARE(w.document()->scenario().topology.oversubscription, 2.0);
    QVERIFY(w.document()->scenario().strategy.is_null());
    QCOMPARE(w.document()->undoStack()->count(), 0);
}

void TestSearchResult::importComparisonAndFabric()
{
    // What `topoopt compare --json` prints, read back into the Comparison tab.
    Comparison table;
    table.scenario = "headless run";
    topoopt::ComparisonRow topo;
    topo.kind = "topoopt";
    topo.label = "TopoOpt (optimized)";
    topo.iterationMs = 30;
    topo.costUsd = 56192;
    topo.speedupVsEqualCostFatTree = 2;
    topoopt::ComparisonRow fat = topo;
    fat.kind = "fattree-equal-cost";
    fat.label = "Fat-tree, equal cost";
    fat.iterationMs = 60;
    fat.speedupVsEqualCostFatTree = 1;
    table.rows = {topo, fat};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("compare.json"));
    writeFileAtomic(path.toStdString(), io::comparisonToJson(table).dump());

    MainWindow w;
    w.document()->setScenario(sixteen("import"));
    QVERIFY(waitIdle(w));
    QVERIFY(QTest::qWaitFor([&w] { return !w.isComparing(); }, 60000));
    QVERIFY(w.comparisonView()->rows().size() > 2); // the current design on every kind
    QVERIFY(w.importComparison(path, true));
    QCOMPARE(w.tabs()->currentWidget(), static_cast<QWidget*>(w.comparisonView()));
    const std::vector<ui::ComparisonRow>& rows = w.comparisonView()->rows();
    QCOMPARE(rows.size(), std::size_t{2});
    QCOMPARE(rows[0].label, std::string("TopoOpt (optimized)"));
    QCOMPARE(rows[1].iterationMs, 60.0);
    QCOMPARE(w.comparisonView()->speedupLabels().size(), 2);
    // It is what figures of the comparison draw.
    QCOMPARE(w.figureData().comparison->size(), std::size_t{2});
    // An edit recomputes the comparison for the current design.
    Scenario edited = sixteen("import");
    edited.cluster.linkGbps = 200;
    w.document()->setScenario(edited);
    QVERIFY(waitIdle(w));
    QVERIFY(QTest::qWaitFor([&w] { return !w.isComparing(); }, 60000));
    QVERIFY(w.comparisonView()->rows().size() > 2);

    // Imported while the comparison of the current design is being computed: that one is
    // dropped, not drawn over the imported table when it ends. (128 servers: it takes seconds.)
    w.document()->setScenario(defaultScenario());
    QVERIFY(waitIdle(w));
    QVERIFY(w.isComparing());
    QVERIFY(w.importComparison(path, true));
    QVERIFY(!w.isComparing());
    QVERIFY(ui::backgroundPool()->waitForDone(120000));
    QTest::qWait(200); // the finished signal of the cancelled run, if it were to draw
    QCOMPARE(w.comparisonView()->rows().size(), std::size_t{2});

    // A file without a comparison says so.
    const QString scenario = dir.filePath(QStringLiteral("plain.json"));
    io::saveScenario(edited, scenario.toStdString());
    QVERIFY(!w.importComparison(scenario, true));
    QVERIFY2(w.lastError().contains(QStringLiteral("holds no comparison")),
             qPrintable(w.lastError()));

    // Import Topology takes a search result's fabric.
    const nlohmann::json result = optimizeResult(searched("fabric"));
    const QString resultPath = dir.filePath(QStringLiteral("r.json"));
    writeFileAtomic(resultPath.toStdString(), result.dump());
    QVERIFY(w.importTopology(resultPath, true));
    QVERIFY(w.currentTopology());
    QCOMPARE(w.currentTopology()->links, io::topologyFromJson(result["topology"]).links);
}

void TestSearchResult::droppedFilesGoWhereTheyBelong()
{
    QTemporaryDir dir;
    const nlohmann::json result = optimizeResult(searched("dropped"));
    const QString resultPath = dir.filePath(QStringLiteral("r.json"));
    writeFileAtomic(resultPath.toStdString(), result.dump());
    const QString topology = dir.filePath(QStringLiteral("t.json"));
    writeFileAtomic(topology.toStdString(), result["topology"].dump());
    Comparison table;
    table.scenario = "dropped";
    table.rows.resize(1);
    table.rows[0].kind = "topoopt";
    table.rows[0].iterationMs = 30;
    const QString comparison = dir.filePath(QStringLiteral("c.json"));
    writeFileAtomic(comparison.toStdString(), io::comparisonToJson(table).dump());

    MainWindow w;
    w.document()->setScenario(sixteen("before"));
    QVERIFY(waitIdle(w));
    const auto drop = [&w](const QList<QUrl>& urls) {
        QMimeData mime;
        mime.setUrls(urls);
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &enter);
        if (!enter.isAccepted()) return false;
        QDropEvent dropped(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &dropped);
        QCoreApplication::processEvents(); // the drop opens the file after it returns
        return true;
    };
    // A comparison is imported into the design on show.
    QVERIFY(drop({QUrl::fromLocalFile(comparison)}));
    QCOMPARE(w.comparisonView()->rows().size(), std::size_t{1});
    QCOMPARE(w.document()->scenario().name, std::string("before"));
    // So is a topology (here with the command line's entry point).
    QVERIFY(w.openAnyFile(topology, true));
    QCOMPARE(w.currentTopology()->links, io::topologyFromJson(result["topology"]).links);
    QCOMPARE(w.document()->scenario().name, std::string("before"));
    // Two files at once, or none that is local, are not taken.
    QVERIFY(!drop({QUrl::fromLocalFile(comparison), QUrl::fromLocalFile(topology)}));
    QVERIFY(!drop({QUrl(QStringLiteral("https://example.org/r.json"))}));
    // A result opens, after the unsaved-changes prompt, and its best design is applied.
    Answers answers;
    answers.answer = QMessageBox::Discard;
    w.setQuestionHook(answers.hook());
    QVERIFY(drop({QUrl::fromLocalFile(resultPath)}));
    QCOMPARE(answers.asked, QStringList{QStringLiteral("Unsaved changes")});
    QCOMPARE(w.document()->filePath(), resultPath);
    QVERIFY(waitApplied(w));
    // The applied design is simulated exactly: the search's best checked exactly.
    QCOMPARE(w.pipelineContext()->simulation.iterationMs, result["exact_best_ms"].get<double>());
}

QTEST_MAIN(TestSearchResult)
#include "tst_searchresult.moc"

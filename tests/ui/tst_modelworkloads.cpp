// The model editor's workloads (issue 10): zoo generator, model files, FlexNet graphs, the window.
#include <QtTest>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QScrollBar>
#include <QTemporaryDir>

#include "dlrmscenario.h"
#include "document.h"
#include "flexnetpanel.h"
#include "mainwindow.h"
#include "model/modeljson.h"
#include "model/zoo.h"
#include "modeleditor.h"
#include "modelgraphview.h"
#include "operatortable.h"
#include "pipelineworker.h"
#include "scenario/scenariostrategy.h"
#include "strategyview.h"
#include "testdata.h"

using namespace topoopt;

using test::cell;
using test::dlrmScenario;
using test::dump;
using test::trafficOf;

class TestModelWorkloads : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void doublingTablesDoublesMpTraffic();
    void generatorFormReflowsToItsWidth();
    void modelSaveOpenRoundTrip();
    void flexNetWorkloadIsSimulated();
    void mainWindowFollowsEdits();
    void modelGraphKeepsLabelsLegible();
};

void TestModelWorkloads::generatorFormReflowsToItsWidth()
{
    // The tab must fit beside the docks on a small screen (a 1366-pixel one leaves the tabs
    // about 700): the parameters take as many columns as the width holds, so the editor does
    // not demand the width of three.
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(16));
    ui::ModelEditor editor(&doc);
    editor.resize(1200, 700);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QTRY_VERIFY(editor.generatorColumns() >= 3);
    const int narrow = editor.minimumSizeHint().width();
    QVERIFY2(narrow <= 700, qPrintable(QString::number(narrow)));
    editor.resize(narrow, 700);
    QTRY_VERIFY(editor.generatorColumns() < 3);
    for (const char* key : {"tables", "top_width", "per_gpu_batch"}) {
        QDoubleSpinBox* box = editor.generatorBox(QString::fromLatin1(key));
        QVERIFY2(box && box->isVisible(), key);
        QVERIFY2(box->mapTo(&editor, QPoint(box->width(), 0)).x() <= editor.width(), key);
    }
    // Reflowing moves widgets, not values: an edit still reaches the scenario.
    QDoubleSpinBox* tables = editor.generatorBox(QStringLiteral("tables"));
    tables->setValue(24);
    QCOMPARE(doc.scenario().model.params.at("tables").get<double>(), 24.0);
}

void TestModelWorkloads::doublingTablesDoublesMpTraffic()
{
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(16));
    ui::ModelEditor editor(&doc);
    QCOMPARE(editor.zooBox()->currentData().toString(), QStringLiteral("dlrm"));
    const Traffic before = trafficOf(doc.scenario());
    QVERIFY(before.mpBytes() > 0);
    QDoubleSpinBox* tables = editor.generatorBox(QStringLiteral("tables"));
    QVERIFY(tables);
    QCOMPARE(tables->value(), 16.0);
    tables->setValue(32);
    QCOMPARE(doc.scenario().model.zoo, std::string("dlrm"));
    QCOMPARE(doc.scenario().model.params["tables"].get<int>(), 32);
    int embeddings = 0;
    for (const Operator& op : editor.model().ops)
        embeddings += op.kind == OpKind::Embedding;
    QCOMPARE(embeddings, 32);
    const Traffic after = trafficOf(doc.scenario());
    // Every table sends its pooled output to every other server's samples: MP bytes scale with
    // the number of tables, exactly.
    QCOMPARE(after.mpBytes(), 2 * before.mpBytes());
    QCOMPARE(editor.tableModel()->rowCount(), static_cast<int>(editor.model().ops.size()));
    QCOMPARE(editor.graphView()->nodeCount(), static_cast<int>(editor.model().ops.size()));
}

void TestModelWorkloads::modelSaveOpenRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(3));
    ui::ModelEditor editor(&doc);
    QVERIFY(
        editor.tableModel()->setData(cell(editor, "emb_2", ui::OperatorTableModel::ForwardFlops),
                                     QStringLiteral("1.25e7"), Qt::EditRole));
    const Model edited = editor.model();
    const QString path = dir.filePath(QStringLiteral("m.json"));
    QVERIFY(editor.saveModel(path));
    QCOMPARE(loadModel(path.toStdString()), edited);

    ui::Document other;
    ui::ModelEditor second(&other);
    QVERIFY(second.openModel(path));
    QCOMPARE(second.model(), edited);
    // Saving what was opened writes the same bytes.
    const QString again = dir.filePath(QStringLiteral("again.json"));
    QVERIFY(second.saveModel(again));
    QFile a(path), b(again);
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    QCOMPARE(a.readAll(), b.readAll());
    // A broken file is refused with its name and the field.
    const QString bad = test::testData(QStringLiteral("malformed/model_param_negative.json"));
    const std::string before = dump(other);
    QVERIFY(!second.openModel(bad));
    QVERIFY(
        second.lastMessage().contains(QStringLiteral("model_param_negative.json: /operators/")));
    QCOMPARE(dump(other), before);
    // A folder is not a writable model file: refused, nothing changed.
    QVERIFY(!second.saveModel(dir.path()));
    QVERIFY(second.lastWasRefused());
}

void TestModelWorkloads::flexNetWorkloadIsSimulated()
{
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(2));
    ui::ModelEditor editor(&doc);
    const std::string before = dump(doc);
    ui::FlexNetPanel* panel = editor.flexNetPanel();
    QSignalSpy simulated(panel, &ui::FlexNetPanel::simulated);
    QVERIFY(editor.importFlexNet(test::sharedData(QStringLiteral("flexnet/dlrm_16_100g.fbuf"))));
    QVERIFY(panel->hasWorkload());
    QCOMPARE(panel->traffic().servers, 16);
    QVERIFY(panel->traffic().mpBytes() > 0 || !panel->traffic().allreduce.empty());
    QVERIFY(panel->computeMs() > 0);
    QVERIFY(simulated.count() == 1 || simulated.wait(120000));
    QVERIFY(panel->iterationMs() && *panel->iterationMs() >= panel->computeMs() * 0.999);
    QVERIFY(panel->summaryText().contains(QStringLiteral("dlrm_16_100g.fbuf")));
    QCOMPARE(dump(doc), before); // read-only: the scenario is untouched
    QVERIFY(!editor.importFlexNet(test::testData(QStringLiteral("malformed/model_bad_kind.json"))));
    QVERIFY(editor.lastMessage().contains(QStringLiteral("model_bad_kind.json")));
}

void TestModelWorkloads::mainWindowFollowsEdits()
{
    ui::MainWindow w;
    w.document()->edit(QStringLiteral("setup"), dlrmScenario(16));
    QVERIFY(w.pipeline()->waitForIdle(120000));
    QTRY_VERIFY_WITH_TIMEOUT(w.currentSimulation().has_value(), 120000);
    const double mpBefore = w.currentTraffic()->mpBytes();
    const double msBefore = w.currentSimulation()->iterationMs;
    w.modelEditor()->generatorBox(QStringLiteral("tables"))->setValue(32);
    QTRY_VERIFY_WITH_TIMEOUT(w.currentTraffic() && w.currentTraffic()->mpBytes() > mpBefore,
                             120000);
    QCOMPARE(w.currentTraffic()->mpBytes(), 2 * mpBefore);
    QVERIFY(w.pipeline()->waitForIdle(120000));
    QTRY_VERIFY_WITH_TIMEOUT(w.currentSimulation().has_value(), 120000);
    QVERIFY(w.currentSimulation()->iterationMs != msBefore);
    // A hand strategy reaches the pipeline too.
    ui::StrategyView* view = w.strategyView();
    QVERIFY(view->shardOperator(view->model().indexOf("emb_0"), 8));
    QVERIFY(w.pipeline()->waitForIdle(120000));
    QTRY_VERIFY_WITH_TIMEOUT(w.pipelineContext() != nullptr, 120000);
    QCOMPARE(w.pipelineContext()->strategy, view->strategy());
    QCOMPARE(*w.currentTraffic(), trafficOf(w.document()->scenario()));
}

// DLRM's 156 operators do not fit a tab: the graph stops shrinking where its 8 pt labels are
// about 7 pixels tall (0.45 made them 4) and scrolls instead; a small model is fitted whole.
void TestModelWorkloads::modelGraphKeepsLabelsLegible()
{
    ui::ModelGraphView view;
    view.resize(700, 450);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QFont label = view.font();
    label.setPointSizeF(8);
    const double labelPx = QFontInfo(label).pixelSize();
    QVERIFY(view.minimumFitScale() * labelPx >= 6.9);

    const Model dlrm = resolveModel(defaultScenario(), {});
    QVERIFY(dlrm.ops.size() >= 150);
    view.setModel(dlrm);
    QCOMPARE(view.zoom(), view.minimumFitScale());
    QVERIFY(view.horizontalScrollBar()->maximum() > 0 || view.verticalScrollBar()->maximum() > 0);

    const Model small = resolveModel(dlrmScenario(1), {});
    Model chain;
    chain.ops.assign(small.ops.begin(), small.ops.begin() + 3);
    for (Operator& op : chain.ops)
        op.inputs.clear();
    view.setModel(chain);
    QCOMPARE(view.zoom(), 1.0);
}

QTEST_MAIN(TestModelWorkloads)
#include "tst_modelworkloads.moc"

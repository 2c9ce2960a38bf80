// The model editor's operator table (issue 10): amounts with units, edits with validation,
// structural edits, undo, measured times, and kinds and modes in the interface's language.
#include <QtTest>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTranslator>
#include <QUndoStack>

#include "dlrmscenario.h"
#include "document.h"
#include "model/zoo.h"
#include "modeleditor.h"
#include "modelgraphview.h"
#include "operatortable.h"
#include "placementtable.h"
#include "scenario/scenariostrategy.h"
#include "strategyview.h"
#include "testdata.h"

using namespace topoopt;

using test::cell;
using test::dlrmScenario;
using test::dump;

class TestModelEditor : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parsesAmountsWithUnits_data();
    void parsesAmountsWithUnits();
    void invalidFieldIsRefused_data();
    void invalidFieldIsRefused();
    void validEditStoresInlineModel();
    void editThroughTheView();
    void structuralEdits();
    void editAndUndoRestoreExactDocument();
    void measurementsMarkOperatorTimes();
    void kindsAndModesInTheInterfaceLanguage();
};

void TestModelEditor::parsesAmountsWithUnits_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("bytes");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    QTest::newRow("plain") << "4096" << true << true << 4096.0;
    QTest::newRow("MB") << "1.5 MB" << true << true << 1.5e6;
    QTest::newRow("GiB") << "2GiB" << true << true << 2147483648.0;
    QTest::newRow("exp") << "3e9" << false << true << 3e9;
    QTest::newRow("GFLOP") << "1.5 GFLOP" << false << true << 1.5e9;
    QTest::newRow("negative") << "-1" << true << false << 0.0;
    QTest::newRow("word") << "lots" << true << false << 0.0;
    QTest::newRow("bad unit") << "3 XB" << true << false << 0.0;
    QTest::newRow("bytes unit on flops") << "3 GB" << false << false << 0.0;
}

void TestModelEditor::parsesAmountsWithUnits()
{
    QFETCH(QString, text);
    QFETCH(bool, bytes);
    QFETCH(bool, ok);
    QFETCH(double, value);
    double v = -1;
    QString error;
    QCOMPARE(ui::parseAmount(text, bytes, &v, &error), ok);
    if (ok)
        QCOMPARE(v, value);
    else
        QVERIFY(!error.isEmpty());
}

void TestModelEditor::invalidFieldIsRefused_data()
{
    QTest::addColumn<QString>("op");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    using C = ui::OperatorTableModel;
    QTest::newRow("negative bytes") << "bottom_0" << int(C::ParamBytes) << "-5"
                                    << "Operator \"bottom_0\", parameter bytes: must be >= 0";
    QTest::newRow("not a number") << "bottom_0" << int(C::ActivationBytes) << "big"
                                  << "activation bytes per sample: expected a number of bytes";
    QTest::newRow("fractional param bytes") << "bottom_0" << int(C::ParamBytes) << "10.5"
                                            << "must be a whole number of bytes";
    QTest::newRow("huge bytes") << "bottom_0" << int(C::ParamBytes) << "1e17"
                                << "must be below 2^53 bytes";
    QTest::newRow("unknown unit") << "bottom_0" << int(C::ForwardFlops) << "2 XFLOP"
                                  << "forward FLOPs per sample: unknown unit";
    QTest::newRow("empty name") << "bottom_0" << int(C::Name) << ""
                                << "name: /operators/5/name: must not be empty";
    QTest::newRow("duplicate name") << "bottom_0" << int(C::Name) << "emb_0"
                                    << "is already the name of operator";
    QTest::newRow("unknown kind") << "bottom_0" << int(C::Kind) << "lstm"
                                  << "kind: must be one of input, embedding";
    QTest::newRow("unknown input") << "bottom_0" << int(C::Inputs) << "nosuch"
                                   << "inputs: no operator is called \"nosuch\"";
    QTest::newRow("later input") << "bottom_0" << int(C::Inputs) << "loss"
                                 << "\"loss\" comes after this operator";
    QTest::newRow("no inputs") << "bottom_0" << int(C::Inputs) << ""
                               << "only input operators may have no inputs";
    QTest::newRow("unknown flag") << "bottom_0" << int(C::Allowed) << "pipeline"
                                  << "allowed parallel configurations: must list";
    QTest::newRow("no flag") << "bottom_0" << int(C::Allowed) << " "
                             << "must allow at least one parallel configuration";
}

void TestModelEditor::invalidFieldIsRefused()
{
    QFETCH(QString, op);
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(QString, message);
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(2));
    ui::ModelEditor editor(&doc);
    const std::string before = dump(doc);
    const int steps = doc.undoStack()->count();
    QSignalSpy rejected(editor.tableModel(), &ui::OperatorTableModel::editRejected);
    const QModelIndex index = cell(editor, op.toLatin1().constData(), column);
    QVERIFY(index.isValid());
    QVERIFY(!editor.tableModel()->setData(index, text, Qt::EditRole));
    QCOMPARE(rejected.count(), 1);
    QVERIFY(editor.lastWasRefused());
    QVERIFY2(editor.lastMessage().contains(message), qPrintable(editor.lastMessage()));
    QCOMPARE(dump(doc), before);
    QCOMPARE(doc.undoStack()->count(), steps);
}

void TestModelEditor::validEditStoresInlineModel()
{
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(2));
    ui::ModelEditor editor(&doc);
    const QModelIndex index = cell(editor, "bottom_0", ui::OperatorTableModel::ActivationBytes);
    QVERIFY(editor.tableModel()->setData(index, QStringLiteral("1.5 MB"), Qt::EditRole));
    const Scenario& s = doc.scenario();
    QVERIFY(s.model.zoo.empty());
    QVERIFY(s.model.inlineModel.is_object());
    QVERIFY(!s.model.inlineModel.contains("format"));
    const Model m = resolveModel(s, {});
    QCOMPARE(m.ops[m.indexOf("bottom_0")].outputBytesPerSample, 1.5e6);
    QCOMPARE(editor.model(), m);
    QCOMPARE(m.zoo, std::string("dlrm")); // the copy remembers its generator
    QVERIFY(!editor.lastWasRefused());
    // The generator form now waits for Regenerate, which restores the zoo model.
    QVERIFY(editor.findChild<QPushButton*>(QStringLiteral("regenerateButton"))->isEnabled());
    QVERIFY(editor.regenerate());
    QCOMPARE(doc.scenario().model.zoo, std::string("dlrm"));
    QVERIFY(doc.scenario().model.inlineModel.is_null());
    QCOMPARE(editor.model(), buildZooModel("dlrm", nlohmann::json{{"tables", 2}}));
}

void TestModelEditor::editThroughTheView()
{
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(2));
    ui::ModelEditor editor(&doc);
    editor.resize(1200, 800);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QTableView* view = editor.tableView();
    const QModelIndex index = cell(editor, "top_1", ui::OperatorTableModel::ParamBytes);
    view->setCurrentIndex(index);
    view->edit(index);
    auto* line = view->findChild<QLineEdit*>();
    QVERIFY(line);
    line->selectAll();
    QTest::keyClicks(line, QStringLiteral("64 KiB"));
    QTest::keyClick(line, Qt::Key_Return);
    QTRY_VERIFY(doc.scenario().model.zoo.empty());
    QCOMPARE(editor.model().ops[editor.model().indexOf("top_1")].paramBytes, 65536.0);
    QCOMPARE(view->currentIndex().row(), index.row()); // the selection survives the reload
    // The kind column offers the kinds in a combo box.
    const QModelIndex kind = cell(editor, "top_1", ui::OperatorTableModel::Kind);
    view->edit(kind);
    auto* box = view->findChild<QComboBox*>();
    QVERIFY(box);
    QCOMPARE(box->currentText(), QStringLiteral("dense"));
    QVERIFY(box->count() == 10);
}

void TestModelEditor::structuralEdits()
{
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(2));
    ui::ModelEditor editor(&doc);
    const int n = static_cast<int>(editor.model().ops.size());
    const int top0 = editor.model().indexOf("top_0");

    QVERIFY(editor.duplicateOperator(top0));
    QCOMPARE(static_cast<int>(editor.model().ops.size()), n + 1);
    QCOMPARE(editor.model().ops[top0 + 1].name, std::string("top_0_copy"));
    QCOMPARE(editor.model().ops[top0 + 1].inputs, editor.model().ops[top0].inputs);

    // The copy feeds top_1 too; then the edge is removed again.
    const int top1 = editor.model().indexOf("top_1");
    QVERIFY(editor.connectOperators(top0 + 1, top1));
    QCOMPARE(editor.model().ops[top1].inputs, (std::vector<int>{top0, top0 + 1}));
    QVERIFY(editor.disconnectOperators(top0 + 1, top1));
    QCOMPARE(editor.model().ops[top1].inputs, (std::vector<int>{top0}));

    // A reversed edge would make a cycle; moving an operator above its input breaks the order.
    QVERIFY(!editor.connectOperators(top1, top0));
    QVERIFY(editor.lastMessage().contains(QStringLiteral("/operators/%1/inputs").arg(top0)));
    QVERIFY(!editor.moveOperator(top1, -2)); // above top_0, its input
    QVERIFY(editor.lastWasRefused());
    QVERIFY(editor.lastMessage().contains(QStringLiteral("cannot come before its input")));
    QVERIFY(editor.moveOperator(top0 + 1, +1)); // the copy below top_1: nothing depends on it
    QCOMPARE(editor.model().ops[top0 + 1].name, std::string("top_1"));

    // Removing top_1 lets top_2 consume top_0 directly.
    QVERIFY(editor.removeOperator(editor.model().indexOf("top_1")));
    const Model& m = editor.model();
    QCOMPARE(m.ops[m.indexOf("top_2")].inputs, (std::vector<int>{m.indexOf("top_0")}));

    // Adding after the loss makes a dense operator consuming it.
    QVERIFY(editor.addOperator(m.indexOf("loss")));
    QCOMPARE(editor.model().ops.back().name, std::string("dense"));
    QCOMPARE(editor.model().ops.back().inputs,
             (std::vector<int>{static_cast<int>(editor.model().ops.size()) - 2}));

    // The drawing: one box per operator, one edge per input, layers by longest path.
    const Model& now = editor.model();
    int edges = 0;
    for (const Operator& op : now.ops)
        edges += static_cast<int>(op.inputs.size());
    QCOMPARE(editor.graphView()->nodeCount(), static_cast<int>(now.ops.size()));
    QCOMPARE(editor.graphView()->edgeCount(), edges);
    QCOMPARE(editor.graphView()->layerOf(now.indexOf("indices_0")), 0);
    QCOMPARE(editor.graphView()->layerOf(now.indexOf("emb_0")), 1);
    QVERIFY(editor.graphView()->layerOf(now.indexOf("loss")) >
            editor.graphView()->layerOf(now.indexOf("interaction")));
}

void TestModelEditor::editAndUndoRestoreExactDocument()
{
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(4));
    ui::ModelEditor editor(&doc);
    std::vector<std::string> dumps{dump(doc)};
    using C = ui::OperatorTableModel;
    QVERIFY(editor.tableModel()->setData(cell(editor, "emb_1", C::ParamBytes),
                                         QStringLiteral("2 GiB"), Qt::EditRole));
    dumps.push_back(dump(doc));
    QVERIFY(editor.duplicateOperator(editor.model().indexOf("bottom_3")));
    dumps.push_back(dump(doc));
    QVERIFY(editor.tableModel()->setData(cell(editor, "top_out", C::Allowed),
                                         QStringLiteral("data_parallel"), Qt::EditRole));
    dumps.push_back(dump(doc));
    editor.generatorBox(QStringLiteral("dim"))->setValue(64); // an edited copy: waits
    QVERIFY(editor.regenerate());
    dumps.push_back(dump(doc));
    for (std::size_t k = 1; k < dumps.size(); ++k)
        QVERIFY(dumps[k] != dumps[k - 1]);
    for (std::size_t k = dumps.size() - 1; k > 0; --k) {
        doc.undoStack()->undo();
        QCOMPARE(dump(doc), dumps[k - 1]);
        QCOMPARE(editor.model(), resolveModel(doc.scenario(), {}));
    }
    for (std::size_t k = 1; k < dumps.size(); ++k) {
        doc.undoStack()->redo();
        QCOMPARE(dump(doc), dumps[k]);
    }
}

void TestModelEditor::measurementsMarkOperatorTimes()
{
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(2));
    ui::ModelEditor editor(&doc);
    QSignalSpy changed(&editor, &ui::ModelEditor::measurementsChanged);
    const QModelIndex time = cell(editor, "bottom_1", ui::OperatorTableModel::TimeMs);
    QVERIFY(!time.data().toString().contains(QStringLiteral("measured")));
    const QString estimate = time.data().toString();
    QVERIFY(editor.importMeasurements(test::sharedData(QStringLiteral("flexflow-measures"))));
    QCOMPARE(changed.count(), 1);
    QVERIFY(editor.measurements() && !editor.measurements()->items.empty());
    const QString measured =
        cell(editor, "bottom_1", ui::OperatorTableModel::TimeMs).data().toString();
    QVERIFY2(measured.contains(QStringLiteral("measured")), qPrintable(measured));
    QVERIFY(measured != estimate);
    QVERIFY(!editor.importMeasurements(
        test::testData(QStringLiteral("malformed/model_bad_kind.json"))));
    QVERIFY(editor.lastWasRefused());
}

void TestModelEditor::kindsAndModesInTheInterfaceLanguage()
{
    // The tables show operator kinds, allowed configurations and parameter modes in the
    // interface's language, edit them by those names and store the file keywords.
    {
        // In English the keywords are the names: the tooltip lists each once.
        ui::Document doc;
        doc.edit(QStringLiteral("setup"), dlrmScenario(2));
        ui::ModelEditor editor(&doc);
        QCOMPARE(
            cell(editor, "emb_0", ui::OperatorTableModel::Allowed).data(Qt::ToolTipRole).toString(),
            QStringLiteral("Any of data_parallel, shard, tensor_split, comma separated"));
    }
    QTranslator zh;
    QVERIFY(zh.load(QStringLiteral(":/i18n/topoopt_zh_CN.qm")));
    QCoreApplication::installTranslator(&zh);
    const auto uninstall = qScopeGuard([&zh] { QCoreApplication::removeTranslator(&zh); });
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(4));
    ui::ModelEditor editor(&doc);
    ui::OperatorTableModel* table = editor.tableModel();
    using C = ui::OperatorTableModel;
    const QModelIndex kind = cell(editor, "top_1", C::Kind);
    QCOMPARE(kind.data(Qt::DisplayRole).toString(), QStringLiteral("全连接"));
    QCOMPARE(kind.data(Qt::EditRole).toString(), QStringLiteral("dense"));
    const QModelIndex allowed = cell(editor, "emb_0", C::Allowed);
    QCOMPARE(allowed.data(Qt::EditRole).toString(), QStringLiteral("data_parallel, shard"));
    QCOMPARE(allowed.data(Qt::DisplayRole).toString(), QStringLiteral("数据并行、分片"));
    QVERIFY2(allowed.data(Qt::ToolTipRole)
                 .toString()
                 .startsWith(QStringLiteral("data_parallel（数据并行）、shard（分片）")),
             qPrintable(allowed.data(Qt::ToolTipRole).toString()));

    // The kind's combo box lists the translated names and writes the keyword.
    editor.resize(1200, 800);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.tableView()->edit(kind);
    auto* box = editor.tableView()->findChild<QComboBox*>();
    QVERIFY(box);
    QCOMPARE(box->currentText(), QStringLiteral("全连接"));
    const int elementwise = box->findText(QStringLiteral("逐元素"));
    QVERIFY(elementwise >= 0);
    box->setCurrentIndex(elementwise);
    QTest::keyClick(box, Qt::Key_Return);
    QTRY_COMPARE(editor.model().ops[editor.model().indexOf("top_1")].kind, OpKind::Elementwise);

    // Typed names: the translated words and the keywords both parse; "、" separates too.
    QVERIFY(table->setData(cell(editor, "top_0", C::Allowed), QStringLiteral("数据并行、张量切分"),
                           Qt::EditRole));
    QCOMPARE(editor.model().ops[editor.model().indexOf("top_0")].allowed,
             unsigned(AllowDataParallel | AllowTensorSplit));
    QVERIFY(table->setData(cell(editor, "top_0", C::Kind), QStringLiteral("归一化"), Qt::EditRole));
    QCOMPARE(editor.model().ops[editor.model().indexOf("top_0")].kind, OpKind::Norm);
    QVERIFY(!table->setData(cell(editor, "top_0", C::Kind), QStringLiteral("循环"), Qt::EditRole));
    QVERIFY2(editor.lastMessage().contains(QStringLiteral("循环")),
             qPrintable(editor.lastMessage()));

    // The strategy's placements: a mode shown translated, set by its translated name.
    ui::StrategyView view(&doc);
    ui::PlacementTableModel* placements = view.placements();
    const int emb = view.model().indexOf("emb_1");
    const QModelIndex params =
        placements->index(placements->rowOf(emb), ui::PlacementTableModel::Params);
    QCOMPARE(params.data(Qt::EditRole).toString(),
             QLatin1String(paramModeName(view.strategy().ops[emb].params)));
    QCOMPARE(placements->index(params.row(), ui::PlacementTableModel::Kind).data().toString(),
             QStringLiteral("嵌入表"));
    const ParamMode other = view.strategy().ops[emb].params == ParamMode::Replicated
                                ? ParamMode::Partitioned
                                : ParamMode::Replicated;
    const QString otherText =
        other == ParamMode::Replicated ? QStringLiteral("复制") : QStringLiteral("分片");
    QVERIFY(placements->setData(params, otherText, Qt::EditRole));
    QCOMPARE(view.strategy().ops[emb].params, other);
    QCOMPARE(params.data(Qt::DisplayRole).toString(), otherText);
}

QTEST_MAIN(TestModelEditor)
#include "tst_modeleditor.moc"

// The strategy view (issue 10, item 2): hand placements stored in the scenario, their effect
// on the traffic, refusals, memory flags, undo, and hand strategies following model edits.
#include <QtTest>

#include <QHeaderView>
#include <QTableView>
#include <QUndoStack>

#include "dlrmscenario.h"
#include "io/strategyjson.h"
#include "modeleditor.h"
#include "placementtable.h"
#include "strategyview.h"

using namespace topoopt;
using test::dlrmScenario;
using test::dump;
using test::trafficOf;

class TestStrategyView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void handStrategyShardChangesTrafficAndUndoes();
    void handStrategyRefusedAndFlagged();
    void handStrategySurvivesModelEdit();
    void scenarioStrategyRoundTrip();
    void serverSetText_data();
    void serverSetText();
    void serverCellShowsStepAndEditsEveryId();
    void placementColumnsFitBesideTheServers();
};

void TestStrategyView::handStrategyShardChangesTrafficAndUndoes()
{
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(4));
    ui::StrategyView view(&doc);
    QVERIFY(!view.isHandStrategy());
    const std::string before = dump(doc);
    const Traffic trafficBefore = trafficOf(doc.scenario());
    const int emb = view.model().indexOf("emb_0");
    QCOMPARE(view.strategy().ops[emb].servers, (std::vector<int>{0}));
    QVERIFY(view.placements()->rowOf(emb) >= 0);

    QVERIFY(view.shardOperator(emb, 4));
    QVERIFY(view.isHandStrategy());
    QCOMPARE(view.strategy().ops[emb].servers, (std::vector<int>{0, 1, 2, 3}));
    QCOMPARE(view.strategy().ops[emb].params, ParamMode::Partitioned);
    const Traffic trafficAfter = trafficOf(doc.scenario());
    QVERIFY(!(trafficAfter == trafficBefore));
    // A table sharded over 4 servers sends from 4 servers (each its share of every sample).
    const std::vector<double> m = trafficAfter.mpMatrix();
    for (int src = 1; src < 4; ++src)
        QVERIFY(m[static_cast<std::size_t>(src) * 16 + 8] > 0);

    // Editing the servers cell does the same as the buttons.
    auto* table = view.placements();
    QVERIFY(table->setData(table->index(table->rowOf(emb), ui::PlacementTableModel::Servers),
                           QStringLiteral("0-1, 8"), Qt::EditRole));
    QCOMPARE(view.strategy().ops[emb].servers, (std::vector<int>{0, 1, 8}));

    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(dump(doc), before);
    QVERIFY(!view.isHandStrategy());
    QCOMPARE(trafficOf(doc.scenario()), trafficBefore);
}

void TestStrategyView::handStrategyRefusedAndFlagged()
{
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(4));
    ui::StrategyView view(&doc);
    const std::string before = dump(doc);
    // Dense layers do not allow sharded parameters.
    QVERIFY(!view.shardOperator(view.model().indexOf("bottom_0"), 2));
    QVERIFY(view.lastWasRefused());
    QVERIFY2(view.lastMessage().contains(QStringLiteral("does not allow partitioned")),
             qPrintable(view.lastMessage()));
    auto* table = view.placements();
    const int row = table->rowOf(view.model().indexOf("top_0"));
    QVERIFY(!table->setData(table->index(row, ui::PlacementTableModel::Servers),
                            QStringLiteral("3-x"), Qt::EditRole));
    QVERIFY(view.lastMessage().contains(QStringLiteral("servers: expected server ids")));
    table->setData(table->index(row, ui::PlacementTableModel::Gpus), QStringLiteral("3"),
                   Qt::EditRole);
    QVERIFY(view.lastWasRefused());
    QVERIFY2(view.lastMessage().contains(QStringLiteral("tensor split must divide")),
             qPrintable(view.lastMessage()));
    QCOMPARE(dump(doc), before);

    // Every table on server 0 does not fit: accepted as a hand strategy but flagged.
    for (int t = 0; t < 4; ++t) {
        const int emb = view.model().indexOf("emb_" + std::to_string(t));
        OpPlacement p = view.strategy().ops[emb];
        p.servers = {0};
        QVERIFY(view.setPlacement(emb, p, QStringLiteral("all on 0")));
    }
    Scenario big = doc.scenario();
    big.model.params["rows"] = 100'000'000; // 51 GB per table
    doc.edit(QStringLiteral("bigger tables"), big);
    QVERIFY(!view.memory().fits());
    QCOMPARE(view.memory().worstServer, 0);
    const int embRow = table->rowOf(view.model().indexOf("emb_0"));
    QVERIFY(table->data(table->index(embRow, 0), Qt::BackgroundRole).isValid());
    QVERIFY(view.memory().bytesPerGpu[1] <= view.memory().capacityBytes);
    QVERIFY(view.serverView()
                ->model()
                ->data(view.serverView()->model()->index(0, 2))
                .toString()
                .contains(QStringLiteral("over budget")));
    QVERIFY(view.resetToDefault());
    QVERIFY(!view.isHandStrategy());
}

void TestStrategyView::handStrategySurvivesModelEdit()
{
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(4));
    ui::StrategyView view(&doc);
    ui::ModelEditor editor(&doc);
    QVERIFY(view.shardOperator(view.model().indexOf("emb_2"), 3));
    // Adding an operator shifts the indices; the hand placement follows the operator's name.
    QVERIFY(editor.addOperator(editor.model().indexOf("bottom_0")));
    const int emb = view.model().indexOf("emb_2");
    QCOMPARE(view.strategy().ops[emb].servers, (std::vector<int>{2, 3, 4}));
    QCOMPARE(view.strategy().ops[emb].params, ParamMode::Partitioned);
    QCOMPARE(view.strategy().ops.size(), view.model().ops.size());
    // Regenerating the zoo model keeps the names, so the hand placement stays.
    QVERIFY(!doc.scenario().model.inlineModel.is_null());
    QVERIFY(editor.regenerate());
    QCOMPARE(view.strategy().ops[view.model().indexOf("emb_2")].servers,
             (std::vector<int>{2, 3, 4}));
}

void TestStrategyView::scenarioStrategyRoundTrip()
{
    Scenario s = dlrmScenario(2);
    const Model model = resolveModel(s, {});
    Strategy strategy = resolveStrategy(s, model);
    strategy.ops[model.indexOf("emb_1")].servers = {5, 6};
    s.strategy = io::strategyToJson(strategy, model);
    const Scenario back = io::scenarioFromJson(io::scenarioToJson(s));
    QVERIFY(back == s);
    QCOMPARE(resolveStrategy(back, model), strategy);
    // A strategy for another model is reported under /strategy.
    Scenario other = back;
    other.model.params["tables"] = 3;
    try {
        resolveStrategy(other, resolveModel(other, {}));
        QFAIL("a strategy for 2 tables placed a model with 3");
    } catch (const InputError& e) {
        QVERIFY(e.problems().items().front().path.rfind("/strategy/ops", 0) == 0);
    }
}

// The server column: runs, progressions with a step, and a cap on the cell's length (the set
// of every other server of GPT on 128 servers listed 64 ids and pushed the columns away).
void TestStrategyView::serverSetText_data()
{
    QTest::addColumn<std::vector<int>>("servers");
    QTest::addColumn<int>("maxChars");
    QTest::addColumn<QString>("text");
    const auto every = [](int from, int to, int step) {
        std::vector<int> v;
        for (int s = from; s <= to; s += step)
            v.push_back(s);
        return v;
    };
    QTest::newRow("single") << std::vector<int>{5} << 32 << QStringLiteral("5");
    QTest::newRow("runs") << std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 12, 14, 15} << 32
                          << QStringLiteral("0-7, 12, 14-15");
    QTest::newRow("two with a gap") << std::vector<int>{0, 2} << 32 << QStringLiteral("0, 2");
    QTest::newRow("three with a step")
        << std::vector<int>{0, 2, 4} << 32 << QStringLiteral("0-4 step 2");
    QTest::newRow("every other") << every(0, 126, 2) << 32 << QStringLiteral("0-126 step 2");
    QTest::newRow("run then step")
        << std::vector<int>{0, 1, 3, 5, 7} << 32 << QStringLiteral("0-1, 3-7 step 2");
    QTest::newRow("step then run")
        << std::vector<int>{0, 4, 8, 9, 10} << 32 << QStringLiteral("0-8 step 4, 9-10");
    QTest::newRow("descending") << std::vector<int>{3, 2, 1} << 32 << QStringLiteral("3, 2, 1");
    QTest::newRow("cut short") << std::vector<int>{0, 3, 7, 12, 18, 25, 33, 42, 52, 63, 75, 88}
                               << 20 << QStringLiteral("0, 3, \u2026 (12 servers)");
    QTest::newRow("one long part") << every(0, 1000, 3) << 8 << QStringLiteral("0-999 step 3");
}

void TestStrategyView::serverSetText()
{
    QFETCH(std::vector<int>, servers);
    QFETCH(int, maxChars);
    QFETCH(QString, text);
    QCOMPARE(ui::serverSetText(servers, maxChars), text);
    // The edit text lists every id, and reads back as the same set.
    std::vector<int> back;
    QString why;
    QVERIFY(ui::parseServerRanges(ui::serverRanges(servers), &back, &why));
    QCOMPARE(back, servers);
}

void TestStrategyView::serverCellShowsStepAndEditsEveryId()
{
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(4));
    ui::StrategyView view(&doc);
    auto* table = view.placements();
    const int top = view.model().indexOf("top_0");
    const QModelIndex cell = table->index(table->rowOf(top), ui::PlacementTableModel::Servers);
    QVERIFY(table->setData(cell, QStringLiteral("0, 2, 4, 6, 8, 10, 12, 14"), Qt::EditRole));
    const QModelIndex edited = table->index(table->rowOf(top), ui::PlacementTableModel::Servers);
    QCOMPARE(table->data(edited, Qt::DisplayRole).toString(), QStringLiteral("0-14 step 2"));
    QCOMPARE(table->data(edited, Qt::EditRole).toString(),
             QStringLiteral("0, 2, 4, 6, 8, 10, 12, 14"));
    QVERIFY(table->data(edited, Qt::ToolTipRole)
                .toString()
                .startsWith(QStringLiteral("0, 2, 4, 6, 8, 10, 12, 14\n")));
}

// The tab as wide as it is at 1440x900 beside the docks: the placements' columns whole, their
// headers too ("Memory/GPU" was cut to "Memory/G"). The server table does not fit beside them
// there (it was squeezed to two columns), so it goes below them, its columns whole too; on a
// wide tab the two stand side by side.
void TestStrategyView::placementColumnsFitBesideTheServers()
{
    ui::Document doc;
    doc.edit(QStringLiteral("setup"), dlrmScenario(4));
    ui::StrategyView view(&doc);
    view.resize(720, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QTableView* placements = view.placementView();
    const QTableView* servers = view.serverView();
    const QHeaderView* header = placements->horizontalHeader();
    QTRY_VERIFY2(
        header->length() <= placements->viewport()->width(),
        qPrintable(
            QStringLiteral("%1 > %2").arg(header->length()).arg(placements->viewport()->width())));
    for (int c = 0; c < header->count(); ++c)
        QVERIFY(header->sectionSize(c) >= header->sectionSizeHint(c));
    const auto threeColumns = [servers] {
        const QHeaderView* h = servers->horizontalHeader();
        return h->sectionSize(0) + h->sectionSize(1) + h->sectionSize(2);
    };
    QTRY_VERIFY(servers->geometry().top() > placements->geometry().bottom());
    QVERIFY(threeColumns() <= servers->viewport()->width());
    QVERIFY(servers->height() > 100);

    view.resize(1400, 600);
    QTRY_VERIFY(servers->geometry().left() > placements->geometry().right());
    QVERIFY(header->length() <= placements->viewport()->width());
    QVERIFY(threeColumns() <= servers->viewport()->width());
}

QTEST_MAIN(TestStrategyView)
#include "tst_strategyview.moc"

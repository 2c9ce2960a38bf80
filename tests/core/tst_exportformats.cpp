// Export formats (issue 9): the traffic matrices CSV and reading figure inputs back from result
// and comparison documents.
#include <QtTest>

#include <nlohmann/json.hpp>

#include "common/error.h"
#include "io/resultjson.h"
#include "io/resultreader.h"
#include "io/trafficcsv.h"
#include "io/trafficjson.h"
#include "testdata.h"

using namespace topoopt;

namespace {

Traffic sample()
{
    Traffic t;
    t.servers = 6;
    t.allreduce.push_back({"a", {0, 2, 4}, 3000});
    t.allreduce.push_back({"b", {1, 3}, 1001}); // odd: the per-member share is fractional
    t.mp.push_back({0, 5, 700});
    t.mp.push_back({2, 4, 50}); // same pair as an AllReduce hop: rows add up
    return t;
}

struct Sums {
    double allreduce = 0, mp = 0, total = 0;
};

Sums sums(const std::vector<io::TrafficCsvRow>& rows)
{
    Sums s;
    for (const io::TrafficCsvRow& r : rows) {
        s.allreduce += r.allreduceBytes;
        s.mp += r.mpBytes;
        s.total += r.totalBytes;
    }
    return s;
}

} // namespace

class TestExportFormats : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void trafficCsvLayout();
    void trafficCsvRoundTrip_data();
    void trafficCsvRoundTrip();
    void trafficCsvMalformed_data();
    void trafficCsvMalformed();
    void historyRoundTrip();
    void historyErrorsNamePaths();
    void comparisonRows();
    void figureSourceOfEachFormat();
    void figureSourceRejectsUnknownFormat();
};

void TestExportFormats::trafficCsvLayout()
{
    const std::string csv = io::trafficMatricesCsv(sample());
    QVERIFY(csv.rfind("src,dst,allreduce_bytes,mp_bytes,total_bytes\n", 0) == 0);
    // Group a: 2 (k-1) S / k = 4000 bytes from each member to the next in member order.
    QVERIFY(csv.find("\n0,2,4000,0,4000\n") != std::string::npos);
    QVERIFY(csv.find("\n2,4,4000,50,4050\n") != std::string::npos);
    QVERIFY(csv.find("\n4,0,4000,0,4000\n") != std::string::npos);
    QVERIFY(csv.find("\n0,5,0,700,700\n") != std::string::npos);
    // Group b: 2 (2-1) 1001 / 2 = 1001 each way.
    QVERIFY(csv.find("\n1,3,1001,0,1001\n") != std::string::npos);
    const std::vector<io::TrafficCsvRow> rows = io::trafficMatrixRows(sample());
    QCOMPARE(int(rows.size()), 6);
    for (std::size_t i = 1; i < rows.size(); ++i)
        QVERIFY(std::pair(rows[i - 1].src, rows[i - 1].dst) < std::pair(rows[i].src, rows[i].dst));
}

void TestExportFormats::trafficCsvRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("sample") << QString();
    for (const char* name : {"dp16.json", "alltoall16.json", "hotspot32.json", "pipeline64.json",
                             "strided12.json", "none4.json"})
        QTest::newRow(name) << test::sharedData(QStringLiteral("traffic/") + QLatin1String(name));
}

void TestExportFormats::trafficCsvRoundTrip()
{
    QFETCH(QString, file);
    const Traffic traffic = file.isEmpty() ? sample() : io::loadTraffic(file.toStdString());
    const std::vector<io::TrafficCsvRow> rows =
        io::parseTrafficMatricesCsv(io::trafficMatricesCsv(traffic));
    QCOMPARE(rows, io::trafficMatrixRows(traffic));
    const Sums s = sums(rows);
    QCOMPARE(s.allreduce, traffic.allreduceWireBytes());
    QCOMPARE(s.mp, traffic.mpBytes());
    QCOMPARE(s.total, traffic.allreduceWireBytes() + traffic.mpBytes());
    // Every MP entry of the file is its pair's MP cell.
    for (const MpFlow& f : traffic.mp) {
        const auto it = std::find_if(rows.begin(), rows.end(), [&](const io::TrafficCsvRow& r) {
            return r.src == f.src && r.dst == f.dst;
        });
        QVERIFY(it != rows.end());
        QCOMPARE(it->mpBytes, f.bytes);
    }
}

void TestExportFormats::trafficCsvMalformed_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<QString>("message");
    QTest::newRow("no header") << "0,1,2,0,2\n"
                               << "line 1: expected the header";
    QTest::newRow("empty") << ""
                           << "line 1: expected the header";
    QTest::newRow("short row") << "src,dst,allreduce_bytes,mp_bytes,total_bytes\n0,1,2\n"
                               << "line 2: expected 5 fields, got 3";
    QTest::newRow("word") << "src,dst,allreduce_bytes,mp_bytes,total_bytes\r\n0,1,x,0,2\r\n"
                          << "line 2: field 3 must be a number >= 0, got \"x\"";
    QTest::newRow("negative") << "src,dst,allreduce_bytes,mp_bytes,total_bytes\n0,1,1,-4,2\n"
                              << "line 2: field 4 must be a number >= 0";
    QTest::newRow("fractional id") << "src,dst,allreduce_bytes,mp_bytes,total_bytes\n0.5,1,1,0,1\n"
                                   << "line 2: src and dst must be server ids";
}

void TestExportFormats::trafficCsvMalformed()
{
    QFETCH(QString, csv);
    QFETCH(QString, message);
    try {
        io::parseTrafficMatricesCsv(csv.toStdString());
        QFAIL("accepted a malformed CSV");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.problems().toString()).contains(message), e.what());
    }
}

void TestExportFormats::historyRoundTrip()
{
    std::vector<ProposalEvent> events;
    for (int i = 0; i < 7; ++i) {
        ProposalEvent e;
        e.round = i / 3;
        e.step = i;
        e.plane = i % 3 == 2 ? SearchPlane::Topology : SearchPlane::Strategy;
        e.iterationMs = 10.0 - i * 0.5;
        e.bestMs = 10.0 - i * 0.5;
        e.accepted = i % 2 == 0;
        e.lowerBound = i == 3; // rejected on a bound: the flag must survive the file
        e.move = "move " + std::to_string(i);
        events.push_back(e);
    }
    nlohmann::json list = nlohmann::json::array();
    for (const ProposalEvent& e : events)
        list.push_back(io::proposalToJson(e));
    const std::vector<ProposalEvent> back = io::historyFromJson(list, "/history");
    QCOMPARE(int(back.size()), 7);
    for (std::size_t i = 0; i < back.size(); ++i) {
        QCOMPARE(back[i].round, events[i].round);
        QCOMPARE(back[i].step, events[i].step);
        QCOMPARE(back[i].plane, events[i].plane);
        QCOMPARE(back[i].iterationMs, events[i].iterationMs);
        QCOMPARE(back[i].bestMs, events[i].bestMs);
        QCOMPARE(back[i].accepted, events[i].accepted);
        QCOMPARE(back[i].lowerBound, events[i].lowerBound);
        QCOMPARE(back[i].move, events[i].move);
    }
    QVERIFY(!list[0].contains("lower_bound")); // written only where it holds
    QCOMPARE(list[3]["lower_bound"], true);
}

void TestExportFormats::historyErrorsNamePaths()
{
    const nlohmann::json bad = nlohmann::json::parse(
        R"([{"round": 0, "step": 0, "plane": "strategy", "iteration_ms": 1, "best_ms": 1,
             "accepted": true},
            {"round": 0, "step": 1, "plane": "sideways", "iteration_ms": -1, "best_ms": 1,
             "accepted": true}])");
    try {
        io::historyFromJson(bad, "/history");
        QFAIL("accepted a bad history");
    } catch (const InputError& e) {
        const QString text = QString::fromStdString(e.problems().toString());
        QVERIFY2(text.contains(QLatin1String("/history/1/plane: must be \"strategy\" or "
                                             "\"topology\"")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("/history/1/iteration_ms")), qPrintable(text));
        QVERIFY(!text.contains(QLatin1String("/history/0")));
    }
    QVERIFY_THROWS_EXCEPTION(InputError, io::historyFromJson(nlohmann::json::object(), "/h"));
}

void TestExportFormats::comparisonRows()
{
    Comparison c;
    c.scenario = "demo";
    ComparisonRow a;
    a.kind = "topoopt";
    a.label = "TopoOpt";
    a.iterationMs = 10;
    a.computeMs = 7;
    a.exposedCommMs = 3;
    a.costUsd = 12345;
    a.speedupVsEqualCostFatTree = 1.5;
    ComparisonRow b = a;
    b.kind = "fattree-equal-cost";
    b.iterationMs = 15;
    c.rows = {a, b};
    const nlohmann::json doc = io::comparisonToJson(c);
    const std::vector<ComparisonRow> rows = io::comparisonRowsFromJson(doc, "");
    QCOMPARE(int(rows.size()), 2);
    QCOMPARE(rows[0].kind, std::string("topoopt"));
    QCOMPARE(rows[0].label, std::string("TopoOpt"));
    QCOMPARE(rows[0].computeMs, 7.0);
    QCOMPARE(rows[0].costUsd, 12345.0);
    QCOMPARE(rows[0].speedupVsEqualCostFatTree, 1.5);
    QCOMPARE(rows[1].iterationMs, 15.0);
    const io::FigureSource source = io::figureSourceFromJson(doc);
    QVERIFY(source.comparison);
    QCOMPARE(source.name, std::string("demo"));
    QVERIFY(!source.history && !source.traffic && !source.topology);

    nlohmann::json bad = doc;
    bad["rows"][1].erase("iteration_ms");
    try {
        io::comparisonRowsFromJson(bad, "/comparison");
        QFAIL("accepted a row without iteration_ms");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.problems().toString())
                     .contains(QLatin1String("/comparison/rows/1/iteration_ms")),
                 e.what());
    }
}

void TestExportFormats::figureSourceOfEachFormat()
{
    const Traffic traffic =
        io::loadTraffic(test::sharedData(QStringLiteral("traffic/dp16.json")).toStdString());
    const io::FigureSource t = io::figureSourceFromJson(io::trafficToJson(traffic));
    QVERIFY(t.traffic && *t.traffic == traffic);
    QVERIFY(!t.topology && !t.history && !t.comparison);

    // A result without history (older or hand-made files) reads, with no history.
    nlohmann::json result = nlohmann::json::parse(R"({"format": "topoopt-result/1",
        "scenario": {"format": "topoopt-scenario/1", "name": "r",
                     "cluster": {"servers": 16, "degree": 4, "link_gbps": 100},
                     "model": {"zoo": "dlrm"}},
        "topology": {"format": "topoopt-topology/1", "kind": "ring", "servers": 16,
                     "switches": 0, "degree": 4, "link_gbps": 100, "links": []}})");
    result["traffic"] = io::trafficToJson(traffic);
    const io::FigureSource r = io::figureSourceFromJson(result);
    QCOMPARE(r.name, std::string("r"));
    QVERIFY(r.traffic && r.topology && r.scenario);
    QVERIFY(!r.history);

    // Problems inside a part are reported under the part's path.
    result["traffic"]["servers"] = 0;
    try {
        io::figureSourceFromJson(result);
        QFAIL("accepted a result with bad traffic");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.problems().toString())
                     .contains(QLatin1String("/traffic/servers")),
                 e.what());
    }
    result.erase("traffic");
    try {
        io::figureSourceFromJson(result);
        QFAIL("accepted a result without traffic");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.problems().toString())
                     .contains(QLatin1String("/traffic: missing")),
                 e.what());
    }
}

void TestExportFormats::figureSourceRejectsUnknownFormat()
{
    for (const char* text : {R"({"format": "topoopt-model/1"})", R"({"servers": 3})", "[1, 2]"}) {
        try {
            io::figureSourceFromJson(nlohmann::json::parse(text));
            QFAIL(text);
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.problems().toString())
                             .contains(QLatin1String("topoopt-result/1")) ||
                         QString::fromStdString(e.problems().toString())
                             .contains(QLatin1String("must be a JSON object")),
                     e.what());
        }
    }
}

QTEST_GUILESS_MAIN(TestExportFormats)
#include "tst_exportformats.moc"

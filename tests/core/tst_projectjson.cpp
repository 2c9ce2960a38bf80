// topoopt-project/1: exact round trips (with pinned designs and both kinds of result), nested
// problems reported under their place in the project, and `validate` recognising projects.
#include <QtTest>

#include <fstream>
#include <sstream>

#include "io/jsonreader.h"
#include "io/projectjson.h"
#include "io/scenariojson.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "io/validate.h"
#include "sim/simjson.h"

using namespace topoopt;

namespace {

Scenario smallScenario(const std::string& name, int degree)
{
    Scenario s = defaultScenario();
    s.name = name;
    s.cluster.servers = 16;
    s.cluster.degree = degree;
    return s;
}

SimResult someSimulation()
{
    SimResult r;
    r.iterationMs = 12.5;
    r.computeMs = 10;
    r.exposedCommMs = 2.5;
    r.links.push_back({0, 1, 4096, 0.25, 100});
    return r;
}

/// A topoopt-result/1 as the optimizer writes it, built from parts the readers accept.
nlohmann::json searchResult()
{
    Traffic t;
    t.servers = 4;
    t.allreduce.push_back({"dp", {0, 1, 2, 3}, 1 << 20});
    Topology topo;
    topo.kind = "manual";
    topo.servers = 4;
    topo.degree = 2;
    topo.linkGbps = 100;
    topo.links = {{0, 1, 1, LinkRole::AllReduce},
                  {1, 2, 1, LinkRole::AllReduce},
                  {2, 3, 1, LinkRole::AllReduce},
                  {0, 3, 1, LinkRole::AllReduce}};
    topo.rings.push_back({"dp", {0, 1, 2, 3}, {1}});
    return nlohmann::json{
        {"format", "topoopt-result/1"},
        {"scenario", io::scenarioToJson(smallScenario("searched", 2))},
        {"start_ms", 20.0},
        {"best_ms", 12.5},
        {"cancelled", false},
        {"strategy", {{"format", "topoopt-strategy/1"}, {"ops", nlohmann::json::array()}}},
        {"traffic", io::trafficToJson(t)},
        {"topology", io::topologyToJson(topo)},
        {"simulation", simResultToJson(someSimulation())},
        {"history",
         {{{"round", 0},
           {"step", 0},
           {"plane", "strategy"},
           {"iteration_ms", 14.0},
           {"best_ms", 14.0},
           {"accepted", true},
           {"move", "dense_0: replicate"}}}}};
}

io::Project fullProject()
{
    io::Project p;
    p.scenario = smallScenario("current", 4);
    p.view.tab = 2;
    p.view.heatmapMode = "link-load";
    p.view.heatmapScale = "log";
    p.view.graphWidth = "load";
    p.result = searchResult();
    p.pinned.push_back({"before the edit", smallScenario("pinned a", 2)});
    p.pinned.push_back({"d = 6", smallScenario("pinned b", 6)});
    return p;
}

QStringList problemPaths(const nlohmann::json& doc)
{
    QStringList paths;
    try {
        (void)io::projectFromJson(doc);
    } catch (const InputError& e) {
        for (const Problem& p : e.problems().items())
            paths << QString::fromStdString(p.path);
    }
    return paths;
}

} // namespace

class TestProjectJson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTripIsExact_data();
    void roundTripIsExact();
    void streamedAsDumped();
    void defaultsWhenOptionalPartsMissing();
    void nestedProblemsCarryProjectPaths();
    void unknownFieldsWarn();
    void validateRecognisesProjects();
    void saveIsAtomic();
};

void TestProjectJson::roundTripIsExact_data()
{
    QTest::addColumn<int>("resultKind");
    QTest::newRow("search result") << 0;
    QTest::newRow("simulation") << 1;
    QTest::newRow("no result") << 2;
}

void TestProjectJson::roundTripIsExact()
{
    QFETCH(int, resultKind);
    io::Project p = fullProject();
    if (resultKind == 1) p.result = simResultToJson(someSimulation());
    if (resultKind == 2) p.result = nullptr;
    const nlohmann::json doc = io::projectToJson(p);
    QCOMPARE(QString::fromStdString(doc["format"].get<std::string>()),
             QStringLiteral("topoopt-project/1"));
    QCOMPARE(int(doc["pinned"].size()), 2);
    // Through text, as on disk: the second write is byte for byte the first.
    const io::Project back = io::projectFromJson(io::parseJson(doc.dump(2)));
    QVERIFY(back == p);
    QVERIFY(back.warnings.empty());
    QCOMPARE(io::projectToJson(back).dump(2), doc.dump(2));
    QCOMPARE(back.pinned[1].name, std::string("d = 6"));
    QCOMPARE(back.pinned[1].scenario.cluster.degree, 6);
    // The streaming writer (the studio's saves and saveProject) writes the same text, taking
    // the result apart from the project.
    io::Project withoutResult = p;
    withoutResult.result = nlohmann::json::array({"not", "written"}); // never read
    std::ostringstream streamed;
    io::writeProjectJson(withoutResult, p.result, streamed);
    QCOMPARE(streamed.str(), doc.dump(2));
}

namespace {
/// Several 64 KB blocks of text (the streamed writers' buffer), with newlines and escapes
/// falling on every offset within a block.
nlohmann::json bigResult()
{
    nlohmann::json rows = nlohmann::json::array();
    for (int i = 0; i < 9000; ++i)
        rows.push_back(
            {{"i", i}, {"s", std::string(static_cast<std::size_t>(i % 37), 'x') + "\n\""}});
    return {{"format", "topoopt-result/1"}, {"rows", std::move(rows)}};
}
} // namespace

void TestProjectJson::streamedAsDumped()
{
    // Results whose text could trip the splice: empty containers, a nested "result" key, a
    // string holding a newline (escaped in the text), a scalar.
    const std::vector<nlohmann::json> results = {
        nlohmann::json::object(),
        nlohmann::json::array(),
        nlohmann::json{{"result", {{"result", nullptr}}}, {"a", nlohmann::json::array({1, 2})}},
        nlohmann::json{{"note", "line one\nline two\n  \"result\": null"}},
        nlohmann::json(42.5),
        nlohmann::json("text"),
        bigResult(),
    };
    for (const nlohmann::json& result : results) {
        io::Project p = fullProject();
        p.result = result;
        std::ostringstream streamed;
        io::writeProjectJson(p, result, streamed);
        QCOMPARE(streamed.str(), io::projectToJson(p).dump(2));
    }
    // Through a file: saveProject streams, and what it wrote reads back equal.
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("p.topoopt")).toStdString();
    io::saveProject(fullProject(), path);
    QVERIFY(io::loadProject(path) == fullProject());
    std::ifstream in(path, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    QCOMPARE(text, io::projectToJson(fullProject()).dump(2) + "\n");
}

void TestProjectJson::defaultsWhenOptionalPartsMissing()
{
    const nlohmann::json doc{{"format", "topoopt-project/1"},
                             {"scenario", io::scenarioToJson(defaultScenario())}};
    const io::Project p = io::projectFromJson(doc);
    QVERIFY(p.scenario == defaultScenario());
    QVERIFY(p.view == io::ProjectView{});
    QVERIFY(p.result.is_null());
    QVERIFY(p.pinned.empty());
}

void TestProjectJson::nestedProblemsCarryProjectPaths()
{
    nlohmann::json doc = io::projectToJson(fullProject());
    doc["scenario"]["cluster"]["servers"] = 0;
    doc["pinned"][1]["scenario"]["search"]["rounds"] = 0;
    doc["result"]["topology"]["links"][0]["role"] = "laser";
    doc["result"]["history"][0]["plane"] = "both";
    doc["result"]["simulation"]["compute_ms"] = "ten";
    doc["view"]["graph_width"] = "thick";
    const QStringList paths = problemPaths(doc);
    QVERIFY2(paths.contains(QStringLiteral("/scenario/cluster/servers")),
             qPrintable(paths.join(u' ')));
    QVERIFY(paths.contains(QStringLiteral("/pinned/1/scenario/search/rounds")));
    QVERIFY(paths.contains(QStringLiteral("/result/topology/links/0/role")));
    QVERIFY(paths.contains(QStringLiteral("/result/history/0/plane")));
    QVERIFY(paths.contains(QStringLiteral("/result/simulation/compute_ms")));
    QVERIFY(paths.contains(QStringLiteral("/view/graph_width")));

    nlohmann::json missing = io::projectToJson(fullProject());
    missing["result"].erase("traffic");
    missing["result"]["strategy"] = 3;
    const QStringList more = problemPaths(missing);
    QVERIFY(more.contains(QStringLiteral("/result/traffic")));
    QVERIFY(more.contains(QStringLiteral("/result/strategy")));
    QVERIFY(problemPaths(nlohmann::json::array()).contains(QStringLiteral("/")));
}

void TestProjectJson::unknownFieldsWarn()
{
    nlohmann::json doc = io::projectToJson(fullProject());
    doc["colour"] = "blue";
    doc["view"]["zoom"] = 2;
    doc["pinned"][0]["note"] = "x";
    doc["pinned"][0]["scenario"]["extra"] = 1;
    const io::Project p = io::projectFromJson(doc);
    QVERIFY(p == fullProject());
    QStringList warnings;
    for (const std::string& w : p.warnings)
        warnings << QString::fromStdString(w);
    QVERIFY(warnings.contains(QStringLiteral("/colour: unknown field ignored")));
    QVERIFY(warnings.contains(QStringLiteral("/view/zoom: unknown field ignored")));
    QVERIFY(warnings.contains(QStringLiteral("/pinned/0/note: unknown field ignored")));
    QVERIFY(warnings.contains(QStringLiteral("/pinned/0/scenario/extra: unknown field ignored")));
}

void TestProjectJson::validateRecognisesProjects()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("p.topoopt")).toStdString();
    io::saveProject(fullProject(), path);
    const io::ValidationReport report = io::validateFile(path);
    QCOMPARE(report.format, std::string("topoopt-project/1"));
    QVERIFY2(report.ok(), report.problems.toString().c_str());
    const auto formats = io::knownFormats();
    QVERIFY(std::find(formats.begin(), formats.end(), std::string("topoopt-project/1")) !=
            formats.end());
}

void TestProjectJson::saveIsAtomic()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("p.topoopt")).toStdString();
    io::saveProject(fullProject(), path);
    io::Project other = fullProject();
    other.pinned.clear();
    QVERIFY_THROWS_EXCEPTION(
        std::runtime_error,
        io::saveProject(other,
                        dir.filePath(QStringLiteral("no/such/dir/p.topoopt")).toStdString()));
    QVERIFY(io::loadProject(path) == fullProject());
    io::saveProject(other, path);
    QVERIFY(io::loadProject(path) == other);
}

QTEST_GUILESS_MAIN(TestProjectJson)
#include "tst_projectjson.moc"

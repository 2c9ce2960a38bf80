// The core's file formats: round trips, the shared samples, and every malformed input.
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <new>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "common/error.h"
#include "common/fileio.h"
#include "common/limits.h"
#include "io/jsonreader.h"
#include "io/scenariojson.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "io/validate.h"
#include "model/modeljson.h"
#include "model/zoo.h"
#include "search/scenariorun.h"
#include "testdata.h"
#include "topology/buildtopology.h"
#include "topology/topologycheck.h"

using namespace topoopt;

class TestFormats : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void trafficRoundTrip();
    void sharedTrafficSamplesLoad_data();
    void sharedTrafficSamplesLoad();
    void topologyRoundTrip();
    void topologyStreamedAsDumped();
    void scenarioRoundTrip();
    void scenarioDefaultsAndWarnings();
    void scenarioSearchSettings();
    void scenarioSearchSettingsMalformed_data();
    void scenarioSearchSettingsMalformed();
    void builtinScenarioIsDefault();
    void benchmarkScenarioIsASearchedStrategy();
    void malformed_data();
    void malformed();
    void everyProblemReported();
    void failuresToldInWords();
    void atomicWriteKeepsOldFileOnFailure();
    void jsonFileWrittenAsDumped();
    void nonAsciiPaths();
    void oversizedFileRefused();
    void documentFormatPeeks_data();
    void documentFormatPeeks();
};

void TestFormats::trafficRoundTrip()
{
    Traffic t;
    t.servers = 6;
    t.allreduce.push_back({"dp", {5, 0, 3}, 4194304});
    t.mp.push_back({0, 5, 1048576});
    t.mp.push_back({2, 1, 7});
    const Traffic back = io::trafficFromJson(io::trafficToJson(t));
    QVERIFY(back == t);
    QCOMPARE(t.allreduceWireBytes(), 2.0 * 2 * 4194304);
    QCOMPARE(t.mpBytes(), 1048583.0);
    QCOMPARE(t.mpMatrix()[0 * 6 + 5], 1048576.0);
}

void TestFormats::sharedTrafficSamplesLoad_data()
{
    QTest::addColumn<QString>("file");
    for (const char* name : {"dp16.json", "alltoall16.json", "none4.json", "pipeline64.json",
                             "strided12.json", "hotspot32.json"})
        QTest::newRow(name) << test::sharedData(QStringLiteral("traffic/") + QLatin1String(name));
}

void TestFormats::sharedTrafficSamplesLoad()
{
    QFETCH(QString, file);
    const Traffic t = io::loadTraffic(file.toStdString());
    QVERIFY(t.servers > 0);
    const Traffic back = io::trafficFromJson(io::trafficToJson(t));
    QVERIFY(back == t);
}

void TestFormats::topologyRoundTrip()
{
    Topology t;
    t.kind = "manual";
    t.servers = 4;
    t.degree = 2;
    t.linkGbps = 100;
    for (int i = 0; i < 4; ++i)
        t.links.push_back({i < 3 ? i : 0, i < 3 ? i + 1 : 3, 1, LinkRole::AllReduce, 0});
    t.rings.push_back({"g", {0, 1, 2, 3}, {1}});
    t.routes.push_back({0, 2, {{{0, 1, 2}, 0.5}, {{0, 3, 2}, 0.5}}});
    t.metrics.connected = true;
    t.metrics.diameter = 2;
    t.metrics.mpAvgHops = 2;
    t.metrics.matching = "exact";
    QVERIFY(checkTopology(t).empty());
    const Topology back = io::topologyFromJson(io::topologyToJson(t));
    QVERIFY(back == t);
    // "switches" is optional: without it the file reads as 0 switches. It used to end the
    // reading with no problem named, so `cost` exited 2 saying nothing (found by fuzzing).
    nlohmann::json noSwitches = io::topologyToJson(t);
    noSwitches.erase("switches");
    QVERIFY(io::topologyFromJson(noSwitches) == t);
    noSwitches.erase("servers");
    try {
        io::topologyFromJson(noSwitches);
        QFAIL("accepted a topology without servers");
    } catch (const InputError& e) {
        QCOMPARE(e.problems().items().front().path, std::string("/servers"));
    }
}

void TestFormats::topologyStreamedAsDumped()
{
    // The streaming writer's text is dump(1)'s, byte for byte: with all of a fabric's routes,
    // with none, and with one.
    Traffic traffic;
    traffic.servers = 8;
    traffic.mp.push_back({0, 5, 1e6});
    for (const char* kind : {"fattree", "ring", "topoopt"}) {
        TopologyOptions o;
        o.kind = kind;
        o.degree = 2;
        const Topology built = buildTopology(traffic, o);
        QVERIFY(!built.routes.empty());
        Topology t = built;
        for (std::size_t keep : {built.routes.size(), std::size_t{0}, std::size_t{1}}) {
            t.routes.assign(built.routes.begin(), built.routes.begin() + keep);
            std::ostringstream out;
            io::writeTopologyJson(t, out);
            QCOMPARE(out.str(), io::topologyToJson(t).dump(1));
        }
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("t.json")).toStdString();
        io::saveTopology(t, path);
        QCOMPARE(readFileLimited(path), io::topologyToJson(t).dump(1) + "\n");
        QVERIFY(io::loadTopology(path) == t);
    }
}

void TestFormats::scenarioRoundTrip()
{
    Scenario s = defaultScenario();
    s.cluster.servers = 16;
    s.cluster.degree = 6;
    s.model.zoo = "bert";
    s.model.params = {{"layers", 6}, {"per_gpu_batch", 24}};
    s.topology.kind = "manual";
    s.topology.rings.push_back({"all", {0, 1, 2, 3}, {1}});
    s.topology.links.push_back({0, 2, 1, LinkRole::Mp, 0});
    s.topology.oversubscription = 2;
    s.search.seed = 42;
    s.search.relative = true;
    const Scenario back = io::scenarioFromJson(io::scenarioToJson(s));
    QVERIFY(back == s);
    // The shared-cycle choice: written when it is not the default, so older files stay as
    // they were; each value reads back.
    QVERIFY(!io::scenarioToJson(s)["topology"].contains("shared_cycle"));
    for (SharedCycle choice : {SharedCycle::Always, SharedCycle::Never}) {
        s.topology.sharedCycle = choice;
        const auto doc = io::scenarioToJson(s);
        QCOMPARE(doc["topology"]["shared_cycle"].get<std::string>(),
                 std::string(sharedCycleName(choice)));
        QVERIFY(io::scenarioFromJson(doc) == s);
    }
}

void TestFormats::scenarioDefaultsAndWarnings()
{
    const auto doc = io::parseJson(R"({"format": "topoopt-scenario/1",
        "cluster": {"servers": 16, "degree": 4, "link_gbps": 25, "colour": "blue"},
        "model": {"zoo": "vgg16"}, "extra": 1})");
    const Scenario s = io::scenarioFromJson(doc);
    QCOMPARE(s.cluster.gpusPerServer, 4);
    QCOMPARE(s.cluster.nvlinkGbps, 1600.0);
    QCOMPARE(s.search.proposals, 4000);
    QCOMPARE(s.topology.kind, std::string("topoopt"));
    QCOMPARE(int(s.warnings.size()), 2);
    QCOMPARE(s.warnings[0], std::string("/cluster/colour: unknown field ignored"));
    QCOMPARE(s.warnings[1], std::string("/extra: unknown field ignored"));
}

void TestFormats::scenarioSearchSettings()
{
    // Absent: both off, and a scenario that never set them is written without them, so older
    // files and golden outputs stay byte-identical.
    const Scenario plain = io::scenarioFromJson(io::parseJson(R"({"format": "topoopt-scenario/1",
        "cluster": {"servers": 16, "degree": 4, "link_gbps": 100}, "model": {"zoo": "dlrm"},
        "search": {"seed": 3}})"));
    QCOMPARE(plain.search.patience, 0);
    QCOMPARE(plain.search.topologyMoves, 0);
    QVERIFY(plain.warnings.empty());
    const auto plainDoc = io::scenarioToJson(plain);
    QVERIFY(!plainDoc["search"].contains("patience"));
    QVERIFY(!plainDoc["search"].contains("topology_moves"));
    QVERIFY(!plainDoc["search"].contains("time_resolution_us"));
    QCOMPARE(plain.search.timeResolutionUs, kAutoTimeResolution); // absent: auto

    // Set: read, written only the one that is non-zero, and back.
    const Scenario set = io::scenarioFromJson(io::parseJson(R"({"format": "topoopt-scenario/1",
        "cluster": {"servers": 16, "degree": 4, "link_gbps": 100}, "model": {"zoo": "dlrm"},
        "search": {"patience": 250, "topology_moves": 0}})"));
    QCOMPARE(set.search.patience, 250);
    QCOMPARE(set.search.topologyMoves, 0);
    QVERIFY2(set.warnings.empty(), set.warnings.empty() ? "" : set.warnings[0].c_str());
    const auto setDoc = io::scenarioToJson(set);
    QCOMPARE(setDoc["search"]["patience"].get<int>(), 250);
    QVERIFY(!setDoc["search"].contains("topology_moves"));

    // The time resolution, in microseconds, fractions allowed.
    const Scenario resolved = io::scenarioFromJson(io::parseJson(R"({"format": "topoopt-scenario/1",
        "cluster": {"servers": 16, "degree": 4, "link_gbps": 100}, "model": {"zoo": "dlrm"},
        "search": {"time_resolution_us": 12.5}})"));
    QCOMPARE(resolved.search.timeResolutionUs, 12.5);
    QVERIFY(resolved.warnings.empty());
    QCOMPARE(io::scenarioToJson(resolved)["search"]["time_resolution_us"].get<double>(), 12.5);

    // "auto" is the default, so exact has to be written: a 0 goes out and comes back.
    const char* autoDoc = R"({"format": "topoopt-scenario/1",
        "cluster": {"servers": 16, "degree": 4, "link_gbps": 100}, "model": {"zoo": "dlrm"},
        "search": {"time_resolution_us": "auto"}})";
    const Scenario automatic = io::scenarioFromJson(io::parseJson(autoDoc));
    QCOMPARE(automatic.search.timeResolutionUs, kAutoTimeResolution);
    QVERIFY(!io::scenarioToJson(automatic)["search"].contains("time_resolution_us"));
    Scenario exact = automatic;
    exact.search.timeResolutionUs = 0;
    const auto exactDoc = io::scenarioToJson(exact);
    QCOMPARE(exactDoc["search"]["time_resolution_us"].get<double>(), 0.0);
    QCOMPARE(io::scenarioFromJson(exactDoc).search.timeResolutionUs, 0.0);
    for (const char* bad : {R"("fast")", "-1", "1e7"}) {
        std::string text = autoDoc;
        text.replace(text.find(R"("auto")"), 6, bad);
        try {
            (void)io::scenarioFromJson(io::parseJson(text));
            QFAIL(qPrintable(
                QStringLiteral("accepted time_resolution_us %1").arg(QLatin1String(bad))));
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("/search/time_resolution_us") != std::string::npos,
                     e.what());
        }
    }

    Scenario both = defaultScenario();
    both.search.patience = limits::kMaxPatience;
    both.search.topologyMoves = limits::kMaxTopologyMoves;
    both.search.timeResolutionUs = limits::kMaxTimeResolutionUs;
    const auto bothDoc = io::scenarioToJson(both);
    QCOMPARE(bothDoc["search"]["patience"].get<int>(), limits::kMaxPatience);
    QCOMPARE(bothDoc["search"]["topology_moves"].get<int>(), limits::kMaxTopologyMoves);
    const Scenario back = io::scenarioFromJson(io::parseJson(bothDoc.dump(2)));
    QVERIFY(back == both);
    QCOMPARE(back.search.patience, limits::kMaxPatience);
    QCOMPARE(back.search.topologyMoves, limits::kMaxTopologyMoves);
}

void TestFormats::scenarioSearchSettingsMalformed_data()
{
    QTest::addColumn<QString>("search");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    const auto row = [](const char* name, const char* search, const char* path,
                        const char* message) {
        QTest::newRow(name) << QString::fromUtf8(search) << QString::fromUtf8(path)
                            << QString::fromUtf8(message);
    };
    row("patience negative", R"({"patience": -1})", "/search/patience",
        "must be between 0 and 10000000, got -1");
    row("patience too large", R"({"patience": 10000001})", "/search/patience",
        "must be between 0 and 10000000, got 10000001");
    row("patience string", R"({"patience": "10"})", "/search/patience", R"(got "10")");
    row("patience fraction", R"({"patience": 2.5})", "/search/patience", "got 2.5");
    row("moves negative", R"({"topology_moves": -3})", "/search/topology_moves",
        "must be between 0 and 100000, got -3");
    row("moves too large", R"({"topology_moves": 100001})", "/search/topology_moves",
        "must be between 0 and 100000, got 100001");
    row("moves bool", R"({"topology_moves": true})", "/search/topology_moves", "got true");
    row("moves null", R"({"topology_moves": null})", "/search/topology_moves", "got null");
    row("resolution negative", R"({"time_resolution_us": -0.5})", "/search/time_resolution_us",
        "got -0.5");
    row("resolution too large", R"({"time_resolution_us": 1000001})", "/search/time_resolution_us",
        "got 1000001");
    row("resolution string", R"({"time_resolution_us": "10"})", "/search/time_resolution_us",
        R"(got "10")");
}

void TestFormats::scenarioSearchSettingsMalformed()
{
    QFETCH(QString, search);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const std::string text =
        R"({"format": "topoopt-scenario/1", "cluster": {"servers": 16, "degree": 4,
            "link_gbps": 100}, "model": {"zoo": "dlrm"}, "search": )" +
        search.toStdString() + "}";
    try {
        io::scenarioFromJson(io::parseJson(text));
        QFAIL("accepted a bad search setting");
    } catch (const InputError& e) {
        QCOMPARE(int(e.problems().size()), 1);
        QCOMPARE(QString::fromStdString(e.problems().items()[0].path), path);
        const QString reported = QString::fromStdString(e.problems().toString());
        QVERIFY2(reported.contains(message), qPrintable(reported));
    }
}

void TestFormats::builtinScenarioIsDefault()
{
    const QString path =
        QStringLiteral(TOPOOPT_TEST_DATA "/../../resources/scenarios/default.json");
    const Scenario s = io::loadScenario(path.toStdString());
    QVERIFY(s == defaultScenario());
}

// bench_simulator's data/dlrm128-searched.json stands for what an exact search simulates (README):
// it must still load, carry its own strategy, and be the search's better one.
void TestFormats::benchmarkScenarioIsASearchedStrategy()
{
    const QString path =
        QStringLiteral(TOPOOPT_TEST_DATA "/../benchmarks/data/dlrm128-searched.json");
    Scenario s = io::loadScenario(path.toStdString());
    QVERIFY(s.warnings.empty());
    QVERIFY(!s.strategy.is_null());
    QCOMPARE(s.cluster.servers, 128);
    const ScenarioRun searched = evaluateScenario(s, "");
    s.strategy = nullptr;
    const ScenarioRun start = evaluateScenario(s, "");
    QVERIFY(searched.strategy != start.strategy);
    QVERIFY2(searched.simulation.iterationMs < start.simulation.iterationMs,
             qPrintable(QStringLiteral("%1 ms against the default strategy's %2 ms")
                            .arg(searched.simulation.iterationMs)
                            .arg(start.simulation.iterationMs)));
}

void TestFormats::malformed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    const auto cases = test::malformedCases();
    QVERIFY(cases.size() >= 20);
    for (const auto& c : cases)
        QTest::newRow(qPrintable(c.first))
            << test::testData(QStringLiteral("malformed/") + c.first) << c.second;
}

void TestFormats::malformed()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const io::ValidationReport report = io::validateFile(file.toStdString());
    QVERIFY2(!report.ok(), qPrintable(file));
    const QString message = QString::fromStdString(report.problems.toString());
    QVERIFY2(message.contains(expected), qPrintable(message));
}

void TestFormats::everyProblemReported()
{
    const auto doc = io::parseJson(R"({"format": "topoopt-scenario/1",
        "cluster": {"servers": 0, "degree": 99, "link_gbps": 0},
        "model": {"zoo": "dlrm"}, "search": {"alpha": -1}})");
    try {
        io::scenarioFromJson(doc);
        QFAIL("accepted an invalid scenario");
    } catch (const InputError& e) {
        QCOMPARE(int(e.problems().size()), 4);
        QCOMPARE(e.problems().items()[0].path, std::string("/cluster/servers"));
        QCOMPARE(e.problems().items()[1].path, std::string("/cluster/degree"));
        QCOMPARE(e.problems().items()[2].path, std::string("/cluster/link_gbps"));
        QCOMPARE(e.problems().items()[3].path, std::string("/search/alpha"));
    }
    // Bandwidths and latencies too large to simulate are refused with their paths.
    const auto huge = io::parseJson(R"({"format": "topoopt-scenario/1",
        "cluster": {"servers": 16, "degree": 4, "link_gbps": 1e308, "nvlink_gbps": 2e6,
                    "latency_us": 1e300},
        "model": {"zoo": "dlrm"}})");
    try {
        io::scenarioFromJson(huge);
        QFAIL("accepted bandwidths that overflow");
    } catch (const InputError& e) {
        QCOMPARE(int(e.problems().size()), 3);
        QCOMPARE(e.problems().items()[0].path, std::string("/cluster/link_gbps"));
        QCOMPARE(e.problems().items()[1].path, std::string("/cluster/nvlink_gbps"));
        QCOMPARE(e.problems().items()[2].path, std::string("/cluster/latency_us"));
    }
}

void TestFormats::failuresToldInWords()
{
    // Shown by the CLI and every UI worker: a 65,536-server DLRM ran out of memory after ten
    // minutes and said only "std::bad_alloc".
    QVERIFY(failureText(std::bad_alloc()).starts_with("out of memory: the problem is too large"));
    Problems problems;
    problems.add("/cluster/servers", "must be at least 1");
    problems.add("/model", "missing");
    QCOMPARE(failureText(InputError(problems)),
             std::string("/cluster/servers: must be at least 1\n/model: missing"));
    QCOMPARE(failureText(std::runtime_error("disk full")), std::string("disk full"));
}

void TestFormats::atomicWriteKeepsOldFileOnFailure()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("t.json")).toStdString();
    writeFileAtomic(path, "old");
    QVERIFY_THROWS_EXCEPTION(
        std::runtime_error,
        writeFileAtomic(dir.filePath(QStringLiteral("missing/t.json")).toStdString(), "new"));
    std::ifstream in(path);
    std::string content;
    std::getline(in, content);
    QCOMPARE(content, std::string("old"));
    writeFileAtomic(path, "new");
    std::ifstream again(path);
    std::getline(again, content);
    QCOMPARE(content, std::string("new"));
    // A writer that fails half-way leaves the old content too.
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, writeFileAtomic(path, [](std::ostream& out) {
                                 out << "half";
                                 throw std::runtime_error("out of memory");
                             }));
    std::ifstream third(path);
    std::getline(third, content);
    QCOMPARE(content, std::string("new"));
    // No temporary files are left behind.
    int files = 0;
    for ([[maybe_unused]] const auto& e :
         std::filesystem::directory_iterator(dir.path().toStdString()))
        ++files;
    QCOMPARE(files, 1);
}

void TestFormats::nonAsciiPaths()
{
    // Core paths are UTF-8 (the studio passes QString::toStdString()): a folder and files named
    // in Chinese and French are written, found and read back, a model file relative to its
    // scenario included. Narrow paths would miss them on Windows (ANSI code page).
    QTemporaryDir dir;
    const std::string folder = dir.path().toStdString() + "/\u6a21\u578b \u00e9t\u00e9";
    QVERIFY(std::filesystem::create_directory(pathFromUtf8(folder)));
    QCOMPARE(pathToUtf8(pathFromUtf8(folder)), folder);
    QCOMPARE(pathToUtf8(pathFromUtf8(folder + "/x.json").filename()), std::string("x.json"));

    const std::string modelPath = folder + "/\u6a21\u578b.json";
    saveModel(buildZooModel("resnet50", nlohmann::json::object()), modelPath);
    QVERIFY(std::filesystem::exists(pathFromUtf8(modelPath)));
    Scenario s = defaultScenario();
    s.model.zoo.clear();
    s.model.file = "\u6a21\u578b.json";
    const std::string scenarioPath = folder + "/\u573a\u666f.json";
    io::saveScenario(s, scenarioPath);
    const Scenario back = io::loadScenario(scenarioPath);
    QCOMPARE(back.model.file, s.model.file);
    QCOMPARE(resolveModel(back, folder).name, loadModel(modelPath).name);
    // validate resolves the model beside the scenario the same way.
    const io::ValidationReport report = io::validateFile(scenarioPath, "");
    QVERIFY2(report.problems.empty(), report.problems.toString().c_str());
    // An atomic rewrite leaves only the file, with its new content.
    writeFileAtomic(scenarioPath, std::string("{}\n"));
    QCOMPARE(readFileLimited(scenarioPath), std::string("{}\n"));
    QCOMPARE(std::distance(std::filesystem::directory_iterator(pathFromUtf8(folder)),
                           std::filesystem::directory_iterator()),
             std::ptrdiff_t{2});
}

void TestFormats::jsonFileWrittenAsDumped()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("r.json")).toStdString();
    const nlohmann::json doc = {
        {"name", "r\u00e9sum\u00e9 \"quoted\""},
        {"history", {{{"ms", 69.957}, {"accepted", true}}, {{"ms", 1e-300}}}},
        {"empty", nlohmann::json::object()},
        {"none", nullptr}};
    const auto read = [&path] {
        std::ifstream in(path, std::ios::binary);
        return std::string(std::istreambuf_iterator<char>(in), {});
    };
    writeJsonFileAtomic(path, doc, 1);
    QCOMPARE(read(), doc.dump(1) + "\n");
    writeJsonFileAtomic(path, doc, 0);
    QCOMPARE(read(), doc.dump() + "\n");
    QCOMPARE(nlohmann::json::parse(read()), doc);
    // Text that cannot be written as UTF-8 fails the write and keeps the file as it was.
    QVERIFY_THROWS_EXCEPTION(nlohmann::json::exception,
                             writeJsonFileAtomic(path, nlohmann::json(std::string("\xff")), 1));
    QCOMPARE(read(), doc.dump() + "\n");
}

void TestFormats::oversizedFileRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.json"));
    {
        std::ofstream out(path.toStdString(), std::ios::binary);
        out.seekp((1ll << 30) + 10);
        out.put('\n'); // sparse: no real disk use
    }
    try {
        io::readJsonFile(path.toStdString());
        QFAIL("read a file over 1 GiB");
    } catch (const InputError& e) {
        QVERIFY(QString::fromStdString(e.what()).contains(
            QStringLiteral("larger than the 1 GiB limit")));
    }
}

void TestFormats::documentFormatPeeks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("format");
    QTest::newRow("first") << R"({"format": "topoopt-traffic/1", "servers": 4})"
                           << "topoopt-traffic/1";
    QTest::newRow("after nested values")
        << R"({"a": {"format": "inner"}, "b": [{"format": "x"}, "format"], "format": "outer"})"
        << "outer";
    // The peek stops at the value, so what follows is never read.
    QTest::newRow("malformed after it") << R"({"format": "topoopt-scenario/1", "x": [1,)"
                                        << "topoopt-scenario/1";
    QTest::newRow("malformed before it") << R"({"x": [1,, "format": "f"})"
                                         << "";
    QTest::newRow("no format") << R"({"servers": 4})"
                               << "";
    QTest::newRow("format not a string") << R"({"format": 3, "servers": 4})"
                                         << "";
    QTest::newRow("format an object") << R"({"format": {"format": "f"}})"
                                      << "";
    QTest::newRow("an array") << R"([{"format": "f"}])"
                              << "";
    QTest::newRow("a string") << R"("format")"
                              << "";
    QTest::newRow("empty") << ""
                           << "";
}

void TestFormats::documentFormatPeeks()
{
    QFETCH(QString, text);
    QFETCH(QString, format);
    QCOMPARE(QString::fromStdString(io::documentFormat(text.toStdString())), format);
    // Where the document parses, the peek agrees with the parsed document.
    const nlohmann::json doc = nlohmann::json::parse(text.toStdString(), nullptr, false);
    if (!doc.is_discarded() && doc.is_object() && doc.contains("format") &&
        doc["format"].is_string())
        QCOMPARE(QString::fromStdString(doc["format"].get<std::string>()), format);
}

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"

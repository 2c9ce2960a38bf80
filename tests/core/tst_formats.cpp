// The core's file formats: traffic and topology round trips, the shared samples, every malformed
// input, and files written and read safely.
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <new>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "common/error.h"
#include "common/fileio.h"
#include "io/jsonreader.h"
#include "io/scenariojson.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "io/validate.h"
#include "model/modeljson.h"
#include "model/zoo.h"
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
    void malformed_data();
    void malformed();
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

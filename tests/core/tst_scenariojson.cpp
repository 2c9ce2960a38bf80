// Scenario files: round trips, defaults and warnings, search settings, every problem reported.
#include <QtTest>

#include <nlohmann/json.hpp>

#include "common/error.h"
#include "common/limits.h"
#include "io/jsonreader.h"
#include "io/scenariojson.h"
#include "search/scenariorun.h"

using namespace topoopt;

class TestScenarioJson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void scenarioRoundTrip();
    void scenarioDefaultsAndWarnings();
    void scenarioSearchSettings();
    void scenarioSearchSettingsMalformed_data();
    void scenarioSearchSettingsMalformed();
    void builtinScenarioIsDefault();
    void benchmarkScenarioIsASearchedStrategy();
    void everyProblemReported();
};

void TestScenarioJson::scenarioRoundTrip()
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

void TestScenarioJson::scenarioDefaultsAndWarnings()
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

void TestScenarioJson::scenarioSearchSettings()
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

void TestScenarioJson::scenarioSearchSettingsMalformed_data()
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

void TestScenarioJson::scenarioSearchSettingsMalformed()
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

void TestScenarioJson::builtinScenarioIsDefault()
{
    const QString path =
        QStringLiteral(TOPOOPT_TEST_DATA "/../../resources/scenarios/default.json");
    const Scenario s = io::loadScenario(path.toStdString());
    QVERIFY(s == defaultScenario());
}

// bench_simulator's data/dlrm128-searched.json stands for what an exact search simulates (README):
// it must still load, carry its own strategy, and be the search's better one.
void TestScenarioJson::benchmarkScenarioIsASearchedStrategy()
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

void TestScenarioJson::everyProblemReported()
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

QTEST_GUILESS_MAIN(TestScenarioJson)
#include "tst_scenariojson.moc"

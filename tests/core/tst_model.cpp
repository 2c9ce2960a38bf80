// The topoopt-model/1 format: round trips, structural checks and every malformed model file.
#include <QtTest>

#include <cmath>
#include <filesystem>
#include <limits>

#include "io/jsonreader.h"
#include "model/modeljson.h"
#include "model/zoo.h"
#include "scenario/scenario.h"
#include "testdata.h"

using namespace topoopt;
using nlohmann::json;

namespace {

Model tinyModel()
{
    return loadModel(test::testData(QStringLiteral("models/tiny.json")).toStdString());
}

bool hasProblem(const Problems& problems, const std::string& path, const std::string& text)
{
    for (const Problem& p : problems.items())
        if (p.path == path && p.message.find(text) != std::string::npos) return true;
    return false;
}

std::string errorOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return e.problems().toString();
    }
    return "no error";
}

} // namespace

class TestModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tinyFileReads();
    void roundTrip_data();
    void roundTrip();
    void roundTripThroughTextAndFile();
    void checkModelAcceptsZoo();
    void checkModelFindsProblems();
    void malformed_data();
    void malformed();
    void everyProblemReportedOnce();
    void inlineModelPathsArePrefixed();
    void kindNamesRoundTrip();
    void unknownFieldsWarned();
};

void TestModel::tinyFileReads()
{
    const Model m = tinyModel();
    QCOMPARE(m.name, std::string("tiny"));
    QCOMPARE(m.perGpuBatch, 8);
    QCOMPARE(int(m.ops.size()), 3);
    QCOMPARE(m.ops[0].kind, OpKind::Input);
    QCOMPARE(m.ops[1].kind, OpKind::Dense);
    QCOMPARE(m.ops[1].paramBytes, 2112.0); // (16 x 32 + 32) x 4 bytes
    QCOMPARE(m.ops[1].allowed, unsigned(AllowDataParallel | AllowTensorSplit));
    QCOMPARE(m.ops[1].dims, (std::vector<std::int64_t>{16, 32}));
    QCOMPARE(m.ops[2].inputs, std::vector<int>{1});
    QCOMPARE(m.ops[2].allowed, unsigned(AllowDataParallel)); // the default when omitted
    QCOMPARE(m.parameterCount(), 528.0);
    QCOMPARE(m.indexOf("loss"), 2);
    QCOMPARE(m.indexOf("nope"), -1);
    QVERIFY(checkModel(m).empty());
}

void TestModel::roundTrip_data()
{
    QTest::addColumn<QString>("zoo");
    for (const std::string& id : zooModelIds())
        QTest::newRow(id.c_str()) << QString::fromStdString(id);
}

void TestModel::roundTrip()
{
    QFETCH(QString, zoo);
    const Model m = buildZooModel(zoo.toStdString(), json::object());
    const json doc = modelToJson(m);
    QCOMPARE(doc["format"].get<std::string>(), std::string(kModelFormat));
    QCOMPARE(doc["operators"].size(), m.ops.size());
    const Model back = modelFromJson(doc);
    QVERIFY(back == m);
    QVERIFY(modelToJson(back) == doc);
}

void TestModel::roundTripThroughTextAndFile()
{
    // Non-integer sizes and FLOPs must survive the text form bit for bit.
    Model m = tinyModel();
    m.ops[1].forwardFlopsPerSample = 1.0 / 3.0;
    m.ops[1].outputBytesPerSample = 12.5;
    m.ops[2].backwardFlopsPerSample = 6.02214076e23;
    m.zoo = "custom";
    m.bytesPerElement = 2;
    const Model fromText = modelFromJson(io::parseJson(modelToJson(m).dump()));
    QVERIFY(fromText == m);

    const auto dir = std::filesystem::temp_directory_path() / "tst_model_roundtrip";
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "m.json").string();
    saveModel(m, path);
    QVERIFY(loadModel(path) == m);
    std::filesystem::remove_all(dir);
}

void TestModel::checkModelAcceptsZoo()
{
    for (const std::string& id : zooModelIds()) {
        const Problems p = checkModel(buildZooModel(id, json::object()));
        QVERIFY2(p.empty(), (id + ": " + p.toString()).c_str());
    }
}

void TestModel::checkModelFindsProblems()
{
    Model m = tinyModel();
    m.ops[1].forwardFlopsPerSample = std::numeric_limits<double>::quiet_NaN();
    m.ops[1].paramBytes = 9007199254740992.0; // 2^53
    m.ops[2].outputBytesPerSample = -1;
    m.ops[2].inputs = {1, 7};
    m.ops[0].allowed = 0;
    m.ops[1].allowed = 1u << 5;
    m.ops[2].name = "x";
    m.perGpuBatch = 0;
    m.ops[1].dims = {16, 0};
    const Problems p = checkModel(m);
    QVERIFY(hasProblem(p, "/operators/1/forward_flops_per_sample", "must be >= 0 and finite"));
    QVERIFY(hasProblem(p, "/operators/1/param_bytes", "below 2^53"));
    QVERIFY(hasProblem(p, "/operators/2/output_bytes_per_sample", "must be >= 0"));
    QVERIFY(hasProblem(p, "/operators/2/inputs/1", "must be an index below 2"));
    QVERIFY(hasProblem(p, "/operators/0/allowed", "at least one parallel configuration"));
    QVERIFY(hasProblem(p, "/operators/1/allowed", "unknown flags 32"));
    QVERIFY(hasProblem(p, "/operators/2/name", "\"x\" is already the name of operator 0"));
    QVERIFY(hasProblem(p, "/per_gpu_batch", "must be between 1 and"));
    QVERIFY(hasProblem(p, "/operators/1/dims/1", "must be >= 1, got 0"));
    QCOMPARE(int(p.size()), 9);

    Model empty;
    QVERIFY(hasProblem(checkModel(empty), "/operators", "at least one operator"));
}

void TestModel::malformed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    int rows = 0;
    for (const auto& c : test::malformedCases())
        if (c.first.startsWith(QLatin1String("model_"))) {
            QTest::newRow(qPrintable(c.first))
                << test::testData(QStringLiteral("malformed/") + c.first) << c.second;
            ++rows;
        }
    QVERIFY2(rows >= 10, "at least ten malformed model files are expected");
}

void TestModel::malformed()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const std::string message = errorOf([&] { loadModel(file.toStdString()); });
    QVERIFY2(message.find(expected.toStdString()) != std::string::npos, message.c_str());
}

void TestModel::everyProblemReportedOnce()
{
    json doc = modelToJson(tinyModel());
    doc["operators"][1]["kind"] = "lstm";
    doc["operators"][1]["name"] = 5;               // reading problem ...
    doc["operators"][2]["inputs"] = json::array(); // ... and structural ones
    doc["per_gpu_batch"] = -3;
    try {
        modelFromJson(doc);
        QFAIL("expected an InputError");
    } catch (const InputError& e) {
        const Problems& p = e.problems();
        QVERIFY(hasProblem(p, "/operators/1/kind", "must be one of"));
        QVERIFY(hasProblem(p, "/operators/1/name", "must be a string, got 5"));
        QVERIFY(hasProblem(p, "/operators/2/inputs", "only input operators may have no inputs"));
        QVERIFY(hasProblem(p, "/per_gpu_batch", "must be between 1 and 1048576, got -3"));
        // The unreadable name is not also reported as empty.
        QCOMPARE(int(p.size()), 4);
    }
}

void TestModel::inlineModelPathsArePrefixed()
{
    json doc = modelToJson(tinyModel());
    doc.erase("format"); // optional inside a scenario
    QVERIFY(modelFromJsonAt(doc, "/model", false) == tinyModel());
    doc["operators"][2]["inputs"] = {4};
    const std::string message = errorOf([&] { modelFromJsonAt(doc, "/model", false); });
    QVERIFY2(message.find("/model/operators/2/inputs/0: must be an index below 2") !=
                 std::string::npos,
             message.c_str());
    // A top-level file still needs its format.
    doc["operators"][2]["inputs"] = {1};
    QVERIFY(errorOf([&] { modelFromJson(doc); }).find("/format: missing required field") !=
            std::string::npos);
    doc["format"] = "topoopt-model/2";
    QVERIFY(errorOf([&] {
                modelFromJson(doc);
            }).find("/format: must be \"topoopt-model/1\", got \"topoopt-model/2\"") !=
            std::string::npos);
}

void TestModel::kindNamesRoundTrip()
{
    for (OpKind k :
         {OpKind::Input, OpKind::Embedding, OpKind::Dense, OpKind::Conv2d, OpKind::Pool,
          OpKind::Norm, OpKind::Attention, OpKind::Elementwise, OpKind::Concat, OpKind::Loss}) {
        OpKind back = OpKind::Input;
        QVERIFY(opKindFromName(opKindName(k), back));
        QCOMPARE(back, k);
    }
    OpKind unused = OpKind::Dense;
    QVERIFY(!opKindFromName("lstm", unused));
}

void TestModel::unknownFieldsWarned()
{
    json doc = modelToJson(tinyModel());
    doc["colour"] = "blue";
    doc["operators"][1]["precision"] = "fp8";
    std::vector<std::string> warnings;
    QVERIFY(modelFromJsonAt(doc, "", true, &warnings) == tinyModel());
    QCOMPARE(warnings, (std::vector<std::string>{"/operators/1/precision: unknown field ignored",
                                                 "/colour: unknown field ignored"}));
    std::vector<std::string> inlineWarnings;
    modelFromJsonAt(doc, "/model", true, &inlineWarnings);
    QCOMPARE(inlineWarnings.front(), std::string("/model/operators/1/precision: unknown field "
                                                 "ignored"));
    // Parameter bytes are whole in code-built models too (the file format demands it).
    Model m = tinyModel();
    m.ops[1].paramBytes = 10.5;
    QVERIFY(hasProblem(checkModel(m), "/operators/1/param_bytes", "must be a whole number"));
}

QTEST_GUILESS_MAIN(TestModel)
#include "tst_model.moc"

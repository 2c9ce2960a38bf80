// The model zoo: parameter counts against published figures, FLOPs, flags, overrides, and
// resolving a scenario's model.
#include <QtTest>

#include <cmath>
#include <filesystem>

#include "io/jsonreader.h"
#include "io/scenariojson.h"
#include "model/modeljson.h"
#include "model/zoo.h"
#include "testdata.h"

using namespace topoopt;
using nlohmann::json;

Q_DECLARE_METATYPE(std::string)

namespace {

/// A dense layer's parameters: weights and bias.
double fc(double in, double out)
{
    return in * out + out;
}

/// One transformer layer (BERT and GPT alike): QKV, projection, two LayerNorms, 4h FFN.
double transformerLayer(double h)
{
    return fc(h, 3 * h) + fc(h, h) + 2 * h + fc(h, 4 * h) + fc(4 * h, h) + 2 * h;
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

const Operator& op(const Model& m, const std::string& name)
{
    const int i = m.indexOf(name);
    if (i < 0) throw std::runtime_error("no operator " + name);
    return m.ops[std::size_t(i)];
}

} // namespace

class TestZoo : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parameterCounts_data();
    void parameterCounts();
    void paperDefaults_data();
    void paperDefaults();
    void flopsFromShapes();
    void visionFlopsMatchPublished();
    void parallelFlags();
    void overridesApplied();
    void badOverrides_data();
    void badOverrides();
    void paramTablesConsistent();
    void deterministic();
    void resolveZooFileInline();
    void resolveErrors();
};

void TestZoo::parameterCounts_data()
{
    QTest::addColumn<std::string>("zoo");
    QTest::addColumn<std::string>("overrides");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("tolerance"); // relative

    // Published figures: torchvision's resnet50 / vgg16 (He et al. 2016: 25.6 M; Simonyan and
    // Zisserman 2015: 138 M); Hugging Face BertModel (Devlin et al. 2019: 110 M, 340 M);
    // GPT-2 (124 M, 355 M) and GPT-3 XL (Brown et al. 2020: 1.3 B).
    QTest::newRow("resnet50 torchvision")
        << std::string("resnet50") << std::string("{}") << 25557032.0 << 0.0;
    QTest::newRow("resnet50 paper 25.6M")
        << std::string("resnet50") << std::string("{}") << 25.6e6 << 0.01;
    QTest::newRow("vgg16 torchvision")
        << std::string("vgg16") << std::string("{}") << 138357544.0 << 0.0;
    QTest::newRow("vgg16 paper 138M") << std::string("vgg16") << std::string("{}") << 138e6 << 0.01;
    QTest::newRow("bert-base") << std::string("bert")
                               << std::string(R"({"layers":12,"hidden":768,"heads":12})")
                               << 109482240.0 << 0.0;
    QTest::newRow("bert-large") << std::string("bert")
                                << std::string(R"({"layers":24,"hidden":1024,"seq":512})")
                                << 335141888.0 << 0.0;
    QTest::newRow("bert-large paper 340M")
        << std::string("bert") << std::string(R"({"layers":24})") << 340e6 << 0.02;
    QTest::newRow("gpt2-small") << std::string("gpt")
                                << std::string(
                                       R"({"layers":12,"hidden":768,"heads":12,"sequence":1024})")
                                << 124439808.0 << 0.0;
    QTest::newRow("gpt2-medium") << std::string("gpt")
                                 << std::string(
                                        R"({"layers":24,"hidden":1024,"heads":16,"sequence":1024})")
                                 << 354823168.0 << 0.0;
    QTest::newRow("gpt default = GPT-3 XL 1.3B")
        << std::string("gpt") << std::string("{}") << 1.3e9 << 0.015;

    // The paper's configurations, counted by hand from the workloads.md table.
    const double dlrmEmb = 64 * 10e6 * 128; // 81.92 G: the tables dominate
    const double dlrmBottom = 8 * fc(2048, 2048);
    const double dlrmTop = fc(2048 + 64 * 128, 4096) + 15 * fc(4096, 4096) + fc(4096, 1);
    QTest::newRow("dlrm paper") << std::string("dlrm") << std::string("{}")
                                << dlrmEmb + dlrmBottom + dlrmTop << 0.0;
    QTest::newRow("dlrm embeddings dominate")
        << std::string("dlrm") << std::string("{}") << dlrmEmb << 0.005;
    QTest::newRow("dlrm 16-server variant")
        << std::string("dlrm")
        << std::string(R"({"tables":16,"dim":256,"bottom_width":1024,"top_width":2048,)"
                       R"("dense_features":1024})")
        << 16 * 10e6 * 256 + 8 * fc(1024, 1024) + fc(1024 + 16 * 256, 2048) + 15 * fc(2048, 2048) +
               fc(2048, 1)
        << 0.0;
    const double w = 16384;
    const double encoder = 15 * fc(w, w);
    const double candle = fc(942, w) + encoder + 2 * (fc(5270, w) + encoder) +
                          2 * (fc(2048, w) + encoder) + fc(2 + 5 * w, w) + 7 * fc(w, w) + fc(w, 1);
    QTest::newRow("candle paper") << std::string("candle") << std::string("{}") << candle << 0.0;
    const double ncf =
        32 * 2e6 * (128 + 64) + fc(32 * 2 * 128, 4096) + 7 * fc(4096, 4096) + fc(32 * 64 + 4096, 1);
    QTest::newRow("ncf paper") << std::string("ncf") << std::string("{}") << ncf << 0.0;
    const double bert =
        (30522 + 512 + 2) * 1024.0 + 2 * 1024 + 12 * transformerLayer(1024) + fc(1024, 1024);
    QTest::newRow("bert paper") << std::string("bert") << std::string("{}") << bert << 0.0;
    const double gpt = (50257 + 2048) * 2048.0 + 24 * transformerLayer(2048) + 2 * 2048;
    QTest::newRow("gpt default") << std::string("gpt") << std::string("{}") << gpt << 0.0;
}

void TestZoo::parameterCounts()
{
    QFETCH(std::string, zoo);
    QFETCH(std::string, overrides);
    QFETCH(double, expected);
    QFETCH(double, tolerance);
    const Model m = buildZooModel(zoo, json::parse(overrides));
    const double count = m.parameterCount();
    QVERIFY2(std::fabs(count - expected) <= tolerance * expected,
             qPrintable(QStringLiteral("%1 parameters, expected %2 (within %3%)")
                            .arg(count, 0, 'f', 0)
                            .arg(expected, 0, 'f', 0)
                            .arg(tolerance * 100)));
    QCOMPARE(m.parameterBytes(), count * 4);
}

void TestZoo::paperDefaults_data()
{
    QTest::addColumn<std::string>("zoo");
    QTest::addColumn<int>("batch");
    QTest::addColumn<std::string>("defaults"); // every listed key must default to this value
    QTest::newRow("dlrm") << std::string("dlrm") << 128
                          << std::string(R"({"tables":64,"rows":10000000,"dim":128,"bag":100,)"
                                         R"("bottom_layers":8,"bottom_width":2048,)"
                                         R"("top_layers":16,"top_width":4096})");
    QTest::newRow("candle") << std::string("candle") << 256
                            << std::string(R"({"feature_layers":16,"feature_width":16384,)"
                                           R"("dense_layers":8,"dense_width":16384})");
    QTest::newRow("bert") << std::string("bert") << 16
                          << std::string(R"({"layers":12,"seq":64,"hidden":1024,"heads":16})");
    QTest::newRow("ncf") << std::string("ncf") << 128
                         << std::string(R"({"tables":32,"users":1000000,"items":1000000,)"
                                        R"("factor":64,"dim":128,"bag":100,"mlp_layers":8,)"
                                        R"("mlp_width":4096})");
    QTest::newRow("resnet50") << std::string("resnet50") << 128
                              << std::string(R"({"image_size":224,"classes":1000})");
    QTest::newRow("vgg16") << std::string("vgg16") << 64
                           << std::string(R"({"image_size":224,"classes":1000})");
    QTest::newRow("gpt") << std::string("gpt") << 1
                         << std::string(R"({"layers":24,"hidden":2048,"heads":16,)"
                                        R"("sequence":2048,"vocabulary":50257})");
}

void TestZoo::paperDefaults()
{
    QFETCH(std::string, zoo);
    QFETCH(int, batch);
    QFETCH(std::string, defaults);
    const Model m = buildZooModel(zoo, json());
    QCOMPARE(m.perGpuBatch, batch);
    QCOMPARE(m.zoo, zoo);
    QCOMPARE(m.bytesPerElement, 4);
    const json want = json::parse(defaults);
    const auto& params = zooParams(zoo);
    for (auto it = want.begin(); it != want.end(); ++it) {
        bool found = false;
        for (const ZooParam& p : params)
            if (p.key == it.key()) {
                found = true;
                QVERIFY2(p.defaultValue == it.value().get<double>(), it.key().c_str());
            }
        QVERIFY2(found, it.key().c_str());
    }
}

void TestZoo::flopsFromShapes()
{
    const Model dlrm = buildZooModel("dlrm", json::object());
    const Operator& d = op(dlrm, "bottom_1");
    QCOMPARE(d.forwardFlopsPerSample, 2.0 * 2048 * 2048);
    QCOMPARE(d.backwardFlopsPerSample, 2 * 2.0 * 2048 * 2048);
    QCOMPARE(d.outputBytesPerSample, 2048.0 * 4);
    const Operator& e = op(dlrm, "emb_7");
    QCOMPARE(e.kind, OpKind::Embedding);
    QCOMPARE(e.outputBytesPerSample, 128.0 * 4); // bag-pooled: dim floats per sample
    QCOMPARE(e.paramBytes, 10e6 * 128 * 4);
    QCOMPARE(e.forwardFlopsPerSample, 100.0 * 128); // summing 100 rows of 128
    QCOMPARE(op(dlrm, "interaction").outputBytesPerSample, (2048.0 + 64 * 128) * 4);
    QCOMPARE(op(dlrm, "top_0").dims, (std::vector<std::int64_t>{10240, 4096}));
    QCOMPARE(op(dlrm, "indices_0").outputBytesPerSample, 100.0 * 8);

    const Model bert = buildZooModel("bert", json::object());
    const Operator& qkv = op(bert, "layer3_qkv");
    QCOMPARE(qkv.forwardFlopsPerSample, 2.0 * 1024 * 3072 * 64); // per sequence of 64 tokens
    QCOMPARE(qkv.outputBytesPerSample, 64.0 * 3072 * 4);
    const Operator& attn = op(bert, "layer3_attn");
    QCOMPARE(attn.forwardFlopsPerSample, 4.0 * 64 * 64 * 1024 + 5.0 * 64 * 64 * 16);

    const Model resnet = buildZooModel("resnet50", json::object());
    QCOMPARE(op(resnet, "conv1").forwardFlopsPerSample, 2.0 * 3 * 7 * 7 * 64 * 112 * 112);
    QCOMPARE(op(resnet, "conv1").outputBytesPerSample, 64.0 * 112 * 112 * 4);
    QCOMPARE(op(resnet, "layer4_2_conv3").dims,
             (std::vector<std::int64_t>{512, 2048, 1, 1, 1, 7, 7}));
    QCOMPARE(op(resnet, "fc").dims, (std::vector<std::int64_t>{2048, 1000}));

    const Model gpt = buildZooModel("gpt", json::object());
    const Operator& head = op(gpt, "lm_head");
    QCOMPARE(head.paramBytes, 0.0); // tied to the token embedding
    QCOMPARE(head.forwardFlopsPerSample, 2.0 * 2048 * 50257 * 2048);
}

void TestZoo::visionFlopsMatchPublished()
{
    // Multiply-adds of the convolutions and FC layers: 4.09 G (ResNet-50) and 15.47 G
    // (VGG-16) per 224x224 image (torchvision's published figures, 2 FLOPs each).
    auto matmulFlops = [](const Model& m) {
        double total = 0;
        for (const Operator& o : m.ops)
            if (o.kind == OpKind::Conv2d || o.kind == OpKind::Dense)
                total += o.forwardFlopsPerSample;
        return total;
    };
    const Model resnet = buildZooModel("resnet50", json::object());
    QVERIFY(std::fabs(matmulFlops(resnet) / 2 - 4.09e9) < 0.01 * 4.09e9);
    QVERIFY(resnet.forwardFlopsPerSample() > matmulFlops(resnet)); // norms, adds, pools too
    const Model vgg = buildZooModel("vgg16", json::object());
    QVERIFY(std::fabs(matmulFlops(vgg) / 2 - 15.47e9) < 0.01 * 15.47e9);
    for (const Model* m : {&resnet, &vgg})
        for (const Operator& o : m->ops)
            if (o.kind == OpKind::Conv2d || o.kind == OpKind::Dense)
                QCOMPARE(o.backwardFlopsPerSample, 2 * o.forwardFlopsPerSample);
}

void TestZoo::parallelFlags()
{
    for (const std::string& id : zooModelIds()) {
        const Model m = buildZooModel(id, json::object());
        int embeddings = 0, splittable = 0;
        for (const Operator& o : m.ops) {
            QVERIFY(o.allowed & AllowDataParallel);
            if (o.kind == OpKind::Embedding) {
                ++embeddings;
                QVERIFY2(o.allowed & AllowShard, (id + " " + o.name).c_str());
            }
            // Every dense layer may be split along its outputs over a server's GPUs.
            if (o.kind == OpKind::Dense) QVERIFY2(o.allowed & AllowTensorSplit, o.name.c_str());
            if ((id == "bert" || id == "gpt") &&
                (o.kind == OpKind::Dense || o.kind == OpKind::Attention)) {
                QVERIFY2(o.allowed & AllowTensorSplit, (id + " " + o.name).c_str());
                ++splittable;
            }
        }
        if (id == "dlrm") QCOMPARE(embeddings, 64);
        if (id == "ncf") QCOMPARE(embeddings, 32);
        if (id == "bert") QCOMPARE(splittable, 12 * 5 + 1);
        if (id == "gpt") QCOMPARE(splittable, 24 * 5 + 1);
    }
    // CANDLE's weights (94 GB in FP32) exceed a 40 GiB A100 when replicated, but fit when
    // split over the 4 GPUs of a server: why its dense layers allow the tensor split.
    const double candle = buildZooModel("candle", json::object()).parameterBytes();
    const double a100 = 40.0 * 1024 * 1024 * 1024;
    QVERIFY(candle > a100 && candle / 4 < a100);
}

void TestZoo::overridesApplied()
{
    const Model m = buildZooModel("dlrm", json{{"tables", 128}, {"per_gpu_batch", 64.0}});
    QCOMPARE(m.perGpuBatch, 64);
    int embeddings = 0;
    for (const Operator& o : m.ops)
        embeddings += o.kind == OpKind::Embedding;
    QCOMPARE(embeddings, 128);
    // 2048 + 128 x 128 = 18432: the Dense_18432_4096 of the FlexFlow measurements.
    QCOMPARE(op(m, "top_0").dims, (std::vector<std::int64_t>{18432, 4096}));

    const Model small = buildZooModel("candle", json{{"feature_layers", 8},
                                                     {"feature_width", 4096},
                                                     {"dense_layers", 4},
                                                     {"dense_width", 4096},
                                                     {"per_gpu_batch", 120}});
    QCOMPARE(small.perGpuBatch, 120);
    QVERIFY(small.indexOf("cell_rnaseq_enc_7") >= 0);
    QCOMPARE(small.indexOf("cell_rnaseq_enc_8"), -1);
    QVERIFY(small.indexOf("dense_3") >= 0);
    QCOMPARE(small.indexOf("dense_4"), -1);

    const Model bert = buildZooModel("bert", json{{"layers", 6}, {"per_gpu_batch", 24}});
    QVERIFY(bert.indexOf("layer5_ln2") >= 0);
    QCOMPARE(bert.indexOf("layer6_qkv"), -1);
    QCOMPARE(bert.perGpuBatch, 24);

    const Model vgg = buildZooModel("vgg16", json{{"image_size", 448}, {"classes", 10}});
    QCOMPARE(op(vgg, "fc6").dims, (std::vector<std::int64_t>{512 * 14 * 14, 4096}));
    QCOMPARE(op(vgg, "fc8").dims, (std::vector<std::int64_t>{4096, 10}));
}

void TestZoo::badOverrides_data()
{
    QTest::addColumn<std::string>("zoo");
    QTest::addColumn<std::string>("overrides");
    QTest::addColumn<std::string>("expected");
    QTest::newRow("zero") << std::string("dlrm") << std::string(R"({"tables":0})")
                          << std::string("/model/tables: must be an integer between 1 and 4096, "
                                         "got 0");
    QTest::newRow("fraction") << std::string("dlrm") << std::string(R"({"tables":2.5})")
                              << std::string("/model/tables: must be an integer between 1 and "
                                             "4096, got 2.5");
    QTest::newRow("string") << std::string("ncf") << std::string(R"({"bag":"many"})")
                            << std::string("/model/bag: must be an integer between 1 and 100000, "
                                           "got \"many\"");
    QTest::newRow("unknown key") << std::string("dlrm") << std::string(R"({"colour":1})")
                                 << std::string("/model/colour: unknown parameter of zoo model "
                                                "dlrm (known: tables, rows,");
    QTest::newRow("heads") << std::string("bert") << std::string(R"({"heads":7})")
                           << std::string("/model/heads: must divide the hidden size 1024, got 7");
    QTest::newRow("seq") << std::string("bert") << std::string(R"({"seq":1024})")
                         << std::string("/model/seq: must be at most max_position 512, got 1024");
    QTest::newRow("image") << std::string("resnet50") << std::string(R"({"image_size":100})")
                           << std::string("/model/image_size: must be a multiple of 32");
    QTest::newRow("batch") << std::string("gpt") << std::string(R"({"per_gpu_batch":0})")
                           << std::string("/model/per_gpu_batch: must be an integer between 1 "
                                          "and 1048576, got 0");
    QTest::newRow("zoo") << std::string("alexnet") << std::string("{}")
                         << std::string("/model/zoo: must be one of dlrm, candle, bert, ncf, "
                                        "resnet50, vgg16, gpt, got \"alexnet\"");
    QTest::newRow("not object") << std::string("dlrm") << std::string("[1]")
                                << std::string("/model: zoo parameters must be an object, got an "
                                               "array");
    QTest::newRow("too big") << std::string("ncf")
                             << std::string(R"({"users":1e10,"items":1e10,"dim":65536,)"
                                            R"("factor":65536})")
                             << std::string("/model: the model these parameters build is "
                                            "invalid; its problems follow\n"
                                            "/operators/1/param_bytes: must be below 2^53");
}

void TestZoo::badOverrides()
{
    QFETCH(std::string, zoo);
    QFETCH(std::string, overrides);
    QFETCH(std::string, expected);
    const std::string message = errorOf([&] { buildZooModel(zoo, json::parse(overrides)); });
    QVERIFY2(message.find(expected) != std::string::npos, message.c_str());
}

void TestZoo::paramTablesConsistent()
{
    for (const std::string& id : zooModelIds()) {
        QVERIFY(!zooDisplayName(id).empty());
        json all = json::object();
        for (const ZooParam& p : zooParams(id)) {
            QVERIFY2(p.min <= p.defaultValue && p.defaultValue <= p.max, p.key.c_str());
            QVERIFY(!p.help.empty());
            all[p.key] = p.defaultValue;
        }
        QVERIFY(all.contains("per_gpu_batch"));
        // Passing every default explicitly builds the default model.
        QVERIFY(buildZooModel(id, all) == buildZooModel(id, json::object()));
    }
    QVERIFY(errorOf([] { zooParams("alexnet"); }).find("/model/zoo") != std::string::npos);
}

void TestZoo::deterministic()
{
    for (const std::string& id : zooModelIds())
        QVERIFY(modelToJson(buildZooModel(id, json::object())).dump() ==
                modelToJson(buildZooModel(id, json::object())).dump());
}

void TestZoo::resolveZooFileInline()
{
    Scenario s = defaultScenario();
    s.model.zoo = "ncf";
    s.model.params = json{{"tables", 4}};
    const Model zooModel = resolveModel(s, "");
    QCOMPARE(zooModel.zoo, std::string("ncf"));
    QCOMPARE(op(zooModel, "emb_3").kind, OpKind::Embedding);

    // A model file relative to the scenario's folder.
    const auto dir = std::filesystem::temp_directory_path() / "tst_zoo_resolve";
    std::filesystem::create_directories(dir / "models");
    const Model tiny = loadModel(test::testData(QStringLiteral("models/tiny.json")).toStdString());
    saveModel(tiny, (dir / "models" / "tiny.json").string());
    Scenario f = defaultScenario();
    f.model = ModelSpec{};
    f.model.zoo.clear();
    f.model.file = "models/tiny.json";
    QVERIFY(resolveModel(f, dir.string()) == tiny);

    // Inline, through the scenario reader.
    json doc = io::scenarioToJson(defaultScenario());
    json inlineModel = modelToJson(tiny);
    inlineModel.erase("format");
    doc["model"] = inlineModel;
    const Scenario withInline = io::scenarioFromJson(doc);
    QVERIFY(resolveModel(withInline, "") == tiny);
    std::filesystem::remove_all(dir);
}

void TestZoo::resolveErrors()
{
    Scenario f = defaultScenario();
    f.model = ModelSpec{};
    f.model.zoo.clear();
    f.model.file = "no-such-model.json";
    std::string message = errorOf([&] { resolveModel(f, "/nonexistent-dir"); });
    QVERIFY2(message.find("/model/file: no-such-model.json: ") != std::string::npos,
             message.c_str());
    QVERIFY2(message.find("cannot open file") != std::string::npos, message.c_str());

    f.model.file = test::testData(QStringLiteral("malformed/model_name_dup.json")).toStdString();
    message = errorOf([&] { resolveModel(f, ""); });
    QVERIFY2(message.find("/operators/2/name: \"fc\" is already the name of operator 1") !=
                 std::string::npos,
             message.c_str());

    json doc = io::scenarioToJson(defaultScenario());
    json inlineModel =
        modelToJson(loadModel(test::testData(QStringLiteral("models/tiny.json")).toStdString()));
    inlineModel["operators"][1]["inputs"] = {3};
    doc["model"] = inlineModel;
    const Scenario bad = io::scenarioFromJson(doc);
    message = errorOf([&] { resolveModel(bad, ""); });
    QVERIFY2(message.find("/model/operators/1/inputs/0: must be an index below 1") !=
                 std::string::npos,
             message.c_str());

    Scenario z = defaultScenario();
    z.model.params = json{{"tables", -1}};
    message = errorOf([&] { resolveModel(z, ""); });
    QVERIFY2(message.find("/model/tables: must be an integer between 1 and 4096, got -1") !=
                 std::string::npos,
             message.c_str());
}

QTEST_GUILESS_MAIN(TestZoo)
#include "tst_zoo.moc"

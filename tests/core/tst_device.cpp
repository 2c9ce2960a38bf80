// The device model: A100 figures, roofline times, and FlexFlow measurement import.
#include <QtTest>

#include <cmath>
#include <filesystem>
#include <fstream>

#include "device/devicemodel.h"
#include "device/flexflowmeasures.h"
#include "io/jsonreader.h"
#include "model/zoo.h"
#include "testdata.h"

using namespace topoopt;
using nlohmann::json;

namespace {

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

std::string measuresDir()
{
    return test::sharedData(QStringLiteral("flexflow-measures")).toStdString();
}

json measurementDoc()
{
    return json{{"batch_size", 32768},
                {"ngpus", 128},
                {"measurements",
                 {{{"name", "Dense_4096_4096"},
                   {"pc_str", "2-1-128"},
                   {"fw_time", 0.17},
                   {"bw_time", 0.3},
                   {"mem_req", 138444800}}}}};
}

} // namespace

class TestDevice : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void a100Figures();
    void byName();
    void rooflineDense();
    void rooflineEmbeddingIsMemoryBound();
    void timesPositiveAndMonotone_data();
    void timesPositiveAndMonotone();
    void badArguments();
    void flexFlowFilesLoad();
    void flexFlowNames();
    void flexFlowOverridesDlrm();
    void flexFlowImportOrderIrrelevant();
    void flexFlowMalformed_data();
    void flexFlowMalformed();
    void flexFlowBadFolder();
};

void TestDevice::a100Figures()
{
    const DeviceModel d = DeviceModel::a100();
    QCOMPARE(d.name(), std::string("A100"));
    QCOMPARE(d.memoryBytes(), 40.0 * 1024 * 1024 * 1024);
    QCOMPARE(d.memoryBandwidth(), 1555e9);
    QCOMPARE(d.elementBytes(), 4);
    QCOMPARE(d.tensorPeakFlops(), 156e12); // TF32 for FP32 models
    QCOMPARE(d.vectorPeakFlops(), 19.5e12);
    DeviceModel half = d;
    half.setElementBytes(2);
    QCOMPARE(half.tensorPeakFlops(), 312e12);
    QCOMPARE(half.vectorPeakFlops(), 78e12);
    for (OpKind k : {OpKind::Embedding, OpKind::Dense, OpKind::Conv2d, OpKind::Attention,
                     OpKind::Norm, OpKind::Elementwise})
        QVERIFY(d.efficiency(k) > 0 && d.efficiency(k) <= 1);
}

void TestDevice::byName()
{
    QCOMPARE(DeviceModel::byName("A100").name(), std::string("A100"));
    QCOMPARE(DeviceModel::byName("a100").name(), std::string("A100"));
    const std::string message = errorOf([] { DeviceModel::byName("H200"); });
    QVERIFY2(message.find("/cluster/gpu: must name a known device (A100, A100-80GB), got "
                          "\"H200\"") != std::string::npos,
             message.c_str());
    const DeviceModel big = DeviceModel::byName("A100-80GB");
    QCOMPARE(big.memoryBytes(), 80.0 * 1024 * 1024 * 1024);
    QCOMPARE(big.memoryBandwidth(), 2039e9);
    QCOMPARE(big.tensorPeakFlops(), 156e12);
    for (const std::string& n : DeviceModel::names())
        QCOMPARE(DeviceModel::byName(n).name(), n);
}

void TestDevice::rooflineDense()
{
    // A 4096 x 4096 layer on 32768 samples is compute bound: 2 x 4096^2 x 32768 FLOPs at
    // 156 TFLOPS x 0.48, plus the 5 us launch.
    const Model m = buildZooModel("dlrm", json::object());
    const Operator& dense = op(m, "top_3");
    const DeviceModel d = DeviceModel::a100();
    const OpTime t = d.time(dense, 32768, 1);
    const double computeMs = 2.0 * 4096 * 4096 * 32768 / (156e12 * 0.48) * 1e3;
    QVERIFY(std::fabs(t.forwardMs - (computeMs + 0.005)) < 1e-9);
    QVERIFY(std::fabs(t.backwardMs - (2 * computeMs + 0.010)) < 1e-9);
    // The FlexFlow measurement of this very layer was 14.8 ms; the estimate is within 10%.
    QVERIFY(std::fabs(t.forwardMs - 14.8276) / 14.8276 < 0.1);
    // Tensor split over 4 GPUs: a quarter of the work each.
    const OpTime t4 = d.time(dense, 32768, 4);
    QVERIFY(std::fabs(t4.forwardMs - (computeMs / 4 + 0.005)) < 1e-9);
}

void TestDevice::rooflineEmbeddingIsMemoryBound()
{
    const Model m = buildZooModel("dlrm", json::object());
    const Operator& emb = op(m, "emb_0");
    const DeviceModel d = DeviceModel::a100();
    // Gather 100 rows of 512 bytes and write one pooled 512-byte vector per sample.
    const double bytes = 32768 * (100 * 512.0 + 512);
    QCOMPARE(d.forwardMemoryTraffic(emb, 32768, 1), bytes);
    const OpTime t = d.time(emb, 32768, 1);
    QVERIFY(std::fabs(t.forwardMs - (bytes / (1555e9 * 0.8) * 1e3 + 0.005)) < 1e-9);
    // Same order as FlexFlow's measured 2.2 ms for Embed_10000000x128 at this batch.
    QVERIFY(t.forwardMs > 2.2 / 2 && t.forwardMs < 2.2 * 2);
}

void TestDevice::timesPositiveAndMonotone_data()
{
    QTest::addColumn<QString>("zoo");
    QTest::addColumn<bool>("measured");
    for (const std::string& id : zooModelIds())
        QTest::newRow(id.c_str()) << QString::fromStdString(id) << false;
    QTest::newRow("dlrm with FlexFlow measurements") << QStringLiteral("dlrm") << true;
}

void TestDevice::timesPositiveAndMonotone()
{
    QFETCH(QString, zoo);
    QFETCH(bool, measured);
    const Model m = buildZooModel(zoo.toStdString(), json{{"per_gpu_batch", 1}});
    DeviceModel d = DeviceModel::a100();
    if (measured) d.applyMeasurements(loadFlexFlowMeasurements(measuresDir()));
    for (const Operator& o : m.ops) {
        if (o.kind == OpKind::Input) {
            QCOMPARE(d.time(o, 128, 1), OpTime{});
            continue;
        }
        double prevFw = 0, prevBw = 0;
        for (double samples = 1; samples <= (1 << 20); samples *= 4) {
            double splitFw = 1e300, splitBw = 1e300;
            for (int split : {1, 2, 4, 8}) {
                const OpTime t = d.time(o, samples, split);
                QVERIFY2(t.forwardMs > 0 && t.backwardMs > 0 && std::isfinite(t.totalMs()),
                         o.name.c_str());
                // More GPUs on the same work never take longer.
                QVERIFY2(t.forwardMs <= splitFw * (1 + 1e-12) &&
                             t.backwardMs <= splitBw * (1 + 1e-12),
                         o.name.c_str());
                splitFw = t.forwardMs;
                splitBw = t.backwardMs;
            }
            // More samples never take less time.
            const OpTime t = d.time(o, samples, 1);
            QVERIFY2(t.forwardMs >= prevFw * (1 - 1e-12) && t.backwardMs >= prevBw * (1 - 1e-12),
                     o.name.c_str());
            prevFw = t.forwardMs;
            prevBw = t.backwardMs;
        }
    }
}

void TestDevice::badArguments()
{
    const Model m = buildZooModel("vgg16", json::object());
    const DeviceModel d = DeviceModel::a100();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, d.time(m.ops[1], 8, 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, d.time(m.ops[1], -1, 1));
    DeviceModel e = d;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, e.setElementBytes(3));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, e.setEfficiency(OpKind::Dense, 0));
}

void TestDevice::flexFlowFilesLoad()
{
    const FlexFlowMeasurements all = loadFlexFlowMeasurements(measuresDir());
    QCOMPARE(int(all.sources.size()), 6);
    QCOMPARE(int(all.items.size()), 36 + 41 + 41 + 41 + 39 + 41);
    const FlexFlowMeasurements one =
        loadFlexFlowMeasurements(measuresDir() + "/dlrm128_batch32768.json");
    QCOMPARE(int(one.items.size()), 41);
    const FlexFlowMeasurement& first = one.items.front();
    QCOMPARE(first.name, std::string("Dense_2048_2048"));
    QCOMPARE(first.pcStr, std::string("2-1-128"));
    QCOMPARE(first.samples, 256.0); // 32768 / 128
    QCOMPARE(first.split, 1);
    QCOMPARE(first.forwardMs, 0.112845);
    QCOMPARE(first.backwardMs, 0.178074);
    QCOMPARE(first.memoryBytes, 35667968.0);

    // Channel parts become our tensor split: "3-2-2-16" = 4-way split, batch in 16 parts.
    json doc = measurementDoc();
    doc["measurements"][0]["pc_str"] = "3-2-2-16";
    const FlexFlowMeasurements split = flexFlowMeasurementsFromJson(doc);
    QCOMPARE(split.items[0].split, 4);
    QCOMPARE(split.items[0].samples, 2048.0);
}

void TestDevice::flexFlowNames()
{
    const Model m = buildZooModel("dlrm", json{{"tables", 128}});
    QCOMPARE(flexFlowName(op(m, "bottom_0")), std::string("Dense_2048_2048"));
    QCOMPARE(flexFlowName(op(m, "top_0")), std::string("Dense_18432_4096"));
    QCOMPARE(flexFlowName(op(m, "top_out")), std::string("Dense_4096_1"));
    QCOMPARE(flexFlowName(op(m, "emb_5")), std::string("Embed_10000000x128"));
    QCOMPARE(flexFlowName(op(m, "interaction")), std::string("Concat_1"));
    QCOMPARE(flexFlowName(op(m, "loss")), std::string());
    Operator bare;
    bare.kind = OpKind::Dense; // no dims: no name
    QCOMPARE(flexFlowName(bare), std::string());
}

void TestDevice::flexFlowOverridesDlrm()
{
    // 128 tables make the top MLP's first layer the measured Dense_18432_4096.
    const Model m = buildZooModel("dlrm", json{{"tables", 128}});
    DeviceModel d = DeviceModel::a100();
    const Operator& top0 = op(m, "top_0");
    const Operator& emb = op(m, "emb_0");
    const Operator& loss = op(m, "loss");
    const OpTime estimate = d.time(top0, 256, 1);
    QVERIFY(!d.isMeasured(top0, 1));
    d.applyMeasurements(loadFlexFlowMeasurements(measuresDir()));
    QVERIFY(d.isMeasured(top0, 1));
    QVERIFY(d.isMeasured(emb, 1));
    QVERIFY(!d.isMeasured(top0, 2));
    QVERIFY(!d.isMeasured(loss, 1));
    QCOMPARE(d.measuredSeries(), std::size_t(6));

    // 256 samples per GPU occur once: dlrm128_batch32768, "2-1-128".
    const OpTime t = d.time(top0, 256, 1);
    QCOMPARE(t.forwardMs, 0.618189);
    QCOMPARE(t.backwardMs, 1.16275);
    QVERIFY(t != estimate);
    QCOMPARE(d.estimate(top0, 256, 1), estimate);
    // The embedding is measured only unsplit ("2-1-1"): 32768 samples per GPU come from the
    // batch-32768 file (2.19986 ms), 65536 from the batch-65536 file (4.36244 ms).
    QCOMPARE(d.time(emb, 32768, 1).forwardMs, 2.19986);
    // Between two measured sample counts (32768 and 65536) the time is interpolated.
    const double mid = d.time(emb, 49152, 1).forwardMs;
    QVERIFY(std::fabs(mid - (2.19986 + 4.36244) / 2) < 1e-12);
    // Below the smallest measured count the estimate is scaled to meet the measurement.
    const Operator& dense = op(m, "top_1"); // Dense_4096_4096, smallest count 256
    const double measured256 = d.time(dense, 256, 1).forwardMs;
    const double scaled = d.time(dense, 128, 1).forwardMs;
    QVERIFY(std::fabs(scaled - measured256 * d.estimate(dense, 128, 1).forwardMs /
                                   d.estimate(dense, 256, 1).forwardMs) < 1e-12);
    // Other splits follow the estimate's ratio from the measured split.
    const OpTime split4 = d.time(top0, 256, 4);
    QVERIFY(std::fabs(split4.forwardMs - 0.618189 * d.estimate(top0, 256, 4).forwardMs /
                                             d.estimate(top0, 256, 1).forwardMs) < 1e-12);
    // Unmeasured operators keep the estimate.
    QCOMPARE(d.time(loss, 256, 1), d.estimate(loss, 256, 1));
}

void TestDevice::flexFlowImportOrderIrrelevant()
{
    const Model m = buildZooModel("dlrm", json{{"tables", 128}});
    const std::string dir = measuresDir();
    DeviceModel all = DeviceModel::a100();
    all.applyMeasurements(loadFlexFlowMeasurements(dir));
    DeviceModel oneByOne = DeviceModel::a100();
    for (const char* f :
         {"dlrm128_batch65536.json", "dlrm128_batch1048576.json", "dlrm128_batch32768.json",
          "dlrm128_batch524288.json", "dlrm128_batch131072.json", "dlrm128_batch262144.json"})
        oneByOne.applyMeasurements(loadFlexFlowMeasurements(dir + "/" + f));
    for (const Operator& o : m.ops)
        for (double samples : {64.0, 256.0, 1000.0, 8192.0, 65536.0, 2e6}) {
            const OpTime a = all.time(o, samples, 1), b = oneByOne.time(o, samples, 1);
            QVERIFY(std::fabs(a.forwardMs - b.forwardMs) <= 1e-12 * a.forwardMs);
            QVERIFY(std::fabs(a.backwardMs - b.backwardMs) <= 1e-12 * a.backwardMs);
        }
    // 512 samples per GPU of Dense_4096_4096 were measured twice (batch 32768 in 64 parts:
    // 0.285491 ms; batch 65536 in 128 parts: 0.285594 ms): the two are averaged.
    const Operator& dense = m.ops[std::size_t(m.indexOf("top_1"))];
    QVERIFY(std::fabs(all.time(dense, 512, 1).forwardMs - (0.285491 + 0.285594) / 2) < 1e-12);
}

void TestDevice::flexFlowMalformed_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("value"); // JSON; "DELETE" removes the field
    QTest::addColumn<QString>("expected");
    QTest::newRow("pc_str short") << QStringLiteral("/measurements/0/pc_str")
                                  << QStringLiteral("\"2-1\"")
                                  << QStringLiteral("/measurements/0/pc_str: the first number "
                                                    "must count the part numbers that follow");
    QTest::newRow("pc_str letters")
        << QStringLiteral("/measurements/0/pc_str") << QStringLiteral("\"2-x-128\"")
        << QStringLiteral("/measurements/0/pc_str: must be "
                          "\"<dims>-<parts>-...\"");
    QTest::newRow("pc_str zero") << QStringLiteral("/measurements/0/pc_str")
                                 << QStringLiteral("\"2-0-128\"")
                                 << QStringLiteral("every part count must be >= 1");
    QTest::newRow("too many gpus")
        << QStringLiteral("/measurements/0/pc_str") << QStringLiteral("\"2-2-128\"")
        << QStringLiteral("/measurements/0/pc_str: uses 256 GPUs, "
                          "more than ngpus 128");
    QTest::newRow("fw negative") << QStringLiteral("/measurements/0/fw_time")
                                 << QStringLiteral("-0.5")
                                 << QStringLiteral("/measurements/0/fw_time: must be > 0, got "
                                                   "-0.5");
    QTest::newRow("bw zero") << QStringLiteral("/measurements/0/bw_time") << QStringLiteral("0")
                             << QStringLiteral("/measurements/0/bw_time: must be > 0, got 0");
    QTest::newRow("bw missing") << QStringLiteral("/measurements/0/bw_time")
                                << QStringLiteral("DELETE")
                                << QStringLiteral("/measurements/0/bw_time: missing required "
                                                  "field");
    QTest::newRow("name empty") << QStringLiteral("/measurements/0/name") << QStringLiteral("\"\"")
                                << QStringLiteral("/measurements/0/name: must not be empty");
    QTest::newRow("batch zero") << QStringLiteral("/batch_size") << QStringLiteral("0")
                                << QStringLiteral("/batch_size: must be > 0");
    QTest::newRow("list") << QStringLiteral("/measurements") << QStringLiteral("{}")
                          << QStringLiteral("/measurements: must be an array, got an object");
    QTest::newRow("entry") << QStringLiteral("/measurements/0") << QStringLiteral("7")
                           << QStringLiteral("/measurements/0: must be an object, got 7");
}

void TestDevice::flexFlowMalformed()
{
    QFETCH(QString, pointer);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    json doc = measurementDoc();
    const json::json_pointer ptr(pointer.toStdString());
    if (value == QLatin1String("DELETE"))
        doc[ptr.parent_pointer()].erase(ptr.back());
    else
        doc[ptr] = json::parse(value.toStdString());
    const std::string message = errorOf([&] { flexFlowMeasurementsFromJson(doc); });
    QVERIFY2(message.find(expected.toStdString()) != std::string::npos, message.c_str());
}

void TestDevice::flexFlowBadFolder()
{
    const auto dir = std::filesystem::temp_directory_path() / "tst_device_ff";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    QVERIFY(errorOf([&] {
                loadFlexFlowMeasurements(dir.string());
            }).find("no *.json measurement files") != std::string::npos);
    std::ofstream(dir / "a.json") << measurementDoc().dump();
    std::ofstream(dir / "b.json") << "{\"batch_size\": 1024, \"ngpus\": 4}";
    const std::string message = errorOf([&] { loadFlexFlowMeasurements(dir.string()); });
    QVERIFY2(message.find("b.json: /measurements: missing required field") != std::string::npos,
             message.c_str());
    std::filesystem::remove_all(dir);
}

QTEST_GUILESS_MAIN(TestDevice)
#include "tst_device.moc"

// `topoopt topology` end to end: every sample and kind through the independent checker, and
// every bad option rejected with exit code 2.
#include <QtTest>

#include <map>

#include "pipelinehalves.h"
#include "testdata.h"

#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "topology/buildtopology.h"

using namespace topoopt;

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

Run run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(120000)) p.kill();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

Run cli(const QStringList& args)
{
    return run(QStringLiteral(TOPOOPT_CLI), args);
}

QString checker()
{
    return test::sharedData(QStringLiteral("../tools/check-topology"));
}

} // namespace

class TestTopologyCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void samplesPassChecker();
    void manualDesignRoundTrip();
    void jsonToStdout();
    void sharedCycleOption();
    void badOptions_data();
    void badOptions();

private:
    QTemporaryDir m_dir;
    QString m_python;
};

void TestTopologyCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_python = QStandardPaths::findExecutable(QStringLiteral("python3"));
}

void TestTopologyCli::samplesPassChecker()
{
    // Every sample x kind x degree is built (in process for the grid, through the CLI for a
    // cross-section), then one python3 process runs the independent checker on all of them.
    const QDir dir(test::sharedData(QStringLiteral("traffic")));
    const QStringList samples = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(samples.size() >= 6);
    QJsonArray jobs;
    int index = 0;
    for (const QString& sample : samples) {
        const QString trafficFile = dir.filePath(sample);
        const Traffic traffic = io::loadTraffic(trafficFile.toStdString());
        for (const char* kindName : {"topoopt", "expander", "ring", "torus", "fattree", "ideal"})
            for (int d : {1, 2, 3, 4, 8}) {
                const QString kind = QString::fromLatin1(kindName);
                const QString out = m_dir.filePath(QStringLiteral("grid-%1.json").arg(index++));
                const bool viaCli = d == 4 && (kind == QLatin1String("topoopt") ||
                                               sample == QLatin1String("hotspot32.json"));
                if (viaCli) {
                    const Run r = cli({QStringLiteral("topology"), QStringLiteral("--traffic"),
                                       trafficFile, QStringLiteral("--degree"), QString::number(d),
                                       QStringLiteral("--kind"), kind, QStringLiteral("-o"), out});
                    QVERIFY2(r.code == 0, qPrintable(r.err));
                    QVERIFY(r.out.contains(QStringLiteral("topology: kind ") + kind));
                } else {
                    TopologyOptions options;
                    options.kind = kind.toStdString();
                    options.degree = d;
                    io::saveTopology(buildTopology(traffic, options), out.toStdString());
                }
                QStringList args = {trafficFile, out, QString::number(d), QStringLiteral("--kind"),
                                    kind};
                // The optimum check applies when TopologyFinder gives MP at least one port.
                if (kind == QLatin1String("topoopt") && !traffic.mp.empty() &&
                    splitDegree(traffic, d, DegreeSplit::Proportional).mp >= 1)
                    args << QStringLiteral("--matching-exact");
                jobs.append(QJsonObject{
                    {QStringLiteral("name"), QStringLiteral("%1 %2 d%3").arg(sample, kind).arg(d)},
                    {QStringLiteral("args"), QJsonArray::fromStringList(args)}});
            }
    }
    if (m_python.isEmpty()) QSKIP("python3 not available for the independent checker");
    QFile jobFile(m_dir.filePath(QStringLiteral("jobs.json")));
    QVERIFY(jobFile.open(QIODevice::WriteOnly));
    jobFile.write(QJsonDocument(jobs).toJson());
    jobFile.close();
    static const char* driver = R"(
import contextlib, io, json, runpy, sys
jobs = json.load(open(sys.argv[1])); checker = sys.argv[2]
for j in jobs:
    sys.argv = [checker] + j["args"]
    buf = io.StringIO()
    try:
        with contextlib.redirect_stdout(buf):
            runpy.run_path(checker, run_name="__main__")
        code = 0
    except SystemExit as e:
        code = e.code or 0
    if code:
        print("FAIL", j["name"] + ":", buf.getvalue().strip().replace("\n", " | "))
print("checked", len(jobs))
)";
    const Run check = run(m_python, {QStringLiteral("-c"), QString::fromLatin1(driver),
                                     jobFile.fileName(), checker()});
    QVERIFY2(check.code == 0, qPrintable(check.err));
    QVERIFY2(!check.out.contains(QStringLiteral("FAIL")), qPrintable(check.out.left(4000)));
    QVERIFY2(check.out.contains(QStringLiteral("checked %1").arg(jobs.size())),
             qPrintable(check.out + check.err));
}

void TestTopologyCli::manualDesignRoundTrip()
{
    const QString traffic = test::sharedData(QStringLiteral("traffic/strided12.json"));
    const QString found = m_dir.filePath(QStringLiteral("found.json"));
    QCOMPARE(cli({QStringLiteral("topology"), QStringLiteral("--traffic"), traffic,
                  QStringLiteral("--degree"), QStringLiteral("4"), QStringLiteral("-o"), found})
                 .code,
             0);
    // The found topology, read back as a manual design, gives the same links.
    const QString manual = m_dir.filePath(QStringLiteral("manual.json"));
    const Run r = cli({QStringLiteral("topology"), QStringLiteral("--traffic"), traffic,
                       QStringLiteral("--degree"), QStringLiteral("4"), QStringLiteral("--kind"),
                       QStringLiteral("manual"), QStringLiteral("--design"), found,
                       QStringLiteral("-o"), manual});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    if (!m_python.isEmpty()) {
        const Run check = run(m_python, {checker(), traffic, manual, QStringLiteral("4"),
                                         QStringLiteral("--kind"), QStringLiteral("manual")});
        QVERIFY2(check.code == 0, qPrintable(check.out));
    }
    // A broken design names the bad permutation and writes nothing.
    QFile bad(m_dir.filePath(QStringLiteral("bad-design.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(
        R"({"rings": [{"group": "even", "members": [0, 2, 4, 6, 8, 10], "permutations": [3]}], "links": []})");
    bad.close();
    const QString never = m_dir.filePath(QStringLiteral("never.json"));
    const Run e = cli({QStringLiteral("topology"), QStringLiteral("--traffic"), traffic,
                       QStringLiteral("--degree"), QStringLiteral("4"), QStringLiteral("--kind"),
                       QStringLiteral("manual"), QStringLiteral("--design"), bad.fileName(),
                       QStringLiteral("-o"), never});
    QCOMPARE(e.code, 2);
    QVERIFY2(e.err.contains(QStringLiteral("/rings/0/permutations/0")), qPrintable(e.err));
    QVERIFY2(e.err.contains(QStringLiteral("not coprime")), qPrintable(e.err));
    QVERIFY(!QFile::exists(never));
}

void TestTopologyCli::jsonToStdout()
{
    const Run r = cli({QStringLiteral("topology"), QStringLiteral("--traffic"),
                       test::sharedData(QStringLiteral("traffic/dp16.json")),
                       QStringLiteral("--degree"), QStringLiteral("4"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8());
    QCOMPARE(doc.object().value(QStringLiteral("format")).toString(),
             QStringLiteral("topoopt-topology/1"));
    QCOMPARE(doc.object().value(QStringLiteral("rings")).toArray().size(), 1);
    // Seeds reproduce bytes.
    const QStringList expander = {QStringLiteral("topology"),
                                  QStringLiteral("--traffic"),
                                  test::sharedData(QStringLiteral("traffic/hotspot32.json")),
                                  QStringLiteral("--degree"),
                                  QStringLiteral("4"),
                                  QStringLiteral("--kind"),
                                  QStringLiteral("expander"),
                                  QStringLiteral("--json"),
                                  QStringLiteral("--seed"),
                                  QStringLiteral("7")};
    QCOMPARE(cli(expander).out, cli(expander).out);
}

void TestTopologyCli::sharedCycleOption()
{
    // GPT's pipeline halves in small at d = 8: by the rule each half keeps rings of its own;
    // "always" gives them one cycle through all servers, which the topology lists as links.
    const QString traffic = m_dir.filePath(QStringLiteral("halves.json"));
    io::saveTraffic(test::pipelineHalves(true), traffic.toStdString());
    const auto build = [&](const QString& mode) {
        return cli({QStringLiteral("topology"), QStringLiteral("--traffic"), traffic,
                    QStringLiteral("--degree"), QStringLiteral("8"),
                    QStringLiteral("--shared-cycle"), mode, QStringLiteral("--json")});
    };
    std::map<QString, Topology> built;
    for (const QString& mode :
         {QStringLiteral("auto"), QStringLiteral("never"), QStringLiteral("always")}) {
        const Run r = build(mode);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        built[mode] = io::topologyFromJson(nlohmann::json::parse(r.out.toStdString()));
    }
    QCOMPARE(built[QStringLiteral("auto")].rings.size(), std::size_t{2});
    QCOMPARE(built[QStringLiteral("never")].links, built[QStringLiteral("auto")].links);
    QVERIFY(built[QStringLiteral("always")].rings.empty());
    QCOMPARE(built[QStringLiteral("always")].links.size(), std::size_t{16});
}

void TestTopologyCli::badOptions_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString t = test::sharedData(QStringLiteral("traffic/dp16.json"));
    const QString d = QStringLiteral("--degree");
    QTest::newRow("no traffic") << QStringList{d, QStringLiteral("4")} << "--traffic is required";
    QTest::newRow("no degree") << QStringList{QStringLiteral("--traffic"), t}
                               << "--degree is required";
    QTest::newRow("degree 0") << QStringList{QStringLiteral("--traffic"), t, d, QStringLiteral("0")}
                              << "--degree: must be an integer between 1 and 64, got '0'";
    QTest::newRow("degree 65") << QStringList{QStringLiteral("--traffic"), t, d,
                                              QStringLiteral("65")}
                               << "--degree";
    QTest::newRow("degree text") << QStringList{QStringLiteral("--traffic"), t, d,
                                                QStringLiteral("four")}
                                 << "got 'four'";
    QTest::newRow("kind") << QStringList{QStringLiteral("--traffic"),
                                         t,
                                         d,
                                         QStringLiteral("4"),
                                         QStringLiteral("--kind"),
                                         QStringLiteral("mesh")}
                          << "--kind: must be one of";
    QTest::newRow("gbps") << QStringList{QStringLiteral("--traffic"),
                                         t,
                                         d,
                                         QStringLiteral("4"),
                                         QStringLiteral("--link-gbps"),
                                         QStringLiteral("-5")}
                          << "--link-gbps";
    QTest::newRow("gbps nan") << QStringList{QStringLiteral("--traffic"),
                                             t,
                                             d,
                                             QStringLiteral("4"),
                                             QStringLiteral("--link-gbps"),
                                             QStringLiteral("nan")}
                              << "--link-gbps";
    QTest::newRow("oversubscription") << QStringList{QStringLiteral("--traffic"),
                                                     t,
                                                     d,
                                                     QStringLiteral("4"),
                                                     QStringLiteral("--kind"),
                                                     QStringLiteral("fattree"),
                                                     QStringLiteral("--oversubscription"),
                                                     QStringLiteral("0.5")}
                                      << "--oversubscription: must be a number >= 1";
    QTest::newRow("oversubscription kind") << QStringList{QStringLiteral("--traffic"),
                                                          t,
                                                          d,
                                                          QStringLiteral("4"),
                                                          QStringLiteral("--oversubscription"),
                                                          QStringLiteral("2")}
                                           << "fattree only";
    QTest::newRow("split") << QStringList{QStringLiteral("--traffic"),
                                          t,
                                          d,
                                          QStringLiteral("4"),
                                          QStringLiteral("--degree-split"),
                                          QStringLiteral("half")}
                           << "--degree-split";
    QTest::newRow("shared cycle") << QStringList{QStringLiteral("--traffic"),
                                                 t,
                                                 d,
                                                 QStringLiteral("4"),
                                                 QStringLiteral("--shared-cycle"),
                                                 QStringLiteral("sometimes")}
                                  << "--shared-cycle";
    QTest::newRow("seed") << QStringList{QStringLiteral("--traffic"),
                                         t,
                                         d,
                                         QStringLiteral("4"),
                                         QStringLiteral("--seed"),
                                         QStringLiteral("-1")}
                          << "--seed";
    QTest::newRow("manual without design") << QStringList{QStringLiteral("--traffic"),
                                                          t,
                                                          d,
                                                          QStringLiteral("4"),
                                                          QStringLiteral("--kind"),
                                                          QStringLiteral("manual")}
                                           << "--design";
    QTest::newRow("missing traffic file")
        << QStringList{QStringLiteral("--traffic"), QStringLiteral("/nonexistent/t.json"), d,
                       QStringLiteral("4")}
        << "/nonexistent/t.json";
    QTest::newRow("malformed traffic")
        << QStringList{QStringLiteral("--traffic"),
                       test::sharedData(QStringLiteral("traffic/../tools/check-traffic")), d,
                       QStringLiteral("4")}
        << "check-traffic";
    QTest::newRow("positional") << QStringList{QStringLiteral("extra"), QStringLiteral("--traffic"),
                                               t, d, QStringLiteral("4")}
                                << "expected 0";
}

void TestTopologyCli::badOptions()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const QString out = m_dir.filePath(QStringLiteral("bad-out.json"));
    QFile::remove(out);
    args.prepend(QStringLiteral("topology"));
    args << QStringLiteral("-o") << out;
    const Run r = cli(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

QTEST_GUILESS_MAIN(TestTopologyCli)
#include "tst_topologycli.moc"

// What `topoopt` says when it cannot do its job: exit 2 naming the file, the JSON path or the
// option really at fault, messages a person can read, and exit 1 when its output could not
// all be written.
#include <QtTest>

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <functional>
#include <initializer_list>

#include <nlohmann/json.hpp>

#include "clirun.h"
#include "testdata.h"

#ifdef Q_OS_UNIX
#include <csignal>
#include <unistd.h>
#endif

using topoopt::test::Run;
using topoopt::test::readJson;
using topoopt::test::runCli;
using topoopt::test::writeJson;

namespace {



QString scenarios(const char* name)
{
    return QStringLiteral(TOPOOPT_TEST_DATA "/../../resources/scenarios/") +
           QString::fromLatin1(name);
}

QString flexnet(const char* name)
{
    return topoopt::test::sharedData(QStringLiteral("flexnet/") + QString::fromLatin1(name));
}

QStringList args(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out << QString::fromLatin1(a);
    return out;
}

} // namespace

class TestCliFailures : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void formatMustBeAString_data();
    void formatMustBeAString();
    void closedPipeFails_data();
    void closedPipeFails();
    void topologyFileIsBlamedForItsFabric();
    void flexNetDegreeNamesTheOption_data();
    void flexNetDegreeNamesTheOption();
    void kindOptionIsBlamed();
    void kindAndTopologyExcludeEachOther();
    void manualScenarioPathsAreTheScenarios();
    void topologyDegreeAndKindChecked_data();
    void topologyDegreeAndKindChecked();
    void longErrorsAreCut();
    void oversizedScenarioRefusedAtOnce_data();
    void oversizedScenarioRefusedAtOnce();

private:
    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }
    /// The topology file of the suite (NCF, 16 servers, TopoOpt, d = 4), edited by `edit`.
    QString editedTopology(const char* name, const std::function<void(nlohmann::json&)>& edit);

    QTemporaryDir m_dir;
};

void TestCliFailures::initTestCase()
{
    QVERIFY(m_dir.isValid());
    Run r = runCli({QStringLiteral("traffic"), QStringLiteral("--scenario"),
                    scenarios("ncf-16.json"), QStringLiteral("-o"), path("t.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = runCli({QStringLiteral("topology"), QStringLiteral("--traffic"), path("t.json"),
                QStringLiteral("--degree"), QStringLiteral("4"), QStringLiteral("-o"),
                path("topo.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
}

QString TestCliFailures::editedTopology(const char* name,
                                        const std::function<void(nlohmann::json&)>& edit)
{
    nlohmann::json doc = readJson(path("topo.json"));
    edit(doc);
    writeJson(path(name), doc);
    return path(name);
}

void TestCliFailures::formatMustBeAString_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("described");
    for (const char* command : {"export-wiring", "cost"}) {
        const auto row = [command](const char* format, const char* described) {
            QTest::addRow("%s %s", command, format)
                << QString::fromLatin1(command) << QString::fromLatin1(format)
                << QString::fromLatin1(described);
        };
        row("0", "0");
        row("null", "null");
        row("[]", "an array");
        row("{}", "an object");
        row("true", "true");
    }
}

// They read a topology or a search result, and chose by json::value("format"), which throws
// nlohmann's own type error on a format that is no string: exit 1, "type_error.302".
void TestCliFailures::formatMustBeAString()
{
    QFETCH(QString, command);
    QFETCH(QString, format);
    QFETCH(QString, described);
    const QString file = editedTopology("fm.json", [&](nlohmann::json& d) {
        d["format"] = nlohmann::json::parse(format.toStdString());
    });
    QStringList arguments{command, file};
    if (command == QLatin1String("export-wiring"))
        arguments << QStringLiteral("-o") << path("fm.csv");
    const Run r = runCli(arguments);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err.trimmed(),
             file + QStringLiteral(": /format: must be a string, got ") + described);
}

void TestCliFailures::closedPipeFails_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("import-flexnet --json") << (QStringList{
        QStringLiteral("import-flexnet"), flexnet("dlrm_16_100g.fbuf"), QStringLiteral("--json")});
    QTest::newRow("--version") << QStringList{QStringLiteral("--version")};
}

// `topoopt ... | head`: the reader goes away. SIGPIPE killed the tool silently (status 141);
// it must say so and exit 1, as for a full disk.
void TestCliFailures::closedPipeFails()
{
#ifdef Q_OS_UNIX
    QFETCH(QStringList, arguments);
    int fds[2];
    QCOMPARE(::pipe(fds), 0);
    ::close(fds[0]); // nobody reads: the first write fails
    const int writeEnd = fds[1];
    QProcess p;
    p.setChildProcessModifier([writeEnd] {
        ::dup2(writeEnd, STDOUT_FILENO);
        // As a shell starts it, whatever the test process does with the signal.
        ::signal(SIGPIPE, SIG_DFL);
    });
    p.start(QStringLiteral(TOPOOPT_CLI), arguments);
    const bool finished = p.waitForFinished(120000);
    ::close(writeEnd);
    QVERIFY(finished);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(p.exitStatus() == QProcess::NormalExit, "killed by a signal");
    QCOMPARE(p.exitCode(), 1);
    QVERIFY2(err.contains(QStringLiteral("cannot write to standard output")), qPrintable(err));
#else
    QSKIP("SIGPIPE is POSIX");
#endif
}

// A ring on one port per server is pairs of servers; the scenario was named for its gap.
void TestCliFailures::topologyFileIsBlamedForItsFabric()
{
    Run r = runCli({QStringLiteral("topology"), QStringLiteral("--traffic"), path("t.json"),
                    QStringLiteral("--degree"), QStringLiteral("1"), QStringLiteral("--kind"),
                    QStringLiteral("ring"), QStringLiteral("-o"), path("ring1.json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = runCli({QStringLiteral("simulate"), QStringLiteral("--scenario"), scenarios("ncf-16.json"),
                QStringLiteral("--topology"), path("ring1.json")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith(path("ring1.json") + QStringLiteral(": /links: servers ")),
             qPrintable(r.err));
    QVERIFY2(!r.err.contains(QStringLiteral("ncf-16.json")), qPrintable(r.err));
    // The same for a FlexNet graph on a topology file of too few servers.
    const QString eight = editedTopology("eight.json", [](nlohmann::json& d) {
        d["servers"] = 8;
        d["links"] = nlohmann::json::array({{{"a", 0}, {"b", 1}, {"role", "fill"}}});
        d["rings"] = nlohmann::json::array();
        d["routes"] = nlohmann::json::array();
    });
    r = runCli({QStringLiteral("simulate"), QStringLiteral("--flexnet"),
                flexnet("dlrm_16_100g.fbuf"), QStringLiteral("--topology"), eight});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith(eight + QStringLiteral(": /servers: the task graph has 16")),
             qPrintable(r.err));
}

void TestCliFailures::flexNetDegreeNamesTheOption_data()
{
    QTest::addColumn<QString>("kind");
    for (const char* kind : {"ring", "topoopt", "torus", "expander"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

// --degree defaults to 1 for FlexNet input, which suits its switched fabrics; the
// direct-connect kinds failed with "dlrm_16_100g.fbuf: /links: servers 15 and 0 are not
// connected", a path the file does not have.
void TestCliFailures::flexNetDegreeNamesTheOption()
{
    QFETCH(QString, kind);
    const QStringList base = {QStringLiteral("simulate"),
                              QStringLiteral("--flexnet"),
                              flexnet("dlrm_16_100g.fbuf"),
                              QStringLiteral("--kind"),
                              kind,
                              QStringLiteral("--link-gbps"),
                              QStringLiteral("100")};
    Run r = runCli(base);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err.trimmed(),
             QStringLiteral("topoopt simulate: --kind ") + kind +
                 QStringLiteral(" needs --degree of at least 2 to connect 16 servers, got 1 (a "
                                "FlexNet file gives no port count; the default is 1)"));
    r = runCli(base + args({"--degree", "1"}));
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("needs --degree of at least 2")), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QStringLiteral("default")), qPrintable(r.err));
    r = runCli(base + args({"--degree", "2"}));
    QVERIFY2(r.code == 0, qPrintable(r.err));
}

void TestCliFailures::kindOptionIsBlamed()
{
    Run r = runCli({QStringLiteral("simulate"), QStringLiteral("--scenario"),
                    scenarios("ncf-16.json"), QStringLiteral("--kind"), QStringLiteral("bogus")});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err.trimmed(), QStringLiteral("topoopt simulate: --kind: must be one of topoopt, "
                                             "manual, expander, ring, torus, fattree, ideal, got "
                                             "\"bogus\""));
    r = runCli({QStringLiteral("simulate"), QStringLiteral("--flexnet"),
                flexnet("dlrm_16_100g.fbuf"), QStringLiteral("--kind"), QStringLiteral("bogus")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("topoopt simulate: --kind: must be one of")),
             qPrintable(r.err));
    // An option that breaks the scenario's fabric is named too, not the scenario.
    r = runCli({QStringLiteral("simulate"), QStringLiteral("--scenario"), scenarios("ncf-16.json"),
                QStringLiteral("--kind"), QStringLiteral("ring"), QStringLiteral("--degree"),
                QStringLiteral("1")});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err.trimmed(), QStringLiteral("topoopt simulate: --kind ring needs --degree of at "
                                             "least 2 to connect 16 servers, got 1"));
}

void TestCliFailures::kindAndTopologyExcludeEachOther()
{
    for (const QStringList& input :
         {QStringList{QStringLiteral("--scenario"), scenarios("ncf-16.json")},
          QStringList{QStringLiteral("--flexnet"), flexnet("dlrm_16_100g.fbuf")}}) {
        const Run r = runCli(QStringList{QStringLiteral("simulate")} + input +
                             QStringList{QStringLiteral("--kind"), QStringLiteral("expander"),
                                         QStringLiteral("--topology"), path("topo.json")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--kind and --topology exclude each other")),
                 qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
}

void TestCliFailures::manualScenarioPathsAreTheScenarios()
{
    nlohmann::json s = readJson(scenarios("ncf-16.json"));
    nlohmann::json members = nlohmann::json::array();
    for (int i = 0; i < 16; ++i)
        members.push_back(i);
    s["topology"] = {{"kind", "manual"},
                     {"rings", {{{"group", "x"}, {"members", members}, {"permutations", {2}}}}}};
    writeJson(path("manual.json"), s);
    Run r = runCli({QStringLiteral("simulate"), QStringLiteral("--scenario"), path("manual.json")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith(path("manual.json") +
                              QStringLiteral(": /topology/rings/0/permutations/0: permutation 2")),
             qPrintable(r.err));
    s["topology"]["rings"][0]["permutations"] = {1};
    s["topology"]["links"] = nlohmann::json::array();
    for (int b = 2; b < 8; ++b)
        s["topology"]["links"].push_back({{"a", 0}, {"b", b}, {"role", "mp"}});
    writeJson(path("manual.json"), s);
    r = runCli({QStringLiteral("simulate"), QStringLiteral("--scenario"), path("manual.json")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith(path("manual.json") +
                              QStringLiteral(": /topology/links: server 0 uses 8 ports")),
             qPrintable(r.err));
}

void TestCliFailures::oversizedScenarioRefusedAtOnce_data()
{
    QTest::addColumn<QString>("command");
    QTest::newRow("report") << QStringLiteral("report");
    QTest::newRow("simulate") << QStringLiteral("simulate");
    QTest::newRow("optimize") << QStringLiteral("optimize");
}

void TestCliFailures::oversizedScenarioRefusedAtOnce()
{
    // The largest cluster the format allows, with DLRM's all-to-all: `report` ran until memory
    // ran out. Every command now stops at the traffic, with the limit named.
    QFETCH(QString, command);
    nlohmann::json s = readJson(scenarios("default.json"));
    s["cluster"]["servers"] = 65536;
    writeJson(path("huge.json"), s);
    QStringList args{command};
    if (command == QLatin1String("simulate")) args << QStringLiteral("--scenario");
    args << path("huge.json");
    if (command == QLatin1String("optimize")) args << QStringLiteral("--json");
    QElapsedTimer clock;
    clock.start();
    const Run r = runCli(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith(path("huge.json") +
                              QStringLiteral(": /cluster/servers: one iteration on 65,536 servers "
                                             "needs more than 4,194,304 ordered server pairs")),
             qPrintable(r.err));
    // `report` has printed the scenario's own settings by then; the others print nothing.
    if (command != QLatin1String("report")) QVERIFY(r.out.isEmpty());
    qInfo("%s refused in %lld ms", qPrintable(command), clock.elapsed());
}

void TestCliFailures::topologyDegreeAndKindChecked_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("degree 0") << "degree"
                              << "0"
                              << "/degree: must be between 1 and 64, got 0";
    QTest::newRow("degree 65") << "degree"
                               << "65"
                               << "/degree: must be between 1 and 64, got 65";
    QTest::newRow("kind bogus") << "kind"
                                << "\"bogus\""
                                << "/kind: must be one of topoopt, manual, expander, ring, "
                                   "torus, fattree, ideal, got \"bogus\"";
}

// Both were accepted by validate, export-wiring and simulate --topology (a degree of 0 with no
// links passed everything).
void TestCliFailures::topologyDegreeAndKindChecked()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    const QString file = editedTopology("bad.json", [&](nlohmann::json& d) {
        d[field.toStdString()] = nlohmann::json::parse(value.toStdString());
        if (field == QLatin1String("degree") && value == QLatin1String("0"))
            d["links"] = d["rings"] = d["routes"] = nlohmann::json::array();
    });
    for (const QStringList& command :
         {QStringList{QStringLiteral("validate"), file},
          QStringList{QStringLiteral("export-wiring"), file, QStringLiteral("-o"), path("bad.csv")},
          QStringList{QStringLiteral("simulate"), QStringLiteral("--scenario"),
                      scenarios("ncf-16.json"), QStringLiteral("--topology"), file}}) {
        const Run r = runCli(command);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(file + QStringLiteral(": ") + expected), qPrintable(r.err));
    }
    QVERIFY(!QFile::exists(path("bad.csv")));
}

// A 16-server topology said to have 8 printed 1,491 lines, one without links 706.
void TestCliFailures::longErrorsAreCut()
{
    const QString eight =
        editedTopology("servers8.json", [](nlohmann::json& d) { d["servers"] = 8; });
    const QString unlinked = editedTopology(
        "unlinked.json", [](nlohmann::json& d) { d["links"] = nlohmann::json::array(); });
    for (const QString& file : {eight, unlinked}) {
        Run r = runCli({QStringLiteral("export-wiring"), file});
        QCOMPARE(r.code, 2);
        QStringList lines = r.err.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 11);
        QVERIFY2(lines.last().startsWith(file + QStringLiteral(": ... and ")) &&
                     lines.last().endsWith(QLatin1String(" more problems")),
                 qPrintable(lines.last()));
        // validate lists more, within bounds.
        r = runCli({QStringLiteral("validate"), file});
        QCOMPARE(r.code, 2);
        lines = r.err.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 101);
        QVERIFY(lines.last().endsWith(QLatin1String(" more problems")));
    }
}

QTEST_GUILESS_MAIN(TestCliFailures)
#include "tst_cli_failures.moc"

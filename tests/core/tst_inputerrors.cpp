// How the core tells a user what is wrong with an input: the "format" field checked before any
// reader trusts it, problems of a fabric told apart from the job's, problems of an embedded
// design at their path in the embedding document, long lists cut short, and JSON syntax errors
// told without the parser's internal id, in parts a studio can translate; and a file that cannot
// be replaced, told why.
#include <QtTest>

#include <QTemporaryDir>

#include <functional>

#include <nlohmann/json.hpp>

#include "common/error.h"
#include "common/fileio.h"
#include "common/limits.h"
#include "io/jsonreader.h"
#include "io/jsonsyntax.h"
#include "io/resultreader.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "io/validate.h"
#include "scenario/scenario.h"
#include "sim/simtopologies.h"
#include "sim/simulator.h"
#include "topology/buildtopology.h"

using namespace topoopt;
using namespace Qt::StringLiterals;

namespace {

/// The problems `read` throws, or none.
Problems problemsOf(const std::function<void()>& read)
{
    try {
        read();
    } catch (const InputError& e) {
        return e.problems();
    }
    return {};
}

SimTask transfer(int src, int dst)
{
    SimTask t;
    t.kind = TaskKind::Transfer;
    t.src = src;
    t.dst = dst;
    t.bytes = 1000;
    return t;
}

} // namespace

class TestInputErrors : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void formatMustBeAString_data();
    void formatMustBeAString();
    void fabricProblemsAreFabricErrors();
    void manualDesignOfAScenarioHasScenarioPaths();
    void longListsAreCut();
    void trafficPastThePairLimit();
    void syntaxErrorsAreWordedByPart_data();
    void syntaxErrorsAreWordedByPart();
    void strangeControlCharacterComplaintsAreKeptWhole();
    void replacingAFolderIsWorded();
};

void TestInputErrors::formatMustBeAString_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("described");
    QTest::newRow("number") << "0"
                            << "0";
    QTest::newRow("null") << "null"
                          << "null";
    QTest::newRow("array") << "[]"
                           << "an array";
    QTest::newRow("object") << "{}"
                            << "an object";
    QTest::newRow("bool") << "true"
                          << "true";
}

// `"format": 0` reached nlohmann's own type error ("type_error.302 ... must be string") through
// json::value() in the readers that choose by format (export-wiring, cost: exit 1).
void TestInputErrors::formatMustBeAString()
{
    QFETCH(QString, format);
    QFETCH(QString, described);
    nlohmann::json doc = nlohmann::json::parse(
        R"({"kind": "ring", "servers": 2, "degree": 1, "link_gbps": 100, "links": []})");
    doc["format"] = nlohmann::json::parse(format.toStdString());
    const std::string expected = "/format: must be a string, got " + described.toStdString();
    const std::vector<std::pair<const char*, std::function<void()>>> readers = {
        {"formatOf", [&] { io::formatOf(doc); }},
        {"fabricFromJson", [&] { io::fabricFromJson(doc); }},
        {"figureSourceFromJson", [&] { io::figureSourceFromJson(doc); }},
        {"topologyFromJson", [&] { io::topologyFromJson(doc); }},
        {"trafficFromJson", [&] { io::trafficFromJson(doc); }},
        {"validateDocument", [&] {
             const io::ValidationReport report = io::validateDocument(doc, "fm.json");
             if (!report.ok()) throw InputError(report.problems);
         }}};
    for (const auto& [name, read] : readers) {
        const Problems problems = problemsOf(read);
        QVERIFY2(!problems.empty(), name);
        QCOMPARE(problems.items().front().toString(), expected);
    }
}

// A caller that read the fabric from a file names that file for these (the CLI's
// `simulate --topology T.json` blamed the scenario for T.json's missing links).
void TestInputErrors::fabricProblemsAreFabricErrors()
{
    TaskGraph g;
    g.servers = 4;
    g.devices = 4;
    g.tasks = {transfer(0, 2)};
    Topology pairs = sim::idealSwitchTopology(4, 1, 100);
    pairs.switches = 0;
    pairs.links = {{0, 1, 1, LinkRole::Fill, 0}, {2, 3, 1, LinkRole::Fill, 0}};
    pairs.routes.clear();
    QVERIFY_THROWS_EXCEPTION(FabricError, simulate(g, pairs, SimOptions{}));
    const Problems unconnected = problemsOf([&] { simulate(g, pairs, SimOptions{}); });
    QCOMPARE(QString::fromStdString(unconnected.toString()),
             QStringLiteral("/links: servers 0 and 2 are not connected"));
    QVERIFY_THROWS_EXCEPTION(FabricError,
                             simulate(g, sim::idealSwitchTopology(2, 1, 100), SimOptions{}));
    Topology badRing = sim::idealSwitchTopology(4, 1, 100);
    badRing.rings.push_back({"g", {0, 1, 2, 3}, {2}});
    QVERIFY_THROWS_EXCEPTION(FabricError, simulate(g, badRing, SimOptions{}));
    // The job's own mistakes stay plain input errors.
    g.tasks = {transfer(0, 7)};
    try {
        simulate(g, sim::idealSwitchTopology(4, 1, 100), SimOptions{});
        QFAIL("a transfer to server 7 of 4 was accepted");
    } catch (const FabricError& e) {
        QFAIL(e.what());
    } catch (const InputError&) {
    }
}

// The rings and links of a scenario's manual design sit under /topology; its problems were
// reported at /rings/... and /links, paths the scenario does not have.
void TestInputErrors::manualDesignOfAScenarioHasScenarioPaths()
{
    Traffic traffic;
    traffic.servers = 8;
    traffic.allreduce.push_back({"all", {0, 1, 2, 3, 4, 5, 6, 7}, 1e6});
    Scenario s;
    s.cluster.servers = 8;
    s.cluster.degree = 4;
    s.topology.kind = "manual";
    s.topology.rings.push_back({"all", {}, {2}});
    Problems problems = problemsOf([&] { buildTopology(traffic, topologyOptionsFor(s)); });
    QVERIFY(!problems.empty());
    QCOMPARE(problems.items().front().path, std::string("/topology/rings/0/permutations/0"));

    s.topology.rings.front().permutations = {1, 3};
    for (int b = 2; b < 6; ++b)
        s.topology.links.push_back({0, b, 1, LinkRole::Mp, 0});
    problems = problemsOf([&] { buildTopology(traffic, topologyOptionsFor(s)); });
    QVERIFY(!problems.empty());
    QCOMPARE(problems.items().front().toString(),
             std::string("/topology/links: server 0 uses 8 ports (rings and links together), "
                         "more than its degree 4"));

    // A design read from a topology file keeps the file's own paths.
    TopologyOptions bare = topologyOptionsFor(s);
    bare.designPath.clear();
    problems = problemsOf([&] { buildTopology(traffic, bare); });
    QVERIFY(!problems.empty());
    QCOMPARE(problems.items().front().path, std::string("/links"));
}

// One wrong field fails many entries (a 16-server topology said to have 8 servers printed
// 1,491 lines); a message lists the first few and counts the rest.
void TestInputErrors::longListsAreCut()
{
    Problems problems;
    for (int i = 0; i < 25; ++i)
        problems.add("/links/" + std::to_string(i) + "/a", "must be between 0 and 7, got 8");
    const QStringList lines =
        QString::fromStdString(problems.toString("t.json: ")).split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), int(Problems::kShown) + 1);
    QCOMPARE(lines.first(), QStringLiteral("t.json: /links/0/a: must be between 0 and 7, got 8"));
    QCOMPARE(lines.last(), QStringLiteral("t.json: ... and 15 more problems"));
    QVERIFY(
        QString::fromUtf8(InputError(problems).what()).endsWith(QLatin1String("15 more problems")));
    // A caller may list more: all of them when they fit.
    QCOMPARE(QString::fromStdString(problems.toString({}, 100)).count(QLatin1Char('\n')), 24);

    Problems eleven;
    for (int i = 0; i < 11; ++i)
        eleven.add("/x", "bad");
    QVERIFY(QString::fromStdString(eleven.toString())
                .endsWith(QLatin1String("... and 1 more problem")));
    Problems ten;
    for (int i = 0; i < 10; ++i)
        ten.add("/x", "bad");
    QVERIFY(!QString::fromStdString(ten.toString()).contains(QLatin1String("more problem")));
}

void TestInputErrors::trafficPastThePairLimit()
{
    // Refused by its length, before a single entry is read (these are not even objects): a
    // traffic file that large would have the topology builder route millions of pairs.
    nlohmann::json doc = {{"format", "topoopt-traffic/1"}, {"servers", 65536}};
    doc["mp"] = nlohmann::json::array();
    doc["mp"].get_ref<nlohmann::json::array_t&>().resize(limits::kMaxMpPairs + 1);
    const Problems problems = problemsOf([&] { io::trafficFromJson(doc); });
    QCOMPARE(problems.size(), std::size_t{1});
    QCOMPARE(QString::fromStdString(problems.items().front().toString()),
             QStringLiteral("/mp: has %1 entries, more than the %2 server pairs a topology can "
                            "be built and simulated for")
                 .arg(limits::kMaxMpPairs + 1)
                 .arg(limits::kMaxMpPairs));
}

void TestInputErrors::syntaxErrorsAreWordedByPart_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("byPart"); // one of the part-by-part wordings, or the whole fallback
    QTest::addColumn<QStringList>("facts");
    QTest::newRow("a comma before a closing brace")
        << u"{\n  \"a\": 1,\n  }\n"_s
        << u"invalid JSON at line 3, column 3: syntax error while parsing object key - unexpected "
           u"'}'; expected string literal"_s
        << true << QStringList{u"3"_s, u"3"_s, u"object key"_s, u"'}'"_s, u"string literal"_s};
    QTest::newRow("the input ends inside an array")
        << u"[1,2"_s
        << u"invalid JSON at line 1, column 5: syntax error while parsing array - unexpected end "
           u"of input; expected ']'"_s
        << true << QStringList{u"1"_s, u"5"_s, u"array"_s, u"end of input"_s, u"']'"_s};
    QTest::newRow("a misspelt literal")
        << u"{\"a\": tru}"_s
        << u"invalid JSON at line 1, column 10: syntax error while parsing value - invalid "
           u"literal; last read: '\"a\": tru}'"_s
        << true << QStringList{u"1"_s, u"10"_s, u"value"_s, u"invalid literal"_s, u"\"a\": tru}"_s};
    QTest::newRow("a minus with no digits, which the lexer words with its own \"; expected\"")
        << u"{\"a\": -}"_s
        << u"invalid JSON at line 1, column 8: syntax error while parsing value - invalid number; "
           u"expected digit after '-'; last read: '-}'"_s
        << true
        << QStringList{u"1"_s, u"8"_s, u"value"_s, u"invalid number; expected digit after '-'"_s,
                       u"-}"_s};
    QTest::newRow("text after the document")
        << u"{\"a\": 1} x"_s
        << u"invalid JSON at line 1, column 10: syntax error while parsing value - invalid "
           u"literal; last read: '1} x'; expected end of input"_s
        << true << QStringList{u"1"_s,    u"10"_s,          u"value"_s, u"invalid literal"_s,
                               u"1} x"_s, u"end of input"_s};
    // A raw control character: the character and its escapes are facts of their own.
    QTest::newRow("a tab inside a string")
        << u"{\"a\": \"x\ty\"}"_s
        << u"invalid JSON at line 1, column 9: syntax error while parsing value - invalid string: "
           u"control character U+0009 (HT) must be escaped to \\u0009 or \\t; last read: "
           u"'\"x<U+0009>'"_s
        << true
        << QStringList{u"1"_s,          u"9"_s, u"value"_s, u"U+0009 (HT)"_s, u"\\u0009 or \\t"_s,
                       u"\"x<U+0009>"_s};
    QTest::newRow("a control character with one escape")
        << u"[\"\x01\"]"_s
        << u"invalid JSON at line 1, column 3: syntax error while parsing value - invalid string: "
           u"control character U+0001 (SOH) must be escaped to \\u0001; last read: "
           u"'\"<U+0001>'"_s
        << true << QStringList{u"1"_s,       u"3"_s,         u"value"_s, u"U+0001 (SOH)"_s,
                               u"\\u0001"_s, u"\"<U+0001>"_s};
    // The place is the newline's own, on the line it ends.
    QTest::newRow("a newline inside a string")
        << u"{\"a\": \"x\ny\"}"_s
        << u"invalid JSON at line 1, column 9: syntax error while parsing value - invalid string: "
           u"control character U+000A (LF) must be escaped to \\u000A or \\n; last read: "
           u"'\"x<U+000A>'"_s
        << true
        << QStringList{u"1"_s,          u"9"_s, u"value"_s, u"U+000A (LF)"_s, u"\\u000A or \\n"_s,
                       u"\"x<U+000A>"_s};
    QTest::newRow("a tab inside an object key, where a string was expected")
        << u"{\"a\tb\": 1}"_s
        << u"invalid JSON at line 1, column 4: syntax error while parsing object key - invalid "
           u"string: control character U+0009 (HT) must be escaped to \\u0009 or \\t; last read: "
           u"'\"a<U+0009>'; expected string literal"_s
        << true
        << QStringList{u"1"_s,
                       u"4"_s,
                       u"object key"_s,
                       u"U+0009 (HT)"_s,
                       u"\\u0009 or \\t"_s,
                       u"\"a<U+0009>"_s,
                       u"string literal"_s};
}

void TestInputErrors::syntaxErrorsAreWordedByPart()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    QFETCH(bool, byPart);
    QFETCH(QStringList, facts);
    const Problems problems = problemsOf([&] { io::parseJson(text.toStdString()); });
    QCOMPARE(problems.size(), std::size_t{1});
    const Problem& p = problems.items().front();
    // The English is the parser's description after the place, without its id
    // ("[json.exception.parse_error.101] parse error at line 1, column 8: ").
    QCOMPARE(QString::fromStdString(p.message), message);
    QCOMPARE(io::isJsonSyntaxWording(p.wording), byPart);
    if (!byPart) return;
    QStringList got;
    for (const std::string& fact : p.facts)
        got << QString::fromStdString(fact);
    QCOMPARE(got, facts);
}

// Only the lexer's own complaints are taken apart: a character or escapes it never names, or a
// complaint cut short, stay one fact of the whole wording.
void TestInputErrors::strangeControlCharacterComplaintsAreKeptWhole()
{
    const std::string lead =
        "syntax error while parsing value - invalid string: control character ";
    for (const char* complaint :
         {"U+0020 (SP) must be escaped to \\u0020", "U+0009 (HT) must be escaped to \\u0009",
          "U+0001 (SOH) must be escaped to \\u0001 or \\a", "U+0009 (HT)"}) {
        const std::string text = lead + complaint + "; last read: '\"x'";
        const InputError e = io::jsonSyntaxProblem(text, 1, 2);
        const Problem& p = e.problems().items().front();
        QVERIFY2(!io::isJsonSyntaxWording(p.wording), text.c_str());
        QCOMPARE(p.facts, (std::vector<std::string>{"1", "2", text}));
    }
    // The character's own wording, but an expected token the parser never names.
    const std::string unexpected =
        lead + "U+0001 (SOH) must be escaped to \\u0001; last read: '\"x'; expected a miracle";
    QVERIFY(!io::isJsonSyntaxWording(
        io::jsonSyntaxProblem(unexpected, 1, 2).problems().items().front().wording));
}

// Saving onto a folder of the same name, empty or not: the reason has a wording of its own (the
// system's English reason is only the fallback), and no temporary file is left beside it.
void TestInputErrors::replacingAFolderIsWorded()
{
    for (const QString& folder : {u"empty.json"_s, u"full.json/inside"_s}) {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(folder));
        const QString target = dir.filePath(folder.section(u'/', 0, 0));
        try {
            writeFileAtomic(target.toStdString(), "{}");
            QFAIL("a file replaced a folder");
        } catch (const WriteError& e) {
            QCOMPARE(e.problem().wording, std::string("cannot replace file: it is a directory"));
            QCOMPARE(e.problem().message, e.problem().wording);
            QCOMPARE(e.problem().path, target.toStdString());
        }
        QVERIFY(QFileInfo(target).isDir());
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{target.section(u'/', -1)});
    }
}

QTEST_GUILESS_MAIN(TestInputErrors)
#include "tst_inputerrors.moc"

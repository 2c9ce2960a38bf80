// The core's problems with its inputs in the interface's language: in English the studio says
// what the core says, word for word; in Chinese the problems the core words are phrased from the
// same facts, and a message the core wrote whole stays as it is.
#include <QtTest>

#include <QRegularExpression>

#include <new>

#include <QTemporaryDir>

#include "common/fileio.h"
#include "format.h"
#include "io/jsonreader.h"
#include "io/wiringplan.h"
#include "model/modeledit.h"
#include "model/modeljson.h"
#include "model/zoo.h"
#include "problemtext.h"
#include "scenario/scenario.h"
#include "sim/simulator.h"
#include "strategy/defaultstrategy.h"
#include "strategy/memory.h"
#include "strategy/strategy.h"
#include "translations.h"

using namespace topoopt;
using namespace Qt::StringLiterals;

class TestProblemText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void englishIsTheCoresText();
    void unwordedMessagesStayAsTheyAre();
    void chineseProblemsKeepTheirFacts(); // last: it installs the Chinese catalogue
};

namespace {
/// Problems of real inputs, one of each kind the studio meets: field values in a file, a
/// syntax error, a missing file, a refused model edit, a strategy for another model, and more
/// problems than are listed.
std::vector<Problems> realProblems()
{
    std::vector<Problems> out;
    const auto collect = [&out](const auto& run) {
        try {
            run();
            QFAIL("no problem reported");
        } catch (const InputError& e) {
            out.push_back(e.problems());
        }
    };
    Problems fields;
    const nlohmann::json cluster = nlohmann::json::parse(
        R"({"servers": "four", "degree": 0, "link_gbps": -5, "fast": 1, "name": 7})");
    io::ObjectReader reader(cluster, "/cluster", fields);
    int servers = 0, degree = 0;
    double gbps = 0;
    bool fast = false;
    std::string name;
    reader.readInt("servers", servers, 1, 100000, true);
    reader.readInt("degree", degree, 1, 64, true);
    reader.readNumber("link_gbps", gbps, 0, 1e6, true, true);
    reader.readBool("fast", fast, true);
    reader.readString("name", name, true);
    reader.readInt("gpus", servers, 1, 8, true);
    io::ObjectReader notAnObject(nlohmann::json::array(), "/model", fields);
    out.push_back(fields);
    collect([] { io::parseJson("{\n  \"servers\": 4,\n  \"degree\": }"); });
    collect([] { readFileLimited("/no/such/folder/scenario.json"); });
    collect([] {
        const Model dlrm = buildZooModel("dlrm", nlohmann::json::object());
        connectOperators(dlrm, 1, 0);
    });
    out.push_back(checkStrategyStructure(
        Strategy{}, buildZooModel("ncf", nlohmann::json::object()), Cluster{}));
    Problems many;
    for (int i = 0; i < 12; ++i)
        many.add("/links/" + std::to_string(i), TOPOOPT_WORDING("Problem", "missing required field"),
                 {});
    out.push_back(many);

    // Deeper checks: a wiring plan's lines, a task graph against its fabric, the simulator's
    // options, an edit's index, GPU memory, and a model file a scenario names.
    collect([] {
        io::parseWiringPlanCsv(
            "cable,server_a,port_a,server_b,port_b,role\n1,2,x\n0,0,0,1,y,ring\n");
    });
    collect([] {
        TaskGraph g;
        g.servers = 2;
        g.devices = 2;
        SimTask t;
        t.device = 5;
        g.tasks.push_back(t);
        Topology fabric;
        fabric.servers = 2;
        validateTaskGraph(g, fabric);
    });
    collect([] {
        SimOptions options;
        options.latencyUs = -1;
        checkSimOptions(options);
    });
    collect([] { removeOperator(buildZooModel("ncf", nlohmann::json::object()), 99); });
    const Model ncf = buildZooModel("ncf", nlohmann::json::object());
    out.push_back(checkStrategy(dataParallelStrategy(ncf, Cluster{}), ncf, Cluster{}, 1e6));
    QTemporaryDir dir;
    nlohmann::json file = modelToJson(ncf);
    for (nlohmann::json& op : file["operators"])
        if (op["kind"] == "dense") {
            op["dims"] = {1, 2, 3};
            break;
        }
    writeJsonFileAtomic(dir.filePath(u"model.json"_s).toStdString(), file, 1);
    collect([&dir] {
        Scenario scenario;
        scenario.model.file = "model.json";
        resolveModel(scenario, dir.path().toStdString());
    });
    return out;
}
/// What saving into a folder that does not exist throws.
WriteError failedWrite()
{
    try {
        writeFileAtomic("/no/such/folder/design.json", "{}");
    } catch (const WriteError& e) {
        return e;
    }
    qFatal("writing into a missing folder did not fail");
}
} // namespace

void TestProblemText::englishIsTheCoresText()
{
    const std::vector<Problems> all = realProblems();
    QCOMPARE(all.size(), 12u);
    for (const Problems& problems : all) {
        QVERIFY(!problems.empty());
        QCOMPARE(ui::problemsText(problems, u"file.json: "_s),
                 QString::fromStdString(problems.toString("file.json: ")));
        for (const Problem& p : problems.items())
            QVERIFY2(!p.wording.empty(), p.message.c_str()); // every one of these is worded
    }
    QCOMPARE(ui::problemText(InputError(all.front())),
             QString::fromStdString(all.front().toString()));
    QCOMPARE(ui::problemText(std::bad_alloc()), QString::fromStdString(failureText(std::bad_alloc())));
    // A file that cannot be written: not an input's problem, but worded like one.
    const WriteError write = failedWrite();
    QCOMPARE(ui::problemText(write), QString::fromStdString(failureText(write)));
    QCOMPARE(ui::problemText(write),
             u"/no/such/folder/design.json: cannot write (folder missing or not writable)"_s);
}

void TestProblemText::unwordedMessagesStayAsTheyAre()
{
    Problems p;
    p.add("/x", "a message written whole, 50%1 of it");
    QCOMPARE(ui::problemsText(p), u"/x: a message written whole, 50%1 of it"_s);
    QCOMPARE(ui::problemText(std::runtime_error("plain")), u"plain"_s);
    QCOMPARE(ui::fileProblemText(u"a.json"_s, std::runtime_error("plain")), u"a.json: plain"_s);
}

void TestProblemText::chineseProblemsKeepTheirFacts()
{
    ui::setLanguageSetting(u"zh_CN"_s);
    QCOMPARE(ui::installTranslations(*QCoreApplication::instance()), u"zh_CN"_s);
    static const QRegularExpression chinese(u"[\\x{4e00}-\\x{9fff}]"_s);
    for (const Problems& problems : realProblems()) {
        const QString text = ui::problemsText(problems);
        QVERIFY2(text != QString::fromStdString(problems.toString()), qPrintable(text));
        for (const Problem& p : problems.items()) {
            const QString line = ui::problemLine(p);
            QVERIFY2(line.contains(chinese), qPrintable(line));
            // A CSV file's line is phrased as a place, any other path stays as it is.
            const bool csvLine = p.path.starts_with("line ");
            QVERIFY2(line.startsWith(csvLine ? u"第 "_s : QString::fromStdString(p.path)),
                     qPrintable(line));
            // The English wording is gone, its facts are all there, phrased when the core
            // worded them ("an array", "the operator to remove").
            QVERIFY2(!line.contains(u"must be"_s) && !line.contains(u" got "_s), qPrintable(line));
            const char* const context = ui::problemFactContext(p);
            for (const std::string& fact : p.facts)
                QVERIFY2(line.contains(QCoreApplication::translate(context, fact.c_str())),
                         qPrintable(line));
        }
    }
    // Facts the core words are phrased too, and so are the JSON parser's own words.
    const QString fields = ui::problemsText(realProblems().front());
    QVERIFY2(!fields.contains(u"an array"_s), qPrintable(fields));
    const QString syntax = ui::problemsText(realProblems()[1]);
    QCOMPARE(syntax, u"第 3 行第 13 列的 JSON 无效：解析值时遇到了'}'，应为'['、'{' 或字面量"_s);
    // A raw control character in a string: the "or" between its escapes is phrased too.
    try {
        io::parseJson("{\"a\tb\": 1}");
        QFAIL("a tab in a string was accepted");
    } catch (const InputError& e) {
        QCOMPARE(
            ui::problemsText(e.problems()),
            u"第 1 行第 4 列的 JSON 无效：解析对象的键时出错：无效的字符串：控制字符 U+0009 (HT) "
            u"必须转义为 \\u0009 或 \\t（最后读到 '\"a<U+0009>'），应为字符串"_s);
    }
    // Zoo parameters that build a model too big: the model's own problem is phrased too.
    try {
        buildZooModel("ncf", nlohmann::json::parse(
                                 R"({"users":1e10,"items":1e10,"dim":65536,"factor":65536})"));
        QFAIL("an ncf model of 2^53 bytes was built");
    } catch (const InputError& e) {
        const QString text = ui::problemsText(e.problems());
        QVERIFY2(text.startsWith(u"/model: 这些参数构建的模型无效，其问题如下\n"_s),
                 qPrintable(text));
        QVERIFY2(text.contains(u"/operators/1/param_bytes: 必须小于 2^53 字节，实际为 "_s),
                 qPrintable(text));
    }
    // The count of problems not listed, and memory running out.
    const QString many = ui::problemsText(realProblems()[5]);
    QVERIFY2(many.split(u'\n').last().contains(u"2"_s), qPrintable(many));
    QVERIFY2(many.split(u'\n').last().contains(chinese), qPrintable(many));
    QVERIFY(ui::problemText(std::bad_alloc()).contains(chinese));
    const QString write = ui::problemText(failedWrite());
    QVERIFY2(write.startsWith(u"/no/such/folder/design.json: "_s) && write.contains(chinese) &&
                 !write.contains(u"cannot write"_s),
             qPrintable(write));
    // The deeper checks: a CSV line, a fact the core words, a model file's own path.
    const std::vector<Problems> all = realProblems();
    QCOMPARE(ui::problemLine(all[6].items().front()).left(5), u"第 2 行"_s);
    QVERIFY2(ui::problemsText(all[9]).startsWith(u"/operators: 要删除的算子必须"_s),
             qPrintable(ui::problemsText(all[9])));
    const QString nested = ui::problemsText(all[11]);
    QVERIFY2(nested.startsWith(u"/model/file: model.json: /operators/"_s) &&
                 nested.contains(u"dense"_s) && nested.contains(u"{in, out}"_s),
             qPrintable(nested));
    ui::setLanguageSetting(QString());
}

QTEST_MAIN(TestProblemText)
#include "tst_problemtext.moc"

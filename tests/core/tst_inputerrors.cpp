// How the core tells a user what is wrong with an input: the "format" field checked before any
// reader trusts it, problems of a fabric told apart from the job's, problems of an embedded
// design at their path in the embedding document, and long lists cut short.
#include <QtTest>

#include <functional>

#include <nlohmann/json.hpp>

#include "common/error.h"
#include "io/jsonreader.h"
#include "io/resultreader.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "io/validate.h"
#include "topology/buildtopology.h"

using namespace topoopt;

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

} // namespace

class TestInputErrors : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void formatMustBeAString_data();
    void formatMustBeAString();
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

QTEST_GUILESS_MAIN(TestInputErrors)
#include "tst_inputerrors.moc"

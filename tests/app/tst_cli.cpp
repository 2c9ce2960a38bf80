// The `topoopt` command line as users and scripts drive it.
#include <QtTest>

#include "clirun.h"
#include "testdata.h"

namespace {

using topoopt::test::Run;
using topoopt::test::runCli;

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void version();
    void help();
    void unknownCommand();
    void commandHelp();
    void validateValid();
    void validateMalformed_data();
    void validateMalformed();
    void validateMissingFile();
    void reportDefault();
    void reportBadFile();
};

void TestCli::version()
{
    const Run r = runCli({QStringLiteral("--version")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("topoopt ")));
}

void TestCli::help()
{
    const Run r = runCli({QStringLiteral("--help")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("validate")));
    QVERIFY(r.out.contains(QStringLiteral("Exit codes")));
    QCOMPARE(runCli({}).code, 2);
}

void TestCli::unknownCommand()
{
    const Run r = runCli({QStringLiteral("frobnicate")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("unknown command 'frobnicate'")));
}

void TestCli::commandHelp()
{
    const Run r = runCli({QStringLiteral("validate"), QStringLiteral("--help")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("JSON path")));
    const Run bad = runCli({QStringLiteral("validate"), QStringLiteral("--no-such-option")});
    QCOMPARE(bad.code, 2);
}

void TestCli::validateValid()
{
    const Run r = runCli(
        {QStringLiteral("validate"), topoopt::test::sharedData(QStringLiteral("traffic/dp16.json")),
         topoopt::test::sharedData(QStringLiteral("traffic/strided12.json")),
         QStringLiteral(TOPOOPT_TEST_DATA "/../../resources/scenarios/default.json")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("valid topoopt-traffic/1")));
    QVERIFY(r.out.contains(QStringLiteral("valid topoopt-scenario/1")));
}

void TestCli::validateMalformed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    for (const auto& c : topoopt::test::malformedCases())
        QTest::newRow(qPrintable(c.first))
            << topoopt::test::testData(QStringLiteral("malformed/") + c.first) << c.second;
}

void TestCli::validateMalformed()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const Run r = runCli({QStringLiteral("validate"), file});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QFileInfo(file).fileName() + QStringLiteral(": ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
}

void TestCli::validateMissingFile()
{
    const Run r = runCli({QStringLiteral("validate"), QStringLiteral("/no/such/file.json")});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("/no/such/file.json: cannot open file")));
}

void TestCli::reportDefault()
{
    const Run r = runCli({QStringLiteral("report")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("DLRM, 128 servers")));
    QVERIFY(r.out.contains(QStringLiteral("128 x 4 A100")));
}

void TestCli::reportBadFile()
{
    const Run r =
        runCli({QStringLiteral("report"),
                topoopt::test::testData(QStringLiteral("malformed/scenario_degree_zero.json"))});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral(
        "scenario_degree_zero.json: /cluster/degree: must be between 1 and 64, got 0")));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

// `topoopt cost` and `topoopt export-wiring` as users and scripts drive them.
#include <QtTest>

#include <nlohmann/json.hpp>

#include "circulant16.h"
#include "clirun.h"
#include "io/topologyjson.h"
#include "io/wiringplan.h"
#include "testdata.h"

using namespace topoopt;

using topoopt::test::direct16d4;
using topoopt::test::Run;
using topoopt::test::runCli;

class TestCliCost : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void costTable();
    void costJson();
    void costWithPriceFile();
    void costErrors();
    void exportWiringToFile();
    void exportWiringToStdout();
    void exportWiringErrors();
    void validateKnowsPriceFiles();

private:
    QTemporaryDir m_dir;
    QString m_topology;
};

void TestCliCost::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_topology = m_dir.filePath(QStringLiteral("t16.json"));
    io::saveTopology(direct16d4(), m_topology.toStdString());
}

void TestCliCost::costTable()
{
    const Run r = runCli({QStringLiteral("cost"), m_topology});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("$56,192.00")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("patch-panel ports")));
    QVERIFY(r.out.contains(QStringLiteral("Fat-tree at equal cost")));
    QVERIFY(r.err.isEmpty());
}

void TestCliCost::costJson()
{
    const Run r = runCli(
        {QStringLiteral("cost"), m_topology, QStringLiteral("--ocs"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const auto j = nlohmann::json::parse(r.out.toStdString());
    QCOMPARE(j["total_usd"].get<double>(), 83072.0);
    QCOMPARE(j["ocs_usd"].get<double>(), 64 * 520.0);
    QCOMPARE(j["reconfiguration"].get<std::string>(), std::string("ocs"));
    const auto& f = j["equal_cost_fattree"];
    QCOMPARE(f["solved_for"].get<std::string>(), std::string("link_gbps"));
    QVERIFY(std::abs(f["cost_usd"].get<double>() - 83072.0) <= 1.0);
    QVERIFY(f["link_gbps"].get<double>() > 100);
    const Run fixed = runCli(
        {QStringLiteral("cost"), m_topology, QStringLiteral("--static"), QStringLiteral("--json")});
    QCOMPARE(fixed.code, 0);
    QCOMPARE(nlohmann::json::parse(fixed.out.toStdString())["total_usd"].get<double>(), 49152.0);
}

void TestCliCost::costWithPriceFile()
{
    // Every price doubled: the total doubles.
    auto doc = nlohmann::json::parse(
        R"({"format": "topoopt-prices/1", "name": "double",
            "bandwidth_classes": [{"gbps": 100, "nic_port_usd": 1318, "transceiver_usd": 198,
                                   "switch_port_usd": 374}],
            "fiber_cable": {"usd": 40}, "patch_panel_port": {"usd": 200},
            "ocs_port": {"usd": 1040}})");
    const QString prices = m_dir.filePath(QStringLiteral("double.json"));
    QFile out(prices);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QByteArray::fromStdString(doc.dump()));
    out.close();
    const Run r = runCli({QStringLiteral("cost"), m_topology, QStringLiteral("--prices"), prices,
                          QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    QCOMPARE(nlohmann::json::parse(r.out.toStdString())["total_usd"].get<double>(), 2 * 56192.0);
}

void TestCliCost::costErrors()
{
    const QString bad = test::testData(QStringLiteral("malformed/prices_gbps_not_increasing.json"));
    const Run r = runCli({QStringLiteral("cost"), m_topology, QStringLiteral("--prices"), bad});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(bad + QStringLiteral(": /bandwidth_classes/5/gbps")),
             qPrintable(r.err));
    QCOMPARE(runCli({QStringLiteral("cost")}).code, 2);
    QCOMPARE(runCli({QStringLiteral("cost"), m_dir.filePath(QStringLiteral("missing.json"))}).code,
             2);
    QCOMPARE(runCli({QStringLiteral("cost"), m_topology, QStringLiteral("--ocs"),
                     QStringLiteral("--static")})
                 .code,
             2);
    const Run broken =
        runCli({QStringLiteral("cost"),
                test::testData(QStringLiteral("malformed/topology_self_link.json"))});
    QCOMPARE(broken.code, 2);
    QVERIFY(broken.err.contains(QStringLiteral("/links/0")));
}

void TestCliCost::exportWiringToFile()
{
    const QString csv = m_dir.filePath(QStringLiteral("w.csv"));
    const Run r = runCli({QStringLiteral("export-wiring"), m_topology, QStringLiteral("-o"), csv});
    QCOMPARE(r.code, 0);
    QFile in(csv);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const std::string text = in.readAll().toStdString();
    QCOMPARE(text, io::wiringPlanCsv(direct16d4()));
    const auto cables = io::parseWiringPlanCsv(text);
    QCOMPARE(int(cables.size()), 32);
}

void TestCliCost::exportWiringToStdout()
{
    const Run r = runCli({QStringLiteral("export-wiring"), m_topology});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("cable,server_a,port_a,server_b,port_b,role\n")));
    QCOMPARE(r.out.count(QLatin1Char('\n')), 33);
}

void TestCliCost::exportWiringErrors()
{
    const Run over =
        runCli({QStringLiteral("export-wiring"),
                test::testData(QStringLiteral("malformed/topology_ports_exceeded.json")),
                QStringLiteral("-o"), m_dir.filePath(QStringLiteral("never.csv"))});
    QCOMPARE(over.code, 2);
    QVERIFY(over.err.contains(QStringLiteral("more than its degree")));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never.csv"))));
    QCOMPARE(runCli({QStringLiteral("export-wiring")}).code, 2);
    // An output folder that does not exist is a failure to write, not bad input.
    const Run unwritable =
        runCli({QStringLiteral("export-wiring"), m_topology, QStringLiteral("-o"),
                m_dir.filePath(QStringLiteral("no/such/dir/w.csv"))});
    QCOMPARE(unwritable.code, 1);
}

void TestCliCost::validateKnowsPriceFiles()
{
    const Run r =
        runCli({QStringLiteral("validate"),
                QStringLiteral(TOPOOPT_TEST_DATA "/../../resources/prices/default-prices.json")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(QStringLiteral("valid topoopt-prices/1")));
    const Run bad = runCli({QStringLiteral("validate"),
                            test::testData(QStringLiteral("malformed/prices_missing_fiber.json"))});
    QCOMPARE(bad.code, 2);
    QVERIFY(bad.err.contains(QStringLiteral("/fiber_cable: missing required field")));
}

QTEST_GUILESS_MAIN(TestCliCost)
#include "tst_cli_cost.moc"

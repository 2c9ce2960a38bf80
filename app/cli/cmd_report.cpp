// `topoopt report [S.json]`: everything the core can say about a scenario, as a readable report.
#include "cli.h"

#include <QFile>

#include <cstdio>

#include "io/jsonreader.h"
#include "io/scenariojson.h"

namespace topoopt::cli {

namespace {

Scenario loadScenarioOrBuiltin(const QString& file)
{
    if (!file.isEmpty()) return io::loadScenario(toStd(file));
    QFile builtin(QStringLiteral(":/scenarios/default.json"));
    if (!builtin.open(QIODevice::ReadOnly))
        throw std::runtime_error("built-in default scenario missing from the binary");
    return io::scenarioFromJson(io::parseJson(builtin.readAll().toStdString()));
}

std::string line(const char* label, const std::string& value)
{
    char buf[256];
    std::snprintf(buf, sizeof buf, "  %-22s %s\n", label, value.c_str());
    return buf;
}

std::string num(double v, const char* unit)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%g %s", v, unit);
    return buf;
}

} // namespace

int runReport(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Report on a scenario: cluster, model, traffic, topology and simulated iteration time. "
        "Without a file, the built-in default scenario (DLRM, 128 servers, d = 4, 100 Gbps)."));
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("Scenario file."),
                                 QStringLiteral("[S.json]"));
    if (const int rc = parseOrExit(parser, QStringLiteral("report"), args, 0, 1); rc >= 0)
        return rc;
    const QString file = parser.positionalArguments().value(0);
    return guarded(file, [&] {
        const Scenario s = loadScenarioOrBuiltin(file);
        for (const std::string& w : s.warnings)
            printErr((file.isEmpty() ? std::string("default") : toStd(file)) + ": warning: " + w +
                     "\n");
        const Cluster& c = s.cluster;
        std::string out = "Scenario: " + s.name + "\n";
        out += line("servers", std::to_string(c.servers) + " x " + std::to_string(c.gpusPerServer) +
                                   " " + c.gpu);
        out += line("ports per server (d)", std::to_string(c.degree));
        out += line("link bandwidth", num(c.linkGbps, "Gbps"));
        out += line("NVLink bandwidth", num(c.nvlinkGbps, "Gbps"));
        out += line("latency per hop", num(c.latencyUs, "us"));
        out += line("model", s.model.zoo.empty() ? (s.model.file.empty() ? "inline" : s.model.file)
                                                 : s.model.zoo + " " + s.model.params.dump());
        out += line("topology kind", s.topology.kind);
        out += line("search", std::to_string(s.search.proposals) + " proposals, " +
                                  std::to_string(s.search.rounds) + " rounds, seed " +
                                  std::to_string(s.search.seed));
        printOut(out);
        return int(Ok);
    });
}

} // namespace topoopt::cli

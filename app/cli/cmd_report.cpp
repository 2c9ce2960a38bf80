// `topoopt report [S.json]`: everything the core can say about a scenario, as a readable report.
#include "cli.h"

#include <QFile>
#include <QFileInfo>

#include <cstdio>

#include "io/jsonreader.h"
#include "io/scenariojson.h"
#include "search/scenariorun.h"
#include "sim/simresult.h"
#include "traffic/traffic.h"

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
    parser.addOption(quietOption());
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

        const std::string dir =
            file.isEmpty() ? std::string(".") : toStd(QFileInfo(file).absolutePath());
        const ScenarioRun run = [&] {
            TerminalProgress progress(showProgress(parser)); // cleared before the report goes on
            return evaluateScenario(s, dir, std::nullopt, nullptr, {}, progress.callback());
        }();
        const Traffic& t = run.traffic;
        std::string more = s.strategy.is_null() ? "\nModel and default strategy\n"
                                                : "\nModel and hand strategy (from the scenario)\n";
        more += line("model", run.model.name + ", " + std::to_string(run.model.ops.size()) +
                                  " operators, " +
                                  num(run.model.parameterCount() / 1e6, "M parameters"));
        more +=
            line("GPU memory (worst)", num(run.memory.worstBytes() / 1073741824.0, "GiB") + " of " +
                                           num(run.memory.capacityBytes / 1073741824.0, "GiB") +
                                           (run.memory.fits() ? "" : "  (DOES NOT FIT)"));
        more += "\nTraffic per iteration\n";
        more += line("AllReduce groups", std::to_string(t.allreduce.size()));
        more += line("AllReduce on the wire", num(t.allreduceWireBytes() / 1e9, "GB"));
        more += line("MP demand", num(t.mpBytes() / 1e9, "GB") + " in " +
                                      std::to_string(t.mp.size()) + " server pairs");
        const TopologyMetrics& m = run.topology.metrics;
        more += "\nTopology (" + run.topology.kind + ")\n";
        more += line("links", std::to_string(run.topology.links.size()) + " bundles, " +
                                  std::to_string(run.topology.rings.size()) + " ring groups");
        more += line("connected / diameter",
                     std::string(m.connected ? "yes" : "no") + " / " + std::to_string(m.diameter));
        more += line("MP average hops",
                     num(m.mpAvgHops, "") + "(direct " + num(m.mpDirectFraction * 100, "%") + ")");
        more += "\nSimulated iteration\n";
        more += line("iteration time", num(run.simulation.iterationMs, "ms"));
        more += line("compute (busiest GPU)", num(run.simulation.computeMs, "ms"));
        more += line("exposed communication", num(run.simulation.exposedCommMs, "ms"));
        printOut(more);
        return int(Ok);
    });
}

} // namespace topoopt::cli

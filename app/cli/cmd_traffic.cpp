// `topoopt traffic --scenario S.json -o T.json`: the traffic of the scenario's model under a
// strategy (interfaces.md "Commands"; issue 4, item 5), plus a summary on stdout.
#include "cli.h"

#include <QFileInfo>

#include <cstdio>

#include <nlohmann/json.hpp>

#include "common/error.h"
#include "common/fileio.h"
#include "device/devicemodel.h"
#include "io/jsonreader.h"
#include "io/scenariojson.h"
#include "io/strategyjson.h"
#include "io/trafficcsv.h"
#include "io/trafficjson.h"
#include "model/zoo.h"
#include "scenario/scenariostrategy.h"
#include "sim/taskgraphbuilder.h"
#include "strategy/defaultstrategy.h"
#include "strategy/memory.h"
#include "traffic/extract.h"

namespace topoopt::cli {

namespace {

std::string row(const char* label, const std::string& value)
{
    char buf[512];
    std::snprintf(buf, sizeof buf, "  %-24s %s\n", label, value.c_str());
    return buf;
}

std::string bytes(double b)
{
    const char* units[] = {"B", "KB", "MB", "GB", "TB", "PB"};
    int u = 0;
    double v = b;
    while (v >= 1000 && u < 5) {
        v /= 1000;
        ++u;
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.4g %s (%.0f bytes)", v, units[u], b);
    return buf;
}

std::string number(double v, const char* unit)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.4g %s", v, unit);
    return buf;
}

} // namespace

int runTraffic(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Extract the per-iteration traffic (AllReduce groups and MP demand, server level) of the "
        "scenario's model under a parallelization strategy, write it as topoopt-traffic/1 and "
        "print a summary with the memory check. A strategy that does not fit in GPU memory is "
        "invalid (exit 2) unless --ignore-memory is given."));
    const QCommandLineOption scenarioOpt(QStringLiteral("scenario"),
                                         QStringLiteral("Scenario file (topoopt-scenario/1)."),
                                         QStringLiteral("S.json"));
    const QCommandLineOption strategyOpt(
        QStringLiteral("strategy"),
        QStringLiteral("'scenario' (the scenario's hand strategy, else the default; this is the "
                       "default), 'default' (the zoo's starting point), 'data-parallel', or a "
                       "topoopt-strategy/1 file."),
        QStringLiteral("name|file"));
    const QCommandLineOption strategyOut(QStringLiteral("strategy-out"),
                                         QStringLiteral("Also write the strategy used to <file>."),
                                         QStringLiteral("file"));
    const QCommandLineOption ignoreMemory(
        QStringLiteral("ignore-memory"),
        QStringLiteral("Write the traffic even if the strategy does not fit in GPU memory."));
    parser.addOption(scenarioOpt);
    parser.addOption(outputOption());
    parser.addOption(strategyOpt);
    parser.addOption(strategyOut);
    const QCommandLineOption csvOpt(
        QStringLiteral("csv"),
        QStringLiteral("Also write the traffic matrices as CSV: one row per server pair, "
                       "src,dst,allreduce_bytes,mp_bytes,total_bytes."),
        QStringLiteral("file"));
    parser.addOption(ignoreMemory);
    parser.addOption(csvOpt);
    parser.addOption(jsonOption());
    if (const int rc = parseOrExit(parser, QStringLiteral("traffic"), args, 0, 0); rc >= 0)
        return rc;
    if (!parser.isSet(scenarioOpt)) {
        printErr("topoopt traffic: --scenario S.json is required\n"
                 "Try 'topoopt traffic --help'.\n");
        return InvalidInput;
    }
    const QString scenarioFile = parser.value(scenarioOpt);
    Scenario scenario;
    Model model;
    int rc = guarded(scenarioFile, [&] {
        scenario = io::loadScenario(toStd(scenarioFile));
        for (const std::string& w : scenario.warnings)
            printErr(toStd(scenarioFile) + ": warning: " + w + "\n");
        model = resolveModel(scenario, toStd(QFileInfo(scenarioFile).absolutePath()));
        return int(Ok);
    });
    if (rc != Ok) return rc;
    // Without --strategy: the scenario's hand strategy when it has one (issue 10), else the
    // default; named so the summary says which.
    const QString strategyArg = parser.isSet(strategyOpt)     ? parser.value(strategyOpt)
                                : scenario.strategy.is_null() ? QStringLiteral("default")
                                                              : QStringLiteral("scenario");
    const bool builtin = strategyArg == QLatin1String("default") ||
                         strategyArg == QLatin1String("data-parallel") ||
                         strategyArg == QLatin1String("scenario");
    const Cluster& cluster = scenario.cluster;
    Strategy strategy;
    DeviceModel device;
    rc = guarded(builtin ? scenarioFile : strategyArg, [&] {
        device = DeviceModel::byName(cluster.gpu);
        if (strategyArg == QLatin1String("default"))
            strategy = defaultStrategy(model, cluster, device.memoryBytes());
        else if (strategyArg == QLatin1String("data-parallel"))
            strategy = dataParallelStrategy(model, cluster);
        else if (strategyArg == QLatin1String("scenario"))
            strategy = resolveStrategy(scenario, model, device.memoryBytes());
        else
            strategy = io::strategyFromJson(io::readJsonFile(toStd(strategyArg)), model, cluster);
        return int(Ok);
    });
    if (rc != Ok) return rc;

    return guarded(scenarioFile, [&] {
        const Traffic traffic = extractTraffic(model, strategy, cluster);
        const MemoryUse memory = memoryUse(strategy, model, cluster, device.memoryBytes());
        const TaskGraph graph = buildTaskGraph(model, strategy, cluster, device);
        double allreduceBytes = 0;
        for (const AllReduceGroup& g : traffic.allreduce)
            allreduceBytes += g.bytes;
        const double computeMs = busiestDeviceComputeMs(graph);
        if (!memory.fits() && !parser.isSet(ignoreMemory))
            throw InputError("/model",
                             "the " + toStd(strategyArg) +
                                 " strategy does not fit in GPU memory: " + memoryProblem(memory));
        if (parser.isSet(QStringLiteral("output")))
            io::saveTraffic(traffic, toStd(parser.value(QStringLiteral("output"))));
        if (parser.isSet(csvOpt))
            writeFileAtomic(toStd(parser.value(csvOpt)), io::trafficMatricesCsv(traffic));
        if (parser.isSet(strategyOut))
            writeJsonFileAtomic(toStd(parser.value(strategyOut)),
                                io::strategyToJson(strategy, model), 1);
        if (parser.isSet(QStringLiteral("json"))) {
            const nlohmann::json summary = {{"model", model.name},
                                            {"servers", cluster.servers},
                                            {"strategy", toStd(strategyArg)},
                                            {"strategy_summary", describeStrategy(strategy, model)},
                                            {"parameters", model.parameterCount()},
                                            {"allreduce_groups", traffic.allreduce.size()},
                                            {"allreduce_bytes", allreduceBytes},
                                            {"allreduce_wire_bytes", traffic.allreduceWireBytes()},
                                            {"mp_bytes", traffic.mpBytes()},
                                            {"mp_pairs", traffic.mp.size()},
                                            {"compute_ms", computeMs},
                                            {"memory_worst_bytes_per_gpu", memory.worstBytes()},
                                            {"memory_capacity_bytes", memory.capacityBytes},
                                            {"memory_fits", memory.fits()}};
            printJson(summary, 1);
            return int(Ok);
        }
        std::string out = "Traffic of " + model.name + " on " + std::to_string(cluster.servers) +
                          " servers x " + std::to_string(cluster.gpusPerServer) + " " +
                          device.name() + ", " + toStd(strategyArg) + " strategy\n";
        out += row("parameters", number(model.parameterCount() / 1e6, "M"));
        out += row("strategy", describeStrategy(strategy, model));
        out += row("AllReduce groups", std::to_string(traffic.allreduce.size()));
        for (std::size_t i = 0; i < traffic.allreduce.size() && i < 8; ++i) {
            const AllReduceGroup& g = traffic.allreduce[i];
            out += "    " + g.name + ": " + std::to_string(g.members.size()) + " servers, " +
                   bytes(g.bytes) + "\n";
        }
        if (traffic.allreduce.size() > 8)
            out += row("", "... " + std::to_string(traffic.allreduce.size() - 8) + " more");
        out += row("AllReduce bytes (S)", bytes(allreduceBytes));
        out += row("AllReduce wire bytes", bytes(traffic.allreduceWireBytes()));
        out += row("MP bytes", bytes(traffic.mpBytes()) + " over " +
                                   std::to_string(traffic.mp.size()) + " server pairs");
        out += row("compute per iteration", number(computeMs, "ms (busiest server)"));
        out += row("memory per GPU", number(memory.worstBytes() / 1e9, "GB") + " of " +
                                         number(memory.capacityBytes / 1e9, "GB") +
                                         (memory.fits() ? ": fits" : ": DOES NOT FIT"));
        printOut(out);
        if (!memory.fits())
            printErr(toStd(scenarioFile) + ": warning: " + memoryProblem(memory) + "\n");
        return int(Ok);
    });
}

} // namespace topoopt::cli

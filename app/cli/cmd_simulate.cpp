// `topoopt simulate --flexnet G.fbuf --kind K`: iteration time of a task graph on a fabric.
#include "cli.h"

#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <optional>

#include <nlohmann/json.hpp>

#include "common/error.h"
#include "common/fileio.h"
#include "common/limits.h"
#include "flexnet/flexnetimport.h"
#include "io/scenariojson.h"
#include "io/topologyjson.h"
#include "search/scenariorun.h"
#include "sim/simjson.h"
#include "sim/simulator.h"
#include "topology/buildtopology.h"

namespace topoopt::cli {

namespace {

/// The fabric for --kind: the file's own (flexnet) or any kind of the topology builder, built
/// for the file's traffic.
Topology fabricFor(const std::string& kind, const FlexNetImport& file, int degree, double gbps)
{
    if (kind == "flexnet") {
        if (file.topology.links.empty())
            throw InputError("/conn", "the file has no conn entries, so --kind flexnet has no "
                                      "fabric to use");
        Topology t = file.topology;
        t.linkGbps = gbps;
        return t;
    }
    TopologyOptions options;
    options.kind = kind;
    options.degree = degree;
    options.linkGbps = gbps;
    return buildTopology(flexNetTraffic(file.graph), options);
}

/// The kinds --kind takes: a FlexNet file's own fabric or a built one (a manual design needs
/// a scenario's rings and links); with a scenario, any kind a scenario may name.
std::vector<std::string> kindChoices(bool flexnet)
{
    std::vector<std::string> kinds;
    for (const std::string& kind : topologyKinds())
        if (!flexnet || kind != "manual") kinds.push_back(kind);
    if (flexnet) kinds.push_back("flexnet");
    return kinds;
}

/// "--kind: must be one of ..." when `kind` is not a choice, else empty.
std::string kindProblem(const std::string& kind, bool flexnet)
{
    const std::vector<std::string> kinds = kindChoices(flexnet);
    if (std::find(kinds.begin(), kinds.end(), kind) != kinds.end()) return {};
    std::string list;
    for (const std::string& k : kinds)
        list += (list.empty() ? "" : ", ") + k;
    return "--kind: must be one of " + list + ", got " + nlohmann::json(kind).dump();
}

/// Why a fabric of `kind` with `degree` ports per server cannot connect `servers` servers
/// (empty when it can), naming where each value came from: without this the simulation fails
/// later with two servers that "are not connected", blaming the input file.
std::string degreeProblem(const std::string& kind, const std::string& kindFrom, int degree,
                          const std::string& degreeFrom, int servers)
{
    const int need = minimumDegreeToConnect(kind, servers);
    if (degree >= need) return {};
    return kindFrom + " " + kind + " needs " + degreeFrom + " of at least " + std::to_string(need) +
           " to connect " + std::to_string(servers) + " servers, got " + std::to_string(degree);
}

int simulateError(const std::string& message)
{
    printErr("topoopt simulate: " + message + "\n");
    return InvalidInput;
}

int printResult(const QCommandLineParser& parser, const SimResult& result, const std::string& head)
{
    const nlohmann::json doc = simResultToJson(result);
    if (parser.isSet(QStringLiteral("output")))
        writeJsonFileAtomic(toStd(parser.value(QStringLiteral("output"))), doc, 1);
    if (parser.isSet(QStringLiteral("json")))
        printJson(doc, 1);
    else
        printOut(head + simResultTable(result));
    return static_cast<int>(Ok);
}

/// --chunks, --ecmp and --time-resolution-us, which both kinds of input pass to the simulator
/// as they are.
bool readSharedSimOptions(const QCommandLineParser& parser, SimOptions& options)
{
    double resolutionUs = options.timeResolutionMs * 1000.0;
    if (!readNumberOption(parser, timeResolutionOption(), 0, false, limits::kMaxTimeResolutionUs,
                          resolutionUs))
        return false;
    options.timeResolutionMs = resolutionUs / 1000.0;
    if (!readIntOption(parser, QCommandLineOption(QStringLiteral("chunks")), 1, 1024,
                       options.chunksPerRing))
        return false;
    const QString mode = parser.value(QStringLiteral("ecmp"));
    if (mode != QLatin1String("split") && mode != QLatin1String("hash")) {
        printErr("topoopt simulate: --ecmp: must be split or hash, got '" + toStd(mode) + "'\n");
        return false;
    }
    options.ecmpSplit = mode == QLatin1String("split");
    return true;
}

int simulateScenario(const QCommandLineParser& parser, const QString& file)
{
    return guarded(file, [&] {
        Scenario s = io::loadScenario(toStd(file));
        const bool kindGiven = parser.isSet(QStringLiteral("kind"));
        if (kindGiven) s.topology.kind = toStd(parser.value(QStringLiteral("kind")));
        // The simulator settings given on the command line override the scenario's; the
        // ones a scenario has no field for (chunks, ECMP) go to the simulator directly.
        const auto option = [](const char* name) {
            return QCommandLineOption(QString::fromLatin1(name));
        };
        SimOptions options;
        if (!readNumberOption(parser, option("link-gbps"), 0, true, limits::kMaxLinkGbps,
                              s.cluster.linkGbps) ||
            !readIntOption(parser, option("degree"), 1, limits::kMaxDegree, s.cluster.degree) ||
            !readNumberOption(parser, option("latency-us"), 0, false, limits::kMaxLatencyUs,
                              s.cluster.latencyUs) ||
            !readNumberOption(parser, option("nvlink-gbps"), 0, true, limits::kMaxNvlinkGbps,
                              s.cluster.nvlinkGbps) ||
            !readSharedSimOptions(parser, options))
            return int(InvalidInput);
        const QString topoFile = parser.value(QStringLiteral("topology"));
        std::optional<Topology> topology;
        if (!topoFile.isEmpty()) {
            const int rc = guarded(topoFile, [&] {
                topology = io::loadTopology(toStd(topoFile));
                return int(Ok);
            });
            if (rc != Ok) return rc;
        } else if (kindGiven || parser.isSet(QStringLiteral("degree"))) {
            // The scenario's own kind and degree were checked when it was read; an option
            // changed one of them.
            if (kindGiven && s.topology.kind == "manual" && s.topology.rings.empty() &&
                s.topology.links.empty())
                return simulateError("--kind manual needs the scenario's /topology/rings or "
                                     "/topology/links");
            const std::string problem = degreeProblem(
                s.topology.kind, kindGiven ? "--kind" : "the scenario's topology kind",
                s.cluster.degree,
                parser.isSet(QStringLiteral("degree"))
                    ? "--degree"
                    : "--degree (or the scenario's /cluster/degree)",
                s.cluster.servers);
            if (!problem.empty()) return simulateError(problem);
        }
        return guarded(
            file,
            [&] {
                const ScenarioRun run = [&] {
                    TerminalProgress progress(showProgress(parser)); // cleared before the result
                    return evaluateScenario(s, toStd(QFileInfo(file).absolutePath()), topology,
                                            nullptr, options, progress.callback());
                }();
                const std::string head = s.name + ": " + run.model.name + " on " +
                                         std::to_string(s.cluster.servers) + " servers, " +
                                         run.topology.kind + " fabric, " +
                                         std::to_string(run.graph.tasks.size()) + " tasks\n\n";
                return printResult(parser, run.simulation, head);
            },
            topoFile);
    });
}

} // namespace

int runSimulate(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Simulate one training iteration of a scenario (--scenario) or a FlexNet task graph "
        "(--flexnet) on a fabric (flow-level, "
        "max-min fair, event-driven) and print iteration time, compute and exposed "
        "communication time, link use and the critical path."));
    const QCommandLineOption flexnet(QStringLiteral("flexnet"),
                                     QStringLiteral("FlexNet task graph (.fbuf) to simulate."),
                                     QStringLiteral("G.fbuf"));
    const QCommandLineOption kind(QStringLiteral("kind"),
                                  QStringLiteral("Fabric: ideal (one switch, uplinks of "
                                                 "degree x link-gbps), fattree (full-bisection "
                                                 "leaf-spine) or flexnet (the file's own "
                                                 "conn/routes). Default ideal."),
                                  QStringLiteral("K"), QStringLiteral("ideal"));
    const QCommandLineOption topology(QStringLiteral("topology"),
                                      QStringLiteral("Simulate on this topology file instead "
                                                     "of --kind."),
                                      QStringLiteral("TOPO.json"));
    const QCommandLineOption gbps(QStringLiteral("link-gbps"),
                                  QStringLiteral("Link bandwidth per direction in Gbps "
                                                 "(default: the file's netbw)."),
                                  QStringLiteral("B"));
    const QCommandLineOption degree(QStringLiteral("degree"),
                                    QStringLiteral("Ports per server (default: the "
                                                   "scenario's; 1 for FlexNet files, as in "
                                                   "their big-switch fabrics; topoopt, "
                                                   "expander, ring and torus need 2 or more)."),
                                    QStringLiteral("D"), QStringLiteral("1"));
    const QCommandLineOption latency(QStringLiteral("latency-us"),
                                     QStringLiteral("Latency per hop in microseconds "
                                                    "(default: the scenario's, else 1)."),
                                     QStringLiteral("us"), QStringLiteral("1"));
    const QCommandLineOption nvlink(QStringLiteral("nvlink-gbps"),
                                    QStringLiteral("Intra-server copy bandwidth (default: "
                                                   "the scenario's, else 1600)."),
                                    QStringLiteral("Gbps"), QStringLiteral("1600"));
    const QCommandLineOption chunks(QStringLiteral("chunks"),
                                    QStringLiteral("Chunks per AllReduce ring (default 1)."),
                                    QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption ecmp(QStringLiteral("ecmp"),
                                  QStringLiteral("Multipath: split (every path carries its "
                                                 "share, default) or hash (one path per flow)."),
                                  QStringLiteral("mode"), QStringLiteral("split"));
    const QCommandLineOption scenario(
        QStringLiteral("scenario"),
        QStringLiteral("Scenario to simulate with its strategy (its hand strategy, else its "
                       "model's default), on --topology "
                       "or on a topology of the scenario's kind (or --kind)."),
        QStringLiteral("S.json"));
    for (const QCommandLineOption& o : {flexnet, kind, topology, gbps, degree, latency, nvlink,
                                        chunks, ecmp, timeResolutionOption(false), scenario})
        parser.addOption(o);
    parser.addOption(jsonOption());
    parser.addOption(outputOption());
    parser.addOption(quietOption());
    if (const int rc = parseOrExit(parser, QStringLiteral("simulate"), args, 0, 0); rc >= 0)
        return rc;
    if (parser.isSet(scenario) && parser.isSet(flexnet))
        return simulateError("give either --scenario or --flexnet, not both");
    // The file is the fabric: a kind besides it would be ignored, and a user would not know.
    if (parser.isSet(topology) && parser.isSet(kind))
        return simulateError("--kind and --topology exclude each other (the topology file is the "
                             "fabric)");
    if (parser.isSet(kind)) {
        const std::string problem = kindProblem(toStd(parser.value(kind)), !parser.isSet(scenario));
        if (!problem.empty()) return simulateError(problem);
    }
    if (parser.isSet(scenario)) return simulateScenario(parser, parser.value(scenario));
    if (!parser.isSet(flexnet)) {
        printErr("topoopt simulate: --scenario S.json or --flexnet G.fbuf is required\n"
                 "Try 'topoopt simulate --help'.\n");
        return InvalidInput;
    }
    SimOptions options;
    double linkGbps = 0;
    int degreeValue = 1;
    if (!readNumberOption(parser, gbps, 0, true, limits::kMaxLinkGbps, linkGbps) ||
        !readIntOption(parser, degree, 1, limits::kMaxDegree, degreeValue) ||
        !readNumberOption(parser, latency, 0, false, limits::kMaxLatencyUs, options.latencyUs) ||
        !readNumberOption(parser, nvlink, 0, true, limits::kMaxNvlinkGbps, options.nvlinkGbps) ||
        !readSharedSimOptions(parser, options))
        return InvalidInput;
    options.minFlowBytes = kFlexNetMssBytes; // the consumer pads small flows (spec 5)
    const QString graphFile = parser.value(flexnet);
    const std::string kindName = toStd(parser.value(kind));

    FlexNetImport file;
    if (const int rc = guarded(graphFile,
                               [&] {
                                   file = importFlexNetFile(toStd(graphFile));
                                   return 0;
                               });
        rc != 0)
        return rc;
    if (linkGbps <= 0) linkGbps = file.netGbps > 0 ? file.netGbps : 100.0;
    if (!parser.isSet(topology) && kindName != "flexnet") {
        std::string problem =
            degreeProblem(kindName, "--kind", degreeValue, "--degree", file.servers);
        // The default suits the switched kinds that FlexNet's own fabrics are.
        if (!problem.empty() && !parser.isSet(degree))
            problem += " (a FlexNet file gives no port count; the default is 1)";
        if (!problem.empty()) return simulateError(problem);
    }

    Topology fabric;
    const QString fabricFile = parser.isSet(topology) ? parser.value(topology) : graphFile;
    if (const int rc = guarded(fabricFile,
                               [&] {
                                   if (parser.isSet(topology)) {
                                       fabric = io::loadTopology(toStd(parser.value(topology)));
                                       if (parser.isSet(gbps)) fabric.linkGbps = linkGbps;
                                   } else {
                                       fabric = fabricFor(kindName, file, degreeValue, linkGbps);
                                   }
                                   return 0;
                               });
        rc != 0)
        return rc;

    return guarded(
        graphFile,
        [&] {
            const SimResult result = simulate(file.graph, fabric, options);
            const std::string head =
                toStd(QFileInfo(graphFile).fileName()) + ": " + std::to_string(file.servers) +
                " servers, " + std::to_string(file.graph.tasks.size()) + " tasks on " +
                fabric.kind + " (" + std::to_string(fabric.switches) + " switches, " +
                std::to_string(fabric.links.size()) + " link bundles, " +
                QString::number(linkGbps).toStdString() + " Gbps)\n\n";
            return printResult(parser, result, head);
        },
        parser.isSet(topology) ? parser.value(topology) : QString());
}

} // namespace topoopt::cli

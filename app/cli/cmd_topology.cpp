// `topoopt topology`: build a topology of any kind for a traffic file (interfaces.md).
#include "cli.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <optional>

#include <nlohmann/json.hpp>

#include "common/limits.h"
#include "io/jsonreader.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "topology/buildtopology.h"

namespace topoopt::cli {

namespace {

int usageError(const std::string& message)
{
    printErr("topoopt topology: " + message + "\nTry 'topoopt topology --help'.\n");
    return InvalidInput;
}

/// A number with `digits` significant digits.
std::string fmt(int digits, double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*g", digits, v);
    return buf;
}

/// Rings and links of a manual design: a topology or scenario file, or {rings, links}.
void readDesign(const std::string& path, int servers, TopologyOptions& options)
{
    const nlohmann::json doc = io::readJsonFile(path);
    Problems problems;
    const nlohmann::json* root = &doc;
    std::string prefix;
    if (doc.is_object() && doc.contains("topology") && doc["topology"].is_object()) {
        root = &doc["topology"];
        prefix = "/topology";
    }
    if (!root->is_object() || (!root->contains("rings") && !root->contains("links")))
        throw InputError("", "a manual design needs \"rings\" and/or \"links\" arrays");
    if (root->contains("rings"))
        io::readRings((*root)["rings"], prefix + "/rings", servers, options.rings, problems);
    if (root->contains("links"))
        io::readLinks((*root)["links"], prefix + "/links", servers, options.links, problems);
    if (!problems.empty()) throw InputError(problems);
    options.designPath = prefix;
}

std::string summary(const Topology& t)
{
    std::map<std::string, int> byRole;
    int total = 0;
    for (const Link& l : t.links) {
        byRole[linkRoleName(l.role)] += l.count;
        total += l.count;
    }
    std::string roles;
    for (const auto& [role, count] : byRole)
        roles += (roles.empty() ? "" : ", ") + std::to_string(count) + " " + role;
    const TopologyMetrics& m = t.metrics;
    std::string out = "topology: kind " + t.kind + ", " + std::to_string(t.servers) + " servers" +
                      (t.switches ? " + " + std::to_string(t.switches) + " switches" : "") +
                      ", degree " + std::to_string(t.degree) + ", " + fmt(6, t.linkGbps) +
                      " Gbps\n";
    out += "  links: " + std::to_string(total) + (roles.empty() ? "" : " (" + roles + ")") +
           ", rings: " + std::to_string(t.rings.size()) +
           ", routes: " + std::to_string(t.routes.size()) + "\n";
    out += std::string("  connected: ") + (m.connected ? "yes" : "no") +
           ", diameter: " + std::to_string(m.diameter) + ", MP hops: " + fmt(3, m.mpAvgHops) +
           " avg, " + std::to_string(m.mpMaxHops) +
           " max, direct: " + fmt(3, m.mpDirectFraction * 100) + "%\n";
    out += "  max link load: " + fmt(4, m.maxLinkLoadBytes) + " bytes (lower bound " +
           fmt(4, m.loadLowerBoundBytes) + ")" +
           (m.matching.empty() ? "" : ", matching: " + m.matching) + "\n";
    return out;
}

} // namespace

int runTopology(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Build a topology for a traffic file: TopoOpt's TopologyFinder (default), a manual "
        "design, or a baseline (expander, ring, torus, fattree, ideal). Writes "
        "topoopt-topology/1 and prints a summary."));
    const QCommandLineOption traffic(QStringLiteral("traffic"),
                                     QStringLiteral("Traffic file (topoopt-traffic/1)."),
                                     QStringLiteral("file"));
    const QCommandLineOption degree(QStringLiteral("degree"),
                                    QStringLiteral("Ports per server d, 1..64."),
                                    QStringLiteral("d"));
    const QCommandLineOption kind(
        QStringLiteral("kind"),
        QStringLiteral("topoopt (default), manual, expander, ring, torus, fattree, ideal."),
        QStringLiteral("kind"), QStringLiteral("topoopt"));
    const QCommandLineOption linkGbps(QStringLiteral("link-gbps"),
                                      QStringLiteral("Bandwidth per port, Gbps (default 100)."),
                                      QStringLiteral("gbps"), QStringLiteral("100"));
    const QCommandLineOption oversub(
        QStringLiteral("oversubscription"),
        QStringLiteral("Fat-tree oversubscription ratio r:1, r >= 1 (default 1)."),
        QStringLiteral("r"), QStringLiteral("1"));
    const QCommandLineOption split(
        QStringLiteral("degree-split"),
        QStringLiteral("proportional (default) or allreduce-only: how TopologyFinder divides "
                       "ports between AllReduce rings and MP links."),
        QStringLiteral("mode"), QStringLiteral("proportional"));
    const QCommandLineOption cycle(
        QStringLiteral("shared-cycle"),
        QStringLiteral("auto (default), always or never: whether disjoint AllReduce groups of one "
                       "size share one cycle through all their servers instead of rings of "
                       "their own."),
        QStringLiteral("mode"), QStringLiteral("auto"));
    const QCommandLineOption exact(
        QStringLiteral("matching-exact"),
        QStringLiteral("Always use the exact (blossom) matching, even on large inputs."));
    const QCommandLineOption design(
        QStringLiteral("design"),
        QStringLiteral("Kind manual: file with the \"rings\" and \"links\" to use (a topology "
                       "or scenario file works)."),
        QStringLiteral("file"));
    parser.addOptions({traffic, degree, kind, linkGbps, oversub, split, cycle, exact, design,
                       outputOption(), jsonOption(), seedOption()});
    if (const int rc = parseOrExit(parser, QStringLiteral("topology"), args, 0, 0); rc >= 0)
        return rc;

    TopologyOptions options;
    if (!parser.isSet(traffic)) return usageError("--traffic is required");
    if (!parser.isSet(degree)) return usageError("--degree is required");
    if (!readIntOption(parser, degree, 1, limits::kMaxDegree, options.degree)) return InvalidInput;
    options.kind = toStd(parser.value(kind));
    const auto& kinds = topologyKinds();
    if (std::find(kinds.begin(), kinds.end(), options.kind) == kinds.end())
        return usageError("--kind: must be one of topoopt, manual, expander, ring, torus, "
                          "fattree, ideal, got '" +
                          options.kind + "'");
    options.linkGbps = parser.value(linkGbps).toDouble(); // the default when not given
    options.oversubscription = 1.0;
    if (!readNumberOption(parser, linkGbps, 0, true, limits::kMaxLinkGbps, options.linkGbps) ||
        !readNumberOption(parser, oversub, 1, false, limits::kMaxOversubscription,
                          options.oversubscription))
        return InvalidInput;
    if (parser.isSet(oversub) && options.kind != "fattree")
        return usageError("--oversubscription applies to --kind fattree only");
    const QString splitMode = parser.value(split);
    if (splitMode == QLatin1String("proportional"))
        options.degreeSplit = DegreeSplit::Proportional;
    else if (splitMode == QLatin1String("allreduce-only"))
        options.degreeSplit = DegreeSplit::AllReduceOnly;
    else
        return usageError("--degree-split: must be proportional or allreduce-only, got '" +
                          toStd(splitMode) + "'");
    const std::string cycleMode = toStd(parser.value(cycle));
    if (const std::optional<SharedCycle> c = sharedCycleFromName(cycleMode))
        options.sharedCycle = *c;
    else
        return usageError("--shared-cycle: must be auto, always or never, got '" + cycleMode + "'");
    bool ok = false;
    options.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return usageError("--seed: must be a non-negative integer, got '" +
                          toStd(parser.value(QStringLiteral("seed"))) + "'");
    options.matchingExact = parser.isSet(exact);
    if (options.kind == "manual" && !parser.isSet(design))
        return usageError("--kind manual needs --design FILE with the rings and links");
    if (options.kind != "manual" && parser.isSet(design))
        return usageError("--design applies to --kind manual only");
    const QString output = parser.value(QStringLiteral("output"));
    const bool json = parser.isSet(QStringLiteral("json"));

    const QString trafficFile = parser.value(traffic);
    Traffic t;
    if (const int rc = guarded(trafficFile,
                               [&] {
                                   t = io::loadTraffic(toStd(trafficFile));
                                   const Problems p = checkTopologyInputs(t, options);
                                   if (!p.empty()) throw InputError(p);
                                   return int(Ok);
                               });
        rc != Ok)
        return rc;
    const QString designFile = parser.value(design);
    return guarded(designFile, [&] {
        if (options.kind == "manual") readDesign(toStd(designFile), t.servers, options);
        const Topology topology = buildTopology(t, options);
        if (!output.isEmpty()) io::saveTopology(topology, toStd(output));
        if (json && output.isEmpty()) {
            io::writeTopologyJson(topology, std::cout);
            std::cout << '\n' << std::flush;
        } else if (json) {
            printJson(io::topologyMetricsToJson(topology.metrics), 1);
        } else
            printOut(summary(topology) +
                     (output.isEmpty() ? std::string() : "  wrote " + toStd(output) + "\n"));
        return int(Ok);
    });
}

} // namespace topoopt::cli

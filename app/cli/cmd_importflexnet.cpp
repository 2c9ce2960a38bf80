// `topoopt import-flexnet G.fbuf -o T.json`: the traffic of a FlexNet task graph.
#include "cli.h"

#include <nlohmann/json.hpp>

#include "flexnet/flexnetimport.h"
#include "io/trafficjson.h"

namespace topoopt::cli {

int runImportFlexNet(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Extract the per-iteration traffic of a FlexNet task graph: its servers, one AllReduce "
        "group per distinct member set of two or more servers (bytes per member summed over "
        "the group's collectives) and the MP demand per server pair (unpadded bytes). Writes "
        "topoopt-traffic/1."));
    parser.addPositionalArgument(QStringLiteral("graph"), QStringLiteral("FlexNet .fbuf file."),
                                 QStringLiteral("G.fbuf"));
    parser.addOption(outputOption());
    parser.addOption(jsonOption());
    parser.addOption(quietOption());
    if (const int rc = parseOrExit(parser, QStringLiteral("import-flexnet"), args, 1, 1); rc >= 0)
        return rc;
    const QString file = parser.positionalArguments().value(0);
    const bool toFile = parser.isSet(QStringLiteral("output"));
    return guarded(file, [&] {
        const FlexNetImport g = importFlexNetFile(toStd(file));
        const Traffic traffic = flexNetTraffic(g.graph);
        if (toFile) io::saveTraffic(traffic, toStd(parser.value(QStringLiteral("output"))));
        if (!toFile || parser.isSet(QStringLiteral("json"))) {
            printJson(io::trafficToJson(traffic), 1);
        } else if (!parser.isSet(QStringLiteral("quiet"))) {
            printOut(toStd(file) + ": " + std::to_string(g.servers) + " servers, " +
                     std::to_string(g.graph.tasks.size()) + " tasks (" +
                     std::to_string(g.forwardTasks) + " forward, " +
                     std::to_string(g.backwardTasks) + " backward, " +
                     std::to_string(g.nominalCommTasks) + " transfers, " +
                     std::to_string(g.allreduceTasks) + " allreduce); " +
                     std::to_string(traffic.allreduce.size()) + " AllReduce groups, " +
                     std::to_string(traffic.mp.size()) + " MP pairs, " +
                     std::to_string(traffic.mpBytes()) + " MP bytes\n");
        }
        return static_cast<int>(Ok);
    });
}

} // namespace topoopt::cli

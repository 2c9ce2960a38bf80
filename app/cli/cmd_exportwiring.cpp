// `topoopt export-wiring TOPO.json -o W.csv`: the patch-panel wiring plan, one row per cable
// (interfaces.md, "wiring plan").
#include "cli.h"

#include "common/fileio.h"
#include "io/resultreader.h"
#include "io/wiringplan.h"

namespace topoopt::cli {

int runExportWiring(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write the wiring plan of a topology as CSV (cable,server_a,port_a,server_b,port_b,role): "
        "one row per physical cable, ports numbered 0..degree-1 per server, each used once. "
        "Without -o the plan goes to standard output."));
    parser.addPositionalArgument(
        QStringLiteral("topology"),
        QStringLiteral("Topology file, or a search result (its best fabric)."),
        QStringLiteral("TOPO.json"));
    parser.addOption(outputOption());
    if (const int rc = parseOrExit(parser, QStringLiteral("export-wiring"), args, 1, 1); rc >= 0)
        return rc;
    const QString file = parser.positionalArguments().at(0);
    return guarded(file, [&] {
        const std::string csv = io::wiringPlanCsv(io::loadFabric(toStd(file)));
        if (parser.isSet(QStringLiteral("output")))
            writeFileAtomic(toStd(parser.value(QStringLiteral("output"))), csv);
        else
            printOut(csv);
        return int(Ok);
    });
}

} // namespace topoopt::cli

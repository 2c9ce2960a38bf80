// `topoopt`: the command-line face of the core; every command runs headless.
#include <QCoreApplication>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <memory>

#include "cli.h"
#include "common/allocator.h"
#include "common/version.h"
#include "console.h"

using namespace topoopt::cli;

namespace topoopt::cli {

const std::vector<Command>& commands()
{
    static const std::vector<Command> list = {
        {"optimize", "Co-optimize strategy and topology of a scenario", runOptimize},
        {"compare", "Compare fabrics: iteration time, cost, speedup", runCompare},
        {"model", "Build a zoo model or read a model file; summarize it, write topoopt-model/1",
         runModel},
        {"cost", "Price a topology and find the fat-tree of equal cost", runCost},
        {"export-wiring", "Write a topology's patch-panel wiring plan as CSV", runExportWiring},
        {"apply-best", "Write a search result's scenario with its best design applied",
         runApplyBest},
        {"report", "Summarize a scenario (default: the built-in DLRM-128 scenario)", runReport},
        {"traffic", "Extract a scenario's traffic (AllReduce groups, MP demand)", runTraffic},
        {"import-flexnet", "Extract the traffic of a FlexNet task graph (.fbuf)", runImportFlexNet},
        {"simulate", "Simulate one iteration of a scenario or a FlexNet task graph on a fabric",
         runSimulate},
        {"topology", "Build a topology (TopoOpt or a baseline) for a traffic file", runTopology},
        {"validate", "Check files and report every problem", runValidate},
#ifdef TOPOOPT_WITH_RENDER
        {"render", "Draw a view (graph, heatmap, convergence, compare) to PNG, SVG or PDF",
         runRender},
#endif
    };
    return list;
}

} // namespace topoopt::cli

namespace {

/// A command's exit code, unless what it printed could not all be written (a full disk or a
/// closed pipe behind stdout): then a script must not take the truncated output for a result.
int checkedExit(int rc)
{
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        printErr("topoopt: cannot write to standard output (disk full or closed?)\n");
        return rc == Ok ? Failure : rc;
    }
    return rc;
}

void printUsage()
{
    std::string text = "Usage: topoopt <command> [options]\n\n"
                       "Co-design GPU cluster topologies and parallelization strategies.\n\n"
                       "Commands:\n";
    for (const Command& c : commands()) {
        char buf[256];
        std::snprintf(buf, sizeof buf, "  %-16s %s\n", c.name, c.summary);
        text += buf;
    }
    text += "\nOptions:\n  --version        Print the version.\n"
            "  --help           Print this help.\n\n"
            "Run 'topoopt <command> --help' for a command's options.\n"
            "Exit codes: 0 success, 2 invalid input, 1 other failure.\n";
    printOut(text);
}

} // namespace

int main(int argc, char** argv)
{
#ifdef SIGPIPE
    // A reader that goes away (`topoopt ... | head`) must make writes fail with EPIPE, which
    // checkedExit() reports as exit 1, rather than kill the tool silently (status 141).
    std::signal(SIGPIPE, SIG_IGN);
#endif
    useUtf8Console();
    topoopt::keepSimulationMemory();
#ifdef TOPOOPT_WITH_RENDER
    const bool drawing = argc >= 2 && std::strcmp(argv[1], "render") == 0;
    const std::unique_ptr<QCoreApplication> app =
        drawing ? makeGuiApplication(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
#else
    const auto app = std::make_unique<QCoreApplication>(argc, argv);
#endif
    QCoreApplication::setApplicationName(QStringLiteral("topoopt"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(topoopt::kVersion));
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 2) {
        printUsage();
        return InvalidInput;
    }
    const QString first = args.at(1);
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        printOut(std::string("topoopt ") + topoopt::kVersion + "\n");
        return checkedExit(Ok);
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") ||
        first == QLatin1String("help")) {
        printUsage();
        return checkedExit(Ok);
    }
    for (const Command& c : commands())
        if (first == QLatin1String(c.name)) return checkedExit(c.run(args.mid(2)));
    printErr("topoopt: unknown command '" + toStd(first) + "'. Run 'topoopt --help'.\n");
    return InvalidInput;
}

// `topoopt compare S.json`: one row per fabric with iteration time, cost and speedup.
#include "cli.h"

#include <QFileInfo>

#include <cstdio>

#include "common/fileio.h"
#include "common/limits.h"
#include "io/resultjson.h"
#include "io/scenariojson.h"
#include "search/compare.h"

namespace topoopt::cli {

int runCompare(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Compare fabrics for a scenario: TopoOpt (optimized and with the default strategy), "
        "expander, ring, torus, the fat-tree of equal cost, the full-bandwidth fat-tree and the "
        "ideal switch. Every fabric gets the same strategy-search budget."));
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("Scenario file."),
                                 QStringLiteral("S.json"));
    parser.addOption(jsonOption());
    parser.addOption(quietOption());
    parser.addOption(outputOption());
    const QCommandLineOption proposals(
        QStringLiteral("proposals"),
        QStringLiteral("Proposals per fabric (default: the scenario's budget)."),
        QStringLiteral("n"));
    const QCommandLineOption prices(QStringLiteral("prices"),
                                    QStringLiteral("Price table (topoopt-prices/1)."),
                                    QStringLiteral("file"));
    const QCommandLineOption topologyMoves = topologyMovesOption();
    const QCommandLineOption patience = patienceOption();
    const QCommandLineOption resolution = timeResolutionOption();
    const QCommandLineOption jobs(
        QStringLiteral("jobs"),
        QStringLiteral("Fabrics searched at once, on as many threads (default: one per hardware "
                       "thread). The table is the same for any value."),
        QStringLiteral("n"));
    parser.addOptions({proposals, prices, topologyMoves, patience, resolution, jobs});
    if (const int rc = parseOrExit(parser, QStringLiteral("compare"), args, 1, 1); rc >= 0)
        return rc;
    const QString file = parser.positionalArguments().first();
    CompareOptions options;
    int budget = -1;
    double resolutionUs = 0;
    if (!readIntOption(parser, proposals, 0, 10'000'000, budget)) return InvalidInput;
    options.proposals = budget;
    if (!readIntOption(parser, topologyMoves, 0, limits::kMaxTopologyMoves,
                       options.topologyMoves) ||
        !readIntOption(parser, patience, 0, limits::kMaxPatience, options.patience) ||
        !readIntOption(parser, jobs, 1, limits::kMaxJobs, options.jobs) ||
        !readSearchTimeResolution(parser, resolution, resolutionUs))
        return InvalidInput;
    if (parser.isSet(resolution)) options.timeResolutionUs = resolutionUs;
    if (parser.isSet(prices)) {
        const QString pricesFile = parser.value(prices);
        const int rc = guarded(pricesFile, [&] {
            options.prices = loadPriceTable(toStd(pricesFile));
            return int(Ok);
        });
        if (rc != Ok) return rc;
    }
    return guarded(file, [&] {
        const Scenario scenario = io::loadScenario(toStd(file));
        const bool show = showProgress(parser);
        const Comparison c =
            compareFabrics(scenario, toStd(QFileInfo(file).absolutePath()), options, CancelToken(),
                           [show](int done, int total) {
                               if (show) std::fprintf(stderr, "\rfabric %d/%d", done, total);
                           });
        if (show) std::fprintf(stderr, "\n");
        const auto doc = io::comparisonToJson(c);
        if (parser.isSet(QStringLiteral("output")))
            writeJsonFileAtomic(toStd(parser.value(QStringLiteral("output"))), doc, 1);
        if (parser.isSet(QStringLiteral("json"))) {
            printJson(doc, 1);
            return int(Ok);
        }
        std::string out = c.scenario + "\n";
        char buf[512];
        std::snprintf(buf, sizeof buf, "%-44s %12s %12s %12s %10s %9s\n", "fabric", "iter (ms)",
                      "exposed(ms)", "cost (USD)", "link Gbps", "speedup");
        out += buf;
        for (const ComparisonRow& r : c.rows) {
            std::snprintf(buf, sizeof buf, "%-44s %12.3f %12.3f %12.0f %10.1f %8.2fx\n",
                          r.label.c_str(), r.iterationMs, r.exposedCommMs, r.costUsd, r.linkGbps,
                          r.speedupVsEqualCostFatTree);
            out += buf;
        }
        out += "speedup: iteration time of the equal-cost fat-tree / this fabric's.\n";
        if (c.timeResolutionUs == kAutoTimeResolution) {
            out += "Searched at a time resolution of 0.3 % of each fabric's starting iteration "
                   "time; every row is its best strategy simulated exactly.\n";
        } else if (c.timeResolutionUs > 0) {
            std::snprintf(buf, sizeof buf,
                          "Searched at a time resolution of %g us; every row is its best strategy "
                          "simulated exactly.\n",
                          c.timeResolutionUs);
            out += buf;
        }
        printOut(out);
        return int(Ok);
    });
}

} // namespace topoopt::cli

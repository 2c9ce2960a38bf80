// `topoopt optimize S.json -o R.json`: the alternating co-optimization, progress per proposal.
#include "cli.h"

#include <QFileInfo>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <optional>
#include <thread>

#include "common/fileio.h"
#include "common/limits.h"
#include "device/devicemodel.h"
#include "io/resultjson.h"
#include "io/scenariojson.h"
#include "model/zoo.h"
#include "scenario/scenariostrategy.h"
#include "search/compare.h"
#include "search/optimizer.h"

namespace topoopt::cli {

namespace {

volatile std::sig_atomic_t g_interrupted = 0;

/// Prints a progress line on a terminal and turns Ctrl-C into a cancel that keeps the best.
class CliObserver : public SearchObserver {
public:
    CliObserver(int total, bool show, CancelToken cancel)
        : m_total(total), m_show(show), m_cancel(std::move(cancel))
    {
    }
    void onProposal(const ProposalEvent& e) override
    {
        if (g_interrupted) m_cancel.cancel();
        if (m_show && (e.step % 10 == 0 || e.plane == SearchPlane::Topology))
            std::fprintf(stderr, "\rround %d  proposal %d/%d  best %.3f ms   ", e.round + 1,
                         e.step + 1, m_total, e.bestMs);
    }
    void onAlternation(const AlternationEvent& e) override
    {
        if (m_show)
            std::fprintf(stderr, "\rround %d: TopologyFinder %s (%.3f ms)\n", e.round + 1,
                         e.topologyKept ? "kept a new topology" : "found no better topology",
                         e.iterationMs);
    }

private:
    int m_total;
    bool m_show;
    CancelToken m_cancel;
};

/// compareBestOnFabrics(), cancelled when Ctrl-C sets g_interrupted (no observer polls it
/// now); empty when cancelled.
std::optional<Comparison> compareWithInterrupt(const Scenario& scenario, const Model& model,
                                               const DeviceModel& device,
                                               const OptimizeResult& result, int threads)
{
    CancelToken cancel;
    std::atomic_bool finished = false;
    std::thread watch([&] {
        while (!finished.load()) {
            if (g_interrupted) cancel.cancel();
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    });
    std::optional<Comparison> out;
    try {
        out = compareBestOnFabrics(scenario, model, device, result, PriceTable::defaults(),
                                   threads, cancel);
    } catch (const Cancelled&) {
    } catch (...) {
        finished = true;
        watch.join();
        throw;
    }
    finished = true;
    watch.join();
    return out;
}

/// The comparison's row of `kind`, or null.
const ComparisonRow* rowOf(const std::optional<Comparison>& comparison, const char* kind)
{
    if (!comparison) return nullptr;
    for (const ComparisonRow& r : comparison->rows)
        if (r.kind == kind) return &r;
    return nullptr;
}

} // namespace

int runOptimize(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Co-optimize the parallelization strategy (MCMC) and the topology (TopologyFinder) of a "
        "scenario, alternating until neither improves. Ctrl-C stops and keeps the best so far."));
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("Scenario file."),
                                 QStringLiteral("S.json"));
    parser.addOption(outputOption());
    parser.addOption(jsonOption());
    parser.addOption(quietOption());
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("Seed (default: the scenario's)."),
                                  QStringLiteral("n"));
    const QCommandLineOption proposals(QStringLiteral("proposals"),
                                       QStringLiteral("Proposal budget (default: the scenario's)."),
                                       QStringLiteral("n"));
    const QCommandLineOption rounds(QStringLiteral("rounds"),
                                    QStringLiteral("Alternation rounds (default: the scenario's)."),
                                    QStringLiteral("n"));
    const QCommandLineOption exactHistory(
        QStringLiteral("exact-history"),
        QStringLiteral("Simulate every proposal, also those a lower bound already rejects, so the "
                       "history holds exact times only (slower; the result is the same)."));
    const QCommandLineOption topologyMoves = topologyMovesOption();
    const QCommandLineOption patience = patienceOption();
    const QCommandLineOption resolution = timeResolutionOption();
    const QCommandLineOption threads(
        QStringLiteral("threads"),
        QStringLiteral("Threads that evaluate proposals, several ahead at once (default: one per "
                       "hardware thread). The result is the same for any value."),
        QStringLiteral("n"));
    parser.addOptions(
        {seed, proposals, rounds, exactHistory, topologyMoves, patience, resolution, threads});
    if (const int rc = parseOrExit(parser, QStringLiteral("optimize"), args, 1, 1); rc >= 0)
        return rc;
    const QString file = parser.positionalArguments().first();
    if (!parser.isSet(QStringLiteral("output")) && !parser.isSet(QStringLiteral("json"))) {
        printErr("topoopt optimize: give -o R.json for the result file (or --json)\n");
        return InvalidInput;
    }
    Scenario scenario;
    int rc = guarded(file, [&] {
        scenario = io::loadScenario(toStd(file));
        return int(Ok);
    });
    if (rc != Ok) return rc;
    if (!readIntOption(parser, seed, 0, INT32_MAX, scenario.search.seed) ||
        !readIntOption(parser, proposals, 0, 10'000'000, scenario.search.proposals) ||
        !readIntOption(parser, rounds, 1, 1000, scenario.search.rounds) ||
        !readIntOption(parser, patience, 0, limits::kMaxPatience, scenario.search.patience) ||
        !readIntOption(parser, topologyMoves, 0, limits::kMaxTopologyMoves,
                       scenario.search.topologyMoves) ||
        !readSearchTimeResolution(parser, resolution, scenario.search.timeResolutionUs))
        return InvalidInput;
    int threadCount = 0;
    if (!readIntOption(parser, threads, 1, limits::kMaxJobs, threadCount)) return InvalidInput;
    return guarded(file, [&] {
        const std::string dir = toStd(QFileInfo(file).absolutePath());
        const Model model = resolveModel(scenario, dir);
        const DeviceModel device = DeviceModel::byName(scenario.cluster.gpu);
        CancelToken cancel;
        const bool show = showProgress(parser);
        CliObserver observer(scenario.search.proposals, show, cancel);
        std::signal(SIGINT, [](int) { g_interrupted = 1; });
        OptimizerOptions options = optimizerOptionsFor(scenario);
        options.skipDecidedProposals = !parser.isSet(exactHistory);
        options.threads = threadCount;
        // A scenario with a hand strategy (the studio's Strategy tab) starts from it.
        if (!scenario.strategy.is_null())
            options.startStrategy = resolveStrategy(scenario, model, device.memoryBytes());
        const Optimizer optimizer(model, scenario.cluster, device, topologyOptionsFor(scenario),
                                  options);
        const OptimizeResult result = optimizer.run(&observer, cancel);
        if (show) std::fprintf(stderr, "\n");
        // The result's best strategy on every fabric (interfaces.md: the result holds the
        // comparison). Ctrl-C here still writes the result, without it.
        std::optional<Comparison> comparison;
        if (!result.cancelled) {
            if (show) std::fprintf(stderr, "comparing fabrics...");
            comparison = compareWithInterrupt(scenario, model, device, result, threadCount);
            if (show) std::fprintf(stderr, "\r%*s\r", 20, "");
        }
        std::signal(SIGINT, SIG_DFL);
        const auto doc =
            io::resultToJson(scenario, model, result, comparison ? &*comparison : nullptr);
        if (parser.isSet(QStringLiteral("output")))
            writeJsonFileAtomic(toStd(parser.value(QStringLiteral("output"))), doc, 1);
        if (parser.isSet(QStringLiteral("json"))) {
            printJson(doc, 0);
            return int(Ok);
        }
        char buf[512];
        std::snprintf(buf, sizeof buf,
                      "%s\n  start (default strategy)  %10.3f ms\n"
                      "  best                      %10.3f ms  (%.2fx)\n"
                      "  proposals                 %10zu  (%lld simulated, %lld rejected on a "
                      "lower bound, %lld repeated)\n  alternation rounds        %10zu\n"
                      "  compute / exposed comm    %10.3f / %.3f ms\n%s",
                      scenario.name.c_str(), result.startMs, result.bestMs,
                      result.bestMs > 0 ? result.startMs / result.bestMs : 0.0,
                      result.history.size(), result.simulations, result.decidedByBound,
                      result.reusedEvaluations, result.alternations.size(),
                      result.simulation.computeMs, result.simulation.exposedCommMs,
                      result.cancelled ? "  (stopped early: best result so far)\n" : "");
        printOut(buf);
        if (result.refused > 0) {
            std::snprintf(buf, sizeof buf,
                          "  refused                   %10lld  (task graphs too large to "
                          "simulate; rejected)\n",
                          result.refused);
            printOut(buf);
        }
        if (result.timeResolutionUs > 0) {
            std::snprintf(buf, sizeof buf,
                          "  time resolution           %10g us (%sof the start and best above; "
                          "0 = exact)\n",
                          result.timeResolutionUs,
                          scenario.search.timeResolutionUs == kAutoTimeResolution ? "auto, " : "");
            printOut(buf);
        }
        if (result.exactBestMs > 0) {
            std::snprintf(buf, sizeof buf,
                          "  start, simulated exactly  %10.3f ms\n"
                          "  best, simulated exactly   %10.3f ms  (%.2fx; %+.2f %% from above)\n",
                          result.exactStartMs, result.exactBestMs,
                          result.exactStartMs / result.exactBestMs,
                          100.0 * (result.exactBestMs / result.bestMs - 1));
            printOut(buf);
        }
        if (const ComparisonRow* fat = rowOf(comparison, "fattree-equal-cost")) {
            const ComparisonRow* ours = rowOf(comparison, "topoopt");
            std::snprintf(buf, sizeof buf,
                          "  equal-cost fat-tree       %10.3f ms  (best strategy; TopoOpt "
                          "%.2fx faster)\n",
                          fat->iterationMs, ours ? ours->speedupVsEqualCostFatTree : 0.0);
            printOut(buf);
        }
        return int(Ok);
    });
}

} // namespace topoopt::cli

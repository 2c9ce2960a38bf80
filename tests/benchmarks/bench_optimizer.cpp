// Proposals per second of the co-optimizer at 128 servers (issue 6 item 7). Prints one line per
// model: proposals run, CPU and wall time, proposals per CPU second and the CPU time the paper's
// 4000 would take. Usage: bench_optimizer [proposals per model, default 8] [servers, default 128]
// [threads, default 1: the one-core figure; n > 1 evaluates n proposals ahead at once,
// which costs more CPU (discarded evaluations) for less wall time]
// [time resolution in us, or auto (the default, as a scenario's search): 0 = exact;
// search.time_resolution_us]
// [models, default dlrm,bert,candle: a comma-separated list of zoo names]
// [repeats, default on: off simulates every proposal, even one whose task graph was simulated
// before, to measure what recognizing repeats saves; the run is the same either way]
// With one thread a second line per model gives the CPU time one proposal costs (median, 90th
// percentile, slowest and its move), simulated and cut off by a bound apart: the spread shows
// which strategies make the search slow. [seed, default 1] last.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <utility>
#include <vector>

#include "benchargs.h"
#include "common/allocator.h"
#include "common/error.h"
#include "common/limits.h"
#include "device/devicemodel.h"
#include "model/zoo.h"
#include "search/optimizer.h"

using namespace topoopt;

namespace {

/// CPU time of each strategy proposal, from the previous event (the first from the run's start,
/// so it includes the start's simulation and is left out). Meant for one thread, where the
/// process's CPU time is the search's.
class ProposalClock : public SearchObserver {
public:
    void onProposal(const ProposalEvent& e) override
    {
        const std::clock_t now = std::clock();
        const double ms = 1000.0 * static_cast<double>(now - m_last) / CLOCKS_PER_SEC;
        m_last = now;
        if (m_seen++ == 0 || e.plane != SearchPlane::Strategy) return;
        (e.lowerBound ? m_bound : m_simulated).emplace_back(ms, e.move);
    }
    void onAlternation(const AlternationEvent&) override
    {
        m_last = std::clock(); // TopologyFinder's time is no proposal's
    }
    void print() const
    {
        std::printf("%8s per proposal CPU: simulated (or repeats) %s; cut off by a bound %s\n", "",
                    summary(m_simulated).c_str(), summary(m_bound).c_str());
    }

private:
    using Timed = std::pair<double, std::string>;
    static std::string summary(std::vector<Timed> v)
    {
        if (v.empty()) return "none";
        std::sort(v.begin(), v.end());
        const auto at = [&v](double q) {
            return v[std::min(v.size() - 1, static_cast<std::size_t>(q * v.size()))].first;
        };
        double totalMs = 0;
        for (const Timed& t : v)
            totalMs += t.first;
        char buf[256];
        std::snprintf(buf, sizeof buf,
                      "%zu, %.1f s in all, median %.1f ms, p90 %.1f ms, max %.1f ms (%s)",
                      v.size(), totalMs / 1000, at(0.5), at(0.9), v.back().first,
                      v.back().second.c_str());
        return buf;
    }
    std::clock_t m_last = std::clock();
    int m_seen = 0;
    std::vector<Timed> m_simulated, m_bound;
};

} // namespace

int main(int argc, char** argv)
{
    keepSimulationMemory(); // as the apps do
    const bench::Args args(argc, argv,
                           "usage: bench_optimizer [proposals per model, 8] [servers, 128] "
                           "[threads, 1] [time resolution in us, auto; 0 = exact] "
                           "[models, dlrm,bert,candle] [repeats, on|off] [seed, 1]",
                           7);
    const int proposals = args.integer(1, 8, 1, 10'000'000, "proposals");
    const int servers = args.integer(2, 128, 2, limits::kMaxServers, "servers");
    const int threads = args.integer(3, 1, 1, limits::kMaxJobs, "threads");
    const double resolutionUs =
        args.text(4, "auto") == "auto"
            ? kAutoTimeResolution
            : args.number(4, 0.0, 0.0, limits::kMaxTimeResolutionUs, "time resolution");
    std::vector<std::string> models;
    for (std::string rest = args.text(5, "dlrm,bert,candle"); !rest.empty();) {
        const std::size_t comma = rest.find(',');
        models.push_back(rest.substr(0, comma));
        rest = comma == std::string::npos ? "" : rest.substr(comma + 1);
    }
    for (const std::string& name : models) {
        try {
            zooParams(name);
        } catch (const InputError&) {
            args.fail("no zoo model is called \"" + name + "\"");
        }
    }
    const std::string repeats = args.text(6, "on");
    const int seed = args.integer(7, 1, 0, INT32_MAX, "seed");
    if (repeats != "on" && repeats != "off")
        args.fail("repeats must be on or off, not \"" + repeats + "\"");
    std::printf("# %d thread(s), time resolution %s; proposals/s and '4000 takes' are per CPU "
                "second for 1 thread, per wall second otherwise\n",
                threads,
                resolutionUs == kAutoTimeResolution ? "auto (0.3 % of the start)"
                : resolutionUs == 0                 ? "0 (exact)"
                                    : (std::to_string(resolutionUs) + " us").c_str());
    std::printf("%-8s %8s %10s %12s %12s %14s %12s\n", "model", "servers", "proposals", "cpu (s)",
                "wall (s)", "proposals/s", "4000 takes");
    for (const std::string& zoo : models) {
        Cluster cluster;
        cluster.servers = servers;
        const Model model = buildZooModel(zoo, nlohmann::json::object());
        const DeviceModel device = DeviceModel::a100();
        TopologyOptions topology;
        topology.degree = cluster.degree;
        topology.linkGbps = cluster.linkGbps;
        OptimizerOptions options;
        options.proposals = proposals;
        options.rounds = 1;
        options.threads = threads;
        options.timeResolutionUs = resolutionUs;
        options.reuseEvaluations = repeats == "on";
        options.seed = static_cast<std::uint64_t>(seed);
        const auto start = std::chrono::steady_clock::now();
        const std::clock_t cpu0 = std::clock();
        ProposalClock clock;
        const OptimizeResult r =
            Optimizer(model, cluster, device, topology, options).run(&clock, CancelToken());
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        // CPU time is the figure to read on a shared machine; wall time is printed too.
        const double cpu = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
        const double per = threads == 1 ? cpu : seconds;
        const double rate = r.history.empty() || per <= 0 ? 0 : r.history.size() / per;
        std::printf("%-8s %8d %10zu %12.2f %12.2f %14.3f %10.1f min   (start %.2f ms, best %.2f "
                    "ms, %lld simulated, %lld rejected on a bound, %lld repeats)\n",
                    zoo.c_str(), servers, r.history.size(), cpu, seconds, rate,
                    rate > 0 ? 4000 / rate / 60 : 0.0, r.startMs, r.bestMs, r.simulations,
                    r.decidedByBound, r.reusedEvaluations);
        if (r.timeResolutionUs > 0)
            std::printf("%-8s searched at %g us; simulated exactly: start %.2f ms, best %.2f ms\n",
                        "", r.timeResolutionUs, r.exactStartMs, r.exactBestMs);
        if (threads == 1) clock.print();
    }
    return 0;
}

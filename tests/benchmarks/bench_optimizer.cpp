// Proposals per second of the co-optimizer at 128 servers (issue 6 item 7). Prints one line per
// model: proposals run, CPU and wall time, proposals per CPU second and the CPU time the paper's
// 4000 would take. Usage: bench_optimizer [proposals per model, default 8] [servers, default 128]
// [threads, default 1: the one-core figure; n > 1 evaluates n proposals ahead at once,
// which costs more CPU (discarded evaluations) for less wall time]
// [time resolution in us, default 0 = exact: search.time_resolution_us]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

#include "common/allocator.h"
#include "device/devicemodel.h"
#include "model/zoo.h"
#include "search/optimizer.h"

using namespace topoopt;

int main(int argc, char** argv)
{
    keepSimulationMemory(); // as the apps do
    const int proposals = argc > 1 ? std::atoi(argv[1]) : 8;
    const int servers = argc > 2 ? std::atoi(argv[2]) : 128;
    const int threads = argc > 3 ? std::max(1, std::atoi(argv[3])) : 1;
    const double resolutionUs = argc > 4 ? std::max(0.0, std::atof(argv[4])) : 0.0;
    std::printf("# %d thread(s), time resolution %g us (0: exact); proposals/s and '4000 takes' "
                "are per CPU second for 1 thread, per wall second otherwise\n",
                threads, resolutionUs);
    std::printf("%-8s %8s %10s %12s %12s %14s %12s\n", "model", "servers", "proposals", "cpu (s)",
                "wall (s)", "proposals/s", "4000 takes");
    for (const char* zoo : {"dlrm", "bert", "candle"}) {
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
        const auto start = std::chrono::steady_clock::now();
        const std::clock_t cpu0 = std::clock();
        const OptimizeResult r =
            Optimizer(model, cluster, device, topology, options).run(nullptr, CancelToken());
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        // CPU time is the figure to read on a shared machine; wall time is printed too.
        const double cpu = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
        const double per = threads == 1 ? cpu : seconds;
        const double rate = r.history.empty() || per <= 0 ? 0 : r.history.size() / per;
        std::printf("%-8s %8d %10zu %12.2f %12.2f %14.3f %10.1f min   (start %.2f ms, best %.2f "
                    "ms, %lld simulated, %lld rejected on a bound, %lld reused)\n",
                    zoo, servers, r.history.size(), cpu, seconds, rate,
                    rate > 0 ? 4000 / rate / 60 : 0.0, r.startMs, r.bestMs, r.simulations,
                    r.decidedByBound, r.reusedEvaluations);
    }
    return 0;
}

// TopologyFinder time for n = 16..1024 servers, d = 4 and 8: all-to-all MP demand plus one
// AllReduce over all servers (issue 3, item 6). Prints one line per case.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

#include "benchargs.h"
#include "topology/buildtopology.h"

using namespace topoopt;

namespace {

/// All-to-all MP of 1 MB per ordered pair and one all-server AllReduce sized so AllReduce and
/// MP put about the same bytes on the wire (proportional split gives each half the ports).
Traffic benchmarkTraffic(int n)
{
    Traffic t;
    t.servers = n;
    AllReduceGroup all;
    all.name = "all";
    for (int i = 0; i < n; ++i)
        all.members.push_back(i);
    const double mpBytes = 1 << 20;
    all.bytes = mpBytes * n * (n - 1) / (2.0 * (n - 1));
    t.allreduce.push_back(all);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (i != j) t.mp.push_back({i, j, mpBytes});
    return t;
}

} // namespace

int main(int argc, char** argv)
{
    const bench::Args args(argc, argv, "usage: bench_topologyfinder [largest n to run, 1024]", 1);
    const int maxServers = args.integer(1, 1024, 16, 1024, "largest n");
    // Wall time and process CPU time (the machine may be shared; CPU time is the one-core cost).
    std::printf("%-6s %-3s %10s %10s %6s %6s %8s %9s  %s\n", "n", "d", "wall ms", "cpu ms", "links",
                "rings", "routes", "avg hops", "matching");
    for (int n : {16, 64, 128, 256, 512, 1024}) {
        if (n > maxServers) break;
        const Traffic traffic = benchmarkTraffic(n);
        for (int d : {4, 8}) {
            TopologyOptions options;
            options.degree = d;
            const std::clock_t cpuStart = std::clock();
            const auto start = std::chrono::steady_clock::now();
            const Topology t = buildTopology(traffic, options);
            const double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count();
            const double cpuMs =
                1000.0 * static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
            int links = 0;
            for (const Link& l : t.links)
                links += l.count;
            std::printf("%-6d %-3d %10.1f %10.1f %6d %6zu %8zu %9.3f  %s\n", n, d, ms, cpuMs, links,
                        t.rings.empty() ? std::size_t{0} : t.rings[0].permutations.size(),
                        t.routes.size(), t.metrics.mpAvgHops, t.metrics.matching.c_str());
            std::fflush(stdout);
        }
    }
    return 0;
}

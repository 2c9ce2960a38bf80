// Per zoo model with its default strategy: parameters, AllReduce and MP bytes, compute time per
// iteration (busiest server of the task graph), memory and build times. One line per case.
// Run: ./build/release/tests/benchmarks/bench_workloads [servers...]   (default 16 128)
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "device/devicemodel.h"
#include "model/zoo.h"
#include "scenario/scenario.h"
#include "sim/taskgraphbuilder.h"
#include "strategy/defaultstrategy.h"
#include "strategy/memory.h"
#include "traffic/extract.h"

using namespace topoopt;

int main(int argc, char** argv)
{
    std::vector<int> sizes;
    for (int i = 1; i < argc; ++i)
        sizes.push_back(std::atoi(argv[i]));
    if (sizes.empty()) sizes = {16, 128};
    const DeviceModel device = DeviceModel::a100();
    std::printf("%-9s %7s %10s %8s %12s %12s %11s %9s %9s %7s %8s\n", "model", "servers",
                "params(M)", "groups", "allreduce(B)", "mp(B)", "compute(ms)", "mem(GB)", "fits",
                "tasks", "build(ms)");
    for (int servers : sizes)
        for (const std::string& id : zooModelIds()) {
            Cluster c;
            c.servers = servers;
            const Model m = buildZooModel(id, nlohmann::json::object());
            const auto t0 = std::chrono::steady_clock::now();
            const Strategy s = defaultStrategy(m, c);
            const Traffic t = extractTraffic(m, s, c);
            const TaskGraph g = buildTaskGraph(m, s, c, device);
            const double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                    .count();
            double arBytes = 0;
            for (const AllReduceGroup& a : t.allreduce)
                arBytes += a.bytes;
            const MemoryUse mem = memoryUse(s, m, c, device.memoryBytes());
            std::printf("%-9s %7d %10.1f %8zu %12.4g %12.4g %11.2f %9.2f %9s %7zu %8.1f\n",
                        id.c_str(), servers, m.parameterCount() / 1e6, t.allreduce.size(), arBytes,
                        t.mpBytes(), busiestDeviceComputeMs(g), mem.worstBytes() / 1e9,
                        mem.fits() ? "yes" : "NO", g.tasks.size(), ms);
        }
    return 0;
}

// Benchmark: building each zoo model, its JSON round trip, and timing all its operators; then,
// per zoo model with its default strategy at 16 and 128 servers, the traffic and the compute per
// iteration (issue 4's closing table).
// Run: ./build/release/tests/benchmarks/bench_workloads
#include <chrono>
#include <cstdio>
#include <random>

#include "benchargs.h"
#include "device/devicemodel.h"
#include "io/jsonreader.h"
#include "model/modeljson.h"
#include "model/zoo.h"
#include "scenario/scenario.h"
#include "sim/taskgraphbuilder.h"
#include "strategy/defaultstrategy.h"
#include "strategy/memory.h"
#include "strategy/neighbour.h"
#include "traffic/extract.h"

using namespace topoopt;

namespace {

template <typename F> double bestMs(int repeats, F&& f)
{
    double best = 1e300;
    for (int i = 0; i < repeats; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        f();
        const auto t1 = std::chrono::steady_clock::now();
        best = std::min(best, std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    return best;
}

/// Per zoo model with its default strategy: parameters, AllReduce groups and bytes (S summed
/// over groups), MP bytes, compute per iteration (busiest server of the task graph, from the
/// A100 estimate without measurements), worst per-GPU memory, task count, time to build the
/// strategy + traffic + task graph, and MCMC neighbour proposals per second.
void strategyTable(const std::vector<int>& sizes)
{
    const DeviceModel device = DeviceModel::a100();
    std::printf("\n%-9s %7s %10s %6s %12s %12s %11s %8s %5s %7s %9s %9s\n", "model", "servers",
                "params(M)", "groups", "allreduce(B)", "mp(B)", "compute(ms)", "mem(GB)", "fits",
                "tasks", "build_ms", "moves/s");
    for (int servers : sizes)
        for (const std::string& id : zooModelIds()) {
            Cluster c;
            c.servers = servers;
            const Model m = buildZooModel(id, nlohmann::json::object());
            Strategy s;
            Traffic t;
            TaskGraph g;
            const double buildMs = bestMs(1, [&] {
                s = defaultStrategy(m, c, device.memoryBytes());
                t = extractTraffic(m, s, c);
                g = buildTaskGraph(m, s, c, device);
            });
            double arBytes = 0;
            for (const AllReduceGroup& a : t.allreduce)
                arBytes += a.bytes;
            const MemoryUse mem = memoryUse(s, m, c, device.memoryBytes());
            std::mt19937_64 rng(1);
            Strategy walk = s;
            const int moves = 200;
            const double moveMs = bestMs(1, [&] {
                for (int i = 0; i < moves; ++i)
                    proposeNeighbour(walk, m, c, device.memoryBytes(), rng);
            });
            std::printf("%-9s %7d %10.1f %6zu %12.4g %12.4g %11.2f %8.2f %5s %7zu %9.1f %9.0f\n",
                        id.c_str(), servers, m.parameterCount() / 1e6, t.allreduce.size(), arBytes,
                        t.mpBytes(), busiestDeviceComputeMs(g), mem.worstBytes() / 1e9,
                        mem.fits() ? "yes" : "NO", g.tasks.size(), buildMs,
                        moves / (moveMs / 1000));
        }
}

} // namespace

int main(int argc, char** argv)
{
    const bench::Args args(argc, argv, "usage: bench_workloads (no arguments)", 0);
    DeviceModel device = DeviceModel::a100();
    device.applyMeasurements(loadFlexFlowMeasurements(TOPOOPT_SHARED_DATA "/flexflow-measures"));
    std::printf("%-10s %6s %12s %10s %10s %10s %12s\n", "model", "ops", "params", "build_ms",
                "json_ms", "times_us", "compute_ms");
    for (const std::string& id : zooModelIds()) {
        Model m;
        const double build = bestMs(5, [&] { m = buildZooModel(id, nlohmann::json()); });
        const double json = bestMs(5, [&] {
            const std::string text = modelToJson(m).dump();
            modelFromJson(io::parseJson(text));
        });
        double computeMs = 0;
        const double times = bestMs(5, [&] {
            computeMs = 0;
            for (const Operator& op : m.ops)
                computeMs += device.time(op, m.perGpuBatch, 1).totalMs();
        });
        // compute_ms: one GPU running the whole model on its per-GPU batch (no parallelism).
        std::printf("%-10s %6zu %12.4g %10.3f %10.3f %10.1f %12.3f\n", id.c_str(), m.ops.size(),
                    m.parameterCount(), build, json, times * 1e3, computeMs);
    }
    strategyTable({16, 128});
    return 0;
}

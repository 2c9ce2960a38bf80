// Benchmark: building each zoo model, its JSON round trip, and timing all its operators.
#include <chrono>
#include <cstdio>

#include "device/devicemodel.h"
#include "io/jsonreader.h"
#include "model/modeljson.h"
#include "model/zoo.h"
#include "scenario/scenario.h"

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

} // namespace

int main()
{
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
    return 0;
}

// Per-GPU memory estimate of a strategy (issue 4, item 6).
#include "strategy/memory.h"

#include <algorithm>
#include <cstdio>

#include "cluster/cluster.h"
#include "common/error.h"
#include "model/model.h"

namespace topoopt {

void addOperatorMemory(std::vector<double>& bytesPerGpu, const Model& model, int opIndex,
                       const OpPlacement& placement, const Cluster& cluster, double sign,
                       const MemoryOptions& options)
{
    const Operator& op = model.ops[static_cast<std::size_t>(opIndex)];
    const double g = cluster.gpusPerServer;
    const long long batch = globalBatch(model, cluster);
    const int k = static_cast<int>(placement.servers.size());
    if (k == 0) return;
    const double actPerSample = op.outputBytesPerSample * options.activationFactor;
    if (placement.params == ParamMode::Partitioned) {
        const double perGpu =
            op.paramBytes / (k * g) * options.stateFactor + actPerSample * double(batch) / g;
        for (int s : placement.servers)
            bytesPerGpu[static_cast<std::size_t>(s)] += sign * perGpu;
        return;
    }
    const double t = placement.gpusPerServer < 1 ? 1.0 : placement.gpusPerServer;
    const double params = op.paramBytes / t * options.stateFactor;
    for (int i = 0; i < k; ++i) {
        const auto [first, last] = sampleRange(batch, k, i);
        const double perGpu = params + actPerSample * double(last - first) / g;
        bytesPerGpu[static_cast<std::size_t>(placement.servers[static_cast<std::size_t>(i)])] +=
            sign * perGpu;
    }
}

MemoryUse memoryUse(const Strategy& strategy, const Model& model, const Cluster& cluster,
                    double gpuMemoryBytes, const MemoryOptions& options)
{
    MemoryUse use;
    use.capacityBytes = gpuMemoryBytes;
    use.bytesPerGpu.assign(static_cast<std::size_t>(cluster.servers), 0.0);
    const std::size_t n = std::min(strategy.ops.size(), model.ops.size());
    for (std::size_t i = 0; i < n; ++i)
        addOperatorMemory(use.bytesPerGpu, model, static_cast<int>(i), strategy.ops[i], cluster,
                          1.0, options);
    for (int s = 0; s < cluster.servers; ++s)
        if (use.worstServer < 0 || use.bytesPerGpu[static_cast<std::size_t>(s)] >
                                       use.bytesPerGpu[static_cast<std::size_t>(use.worstServer)])
            use.worstServer = s;
    return use;
}

//: %1 a server, %2 and %3 sizes in GB
const char* const kMemoryProblem =
    TOPOOPT_WORDING("Problem", "server %1 needs %2 per GPU (parameters with their optimizer "
                               "state, plus activations), above the %3 of one GPU");

namespace {

std::string gigabytes(double bytes)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.3g GB", bytes / 1e9);
    return buf;
}

std::vector<std::string> memoryFacts(const MemoryUse& use)
{
    return {std::to_string(use.worstServer), gigabytes(use.worstBytes()),
            gigabytes(use.capacityBytes)};
}

} // namespace

std::string memoryProblem(const MemoryUse& use)
{
    if (use.fits()) return {};
    return fillPlaceholders(kMemoryProblem, memoryFacts(use));
}

void addMemoryProblem(Problems& problems, std::string path, const MemoryUse& use)
{
    if (!use.fits()) problems.add(std::move(path), kMemoryProblem, memoryFacts(use));
}

} // namespace topoopt

// The search job: one Optimizer run on the worker's thread.
#include "strategysearch.h"

#include "common/limits.h"
#include "device/devicemodel.h"
#include "search/optimizer.h"
#include "settings.h"
#include "topology/buildtopology.h"

namespace topoopt::ui {

namespace {
const Setting<int> kSearchThreads{"search/threads", 0};
} // namespace

int searchThreadsSetting()
{
    // A hand-edited settings file may hold anything: out of range means the default.
    const int threads = kSearchThreads.get();
    return threads >= 0 && threads <= limits::kMaxJobs ? threads : 0;
}

void setSearchThreadsSetting(int threads)
{
    kSearchThreads.set(threads);
}

int expectedSearchEvents(const SearchSpec& spec, bool alternates)
{
    return spec.proposals + (alternates ? spec.rounds * (1 + spec.topologyMoves) : 0);
}

SearchJob strategySearchJob(std::shared_ptr<const PipelineContext> context,
                            std::shared_ptr<SearchOutcome> outcome, std::string rebuildKind)
{
    // Read here, on the GUI thread, so a search runs with the preference it started with.
    const int threads = searchThreadsSetting();
    return [context, outcome, rebuildKind, threads](SearchObserver& observer, const CancelToken& cancel,
                                           PauseGate&) {
        const Scenario& s = context->scenario;
        DeviceModel device = DeviceModel::byName(s.cluster.gpu);
        // Measured operator times (FlexFlow files) replace the roofline estimates.
        if (context->measurements) device.applyMeasurements(*context->measurements);
        TopologyOptions topologyOptions = topologyOptionsFor(s);
        if (!rebuildKind.empty()) topologyOptions.kind = rebuildKind;
        OptimizerOptions options = optimizerOptionsFor(s);
        // The design on screen is the start: the pipeline already simulated it.
        options.startStrategy = context->strategy;
        options.startTopology = context->topology;
        // The GUI thread only redraws at a bounded rate, so it keeps up with every core busy.
        options.threads = threads;
        const Optimizer optimizer(context->model, s.cluster, device, topologyOptions, options);
        OptimizeResult result = optimizer.run(&observer, cancel);
        if (outcome) outcome->result = std::move(result);
    };
}

} // namespace topoopt::ui

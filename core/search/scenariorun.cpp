// The scenario pipeline without search: the numbers a user sees before optimizing.
#include "search/scenariorun.h"

#include "device/devicemodel.h"
#include "model/zoo.h"
#include "scenario/scenariostrategy.h"
#include "sim/simulator.h"
#include "sim/taskgraphbuilder.h"
#include "topology/buildtopology.h"
#include "traffic/extract.h"

namespace topoopt {

ScenarioRun evaluateScenario(const Scenario& scenario, const std::string& scenarioDir,
                             const std::optional<Topology>& topology, const CancelToken* cancel,
                             SimOptions simulation, const ProgressCallback& progress)
{
    const auto stage = [&progress](double done, const char* name) {
        if (progress) progress(done, name);
    };
    ScenarioRun run;
    const Cluster& cluster = scenario.cluster;
    const DeviceModel device = DeviceModel::byName(cluster.gpu);
    run.model = resolveModel(scenario, scenarioDir);
    run.strategy = resolveStrategy(scenario, run.model, device.memoryBytes());
    run.memory = memoryUse(run.strategy, run.model, cluster, device.memoryBytes());
    stage(0, "traffic");
    run.traffic = extractTraffic(run.model, run.strategy, cluster, cancel);
    if (cancel) cancel->check();
    stage(0, "topology");
    run.topology =
        topology ? *topology : buildTopology(run.traffic, topologyOptionsFor(scenario), cancel);
    stage(0, "task graph");
    run.graph = buildTaskGraph(run.model, run.strategy, cluster, device);
    simulation.progress = progress;
    stage(0, "simulation");
    run.simulation = simulate(run.graph, run.topology, simOptionsFor(cluster, simulation), cancel);
    stage(1, "simulation");
    return run;
}

} // namespace topoopt

// simulate(): one training iteration of a task graph on a topology (the loop: engine.h).
#include "sim/simulator.h"

#include "cluster/cluster.h"
#include "common/error.h"
#include "sim/engine.h"
#include "sim/simfabric.h"

namespace topoopt {

SimOptions simOptionsFor(const Cluster& cluster, SimOptions options)
{
    options.latencyUs = cluster.latencyUs;
    options.nvlinkGbps = cluster.nvlinkGbps;
    return options;
}

SimResult simulate(const TaskGraph& graph, const Topology& topology, const SimOptions& options,
                   const CancelToken* cancel)
{
    checkSimOptions(options);
    validateTaskGraph(graph, topology); // graph errors first, as before the fabric existed
    sim::SimFabric fabric(topology, options.maxEcmpPaths);
    sim::Engine engine(graph, fabric, options, cancel);
    return engine.run();
}

SimResult simulate(const TaskGraph& graph, sim::SimFabric& fabric, const SimOptions& options,
                   const CancelToken* cancel, const SimCutoff* cutoff)
{
    checkSimOptions(options, fabric);
    validateTaskGraph(graph, fabric.topology());
    if (cutoff && (cutoff->durationMs.size() != graph.tasks.size() ||
                   cutoff->tailMs.size() != graph.tasks.size()))
        throw InputError(
            "cutoff", TOPOOPT_WORDING("Problem", "needs one duration and one tail per task"), {});
    sim::Engine engine(graph, fabric, options, cancel, cutoff);
    return engine.run();
}

} // namespace topoopt

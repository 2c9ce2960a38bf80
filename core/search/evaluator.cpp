// Evaluator: a strategy's iteration time on a topology, through its task graph.
#include "search/optimizer.h"

#include "sim/lowerbound.h"
#include "sim/simfabric.h"
#include "sim/taskgraphbuilder.h"

namespace topoopt {

Evaluator::Evaluator(const Model& model, const Cluster& cluster, const DeviceModel& device,
                     double timeResolutionMs, std::size_t maxTasks)
    : m_model(model), m_cluster(cluster), m_device(device)
{
    m_graphOptions.maxTasks = maxTasks;
    m_simOptions = simOptionsFor(cluster);
    m_simOptions.timeResolutionMs = timeResolutionMs;
}

SimResult Evaluator::simulate(const Strategy& strategy, const Topology& topology,
                              const CancelToken* cancel) const
{
    return topoopt::simulate(taskGraph(strategy), topology, m_simOptions, cancel);
}

SimResult Evaluator::simulate(const Strategy& strategy, sim::SimFabric& fabric,
                              const CancelToken* cancel) const
{
    return simulate(taskGraph(strategy), fabric, cancel);
}

TaskGraph Evaluator::taskGraph(const Strategy& strategy) const
{
    return buildTaskGraph(m_model, strategy, m_cluster, m_device, m_graphOptions);
}

void Evaluator::proposalGraph(const Strategy& strategy, TaskGraph& graph) const
{
    TaskGraphOptions options = m_graphOptions;
    options.labels = false;
    buildTaskGraph(m_model, strategy, m_cluster, m_device, options, graph);
}

IterationBound Evaluator::bound(const TaskGraph& graph, sim::SimFabric& fabric) const
{
    return iterationLowerBound(graph, fabric, m_simOptions);
}

SimResult Evaluator::simulate(const TaskGraph& graph, sim::SimFabric& fabric,
                              const CancelToken* cancel, const SimCutoff* cutoff) const
{
    return topoopt::simulate(graph, fabric, m_simOptions, cancel, cutoff);
}

std::unique_ptr<sim::SimFabric> Evaluator::prepare(const Topology& topology) const
{
    return std::make_unique<sim::SimFabric>(topology, m_simOptions.maxEcmpPaths);
}

} // namespace topoopt

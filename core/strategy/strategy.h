// A parallelization strategy: where each operator runs and how its parameters are held.
#pragma once

#include <vector>

namespace topoopt {

/// How an operator's parameters are held across the servers of its placement.
enum class ParamMode {
    Replicated,  ///< full copy on every server; gradients all-reduced over the placement
    Partitioned, ///< split evenly over the servers (sharded embedding tables); no AllReduce
};

/// The placement of one operator. The global batch is split evenly, in order, over `servers`:
/// server servers[i] processes samples [i B/k, (i+1) B/k) of the operator (B the global batch,
/// k the number of servers). A producer and a consumer exchange, for every pair of servers, the
/// activations of the samples both ranges share (backward: the gradients, in reverse).
/// Partitioned operators process every sample on every server of the placement for their
/// share of the parameters, so each consumer receives one output per sample from each shard.
struct OpPlacement {
    /// Ordered server ids; never empty, no duplicates.
    std::vector<int> servers;
    ParamMode params = ParamMode::Replicated;
    /// GPUs of each server the operator's work is split over (tensor parallelism, 1..g).
    int gpusPerServer = 1;

    bool operator==(const OpPlacement&) const = default;
};

/// One placement per operator of the model, in the model's operator order.
struct Strategy {
    std::vector<OpPlacement> ops;
    bool operator==(const Strategy&) const = default;
};

} // namespace topoopt

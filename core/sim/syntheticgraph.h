// Synthetic task graphs with a known shape, for tests, benchmarks and demos of the simulator.
#pragma once

#include <cstdint>

#include "sim/taskgraph.h"

namespace topoopt::sim {

/// Shape of a DLRM-like iteration (one device per server).
struct DlrmLikeShape {
    int servers = 16;
    /// Top-MLP layers, each data-parallel over all servers with one AllReduce in backward.
    int mlpLayers = 4;
    /// Embedding output each server sends to every other server (all-to-all), in bytes.
    double alltoallBytes = 262144;
    /// Gradient bytes of each MLP layer (S of its AllReduce).
    double layerBytes = 16.0 * 1024 * 1024;
    double embeddingMs = 0.2, mlpFwdMs = 0.3, mlpBwdMs = 0.6;
    /// Jitter of compute times, as a fraction (0 = all servers identical); seeded.
    double jitter = 0.0;
    std::uint64_t seed = 1;
};

/// A DLRM-like iteration: on every server an embedding forward, an all-to-all of embedding
/// outputs (MP transfers), the MLP forward and backward layer by layer, one AllReduce over all
/// servers per layer after its backward (group "mlp<l>"), the all-to-all of embedding gradients
/// back and an embedding backward. Labels name stage, layer and server.
TaskGraph dlrmLikeGraph(const DlrmLikeShape& shape);

} // namespace topoopt::sim

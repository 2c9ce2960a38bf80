// Per-GPU memory a strategy needs: parameters with their training state plus activations.
#pragma once

#include <vector>

#include "strategy/strategy.h"

namespace topoopt {

/// What the memory estimate assumes (stated so results can be judged).
struct MemoryOptions {
    /// Bytes held per parameter byte: weights + gradients + SGD momentum, all FP32 = 3. The
    /// paper's FlexFlow runs trained with SGD; use 4 for Adam (weights, gradients, m, v).
    double stateFactor = 3.0;
    /// Bytes held per output activation byte of the per-GPU batch: the forward output kept for
    /// the backward pass (1). Gradient buffers are freed layer by layer and not counted.
    double activationFactor = 1.0;
};

/// Memory need of every server's GPUs. A server's GPUs share its work evenly, so one figure per
/// server (bytes per GPU) describes all of them.
struct MemoryUse {
    /// Per server: bytes each of its GPUs needs.
    std::vector<double> bytesPerGpu;
    /// Memory of one GPU, in bytes.
    double capacityBytes = 0;
    /// Server with the largest need (-1 when there are no servers).
    int worstServer = -1;

    double worstBytes() const { return worstServer < 0 ? 0.0 : bytesPerGpu[worstServer]; }
    bool fits() const { return worstBytes() <= capacityBytes; }
};

/// Per-GPU memory of `strategy` (assumed structurally valid, see checkStrategyStructure).
///
/// For an operator on server s with k servers in its placement, g GPUs per server, tensor split
/// t and S samples on the server (sampleRange):
/// - Replicated: every GPU holds paramBytes / t (its tensor slice) x stateFactor, and the
///   activations of S / g samples (the g / t data-parallel groups each take S t / g samples and
///   split their activations t ways).
/// - Partitioned: the server's shard (paramBytes / k) is spread over its g GPUs, and the shard
///   produces a partial output for every sample of the batch B, i.e. B / g per GPU.
MemoryUse memoryUse(const Strategy& strategy, const Model& model, const Cluster& cluster,
                    double gpuMemoryBytes, const MemoryOptions& options = {});

/// Adds the need of operator `op` under `placement` to `bytesPerGpu` (size = servers),
/// scaled by `sign` (+1 to add, -1 to remove); lets the neighbour move update incrementally.
void addOperatorMemory(std::vector<double>& bytesPerGpu, const Model& model, int op,
                       const OpPlacement& placement, const Cluster& cluster, double sign,
                       const MemoryOptions& options = {});

/// The wording of memoryProblem() (context "Problem"): %1 the server, %2 its need per GPU, %3
/// one GPU's memory, both sizes formatted. A studio phrases it with sizes in its own format.
extern const char* const kMemoryProblem;
/// "server 3 needs 45.1 GB per GPU, above the 40 GB of one GPU" style message, empty if it fits.
std::string memoryProblem(const MemoryUse& use);
/// The same problem for a Problems list, worded so that a studio can phrase it.
void addMemoryProblem(Problems& problems, std::string path, const MemoryUse& use);

} // namespace topoopt

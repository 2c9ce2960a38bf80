// A DNN model as the core sees it: a DAG of operators with sizes and compute costs
// (workloads.md, "What a model must provide to the core").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace topoopt {

/// What an operator computes; the device model has an efficiency per kind.
enum class OpKind {
    Input,     ///< data loader output (no parameters, no compute)
    Embedding, ///< table look-up with bag pooling (DLRM, NCF)
    Dense,     ///< fully connected layer / matmul
    Conv2d,
    Pool,
    Norm,        ///< batch/layer normalization
    Attention,   ///< self-attention core (scores, softmax, weighted sum)
    Elementwise, ///< activations, residual adds, dropout
    Concat,      ///< feature interaction / concatenation
    Loss,
};

const char* opKindName(OpKind kind);
bool opKindFromName(const std::string& name, OpKind& kind);

/// Parallelization choices an operator allows (the MCMC search space, topologyfinder.md 4).
enum ParallelFlag : unsigned {
    /// Replicate the parameters on every server of the placement, split the batch, and
    /// all-reduce the gradients.
    AllowDataParallel = 1u << 0,
    /// Partition the parameters over the servers of the placement (embedding tables): no
    /// AllReduce; activations travel to and from the consumers instead.
    AllowShard = 1u << 1,
    /// Split the operator's work over the GPUs of one server (tensor parallelism over NVLink).
    AllowTensorSplit = 1u << 2,
};
/// Every ParallelFlag, in the order the files and the interface list them.
inline constexpr ParallelFlag kParallelFlags[] = {AllowDataParallel, AllowShard, AllowTensorSplit};

struct Operator {
    std::string name;
    OpKind kind = OpKind::Dense;
    /// Parameter (weight) bytes of the whole operator.
    double paramBytes = 0;
    /// Output activation bytes per sample.
    double outputBytesPerSample = 0;
    /// Forward and backward FLOPs per sample.
    double forwardFlopsPerSample = 0;
    double backwardFlopsPerSample = 0;
    /// Indices of the operators whose outputs this one consumes (all smaller than its own).
    std::vector<int> inputs;
    /// Bitwise OR of ParallelFlag.
    unsigned allowed = AllowDataParallel;
    /// Shape of the operator, by kind (informative; the device model uses it for memory traffic
    /// and the FlexFlow import for operator names). Empty when unknown.
    ///   Dense:     {in, out} features per token (per sample for non-sequence models)
    ///   Embedding: {rows, dim, bag, lookups}  (lookups: bags pooled per sample, usually 1)
    ///   Conv2d:    {cin, cout, kh, kw, stride, hout, wout}
    ///   Attention: {seq, hidden, heads}
    ///   Pool:      {channels, hout, wout, stride}  (its input is stride^2 times larger)
    std::vector<std::int64_t> dims;

    bool operator==(const Operator&) const = default;
};

struct Model {
    std::string name;
    /// Zoo identifier when built by the zoo; empty for user models.
    std::string zoo;
    /// Samples per GPU per iteration; global batch = servers x GPUs per server x this.
    int perGpuBatch = 1;
    /// Bytes per parameter and activation element (4 for FP32, the paper's setting).
    int bytesPerElement = 4;
    /// Operators in topological order (every input index is smaller than the operator's own).
    std::vector<Operator> ops;

    double parameterBytes() const;
    double parameterCount() const { return parameterBytes() / bytesPerElement; }
    /// Sums over all operators of forward and backward FLOPs per sample.
    double forwardFlopsPerSample() const;
    double backwardFlopsPerSample() const;
    /// Index of the operator called `name`, or -1.
    int indexOf(const std::string& name) const;
    bool operator==(const Model&) const = default;
};

} // namespace topoopt

// Small hand-built models for the strategy, traffic and task graph suites: sizes chosen so
// every expected figure can be computed by hand.
#pragma once

#include "cluster/cluster.h"
#include "model/model.h"

namespace topoopt::test {

inline Operator makeOp(const std::string& name, OpKind kind, double paramBytes,
                       double outputBytesPerSample, std::vector<int> inputs,
                       unsigned allowed = AllowDataParallel, double flops = 1e6)
{
    Operator op;
    op.name = name;
    op.kind = kind;
    op.paramBytes = paramBytes;
    op.outputBytesPerSample = outputBytesPerSample;
    op.forwardFlopsPerSample = kind == OpKind::Input ? 0 : flops;
    op.backwardFlopsPerSample = kind == OpKind::Input ? 0 : 2 * flops;
    op.inputs = std::move(inputs);
    op.allowed = allowed;
    return op;
}

/// input -> dense0 (4 MiB) -> dense1 (1 MiB) -> loss: data-parallel traffic is one group.
inline Model mlpModel(int perGpuBatch = 8)
{
    Model m;
    m.name = "mlp";
    m.perGpuBatch = perGpuBatch;
    m.ops.push_back(makeOp("input", OpKind::Input, 0, 1024, {}));
    m.ops.push_back(
        makeOp("dense0", OpKind::Dense, 4194304, 4096, {0}, AllowDataParallel | AllowTensorSplit));
    m.ops.push_back(
        makeOp("dense1", OpKind::Dense, 1048576, 4096, {1}, AllowDataParallel | AllowTensorSplit));
    m.ops.push_back(makeOp("loss", OpKind::Loss, 0, 4, {2}));
    return m;
}

/// A DLRM in miniature: `tables` embedding tables of `rows` x `dim` FP32 with bag pooling
/// (output dim x 4 bytes per sample), a bottom MLP, the interaction, a top MLP and the loss.
inline Model dlrmLikeModel(int tables, double rows, int dim, int perGpuBatch = 8)
{
    Model m;
    m.name = "dlrm-like";
    m.zoo = "dlrm";
    m.perGpuBatch = perGpuBatch;
    m.ops.push_back(makeOp("sparse", OpKind::Input, 0, 800, {}));
    m.ops.push_back(makeOp("dense_in", OpKind::Input, 0, 52, {}));
    std::vector<int> interaction;
    for (int t = 0; t < tables; ++t) {
        interaction.push_back(static_cast<int>(m.ops.size()));
        m.ops.push_back(makeOp("table" + std::to_string(t), OpKind::Embedding, rows * dim * 4,
                               dim * 4.0, {0}, AllowShard | AllowDataParallel));
    }
    interaction.push_back(static_cast<int>(m.ops.size()));
    m.ops.push_back(makeOp("bottom", OpKind::Dense, 262144, dim * 4.0, {1}));
    const int concat = static_cast<int>(m.ops.size());
    m.ops.push_back(
        makeOp("interaction", OpKind::Concat, 0, (tables + 1) * dim * 4.0, interaction));
    m.ops.push_back(makeOp("top", OpKind::Dense, 524288, 1024, {concat}));
    m.ops.push_back(makeOp("loss", OpKind::Loss, 0, 4, {concat + 1}));
    return m;
}

/// A GPT-like stack: input, embedding, `layers` x (attention, residual add, mlp, residual add),
/// head, loss; operators with weights allow the tensor split. Layer boundaries are the only
/// places where a single activation crosses.
inline Model gptLikeModel(int layers, int perGpuBatch = 4)
{
    Model m;
    m.name = "gpt-like";
    m.zoo = "gpt";
    m.perGpuBatch = perGpuBatch;
    const unsigned split = AllowDataParallel | AllowTensorSplit;
    m.ops.push_back(makeOp("tokens", OpKind::Input, 0, 512, {}));
    m.ops.push_back(makeOp("embed", OpKind::Embedding, 1 << 20, 8192, {0}, split, 1e5));
    for (int l = 0; l < layers; ++l) {
        const int in = static_cast<int>(m.ops.size()) - 1;
        const std::string p = "l" + std::to_string(l) + "_";
        m.ops.push_back(makeOp(p + "attn", OpKind::Attention, 1 << 22, 8192, {in}, split, 4e6));
        m.ops.push_back(
            makeOp(p + "add1", OpKind::Elementwise, 0, 8192, {in, in + 1}, AllowDataParallel, 1e3));
        m.ops.push_back(makeOp(p + "mlp", OpKind::Dense, 1 << 23, 8192, {in + 2}, split, 8e6));
        m.ops.push_back(makeOp(p + "add2", OpKind::Elementwise, 0, 8192, {in + 2, in + 3},
                               AllowDataParallel, 1e3));
    }
    const int last = static_cast<int>(m.ops.size()) - 1;
    m.ops.push_back(makeOp("head", OpKind::Dense, 1 << 20, 4096, {last}, split, 1e5));
    m.ops.push_back(makeOp("loss", OpKind::Loss, 0, 4, {last + 1}, AllowDataParallel, 1e3));
    return m;
}

inline Cluster smallCluster(int servers, int gpus = 2)
{
    Cluster c;
    c.servers = servers;
    c.gpusPerServer = gpus;
    return c;
}

} // namespace topoopt::test

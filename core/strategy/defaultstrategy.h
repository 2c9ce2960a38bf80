// The standard strategies the search starts from: data parallel, sharded embeddings, and
// tensor + pipeline + data parallel for GPT (workloads.md; topologyfinder.md 4).
#pragma once

#include "strategy/strategy.h"

namespace topoopt {

/// Every operator replicated on all servers (in server order), no tensor split.
Strategy dataParallelStrategy(const Model& model, const Cluster& cluster);

/// Embedding operators (kind Embedding that allow sharding) placed round-robin, one table per
/// server (table j on server j mod n), Partitioned; every other operator data parallel. The
/// paper's starting point for DLRM and NCF; identical to dataParallelStrategy for models
/// without embedding tables.
Strategy shardedEmbeddingStrategy(const Model& model, const Cluster& cluster);

/// Pipeline of `stages` stages of consecutive operators (stages must divide the server count),
/// replicated data parallel over servers / stages pipeline replicas; every operator that allows
/// it is split over all GPUs of a server (tensor parallel over NVLink). Replica r's stage s
/// runs on server r * stages + s, so a pipeline uses consecutive servers and stage s's
/// AllReduce group is {s, s + stages, ...}. Stage cuts balance forward + backward FLOPs and
/// prefer positions where only one activation crosses (transformer layer boundaries).
Strategy pipelineStrategy(const Model& model, const Cluster& cluster, int stages);

/// The stage index of every operator that pipelineStrategy would use (for tests and the UI).
std::vector<int> pipelineStages(const Model& model, int stages);

/// The paper's starting point for `model`: GPT (model.zoo == "gpt") gets pipelineStrategy with
/// the fewest stages (>= 2 when there are >= 2 servers, dividing the server count) whose memory
/// fits `gpuMemoryBytes` (the most stages tried when none fits); models with embedding tables
/// get shardedEmbeddingStrategy; all others dataParallelStrategy.
Strategy defaultStrategy(const Model& model, const Cluster& cluster, double gpuMemoryBytes);

} // namespace topoopt

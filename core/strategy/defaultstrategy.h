// The standard strategies the search starts from: data parallel, sharded embeddings, and
// tensor + pipeline + data parallel for GPT (workloads.md; topologyfinder.md 4).
#pragma once

#include "strategy/strategy.h"

namespace topoopt {

/// Every operator replicated on all servers (in server order), no tensor split.
Strategy dataParallelStrategy(const Model& model, const Cluster& cluster);

/// Embedding operators (kind Embedding that allow sharding), of any model, placed round-robin, one
/// table per server (table j on server j mod n), Partitioned; every other operator data parallel.
/// The paper's starting point for DLRM and NCF; identical to dataParallelStrategy for models
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

/// The paper's starting point for `model` (topologyfinder.md 4):
/// - GPT (model.zoo == "gpt"): pipelineStrategy with the fewest stages (>= 2 when there are >= 2
///   servers, dividing the server count) whose memory fits `gpuMemoryBytes` (the most stages
///   tried when none fits);
/// - DLRM, NCF and user models (zoo empty): shardedEmbeddingStrategy;
/// - all others (BERT's and GPT's vocabulary embeddings stay replicated): dataParallelStrategy.
/// [ours] When that strategy has no sharded tables and does not fit in memory (CANDLE's 23.6 B
/// parameters at 40 GB), the fewest pipeline stages (with tensor split where allowed) that fit
/// replace it, so the search starts from a valid strategy. A sharded strategy that does not fit
/// (all DLRM tables on one server) is returned as it is, for checkStrategy to report.
Strategy defaultStrategy(const Model& model, const Cluster& cluster, double gpuMemoryBytes);
/// defaultStrategy with the memory of the cluster's GPU (DeviceModel::byName(cluster.gpu)).
Strategy defaultStrategy(const Model& model, const Cluster& cluster);

} // namespace topoopt

// Reading, writing and checking topoopt-model/1 operator graphs (workloads.md, issue 4 item 1).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/error.h"
#include "model/model.h"

namespace topoopt {

/// topoopt-model/1:
/// \code
/// { "format": "topoopt-model/1", "name": "tiny", "zoo": "dlrm" (optional),
///   "per_gpu_batch": 8, "bytes_per_element": 4,
///   "operators": [
///     { "name": "x", "kind": "input", "output_bytes_per_sample": 64 },
///     { "name": "fc", "kind": "dense", "param_bytes": 2112, "output_bytes_per_sample": 128,
///       "forward_flops_per_sample": 1024, "backward_flops_per_sample": 2048,
///       "inputs": [0], "allowed": ["data_parallel", "tensor_split"], "dims": [16, 32] } ] }
/// \endcode
/// `kind`: input, embedding, dense, conv2d, pool, norm, attention, elementwise, concat, loss.
/// `inputs`: indices of earlier operators (topological order). `allowed`: any of
/// data_parallel, shard, tensor_split (default ["data_parallel"]). `dims`: see Operator::dims
/// (optional). FLOPs may be omitted for input operators only; `param_bytes` defaults to 0.
/// Inside a scenario, the same object without "format" is an inline model.
inline constexpr const char* kModelFormat = "topoopt-model/1";

/// A ParallelFlag's keyword in the "allowed" list ("data_parallel", "shard", "tensor_split");
/// empty for anything but one flag.
const char* parallelFlagName(unsigned flag);

/// The model as a topoopt-model/1 document ("operators" holds the operator list).
nlohmann::json modelToJson(const Model& model);

/// Reads a topoopt-model/1 document; throws InputError listing every problem with its JSON
/// path, e.g. "/operators/3/inputs/0: must be an index below 3 (operators come in topological
/// order), got 5".
Model modelFromJson(const nlohmann::json& doc);

/// As modelFromJson, for a model embedded in another document: every path is prefixed with
/// `pathPrefix` (e.g. "/model"), and `format` is optional when `requireFormat` is false.
/// Unknown fields are ignored (newer files still open) and, when `warnings` is given, listed
/// there as "/operators/2/colour: unknown field ignored".
Model modelFromJsonAt(const nlohmann::json& doc, const std::string& pathPrefix, bool requireFormat,
                      std::vector<std::string>* warnings = nullptr);

/// Reads a model file (size-limited); problems carry no file name (callers add it).
Model loadModel(const std::string& path);

/// Writes the model atomically (temporary file, then rename).
void saveModel(const Model& model, const std::string& path);

/// Structural checks of a model built in code or read from a file: the graph is a DAG in
/// topological order (every input index below the operator's own), sizes and FLOPs are >= 0 and
/// finite, names are unique and non-empty, allowed parallel flags are non-zero and known, the
/// batch and element size are in range. Paths are JSON pointers of the topoopt-model/1 form.
Problems checkModel(const Model& model);

} // namespace topoopt

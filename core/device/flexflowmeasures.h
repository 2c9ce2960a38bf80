// FlexFlow operator measurement files (workloads.md, "Measured operator times").
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/model.h"

namespace topoopt {

/// One measured operator configuration, normalised to what one GPU does.
///
/// FlexFlow's `pc_str` is "<ndims>-<parts of dim 0>-...-<parts of dim ndims-1>"; the last dim
/// is the sample (batch) dim, the others are channel dims. "2-1-128" means 2 dims, channel dim
/// unsplit, batch split 128 ways: each of the 128 GPUs runs batch_size / 128 samples. We read
/// the product of the channel parts as our tensor split and batch_size / batch parts as the
/// samples per GPU.
struct FlexFlowMeasurement {
    /// FlexFlow operator name: "Dense_<in>_<out>", "Embed_<rows>x<dim>", "Concat_<axis>", ...
    std::string name;
    std::string pcStr;
    /// Samples one GPU processes (global batch / batch parts).
    double samples = 0;
    /// GPUs the operator's channel dims are split over (product of the non-batch parts).
    int split = 1;
    double forwardMs = 0;
    double backwardMs = 0;
    /// Memory the configuration needs per GPU, in bytes.
    double memoryBytes = 0;
    bool operator==(const FlexFlowMeasurement&) const = default;
};

struct FlexFlowMeasurements {
    /// Measurements of every file read, in file order then list order.
    std::vector<FlexFlowMeasurement> items;
    /// The files read (for reports).
    std::vector<std::string> sources;

    void append(const FlexFlowMeasurements& other);
};

/// Parses one measurement document (`batch_size`, `ngpus`, `measurements`). Throws InputError
/// with JSON paths ("/measurements/3/pc_str: ...") on malformed content.
FlexFlowMeasurements flexFlowMeasurementsFromJson(const nlohmann::json& doc);

/// Reads one file, or every *.json file of a folder in name order. InputError problems of a
/// file are prefixed with its name.
FlexFlowMeasurements loadFlexFlowMeasurements(const std::string& path);

/// The FlexFlow name under which `op` is measured, or "" when FlexFlow has no such operator
/// (or the op lacks the dims to name it). Mapping (documented in workloads.md terms):
///   Dense {in, out}             -> "Dense_<in>_<out>"
///   Embedding {rows, dim, ...}  -> "Embed_<rows>x<dim>"
///   Concat                      -> "Concat_1" (we only concatenate along the feature axis 1)
std::string flexFlowName(const Operator& op);

} // namespace topoopt

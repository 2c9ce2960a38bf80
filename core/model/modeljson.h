// Reading, writing and checking topoopt-model/1 operator graphs (workloads.md, issue 4 item 1).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "common/error.h"
#include "model/model.h"

namespace topoopt {

inline constexpr const char* kModelFormat = "topoopt-model/1";

/// The model as a topoopt-model/1 document ("operators" holds the operator list).
nlohmann::json modelToJson(const Model& model);

/// Reads a topoopt-model/1 document; throws InputError listing every problem with its JSON
/// path, e.g. "/operators/3/inputs/0: must be an index below 3 (operators come in topological
/// order), got 5".
Model modelFromJson(const nlohmann::json& doc);

/// As modelFromJson, for a model embedded in another document: every path is prefixed with
/// `pathPrefix` (e.g. "/model"), and `format` is optional when `requireFormat` is false.
Model modelFromJsonAt(const nlohmann::json& doc, const std::string& pathPrefix, bool requireFormat);

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

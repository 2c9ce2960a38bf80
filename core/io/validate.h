// `topoopt validate`: recognise any of our file formats and report every problem.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "common/error.h"

namespace topoopt::io {

struct ValidationReport {
    /// The format found, e.g. "topoopt-traffic/1"; empty when it could not be told.
    std::string format;
    Problems problems;
    std::vector<std::string> warnings;
    bool ok() const { return problems.empty(); }
};

/// Validates one file of any known format, or a FlexNet task graph (by its .fbuf name); never
/// throws for bad content. A strategy file is checked against the model and cluster of the
/// scenario at `scenarioPath` when one is given, else only what needs no model.
ValidationReport validateFile(const std::string& path, const std::string& scenarioPath = {});
/// The same for a JSON document already read from `path` (which resolves model files), so a
/// caller that needs the document too reads a large file once.
ValidationReport validateDocument(const nlohmann::json& doc, const std::string& path,
                                  const std::string& scenarioPath = {});

/// The JSON formats `validate` recognises.
std::vector<std::string> knownFormats();

} // namespace topoopt::io

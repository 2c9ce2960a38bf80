// `topoopt validate`: recognise any of our file formats and report every problem.
#pragma once

#include <string>
#include <vector>

#include "common/error.h"

namespace topoopt::io {

struct ValidationReport {
    /// The format found, e.g. "topoopt-traffic/1"; empty when it could not be told.
    std::string format;
    Problems problems;
    std::vector<std::string> warnings;
    bool ok() const { return problems.empty(); }
};

/// Validates one file of any known format; never throws for bad content.
ValidationReport validateFile(const std::string& path);

/// Formats `validate` recognises; later subsystems register more through this table.
std::vector<std::string> knownFormats();

} // namespace topoopt::io

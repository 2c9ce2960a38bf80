// The model zoo: the paper's six models plus a GPT-style decoder, built from parameters
// (workloads.md, "The six models").
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model/model.h"
#include "scenario/scenario.h"

namespace topoopt {

/// One generator parameter of a zoo model, as the UI form shows it.
struct ZooParam {
    /// Key in the scenario's "model" object, e.g. "tables".
    std::string key;
    /// The paper's value (workloads.md table), or a documented default for gpt.
    double defaultValue = 0;
    double min = 0;
    double max = 0;
    /// Unit for people ("rows", "samples", "features"); may be empty.
    std::string unit;
    std::string help;
    /// Whether only whole numbers are accepted.
    bool integer = true;
};

/// The parameters of zoo model `zooId` (dlrm, candle, bert, ncf, resnet50, vgg16, gpt).
/// Throws InputError at "/model/zoo" for an unknown id.
const std::vector<ZooParam>& zooParams(const std::string& zooId);

/// Human name of a zoo model ("DLRM", "CANDLE (Uno)", ...).
std::string zooDisplayName(const std::string& zooId);

/// Builds zoo model `zooId` with its defaults replaced by `overrides` (an object such as
/// {"tables": 128, "per_gpu_batch": 64}; null means no overrides). Bad values throw InputError
/// "/model/tables: must be an integer between 1 and 4096, got 0"; an unknown key throws
/// InputError naming it. The result passes checkModel().
Model buildZooModel(const std::string& zooId, const nlohmann::json& overrides);

/// The scenario's model: a zoo entry with overrides, a topoopt-model/1 file (relative to
/// `scenarioDir`) or an inline operator list. Problems are reported under "/model".
Model resolveModel(const Scenario& scenario, const std::string& scenarioDir);

} // namespace topoopt

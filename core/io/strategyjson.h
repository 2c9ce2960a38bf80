// topoopt-strategy/1: a strategy as JSON, one entry per operator (used inside result files).
#pragma once

#include <cstddef>

#include <nlohmann/json_fwd.hpp>

#include "strategy/strategy.h"

namespace topoopt::io {

inline constexpr const char* kStrategyFormat = "topoopt-strategy/1";

/// {"format": "topoopt-strategy/1", "ops": [{"op": "dense_0", "servers": [0, 1],
///  "params": "replicated" | "partitioned", "gpus": 1}, ...]}, entries in the model's
/// operator order; "gpus" is the tensor split over a server's GPUs.
nlohmann::json strategyToJson(const Strategy& strategy, const Model& model);

/// Reads a strategy for `model` on `cluster`: entries must follow the model's operator order
/// and name its operators; the result passes checkStrategyStructure. Throws InputError listing
/// every problem with its JSON path (e.g. "/ops/3/servers/0").
Strategy strategyFromJson(const nlohmann::json& doc, const Model& model, const Cluster& cluster);

/// Checks what can be checked without the model (`topoopt validate` of a lone strategy file):
/// the format, and that every entry names an operator once and has valid servers (distinct
/// ids), params and gpus. Returns the number of entries; throws InputError listing every problem.
std::size_t checkStrategyShape(const nlohmann::json& doc);

} // namespace topoopt::io

// topoopt-traffic/1 files (interfaces.md, "traffic").
#pragma once

#include <nlohmann/json_fwd.hpp>

#include "traffic/traffic.h"

namespace topoopt::io {

inline constexpr const char* kTrafficFormat = "topoopt-traffic/1";

/// Reads and validates a traffic document; throws InputError listing every problem.
Traffic trafficFromJson(const nlohmann::json& doc);
nlohmann::json trafficToJson(const Traffic& traffic);

Traffic loadTraffic(const std::string& path);
void saveTraffic(const Traffic& traffic, const std::string& path);

} // namespace topoopt::io

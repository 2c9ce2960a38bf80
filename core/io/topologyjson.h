// topoopt-topology/1 files (interfaces.md, "topology").
#pragma once

#include <iosfwd>

#include <nlohmann/json_fwd.hpp>

#include "common/error.h"
#include "topology/topology.h"

namespace topoopt::io {

inline constexpr const char* kTopologyFormat = "topoopt-topology/1";

/// Reads a topology document; checks field types and ranges, then the structural rules of
/// checkTopology(). Throws InputError listing every problem.
Topology topologyFromJson(const nlohmann::json& doc);
nlohmann::json topologyToJson(const Topology& topology);
/// The text of topologyToJson(topology).dump(1), written without building the routes as JSON
/// values (what a large fabric's document is mostly made of).
void writeTopologyJson(const Topology& topology, std::ostream& out);
nlohmann::json topologyMetricsToJson(const TopologyMetrics& metrics);
/// Rings and links in the same field layout as the topology file (also used by scenarios).
nlohmann::json ringToJson(const Ring& ring);
nlohmann::json linkToJson(const Link& link);
void readRings(const nlohmann::json& value, const std::string& path, int nodes,
               std::vector<Ring>& rings, Problems& problems);
void readLinks(const nlohmann::json& value, const std::string& path, int nodes,
               std::vector<Link>& links, Problems& problems);

Topology loadTopology(const std::string& path);
void saveTopology(const Topology& topology, const std::string& path);

} // namespace topoopt::io

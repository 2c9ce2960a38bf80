// A fabric: an undirected multigraph of servers (and switches), its rings and its routes.
#pragma once

#include <string>
#include <vector>

namespace topoopt {

/// Why a link exists; drawn differently in the graph view and listed in the wiring plan.
enum class LinkRole {
    AllReduce, ///< part of an AllReduce ring
    Mp,        ///< added by a maximum weight matching for model-parallel demand
    Fill,      ///< uses a port that would otherwise stay idle
    Uplink,    ///< server to switch (switched kinds)
    Fabric,    ///< switch to switch (fat-tree tiers)
};

const char* linkRoleName(LinkRole role);
/// Returns false when `name` is not a role name.
bool linkRoleFromName(const std::string& name, LinkRole& role);

/// `count` parallel duplex links between nodes a < b, each using one port at both ends.
struct Link {
    int a = 0;
    int b = 0;
    int count = 1;
    LinkRole role = LinkRole::AllReduce;
    /// Per-direction bandwidth of each of the parallel links, in Gbps; 0 means the topology's
    /// link_gbps. Switched kinds use it for uplinks of another speed (ideal switch: d x B).
    double gbps = 0;
    bool operator==(const Link&) const = default;
};

/// The rings chosen for one AllReduce group: permutation p joins members[i] to
/// members[(i + p) mod k]; gcd(p, k) = 1 makes it one cycle (topologyfinder.md 3.3).
struct Ring {
    std::string group;
    std::vector<int> members;
    std::vector<int> permutations;
    bool operator==(const Ring&) const = default;
};

/// One path of a route: node ids from source to destination inclusive, and the fraction of
/// the pair's traffic it carries (ECMP share).
struct Path {
    std::vector<int> hops;
    double share = 1.0;
    bool operator==(const Path&) const = default;
};

struct Route {
    int src = 0;
    int dst = 0;
    std::vector<Path> paths;
    bool operator==(const Route&) const = default;
};

/// Figures of merit of a topology for its traffic (issue 3, item 4).
struct TopologyMetrics {
    bool connected = false;
    /// Longest shortest path between servers, in hops; -1 when not connected.
    int diameter = -1;
    /// Demand-weighted mean and maximum hop count of MP traffic.
    double mpAvgHops = 0;
    int mpMaxHops = 0;
    /// Fraction of MP bytes whose route is a single direct link.
    double mpDirectFraction = 0;
    /// Bytes on the busiest link direction when every MP pair and every ring sends one
    /// iteration's bytes.
    double maxLinkLoadBytes = 0;
    /// A lower bound on maxLinkLoadBytes (total bytes x hops over total link directions).
    double loadLowerBoundBytes = 0;
    /// Which matching algorithm built the MP links ("exact" or an approximation's name).
    std::string matching;
    bool operator==(const TopologyMetrics&) const = default;
};

/// Every kind a topology or a scenario's topology may have (interfaces.md): topoopt, manual,
/// expander, ring, torus, fattree, ideal.
const std::vector<std::string>& topologyKinds();
bool isTopologyKind(const std::string& kind);
/// The kinds as messages list them: "topoopt, manual, expander, ring, torus, fattree, ideal".
std::string topologyKindList();
/// The fewest ports per server with which a fabric of `kind` connects `servers` servers: 2 for
/// the direct-connect kinds (topoopt, expander, ring, torus) beyond two servers, since one port
/// each only pairs servers off; else 1 (a switch joins any number, a manual design is the
/// user's own). Such a fabric can still be built, but no job spanning more servers runs on it.
int minimumDegreeToConnect(const std::string& kind, int servers);

struct Topology {
    /// topoopt, manual, expander, ring, torus, fattree, ideal.
    std::string kind = "topoopt";
    int servers = 0;
    int switches = 0;
    int degree = 0;
    double linkGbps = 100.0;
    /// Fat-tree oversubscription ratio r (r:1 at the ToR uplinks); 1 elsewhere.
    double oversubscription = 1.0;
    std::vector<Link> links;
    std::vector<Ring> rings;
    std::vector<Route> routes;
    TopologyMetrics metrics;

    int nodes() const { return servers + switches; }
    /// Whether servers connect directly (port budget applies) rather than through switches.
    bool isDirectConnect() const { return switches == 0; }
    /// Ports used per node, counting parallel links.
    std::vector<int> portsUsed() const;
    bool operator==(const Topology&) const = default;
};

} // namespace topoopt

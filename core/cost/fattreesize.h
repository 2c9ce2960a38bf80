// Size of a k-ary three-tier fat-tree (Clos) for n servers: switches and cabled ports per tier.
#pragma once

namespace topoopt {

/// A k-ary fat-tree sized for `servers` (Al-Fares et al.: k pods of k/2 edge and k/2
/// aggregation switches, (k/2)^2 core switches, k^3/4 servers when full).
///
/// Partial trees: servers fill pods in order, so only the last pod is partial, and a partial
/// pod deploys only the edge and aggregation switches its servers need. Port and link counts
/// are the cabled ones (the price table prices ports, not chassis); with oversubscription r:1
/// at the edge (ToR) uplinks, every tier above the edge carries n / r links, which may be
/// fractional: the cost model treats them as continuous so an equal-cost ratio can be solved
/// exactly (a real build rounds up).
struct FatTreeSize {
    int servers = 0;
    /// Switch radix: the smallest even k with k^3/4 >= servers.
    int k = 2;
    int pods = 0;
    double oversubscription = 1;
    // Switches needed (informative; the cost counts cabled ports).
    int edgeSwitches = 0;
    int aggSwitches = 0;
    int coreSwitches = 0;
    // Links (cables) per tier.
    double serverLinks = 0;  ///< server to edge: one per server
    double edgeAggLinks = 0; ///< n / r
    double aggCoreLinks = 0; ///< n / r
    // Cabled switch ports per tier.
    double edgePorts = 0; ///< n down + n / r up
    double aggPorts = 0;  ///< n / r down + n / r up
    double corePorts = 0; ///< n / r down

    double links() const { return serverLinks + edgeAggLinks + aggCoreLinks; }
    double switchPorts() const { return edgePorts + aggPorts + corePorts; }
};

/// Sizes the fat-tree; servers in 1..65536, oversubscription >= 1 (std::invalid_argument
/// otherwise: callers validate user input first).
FatTreeSize fatTreeSize(int servers, double oversubscription = 1);

} // namespace topoopt

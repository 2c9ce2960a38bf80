// Accumulates parallel links by (a, b, role) while a topology is being built.
#pragma once

#include <map>
#include <tuple>
#include <vector>

#include "topology/topology.h"

namespace topoopt {

/// Links keyed by ordered endpoints and role, with per-node port counts; links() lists them in
/// a fixed order (by a, b, role) so equal builds give equal files.
class LinkSet {
public:
    explicit LinkSet(int nodes = 0) : m_ports(static_cast<std::size_t>(nodes > 0 ? nodes : 0), 0) {}

    void add(int a, int b, LinkRole role, int count = 1, double gbps = 0);
    /// Removes one link of that role; returns false when there is none.
    bool removeOne(int a, int b, LinkRole role);
    int ports(int node) const { return m_ports[static_cast<std::size_t>(node)]; }
    /// Parallel links between a and b of any role.
    int between(int a, int b) const;
    std::vector<Link> links() const;

private:
    struct Entry {
        int count = 0;
        double gbps = 0;
    };
    std::map<std::tuple<int, int, int>, Entry> m_links;
    std::vector<int> m_ports;
};

} // namespace topoopt

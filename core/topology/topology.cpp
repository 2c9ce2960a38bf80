// Small helpers of the topology value type.
#include "topology/topology.h"

#include <algorithm>

namespace topoopt {

namespace {
struct RoleName {
    LinkRole role;
    const char* name;
};
constexpr RoleName kRoleNames[] = {{LinkRole::AllReduce, "allreduce"},
                                   {LinkRole::Mp, "mp"},
                                   {LinkRole::Fill, "fill"},
                                   {LinkRole::Uplink, "uplink"},
                                   {LinkRole::Fabric, "fabric"}};
} // namespace

const std::vector<std::string>& topologyKinds()
{
    static const std::vector<std::string> kinds = {"topoopt", "manual",  "expander", "ring",
                                                   "torus",   "fattree", "ideal"};
    return kinds;
}

bool isTopologyKind(const std::string& kind)
{
    const auto& kinds = topologyKinds();
    return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

std::string topologyKindList()
{
    std::string list;
    for (const std::string& kind : topologyKinds())
        list += (list.empty() ? "" : ", ") + kind;
    return list;
}

int minimumDegreeToConnect(const std::string& kind, int servers)
{
    const bool direct =
        kind == "topoopt" || kind == "expander" || kind == "ring" || kind == "torus";
    return direct && servers > 2 ? 2 : 1;
}

const char* linkRoleName(LinkRole role)
{
    for (const RoleName& r : kRoleNames)
        if (r.role == role) return r.name;
    return "allreduce";
}

bool linkRoleFromName(const std::string& name, LinkRole& role)
{
    for (const RoleName& r : kRoleNames)
        if (name == r.name) {
            role = r.role;
            return true;
        }
    return false;
}

std::vector<int> Topology::portsUsed() const
{
    std::vector<int> ports(static_cast<std::size_t>(nodes() > 0 ? nodes() : 0), 0);
    for (const Link& l : links) {
        if (l.a >= 0 && l.a < nodes()) ports[static_cast<std::size_t>(l.a)] += l.count;
        if (l.b >= 0 && l.b < nodes()) ports[static_cast<std::size_t>(l.b)] += l.count;
    }
    return ports;
}

} // namespace topoopt

// Ideal switch and leaf-spine fabrics built for the simulator's own use and tests.
#include "sim/simtopologies.h"

#include <cmath>

#include "common/error.h"
#include "common/limits.h"

namespace topoopt::sim {

namespace {

void checkArgs(int servers, int degree, double linkGbps)
{
    if (servers < 1 || servers > limits::kMaxServers)
        throw InputError("servers", TOPOOPT_WORDING("Problem", "must be between %1 and %2, got %3"),
                         {"1", std::to_string(limits::kMaxServers), std::to_string(servers)});
    if (degree < 1 || degree > limits::kMaxDegree)
        throw InputError("degree", TOPOOPT_WORDING("Problem", "must be between %1 and %2, got %3"),
                         {"1", std::to_string(limits::kMaxDegree), std::to_string(degree)});
    if (!std::isfinite(linkGbps) || linkGbps <= 0)
        throw InputError("link_gbps", TOPOOPT_WORDING("Problem", "must be a finite number > 0"),
                         {});
}

} // namespace

Topology idealSwitchTopology(int servers, int degree, double linkGbps)
{
    checkArgs(servers, degree, linkGbps);
    Topology t;
    t.kind = "ideal";
    t.servers = servers;
    t.switches = 1;
    t.degree = degree;
    t.linkGbps = linkGbps;
    for (int s = 0; s < servers; ++s)
        t.links.push_back({s, servers, 1, LinkRole::Uplink, degree * linkGbps});
    return t;
}

Topology leafSpineTopology(int servers, int degree, double linkGbps)
{
    checkArgs(servers, degree, linkGbps);
    const int perTor = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(servers))));
    const int tors = (servers + perTor - 1) / perTor;
    const int spines = tors > 1 ? perTor : 0;
    Topology t;
    t.kind = "fattree";
    t.servers = servers;
    t.switches = tors + spines;
    t.degree = degree;
    t.linkGbps = linkGbps;
    for (int s = 0; s < servers; ++s)
        t.links.push_back({s, servers + s / perTor, degree, LinkRole::Uplink, 0});
    for (int r = 0; r < tors; ++r)
        for (int p = 0; p < spines; ++p)
            t.links.push_back({servers + r, servers + tors + p, degree, LinkRole::Fabric, 0});
    return t;
}

} // namespace topoopt::sim

// The fat-tree size calculator used by the cost model (topologyfinder.md section 7).
#include "cost/fattreesize.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace topoopt {

namespace {

/// ceil(x) that ignores floating-point dust (3.0000000001 is 3).
int ceilCount(double x)
{
    return static_cast<int>(std::ceil(x - 1e-9));
}

} // namespace

FatTreeSize fatTreeSize(int servers, double oversubscription)
{
    if (servers < 1 || servers > 65536)
        throw std::invalid_argument("fatTreeSize: servers must be in 1..65536");
    if (!(oversubscription >= 1) || !std::isfinite(oversubscription))
        throw std::invalid_argument("fatTreeSize: oversubscription must be >= 1");
    FatTreeSize s;
    s.servers = servers;
    s.oversubscription = oversubscription;
    const long long n = servers;
    long long k = 2;
    while (k * k * k / 4 < n)
        k += 2;
    s.k = static_cast<int>(k);
    const long long half = k / 2;
    const long long perPod = half * half;
    s.pods = static_cast<int>((n + perPod - 1) / perPod);
    s.edgeSwitches = static_cast<int>((n + half - 1) / half);
    // Each pod's uplinks land on aggregation switches with k/2 down ports.
    for (int pod = 0; pod < s.pods; ++pod) {
        const long long inPod = std::min(perPod, n - pod * perPod);
        s.aggSwitches += std::max(1, ceilCount(double(inPod) / oversubscription / double(half)));
    }
    // A core switch has one port per pod (k in all).
    const double up = double(n) / oversubscription;
    s.coreSwitches = std::max(1, ceilCount(up / double(k)));
    s.serverLinks = double(n);
    s.edgeAggLinks = up;
    s.aggCoreLinks = up;
    s.edgePorts = double(n) + up;
    s.aggPorts = 2 * up;
    s.corePorts = up;
    return s;
}

} // namespace topoopt

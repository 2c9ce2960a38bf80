// TopologyFinder's last link step: use ports that would otherwise stay idle (3.6, [ours]).
#pragma once

#include <functional>

#include "common/cancel.h"
#include "topology/linkset.h"

namespace topoopt {

struct FillResult {
    int linksAdded = 0;
    /// Links x-y replaced by x-s and s-y through the last server s with two free ports.
    int splitLinks = 0;
    int serversWithIdlePorts = 0;
};

/// Links servers with free ports (fewer than `degree` used) in rounds until at most one server
/// has a free port: each round ranks the pairs of free servers (pairs in different components
/// first, then remaining MP demand times the hops a direct link would save, then distance)
/// and links them greedily. Then, while one server s still has two free ports, a fill (or a
/// doubled MP) link x-y elsewhere becomes x-s-y. `remainingDemand(a, b)` gives the MP bytes
/// between a and b (both directions) not yet served by MP links.
FillResult fillIdlePorts(LinkSet& links, int servers, int degree,
                         const std::function<double(int, int)>& remainingDemand,
                         const CancelToken* cancel = nullptr);

} // namespace topoopt

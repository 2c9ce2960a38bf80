// A search's best point written into its scenario.
#include "search/bestdesign.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "common/error.h"
#include "io/strategyjson.h"
#include "topology/buildtopology.h"
#include "traffic/extract.h"

namespace topoopt {

namespace {

std::vector<int> sorted(std::vector<int> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

/// A manual ring named after a group of the traffic must span exactly that group's servers.
/// A search can leave the fabric with a ring named after a group the strategy has since
/// reshaped (a layer moved off a server); the group then borrows that ring as a covering one.
/// Such a ring is renamed to a name no group or other ring has, which keeps every ring a
/// collective runs on (RingIndex looks rings up by name only for a group's own rings, and those
/// need the same servers).
void keepRingsOfReshapedGroups(std::vector<Ring>& rings, const Traffic& traffic)
{
    std::set<std::string> taken;
    for (const AllReduceGroup& g : traffic.allreduce)
        taken.insert(g.name);
    for (const Ring& r : rings)
        taken.insert(r.group);
    std::map<std::string, std::string> renamed; // rings of one group over one set stay together
    for (Ring& ring : rings) {
        const auto group =
            std::find_if(traffic.allreduce.begin(), traffic.allreduce.end(),
                         [&](const AllReduceGroup& g) { return g.name == ring.group; });
        if (group == traffic.allreduce.end() || sorted(group->members) == sorted(ring.members))
            continue;
        const std::string key = ring.group + '\n' + std::to_string(ring.members.size());
        auto it = renamed.find(key);
        if (it == renamed.end()) {
            std::string name =
                ring.group + " (" + std::to_string(ring.members.size()) + " servers)";
            for (int n = 2; taken.count(name) > 0; ++n)
                name = ring.group + " (" + std::to_string(ring.members.size()) + " servers, " +
                       std::to_string(n) + ")";
            taken.insert(name);
            it = renamed.emplace(key, name).first;
        }
        ring.group = it->second;
    }
}

} // namespace

TopologySpec manualDesignOf(const Topology& fabric, const Traffic* traffic)
{
    TopologySpec spec;
    spec.kind = "manual";
    spec.rings = fabric.rings;
    if (traffic) keepRingsOfReshapedGroups(spec.rings, *traffic);
    for (const Link& l : fabric.links)
        if (l.role == LinkRole::Mp || l.role == LinkRole::Fill) spec.links.push_back(l);
    // A cycle that disjoint groups share is no group's ring: it stays as its links.
    for (const Link& l : allreduceBeyondRings(fabric.rings, fabric.links))
        spec.links.push_back(l);
    return spec;
}

Scenario scenarioWithDesign(const Scenario& ran, const Model& model, const Strategy& strategy,
                            const Topology& fabric, const CancelToken* cancel)
{
    Scenario s = ran;
    s.strategy = io::strategyToJson(strategy, model);
    const Traffic traffic = extractTraffic(model, strategy, s.cluster, cancel);
    // The spec is kept whenever it still describes the fabric, so a TopologyFinder design stays
    // one (later edits of the model or cluster rebuild it) instead of freezing into a manual one.
    // A search left to choose the shared cycle weighed the same candidates, and may have kept
    // another choice than the spec's: the spec then says which.
    for (const TopologyCandidate& c :
         buildTopologyCandidates(traffic, topologyOptionsFor(s), cancel))
        if (c.topology == fabric) {
            s.topology.sharedCycle = c.sharedCycle;
            return s;
        }
    const bool switched = std::any_of(fabric.links.begin(), fabric.links.end(), [](const Link& l) {
        return l.role == LinkRole::Uplink || l.role == LinkRole::Fabric;
    });
    if (switched)
        //: %1 a topology kind (a name)
        throw InputError("topology",
                         TOPOOPT_WORDING("Problem", "the %1 fabric is not the one the scenario's "
                                                    "kind builds, and a switched fabric cannot be "
                                                    "a manual design"),
                         {fabric.kind});
    TopologySpec manual = manualDesignOf(fabric, &traffic);
    manual.degreeSplit = s.topology.degreeSplit;
    manual.oversubscription = s.topology.oversubscription;
    s.topology = std::move(manual);
    return s;
}

} // namespace topoopt

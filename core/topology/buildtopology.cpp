// Checks topology inputs and dispatches to TopologyFinder, the manual design or a baseline.
#include "topology/buildtopology.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "common/limits.h"
#include "topology/baselines.h"
#include "topology/linkset.h"
#include "topology/metrics.h"
#include "topology/topologycheck.h"

namespace topoopt {

namespace {

std::string str(double v)
{
    std::string s = std::to_string(v);
    s.erase(s.find_last_not_of('0') + 1);
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s;
}

std::string str(int v)
{
    return std::to_string(v);
}

void checkTraffic(const Traffic& traffic, Problems& problems)
{
    static const char* const kByteCount =
        TOPOOPT_WORDING("Problem", "must be a byte count >= 0 and below 2^53, got %1");
    //: %1 a server id, %2 the largest valid one
    static const char* const kOutside = TOPOOPT_WORDING("Problem", "server %1 outside 0..%2");
    const int n = traffic.servers;
    if (n < 1 || n > limits::kMaxServers) {
        problems.add("/servers", TOPOOPT_WORDING("Problem", "must be between %1 and %2, got %3"),
                     {"1", str(limits::kMaxServers), str(n)});
        return;
    }
    for (std::size_t g = 0; g < traffic.allreduce.size(); ++g) {
        const AllReduceGroup& group = traffic.allreduce[g];
        const std::string path = "/allreduce/" + std::to_string(g);
        if (!std::isfinite(group.bytes) || group.bytes < 0 || group.bytes >= limits::kMaxBytes)
            problems.add(path + "/bytes", kByteCount, {str(group.bytes)});
        std::set<int> seen;
        for (std::size_t i = 0; i < group.members.size(); ++i) {
            const int m = group.members[i];
            const std::string mpath = path + "/members/" + std::to_string(i);
            if (m < 0 || m >= n)
                problems.add(mpath, kOutside, {str(m), str(n - 1)});
            else if (!seen.insert(m).second)
                problems.add(mpath,
                             TOPOOPT_WORDING("Problem", "server %1 appears twice in the group"),
                             {str(m)});
        }
    }
    for (std::size_t i = 0; i < traffic.mp.size(); ++i) {
        const MpFlow& f = traffic.mp[i];
        const std::string path = "/mp/" + std::to_string(i);
        if (f.src < 0 || f.src >= n)
            problems.add(path + "/src", kOutside, {str(f.src), str(n - 1)});
        if (f.dst < 0 || f.dst >= n)
            problems.add(path + "/dst", kOutside, {str(f.dst), str(n - 1)});
        //: src and dst are field names; keep them
        if (f.src == f.dst)
            problems.add(path, TOPOOPT_WORDING("Problem", "src and dst are the same server %1"),
                         {str(f.src)});
        if (!std::isfinite(f.bytes) || f.bytes < 0 || f.bytes >= limits::kMaxBytes)
            problems.add(path + "/bytes", kByteCount, {str(f.bytes)});
    }
}

/// The ring and link lists of a manual design, checked against the traffic; returns the links.
std::vector<Link> manualLinks(const Traffic& traffic, const TopologyOptions& options,
                              std::vector<Ring>& rings, Problems& problems)
{
    const int n = traffic.servers;
    LinkSet links(n);
    rings = options.rings;
    for (std::size_t i = 0; i < rings.size(); ++i) {
        Ring& ring = rings[i];
        const std::string path = options.designPath + "/rings/" + std::to_string(i);
        const auto group =
            std::find_if(traffic.allreduce.begin(), traffic.allreduce.end(),
                         [&](const AllReduceGroup& g) { return g.name == ring.group; });
        if (group == traffic.allreduce.end()) {
            // A ring of a group the strategy no longer has (a search renamed or reshaped it) is
            // still wiring: groups over the same servers, or fewer, run on it (ringcycles.h).
            // Only its members can say where it goes.
            if (ring.members.empty()) {
                problems.add(path + "/group",
                             TOPOOPT_WORDING(
                                 "Problem", "names no AllReduce group of the traffic: \"%1\" (list "
                                            "its members to keep it as a ring of its own)"),
                             {ring.group});
                continue;
            }
            const std::size_t before = problems.size();
            checkRingMembers(ring.members, n, path, problems);
            if (problems.size() != before) continue;
        } else {
            if (ring.members.empty()) {
                ring.members = group->members;
                std::sort(ring.members.begin(), ring.members.end());
            }
            std::vector<int> a = ring.members, b = group->members;
            std::sort(a.begin(), a.end());
            std::sort(b.begin(), b.end());
            if (a != b) {
                problems.add(path + "/members",
                             TOPOOPT_WORDING(
                                 "Problem", "must list exactly the members of group \"%1\" in ring "
                                            "order"),
                             {ring.group});
                continue;
            }
        }
        const int k = static_cast<int>(ring.members.size());
        bool ok = true;
        for (std::size_t j = 0; j < ring.permutations.size(); ++j) {
            const int p = ring.permutations[j];
            if (k < 2 || p < 1 || p >= k || gcd(p, k) != 1) {
                problems.add(path + "/permutations/" + std::to_string(j),
                             TOPOOPT_WORDING("Problem",
                                             "permutation %1 is not coprime with the group size %2 "
                                             "(it would not form one ring)"),
                             {str(p), str(k)});
                ok = false;
            }
        }
        if (!ok) continue;
        for (int p : ring.permutations)
            for (int m = 0; m < k; ++m)
                links.add(ring.members[static_cast<std::size_t>(m)],
                          ring.members[static_cast<std::size_t>((m + p) % k)], LinkRole::AllReduce);
    }
    for (std::size_t i = 0; i < options.links.size(); ++i) {
        const Link& l = options.links[i];
        const std::string path = options.designPath + "/links/" + std::to_string(i);
        if (l.a < 0 || l.a >= n || l.b < 0 || l.b >= n) {
            problems.add(path, TOPOOPT_WORDING("Problem", "endpoint outside 0..%1: %2-%3"),
                         {str(n - 1), str(l.a), str(l.b)});
            continue;
        }
        if (l.a == l.b) {
            problems.add(path, TOPOOPT_WORDING("Problem", "a link cannot join server %1 to itself"),
                         {str(l.a)});
            continue;
        }
        if (l.count < 1) {
            problems.add(path + "/count", TOPOOPT_WORDING("Problem", "must be at least 1, got %1"),
                         {str(l.count)});
            continue;
        }
        // Ring links come from the rings: a design saved from a topology file lists them
        // again with role allreduce; what the rings do not lay is added below.
        if (l.role == LinkRole::AllReduce) continue;
        if (l.role == LinkRole::Uplink || l.role == LinkRole::Fabric) {
            problems.add(path + "/role",
                         TOPOOPT_WORDING(
                             "Problem", "a manual design joins servers directly: use allreduce, mp "
                                        "or fill"),
                         {});
            continue;
        }
        links.add(l.a, l.b, l.role, l.count, l.gbps);
    }
    for (const Link& l : allreduceBeyondRings(rings, options.links)) // members resolved
        if (l.a >= 0 && l.a < n && l.b >= 0 && l.b < n && l.a != l.b)
            links.add(l.a, l.b, l.role, l.count, l.gbps);
    for (int s = 0; s < n; ++s)
        if (links.ports(s) > options.degree)
            //: %1 the server, %2 the ports it uses, %3 the degree d
            problems.add(options.designPath + "/links",
                         TOPOOPT_WORDING("Problem",
                                         "server %1 uses %2 ports (rings and links together), more "
                                         "than its degree %3"),
                         {str(s), str(links.ports(s)), str(options.degree)});
    return links.links();
}

} // namespace

std::vector<Link> allreduceBeyondRings(const std::vector<Ring>& rings,
                                       const std::vector<Link>& links)
{
    std::map<std::pair<int, int>, int> laid;
    for (const Ring& ring : rings) {
        const std::size_t k = ring.members.size();
        if (k < 2) continue;
        for (int p : ring.permutations)
            for (std::size_t m = 0; m < k; ++m) {
                const int a = ring.members[m];
                const int b = ring.members[(m + static_cast<std::size_t>(p)) % k];
                ++laid[{std::min(a, b), std::max(a, b)}];
            }
    }
    std::vector<Link> beyond;
    for (const Link& l : links) {
        if (l.role != LinkRole::AllReduce) continue;
        const std::pair<int, int> pair{std::min(l.a, l.b), std::max(l.a, l.b)};
        const auto it = laid.find(pair);
        const int byRings = it == laid.end() ? 0 : it->second;
        if (l.count > byRings) {
            Link extra = l;
            extra.count = l.count - byRings;
            beyond.push_back(extra);
        }
        if (it != laid.end()) it->second = std::max(0, byRings - l.count);
    }
    return beyond;
}

namespace {

Topology baseline(const Traffic& traffic, const TopologyOptions& o)
{
    const int n = traffic.servers;
    Topology t;
    if (o.kind == "expander")
        t = buildExpander(n, o.degree, o.seed);
    else if (o.kind == "ring")
        t = buildRing(n, o.degree);
    else if (o.kind == "torus")
        t = buildTorus(n, o.degree);
    else if (o.kind == "fattree")
        t = buildFatTree(n, o.linkGbps, o.oversubscription);
    else
        t = buildIdealSwitch(n, o.degree, o.linkGbps);
    t.degree = o.degree;
    t.linkGbps = o.linkGbps;
    return t;
}

} // namespace

Problems checkTopologyInputs(const Traffic& traffic, const TopologyOptions& o)
{
    Problems problems;
    if (!isTopologyKind(o.kind))
        problems.add("kind", TOPOOPT_WORDING("Problem", "must be one of %1, got %2"),
                     {topologyKindList(), "\"" + o.kind + "\""});
    if (o.degree < 1 || o.degree > limits::kMaxDegree)
        problems.add("degree", TOPOOPT_WORDING("Problem", "must be between %1 and %2, got %3"),
                     {"1", str(limits::kMaxDegree), str(o.degree)});
    if (!std::isfinite(o.linkGbps) || o.linkGbps <= 0)
        problems.add("link_gbps", TOPOOPT_WORDING("Problem", "must be a finite number > 0, got %1"),
                     {str(o.linkGbps)});
    if (!std::isfinite(o.oversubscription) || o.oversubscription < 1)
        problems.add("oversubscription",
                     TOPOOPT_WORDING("Problem", "must be a finite ratio >= 1, got %1"),
                     {str(o.oversubscription)});
    if (o.exactMatchingMaxEdges < 0)
        problems.add("exact_matching_max_edges",
                     TOPOOPT_WORDING("Problem", "must be >= %1, got %2"),
                     {"0", str(o.exactMatchingMaxEdges)});
    checkTraffic(traffic, problems);
    return problems;
}

Topology buildTopology(const Traffic& traffic, const TopologyOptions& options,
                       std::vector<FinderStage>& stages, const CancelToken* cancel)
{
    const Problems problems = checkTopologyInputs(traffic, options);
    if (!problems.empty()) throw InputError(problems);
    stages.clear();
    if (options.kind == "topoopt") {
        TopologyFinder finder(traffic, options);
        Topology t = finder.run(cancel);
        stages = finder.stages();
        return t;
    }
    Topology t;
    if (options.kind == "manual") {
        Problems manual;
        t.kind = "manual";
        t.servers = traffic.servers;
        t.degree = options.degree;
        t.linkGbps = options.linkGbps;
        t.links = manualLinks(traffic, options, t.rings, manual);
        if (!manual.empty()) throw InputError(manual);
    } else {
        t = baseline(traffic, options);
    }
    finalizeTopology(t, traffic, cancel);
    std::vector<FinderSentence> sentences{{"routes-baseline", {t.kind}}};
    std::string english = englishAccount(sentences);
    stages.push_back({"routes", std::move(english), std::move(sentences), t});
    return t;
}

namespace {

/// TopologyFinder on inputs checked before; `sharable`, when given, is set to whether the
/// options' shared-cycle choice decided anything (TopologyFinder::hadSharableGroups()).
Topology runFinder(const Traffic& traffic, const TopologyOptions& options,
                   const CancelToken* cancel, bool* sharable = nullptr)
{
    TopologyFinder finder(traffic, options);
    finder.setRecordStages(false); // nobody replays them: skip the snapshot copies
    Topology t = finder.run(cancel);
    if (sharable) *sharable = finder.hadSharableGroups();
    return t;
}

} // namespace

Topology buildTopology(const Traffic& traffic, const TopologyOptions& options,
                       const CancelToken* cancel)
{
    if (options.kind == "topoopt") {
        const Problems problems = checkTopologyInputs(traffic, options);
        if (!problems.empty()) throw InputError(problems);
        return runFinder(traffic, options, cancel);
    }
    std::vector<FinderStage> stages;
    return buildTopology(traffic, options, stages, cancel);
}

std::vector<TopologyCandidate> buildTopologyCandidates(const Traffic& traffic,
                                                       const TopologyOptions& options,
                                                       const CancelToken* cancel)
{
    if (options.kind != "topoopt" || options.sharedCycle != SharedCycle::Auto)
        return {{options.sharedCycle, buildTopology(traffic, options, cancel)}};
    const Problems problems = checkTopologyInputs(traffic, options);
    if (!problems.empty()) throw InputError(problems);
    std::vector<TopologyCandidate> candidates;
    bool sharable = false;
    for (SharedCycle policy : {SharedCycle::Auto, SharedCycle::Always, SharedCycle::Never}) {
        if (policy != SharedCycle::Auto && !sharable) break; // no class the policy decides
        TopologyOptions o = options;
        o.sharedCycle = policy;
        bool decided = false;
        Topology t = runFinder(traffic, o, cancel, &decided);
        sharable = sharable || decided;
        if (std::none_of(candidates.begin(), candidates.end(),
                         [&](const TopologyCandidate& c) { return c.topology == t; }))
            candidates.push_back({policy, std::move(t)});
    }
    return candidates;
}

TopologyOptions topologyOptionsFor(const Scenario& scenario)
{
    TopologyOptions o;
    o.kind = scenario.topology.kind;
    o.degree = scenario.cluster.degree;
    o.linkGbps = scenario.cluster.linkGbps;
    o.degreeSplit = scenario.topology.degreeSplit;
    o.sharedCycle = scenario.topology.sharedCycle;
    o.oversubscription = scenario.topology.oversubscription;
    o.seed = scenario.search.seed;
    o.rings = scenario.topology.rings;
    o.links = scenario.topology.links;
    o.designPath = "/topology";
    return o;
}

} // namespace topoopt

// Ring-permutation and link-swap moves on a direct-connect fabric.
#include "search/topologymoves.h"

#include <algorithm>
#include <numeric>

#include "common/error.h"
#include "topology/buildtopology.h"

namespace topoopt {

namespace {

/// Index drawn uniformly from 0..n-1 (n > 0).
std::size_t pick(std::size_t n, std::mt19937_64& rng)
{
    return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
}

std::optional<std::string> swapPermutation(std::vector<Ring>& rings, std::mt19937_64& rng)
{
    // Rings of three or more members with an unused coprime permutation to move to.
    std::vector<std::size_t> movable;
    for (std::size_t r = 0; r < rings.size(); ++r) {
        const int k = static_cast<int>(rings[r].members.size());
        if (k < 3) continue;
        int candidates = 0;
        for (int q = 1; q <= k / 2; ++q)
            if (std::gcd(q, k) == 1) ++candidates;
        if (candidates > static_cast<int>(rings[r].permutations.size())) movable.push_back(r);
    }
    if (movable.empty()) return std::nullopt;
    Ring& ring = rings[movable[pick(movable.size(), rng)]];
    const int k = static_cast<int>(ring.members.size());
    std::vector<int> unused;
    for (int q = 1; q <= k / 2; ++q)
        if (std::gcd(q, k) == 1 && std::find(ring.permutations.begin(), ring.permutations.end(),
                                             q) == ring.permutations.end())
            unused.push_back(q);
    int& p = ring.permutations[pick(ring.permutations.size(), rng)];
    const int q = unused[pick(unused.size(), rng)];
    const std::string what =
        "ring " + ring.group + ": permutation " + std::to_string(p) + " -> " + std::to_string(q);
    p = q;
    return what;
}

std::optional<std::string> swapLinks(std::vector<Link>& links, std::mt19937_64& rng)
{
    // One entry per physical link, so parallel links can be split apart.
    std::vector<Link> single;
    for (const Link& l : links)
        for (int c = 0; c < l.count; ++c) {
            Link one = l;
            one.count = 1;
            single.push_back(one);
        }
    if (single.size() < 2) return std::nullopt;
    // A few tries to find two links on four distinct servers.
    for (int attempt = 0; attempt < 16; ++attempt) {
        const std::size_t i = pick(single.size(), rng);
        const std::size_t j = pick(single.size(), rng);
        Link& x = single[i];
        Link& y = single[j];
        if (i == j || x.a == y.a || x.a == y.b || x.b == y.a || x.b == y.b) continue;
        const std::string before = std::to_string(x.a) + "-" + std::to_string(x.b) + ", " +
                                   std::to_string(y.a) + "-" + std::to_string(y.b);
        if (rng() & 1)
            std::swap(x.b, y.a); // a-b, c-d -> a-c, b-d
        else
            std::swap(x.b, y.b); // a-b, c-d -> a-d, c-b
        for (Link* l : {&x, &y})
            if (l->a > l->b) std::swap(l->a, l->b);
        links = std::move(single);
        const Link& nx = links[i];
        const Link& ny = links[j];
        return "links " + before + " -> " + std::to_string(nx.a) + "-" + std::to_string(nx.b) +
               ", " + std::to_string(ny.a) + "-" + std::to_string(ny.b);
    }
    return std::nullopt;
}

/// `traffic` with every ring's group in it. The strategy search may have renamed a ring's
/// group (groups are named after their first operator) or left a ring with no group at all,
/// and a manual design must name its rings' groups. A ring is relabelled to the group over the
/// same servers; a ring no group uses yet gets an empty group of its own, so it stays on the
/// fabric (the simulator lends it to groups it covers).
Traffic trafficNamingRings(const Traffic& traffic, std::vector<Ring>& rings)
{
    Traffic out = traffic;
    const auto sorted = [](std::vector<int> v) {
        std::sort(v.begin(), v.end());
        return v;
    };
    for (Ring& ring : rings) {
        const std::vector<int> set = sorted(ring.members);
        const auto same =
            std::find_if(out.allreduce.begin(), out.allreduce.end(),
                         [&](const AllReduceGroup& g) { return sorted(g.members) == set; });
        if (same != out.allreduce.end()) {
            ring.group = same->name;
            continue;
        }
        const auto named = [&](const std::string& name) {
            return std::any_of(out.allreduce.begin(), out.allreduce.end(),
                               [&](const AllReduceGroup& g) { return g.name == name; });
        };
        std::string name = ring.group;
        for (int n = 2; named(name); ++n)
            name = ring.group + " #" + std::to_string(n);
        ring.group = name;
        out.allreduce.push_back(AllReduceGroup{name, set, 0.0});
    }
    return out;
}

} // namespace

std::optional<TopologyMove> proposeTopologyMove(const Topology& current, const Traffic& traffic,
                                                const TopologyOptions& options,
                                                std::mt19937_64& rng)
{
    TopologyOptions manual = options;
    manual.kind = "manual";
    manual.degree = current.degree;
    manual.linkGbps = current.linkGbps;
    manual.rings = current.rings;
    manual.links.clear();
    for (const Link& l : current.links)
        if (l.role == LinkRole::Mp || l.role == LinkRole::Fill) manual.links.push_back(l);
    // Half the moves try rings first, half links first; the other kind is the fallback.
    const bool ringsFirst = rng() & 1;
    std::optional<std::string> what =
        ringsFirst ? swapPermutation(manual.rings, rng) : swapLinks(manual.links, rng);
    if (!what)
        what = ringsFirst ? swapLinks(manual.links, rng) : swapPermutation(manual.rings, rng);
    if (!what) return std::nullopt;
    TopologyMove move;
    try {
        move.topology = buildTopology(trafficNamingRings(traffic, manual.rings), manual);
    } catch (const InputError&) {
        return std::nullopt; // e.g. a ring the finder added for connectivity, not for a group
    }
    if (!move.topology.metrics.connected) return std::nullopt;
    move.topology.kind = current.kind;
    move.description = *what;
    return move;
}

} // namespace topoopt

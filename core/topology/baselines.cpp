// Expander, ring, torus, fat-tree and ideal-switch fabrics.
#include "topology/baselines.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <utility>

#include "topology/linkset.h"

namespace topoopt {

namespace {

Topology shell(const char* kind, int servers, int degree)
{
    Topology t;
    t.kind = kind;
    t.servers = servers;
    t.degree = degree;
    return t;
}

std::size_t u(int i)
{
    return static_cast<std::size_t>(i);
}

} // namespace

Topology buildExpander(int servers, int degree, std::uint64_t seed)
{
    Topology t = shell("expander", servers, degree);
    if (servers < 2 || degree < 1) return t;
    std::mt19937_64 rng(seed);
    LinkSet links(servers);
    std::vector<int> stubs;
    int cyclePorts = 0;
    if (degree >= 2) {
        // A random Hamiltonian cycle first: connected by construction.
        std::vector<int> order(u(servers));
        for (int i = 0; i < servers; ++i)
            order[u(i)] = i;
        std::shuffle(order.begin(), order.end(), rng);
        for (int i = 0; i < servers; ++i)
            links.add(order[u(i)], order[u((i + 1) % servers)], LinkRole::Fill);
        cyclePorts = 2;
    }
    for (int s = 0; s < servers; ++s)
        for (int p = cyclePorts; p < degree; ++p)
            stubs.push_back(s);
    std::shuffle(stubs.begin(), stubs.end(), rng);
    std::vector<std::pair<int, int>> pairs;
    for (std::size_t i = 0; i + 1 < stubs.size(); i += 2)
        pairs.emplace_back(stubs[i], stubs[i + 1]);
    // Repair self-loops (always) and parallel links (when the degree leaves room) by swapping
    // partners with random other pairs.
    std::map<std::pair<int, int>, int> mult;
    auto key = [](int a, int b) { return std::make_pair(std::min(a, b), std::max(a, b)); };
    for (const auto& [a, b] : pairs)
        ++mult[key(a, b)];
    const bool simplePossible = degree <= servers - 1;
    auto existing = [&](int a, int b) { return mult[key(a, b)] + links.between(a, b); };
    auto bad = [&](const std::pair<int, int>& p) {
        return p.first == p.second || (simplePossible && existing(p.first, p.second) > 1);
    };
    std::uniform_int_distribution<std::size_t> pick(0, pairs.empty() ? 0 : pairs.size() - 1);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        for (int attempt = 0; attempt < 64 && bad(pairs[i]); ++attempt) {
            const std::size_t j = pick(rng);
            if (j == i) continue;
            auto [a, b] = pairs[i];
            auto [x, y] = pairs[j];
            if (a == x || b == y) continue;
            // Try (a, x), (b, y): accept when neither is a self-loop nor adds a parallel link.
            --mult[key(a, b)];
            --mult[key(x, y)];
            // A self-loop takes any swap that removes it; a parallel link only a swap that
            // creates no other.
            const bool ok =
                a != x && b != y &&
                (a == b || (existing(a, x) == 0 && existing(b, y) == 0 && key(a, x) != key(b, y)));
            if (ok) {
                pairs[i] = {a, x};
                pairs[j] = {b, y};
            }
            ++mult[key(pairs[i].first, pairs[i].second)];
            ++mult[key(pairs[j].first, pairs[j].second)];
        }
    }
    for (const auto& [a, b] : pairs)
        if (a != b) links.add(a, b, LinkRole::Fill);
    t.links = links.links();
    return t;
}

Topology buildRing(int servers, int degree)
{
    Topology t = shell("ring", servers, degree);
    if (servers < 2 || degree < 1) return t;
    LinkSet links(servers);
    if (degree == 1) {
        for (int i = 0; i + 1 < servers; i += 2)
            links.add(i, i + 1, LinkRole::Fill);
    } else {
        for (int i = 0; i < servers; ++i)
            links.add(i, (i + 1) % servers, LinkRole::Fill, degree / 2);
    }
    t.links = links.links();
    return t;
}

Topology buildTorus(int servers, int degree)
{
    int rows = 1;
    for (int a = 1; a * a <= servers; ++a)
        if (servers % a == 0) rows = a;
    if (degree < 4 || rows == 1) {
        Topology t = buildRing(servers, degree);
        t.kind = "torus";
        return t;
    }
    Topology t = shell("torus", servers, degree);
    const int cols = servers / rows;
    const int pairs = degree / 2;
    const int horizontal = (pairs + 1) / 2;
    const int vertical = pairs / 2;
    LinkSet links(servers);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const int id = r * cols + c;
            links.add(id, r * cols + (c + 1) % cols, LinkRole::Fill, horizontal);
            links.add(id, ((r + 1) % rows) * cols + c, LinkRole::Fill, vertical);
        }
    t.links = links.links();
    return t;
}

Topology buildFatTree(int servers, double linkGbps, double oversubscription)
{
    Topology t = shell("fattree", servers, 1);
    t.linkGbps = linkGbps;
    t.oversubscription = oversubscription;
    if (servers < 1) return t;
    int k = 2;
    while (static_cast<long long>(k) * k * k / 4 < servers)
        k += 2;
    const int half = k / 2;
    const int edges = (servers + half - 1) / half;
    const int pods = (edges + half - 1) / half;
    const bool needAgg = edges > 1;
    const bool needCore = pods > 1;
    const int aggBase = servers + edges;
    const int coreBase = aggBase + (needAgg ? pods * half : 0);
    t.switches = edges + (needAgg ? pods * half : 0) + (needCore ? half * half : 0);
    const double fabricGbps = oversubscription != 1.0 ? linkGbps / oversubscription : 0.0;
    LinkSet links(t.nodes());
    for (int s = 0; s < servers; ++s)
        links.add(s, servers + s / half, LinkRole::Uplink);
    if (needAgg)
        for (int e = 0; e < edges; ++e) {
            const int pod = e / half;
            for (int j = 0; j < half; ++j)
                links.add(servers + e, aggBase + pod * half + j, LinkRole::Fabric, 1, fabricGbps);
        }
    if (needCore)
        for (int pod = 0; pod < pods; ++pod)
            for (int j = 0; j < half; ++j)
                for (int c = 0; c < half; ++c)
                    links.add(aggBase + pod * half + j, coreBase + j * half + c, LinkRole::Fabric,
                              1, fabricGbps);
    t.links = links.links();
    return t;
}

Topology buildIdealSwitch(int servers, int degree, double linkGbps)
{
    Topology t = shell("ideal", servers, degree);
    t.linkGbps = linkGbps;
    t.switches = 1;
    LinkSet links(t.nodes());
    for (int s = 0; s < servers; ++s)
        links.add(s, servers, LinkRole::Uplink, 1, degree * linkGbps);
    t.links = links.links();
    return t;
}

} // namespace topoopt

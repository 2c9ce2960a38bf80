// Exact (our integer blossom, topology/blossom.h) and greedy maximum weight matchings.
#include "topology/matching.h"

#include <algorithm>
#include <map>
#include <utility>

#include "topology/blossom.h"

namespace topoopt {

namespace {

/// Canonical edges: u < v, in range, positive weight, heaviest of parallel edges, sorted.
std::vector<WeightedEdge> canonical(int nodes, const std::vector<WeightedEdge>& edges)
{
    std::vector<WeightedEdge> out;
    out.reserve(edges.size());
    for (const WeightedEdge& e : edges) {
        if (e.weight <= 0 || e.u == e.v || e.u < 0 || e.v < 0 || e.u >= nodes || e.v >= nodes)
            continue;
        out.push_back({std::min(e.u, e.v), std::max(e.u, e.v), e.weight});
    }
    std::sort(out.begin(), out.end(), [](const WeightedEdge& a, const WeightedEdge& b) {
        if (a.u != b.u) return a.u < b.u;
        if (a.v != b.v) return a.v < b.v;
        return a.weight > b.weight;
    });
    // Sorted heaviest first within a pair: keep the first of each pair.
    out.erase(std::unique(out.begin(), out.end(),
                          [](const WeightedEdge& a, const WeightedEdge& b) {
                              return a.u == b.u && a.v == b.v;
                          }),
              out.end());
    return out;
}

} // namespace

std::string matchingAlgorithmName(MatchingAlgorithm algorithm)
{
    return algorithm == MatchingAlgorithm::Exact ? "exact" : "greedy (1/2-approximation)";
}

std::vector<int> maximumWeightMatching(int nodes, const std::vector<WeightedEdge>& edges)
{
    std::vector<int> mate(static_cast<std::size_t>(std::max(nodes, 0)), -1);
    const std::vector<WeightedEdge> es = canonical(nodes, edges);
    if (es.empty()) return mate;
    // Only vertices that carry an edge enter the blossom graph: sparse demand stays cheap.
    std::vector<int> local(mate.size(), -1);
    std::vector<int> global;
    for (const WeightedEdge& e : es)
        for (int v : {e.u, e.v})
            if (local[static_cast<std::size_t>(v)] < 0) {
                local[static_cast<std::size_t>(v)] = static_cast<int>(global.size());
                global.push_back(v);
            }
    std::vector<WeightedEdge> compact;
    compact.reserve(es.size());
    for (const WeightedEdge& e : es)
        compact.push_back(
            {local[static_cast<std::size_t>(e.u)], local[static_cast<std::size_t>(e.v)], e.weight});
    const std::vector<int> m = detail::blossomMatching(static_cast<int>(global.size()), compact);
    for (std::size_t i = 0; i < global.size(); ++i)
        if (m[i] >= 0)
            mate[static_cast<std::size_t>(global[i])] = global[static_cast<std::size_t>(m[i])];
    return mate;
}

std::vector<int> greedyMatching(int nodes, const std::vector<WeightedEdge>& edges)
{
    std::vector<int> mate(static_cast<std::size_t>(std::max(nodes, 0)), -1);
    std::vector<WeightedEdge> es = canonical(nodes, edges);
    std::stable_sort(es.begin(), es.end(), [](const WeightedEdge& x, const WeightedEdge& y) {
        return x.weight > y.weight;
    });
    for (const WeightedEdge& e : es) {
        int& mu = mate[static_cast<std::size_t>(e.u)];
        int& mv = mate[static_cast<std::size_t>(e.v)];
        if (mu < 0 && mv < 0) {
            mu = e.v;
            mv = e.u;
        }
    }
    return mate;
}

std::int64_t matchingWeight(const std::vector<int>& mate, const std::vector<WeightedEdge>& edges)
{
    std::map<std::pair<int, int>, std::int64_t> best;
    for (const WeightedEdge& e : edges) {
        const std::pair<int, int> key{std::min(e.u, e.v), std::max(e.u, e.v)};
        auto [it, inserted] = best.emplace(key, e.weight);
        if (!inserted) it->second = std::max(it->second, e.weight);
    }
    std::int64_t total = 0;
    for (std::size_t v = 0; v < mate.size(); ++v) {
        const int m = mate[v];
        if (m > static_cast<int>(v)) {
            auto it = best.find({static_cast<int>(v), m});
            if (it != best.end()) total += it->second;
        }
    }
    return total;
}

} // namespace topoopt

// Maximum weight matchings for the MP links of TopologyFinder (topologyfinder.md 3.6).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace topoopt {

/// An undirected edge {u, v} with an integer weight: the blossom duals stay exact integers.
struct WeightedEdge {
    int u = 0;
    int v = 0;
    std::int64_t weight = 0;
};

enum class MatchingAlgorithm {
    Exact,  ///< Edmonds' blossom algorithm (detail::blossomMatching; why not Boost: blossom.h)
    Greedy, ///< heaviest edge first: at least half the optimum weight
};

/// Name recorded in TopologyMetrics::matching.
std::string matchingAlgorithmName(MatchingAlgorithm algorithm);

/// Maximum weight matching of the graph on `nodes` vertices. Returns mate[v] (-1 when v is
/// unmatched). Edges with weight <= 0, self-loops and out-of-range ends are ignored; parallel
/// edges keep their heaviest weight.
std::vector<int> maximumWeightMatching(int nodes, const std::vector<WeightedEdge>& edges);

/// Greedy matching: edges by decreasing weight (ties by smaller (u, v)), taken when both ends
/// are free. Its weight is at least half the optimum (each optimal edge is blocked by a heavier
/// or equal chosen edge sharing an end, and each chosen edge blocks at most two).
std::vector<int> greedyMatching(int nodes, const std::vector<WeightedEdge>& edges);

/// Sum of the weights of matched edges (each pair counted once).
std::int64_t matchingWeight(const std::vector<int>& mate, const std::vector<WeightedEdge>& edges);

} // namespace topoopt

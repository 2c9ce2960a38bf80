// Ring permutations (TotientPerms, geometric choice) and coin-change routing over them
// (topologyfinder.md 3.3 to 3.5).
#pragma once

#include <vector>

namespace topoopt {

/// The distinct duplex rings of a k-member group: permutations p <= k/2 with gcd(p, k) = 1
/// (p and k - p are the same undirected ring). {1} for k = 2 and k = 3; empty for k < 2.
std::vector<int> totientPerms(int k);

/// `r` permutations from `candidates` (ascending) spaced geometrically: the candidate nearest
/// to p_max^(i/r) for i = 0 .. r-1, skipping ones already taken (ties: the smaller). When r
/// exceeds the candidates, all of them are taken and then repeated from the start (parallel
/// rings). Returned in the order chosen.
std::vector<int> chooseGeometric(const std::vector<int>& candidates, int r);

/// Shortest routes on the circulant graph of `size` positions whose edges join x and x +- p
/// for every jump p: the fewest "coins" (+p or -p) adding up to (to - from) mod size. One table
/// over the residues serves every source because the graph is vertex-transitive.
class CoinChange {
public:
    CoinChange(int size, std::vector<int> jumps);

    int size() const { return m_size; }
    /// The coins in use: +p and -p for each distinct jump p (a jump of size/2 only once).
    const std::vector<int>& coins() const { return m_coins; }
    /// Fewest coins summing to `residue` mod size; -1 when unreachable.
    int hops(int residue) const;
    /// Fewest coins from position `from` to position `to`.
    int hops(int from, int to) const { return hops(((to - from) % m_size + m_size) % m_size); }
    /// Every minimum-coin sequence (ordered coins) for `residue`, at most `maxSequences` of
    /// them, in a fixed order (coins tried in the order of coins()).
    std::vector<std::vector<int>> sequences(int residue, int maxSequences) const;
    /// The position paths from `from` to `to` of those sequences; ECMP splits evenly over them.
    std::vector<std::vector<int>> positionPaths(int from, int to, int maxPaths) const;

private:
    int m_size;
    std::vector<int> m_coins;
    std::vector<int> m_hops;
};

} // namespace topoopt

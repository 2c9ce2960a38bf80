// TotientPerms, the geometric choice of ring permutations and coin-change routing.
#include "topology/coinchange.h"

#include <algorithm>
#include <cmath>
#include <deque>

#include "topology/topologycheck.h"

namespace topoopt {

std::vector<int> totientPerms(int k)
{
    std::vector<int> out;
    if (k < 2) return out;
    for (int p = 1; 2 * p <= k; ++p)
        if (gcd(p, k) == 1) out.push_back(p);
    if (out.empty()) out.push_back(1);
    return out;
}

std::vector<int> chooseGeometric(const std::vector<int>& candidates, int r)
{
    std::vector<int> chosen;
    if (candidates.empty() || r <= 0) return chosen;
    const int unique = std::min<int>(r, static_cast<int>(candidates.size()));
    const double pMax = static_cast<double>(candidates.back());
    std::vector<bool> taken(candidates.size(), false);
    for (int i = 0; i < unique; ++i) {
        // Targets 1, pMax^(1/r), pMax^(2/r), ...: skip-list-like jumps (3.4).
        const double target = std::pow(pMax, static_cast<double>(i) / unique);
        std::size_t best = candidates.size();
        double bestDist = 0;
        for (std::size_t c = 0; c < candidates.size(); ++c) {
            if (taken[c]) continue;
            const double dist = std::fabs(static_cast<double>(candidates[c]) - target);
            if (best == candidates.size() || dist < bestDist) {
                best = c;
                bestDist = dist;
            }
        }
        taken[best] = true;
        chosen.push_back(candidates[best]);
    }
    // More rings than distinct permutations: parallel copies, round-robin.
    for (int i = unique; i < r; ++i)
        chosen.push_back(chosen[static_cast<std::size_t>((i - unique) % unique)]);
    return chosen;
}

CoinChange::CoinChange(int size, std::vector<int> jumps) : m_size(std::max(size, 1))
{
    std::sort(jumps.begin(), jumps.end());
    jumps.erase(std::unique(jumps.begin(), jumps.end()), jumps.end());
    for (int p : jumps) {
        const int q = ((p % m_size) + m_size) % m_size;
        if (q == 0) continue;
        for (int c : {q, m_size - q})
            if (std::find(m_coins.begin(), m_coins.end(), c) == m_coins.end()) m_coins.push_back(c);
    }
    // Dynamic program over the residues (breadth-first: every coin costs one hop).
    m_hops.assign(static_cast<std::size_t>(m_size), -1);
    m_hops[0] = 0;
    std::deque<int> queue{0};
    while (!queue.empty()) {
        const int x = queue.front();
        queue.pop_front();
        for (int c : m_coins) {
            const int y = (x + c) % m_size;
            if (m_hops[static_cast<std::size_t>(y)] < 0) {
                m_hops[static_cast<std::size_t>(y)] = m_hops[static_cast<std::size_t>(x)] + 1;
                queue.push_back(y);
            }
        }
    }
}

int CoinChange::hops(int residue) const
{
    const int r = ((residue % m_size) + m_size) % m_size;
    return m_hops[static_cast<std::size_t>(r)];
}

std::vector<std::vector<int>> CoinChange::sequences(int residue, int maxSequences) const
{
    std::vector<std::vector<int>> out;
    const int target = ((residue % m_size) + m_size) % m_size;
    if (hops(target) < 0 || maxSequences <= 0) return out;
    std::vector<int> current;
    // Depth-first over coins that keep the remainder on a shortest route.
    auto walk = [&](auto&& self, int remaining) -> void {
        if (static_cast<int>(out.size()) >= maxSequences) return;
        if (remaining == 0) {
            out.push_back(current);
            return;
        }
        const int h = m_hops[static_cast<std::size_t>(remaining)];
        for (int c : m_coins) {
            const int rest = ((remaining - c) % m_size + m_size) % m_size;
            if (m_hops[static_cast<std::size_t>(rest)] != h - 1) continue;
            current.push_back(c);
            self(self, rest);
            current.pop_back();
        }
    };
    walk(walk, target);
    return out;
}

std::vector<std::vector<int>> CoinChange::positionPaths(int from, int to, int maxPaths) const
{
    std::vector<std::vector<int>> out;
    for (const std::vector<int>& seq : sequences(to - from, maxPaths)) {
        std::vector<int> path{((from % m_size) + m_size) % m_size};
        for (int c : seq)
            path.push_back((path.back() + c) % m_size);
        out.push_back(std::move(path));
    }
    return out;
}

} // namespace topoopt

// The MCMC neighbour move: one random change to one operator's placement (topologyfinder.md 4).
#include "strategy/neighbour.h"

#include <algorithm>
#include <numeric>

#include "cluster/cluster.h"
#include "model/model.h"
#include "strategy/memory.h"

namespace topoopt {

namespace {

constexpr int kAttempts = 64;

/// Uniform integer in [0, n) from the raw generator (the bias of the modulo is below 2^-40
/// for the sizes used here).
int draw(std::mt19937_64& rng, int n)
{
    return n <= 1 ? 0 : static_cast<int>(rng() % static_cast<std::uint64_t>(n));
}

enum class Move { Degree, Swap, Grow, Shrink, Mode, Split, Propagate };

struct Proposal {
    std::vector<int> ops; ///< operators changed
    std::vector<OpPlacement> placements;
    std::string description;
};

std::string serverList(const std::vector<int>& servers)
{
    if (servers.size() > 4)
        return std::to_string(servers.size()) + " servers from s" + std::to_string(servers[0]);
    std::string s;
    for (int id : servers)
        s += (s.empty() ? "s" : ",s") + std::to_string(id);
    return s;
}

int outsider(const OpPlacement& p, int servers, std::mt19937_64& rng)
{
    const int free = servers - static_cast<int>(p.servers.size());
    if (free <= 0) return -1;
    std::vector<char> member(static_cast<std::size_t>(servers), 0);
    for (int s : p.servers)
        member[static_cast<std::size_t>(s)] = 1;
    int nth = draw(rng, free);
    for (int s = 0; s < servers; ++s)
        if (!member[static_cast<std::size_t>(s)] && nth-- == 0) return s;
    return -1;
}

std::vector<int> neighboursOf(const Model& model, int op)
{
    std::vector<int> result;
    for (int u : model.ops[static_cast<std::size_t>(op)].inputs)
        if (model.ops[static_cast<std::size_t>(u)].kind != OpKind::Input) result.push_back(u);
    for (std::size_t v = static_cast<std::size_t>(op) + 1; v < model.ops.size(); ++v)
        for (int u : model.ops[v].inputs)
            if (u == op) {
                result.push_back(static_cast<int>(v));
                break;
            }
    std::sort(result.begin(), result.end());
    result.erase(std::unique(result.begin(), result.end()), result.end());
    return result;
}

Proposal propose(const Strategy& strategy, const Model& model, const Cluster& cluster,
                 const std::vector<int>& candidates, std::mt19937_64& rng)
{
    Proposal prop;
    const int op = candidates[static_cast<std::size_t>(draw(rng, int(candidates.size())))];
    const Operator& o = model.ops[static_cast<std::size_t>(op)];
    OpPlacement p = strategy.ops[static_cast<std::size_t>(op)];
    const int n = cluster.servers;
    const int k = static_cast<int>(p.servers.size());

    std::vector<Move> moves = {Move::Degree, Move::Swap, Move::Grow, Move::Shrink};
    if ((o.allowed & AllowShard) && (o.allowed & AllowDataParallel)) moves.push_back(Move::Mode);
    if ((o.allowed & AllowTensorSplit) && cluster.gpusPerServer > 1) moves.push_back(Move::Split);
    const std::vector<int> near = neighboursOf(model, op);
    if (!near.empty()) moves.push_back(Move::Propagate);
    const Move move = moves[static_cast<std::size_t>(draw(rng, int(moves.size())))];

    prop.ops = {op};
    std::string what;
    switch (move) {
    case Move::Degree: {
        const int degree = 1 + draw(rng, n);
        const int start = draw(rng, n);
        p.servers.resize(static_cast<std::size_t>(degree));
        for (int j = 0; j < degree; ++j)
            p.servers[static_cast<std::size_t>(j)] = (start + j) % n;
        what = "degree " + std::to_string(degree) + " from s" + std::to_string(start);
        break;
    }
    case Move::Swap: {
        const int s = outsider(p, n, rng);
        if (s < 0) return {};
        const int j = draw(rng, k);
        what = "s" + std::to_string(p.servers[static_cast<std::size_t>(j)]) + " -> s" +
               std::to_string(s);
        p.servers[static_cast<std::size_t>(j)] = s;
        break;
    }
    case Move::Grow: {
        const int s = outsider(p, n, rng);
        if (s < 0) return {};
        p.servers.push_back(s);
        what = "add s" + std::to_string(s);
        break;
    }
    case Move::Shrink: {
        if (k < 2) return {};
        const int j = draw(rng, k);
        what = "drop s" + std::to_string(p.servers[static_cast<std::size_t>(j)]);
        p.servers.erase(p.servers.begin() + j);
        break;
    }
    case Move::Mode:
        p.params =
            p.params == ParamMode::Replicated ? ParamMode::Partitioned : ParamMode::Replicated;
        what = paramModeName(p.params);
        break;
    case Move::Split: {
        std::vector<int> splits;
        for (int t = 1; t <= cluster.gpusPerServer; ++t)
            if (cluster.gpusPerServer % t == 0 && t != p.gpusPerServer) splits.push_back(t);
        if (splits.empty()) return {};
        p.gpusPerServer = splits[static_cast<std::size_t>(draw(rng, int(splits.size())))];
        what = "tensor split " + std::to_string(p.gpusPerServer);
        break;
    }
    case Move::Propagate: {
        const int to = near[static_cast<std::size_t>(draw(rng, int(near.size())))];
        prop.ops = {to};
        prop.placements = {p};
        prop.description = model.ops[static_cast<std::size_t>(to)].name + ": placement of " +
                           o.name + " (" + serverList(p.servers) + ")";
        return prop;
    }
    }
    prop.placements = {std::move(p)};
    prop.description = o.name + ": " + what;
    return prop;
}

} // namespace

std::string proposeNeighbour(Strategy& strategy, const Model& model, const Cluster& cluster,
                             double gpuMemoryBytes, std::mt19937_64& rng)
{
    std::vector<int> candidates;
    for (std::size_t i = 0; i < model.ops.size(); ++i)
        if (model.ops[i].kind != OpKind::Input) candidates.push_back(static_cast<int>(i));
    if (candidates.empty() || strategy.ops.size() != model.ops.size() || cluster.servers < 1)
        return "none";
    const MemoryUse base = memoryUse(strategy, model, cluster, gpuMemoryBytes);
    // Above capacity already: accept what does not make the worst server worse.
    const double limit = std::max(gpuMemoryBytes, base.worstBytes());
    std::vector<double> bytes;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        Proposal prop = propose(strategy, model, cluster, candidates, rng);
        if (prop.ops.empty()) continue;
        bool ok = true;
        for (std::size_t j = 0; j < prop.ops.size() && ok; ++j) {
            const std::size_t i = static_cast<std::size_t>(prop.ops[j]);
            ok = prop.placements[j] != strategy.ops[i] &&
                 placementAllowed(model.ops[i], prop.placements[j], cluster);
        }
        if (!ok) continue;
        bytes = base.bytesPerGpu;
        for (std::size_t j = 0; j < prop.ops.size(); ++j) {
            const int i = prop.ops[j];
            addOperatorMemory(bytes, model, i, strategy.ops[static_cast<std::size_t>(i)], cluster,
                              -1.0);
            addOperatorMemory(bytes, model, i, prop.placements[j], cluster, 1.0);
        }
        if (*std::max_element(bytes.begin(), bytes.end()) > limit) continue;
        Strategy next = strategy;
        for (std::size_t j = 0; j < prop.ops.size(); ++j)
            next.ops[static_cast<std::size_t>(prop.ops[j])] = prop.placements[j];
        // The incremental sum can differ from a fresh one in the last bit: confirm exactly.
        if (memoryUse(next, model, cluster, gpuMemoryBytes).worstBytes() > limit) continue;
        strategy = std::move(next);
        return prop.description;
    }
    return "none";
}

} // namespace topoopt

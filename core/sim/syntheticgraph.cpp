// A DLRM-like synthetic iteration: all-to-all MP plus data-parallel MLP layers.
#include "sim/syntheticgraph.h"

#include <random>
#include <string>

namespace topoopt::sim {

TaskGraph dlrmLikeGraph(const DlrmLikeShape& shape)
{
    const int n = shape.servers;
    const int layers = shape.mlpLayers;
    TaskGraph g;
    g.servers = n;
    g.devices = n;
    std::mt19937_64 rng(shape.seed);
    std::uniform_real_distribution<double> noise(1.0 - shape.jitter, 1.0 + shape.jitter);
    const auto add = [&](SimTask t) {
        g.tasks.push_back(std::move(t));
        return static_cast<int>(g.tasks.size()) - 1;
    };
    const auto compute = [&](const std::string& what, int server, double ms) {
        SimTask t;
        t.kind = TaskKind::Compute;
        t.device = server;
        t.durationMs = ms * (shape.jitter > 0 ? noise(rng) : 1.0);
        t.label = what + " @ s" + std::to_string(server);
        return add(std::move(t));
    };
    const auto transfer = [&](const std::string& what, int src, int dst, double bytes) {
        SimTask t;
        t.kind = TaskKind::Transfer;
        t.src = src;
        t.dst = dst;
        t.bytes = bytes;
        t.label = what + " s" + std::to_string(src) + "->s" + std::to_string(dst);
        return add(std::move(t));
    };
    const auto edge = [&](int from, int to) {
        g.tasks[static_cast<std::size_t>(from)].successors.push_back(to);
    };

    std::vector<int> embFwd(static_cast<std::size_t>(n)), firstFwd(embFwd.size());
    for (int s = 0; s < n; ++s)
        embFwd[static_cast<std::size_t>(s)] = compute("emb fwd", s, shape.embeddingMs);
    // The MLP chain per server; remember each layer's backward for the AllReduce.
    std::vector<std::vector<int>> bwd(static_cast<std::size_t>(layers),
                                      std::vector<int>(embFwd.size()));
    std::vector<int> lastBwd(embFwd.size());
    for (int s = 0; s < n; ++s) {
        int prev = -1;
        for (int l = 0; l < layers; ++l) {
            const int f = compute("mlp" + std::to_string(l) + " fwd", s, shape.mlpFwdMs);
            if (prev >= 0)
                edge(prev, f);
            else
                firstFwd[static_cast<std::size_t>(s)] = f;
            prev = f;
        }
        for (int l = layers - 1; l >= 0; --l) {
            const int b = compute("mlp" + std::to_string(l) + " bwd", s, shape.mlpBwdMs);
            edge(prev, b);
            prev = b;
            bwd[static_cast<std::size_t>(l)][static_cast<std::size_t>(s)] = b;
        }
        lastBwd[static_cast<std::size_t>(s)] = prev;
    }
    // All-to-all forward (embedding outputs) and backward (their gradients).
    for (int s = 0; s < n; ++s)
        for (int t = 0; t < n; ++t) {
            if (s == t) {
                edge(embFwd[static_cast<std::size_t>(s)], firstFwd[static_cast<std::size_t>(t)]);
                continue;
            }
            const int x = transfer("a2a fwd", s, t, shape.alltoallBytes);
            edge(embFwd[static_cast<std::size_t>(s)], x);
            edge(x, firstFwd[static_cast<std::size_t>(t)]);
        }
    for (int s = 0; s < n; ++s) {
        const int e = compute("emb bwd", s, shape.embeddingMs);
        for (int t = 0; t < n; ++t) {
            if (s == t) {
                edge(lastBwd[static_cast<std::size_t>(s)], e);
                continue;
            }
            const int x = transfer("a2a bwd", t, s, shape.alltoallBytes);
            edge(lastBwd[static_cast<std::size_t>(t)], x);
            edge(x, e);
        }
    }
    // One AllReduce per layer over all servers, after that layer's backward everywhere.
    if (n >= 2)
        for (int l = 0; l < layers; ++l) {
            SimTask t;
            t.kind = TaskKind::AllReduce;
            t.bytes = shape.layerBytes;
            t.group = "mlp" + std::to_string(l);
            t.label = "allreduce " + t.group;
            for (int s = 0; s < n; ++s)
                t.members.push_back(s);
            const int a = add(std::move(t));
            for (int s = 0; s < n; ++s)
                edge(bwd[static_cast<std::size_t>(l)][static_cast<std::size_t>(s)], a);
        }
    return g;
}

} // namespace topoopt::sim

// Shared by the topology suites: random traffic and independent property checks of a topology.
#pragma once

#include <QtTest>

#include <algorithm>
#include <deque>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "topology/topology.h"
#include "topology/topologycheck.h"
#include "traffic/traffic.h"

namespace topoopt::test {

/// Random traffic on n servers: up to three groups (random subsets in random order, possibly
/// overlapping) and up to `maxFlows` MP flows with random bytes (some zero).
inline Traffic randomTraffic(int n, std::uint64_t seed, int maxFlows)
{
    std::mt19937_64 rng(seed);
    Traffic t;
    t.servers = n;
    const int groups = static_cast<int>(rng() % 4);
    for (int g = 0; g < groups && n >= 2; ++g) {
        std::vector<int> all(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i)
            all[static_cast<std::size_t>(i)] = i;
        std::shuffle(all.begin(), all.end(), rng);
        const int k =
            g == 0 && rng() % 2 ? n : 2 + static_cast<int>(rng() % static_cast<unsigned>(n - 1));
        all.resize(static_cast<std::size_t>(k));
        t.allreduce.push_back(
            {"g" + std::to_string(g), all, static_cast<double>(1 + rng() % (1u << 28))});
    }
    std::set<std::pair<int, int>> used;
    const int flows = n >= 2 ? static_cast<int>(rng() % static_cast<unsigned>(maxFlows + 1)) : 0;
    for (int f = 0; f < flows; ++f) {
        const int a = static_cast<int>(rng() % static_cast<unsigned>(n));
        const int b = static_cast<int>(rng() % static_cast<unsigned>(n));
        if (a == b || !used.insert({a, b}).second) continue;
        const double bytes = rng() % 10 == 0 ? 0.0 : static_cast<double>(1 + rng() % (1u << 26));
        t.mp.push_back({a, b, bytes});
    }
    return t;
}

/// Breadth-first distances over the links (independent of RoutingTable).
inline std::vector<int> bfs(const Topology& t, int src)
{
    std::vector<std::set<int>> adj(static_cast<std::size_t>(t.nodes()));
    for (const Link& l : t.links) {
        adj[static_cast<std::size_t>(l.a)].insert(l.b);
        adj[static_cast<std::size_t>(l.b)].insert(l.a);
    }
    std::vector<int> dist(static_cast<std::size_t>(t.nodes()), -1);
    std::deque<int> q{src};
    dist[static_cast<std::size_t>(src)] = 0;
    while (!q.empty()) {
        const int v = q.front();
        q.pop_front();
        for (int w : adj[static_cast<std::size_t>(v)])
            if (dist[static_cast<std::size_t>(w)] < 0) {
                dist[static_cast<std::size_t>(w)] = dist[static_cast<std::size_t>(v)] + 1;
                q.push_back(w);
            }
    }
    return dist;
}

/// Every property of issue 3, item 5; returns the first violation or an empty string.
inline std::string topologyViolation(const Topology& t, const Traffic& traffic, int degree)
{
    const Problems structural = checkTopology(t);
    if (!structural.empty()) return "structure: " + structural.toString();
    const int n = t.servers;
    if (n != traffic.servers) return "server count differs";
    const std::vector<int> ports = t.portsUsed();
    if (t.isDirectConnect()) {
        int idle = 0;
        for (int s = 0; s < n; ++s) {
            if (ports[static_cast<std::size_t>(s)] > degree)
                return "server " + std::to_string(s) + " over its port budget";
            if (ports[static_cast<std::size_t>(s)] < degree) ++idle;
        }
        if (t.kind == "topoopt" && n >= 2 && idle > 1)
            return std::to_string(idle) + " servers with idle ports";
    }
    for (const Ring& r : t.rings) {
        const int k = static_cast<int>(r.members.size());
        for (int p : r.permutations) {
            std::set<int> seen;
            int pos = 0;
            for (int step = 0; step < k; ++step) {
                seen.insert(r.members[static_cast<std::size_t>(pos)]);
                pos = (pos + p) % k;
            }
            if (pos != 0 || static_cast<int>(seen.size()) != k)
                return "ring " + r.group + " +" + std::to_string(p) + " is not a single cycle";
        }
    }
    const std::vector<int> from0 = n > 0 ? bfs(t, 0) : std::vector<int>{};
    bool connected = true;
    for (int s = 0; s < n; ++s)
        connected = connected && from0[static_cast<std::size_t>(s)] >= 0;
    if (connected != t.metrics.connected) return "metrics.connected is wrong";
    if (n >= 2 && degree >= 2 && !connected) return "not connected with d >= 2";
    std::map<std::pair<int, int>, const Route*> routes;
    for (const Route& r : t.routes)
        routes[{r.src, r.dst}] = &r;
    std::map<int, std::vector<int>> distances;
    for (const MpFlow& f : traffic.mp) {
        if (f.bytes <= 0) continue;
        if (!distances.count(f.src)) distances[f.src] = bfs(t, f.src);
        const int shortest = distances[f.src][static_cast<std::size_t>(f.dst)];
        auto it = routes.find({f.src, f.dst});
        if (it == routes.end()) {
            if (shortest >= 0) return "no route for a reachable MP pair";
            continue;
        }
        for (const Path& p : it->second->paths)
            if (static_cast<int>(p.hops.size()) - 1 != shortest)
                return "route " + std::to_string(f.src) + "->" + std::to_string(f.dst) +
                       " is not a shortest path";
    }
    if (t.metrics.maxLinkLoadBytes + 1e-6 < t.metrics.loadLowerBoundBytes)
        return "lower bound above the maximum link load";
    return {};
}

} // namespace topoopt::test

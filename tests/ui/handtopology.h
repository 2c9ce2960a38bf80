// Topologies built by hand for UI tests and benchmarks: rings with chosen permutations per
// AllReduce group, greedy MP links, fill links, and BFS routes for every MP pair.
#pragma once

#include <algorithm>
#include <map>
#include <random>

#include "topology/topology.h"
#include "traffic/traffic.h"
#include "trafficmatrices.h"

namespace topoopt::test {

inline Topology handTopology(const Traffic& traffic, int degree, const std::vector<int>& perms)
{
    Topology t;
    t.kind = "manual";
    t.servers = traffic.servers;
    t.degree = degree;
    std::vector<int> ports(static_cast<std::size_t>(traffic.servers), 0);
    std::map<std::pair<int, int>, std::size_t> index;
    auto add = [&](int a, int b, LinkRole role) {
        const auto key = std::make_pair(std::min(a, b), std::max(a, b));
        auto it = index.find(key);
        if (it != index.end() && t.links[it->second].role == role)
            ++t.links[it->second].count;
        else {
            index[key] = t.links.size();
            t.links.push_back({key.first, key.second, 1, role, 0});
        }
        ++ports[static_cast<std::size_t>(a)];
        ++ports[static_cast<std::size_t>(b)];
    };
    for (const AllReduceGroup& g : traffic.allreduce) {
        Ring r{g.name, g.members, perms};
        const std::size_t k = g.members.size();
        for (int p : perms)
            for (std::size_t i = 0; i < k; ++i)
                add(g.members[i], g.members[(i + static_cast<std::size_t>(p)) % k],
                    LinkRole::AllReduce);
        t.rings.push_back(r);
    }
    std::vector<MpFlow> flows = traffic.mp;
    std::stable_sort(flows.begin(), flows.end(),
                     [](const MpFlow& x, const MpFlow& y) { return x.bytes > y.bytes; });
    for (const MpFlow& f : flows)
        if (ports[static_cast<std::size_t>(f.src)] < degree &&
            ports[static_cast<std::size_t>(f.dst)] < degree &&
            !index.count({std::min(f.src, f.dst), std::max(f.src, f.dst)}))
            add(f.src, f.dst, LinkRole::Mp);
    for (const MpFlow& f : traffic.mp) {
        Route route{f.src, f.dst, {}};
        route.paths.push_back({ui::shortestPath(t, f.src, f.dst), 1.0});
        t.routes.push_back(route);
    }
    return t;
}

/// All servers in one AllReduce group of `bytes`, no MP.
inline Traffic ringTraffic(int servers, double bytes)
{
    Traffic t;
    t.servers = servers;
    AllReduceGroup g{"all", {}, bytes};
    for (int i = 0; i < servers; ++i)
        g.members.push_back(i);
    t.allreduce.push_back(g);
    return t;
}

/// The figure suites' traffic: ringTraffic() on 12 servers, 8 MB, and two MP flows.
inline Traffic demoTraffic()
{
    Traffic t = test::ringTraffic(12, 8e6);
    t.mp.push_back({0, 6, 2e6});
    t.mp.push_back({3, 9, 1e6});
    return t;
}

/// A random d-regular-ish expander (kind "expander") on `servers` nodes, seeded.
inline Topology randomExpander(int servers, int degree, std::uint64_t seed)
{
    Topology t;
    t.kind = "expander";
    t.servers = servers;
    t.degree = degree;
    std::mt19937_64 rng(seed);
    for (int round = 0; round < degree / 2; ++round) {
        std::vector<int> order(static_cast<std::size_t>(servers));
        for (int i = 0; i < servers; ++i)
            order[static_cast<std::size_t>(i)] = i;
        std::shuffle(order.begin(), order.end(), rng);
        for (int i = 0; i < servers; ++i) {
            const int a = order[static_cast<std::size_t>(i)];
            const int b = order[static_cast<std::size_t>((i + 1) % servers)];
            t.links.push_back({std::min(a, b), std::max(a, b), 1, LinkRole::Fill, 0});
        }
    }
    return t;
}

/// A two-tier switched fabric: `servers / perTor` ToR switches and `spines` spine switches.
inline Topology smallFatTree(int servers, int perTor, int spines)
{
    Topology t;
    t.kind = "fattree";
    t.servers = servers;
    const int tors = (servers + perTor - 1) / perTor;
    t.switches = tors + spines;
    t.degree = 1;
    for (int s = 0; s < servers; ++s)
        t.links.push_back({s, servers + s / perTor, 1, LinkRole::Uplink, 0});
    for (int tor = 0; tor < tors; ++tor)
        for (int sp = 0; sp < spines; ++sp)
            t.links.push_back({servers + tor, servers + tors + sp, 1, LinkRole::Fabric, 0});
    return t;
}

} // namespace topoopt::test

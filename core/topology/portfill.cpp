// Filling idle ports: greedy rounds ranked by connectivity and MP hops saved, then splitting.
#include "topology/portfill.h"

#include <algorithm>
#include <set>
#include <tuple>
#include <vector>

#include "topology/routing.h"

namespace topoopt {

namespace {

std::size_t u(int i)
{
    return static_cast<std::size_t>(i);
}

struct Candidate {
    bool joins = false; // ends in different components
    double benefit = 0; // remaining demand x hops saved
    int distance = 0;
    int a = 0, b = 0;
};

/// Full ranking (breadth-first distances) only while it stays cheap.
constexpr std::size_t kRankedFreeServers = 512;

} // namespace

FillResult fillIdlePorts(LinkSet& links, int servers, int degree,
                         const std::function<double(int, int)>& remainingDemand,
                         const CancelToken* cancel)
{
    FillResult result;
    auto freePorts = [&](int s) { return degree - links.ports(s); };
    while (true) {
        if (cancel) cancel->check();
        std::vector<int> free;
        for (int s = 0; s < servers; ++s)
            if (freePorts(s) > 0) free.push_back(s);
        if (free.size() < 2) break;
        std::vector<Candidate> candidates;
        if (free.size() <= kRankedFreeServers) {
            const Multigraph g = Multigraph::fromLinks(servers, links.links());
            for (std::size_t i = 0; i < free.size(); ++i) {
                const std::vector<int> dist = g.distances(free[i]);
                for (std::size_t j = i + 1; j < free.size(); ++j) {
                    const int d = dist[u(free[j])];
                    Candidate c;
                    c.a = free[i];
                    c.b = free[j];
                    c.joins = d < 0;
                    c.distance = d < 0 ? servers : d;
                    c.benefit = remainingDemand(c.a, c.b) * (c.distance - 1);
                    candidates.push_back(c);
                }
            }
            std::stable_sort(candidates.begin(), candidates.end(),
                             [](const Candidate& x, const Candidate& y) {
                                 return std::tie(x.joins, x.benefit, x.distance) >
                                        std::tie(y.joins, y.benefit, y.distance);
                             });
        } else {
            // Many free servers (sparse MP demand at scale): pair them in id order.
            for (std::size_t i = 0; i + 1 < free.size(); i += 2)
                candidates.push_back({false, 0.0, 0, free[i], free[i + 1]});
            if (free.size() % 2 == 1)
                candidates.push_back({false, 0.0, 0, free[free.size() - 2], free.back()});
        }
        std::set<std::pair<int, int>> taken;
        int added = 0;
        for (const Candidate& c : candidates) {
            if (freePorts(c.a) <= 0 || freePorts(c.b) <= 0 || taken.count({c.a, c.b})) continue;
            links.add(c.a, c.b, LinkRole::Fill);
            taken.insert({c.a, c.b});
            ++added;
        }
        result.linksAdded += added;
        if (added == 0) break;
    }
    // One server left with two or more free ports: route an existing link through it.
    for (int s = 0; s < servers; ++s) {
        while (freePorts(s) >= 2) {
            bool split = false;
            for (LinkRole role : {LinkRole::Fill, LinkRole::Mp}) {
                for (const Link& l : links.links()) {
                    if (l.role != role || l.a == s || l.b == s) continue;
                    if (role == LinkRole::Mp && l.count < 2) continue;
                    links.removeOne(l.a, l.b, role);
                    links.add(s, l.a, LinkRole::Fill);
                    links.add(s, l.b, LinkRole::Fill);
                    ++result.splitLinks;
                    split = true;
                    break;
                }
                if (split) break;
            }
            if (!split) break;
        }
    }
    for (int s = 0; s < servers; ++s)
        if (freePorts(s) > 0) ++result.serversWithIdlePorts;
    return result;
}

} // namespace topoopt

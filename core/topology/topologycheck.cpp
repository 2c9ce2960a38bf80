// Structural validation of topologies; shared by `topoopt validate`, file loading and the UI.
#include "topology/topologycheck.h"

#include <cmath>
#include <set>
#include <string>

namespace topoopt {

int gcd(int a, int b)
{
    while (b != 0) {
        const int t = a % b;
        a = b;
        b = t;
    }
    return a < 0 ? -a : a;
}

namespace {

std::string str(int v)
{
    return std::to_string(v);
}

} // namespace

bool checkRingMembers(const std::vector<int>& members, int servers, const std::string& path,
                      Problems& problems)
{
    const std::set<int> unique(members.begin(), members.end());
    if (unique.size() != members.size())
        problems.add(path + "/members",
                     TOPOOPT_WORDING("Problem", "a server appears twice in the ring"), {});
    bool inRange = true;
    for (int m : members)
        inRange = inRange && m >= 0 && m < servers;
    if (!inRange)
        problems.add(path + "/members", TOPOOPT_WORDING("Problem", "member outside 0..%1"),
                     {str(servers - 1)});
    return inRange;
}

namespace {

void checkLinks(const Topology& t, std::set<std::pair<int, int>>& linked, Problems& problems)
{
    for (std::size_t i = 0; i < t.links.size(); ++i) {
        const Link& l = t.links[i];
        const std::string path = "/links/" + std::to_string(i);
        if (l.a < 0 || l.a >= t.nodes() || l.b < 0 || l.b >= t.nodes()) {
            //: %1 the last node, %2 and %3 the link's ends
            problems.add(path, TOPOOPT_WORDING("Problem", "endpoint outside 0..%1: %2-%3"),
                         {str(t.nodes() - 1), str(l.a), str(l.b)});
            continue;
        }
        if (l.a == l.b) {
            problems.add(path, TOPOOPT_WORDING("Problem", "a link cannot join node %1 to itself"),
                         {str(l.a)});
            continue;
        }
        if (l.a > l.b)
            problems.add(path,
                         TOPOOPT_WORDING("Problem", "endpoints must be ordered a < b, got %1 > %2"),
                         {str(l.a), str(l.b)});
        if (l.count < 1)
            problems.add(path + "/count", TOPOOPT_WORDING("Problem", "must be at least 1, got %1"),
                         {str(l.count)});
        linked.insert({std::min(l.a, l.b), std::max(l.a, l.b)});
    }
    if (!t.isDirectConnect()) return;
    const std::vector<int> ports = t.portsUsed();
    for (int s = 0; s < t.servers; ++s)
        if (ports[static_cast<std::size_t>(s)] > t.degree)
            //: %1 the server, %2 the ports it uses, %3 the degree d
            problems.add(
                "/links",
                TOPOOPT_WORDING("Problem", "server %1 uses %2 ports, more than its degree %3"),
                {str(s), str(ports[static_cast<std::size_t>(s)]), str(t.degree)});
}

bool isLink(const std::set<std::pair<int, int>>& linked, int x, int y)
{
    return linked.count({std::min(x, y), std::max(x, y)}) > 0;
}

void checkRings(const Topology& t, const std::set<std::pair<int, int>>& linked, Problems& problems)
{
    for (std::size_t i = 0; i < t.rings.size(); ++i) {
        const Ring& r = t.rings[i];
        const std::string path = "/rings/" + std::to_string(i);
        const int k = static_cast<int>(r.members.size());
        if (!checkRingMembers(r.members, t.servers, path, problems)) continue;
        for (std::size_t j = 0; j < r.permutations.size(); ++j) {
            const int p = r.permutations[j];
            const std::string ppath = path + "/permutations/" + std::to_string(j);
            if (k < 2) continue;
            if (p < 1 || p >= k || gcd(p, k) != 1) {
                //: %1 the permutation, %2 the group's size
                problems.add(ppath,
                             TOPOOPT_WORDING("Problem",
                                             "permutation %1 is not coprime with the group size %2 "
                                             "(it would not form one ring)"),
                             {str(p), str(k)});
                continue;
            }
            for (int m = 0; m < k; ++m) {
                const int x = r.members[static_cast<std::size_t>(m)];
                const int y = r.members[static_cast<std::size_t>((m + p) % k)];
                if (!isLink(linked, x, y)) {
                    //: %1 and %2 the hop's servers, %3 the permutation
                    problems.add(ppath,
                                 TOPOOPT_WORDING("Problem",
                                                 "ring hop %1-%2 of permutation %3 is not a link"),
                                 {str(x), str(y), str(p)});
                    break;
                }
            }
        }
    }
}

void checkRoutes(const Topology& t, const std::set<std::pair<int, int>>& linked, Problems& problems)
{
    for (std::size_t i = 0; i < t.routes.size(); ++i) {
        const Route& r = t.routes[i];
        const std::string path = "/routes/" + std::to_string(i);
        double total = 0;
        for (std::size_t j = 0; j < r.paths.size(); ++j) {
            const Path& p = r.paths[j];
            const std::string ppath = path + "/paths/" + std::to_string(j);
            total += p.share;
            if (p.hops.size() < 2 || p.hops.front() != r.src || p.hops.back() != r.dst) {
                problems.add(ppath + "/hops", TOPOOPT_WORDING("Problem", "must run from %1 to %2"),
                             {str(r.src), str(r.dst)});
                continue;
            }
            for (std::size_t h = 0; h + 1 < p.hops.size(); ++h)
                if (!isLink(linked, p.hops[h], p.hops[h + 1])) {
                    problems.add(ppath + "/hops/" + std::to_string(h + 1),
                                 TOPOOPT_WORDING("Problem", "hop %1-%2 is not a link"),
                                 {str(p.hops[h]), str(p.hops[h + 1])});
                    break;
                }
        }
        if (r.paths.empty())
            problems.add(path + "/paths",
                         TOPOOPT_WORDING("Problem", "a route needs at least one path"), {});
        else if (std::fabs(total - 1.0) > 1e-6)
            problems.add(path + "/paths",
                         TOPOOPT_WORDING("Problem", "shares must add up to 1, got %1"),
                         {std::to_string(total)});
    }
}

} // namespace

Problems checkTopology(const Topology& t)
{
    Problems problems;
    std::set<std::pair<int, int>> linked;
    checkLinks(t, linked, problems);
    checkRings(t, linked, problems);
    checkRoutes(t, linked, problems);
    return problems;
}

} // namespace topoopt

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
        problems.add(path + "/members", "a server appears twice in the ring");
    bool inRange = true;
    for (int m : members)
        inRange = inRange && m >= 0 && m < servers;
    if (!inRange) problems.add(path + "/members", "member outside 0.." + str(servers - 1));
    return inRange;
}

namespace {

void checkLinks(const Topology& t, std::set<std::pair<int, int>>& linked, Problems& problems)
{
    for (std::size_t i = 0; i < t.links.size(); ++i) {
        const Link& l = t.links[i];
        const std::string path = "/links/" + std::to_string(i);
        if (l.a < 0 || l.a >= t.nodes() || l.b < 0 || l.b >= t.nodes()) {
            problems.add(path, "endpoint outside 0.." + str(t.nodes() - 1) + ": " + str(l.a) + "-" +
                                   str(l.b));
            continue;
        }
        if (l.a == l.b) {
            problems.add(path, "a link cannot join node " + str(l.a) + " to itself");
            continue;
        }
        if (l.a > l.b)
            problems.add(path,
                         "endpoints must be ordered a < b, got " + str(l.a) + " > " + str(l.b));
        if (l.count < 1) problems.add(path + "/count", "must be at least 1, got " + str(l.count));
        linked.insert({std::min(l.a, l.b), std::max(l.a, l.b)});
    }
    if (!t.isDirectConnect()) return;
    const std::vector<int> ports = t.portsUsed();
    for (int s = 0; s < t.servers; ++s)
        if (ports[static_cast<std::size_t>(s)] > t.degree)
            problems.add("/links", "server " + str(s) + " uses " +
                                       str(ports[static_cast<std::size_t>(s)]) +
                                       " ports, more than its degree " + str(t.degree));
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
                problems.add(ppath, "permutation " + str(p) +
                                        " is not coprime with the group "
                                        "size " +
                                        str(k) + " (it would not form one ring)");
                continue;
            }
            for (int m = 0; m < k; ++m) {
                const int x = r.members[static_cast<std::size_t>(m)];
                const int y = r.members[static_cast<std::size_t>((m + p) % k)];
                if (!isLink(linked, x, y)) {
                    problems.add(ppath, "ring hop " + str(x) + "-" + str(y) + " of permutation " +
                                            str(p) + " is not a link");
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
                problems.add(ppath + "/hops", "must run from " + str(r.src) + " to " + str(r.dst));
                continue;
            }
            for (std::size_t h = 0; h + 1 < p.hops.size(); ++h)
                if (!isLink(linked, p.hops[h], p.hops[h + 1])) {
                    problems.add(ppath + "/hops/" + std::to_string(h + 1),
                                 "hop " + str(p.hops[h]) + "-" + str(p.hops[h + 1]) +
                                     " is not a link");
                    break;
                }
        }
        if (r.paths.empty())
            problems.add(path + "/paths", "a route needs at least one path");
        else if (std::fabs(total - 1.0) > 1e-6)
            problems.add(path + "/paths", "shares must add up to 1, got " + std::to_string(total));
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

// TopologyFinder: degree split, rings, MP matchings, filled ports, routes (topologyfinder.md 3).
#include "topology/topologyfinder.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

#include "topology/linkset.h"
#include "topology/matching.h"
#include "topology/metrics.h"
#include "topology/portfill.h"
#include "topology/ringplan.h"
#include "topology/routing.h"

namespace topoopt {

namespace {

std::size_t u(int i)
{
    return static_cast<std::size_t>(i);
}

std::string bytesText(double bytes)
{
    std::ostringstream out;
    out.precision(3);
    if (bytes >= 1e9)
        out << bytes / 1e9 << " GB";
    else if (bytes >= 1e6)
        out << bytes / 1e6 << " MB";
    else
        out << bytes << " bytes";
    return out.str();
}

bool hasGroup(const Traffic& traffic)
{
    return std::any_of(traffic.allreduce.begin(), traffic.allreduce.end(),
                       [](const AllReduceGroup& g) { return g.members.size() >= 2; });
}

} // namespace

PortSplit splitDegree(const Traffic& traffic, int degree, DegreeSplit mode)
{
    PortSplit split;
    const int evenPorts = degree - degree % 2;
    if (!hasGroup(traffic)) {
        split.mp = degree;
        return split;
    }
    const double ta = traffic.allreduceWireBytes();
    const double tm = traffic.mpBytes();
    if (mode == DegreeSplit::AllReduceOnly || tm <= 0) {
        split.allreduce = evenPorts;
    } else {
        const double share = ta + tm > 0 ? degree * ta / (ta + tm) : 0.0;
        // Rounded to an even count (two ports per ring); an odd port goes to MP (3.1).
        split.allreduce = std::min(evenPorts, 2 * static_cast<int>(std::lround(share / 2.0)));
        split.allreduce = std::max(split.allreduce, std::min(2, evenPorts));
    }
    split.mp = degree - split.allreduce;
    return split;
}

TopologyFinder::TopologyFinder(const Traffic& traffic, const TopologyOptions& options)
    : m_traffic(traffic), m_options(options)
{
    m_split = splitDegree(traffic, options.degree, options.degreeSplit);
}

void TopologyFinder::setObserver(std::function<void(const FinderStage&)> observer)
{
    m_observer = std::move(observer);
}

void TopologyFinder::stage(const std::string& kind, const std::string& explanation,
                           const Topology& t)
{
    m_stages.push_back({kind, explanation, t});
}

Topology TopologyFinder::run(const CancelToken* cancel)
{
    m_stages.clear();
    Topology t = build(false, cancel);
    // Without groups the matchings may leave islands; then a backbone ring joins everything.
    if (!t.metrics.connected && m_options.degree >= 2 && t.servers >= 3) {
        m_stages.clear();
        t = build(true, cancel);
    }
    if (m_observer)
        for (const FinderStage& s : m_stages)
            m_observer(s);
    return t;
}

Topology TopologyFinder::build(bool forceBackbone, const CancelToken* cancel)
{
    const Traffic& traffic = m_traffic;
    const int n = traffic.servers;
    const int d = m_options.degree;
    Topology t;
    t.kind = "topoopt";
    t.servers = n;
    t.degree = d;
    t.linkGbps = m_options.linkGbps;
    LinkSet links(n);
    auto snapshot = [&]() {
        t.links = links.links();
        return t;
    };

    // 1. Degree split.
    PortSplit split = m_split;
    if (forceBackbone && split.allreduce < 2) {
        split.allreduce = 2;
        split.mp = d - 2;
    }
    {
        std::ostringstream s;
        s << "Each server's " << d << " ports are split into " << split.allreduce
          << " for AllReduce rings and " << split.mp << " for MP links, ";
        if (forceBackbone && m_split.allreduce < 2)
            s << "because the MP links alone left the fabric disconnected, so two ports form a "
                 "backbone ring.";
        else if (m_options.degreeSplit == DegreeSplit::AllReduceOnly && hasGroup(traffic))
            s << "because this run gives AllReduce every even port (the odd one goes to MP).";
        else
            s << "in proportion to the AllReduce bytes on the wire ("
              << bytesText(traffic.allreduceWireBytes()) << ") and the MP bytes ("
              << bytesText(traffic.mpBytes()) << "), rounded to an even number of ring ports.";
        stage("degree-split", s.str(), snapshot());
    }

    // 2-4. Rings.
    const RingPlan plan = planRings(traffic, split.allreduce / 2, forceBackbone);
    if (plan.backbone) {
        for (int i = 0; i < n; ++i)
            links.add(i, (i + 1) % n, LinkRole::Fill);
        stage("ring",
              "A backbone ring joins all " + std::to_string(n) +
                  " servers in id order, because no AllReduce group spans every server and the "
                  "fabric must stay connected.",
              snapshot());
    }
    for (const PlannedRing& planned : plan.rings) {
        if (cancel) cancel->check();
        Ring ring = planned.ring;
        ring.permutations.clear();
        t.rings.push_back(ring);
        const int k = static_cast<int>(ring.members.size());
        for (std::size_t i = 0; i < planned.ring.permutations.size(); ++i) {
            const int p = planned.ring.permutations[i];
            for (int m = 0; m < k; ++m)
                links.add(ring.members[u(m)], ring.members[u((m + p) % k)], LinkRole::AllReduce);
            t.rings.back().permutations.push_back(p);
            std::ostringstream s;
            s << "Group \"" << ring.group << "\" (" << k << " servers) gets ring permutation +"
              << p << ", joining each member to the one " << p
              << " places ahead; it is a single cycle because gcd(" << p << ", " << k
              << ") = 1";
            if (i == 0)
                s << ", and the first ring takes the smallest jump so neighbours stay adjacent.";
            else if (planned.hopsAfter > 0 && planned.hopsAfter < planned.hopsBefore - 1e-12)
                s << ", and this jump lowers the group's MP hops on its rings from "
                  << planned.hopsBefore << " to " << planned.hopsAfter << " (coin change).";
            else
                s << ", and jumps grow geometrically so any member is a few hops from any other.";
            stage("ring", s.str(), snapshot());
        }
    }

    // 6. Repeated maximum weight matchings for MP demand, with diminishing returns.
    std::map<std::pair<int, int>, double> demand; // undirected, bytes
    for (const MpFlow& f : mergedMpFlows(traffic))
        demand[{std::min(f.src, f.dst), std::max(f.src, f.dst)}] += f.bytes;
    std::map<std::pair<int, int>, int> served;
    std::vector<int> mpPorts(u(n));
    for (int s = 0; s < n; ++s)
        mpPorts[u(s)] = std::min(split.mp, d - links.ports(s));
    bool anyExact = false, anyGreedy = false;
    for (int round = 1; round <= split.mp; ++round) {
        if (cancel) cancel->check();
        std::vector<std::pair<std::pair<int, int>, double>> remaining;
        double maxRemaining = 0;
        for (const auto& [pair, bytes] : demand) {
            if (mpPorts[u(pair.first)] <= 0 || mpPorts[u(pair.second)] <= 0) continue;
            const double left = bytes / (served[pair] + 1);
            remaining.push_back({pair, left});
            maxRemaining = std::max(maxRemaining, left);
        }
        if (remaining.empty() || maxRemaining <= 0) break;
        // Integer weights (3.6): scaled so the heaviest pair weighs 2^30.
        const double scale = static_cast<double>(1 << 30) / maxRemaining;
        std::vector<WeightedEdge> edges;
        edges.reserve(remaining.size());
        for (const auto& [pair, left] : remaining) {
            const auto w = static_cast<std::int64_t>(std::llround(left * scale));
            if (w > 0) edges.push_back({pair.first, pair.second, w});
        }
        const bool exact = m_options.matchingExact ||
                           static_cast<long long>(edges.size()) <= m_options.exactMatchingMaxEdges;
        const std::vector<int> mate =
            exact ? maximumWeightMatching(n, edges) : greedyMatching(n, edges);
        (exact ? anyExact : anyGreedy) = true;
        int pairs = 0;
        for (int a = 0; a < n; ++a) {
            const int b = mate[u(a)];
            if (b <= a) continue;
            links.add(a, b, LinkRole::Mp);
            ++served[{a, b}];
            --mpPorts[u(a)];
            --mpPorts[u(b)];
            ++pairs;
        }
        std::ostringstream s;
        s << "Matching round " << round << " pairs " << pairs
          << " server pairs with the most remaining MP demand ("
          << (exact ? "exact blossom matching" : "greedy matching, at least half the optimum")
          << ") and links each pair once; a pair with c links keeps c/(c+1) of its demand "
             "for later rounds, so heavy pairs may get parallel links.";
        stage("matching", s.str(), snapshot());
    }
    t.metrics.matching = anyGreedy ? matchingAlgorithmName(MatchingAlgorithm::Greedy)
                         : anyExact ? matchingAlgorithmName(MatchingAlgorithm::Exact)
                                    : std::string("none");

    // 6b. Ports still idle.
    const FillResult fill = fillIdlePorts(links, n, d, demand, served, cancel);
    {
        std::ostringstream s;
        s << "Filling adds " << fill.linksAdded << " link(s) on ports that would stay idle, "
          << "choosing pairs that shorten the remaining MP routes most (joining separate parts "
             "first)";
        if (fill.splitLinks > 0)
            s << ", and splits " << fill.splitLinks
              << " link(s) through the last server with free ports";
        s << "; " << (fill.serversWithIdlePorts == 0 ? std::string("no server")
                                                      : std::string("one server"))
          << " keeps an idle port.";
        stage("fill", s.str(), snapshot());
    }

    // 7. Routes for every MP pair and the metrics.
    t.links = links.links();
    const std::string matching = t.metrics.matching;
    finalizeTopology(t, traffic, cancel);
    t.metrics.matching = matching;
    {
        std::ostringstream s;
        s << "Every MP pair routes over its direct link when it has one, else evenly over all "
             "shortest paths: "
          << t.routes.size() << " routes, " << t.metrics.mpDirectFraction * 100.0
          << "% of MP bytes on direct links, " << t.metrics.mpAvgHops
          << " hops on average, diameter " << t.metrics.diameter << ".";
        stage("routes", s.str(), t);
    }
    return t;
}

} // namespace topoopt

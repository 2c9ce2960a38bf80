// TopologyFinder: degree split, rings, MP matchings, filled ports, routes (topologyfinder.md 3).
#include "topology/topologyfinder.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <map>
#include <random>
#include <sstream>

#include "topology/linkset.h"
#include "topology/matching.h"
#include "topology/metrics.h"
#include "topology/portfill.h"
#include "topology/ringplan.h"
#include "topology/routing.h"

namespace topoopt {

namespace {

/// For the first ring stage of a group: the smaller groups that share its rings, if any.
void addSharingNotes(const Traffic& traffic, const RingPlan& plan, std::size_t host,
                     std::vector<FinderSentence>& sentences)
{
    for (const auto& [g, with] : plan.sharing) {
        if (with != host) continue;
        const AllReduceGroup& group = traffic.allreduce[g];
        const std::size_t lacks = traffic.allreduce[host].members.size() - group.members.size();
        if (lacks == 1)
            sentences.push_back(
                {"ring-shared-by-one", {group.name, std::to_string(group.members.size())}});
        else
            sentences.push_back(
                {"ring-shared-by",
                 {group.name, std::to_string(group.members.size()), std::to_string(lacks)}});
    }
}

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

/// `value` with `decimals` digits after the point: the stages' accounts are read by people
/// (teaching mode), who need "26.7" rather than the stream's "26.6667".
std::string fixed(double value, int decimals)
{
    std::ostringstream out;
    out << std::fixed << std::setprecision(decimals) << value;
    return out.str();
}

/// The groups' quoted names for "Groups %1 and %2": all but the last, and the last.
std::vector<std::string> groupNames(const Traffic& traffic, const std::vector<std::size_t>& groups)
{
    std::string but;
    for (std::size_t i = 0; i + 1 < groups.size(); ++i)
        but += (i > 0 ? ", \"" : "\"") + traffic.allreduce[groups[i]].name + "\"";
    return {but, "\"" + traffic.allreduce[groups.back()].name + "\""};
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
    m_built = m_split;
}

void TopologyFinder::setObserver(std::function<void(const FinderStage&)> observer)
{
    m_observer = std::move(observer);
}

void TopologyFinder::stage(const std::string& kind, std::vector<FinderSentence> sentences,
                           const Topology& t)
{
    if (!m_record && !m_observer) return;
    std::string english = englishAccount(sentences);
    m_stages.push_back({kind, std::move(english), std::move(sentences), t});
}

Topology TopologyFinder::run(const CancelToken* cancel)
{
    m_stages.clear();
    Topology t = build(Join::None, cancel);
    // Rings of partial groups, MP and filled links may leave islands (disjoint data-parallel
    // groups, say: GPT's pipeline halves on the even and the odd servers). [ours] First one
    // ring's two ports go to MP links and filling, which join the parts where the MP demand
    // runs: for GPT, doubled links between each pipeline pair. Only if that still leaves parts
    // does a backbone ring over all servers in id order join them (3.2): on GPT-128 it served
    // the pairs (2i, 2i+1) with one link each and left the links (2i+1, 2i+2) idle.
    const bool parts = !t.metrics.connected && m_options.degree >= 2 && t.servers >= 3;
    if (parts && m_split.allreduce >= 4) {
        m_stages.clear();
        t = build(Join::MpPorts, cancel);
    }
    if (parts && !t.metrics.connected) {
        m_stages.clear();
        t = build(Join::Backbone, cancel);
    }
    if (m_observer)
        for (const FinderStage& s : m_stages)
            m_observer(s);
    return t;
}

Topology TopologyFinder::build(Join join, const CancelToken* cancel)
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
    const bool recording = m_record || m_observer;
    auto snapshot = [&]() -> const Topology& {
        if (recording) t.links = links.links();
        return t;
    };

    // 1. Degree split.
    const bool forceBackbone = join == Join::Backbone;
    PortSplit split = m_split;
    if (forceBackbone && split.allreduce < 2) {
        split.allreduce = 2;
        split.mp = d - 2;
    }
    if (join == Join::MpPorts) {
        split.allreduce -= 2;
        split.mp += 2;
    }
    m_built = split;
    {
        std::vector<std::string> facts{std::to_string(d), std::to_string(split.allreduce),
                                       std::to_string(split.mp)};
        std::string why;
        if (forceBackbone && m_split.allreduce < 2)
            why = "split-backbone-only";
        else if (forceBackbone)
            why = "split-backbone";
        else if (join == Join::MpPorts)
            why = "split-join-mp";
        else if (m_options.degreeSplit == DegreeSplit::AllReduceOnly && hasGroup(traffic))
            why = "split-allreduce-only";
        else {
            why = "split-proportional";
            facts.push_back(bytesText(traffic.allreduceWireBytes()));
            facts.push_back(bytesText(traffic.mpBytes()));
        }
        stage("degree-split", {{why, std::move(facts)}}, snapshot());
    }

    // 2-4. Rings.
    const RingPlan plan =
        planRings(traffic, split.allreduce / 2, forceBackbone, m_options.sharedCycle);
    m_sharable = plan.sharableClasses > 0;
    if (plan.backbone) {
        for (int i = 0; i < n; ++i)
            links.add(i, (i + 1) % n, LinkRole::Fill);
        stage("ring", {{"ring-backbone", {std::to_string(n)}}}, snapshot());
    }
    for (const PlannedRing& planned : plan.rings) {
        if (cancel) cancel->check();
        const int k = static_cast<int>(planned.ring.members.size());
        if (!planned.sharedBy.empty()) {
            const std::vector<int>& order = planned.ring.members;
            for (int m = 0; m < k; ++m)
                links.add(order[u(m)], order[u((m + 1) % k)], LinkRole::AllReduce,
                          planned.parallelLinks);
            const std::size_t groups = planned.sharedBy.size();
            std::vector<std::string> facts = groupNames(traffic, planned.sharedBy);
            facts.push_back(std::to_string(k / static_cast<int>(groups)));
            facts.push_back(std::to_string(k));
            facts.push_back(std::to_string(groups));
            facts.push_back(std::to_string(planned.parallelLinks));
            stage("ring",
                  {{planned.parallelLinks == 1 ? "ring-shared-cycle" : "ring-shared-cycle-parallel",
                    std::move(facts)}},
                  snapshot());
            continue;
        }
        Ring ring = planned.ring;
        ring.permutations.clear();
        t.rings.push_back(ring);
        for (std::size_t i = 0; i < planned.ring.permutations.size(); ++i) {
            const int p = planned.ring.permutations[i];
            for (int m = 0; m < k; ++m)
                links.add(ring.members[u(m)], ring.members[u((m + p) % k)], LinkRole::AllReduce);
            t.rings.back().permutations.push_back(p);
            std::vector<std::string> facts{ring.group, std::to_string(k), std::to_string(p)};
            std::vector<FinderSentence> sentences;
            if (i == 0) {
                sentences.push_back({"ring-first", std::move(facts)});
                addSharingNotes(traffic, plan, planned.group, sentences);
            } else if (planned.hopsAfter > 0 && planned.hopsAfter < planned.hopsBefore - 1e-12) {
                facts.push_back(fixed(planned.hopsBefore, 2));
                facts.push_back(fixed(planned.hopsAfter, 2));
                sentences.push_back({"ring-coin-change", std::move(facts)});
            } else {
                sentences.push_back({"ring-geometric", std::move(facts)});
            }
            stage("ring", std::move(sentences), snapshot());
        }
    }

    // 6. Repeated maximum weight matchings for MP demand, with diminishing returns.
    // Undirected demand per pair (bytes), sorted by pair, and the MP links each pair has.
    std::vector<std::pair<std::pair<int, int>, double>> demand;
    {
        std::vector<MpFlow> flows = mergedMpFlows(traffic);
        for (MpFlow& f : flows)
            if (f.src > f.dst) std::swap(f.src, f.dst);
        std::stable_sort(flows.begin(), flows.end(), [](const MpFlow& a, const MpFlow& b) {
            return a.src != b.src ? a.src < b.src : a.dst < b.dst;
        });
        for (const MpFlow& f : flows) {
            if (!demand.empty() && demand.back().first == std::make_pair(f.src, f.dst))
                demand.back().second += f.bytes;
            else
                demand.push_back({{f.src, f.dst}, f.bytes});
        }
    }
    std::vector<int> served(demand.size(), 0);
    auto indexOf = [&](int a, int b) -> std::size_t {
        const std::pair<int, int> key{std::min(a, b), std::max(a, b)};
        const auto it = std::lower_bound(
            demand.begin(), demand.end(), key,
            [](const auto& entry, const std::pair<int, int>& k) { return entry.first < k; });
        return it != demand.end() && it->first == key
                   ? static_cast<std::size_t>(it - demand.begin())
                   : demand.size();
    };
    std::vector<int> mpPorts(u(n));
    for (int s = 0; s < n; ++s)
        mpPorts[u(s)] = std::min(split.mp, d - links.ports(s));
    bool anyExact = false, anyGreedy = false;
    std::mt19937_64 rng(m_options.seed);
    for (int round = 1; round <= split.mp; ++round) {
        if (cancel) cancel->check();
        std::vector<std::pair<std::pair<int, int>, double>> remaining;
        double maxRemaining = 0;
        for (std::size_t i = 0; i < demand.size(); ++i) {
            const std::pair<int, int>& pair = demand[i].first;
            if (mpPorts[u(pair.first)] <= 0 || mpPorts[u(pair.second)] <= 0) continue;
            const double left = demand[i].second / (served[i] + 1);
            remaining.push_back({pair, left});
            maxRemaining = std::max(maxRemaining, left);
        }
        if (remaining.empty() || maxRemaining <= 0) break;
        // Integer weights (3.6): the heaviest pair's demand scales to 2^24 units. [ours] Ties
        // (uniform all-to-all demand makes every perfect matching optimal) go first to pairs
        // at least three hops apart on the fabric built so far, then to a seeded random order,
        // so MP links spread like an expander instead of doubling the rings' neighbours
        // (farthest-first was tried: it builds regular, poorly expanding chords):
        // weight = units x 2^28 + min(hops, 3) x 256 + random(0..255). The tie bonus of a whole
        // matching stays below 2^28 (n <= 16384), so the matching still serves the most demand.
        const double scale = static_cast<double>(1 << 24) / maxRemaining;
        // Distances need one breadth-first search per distinct first endpoint: skipped (random
        // order only) when that would cost more than about 2^26 node visits per round.
        std::size_t sources = 0;
        for (std::size_t i = 0; i < remaining.size(); ++i)
            if (i == 0 || remaining[i].first.first != remaining[i - 1].first.first) ++sources;
        const bool tieBreak = n <= 16384;
        const bool byDistance = tieBreak && sources * static_cast<std::size_t>(n) <= (1u << 26);
        const Multigraph fabric = Multigraph::fromLinks(n, links.links());
        std::vector<WeightedEdge> edges;
        edges.reserve(remaining.size());
        std::vector<int> dist;
        int distFrom = -1;
        for (const auto& [pair, left] : remaining) {
            const auto units = static_cast<std::int64_t>(std::llround(left * scale));
            if (units <= 0) continue;
            std::int64_t bonus = 0;
            if (tieBreak) {
                if (byDistance && distFrom != pair.first) {
                    dist = fabric.distances(pair.first);
                    distFrom = pair.first;
                }
                const int hops = byDistance ? dist[u(pair.second)] : 3;
                bonus = (hops < 0 ? 3 : std::min(hops, 3)) * 256 +
                        static_cast<std::int64_t>(rng() % 256);
            }
            edges.push_back({pair.first, pair.second, units * (std::int64_t{1} << 28) + bonus});
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
            const std::size_t index = indexOf(a, b);
            if (index < served.size()) ++served[index];
            --mpPorts[u(a)];
            --mpPorts[u(b)];
            ++pairs;
        }
        stage("matching",
              {{exact ? "matching-exact" : "matching-greedy",
                {std::to_string(round), std::to_string(pairs)}}},
              snapshot());
    }
    t.metrics.matching = anyGreedy  ? matchingAlgorithmName(MatchingAlgorithm::Greedy)
                         : anyExact ? matchingAlgorithmName(MatchingAlgorithm::Exact)
                                    : std::string("none");

    // 6b. Ports still idle.
    const FillResult fill = fillIdlePorts(
        links, n, d,
        [&](int a, int b) {
            const std::size_t i = indexOf(a, b);
            return i < demand.size() ? demand[i].second / (served[i] + 1) : 0.0;
        },
        cancel);
    {
        std::vector<FinderSentence> sentences{{"fill", {std::to_string(fill.linksAdded)}}};
        if (fill.splitLinks > 0)
            sentences.push_back({"fill-split", {std::to_string(fill.splitLinks)}});
        sentences.push_back(
            {fill.serversWithIdlePorts == 0 ? "fill-no-idle" : "fill-one-idle", {}});
        stage("fill", std::move(sentences), snapshot());
    }

    // 7. Routes for every MP pair and the metrics.
    t.links = links.links();
    const std::string matching = t.metrics.matching;
    finalizeTopology(t, traffic, cancel);
    t.metrics.matching = matching;
    stage("routes",
          {{"routes",
            {std::to_string(t.routes.size()), fixed(t.metrics.mpDirectFraction * 100.0, 1),
             fixed(t.metrics.mpAvgHops, 2), std::to_string(t.metrics.diameter)}}},
          t);
    return t;
}

} // namespace topoopt

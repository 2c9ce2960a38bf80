// Lower bound on the iteration time: longest chain, busiest device, busiest network resource.
#include "sim/lowerbound.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <deque>
#include <limits>
#include <numeric>
#include <span>
#include <unordered_map>
#include <utility>
#include <vector>

#include "common/error.h"
#include "sim/allreduce.h"
#include "sim/simfabric.h"

namespace topoopt {

namespace {

constexpr double kBytesPerMsPerGbps = 125000.0;
constexpr double kInf = std::numeric_limits<double>::infinity();

/// One flow the simulator would start: which task, its bytes per resource use, and how long
/// must pass after its last byte before its task can finish (delivery latency).
struct BoundFlow {
    int task = 0;
    double amount = 0;
    double tailDelayMs = 0;
    /// Extra wait between the task becoming ready and the flow starting (AllReduce: the
    /// local reduction).
    double headDelayMs = 0;
    // Its uses where they already live, not copied: a server pair's in the fabric (as long-lived
    // as the fabric), a ring's in the bounder. Copies of every transfer's uses took 300 MB at
    // each proposal of a DLRM search on 512 servers.
    std::span<const sim::ResourceUse> uses;
};

class Bounder {
public:
    Bounder(const TaskGraph& g, sim::SimFabric& fabric, const SimOptions& o)
        : m_g(g), m_fabric(fabric), m_opt(o), m_channels(fabric.routing().channels()),
          m_ringUses(static_cast<std::size_t>(m_channels + g.servers))
    {
    }

    IterationBound run();

private:
    double capacity(int resource) const
    {
        return resource < m_channels ? m_fabric.routing().capacity(resource)
                                     : m_opt.nvlinkGbps * kBytesPerMsPerGbps;
    }
    /// `uses` must outlive the bounder (see BoundFlow).
    void addFlow(int task, double amount, double headDelay, double tailDelay,
                 const std::vector<sim::ResourceUse>& uses);
    /// Fastest time for `amount` over `uses`: at most capacity / weight on every resource.
    double alone(const std::vector<sim::ResourceUse>& uses, double amount) const
    {
        double rate = kInf;
        for (const sim::ResourceUse& u : uses)
            rate = std::min(rate, capacity(u.resource) / u.weight);
        return amount / rate;
    }
    struct BestPath {
        double rate = 0;
        int hops = std::numeric_limits<int>::max();
    };
    BestPath bestPath(int src, int dst);
    double taskDuration(int i);
    double transferDuration(const SimTask& t, int i);
    double allReduceDuration(const SimTask& t, int i);
    bool order();
    double deviceBound() const;
    double resourceBound();

    const TaskGraph& m_g;
    sim::SimFabric& m_fabric;
    const SimOptions& m_opt;
    int m_channels;
    std::vector<int> m_topo;
    std::vector<double> m_duration, m_head, m_tail;
    std::vector<double> m_resourceBytes, m_resourceTail;
    std::vector<BoundFlow> m_flows;
    std::deque<std::vector<sim::ResourceUse>> m_ringUsesKept; // stable: m_flows points into it
    // Scratch of allReduceDuration: one ring's summed uses.
    sim::UseSum m_ringUses;
    std::vector<sim::ResourceUse> m_uses;
};

void Bounder::addFlow(int task, double amount, double headDelay, double tailDelay,
                      const std::vector<sim::ResourceUse>& uses)
{
    if (!m_opt.ecmpSplit) return; // which path a hashed flow takes is not known here
    m_flows.push_back({task, amount, tailDelay, headDelay, uses});
}

Bounder::BestPath Bounder::bestPath(int src, int dst)
{
    // Hashed ECMP sends a flow down one of the pair's paths; the fastest and the shortest of
    // them bound whichever it is.
    BestPath best;
    for (const sim::ChannelPath& p : m_fabric.routing().paths(src, dst)) {
        double rate = kInf;
        for (int h = 0; h < p.length; ++h)
            rate = std::min(rate, m_fabric.routing().capacity(
                                      m_fabric.routing().channelPool()[static_cast<std::size_t>(
                                          p.offset + h)]));
        best.rate = std::max(best.rate, rate);
        best.hops = std::min(best.hops, p.length);
    }
    return best;
}

double Bounder::transferDuration(const SimTask& t, int i)
{
    const double latencyMs = m_opt.latencyUs / 1000.0;
    double bytes = t.bytes;
    if (t.src != t.dst) bytes = std::max(bytes, m_opt.minFlowBytes);
    if (m_opt.ecmpSplit || t.src == t.dst) {
        const sim::PairUse& use = m_fabric.pairUse(t.src, t.dst, -1);
        const double delay = use.hops * latencyMs;
        if (bytes <= 0) return delay;
        addFlow(i, bytes, 0, delay, use.uses);
        return (t.src == t.dst ? alone(use.uses, bytes) : bytes / use.aloneBytesPerMs) + delay;
    }
    const BestPath best = bestPath(t.src, t.dst);
    return (bytes > 0 ? bytes / best.rate : 0) + best.hops * latencyMs;
}

double Bounder::allReduceDuration(const SimTask& t, int i)
{
    const int k = static_cast<int>(t.members.size());
    if (k < 2 || t.bytes <= 0) return t.durationMs;
    // The simulator's rings (simulate(): one flow per directed ring over all its hops), each
    // bounded alone; the collective ends with its slowest ring.
    const double latencyMs = m_opt.latencyUs / 1000.0;
    const double steps = 2.0 * (k - 1);
    double slowest = 0;
    for (const sim::DirectedRing& ring : m_fabric.planner().plan(t, m_opt.chunksPerRing)) {
        const double amount = steps * ring.stepBytes;
        int hops = 0;
        if (!m_opt.ecmpSplit) {
            // Each hop crosses at least one path's channels with weight >= 1.
            double rate = kInf;
            for (std::size_t p = 0; p < ring.servers.size(); ++p) {
                const BestPath best = bestPath(
                    ring.servers[p], ring.servers[static_cast<std::size_t>(ring.next[p])]);
                rate = std::min(rate, best.rate);
                hops = std::max(hops, best.hops);
            }
            slowest = std::max(slowest, amount / rate + steps * hops * latencyMs);
            continue;
        }
        for (std::size_t p = 0; p < ring.servers.size(); ++p) {
            const sim::PairUse& use = m_fabric.pairUse(
                ring.servers[p], ring.servers[static_cast<std::size_t>(ring.next[p])], -1);
            hops = std::max(hops, use.hops);
            m_ringUses.add(use.uses);
        }
        m_ringUses.take(m_uses);
        const double delay = steps * hops * latencyMs;
        slowest = std::max(slowest, alone(m_uses, amount) + delay);
        addFlow(i, amount, t.durationMs, delay, m_ringUsesKept.emplace_back(m_uses));
    }
    return t.durationMs + slowest;
}

double Bounder::taskDuration(int i)
{
    const SimTask& t = m_g.tasks[static_cast<std::size_t>(i)];
    switch (t.kind) {
    case TaskKind::Compute:
        return t.durationMs;
    case TaskKind::Transfer:
        return transferDuration(t, i);
    case TaskKind::AllReduce:
        return allReduceDuration(t, i);
    }
    return 0;
}

bool Bounder::order()
{
    const std::size_t n = m_g.tasks.size();
    std::vector<int> indeg(n, 0);
    for (const SimTask& t : m_g.tasks)
        for (int s : t.successors)
            ++indeg[static_cast<std::size_t>(s)];
    m_topo.clear();
    m_topo.reserve(n);
    for (std::size_t i = 0; i < n; ++i)
        if (indeg[i] == 0) m_topo.push_back(static_cast<int>(i));
    for (std::size_t k = 0; k < m_topo.size(); ++k)
        for (int s : m_g.tasks[static_cast<std::size_t>(m_topo[k])].successors)
            if (--indeg[static_cast<std::size_t>(s)] == 0) m_topo.push_back(s);
    return m_topo.size() == n;
}

double Bounder::deviceBound() const
{
    // A device runs its tasks back to back at best: from the earliest head among them, their
    // total duration, then the shortest tail after them.
    const std::size_t d = static_cast<std::size_t>(std::max(0, m_g.devices));
    std::vector<double> work(d, 0), head(d, kInf), tail(d, kInf);
    for (std::size_t i = 0; i < m_g.tasks.size(); ++i) {
        const SimTask& t = m_g.tasks[i];
        if (t.kind != TaskKind::Compute) continue;
        const std::size_t v = static_cast<std::size_t>(t.device);
        work[v] += t.durationMs;
        head[v] = std::min(head[v], m_head[i]);
        tail[v] = std::min(tail[v], m_tail[i]);
    }
    double bound = 0;
    for (std::size_t v = 0; v < d; ++v)
        if (work[v] > 0) bound = std::max(bound, head[v] + work[v] + tail[v]);
    return bound;
}

double Bounder::resourceBound()
{
    // Per resource, any set of its flows that cannot start before some head h needs h + their
    // bytes / capacity + the shortest tail among them. Taking the flows by decreasing head, and
    // on a tie by decreasing tail, and summing per resource as they come, every prefix is such
    // a set, and for each head the best set of its tie is a prefix: the largest over prefixes
    // and resources bounds the iteration. One order of the flows instead of one list per
    // resource: an all-to-all has some 16,000 flows but 200,000 resource uses. The bytes per
    // resource, which the cutoff reads, are summed on the same pass.
    const std::size_t resources = static_cast<std::size_t>(m_channels + m_g.servers);
    if (m_flows.empty()) return 0;
    m_resourceBytes.assign(resources, 0);
    m_resourceTail.assign(resources, kInf);
    // The flows in that order by a counting sort over their distinct (head, tail) pairs, which
    // are few and come in runs (one server's all-to-all flows share theirs: DLRM-128's 16,500
    // flows have about 50 pairs), so a flow is looked up in the map only when its pair differs
    // from the flow's before. A comparison sort of every flow was a sixth of the bound. Ties
    // of a pair keep the flows' order, which makes the result deterministic.
    struct Pair {
        double head, tail;
        std::size_t count;
    };
    const auto hashPair = [](const std::pair<double, double>& p) {
        // + 0.0 makes -0 into 0, which compares equal to it. std::hash<double> hashes bytes by
        // a library call, which was 7 % of the bound.
        const std::uint64_t h = std::bit_cast<std::uint64_t>(p.first + 0.0) * 0x9e3779b97f4a7c15u ^
                                std::bit_cast<std::uint64_t>(p.second + 0.0);
        return static_cast<std::size_t>((h ^ (h >> 29)) * 0xbf58476d1ce4e5b9u);
    };
    std::unordered_map<std::pair<double, double>, std::size_t, decltype(hashPair)> pairIndex(
        64, hashPair);
    std::vector<Pair> pairs;
    std::vector<std::size_t> pairOf(m_flows.size());
    std::size_t last = 0;
    for (std::size_t i = 0; i < m_flows.size(); ++i) {
        const BoundFlow& f = m_flows[i];
        const std::size_t task = static_cast<std::size_t>(f.task);
        const double head = m_head[task] + f.headDelayMs, tail = f.tailDelayMs + m_tail[task];
        if (pairs.empty() || pairs[last].head != head || pairs[last].tail != tail) {
            const auto [at, fresh] = pairIndex.try_emplace({head, tail}, pairs.size());
            if (fresh) pairs.push_back({head, tail, 0});
            last = at->second;
        }
        ++pairs[last].count;
        pairOf[i] = last;
    }
    std::vector<std::size_t> byPair(pairs.size());
    std::iota(byPair.begin(), byPair.end(), std::size_t{0});
    std::sort(byPair.begin(), byPair.end(), [&](std::size_t a, std::size_t b) {
        return pairs[a].head != pairs[b].head ? pairs[a].head > pairs[b].head
                                              : pairs[a].tail > pairs[b].tail;
    });
    std::vector<std::size_t> next(pairs.size()); // where a pair's next flow goes in `order`
    std::size_t placed = 0;
    for (std::size_t p : byPair) {
        next[p] = placed;
        placed += pairs[p].count;
    }
    std::vector<std::size_t> order(m_flows.size());
    for (std::size_t i = 0; i < m_flows.size(); ++i)
        order[next[pairOf[i]]++] = i;
    // Each resource's running maximum apart: one maximum over all would chain every use's
    // comparison to the one before it, and this loop runs over every use of every flow.
    std::vector<double> capacities(resources), load(resources, 0), best(resources, 0);
    for (std::size_t r = 0; r < resources; ++r)
        capacities[r] = capacity(static_cast<int>(r));
    std::size_t k = 0;
    for (std::size_t p : byPair) {
        const Pair& key = pairs[p];
        for (const std::size_t end = k + key.count; k < end; ++k) {
            const BoundFlow& f = m_flows[order[k]];
            for (const sim::ResourceUse& u : f.uses) {
                const std::size_t r = static_cast<std::size_t>(u.resource);
                const double bytes = f.amount * u.weight;
                m_resourceBytes[r] += bytes;
                load[r] += bytes / capacities[r];
                // The shortest tail of the prefix; at the end, of all the resource's flows.
                m_resourceTail[r] = std::min(m_resourceTail[r], key.tail);
                best[r] = std::max(best[r], key.head + load[r] + m_resourceTail[r]);
            }
        }
    }
    return *std::max_element(best.begin(), best.end());
}

IterationBound Bounder::run()
{
    IterationBound b;
    if (!order()) {
        b.iterationMs = b.chainMs = kInf;
        return b;
    }
    const std::size_t n = m_g.tasks.size();
    m_duration.assign(n, 0);
    m_head.assign(n, 0);
    m_tail.assign(n, 0);
    for (int i : m_topo) {
        const std::size_t u = static_cast<std::size_t>(i);
        m_duration[u] = taskDuration(i);
        const double end = m_head[u] + m_duration[u];
        for (int s : m_g.tasks[u].successors)
            m_head[static_cast<std::size_t>(s)] =
                std::max(m_head[static_cast<std::size_t>(s)], end);
    }
    for (std::size_t k = n; k-- > 0;) {
        const std::size_t u = static_cast<std::size_t>(m_topo[k]);
        for (int s : m_g.tasks[u].successors) {
            const std::size_t v = static_cast<std::size_t>(s);
            m_tail[u] = std::max(m_tail[u], m_duration[v] + m_tail[v]);
        }
        b.chainMs = std::max(b.chainMs, m_head[u] + m_duration[u] + m_tail[u]);
    }
    b.deviceMs = deviceBound();
    b.resourceMs = resourceBound();
    b.iterationMs = std::max({b.chainMs, b.deviceMs, b.resourceMs});
    b.taskDurationMs = std::move(m_duration);
    b.taskTailMs = std::move(m_tail);
    b.resourceBytes = std::move(m_resourceBytes);
    b.resourceTailMs = std::move(m_resourceTail);
    return b;
}

} // namespace

IterationBound iterationLowerBound(const TaskGraph& graph, sim::SimFabric& fabric,
                                   const SimOptions& options)
{
    checkSimOptions(options, fabric);
    validateTaskGraph(graph, fabric.topology());
    return Bounder(graph, fabric, options).run();
}

} // namespace topoopt

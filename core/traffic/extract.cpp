// Traffic extraction: AllReduce groups and MP demand from the sample-split rule (issue 4, item 5).
#include "traffic/extract.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "cluster/cluster.h"
#include "common/digits.h"
#include "common/error.h"
#include "common/limits.h"
#include "model/model.h"

namespace topoopt {

void forEachActivationFlow(const Model& model, const Strategy& strategy, const Cluster& cluster,
                           const std::function<void(const ActivationFlow&)>& visit)
{
    const long long batch = globalBatch(model, cluster);
    const std::size_t n = std::min(model.ops.size(), strategy.ops.size());
    std::vector<int> inputs;
    for (std::size_t v = 0; v < n; ++v) {
        if (model.ops[v].kind == OpKind::Input) continue; // loads from storage, consumes nothing
        // One transfer per distinct producer even if a model lists an input twice.
        inputs = model.ops[v].inputs;
        std::sort(inputs.begin(), inputs.end());
        inputs.erase(std::unique(inputs.begin(), inputs.end()), inputs.end());
        const OpPlacement& cons = strategy.ops[v];
        const int kc = static_cast<int>(cons.servers.size());
        for (int u : inputs) {
            if (u < 0 || static_cast<std::size_t>(u) >= v) continue;
            const Operator& op = model.ops[static_cast<std::size_t>(u)];
            if (op.kind == OpKind::Input || op.outputBytesPerSample <= 0) continue;
            const OpPlacement& prod = strategy.ops[static_cast<std::size_t>(u)];
            const int kp = static_cast<int>(prod.servers.size());
            ActivationFlow f;
            f.producer = u;
            f.consumer = static_cast<int>(v);
            auto emit = [&](int i, int j, long long samples) {
                if (samples <= 0) return;
                f.srcPos = i;
                f.dstPos = j;
                f.src = prod.servers[static_cast<std::size_t>(i)];
                f.dst = cons.servers[static_cast<std::size_t>(j)];
                f.bytes = double(samples) * op.outputBytesPerSample;
                visit(f);
            };
            for (int j = 0; j < kc; ++j) {
                const auto need = cons.params == ParamMode::Partitioned
                                      ? std::pair<long long, long long>{0, batch}
                                      : sampleRange(batch, kc, j);
                if (prod.params == ParamMode::Partitioned) {
                    for (int i = 0; i < kp; ++i)
                        emit(i, j, need.second - need.first);
                    continue;
                }
                // Producer ranges are sorted by position: visit only those overlapping `need`.
                int i = static_cast<int>(need.first * kp / std::max<long long>(batch, 1));
                i = std::clamp(i - 1, 0, std::max(kp - 1, 0));
                for (; i < kp; ++i) {
                    const auto have = sampleRange(batch, kp, i);
                    if (have.first >= need.second) break;
                    emit(i, j,
                         std::min(have.second, need.second) - std::max(have.first, need.first));
                }
            }
        }
    }
}

std::vector<AllReduceGroup> allreduceGroups(const Model& model, const Strategy& strategy,
                                            std::vector<std::vector<int>>* opsOfGroup)
{
    std::vector<AllReduceGroup> groups;
    std::vector<std::vector<int>> ops;
    std::map<std::vector<int>, std::size_t> index; // sorted members -> group
    const std::size_t n = std::min(model.ops.size(), strategy.ops.size());
    for (std::size_t i = 0; i < n; ++i) {
        const Operator& op = model.ops[i];
        const OpPlacement& p = strategy.ops[i];
        if (op.paramBytes <= 0 || p.params != ParamMode::Replicated || p.servers.size() < 2)
            continue;
        std::vector<int> members = p.servers;
        std::sort(members.begin(), members.end());
        auto [it, inserted] = index.emplace(members, groups.size());
        if (inserted) {
            groups.push_back(AllReduceGroup{"dp:" + op.name, std::move(members), 0.0});
            ops.emplace_back();
        }
        groups[it->second].bytes += op.paramBytes;
        ops[it->second].push_back(static_cast<int>(i));
    }
    // Operator names are normally unique; keep group names unique even when they are not.
    std::set<std::string> used;
    for (AllReduceGroup& g : groups) {
        const std::string base = g.name;
        for (int k = 2; !used.insert(g.name).second; ++k)
            g.name = base + "#" + std::to_string(k);
    }
    if (opsOfGroup) *opsOfGroup = std::move(ops);
    return groups;
}

std::size_t computeTaskCount(const Model& model, const Strategy& strategy)
{
    std::size_t tasks = 0;
    const std::size_t n = std::min(model.ops.size(), strategy.ops.size());
    for (std::size_t i = 0; i < n; ++i)
        if (model.ops[i].kind != OpKind::Input) tasks += 2 * strategy.ops[i].servers.size();
    return tasks;
}

namespace {
/// Throws TooLargeError at /cluster/servers: one iteration on `servers` servers needs more than
/// `limit` of `what`, more than a run can route and simulate.
[[noreturn]] void throwTooLarge(const std::string& what, std::size_t limit, int servers)
{
    throw TooLargeError(
        "/cluster/servers",
        //: %1 servers, %2 the limit, %3 what it counts
        TOPOOPT_WORDING("Problem", "one iteration on %1 servers needs more than %2 %3, more "
                                   "than a run can route and simulate in reasonable time and "
                                   "memory; use fewer servers or a strategy with less model "
                                   "parallelism"),
        {groupDigits(std::to_string(servers)), groupDigits(std::to_string(limit)), what});
}
} // namespace

void requireTaskGraphRoom(std::size_t tasks, int servers, std::size_t limit)
{
    if (tasks > limit)
        throwTooLarge(
            TOPOOPT_WORDING("ProblemFact",
                            "tasks in its task graph (compute, transfers and AllReduces)"),
            limit, servers);
}

Traffic extractTraffic(const Model& model, const Strategy& strategy, const Cluster& cluster,
                       const CancelToken* cancel)
{
    const Problems problems = checkStrategyStructure(strategy, model, cluster);
    if (!problems.empty()) throw InputError(problems);
    Traffic t;
    t.servers = cluster.servers;
    t.allreduce = allreduceGroups(model, strategy);
    // The task graph holds these, two transfers per flow between servers, and the AllReduces.
    std::size_t tasks = computeTaskCount(model, strategy) + t.allreduce.size();
    requireTaskGraphRoom(tasks, cluster.servers);
    std::map<std::pair<int, int>, double> demand;
    std::size_t visited = 0;
    forEachActivationFlow(model, strategy, cluster, [&](const ActivationFlow& f) {
        // Seconds for tens of thousands of servers, and the UI re-runs this on every edit.
        if (cancel && (++visited & 0xffff) == 0) cancel->check();
        if (f.src == f.dst) return;
        demand[{f.src, f.dst}] += f.bytes; // activations, forward
        demand[{f.dst, f.src}] += f.bytes; // their gradients, backward
        if (demand.size() > limits::kMaxMpPairs)
            throwTooLarge(
                TOPOOPT_WORDING("ProblemFact", "ordered server pairs with model-parallel traffic"),
                limits::kMaxMpPairs, cluster.servers);
        requireTaskGraphRoom(tasks += 2, cluster.servers);
    });
    t.mp.reserve(demand.size());
    for (const auto& [pair, bytes] : demand)
        t.mp.push_back(MpFlow{pair.first, pair.second, bytes});
    return t;
}

} // namespace topoopt

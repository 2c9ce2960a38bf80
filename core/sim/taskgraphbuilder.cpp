// Task graph of one iteration from model + strategy + cluster (topologyfinder.md 5).
#include "sim/taskgraphbuilder.h"

#include <algorithm>
#include <initializer_list>
#include <string_view>

#include "cluster/cluster.h"
#include "common/error.h"
#include "device/devicemodel.h"
#include "model/model.h"
#include "traffic/extract.h"

namespace topoopt {

namespace {

/// The parts joined with one allocation: a graph labels tens of thousands of tasks, and a
/// chain of operator+ allocates once per part.
std::string join(std::initializer_list<std::string_view> parts)
{
    std::size_t size = 0;
    for (std::string_view part : parts)
        size += part.size();
    std::string out;
    out.reserve(size);
    for (std::string_view part : parts)
        out += part;
    return out;
}

std::string at(std::string_view what, const std::string& op, int server)
{
    return join({what, " ", op, " @ s", std::to_string(server)});
}

/// Hands out the tasks of a graph being built in order, reusing the ones already there: a
/// reused task keeps the storage of its successors (and members), so a search that builds
/// every proposal into the same graph stops allocating and freeing some 20,000 small vectors
/// per proposal (with moving the tasks as the list grew, a tenth of a DLRM-128 search).
class TaskSink {
public:
    explicit TaskSink(TaskGraph& graph) : m_tasks(graph.tasks) {}
    /// Index of the next task add() gives.
    int next() const { return static_cast<int>(m_used); }
    SimTask& add(TaskKind kind)
    {
        if (m_used == m_tasks.size()) m_tasks.emplace_back();
        // Field by field, not `t = SimTask{}`, which would free the vectors' storage. A field
        // added to SimTask must be reset here too (buildingIntoAUsedGraphGivesAFreshOne).
        SimTask& t = m_tasks[m_used++];
        t.kind = kind;
        t.label.clear();
        t.device = t.src = t.dst = -1;
        t.durationMs = t.bytes = 0;
        t.members.clear();
        t.group.clear();
        t.successors.clear();
        return t;
    }
    SimTask& operator[](int i) { return m_tasks[static_cast<std::size_t>(i)]; }
    /// Drops the tasks of an earlier graph past the last one added.
    void finish() { m_tasks.resize(m_used); }

private:
    std::vector<SimTask>& m_tasks;
    std::size_t m_used = 0;
};

} // namespace

void buildTaskGraph(const Model& model, const Strategy& strategy, const Cluster& cluster,
                    const OpTimer& timer, const TaskGraphOptions& options, TaskGraph& graph)
{
    const Problems problems = checkStrategyStructure(strategy, model, cluster);
    if (!problems.empty()) throw InputError(problems);
    const double nvlinkBytesPerMs =
        (options.nvlinkGbps > 0 ? options.nvlinkGbps : cluster.nvlinkGbps) * 125000.0;
    const long long batch = globalBatch(model, cluster);
    const double g = cluster.gpusPerServer;
    const std::size_t nOps = model.ops.size();

    // The same limit as extractTraffic(), for callers that build a graph without the traffic;
    // checked before the compute tasks are allocated and as each transfer is.
    requireTaskGraphRoom(computeTaskCount(model, strategy), cluster.servers, options.maxTasks);

    graph.servers = cluster.servers;
    graph.devices = cluster.servers;
    TaskSink tasks(graph);
    const bool labels = options.labels;
    // First task index of each operator's forward and backward tasks (one per placement server).
    std::vector<int> fwdBase(nOps, -1), bwdBase(nOps, -1);
    auto computeTask = [&](std::string label, int server, double ms) {
        SimTask& t = tasks.add(TaskKind::Compute);
        t.label = std::move(label);
        t.device = server;
        t.durationMs = ms;
    };
    std::vector<std::vector<OpDurations>> durations(nOps);
    for (std::size_t i = 0; i < nOps; ++i) {
        const Operator& op = model.ops[i];
        if (op.kind == OpKind::Input) continue;
        const OpPlacement& p = strategy.ops[i];
        const int k = static_cast<int>(p.servers.size());
        const int t = p.gpusPerServer;
        const bool tensorSync = t > 1 && op.paramBytes > 0;
        fwdBase[i] = tasks.next();
        for (int pos = 0; pos < k; ++pos) {
            double samplesOnServer = double(batch) / k; // Partitioned: B / k samples of work
            if (p.params == ParamMode::Replicated) {
                const auto range = sampleRange(batch, k, pos);
                samplesOnServer = double(range.second - range.first);
            }
            const double samples = samplesOnServer * t / g;
            OpDurations d = timer(op, samples, t);
            if (tensorSync) {
                const double syncMs = options.tensorAllReducesPerOp * 2.0 * (t - 1) / t *
                                      op.outputBytesPerSample * samples / nvlinkBytesPerMs;
                d.forwardMs += syncMs;
                d.backwardMs += syncMs;
            }
            durations[i].push_back(d);
            const int server = p.servers[static_cast<std::size_t>(pos)];
            computeTask(labels ? at("fwd", op.name, server) : std::string(), server, d.forwardMs);
        }
    }
    auto edge = [&](int from, int to) { tasks[from].successors.push_back(to); };
    for (std::size_t r = nOps; r-- > 0;) {
        if (fwdBase[r] < 0) continue;
        const OpPlacement& p = strategy.ops[r];
        bwdBase[r] = tasks.next();
        for (std::size_t pos = 0; pos < p.servers.size(); ++pos) {
            computeTask(labels ? at("bwd", model.ops[r].name, p.servers[pos]) : std::string(),
                        p.servers[pos], durations[r][pos].backwardMs);
            edge(fwdBase[r] + static_cast<int>(pos), bwdBase[r] + static_cast<int>(pos));
        }
    }
    forEachActivationFlow(model, strategy, cluster, [&](const ActivationFlow& f) {
        const std::size_t u = static_cast<std::size_t>(f.producer);
        const std::size_t v = static_cast<std::size_t>(f.consumer);
        const int uf = fwdBase[u] + f.srcPos, ub = bwdBase[u] + f.srcPos;
        const int vf = fwdBase[v] + f.dstPos, vb = bwdBase[v] + f.dstPos;
        if (f.src == f.dst) {
            edge(uf, vf);
            edge(vb, ub);
            return;
        }
        requireTaskGraphRoom(static_cast<std::size_t>(tasks.next()) + 2, cluster.servers,
                             options.maxTasks);
        const auto transfer = [&](int from, int to, int before, int after, std::string label) {
            edge(before, tasks.next());
            SimTask& t = tasks.add(TaskKind::Transfer);
            t.bytes = f.bytes;
            t.src = from;
            t.dst = to;
            t.label = std::move(label);
            t.successors.push_back(after);
        };
        if (!labels) {
            transfer(f.src, f.dst, uf, vf, {});
            transfer(f.dst, f.src, vb, ub, {});
            return;
        }
        const std::string& un = model.ops[u].name;
        const std::string& vn = model.ops[v].name;
        const std::string src = std::to_string(f.src), dst = std::to_string(f.dst);
        transfer(f.src, f.dst, uf, vf, join({"act ", un, " -> ", vn, " s", src, " -> s", dst}));
        transfer(f.dst, f.src, vb, ub, join({"grad ", vn, " -> ", un, " s", dst, " -> s", src}));
    });
    std::vector<std::vector<int>> opsOfGroup;
    const std::vector<AllReduceGroup> groups = allreduceGroups(model, strategy, &opsOfGroup);
    requireTaskGraphRoom(static_cast<std::size_t>(tasks.next()) + groups.size(), cluster.servers,
                         options.maxTasks);
    for (std::size_t gi = 0; gi < groups.size(); ++gi) {
        const int index = tasks.next();
        SimTask& t = tasks.add(TaskKind::AllReduce);
        if (labels) t.label = "allreduce " + groups[gi].name;
        t.group = groups[gi].name;
        t.members = groups[gi].members;
        t.bytes = groups[gi].bytes;
        for (int i : opsOfGroup[gi]) {
            const OpPlacement& p = strategy.ops[static_cast<std::size_t>(i)];
            const double tsplit = p.gpusPerServer;
            const double replicas = g / tsplit;
            t.durationMs += 2.0 * (replicas - 1) / replicas *
                            model.ops[static_cast<std::size_t>(i)].paramBytes / tsplit /
                            nvlinkBytesPerMs;
            if (bwdBase[static_cast<std::size_t>(i)] < 0) continue;
            for (std::size_t pos = 0; pos < p.servers.size(); ++pos)
                edge(bwdBase[static_cast<std::size_t>(i)] + static_cast<int>(pos), index);
        }
    }
    tasks.finish();
}

TaskGraph buildTaskGraph(const Model& model, const Strategy& strategy, const Cluster& cluster,
                         const OpTimer& timer, const TaskGraphOptions& options)
{
    TaskGraph graph;
    buildTaskGraph(model, strategy, cluster, timer, options, graph);
    return graph;
}

void buildTaskGraph(const Model& model, const Strategy& strategy, const Cluster& cluster,
                    const DeviceModel& device, const TaskGraphOptions& options, TaskGraph& graph)
{
    const OpTimer timer = [&device](const Operator& op, double samples, int split) {
        const OpTime t = device.time(op, samples, split);
        return OpDurations{t.forwardMs, t.backwardMs};
    };
    buildTaskGraph(model, strategy, cluster, timer, options, graph);
}

TaskGraph buildTaskGraph(const Model& model, const Strategy& strategy, const Cluster& cluster,
                         const DeviceModel& device, const TaskGraphOptions& options)
{
    TaskGraph graph;
    buildTaskGraph(model, strategy, cluster, device, options, graph);
    return graph;
}

double busiestDeviceComputeMs(const TaskGraph& graph)
{
    std::vector<double> busy(static_cast<std::size_t>(std::max(graph.devices, 0)), 0.0);
    for (const SimTask& t : graph.tasks)
        if (t.kind == TaskKind::Compute && t.device >= 0 && t.device < graph.devices)
            busy[static_cast<std::size_t>(t.device)] += t.durationMs;
    return busy.empty() ? 0.0 : *std::max_element(busy.begin(), busy.end());
}

} // namespace topoopt

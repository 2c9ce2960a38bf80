// Import of FlexNet task-graph FlatBuffers: verify, decode ids, map to our TaskGraph.
#include "flexnet/flexnetimport.h"

#include <flatbuffers/flatbuffers.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>

#include "common/error.h"
#include "common/fileio.h"
#include "common/limits.h"
#include "flexnet/taskgraph_generated.h"

namespace topoopt {

namespace fb = FlatBufTaskGraph;

namespace {

/// netbw and the other bandwidth fields are bytes per ms; 1 Gbps = 125,000 B/ms (spec 2).
constexpr double kBytesPerMsPerGbps = 125000.0;

std::string at(const char* list, std::size_t i)
{
    return std::string("/") + list + "/" + std::to_string(i);
}

const char* taskTypeName(fb::SimTaskType t)
{
    const char* name = fb::EnumNameSimTaskType(t);
    return (name && *name) ? name : "unknown";
}

bool isCompute(fb::SimTaskType t)
{
    return t == fb::SimTaskType_TASK_FORWARD || t == fb::SimTaskType_TASK_BACKWARD ||
           t == fb::SimTaskType_TASK_UPDATE || t == fb::SimTaskType_TASK_BARRIER;
}

void checkRuntime(float runtime, const std::string& path)
{
    if (!std::isfinite(runtime) || runtime < 0)
        throw InputError(path + "/runtime",
                         TOPOOPT_WORDING("Problem", "must be a finite number of ms >= 0, got %1"),
                         {std::to_string(runtime)});
}

double checkedBytes(std::uint64_t bytes, const std::string& path)
{
    if (static_cast<double>(bytes) >= limits::kMaxBytes)
        throw InputError(path + "/xfersize",
                         TOPOOPT_WORDING("Problem", "must be below 2^53 bytes, got %1"),
                         {std::to_string(bytes)});
    return static_cast<double>(bytes);
}

/// Rejects dependency cycles, which would leave tasks that never become ready.
void checkAcyclic(const TaskGraph& g)
{
    std::vector<int> indeg(g.tasks.size(), 0);
    for (const SimTask& t : g.tasks)
        for (int s : t.successors)
            ++indeg[static_cast<std::size_t>(s)];
    std::vector<int> stack;
    for (std::size_t i = 0; i < indeg.size(); ++i)
        if (indeg[i] == 0) stack.push_back(static_cast<int>(i));
    std::size_t done = 0;
    while (!stack.empty()) {
        const int i = stack.back();
        stack.pop_back();
        ++done;
        for (int s : g.tasks[static_cast<std::size_t>(i)].successors)
            if (--indeg[static_cast<std::size_t>(s)] == 0) stack.push_back(s);
    }
    if (done != g.tasks.size()) {
        std::size_t first = 0;
        while (indeg[first] == 0)
            ++first;
        //: %1 how many tasks, %2 the index of one of them
        throw InputError("/tasks",
                         TOPOOPT_WORDING("Problem", "the dependencies form a cycle: %1 tasks can "
                                                    "never start (e.g. task %2)"),
                         {std::to_string(g.tasks.size() - done), std::to_string(first)});
    }
}

struct Header {
    int servers = 0;
    int switches = 0;
    int gpus = 1;
    int vertices = 0;
};

Header readHeader(const fb::TaskGraph& root)
{
    Header h;
    if (root.nnode() < 1 || root.nnode() > static_cast<unsigned>(limits::kMaxServers))
        throw InputError("/nnode", TOPOOPT_WORDING("Problem", "must be between %1 and %2, got %3"),
                         {"1", std::to_string(limits::kMaxServers), std::to_string(root.nnode())});
    if (root.ngpupernode() < 1 ||
        root.ngpupernode() > static_cast<unsigned>(limits::kMaxGpusPerServer))
        throw InputError(
            "/ngpupernode", TOPOOPT_WORDING("Problem", "must be between %1 and %2, got %3"),
            {"1", std::to_string(limits::kMaxGpusPerServer), std::to_string(root.ngpupernode())});
    if (root.nswitch() > static_cast<unsigned>(limits::kMaxServers))
        throw InputError("/nswitch", TOPOOPT_WORDING("Problem", "must be at most %1, got %2"),
                         {std::to_string(limits::kMaxServers), std::to_string(root.nswitch())});
    h.servers = static_cast<int>(root.nnode());
    h.switches = static_cast<int>(root.nswitch());
    h.gpus = static_cast<int>(root.ngpupernode());
    h.vertices = h.servers + h.switches;
    return h;
}

/// The file's fabric: conn entries become links, routes become routes (spec 7).
Topology readFabric(const fb::TaskGraph& root, const Header& h, double netGbps)
{
    Topology topo;
    topo.kind = "manual";
    topo.servers = h.servers;
    topo.switches = h.switches;
    topo.linkGbps = netGbps > 0 ? netGbps : 100.0;
    std::map<std::pair<int, int>, int> linkIndex;
    if (const auto* conn = root.conn()) {
        for (flatbuffers::uoffset_t i = 0; i < conn->size(); ++i) {
            const fb::Connection* c = conn->Get(i);
            const std::string p = at("conn", i);
            const unsigned from = c->fromnode(), to = c->tonode();
            if (from >= static_cast<unsigned>(h.vertices) ||
                to >= static_cast<unsigned>(h.vertices))
                //: nnode and nswitch are field names of the file; keep them
                throw InputError(p,
                                 TOPOOPT_WORDING("Problem", "vertex %1 is out of range (nnode + "
                                                            "nswitch = %2)"),
                                 {std::to_string(std::max(from, to)), std::to_string(h.vertices)});
            if (from == to)
                throw InputError(p, TOPOOPT_WORDING("Problem", "joins vertex %1 to itself"),
                                 {std::to_string(from)});
            if (c->nconn() < 1 || c->nconn() > static_cast<unsigned>(limits::kMaxDegree))
                throw InputError(
                    p + "/nconn", TOPOOPT_WORDING("Problem", "must be between %1 and %2, got %3"),
                    {"1", std::to_string(limits::kMaxDegree), std::to_string(c->nconn())});
            Link link;
            link.a = static_cast<int>(std::min(from, to));
            link.b = static_cast<int>(std::max(from, to));
            link.count = static_cast<int>(c->nconn());
            const bool aSwitch = link.a >= h.servers, bSwitch = link.b >= h.servers;
            link.role = (aSwitch && bSwitch)   ? LinkRole::Fabric
                        : (aSwitch || bSwitch) ? LinkRole::Uplink
                                               : LinkRole::Mp;
            auto [it, fresh] = linkIndex.emplace(std::make_pair(link.a, link.b),
                                                 static_cast<int>(topo.links.size()));
            if (fresh)
                topo.links.push_back(link);
            else
                topo.links[static_cast<std::size_t>(it->second)].count += link.count;
        }
    }
    if (const auto* routes = root.routes()) {
        for (flatbuffers::uoffset_t i = 0; i < routes->size(); ++i) {
            const fb::Route* r = routes->Get(i);
            const std::string p = at("routes", i);
            if (r->fromnode() >= static_cast<unsigned>(h.servers) ||
                r->tonode() >= static_cast<unsigned>(h.servers))
                //: nnode is a field name of the file; keep it
                throw InputError(p, TOPOOPT_WORDING("Problem", "server out of range (nnode = %1)"),
                                 {std::to_string(h.servers)});
            if (!r->paths() || r->paths()->size() == 0) continue;
            Route route;
            route.src = static_cast<int>(r->fromnode());
            route.dst = static_cast<int>(r->tonode());
            // The flat consumer picks among paths uniformly, ignoring `chance` (spec 7).
            const double share = 1.0 / r->paths()->size();
            for (flatbuffers::uoffset_t k = 0; k < r->paths()->size(); ++k) {
                const fb::Path* fp = r->paths()->Get(k);
                const std::string pp = p + "/paths/" + std::to_string(k) + "/hopnode";
                Path path;
                path.share = share;
                if (fp->hopnode())
                    for (unsigned v : *fp->hopnode()) {
                        if (v >= static_cast<unsigned>(h.vertices))
                            throw InputError(
                                pp, TOPOOPT_WORDING("Problem", "vertex %1 is out of range"),
                                {std::to_string(v)});
                        path.hops.push_back(static_cast<int>(v));
                    }
                if (path.hops.size() < 2 || path.hops.front() != route.src ||
                    path.hops.back() != route.dst)
                    throw InputError(pp, TOPOOPT_WORDING("Problem", "must run from %1 to %2"),
                                     {std::to_string(route.src), std::to_string(route.dst)});
                for (std::size_t j = 1; j < path.hops.size(); ++j) {
                    const int a = std::min(path.hops[j - 1], path.hops[j]);
                    const int b = std::max(path.hops[j - 1], path.hops[j]);
                    if (!linkIndex.count({a, b}))
                        //: conn is a field name of the file; keep it
                        throw InputError(
                            pp, TOPOOPT_WORDING("Problem", "hop %1 -> %2 is not a conn entry"),
                            {std::to_string(path.hops[j - 1]), std::to_string(path.hops[j])});
                }
                route.paths.push_back(std::move(path));
            }
            topo.routes.push_back(std::move(route));
        }
    }
    const std::vector<int> ports = topo.portsUsed();
    for (int s = 0; s < h.servers && s < static_cast<int>(ports.size()); ++s)
        topo.degree = std::max(topo.degree, ports[static_cast<std::size_t>(s)]);
    return topo;
}

} // namespace

FlexNetImport importFlexNetFile(const std::string& path)
{
    const std::string buffer = readFileLimited(path);
    const auto* data = reinterpret_cast<const std::uint8_t*>(buffer.data());
    // Large graphs hold ~100k tables (dlrm_128: 19.5k tasks, 16k routes); the file size limit
    // (1 GiB) bounds the work, so the table limit only guards against pathological files.
    flatbuffers::Verifier verifier(data, buffer.size(), 64, 200000000);
    if (buffer.size() < 8 || !fb::VerifyTaskGraphBuffer(verifier))
        //: %1 the file's size in bytes
        throw InputError("",
                         TOPOOPT_WORDING("Problem",
                                         "not a valid FlexNet task graph: the FlatBuffers verifier "
                                         "rejected it (truncated or corrupt file, %1 bytes)"),
                         {std::to_string(buffer.size())});
    const fb::TaskGraph& root = *fb::GetTaskGraph(data);

    const Header h = readHeader(root);
    FlexNetImport out;
    out.servers = h.servers;
    out.switches = h.switches;
    out.gpusPerServer = h.gpus;
    if (!std::isfinite(root.netbw()) || root.netbw() < 0)
        throw InputError("/netbw", TOPOOPT_WORDING("Problem", "must be a finite number >= 0"), {});
    out.netGbps = root.netbw() / kBytesPerMsPerGbps;
    out.ringDescriptors = root.rings() ? static_cast<int>(root.rings()->size()) : 0;
    out.topology = readFabric(root, h, out.netGbps);

    TaskGraph& g = out.graph;
    g.servers = h.servers;
    g.devices = h.servers * h.gpus;

    // Devices by their opaque id (spec 1: producer addresses, unique keys).
    std::unordered_map<std::uint64_t, const fb::Device*> devices;
    if (const auto* list = root.devices())
        for (flatbuffers::uoffset_t i = 0; i < list->size(); ++i)
            if (!devices.emplace(list->Get(i)->deviceid(), list->Get(i)).second)
                throw InputError(at("devices", i) + "/deviceid",
                                 TOPOOPT_WORDING("Problem", "duplicate device id %1"),
                                 {std::to_string(list->Get(i)->deviceid())});

    const auto* tasks = root.tasks();
    if (!tasks || tasks->size() == 0)
        throw InputError("/tasks", TOPOOPT_WORDING("Problem", "the file has no tasks"), {});
    if (tasks->size() > limits::kMaxTasks)
        //: %1 the tasks in the file, %2 the limit
        throw InputError("/tasks",
                         TOPOOPT_WORDING("Problem",
                                         "has %1 tasks, more than the %2 a run can simulate in "
                                         "reasonable time and memory"),
                         {std::to_string(tasks->size()), std::to_string(limits::kMaxTasks)});
    // Pass 1: task ids to indices (tasks are not in topological order, spec 1).
    std::unordered_map<std::uint64_t, int> index;
    index.reserve(tasks->size());
    for (flatbuffers::uoffset_t i = 0; i < tasks->size(); ++i)
        if (!index.emplace(tasks->Get(i)->taskid(), static_cast<int>(i)).second)
            throw InputError(at("tasks", i) + "/taskid",
                             TOPOOPT_WORDING("Problem", "duplicate task id %1"),
                             {std::to_string(tasks->Get(i)->taskid())});

    // Pass 2: each task and its edges.
    g.tasks.resize(tasks->size());
    std::map<std::vector<int>, std::string> groupNames;
    for (flatbuffers::uoffset_t i = 0; i < tasks->size(); ++i) {
        const fb::Task& ft = *tasks->Get(i);
        const std::string p = at("tasks", i);
        SimTask& t = g.tasks[i];
        const fb::SimTaskType type = ft.type();
        checkRuntime(ft.runtime(), p);
        const auto device = [&]() -> const fb::Device& {
            const auto it = devices.find(ft.deviceid());
            if (it == devices.end())
                throw InputError(p + "/deviceid", TOPOOPT_WORDING("Problem", "no device has id %1"),
                                 {std::to_string(ft.deviceid())});
            return *it->second;
        };
        const std::string n = "#" + std::to_string(i);
        if (isCompute(type)) {
            const fb::Device& d = device();
            if (d.type() != fb::DeviceType_DEVICE_COMP_GPU &&
                d.type() != fb::DeviceType_DEVICE_COMP_CPU)
                //: %1 a task type and %2 a device type, both as the file names them
                throw InputError(
                    p + "/deviceid",
                    TOPOOPT_WORDING("Problem", "a %1 task must run on a compute device, not %2"),
                    {taskTypeName(type), fb::EnumNameDeviceType(d.type())});
            if (d.deviceproperty() >= static_cast<std::uint64_t>(g.devices))
                //: nnode and ngpupernode are field names of the file; keep them
                throw InputError(p + "/deviceid",
                                 TOPOOPT_WORDING("Problem", "GPU index %1 is out of range (nnode x "
                                                            "ngpupernode = %2)"),
                                 {std::to_string(d.deviceproperty()), std::to_string(g.devices)});
            t.kind = TaskKind::Compute;
            t.device = static_cast<int>(d.deviceproperty());
            t.durationMs = ft.runtime();
            const char* what = type == fb::SimTaskType_TASK_FORWARD    ? "fwd"
                               : type == fb::SimTaskType_TASK_BACKWARD ? "bwd"
                               : type == fb::SimTaskType_TASK_UPDATE   ? "update"
                                                                       : "barrier";
            t.label = std::string(what) + " " + n + " @ s" + std::to_string(t.device / h.gpus);
            (type == fb::SimTaskType_TASK_FORWARD    ? out.forwardTasks
             : type == fb::SimTaskType_TASK_BACKWARD ? out.backwardTasks
                                                     : out.otherComputeTasks)++;
        } else if (type == fb::SimTaskType_TASK_NOMINAL_COMM) {
            const fb::Device& d = device();
            t.kind = TaskKind::Transfer;
            t.bytes = checkedBytes(ft.xfersize(), p);
            if (d.type() == fb::DeviceType_DEVICE_COMM_NW_NOMINAL ||
                d.type() == fb::DeviceType_DEVICE_COMM_NW_COMM) {
                // deviceproperty = src * (nnode + nswitch) + dst (spec 4).
                const std::uint64_t v = static_cast<std::uint64_t>(h.vertices);
                const std::uint64_t src = d.deviceproperty() / v, dst = d.deviceproperty() % v;
                if (src >= static_cast<std::uint64_t>(h.servers) ||
                    dst >= static_cast<std::uint64_t>(h.servers) || src == dst)
                    throw InputError(p + "/deviceid",
                                     TOPOOPT_WORDING("Problem",
                                                     "network device property %1 does not decode "
                                                     "to two distinct servers"),
                                     {std::to_string(d.deviceproperty())});
                t.src = static_cast<int>(src);
                t.dst = static_cast<int>(dst);
            } else if (d.type() == fb::DeviceType_DEVICE_COMM_NVLINK_COMM ||
                       d.type() == fb::DeviceType_DEVICE_COMM_PCI_TO_HOST_COMM ||
                       d.type() == fb::DeviceType_DEVICE_COMM_PCI_TO_DEV_COMM) {
                // Intra-server copy (absent from the samples): modelled by its bytes at our
                // NVLink bandwidth rather than the producer's runtime estimate.
                if (d.nodeid() >= static_cast<std::uint64_t>(h.servers))
                    throw InputError(
                        p + "/deviceid",
                        TOPOOPT_WORDING("Problem",
                                        "intra-server device on node %1 is out of range"),
                        {std::to_string(d.nodeid())});
                t.src = t.dst = static_cast<int>(d.nodeid());
            } else {
                //: NOMINAL_COMM is a task type of the file; %1 a device type as the file names it
                throw InputError(
                    p + "/deviceid",
                    TOPOOPT_WORDING("Problem", "NOMINAL_COMM on unsupported device type %1"),
                    {fb::EnumNameDeviceType(d.type())});
            }
            t.label = "xfer " + n + " s" + std::to_string(t.src) + "->s" + std::to_string(t.dst);
            ++out.nominalCommTasks;
        } else if (type == fb::SimTaskType_TASK_ALLREDUCE) {
            t.kind = TaskKind::AllReduce;
            t.bytes = checkedBytes(ft.xfersize(), p);
            t.durationMs = ft.runtime();
            // nexttasks = replica GPU indices, not successors (spec 6).
            if (ft.nexttasks())
                for (flatbuffers::uoffset_t k = 0; k < ft.nexttasks()->size(); ++k) {
                    const std::uint64_t gpu = ft.nexttasks()->Get(k);
                    if (gpu >= static_cast<std::uint64_t>(g.devices))
                        throw InputError(p + "/nexttasks/" + std::to_string(k),
                                         TOPOOPT_WORDING("Problem", "AllReduce member GPU %1 is "
                                                                    "out of range (%2 GPUs)"),
                                         {std::to_string(gpu), std::to_string(g.devices)});
                    const int server = static_cast<int>(gpu) / h.gpus;
                    if (std::find(t.members.begin(), t.members.end(), server) == t.members.end())
                        t.members.push_back(server);
                }
            if (t.members.empty())
                throw InputError(p + "/nexttasks",
                                 TOPOOPT_WORDING("Problem", "AllReduce has no members"), {});
            std::vector<int> key = t.members;
            std::sort(key.begin(), key.end());
            auto [it, fresh] = groupNames.emplace(key, "");
            if (fresh) it->second = "ar" + std::to_string(groupNames.size() - 1);
            t.group = it->second;
            t.label = "allreduce " + t.group + " " + n + " (" + std::to_string(t.members.size()) +
                      " servers)";
            ++out.allreduceTasks;
        } else if (type == fb::SimTaskType_TASK_COMM) {
            //: TASK_COMM is a task type of the file; keep it
            throw InputError(p + "/type",
                             TOPOOPT_WORDING("Problem", "TASK_COMM is never written by FlexNet and "
                                                        "its consumer rejects it"),
                             {});
        } else {
            throw InputError(p + "/type", TOPOOPT_WORDING("Problem", "unknown task type %1"),
                             {std::to_string(static_cast<int>(type))});
        }
        if (type != fb::SimTaskType_TASK_ALLREDUCE && ft.nexttasks())
            for (flatbuffers::uoffset_t k = 0; k < ft.nexttasks()->size(); ++k) {
                const auto it = index.find(ft.nexttasks()->Get(k));
                if (it == index.end())
                    throw InputError(p + "/nexttasks/" + std::to_string(k),
                                     TOPOOPT_WORDING("Problem", "no task has id %1"),
                                     {std::to_string(ft.nexttasks()->Get(k))});
                if (it->second == static_cast<int>(i))
                    throw InputError(p + "/nexttasks/" + std::to_string(k),
                                     TOPOOPT_WORDING("Problem", "a task cannot depend on itself"),
                                     {});
                t.successors.push_back(it->second); // multiplicity kept (spec 5)
            }
    }
    checkAcyclic(g);
    return out;
}

TaskGraph importFlexNet(const std::string& path)
{
    return importFlexNetFile(path).graph;
}

Traffic flexNetTraffic(const TaskGraph& graph)
{
    Traffic traffic;
    traffic.servers = graph.servers;
    std::map<std::vector<int>, std::size_t> groupOf;
    std::map<std::pair<int, int>, double> mp;
    for (const SimTask& t : graph.tasks) {
        if (t.kind == TaskKind::AllReduce && t.members.size() >= 2) {
            std::vector<int> key = t.members;
            std::sort(key.begin(), key.end());
            key.erase(std::unique(key.begin(), key.end()), key.end());
            if (key.size() < 2) continue;
            auto [it, fresh] = groupOf.emplace(key, traffic.allreduce.size());
            if (fresh) {
                AllReduceGroup g;
                g.name = t.group;
                for (const AllReduceGroup& other : traffic.allreduce)
                    if (other.name == g.name || g.name.empty()) {
                        g.name = "ar" + std::to_string(traffic.allreduce.size());
                        break;
                    }
                if (g.name.empty()) g.name = "ar" + std::to_string(traffic.allreduce.size());
                g.members = t.members;
                traffic.allreduce.push_back(std::move(g));
            }
            traffic.allreduce[it->second].bytes += t.bytes;
        } else if (t.kind == TaskKind::Transfer && t.src != t.dst) {
            mp[{t.src, t.dst}] += t.bytes;
        }
    }
    for (const auto& [pair, bytes] : mp)
        traffic.mp.push_back({pair.first, pair.second, bytes});
    return traffic;
}

} // namespace topoopt

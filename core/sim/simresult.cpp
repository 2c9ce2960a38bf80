// Text rendering of a simulation result: the `topoopt simulate` table, and the names of the
// critical path's tasks.
#include "sim/simresult.h"

#include <algorithm>
#include <cstdio>

#include "common/error.h"
#include "sim/simulator.h"

namespace topoopt {

namespace {

std::string line(const char* name, double value, const char* unit)
{
    char buf[160];
    std::snprintf(buf, sizeof buf, "%-20s%14.6g %s\n", name, value, unit);
    return buf;
}

/// A task's label, or its kind and index when it has none.
std::string taskLabel(const TaskGraph& graph, int i)
{
    const SimTask& t = graph.tasks[static_cast<std::size_t>(i)];
    if (!t.label.empty()) return t.label;
    const std::string index = "#" + std::to_string(i);
    switch (t.kind) {
    case TaskKind::Compute:
        return "compute " + index;
    case TaskKind::Transfer:
        return "transfer " + index + " s" + std::to_string(t.src) + "->s" + std::to_string(t.dst);
    case TaskKind::AllReduce:
        return "allreduce " + index + " " + t.group;
    }
    return index;
}

} // namespace

std::string simResultTable(const SimResult& r, int maxLinks, int maxPath)
{
    std::string out;
    out += line("iteration time", r.iterationMs, "ms");
    out += line("compute (busiest)", r.computeMs, "ms");
    out += line("exposed comm", r.exposedCommMs, "ms");
    out += line("bytes sent", r.bytesSent, "bytes");
    out += line("bytes delivered", r.bytesDelivered, "bytes");

    std::vector<const LinkUse*> busiest;
    for (const LinkUse& l : r.links)
        if (l.bytes > 0) busiest.push_back(&l);
    std::stable_sort(busiest.begin(), busiest.end(), [](const LinkUse* x, const LinkUse* y) {
        return x->busyFraction > y->busyFraction;
    });
    out += "\nbusiest links (" + std::to_string(busiest.size()) + " of " +
           std::to_string(r.links.size()) + " directions carry traffic)\n";
    out += "  link             busy      bytes        Gbps\n";
    for (std::size_t i = 0; i < busiest.size() && static_cast<int>(i) < maxLinks; ++i) {
        const LinkUse& l = *busiest[i];
        char buf[160];
        std::snprintf(buf, sizeof buf, "  %5d -> %-5d  %5.1f%%  %11.4g  %8.1f\n", l.a, l.b,
                      100.0 * l.busyFraction, l.bytes, l.capacityGbps);
        out += buf;
    }

    const int n = static_cast<int>(r.criticalPath.size());
    out += "\ncritical path (" + std::to_string(n) + " tasks)\n";
    for (int i = 0; i < n; ++i) {
        if (n > maxPath && i == maxPath / 2) {
            out += "  ... " + std::to_string(n - maxPath) + " more ...\n";
            i = n - maxPath / 2 - 1;
            continue;
        }
        out += "  " + r.criticalPath[static_cast<std::size_t>(i)] + "\n";
    }
    return out;
}

void labelCriticalPath(SimResult& result, const TaskGraph& graph)
{
    std::vector<std::string> labels;
    labels.reserve(result.criticalTasks.size());
    for (int i : result.criticalTasks) {
        if (i < 0 || static_cast<std::size_t>(i) >= graph.tasks.size())
            throw InputError("/critical_tasks",
                             TOPOOPT_WORDING("Problem", "task %1 is not in the task graph"),
                             {std::to_string(i)});
        labels.push_back(taskLabel(graph, i));
    }
    result.criticalPath = std::move(labels);
}

} // namespace topoopt

// Writing and reading topoopt-simulation/1 documents.
#include "sim/simjson.h"

#include <limits>

#include "io/jsonreader.h"

namespace topoopt {

nlohmann::json simResultToJson(const SimResult& r)
{
    nlohmann::json links = nlohmann::json::array();
    for (const LinkUse& l : r.links)
        links.push_back({{"a", l.a},
                         {"b", l.b},
                         {"bytes", l.bytes},
                         {"busy_fraction", l.busyFraction},
                         {"capacity_gbps", l.capacityGbps}});
    return {{"format", kSimulationFormat},
            {"iteration_ms", r.iterationMs},
            {"compute_ms", r.computeMs},
            {"exposed_comm_ms", r.exposedCommMs},
            {"links", links},
            {"critical_path", r.criticalPath},
            {"critical_tasks", r.criticalTasks},
            {"bytes_sent", r.bytesSent},
            {"bytes_delivered", r.bytesDelivered},
            {"flows", r.flows},
            {"events", r.events}};
}

SimResult simResultFromJson(const nlohmann::json& doc)
{
    Problems problems;
    io::ObjectReader root(doc, "", problems);
    SimResult r;
    if (!root.valid()) throw InputError(problems);
    root.readFormat(kSimulationFormat);
    constexpr double inf = std::numeric_limits<double>::max();
    root.readNumber("iteration_ms", r.iterationMs, 0, inf, false, true);
    root.readNumber("compute_ms", r.computeMs, 0, inf, false, true);
    root.readNumber("exposed_comm_ms", r.exposedCommMs, 0, inf, false, true);
    root.readNumber("bytes_sent", r.bytesSent, 0, inf, false, false);
    root.readNumber("bytes_delivered", r.bytesDelivered, 0, inf, false, false);
    double count = 0;
    if (root.readNumber("flows", count, 0, inf, false, false))
        r.flows = static_cast<long long>(count);
    if (root.readNumber("events", count, 0, inf, false, false))
        r.events = static_cast<long long>(count);
    if (const nlohmann::json* links = root.get("links", true)) {
        if (!links->is_array()) {
            problems.add("/links", TOPOOPT_WORDING("Problem", "must be an array"), {});
        } else {
            for (std::size_t i = 0; i < links->size(); ++i) {
                io::ObjectReader l((*links)[i], "/links/" + std::to_string(i), problems);
                if (!l.valid()) continue;
                LinkUse use;
                l.readInt("a", use.a, 0, std::numeric_limits<int>::max(), true);
                l.readInt("b", use.b, 0, std::numeric_limits<int>::max(), true);
                l.readNumber("bytes", use.bytes, 0, inf, false, true);
                l.readNumber("busy_fraction", use.busyFraction, 0, 1, false, true);
                l.readNumber("capacity_gbps", use.capacityGbps, 0, inf, false, false);
                r.links.push_back(use);
            }
        }
    }
    if (const nlohmann::json* path = root.get("critical_path", true)) {
        if (!path->is_array()) {
            problems.add("/critical_path",
                         TOPOOPT_WORDING("Problem", "must be an array of strings"), {});
        } else {
            for (std::size_t i = 0; i < path->size(); ++i) {
                if ((*path)[i].is_string())
                    r.criticalPath.push_back((*path)[i].get<std::string>());
                else
                    problems.add("/critical_path/" + std::to_string(i),
                                 TOPOOPT_WORDING("Problem", "must be a string"), {});
            }
        }
    }
    // Optional (written since 2026-12-04): the task index of each critical path entry.
    if (const nlohmann::json* tasks = root.get("critical_tasks", false)) {
        if (io::readIntArray(*tasks, "/critical_tasks", 0, std::numeric_limits<int>::max(),
                             r.criticalTasks, problems) &&
            r.criticalTasks.size() != r.criticalPath.size())
            //: critical_path is a field name; keep it
            problems.add(
                "/critical_tasks",
                TOPOOPT_WORDING("Problem", "must have one task index per critical_path entry"), {});
    }
    if (!problems.empty()) throw InputError(problems);
    return r;
}

} // namespace topoopt

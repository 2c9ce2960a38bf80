// Reading and writing topoopt-strategy/1.
#include "io/strategyjson.h"

#include <set>

#include "cluster/cluster.h"
#include "common/limits.h"
#include "io/jsonreader.h"
#include "model/model.h"

namespace topoopt::io {

json strategyToJson(const Strategy& strategy, const Model& model)
{
    json ops = json::array();
    for (std::size_t i = 0; i < strategy.ops.size(); ++i) {
        const OpPlacement& p = strategy.ops[i];
        ops.push_back({{"op", i < model.ops.size() ? model.ops[i].name : std::string()},
                       {"servers", p.servers},
                       {"params", paramModeName(p.params)},
                       {"gpus", p.gpusPerServer}});
    }
    return json{{"format", kStrategyFormat}, {"ops", std::move(ops)}};
}

namespace {

struct Entry {
    std::string op;
    bool named = false; // "op" was read (else its problem is recorded)
    OpPlacement placement;
};

/// The "ops" array of a strategy document, or nullptr after recording why there is none.
const json* opsArray(const json& doc, Problems& problems)
{
    ObjectReader r(doc, "", problems);
    if (!r.valid()) return nullptr;
    r.readFormat(kStrategyFormat);
    const json* ops = r.get("ops", true);
    if (ops && !ops->is_array())
        problems.add("/ops", TOPOOPT_WORDING("Problem", "must be an array, got %1"),
                     {describe(*ops)});
    return ops && ops->is_array() ? ops : nullptr;
}

/// Reads every entry; server ids must be below `servers`.
std::vector<Entry> readEntries(const json& ops, int servers, Problems& problems)
{
    std::vector<Entry> entries;
    for (std::size_t i = 0; i < ops.size(); ++i) {
        const std::string path = "/ops/" + std::to_string(i);
        ObjectReader e(ops[i], path, problems);
        Entry entry;
        OpPlacement& p = entry.placement;
        std::string mode = "replicated";
        entry.named = e.readString("op", entry.op, true);
        if (e.readString("params", mode, false) && !paramModeFromName(mode, p.params))
            problems.add(
                e.pathOf("params"),
                TOPOOPT_WORDING("Problem", "must be \"replicated\" or \"partitioned\", got %1"),
                {json(mode).dump()});
        e.readInt("gpus", p.gpusPerServer, 1, limits::kMaxGpusPerServer, false);
        if (const json* list = e.get("servers", true)) {
            if (!list->is_array()) {
                problems.add(e.pathOf("servers"),
                             TOPOOPT_WORDING("Problem", "must be an array of server ids, got %1"),
                             {describe(*list)});
            } else {
                for (std::size_t j = 0; j < list->size(); ++j) {
                    int id = 0;
                    if (checkInt((*list)[j], e.pathOf("servers") + "/" + std::to_string(j), 0,
                                 servers - 1, id, problems))
                        p.servers.push_back(id);
                }
            }
        }
        entries.push_back(std::move(entry));
    }
    return entries;
}

} // namespace

Strategy strategyFromJson(const json& doc, const Model& model, const Cluster& cluster)
{
    Problems problems;
    const json* ops = opsArray(doc, problems);
    if (!ops) throw InputError(problems);
    if (ops->size() != model.ops.size()) {
        //: %1 the model's name, %2 its operators, %3 the entries found
        problems.add(
            "/ops",
            TOPOOPT_WORDING("Problem",
                            "must have one entry per operator of the model \"%1\" (%2), got %3"),
            {model.name, std::to_string(model.ops.size()), std::to_string(ops->size())});
        throw InputError(problems);
    }
    Strategy s;
    std::vector<Entry> entries = readEntries(*ops, cluster.servers, problems);
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].named && entries[i].op != model.ops[i].name)
            //: %1 the operator's name, %2 its index, %3 the name found
            problems.add(
                "/ops/" + std::to_string(i) + "/op",
                TOPOOPT_WORDING("Problem",
                                "expected operator \"%1\" (the model's operator %2), got \"%3\""),
                {model.ops[i].name, std::to_string(i), entries[i].op});
        s.ops.push_back(std::move(entries[i].placement));
    }
    if (!problems.empty()) throw InputError(problems);
    problems = checkStrategyStructure(s, model, cluster);
    if (!problems.empty()) throw InputError(problems);
    return s;
}

std::size_t checkStrategyShape(const json& doc)
{
    Problems problems;
    const json* ops = opsArray(doc, problems);
    if (!ops) throw InputError(problems);
    const std::vector<Entry> entries = readEntries(*ops, limits::kMaxServers, problems);
    std::set<std::string> names;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const std::string path = "/ops/" + std::to_string(i);
        if (entries[i].named && !names.insert(entries[i].op).second)
            problems.add(path + "/op",
                         TOPOOPT_WORDING("Problem", "names operator \"%1\" a second time"),
                         {entries[i].op});
        std::set<int> seen;
        for (int server : entries[i].placement.servers)
            if (!seen.insert(server).second) {
                problems.add(path + "/servers",
                             TOPOOPT_WORDING("Problem", "server %1 is listed twice"),
                             {std::to_string(server)});
                break;
            }
    }
    if (!problems.empty()) throw InputError(problems);
    return entries.size();
}

} // namespace topoopt::io

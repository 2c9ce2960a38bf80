// Reading and writing topoopt-strategy/1.
#include "io/strategyjson.h"

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

Strategy strategyFromJson(const json& doc, const Model& model, const Cluster& cluster)
{
    Problems problems;
    ObjectReader r(doc, "", problems);
    if (!r.valid()) throw InputError(problems);
    r.readFormat(kStrategyFormat);
    Strategy s;
    const json* ops = r.get("ops", true);
    if (ops && !ops->is_array()) problems.add("/ops", "must be an array, got " + describe(*ops));
    if (!ops || !ops->is_array()) throw InputError(problems);
    if (ops->size() != model.ops.size()) {
        problems.add("/ops", "must have one entry per operator of the model \"" + model.name +
                                 "\" (" + std::to_string(model.ops.size()) + "), got " +
                                 std::to_string(ops->size()));
        throw InputError(problems);
    }
    for (std::size_t i = 0; i < ops->size(); ++i) {
        const std::string path = "/ops/" + std::to_string(i);
        ObjectReader e((*ops)[i], path, problems);
        OpPlacement p;
        std::string name, mode = "replicated";
        if (e.readString("op", name, true) && name != model.ops[i].name)
            problems.add(e.pathOf("op"), "expected operator \"" + model.ops[i].name +
                                             "\" (the model's operator " + std::to_string(i) +
                                             "), got \"" + name + "\"");
        if (e.readString("params", mode, false) && !paramModeFromName(mode, p.params))
            problems.add(e.pathOf("params"),
                         "must be \"replicated\" or \"partitioned\", got \"" + mode + "\"");
        e.readInt("gpus", p.gpusPerServer, 1, limits::kMaxGpusPerServer, false);
        if (const json* servers = e.get("servers", true)) {
            if (!servers->is_array()) {
                problems.add(e.pathOf("servers"),
                             "must be an array of server ids, got " + describe(*servers));
            } else {
                for (std::size_t j = 0; j < servers->size(); ++j) {
                    int id = 0;
                    if (checkInt((*servers)[j], e.pathOf("servers") + "/" + std::to_string(j), 0,
                                 cluster.servers - 1, id, problems))
                        p.servers.push_back(id);
                }
            }
        }
        s.ops.push_back(std::move(p));
    }
    if (!problems.empty()) throw InputError(problems);
    problems = checkStrategyStructure(s, model, cluster);
    if (!problems.empty()) throw InputError(problems);
    return s;
}

} // namespace topoopt::io

// Resolving and carrying over a scenario's hand strategy.
#include "scenario/scenariostrategy.h"

#include <map>

#include "device/devicemodel.h"
#include "io/strategyjson.h"
#include "strategy/defaultstrategy.h"

namespace topoopt {

using nlohmann::json;

Strategy resolveStrategy(const Scenario& scenario, const Model& model, double gpuMemoryBytes)
{
    if (scenario.strategy.is_null())
        return defaultStrategy(model, scenario.cluster, gpuMemoryBytes);
    try {
        return io::strategyFromJson(scenario.strategy, model, scenario.cluster);
    } catch (const InputError& e) {
        Problems prefixed;
        for (const Problem& p : e.problems().items())
            prefixed.addAt("/strategy" + (p.path == "/" ? std::string() : p.path), p);
        throw InputError(prefixed);
    }
}

Strategy resolveStrategy(const Scenario& scenario, const Model& model)
{
    return resolveStrategy(scenario, model,
                           DeviceModel::byName(scenario.cluster.gpu).memoryBytes());
}

namespace {

/// One entry of a hand strategy read without the model; false when any field is unreadable.
bool readEntry(const json& e, std::string& name, OpPlacement& p)
{
    if (!e.is_object()) return false;
    const auto op = e.find("op");
    const auto servers = e.find("servers");
    if (op == e.end() || !op->is_string() || servers == e.end() || !servers->is_array())
        return false;
    name = op->get<std::string>();
    for (const json& s : *servers) {
        if (!s.is_number_integer()) return false;
        const long long id = s.get<long long>();
        if (id < 0 || id > 1'000'000) return false;
        p.servers.push_back(static_cast<int>(id));
    }
    if (const auto params = e.find("params"); params != e.end())
        if (!params->is_string() || !paramModeFromName(params->get<std::string>(), p.params))
            return false;
    if (const auto gpus = e.find("gpus"); gpus != e.end()) {
        if (!gpus->is_number_integer() || gpus->get<long long>() < 1 ||
            gpus->get<long long>() > 1024)
            return false;
        p.gpusPerServer = static_cast<int>(gpus->get<long long>());
    }
    return true;
}

} // namespace

Strategy carryOverStrategy(const json& hand, const Model& model, const Cluster& cluster,
                           double gpuMemoryBytes)
{
    Strategy strategy = defaultStrategy(model, cluster, gpuMemoryBytes);
    if (!hand.is_object() || !hand.contains("ops") || !hand["ops"].is_array()) return strategy;
    std::map<std::string, OpPlacement> byName;
    for (const json& e : hand["ops"]) {
        std::string name;
        OpPlacement p;
        if (readEntry(e, name, p)) byName.emplace(name, std::move(p));
    }
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const auto it = byName.find(model.ops[i].name);
        if (it != byName.end() && placementAllowed(model.ops[i], it->second, cluster))
            strategy.ops[i] = it->second;
    }
    return strategy;
}

} // namespace topoopt

// Helpers of the model editor and strategy view suites: a small DLRM scenario, the scenario
// as its JSON text, and the traffic the scenario's model and strategy give.
#pragma once

#include <string>

#include "document.h"
#include "io/scenariojson.h"
#include "model/zoo.h"
#include "scenario/scenariostrategy.h"
#include "traffic/extract.h"

namespace topoopt::test {

/// DLRM with `tables` tables on 16 servers: small enough to simulate quickly.
inline Scenario dlrmScenario(int tables)
{
    Scenario s = defaultScenario();
    s.cluster.servers = 16;
    s.model.params = nlohmann::json{{"tables", tables}, {"per_gpu_batch", 128}};
    return s;
}

inline std::string dump(const ui::Document& doc)
{
    return io::scenarioToJson(doc.scenario()).dump();
}

inline Traffic trafficOf(const Scenario& s)
{
    const Model model = resolveModel(s, {});
    return extractTraffic(model, resolveStrategy(s, model), s.cluster);
}

} // namespace topoopt::test

// Writing optimization results and comparisons.
#include "io/resultjson.h"

#include <nlohmann/json.hpp>

#include "io/scenariojson.h"
#include "io/strategyjson.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "sim/simjson.h"

namespace topoopt::io {

using nlohmann::json;

json proposalToJson(const ProposalEvent& e)
{
    json j{{"round", e.round},
           {"step", e.step},
           {"plane", e.plane == SearchPlane::Strategy ? "strategy" : "topology"},
           {"best_ms", e.bestMs},
           {"accepted", e.accepted},
           {"move", e.move}};
    // A refused proposal was never simulated: it has the reason instead of a time.
    if (e.refused.empty())
        j["iteration_ms"] = e.iterationMs;
    else
        j["refused"] = e.refused;
    // Only where it holds, so a history of simulated times reads as before.
    if (e.lowerBound) j["lower_bound"] = true;
    return j;
}

json comparisonToJson(const Comparison& c)
{
    json rows = json::array();
    for (const ComparisonRow& r : c.rows) {
        json row{{"kind", r.kind},
                 {"label", r.label},
                 {"iteration_ms", r.iterationMs},
                 {"compute_ms", r.computeMs},
                 {"exposed_comm_ms", r.exposedCommMs},
                 {"cost_usd", r.costUsd},
                 {"cost_per_throughput_usd_s", r.costPerThroughput},
                 {"speedup_vs_equal_cost_fattree", r.speedupVsEqualCostFatTree},
                 {"link_gbps", r.linkGbps},
                 {"oversubscription", r.oversubscription},
                 {"held_equal", r.heldEqual}};
        rows.push_back(std::move(row));
    }
    return json{{"format", kComparisonFormat}, {"scenario", c.scenario}, {"rows", rows}};
}

json resultToJson(const Scenario& scenario, const Model& model, const OptimizeResult& r,
                  const Comparison* comparison)
{
    json history = json::array();
    for (const ProposalEvent& e : r.history)
        history.push_back(proposalToJson(e));
    json doc{{"format", kResultFormat},
             {"scenario", scenarioToJson(scenario)},
             {"start_ms", r.startMs},
             {"best_ms", r.bestMs},
             {"cancelled", r.cancelled},
             {"strategy", strategyToJson(r.bestStrategy, model)},
             {"traffic", trafficToJson(r.traffic)},
             {"topology", topologyToJson(r.topology)},
             {"simulation", simResultToJson(r.simulation)},
             {"history", std::move(history)},
             {"evaluations",
              {{"simulated", r.simulations},
               {"decided_by_bound", r.decidedByBound},
               {"refused", r.refused},
               {"reused", r.reusedEvaluations}}}};
    if (r.exactBestMs > 0) doc["exact_best_ms"] = r.exactBestMs;
    if (r.exactStartMs > 0) doc["exact_start_ms"] = r.exactStartMs;
    if (r.timeResolutionUs > 0) doc["time_resolution_us"] = r.timeResolutionUs;
    if (comparison) doc["comparison"] = comparisonToJson(*comparison);
    return doc;
}

} // namespace topoopt::io

// Builds the comparison table: each fabric gets the same strategy-search budget.
#include "search/compare.h"

#include "model/zoo.h"

namespace topoopt {

namespace {

struct Fabric {
    std::string kind;
    std::string label;
    TopologyOptions topology;
    std::string heldEqual;
};

ComparisonRow rowFor(const Fabric& f, const OptimizeResult& r, const PriceTable& prices)
{
    ComparisonRow row;
    row.kind = f.kind;
    row.label = f.label;
    row.iterationMs = r.bestMs;
    row.computeMs = r.simulation.computeMs;
    row.exposedCommMs = r.simulation.exposedCommMs;
    row.costUsd = topologyCost(r.topology, prices).totalUsd;
    row.costPerThroughput = costPerThroughput(row.costUsd, r.bestMs);
    row.linkGbps = f.topology.linkGbps;
    row.oversubscription = f.topology.oversubscription;
    row.heldEqual = f.heldEqual;
    return row;
}

} // namespace

Comparison compareFabrics(const Scenario& scenario, const std::string& scenarioDir,
                          const CompareOptions& options, const CancelToken& cancel,
                          const std::function<void(int, int)>& progress)
{
    const Model model = resolveModel(scenario, scenarioDir);
    const DeviceModel device = DeviceModel::byName(scenario.cluster.gpu);
    const Cluster& cluster = scenario.cluster;
    OptimizerOptions search = optimizerOptionsFor(scenario);
    if (options.proposals >= 0) search.proposals = options.proposals;
    if (options.topologyMoves >= 0) search.topologyMoves = options.topologyMoves;
    if (options.patience >= 0) search.patience = options.patience;

    TopologyOptions base = topologyOptionsFor(scenario);
    const double d = cluster.degree;
    const double b = cluster.linkGbps;
    auto fabric = [&](std::string kind, std::string label, std::string topoKind, std::string held) {
        Fabric f{std::move(kind), std::move(label), base, std::move(held)};
        f.topology.kind = std::move(topoKind);
        return f;
    };
    const int total = 8;
    int done = 0;
    auto step = [&] {
        if (progress) progress(++done, total);
    };

    Comparison out;
    out.scenario = scenario.name;
    // TopoOpt first: its fabric's cost is the budget of the equal-cost fat-tree.
    Fabric topooptFabric = fabric("topoopt", "TopoOpt (optimized)", "topoopt",
                                  "ports per server d and link bandwidth B");
    out.topoopt =
        Optimizer(model, cluster, device, topooptFabric.topology, search).run(nullptr, cancel);
    step();
    const double budget = topologyCost(out.topoopt.topology, options.prices).totalUsd;

    std::vector<std::pair<Fabric, OptimizeResult>> results;
    results.emplace_back(topooptFabric, out.topoopt);
    {
        // The same alternation with the strategy fixed at the starting point.
        OptimizerOptions none = search;
        none.proposals = 0;
        none.rounds = 1;
        Fabric f = fabric("topoopt-default-strategy", "TopoOpt, default strategy", "topoopt",
                          "ports per server d and link bandwidth B");
        results.emplace_back(
            f, Optimizer(model, cluster, device, f.topology, none).run(nullptr, cancel));
        step();
    }
    std::vector<Fabric> others = {
        fabric("expander", "Expander (random d-regular)", "expander", "d and B"),
        fabric("ring", "Ring", "ring", "d and B"),
        fabric("torus", "2D torus", "torus", "d and B"),
    };
    const EqualCostFatTree eq = equalCostFatTree(cluster.servers, budget, options.prices, 0);
    Fabric eqFat = fabric("fattree-equal-cost", "Fat-tree, equal cost", "fattree",
                          eq.heldEqual.empty() ? "network cost" : eq.heldEqual);
    eqFat.topology.linkGbps = eq.linkGbps;
    eqFat.topology.oversubscription = eq.oversubscription;
    others.push_back(eqFat);
    Fabric fullFat = fabric("fattree-full", "Fat-tree, full bandwidth (d x B per server)",
                            "fattree", "per-server bandwidth d x B, full bisection");
    fullFat.topology.linkGbps = d * b;
    others.push_back(fullFat);
    Fabric ideal = fabric("ideal", "Ideal switch (d x B per server)", "ideal",
                          "per-server bandwidth d x B, non-blocking");
    others.push_back(ideal);
    for (const Fabric& f : others) {
        if (cancel.isCancelled()) break;
        results.emplace_back(
            f, Optimizer(model, cluster, device, f.topology, search).run(nullptr, cancel));
        step();
    }
    double equalCostMs = 0;
    for (const auto& [f, r] : results)
        if (f.kind == "fattree-equal-cost") equalCostMs = r.bestMs;
    for (const auto& [f, r] : results) {
        ComparisonRow row = rowFor(f, r, options.prices);
        row.speedupVsEqualCostFatTree = equalCostMs > 0 ? equalCostMs / r.bestMs : 0;
        out.rows.push_back(std::move(row));
    }
    return out;
}

} // namespace topoopt

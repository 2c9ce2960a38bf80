// Builds the comparison table: each fabric gets the same strategy-search budget.
#include "search/compare.h"

#include <condition_variable>
#include <mutex>
#include <optional>

#include "common/parallel.h"
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
    row.exactIterationMs = r.exactBestMs;
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
    if (options.timeResolutionUs >= 0) search.timeResolutionUs = options.timeResolutionUs;

    TopologyOptions base = topologyOptionsFor(scenario);
    const double d = cluster.degree;
    const double b = cluster.linkGbps;
    auto fabric = [&](std::string kind, std::string label, std::string topoKind, std::string held) {
        Fabric f{std::move(kind), std::move(label), base, std::move(held)};
        f.topology.kind = std::move(topoKind);
        return f;
    };
    Comparison out;
    out.scenario = scenario.name;
    out.timeResolutionUs = search.timeResolutionUs;
    // The fabrics are searched independently, on up to `options.jobs` threads; each result goes
    // to its own slot, so the table is the same for any thread count. The equal-cost fat-tree
    // is priced from TopoOpt's fabric: it is the last job and waits for the first.
    // Job 1 runs the same alternation with the strategy fixed at the starting point.
    OptimizerOptions none = search;
    none.proposals = 0;
    none.rounds = 1;
    Fabric fullFat = fabric("fattree-full", "Fat-tree, full bandwidth (d x B per server)",
                            "fattree", "per-server bandwidth d x B, full bisection");
    fullFat.topology.linkGbps = d * b;
    std::vector<Fabric> fabrics = {
        fabric("topoopt", "TopoOpt (optimized)", "topoopt",
               "ports per server d and link bandwidth B"),
        fabric("topoopt-default-strategy", "TopoOpt, default strategy", "topoopt",
               "ports per server d and link bandwidth B"),
        fabric("expander", "Expander (random d-regular)", "expander", "d and B"),
        fabric("ring", "Ring", "ring", "d and B"),
        fabric("torus", "2D torus", "torus", "d and B"),
        fullFat,
        fabric("ideal", "Ideal switch (d x B per server)", "ideal",
               "per-server bandwidth d x B, non-blocking"),
        fabric("fattree-equal-cost", "Fat-tree, equal cost", "fattree", "network cost"),
    };
    const int total = static_cast<int>(fabrics.size());
    const int equalCostJob = total - 1;
    std::vector<std::optional<OptimizeResult>> results(fabrics.size());
    std::mutex mutex; // guards topooptDone and `done`, and serializes `progress`
    std::condition_variable topooptFinished;
    bool topooptDone = false;
    int done = 0;
    const auto topooptEnded = [&] {
        const std::lock_guard lock(mutex);
        topooptDone = true;
        topooptFinished.notify_all();
    };
    const auto runFabric = [&](int job) {
        Fabric& f = fabrics[static_cast<std::size_t>(job)];
        if (job == equalCostJob) {
            std::unique_lock lock(mutex);
            topooptFinished.wait(lock, [&] { return topooptDone; });
            if (!results[0]) return; // TopoOpt's search failed: runJobs reports its error
            const double budget = topologyCost(results[0]->topology, options.prices).totalUsd;
            const EqualCostFatTree eq =
                equalCostFatTree(cluster.servers, budget, options.prices, 0);
            if (!eq.heldEqual.empty()) f.heldEqual = eq.heldEqual;
            f.topology.linkGbps = eq.linkGbps;
            f.topology.oversubscription = eq.oversubscription;
        }
        // TopoOpt always runs: a cancelled comparison still has its best result so far.
        if (job != 0 && cancel.isCancelled()) return;
        OptimizeResult r;
        try {
            r = Optimizer(model, cluster, device, f.topology, job == 1 ? none : search)
                    .run(nullptr, cancel);
        } catch (...) {
            if (job == 0) topooptEnded(); // the equal-cost job stops waiting
            throw;
        }
        {
            const std::lock_guard lock(mutex);
            results[static_cast<std::size_t>(job)] = std::move(r);
            if (progress) progress(++done, total);
        }
        if (job == 0) topooptEnded();
    };
    runJobs(total, workerCount(options.jobs, total), runFabric);
    out.topoopt = *results[0];

    // Rows in the table's order: the direct-connect fabrics, then the switched ones.
    std::vector<std::pair<const Fabric*, const OptimizeResult*>> rows;
    for (int job : {0, 1, 2, 3, 4, equalCostJob, 5, 6})
        if (const auto& r = results[static_cast<std::size_t>(job)])
            rows.emplace_back(&fabrics[static_cast<std::size_t>(job)], &*r);
    double equalCostMs = 0;
    for (const auto& [f, r] : rows)
        if (f->kind == "fattree-equal-cost") equalCostMs = r->bestMs;
    for (const auto& [f, r] : rows) {
        ComparisonRow row = rowFor(*f, *r, options.prices);
        row.speedupVsEqualCostFatTree = equalCostMs > 0 ? equalCostMs / r->bestMs : 0;
        out.rows.push_back(std::move(row));
    }
    return out;
}

} // namespace topoopt

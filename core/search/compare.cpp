// Builds the comparison table: each fabric gets the same strategy-search budget.
#include "search/compare.h"

#include <condition_variable>
#include <mutex>
#include <optional>

#include "common/parallel.h"
#include "model/zoo.h"
#include "traffic/extract.h"

namespace topoopt {

namespace {

struct Fabric {
    std::string kind;
    std::string label;
    TopologyOptions topology;
    std::string heldEqual;
};

/// A fabric's row from its best strategy's exact `simulation` on `topology`.
ComparisonRow rowFor(const Fabric& f, const SimResult& simulation, const Topology& topology,
                     const PriceTable& prices)
{
    ComparisonRow row;
    row.kind = f.kind;
    row.label = f.label;
    row.iterationMs = simulation.iterationMs;
    row.computeMs = simulation.computeMs;
    row.exposedCommMs = simulation.exposedCommMs;
    row.costUsd = topologyCost(topology, prices).totalUsd;
    row.costPerThroughput = costPerThroughput(row.costUsd, row.iterationMs);
    row.linkGbps = f.topology.linkGbps;
    row.oversubscription = f.topology.oversubscription;
    row.heldEqual = f.heldEqual;
    return row;
}

/// The compared fabrics in the order they are searched; the equal-cost fat-tree, priced from
/// TopoOpt's fabric, is last (kEqualCostJob) and still has the scenario's link bandwidth.
std::vector<Fabric> comparedFabrics(const Scenario& scenario)
{
    const TopologyOptions base = topologyOptionsFor(scenario);
    auto fabric = [&](std::string kind, std::string label, std::string topoKind, std::string held) {
        Fabric f{std::move(kind), std::move(label), base, std::move(held)};
        f.topology.kind = std::move(topoKind);
        return f;
    };
    Fabric fullFat = fabric("fattree-full", "Fat-tree, full bandwidth (d x B per server)",
                            "fattree", "per-server bandwidth d x B, full bisection");
    fullFat.topology.linkGbps = scenario.cluster.degree * scenario.cluster.linkGbps;
    return {
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
}
constexpr int kEqualCostJob = 7;
/// The table's order: the direct-connect fabrics, then the switched ones.
constexpr int kRowOrder[] = {0, 1, 2, 3, 4, kEqualCostJob, 5, 6};

/// Sets `f` to the fat-tree that costs what `topoopt` costs.
void priceEqualCost(Fabric& f, const Scenario& scenario, const Topology& topoopt,
                    const PriceTable& prices)
{
    const double budget = topologyCost(topoopt, prices).totalUsd;
    const EqualCostFatTree eq = equalCostFatTree(scenario.cluster.servers, budget, prices, 0);
    if (!eq.heldEqual.empty()) f.heldEqual = eq.heldEqual;
    f.topology.linkGbps = eq.linkGbps;
    f.topology.oversubscription = eq.oversubscription;
}

/// Speedups against the equal-cost fat-tree's row, when there is one.
void setSpeedups(std::vector<ComparisonRow>& rows)
{
    double equalCostMs = 0;
    for (const ComparisonRow& r : rows)
        if (r.kind == "fattree-equal-cost") equalCostMs = r.iterationMs;
    for (ComparisonRow& r : rows)
        r.speedupVsEqualCostFatTree = equalCostMs > 0 ? equalCostMs / r.iterationMs : 0;
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
    if (options.timeResolutionUs) search.timeResolutionUs = *options.timeResolutionUs;

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
    std::vector<Fabric> fabrics = comparedFabrics(scenario);
    const int total = static_cast<int>(fabrics.size());
    const int equalCostJob = kEqualCostJob;
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
            priceEqualCost(f, scenario, results[0]->topology, options.prices);
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

    for (int job : kRowOrder)
        if (const auto& r = results[static_cast<std::size_t>(job)]) {
            // The best simulated exactly, also when the search ran at a time resolution.
            out.rows.push_back(rowFor(fabrics[static_cast<std::size_t>(job)], r->simulation,
                                      r->topology, options.prices));
        }
    setSpeedups(out.rows);
    return out;
}

Comparison compareBestOnFabrics(const Scenario& scenario, const Model& model,
                                const DeviceModel& device, const OptimizeResult& result,
                                const PriceTable& prices, int threads, const CancelToken& cancel)
{
    const Cluster& cluster = scenario.cluster;
    std::vector<Fabric> fabrics = comparedFabrics(scenario);
    // What each fabric runs: the best strategy, but for the default-strategy row, and its
    // traffic, which TopologyFinder and the routes are built for.
    struct Job {
        const Strategy* strategy = nullptr;
        std::optional<Topology> topology; // empty: these servers and ports cannot make it
        std::optional<SimResult> simulation;
    };
    std::vector<Job> jobs(fabrics.size());
    const Traffic startTraffic = extractTraffic(model, result.startStrategy, cluster, &cancel);
    const auto build = [&](std::size_t job, const Traffic& traffic) {
        try {
            jobs[job].topology = buildTopology(traffic, fabrics[job].topology, &cancel);
        } catch (const InputError&) {
            // e.g. a torus of a server count with no near-square grid; the row is left out
        }
    };
    for (std::size_t job = 0; job < fabrics.size(); ++job) {
        Job& j = jobs[job];
        j.strategy = job == 1 ? &result.startStrategy : &result.bestStrategy;
        if (job == 0 && result.topology.kind == fabrics[0].topology.kind) {
            j.topology = result.topology; // the search's own fabric and time
            if (result.timeResolutionUs == 0 || result.exactBestMs > 0)
                j.simulation = result.simulation; // exact
            continue;
        }
        if (job == static_cast<std::size_t>(kEqualCostJob)) {
            if (!jobs[0].topology) continue;
            try {
                priceEqualCost(fabrics[job], scenario, *jobs[0].topology, prices);
            } catch (const InputError&) {
                continue; // no fat-tree fits the budget: below the cost of the server links
            }
        }
        build(job, job == 1 ? startTraffic : result.traffic);
    }
    // Every row exact, also after a search at a time resolution: one simulation each.
    const Evaluator exact(model, cluster, device);
    runJobs(static_cast<int>(jobs.size()),
            workerCount(threads, static_cast<int>(jobs.size())), [&](int i) {
                Job& j = jobs[static_cast<std::size_t>(i)];
                if (!j.topology || j.simulation) return;
                try {
                    j.simulation = exact.simulate(*j.strategy, *j.topology, &cancel);
                } catch (const InputError&) {
                    // the strategy cannot run on this fabric: left out like an unbuildable kind
                }
            });
    Comparison out;
    out.scenario = scenario.name;
    for (int job : kRowOrder) {
        const Job& j = jobs[static_cast<std::size_t>(job)];
        if (!j.simulation) continue;
        Fabric f = fabrics[static_cast<std::size_t>(job)];
        if (job > 1) f.heldEqual += "; the optimized strategy, not searched on this fabric";
        out.rows.push_back(rowFor(f, *j.simulation, *j.topology, prices));
    }
    setSpeedups(out.rows);
    return out;
}

} // namespace topoopt

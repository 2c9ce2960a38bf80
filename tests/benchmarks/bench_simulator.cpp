// Benchmark: simulation time per iteration for the FlexNet samples, the zoo's default strategies
// and synthetic DLRM graphs; or for one scenario's own strategy (a search's best, say).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <functional>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <string>

#include "benchargs.h"
#include "common/allocator.h"
#include "device/devicemodel.h"
#include "flexnet/flexnetimport.h"
#include "io/scenariojson.h"
#include "io/topologyjson.h"
#include "model/zoo.h"
#include "search/scenariorun.h"
#include "sim/lowerbound.h"
#include "sim/simfabric.h"
#include "sim/simtopologies.h"
#include "sim/simulator.h"
#include "sim/syntheticgraph.h"
#include "sim/taskgraphbuilder.h"
#include "sim/taskgraphkey.h"
#include "strategy/defaultstrategy.h"
#include "topology/buildtopology.h"
#include "traffic/extract.h"

using namespace topoopt;

namespace {

struct Timing {
    double wallMs = 0;
    double cpuMs = 0;
    double fastestCpuMs = 0; // the fastest run's CPU time
};

/// Runs per measurement given on the command line; 0: until 0.5 s of CPU (see measure()).
int g_fixedRuns = 0;

/// Runs `body` at least once and until 0.5 s of CPU have passed (at most 20 times), or exactly
/// g_fixedRuns times; returns the mean wall and CPU time per run, and the fastest run's CPU
/// time. CPU time is the figure to read on a shared machine; where other guests still slow it
/// (on one machine two copies of one binary differed by 5 % in turn, and one by half within
/// minutes), the fastest run is the steadier figure. A fixed count makes the work repeatable, so
/// that instruction counts (valgrind --tool=callgrind) compare two builds exactly.
Timing measure(const std::function<void()>& body)
{
    int runs = 0;
    const auto wall0 = std::chrono::steady_clock::now();
    const std::clock_t cpu0 = std::clock();
    std::clock_t fastest = 0;
    do {
        const std::clock_t start = std::clock();
        body();
        const std::clock_t took = std::clock() - start;
        fastest = runs == 0 ? took : std::min(fastest, took);
        ++runs;
    } while (g_fixedRuns > 0 ? runs < g_fixedRuns
                             : runs < 20 && (std::clock() - cpu0) < CLOCKS_PER_SEC / 2);
    const double wall =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall0).count();
    const double cpu = 1000.0 * static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
    return {wall / runs, cpu / runs, 1000.0 * static_cast<double>(fastest) / CLOCKS_PER_SEC};
}

/// The time resolution the zoo cases are also simulated at (search.time_resolution_us 50).
constexpr double kSearchResolutionMs = 0.05;

/// Simulates `g` on `t` and prints one line: the iteration time, then the cost of a call that
/// prepares the fabric (routes, pair uses) itself, and of one on a fabric prepared before, which
/// is what a search pays for each proposal (it keeps one fabric per topology). With
/// `atResolution`, the iteration time and fabric-kept cost at kSearchResolutionMs too.
void simulateAndPrint(const std::string& name, const std::string& fabric, const TaskGraph& g,
                      const Topology& t, const SimOptions& o, bool atResolution = false)
{
    SimResult r;
    const Timing cold = measure([&] { r = simulate(g, t, o); });
    sim::SimFabric prepared(t, o.maxEcmpPaths);
    simulate(g, prepared, o); // fills the fabric's route and pair-use caches
    const Timing warm = measure([&] { r = simulate(g, prepared, o); });
    std::printf("%-26s %-9s tasks %6zu  flows %6lld  iteration %10.3f ms  | sim %8.2f ms cpu "
                "%8.2f ms wall | fabric kept %8.2f ms cpu (fastest %.2f)",
                name.c_str(), fabric.c_str(), g.tasks.size(), r.flows, r.iterationMs, cold.cpuMs,
                cold.wallMs, warm.cpuMs, warm.fastestCpuMs);
    if (atResolution) {
        // What a search pays for a proposal before (or instead of) simulating it.
        IterationBound b;
        const Timing bound = measure([&] { b = iterationLowerBound(g, prepared, o); });
        std::printf(" | bound %6.2f ms cpu", bound.cpuMs);
        SimOptions coarse = o;
        coarse.timeResolutionMs = kSearchResolutionMs;
        SimResult c;
        const Timing kept = measure([&] { c = simulate(g, prepared, coarse); });
        std::printf(" | at %.0f us: iteration %10.3f ms (%+.3f %%), fabric kept %8.2f ms cpu "
                    "(fastest %.2f)",
                    1000 * kSearchResolutionMs, c.iterationMs,
                    100 * (c.iterationMs - r.iterationMs) / r.iterationMs, kept.cpuMs,
                    kept.fastestCpuMs);
    }
    std::printf("\n");
    std::fflush(stdout);
}

/// Direct-connect stand-in for a TopoOpt fabric: circulant links i -- i+1 and i -- i+p (d = 4)
/// with both rings given to every all-server AllReduce group. p = 0 picks the largest jump
/// below n / 2 coprime with n (few hops); a small p (e.g. 11) gives longer multi-hop routes.
Topology circulant(const TaskGraph& g, int p = 0)
{
    const int n = g.servers;
    if (p <= 0 || p >= n) {
        p = n / 2 - 1;
        while (p > 1 && std::gcd(p, n) != 1)
            --p;
    }
    Topology t;
    t.kind = "manual";
    t.servers = n;
    t.degree = 4;
    t.linkGbps = 100;
    for (int off : {1, p})
        for (int i = 0; i < n; ++i)
            t.links.push_back({std::min(i, (i + off) % n), std::max(i, (i + off) % n), 1,
                               LinkRole::AllReduce, 0});
    std::vector<int> members;
    for (int i = 0; i < n; ++i)
        members.push_back(i);
    for (const SimTask& task : g.tasks)
        if (task.kind == TaskKind::AllReduce && static_cast<int>(task.members.size()) == n) {
            bool known = false;
            for (const Ring& r : t.rings)
                known = known || r.group == task.group;
            if (!known) t.rings.push_back({task.group, members, {1, p}});
        }
    return t;
}

/// One scenario with its strategy (its hand strategy, else its model's default) on `topologyFile`
/// (else a fabric of its kind built for its traffic), timed as the zoo cases are. An exact
/// search spends its time on the strategies it accepts, which cost several times the default
/// strategy's (docs/results-128.md 2d, 2h); to time one, save a result's scenario with its
/// strategy as a scenario file (data/dlrm128-searched.json is one).
int benchScenario(const std::string& path, const std::string& topologyFile)
{
    std::string reading = path;
    try {
        const Scenario scenario = io::loadScenario(path);
        std::optional<Topology> fabric;
        reading = topologyFile;
        if (topologyFile != "-") fabric = io::loadTopology(topologyFile);
        reading = path;
        const ScenarioRun run =
            evaluateScenario(scenario, std::filesystem::path(path).parent_path().string(), fabric);
        simulateAndPrint(std::filesystem::path(path).stem().string(), run.topology.kind, run.graph,
                         run.topology, simOptionsFor(scenario.cluster), true);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_simulator: %s: %s\n", reading.c_str(), e.what());
        return 2; // a wrong argument, as bench::Args says
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    keepSimulationMemory(); // as the apps do
    // The filter keeps the cases whose "name fabric" contains it (e.g. "dlrm 128 circ").
    const bench::Args args(argc, argv,
                           "usage: bench_simulator [folder of FlexNet samples, - for the shared "
                           "data] [filter, e.g. \"dlrm 128 topoopt\"] [runs per figure, 0: "
                           "until 0.5 s of CPU, at most 20]\n"
                           "       bench_simulator S.json [TOPO.json, - for a fabric of the "
                           "scenario's kind] [runs per figure]",
                           3);
    const std::string folder = args.text(1, "-");
    if (folder.ends_with(".json")) {
        g_fixedRuns = args.integer(3, 0, 0, 1000, "runs per figure");
        std::printf("# bench_simulator: CPU and wall ms per simulated iteration of one scenario, "
                    "preparing the fabric in the call and with the fabric kept from an earlier "
                    "call (as the search runs), also at the time resolution a search may use\n");
        return benchScenario(folder, args.text(2, "-"));
    }
    const std::filesystem::path dir = folder != "-"
                                          ? std::filesystem::path(folder)
                                          : std::filesystem::path(TOPOOPT_SHARED_DATA) / "flexnet";
    if (!std::filesystem::is_directory(dir)) args.fail(dir.string() + " is not a folder");
    const std::string filter = args.text(2, "");
    g_fixedRuns = args.integer(3, 0, 0, 1000, "runs per figure");
    const auto wanted = [&](const std::string& name, const std::string& fabric) {
        return (name + " " + fabric).find(filter) != std::string::npos;
    };
    std::printf("# bench_simulator: CPU and wall ms per simulated iteration (mean of repeated "
                "runs), preparing the fabric in the call and with the fabric kept from an "
                "earlier call (as the search runs); link 100 Gbps, d = 1 for FlexNet files, "
                "latency 1 us/hop; zoo graphs also at the time resolution a search may use\n");
    const char* samples[] = {"candle_16_100g",      "candle_32_100g", "dlrm_16_100g",
                             "dlrm_32_100g",        "dlrm_128_100g",  "transformer_16_100g",
                             "transformer_32_100g", "vgg_16_100g",    "vgg_32_100g"};
    for (const char* name : samples) {
        const std::string path = (dir / (std::string(name) + ".fbuf")).string();
        if (!wanted(name, "import") && !wanted(name, "ideal") && !wanted(name, "fattree") &&
            !wanted(name, "fat-hash"))
            continue;
        FlexNetImport file;
        Timing load;
        try {
            load = measure([&] { file = importFlexNetFile(path); });
        } catch (const std::exception& e) { // a missing or corrupt sample: say so, go on
            std::printf("%-26s import    cannot read %s: %s\n", name, path.c_str(), e.what());
            continue;
        }
        std::printf("%-26s import    tasks %6zu  %46s | load %7.2f ms cpu %8.2f ms wall\n", name,
                    file.graph.tasks.size(), "", load.cpuMs, load.wallMs);
        SimOptions o;
        o.minFlowBytes = kFlexNetMssBytes;
        for (const char* kind : {"ideal", "fattree", "fat-hash"}) {
            const std::string k = kind;
            if (!wanted(name, k)) continue;
            const Topology t = k == "ideal" ? sim::idealSwitchTopology(file.servers, 1, 100)
                                            : sim::leafSpineTopology(file.servers, 1, 100);
            o.ecmpSplit = k != "fat-hash";
            simulateAndPrint(name, kind, file.graph, t, o);
        }
    }
    // Our task graphs: every zoo model with its default strategy, d = 4, 100 Gbps, on the
    // TopoOpt fabric TopologyFinder builds for its traffic, a full-bisection fat-tree and the
    // ideal switch (the simulator's options as the optimizer uses them).
    for (const char* zoo : {"dlrm", "candle", "bert", "ncf", "resnet50", "vgg16", "gpt"})
        for (int n : {16, 128}) {
            const std::string name = std::string("zoo ") + zoo + " " + std::to_string(n);
            if (!wanted(name, "topoopt") && !wanted(name, "fattree") && !wanted(name, "ideal"))
                continue;
            Cluster cluster;
            cluster.servers = n;
            const Model model = buildZooModel(zoo, nlohmann::json::object());
            const DeviceModel device = DeviceModel::byName(cluster.gpu);
            const Strategy strategy = defaultStrategy(model, cluster, device.memoryBytes());
            const Traffic traffic = extractTraffic(model, strategy, cluster);
            const TaskGraph g = buildTaskGraph(model, strategy, cluster, device);
            // The rest of a proposal's fixed cost: its task graph as the search builds it
            // (unlabeled, into the graph of the proposal before) and the key that finds repeats.
            TaskGraphOptions unlabeled;
            unlabeled.labels = false;
            TaskGraph built = g;
            const Timing build = measure(
                [&] { buildTaskGraph(model, strategy, cluster, device, unlabeled, built); });
            TaskGraphKey sink;
            const Timing key = measure([&] { sink = taskGraphKey(built); });
            std::printf("%-26s proposal  build (unlabeled) %6.2f ms cpu | key %6.2f ms cpu\n",
                        name.c_str(), build.cpuMs, key.cpuMs);
            const SimOptions o = simOptionsFor(cluster);
            for (const char* kind : {"topoopt", "fattree", "ideal"}) {
                if (!wanted(name, kind)) continue;
                TopologyOptions to;
                to.kind = kind;
                to.degree = cluster.degree;
                to.linkGbps = cluster.linkGbps;
                simulateAndPrint(name, kind, g, buildTopology(traffic, to), o, true);
            }
        }
    for (int n : {16, 128}) {
        sim::DlrmLikeShape shape;
        shape.servers = n;
        shape.jitter = 0.1;
        const TaskGraph g = sim::dlrmLikeGraph(shape);
        const std::string name = "synthetic dlrm " + std::to_string(n);
        for (const char* kind :
             {"ideal", "fattree", "fat-hash", "circ-hash", "circulant", "circ-1-11"}) {
            const std::string k = kind;
            if (!wanted(name, k)) continue;
            const Topology t = k == "ideal" ? sim::idealSwitchTopology(n, 4, 100)
                               : k == "fattree" || k == "fat-hash"
                                   ? sim::leafSpineTopology(n, 1, 400)
                               : k == "circ-1-11" ? circulant(g, 11)
                                                  : circulant(g);
            SimOptions o;
            o.ecmpSplit = k.find("hash") == std::string::npos;
            simulateAndPrint(name, kind, g, t, o);
        }
    }
    return 0;
}

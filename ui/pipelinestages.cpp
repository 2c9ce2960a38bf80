// The pipeline's stages, calling the core.
#include "pipelinestages.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <map>
#include <optional>
#include <utility>

#include "common/error.h"
#include "common/parallel.h"
#include "comparisonview.h"
#include "coretext.h"
#include "cost/costmodel.h"
#include "device/devicemodel.h"
#include "iterationbreakdown.h"
#include "model/zoo.h"
#include "scenario/scenariostrategy.h"
#include "sim/simulator.h"
#include "sim/taskgraphbuilder.h"
#include "strategy/strategy.h"
#include "strategysearch.h"
#include "topology/buildtopology.h"
#include "traffic/extract.h"

namespace topoopt::ui {

namespace {
// lupdate files tr() calls outside a class under the enclosing namespace: use that context.
QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("topoopt::ui", text, disambiguation, n);
}

double msSince(const QElapsedTimer& clock)
{
    return static_cast<double>(clock.nsecsElapsed()) / 1e6;
}
} // namespace

Topology buildFabric(const Scenario& scenario, const Traffic& traffic, const CancelToken& cancel)
{
    cancel.check();
    return buildTopology(traffic, topologyOptionsFor(scenario), &cancel);
}

SimResult simulateStrategy(const Model& model, const Strategy& strategy, const Cluster& cluster,
                           const Topology& topology, const CancelToken& cancel,
                           const FlexFlowMeasurements* measurements)
{
    DeviceModel device = DeviceModel::byName(cluster.gpu);
    if (measurements) device.applyMeasurements(*measurements);
    const TaskGraph graph = buildTaskGraph(model, strategy, cluster, device);
    cancel.check();
    return simulate(graph, topology, simOptionsFor(cluster), &cancel);
}

namespace {
QString kindLabel(const std::string& kind)
{
    static const std::map<std::string, const char*> labels = {
        {"topoopt", QT_TRANSLATE_NOOP("Pipeline", "TopoOpt")},
        {"manual", QT_TRANSLATE_NOOP("Pipeline", "Manual (edited)")},
        {"expander", QT_TRANSLATE_NOOP("Pipeline", "Expander")},
        {"ring", QT_TRANSLATE_NOOP("Pipeline", "Ring")},
        {"torus", QT_TRANSLATE_NOOP("Pipeline", "Torus")},
        {"fattree", QT_TRANSLATE_NOOP("Pipeline", "Fat-tree")},
        {"ideal", QT_TRANSLATE_NOOP("Pipeline", "Ideal switch")}};
    const auto label = labels.find(kind);
    return label != labels.end() ? QCoreApplication::translate("Pipeline", label->second)
                                 : QString::fromStdString(kind);
}

const PriceTable& builtInPrices()
{
    static const PriceTable prices = PriceTable::defaults();
    return prices;
}

/// Fabric cost at the built-in prices; 0 (drawn as unknown) when a part has no price.
double fabricCostUsd(const Topology& topology)
{
    try {
        return topologyCost(topology, builtInPrices()).totalUsd;
    } catch (const InputError&) {
        return 0;
    }
}
} // namespace

std::vector<ComparisonRow> compareKinds(const PipelineContext& context, const CancelToken& cancel)
{
    // The fabrics first (cheap, and the equal-cost fat-tree needs the budget design's cost),
    // then their simulations at once on the hardware threads: each lands in its own row.
    struct Candidate {
        std::string kind;
        QString label;
        Topology topology;
        double costUsd; // at the built-in prices, priced once for the budget and the row
        /// Set up front for the current design; left empty when the strategy cannot run on
        /// the fabric, which leaves it out of the table like a kind that cannot be built.
        std::optional<SimResult> simulation;
    };
    std::vector<Candidate> candidates;
    const auto add = [&](std::string kind, QString label, Topology topology,
                         std::optional<SimResult> simulation) {
        const double cost = fabricCostUsd(topology);
        candidates.push_back(
            {std::move(kind), std::move(label), std::move(topology), cost, std::move(simulation)});
    };
    for (const std::string& kind : topologyKinds()) {
        // A hand-edited design is compared with the kinds when it is the current one.
        if (kind == "manual" && context.topology.kind != "manual") continue;
        if (kind == context.topology.kind) {
            add(kind, kindLabel(kind), context.topology, context.simulation);
            continue;
        }
        try {
            Scenario s = context.scenario;
            s.topology.kind = kind;
            add(kind, kindLabel(kind), buildFabric(s, context.traffic, cancel), std::nullopt);
        } catch (const InputError&) {
            continue; // a kind these servers and ports cannot make (e.g. an odd torus)
        }
    }
    // The paper's yardstick: the fat-tree that costs what the direct-connect design costs
    // (the edited design when it is the current one, else TopologyFinder's).
    const std::string budgetKind = context.topology.kind == "manual" ? "manual" : "topoopt";
    double budget = 0;
    for (const Candidate& c : candidates)
        if (c.kind == budgetKind) budget = c.costUsd;
    if (budget > 0) {
        try {
            const EqualCostFatTree eq =
                equalCostFatTree(context.scenario.cluster.servers, budget, builtInPrices());
            Scenario s = context.scenario;
            s.topology.kind = "fattree";
            s.cluster.linkGbps = eq.linkGbps;
            s.topology.oversubscription = eq.oversubscription;
            add("fattree-equal-cost",
                tr("Fat-tree, equal cost (%1 Gbps)").arg(eq.linkGbps, 0, 'f', 0),
                buildFabric(s, context.traffic, cancel), std::nullopt);
        } catch (const InputError&) {
            // No fat-tree fits the budget (it is below the cost of the server links alone).
        }
    }
    const int count = static_cast<int>(candidates.size());
    runJobs(count, workerCount(searchThreadsSetting(), count), [&](int i) {
        Candidate& c = candidates[static_cast<std::size_t>(i)];
        if (c.simulation) return;
        try {
            c.simulation =
                simulateStrategy(context.model, context.strategy, context.scenario.cluster,
                                 c.topology, cancel, context.measurements.get());
        } catch (const InputError&) {
        }
    });
    std::vector<ComparisonRow> rows;
    for (const Candidate& c : candidates) {
        if (!c.simulation) continue;
        ComparisonRow row;
        row.kind = c.kind;
        row.label = c.label.toStdString();
        row.iterationMs = c.simulation->iterationMs;
        row.computeMs = c.simulation->computeMs;
        row.exposedCommMs = c.simulation->exposedCommMs;
        row.costUsd = c.costUsd;
        rows.push_back(row);
    }
    double baseline = 0;
    for (const char* kind : {"fattree-equal-cost", "fattree"})
        for (const ComparisonRow& r : rows)
            if (baseline <= 0 && r.kind == kind) baseline = r.iterationMs;
    if (baseline <= 0)
        for (const ComparisonRow& r : rows)
            baseline = std::max(baseline, r.iterationMs);
    for (ComparisonRow& r : rows)
        r.speedup = r.iterationMs > 0 ? baseline / r.iterationMs : 0;
    return rows;
}

namespace {
/// Calls a sink callback if the caller set one: a caller may want only some of the results.
template <typename Callback, typename... Args> void notify(const Callback& callback, Args&&... args)
{
    if (callback) callback(std::forward<Args>(args)...);
}
} // namespace

void runPipeline(const PipelineInput& input, const CancelToken& cancel, const PipelineSink& sink)
{
    const Scenario& s = input.scenario;
    // Each stage is announced before it runs and reported, under the same name, with its time.
    QElapsedTimer clock;
    QString stage;
    const auto begin = [&](const QString& name) {
        stage = name;
        notify(sink.stageStarted, stage);
        clock.start();
    };
    const auto end = [&](const QString& summary) {
        notify(sink.stage, stage, summary, msSince(clock));
    };
    cancel.check();

    std::optional<Model> model;
    std::optional<Strategy> strategy;
    Traffic traffic;
    if (input.traffic) {
        traffic = *input.traffic;
    } else {
        begin(tr("model"));
        model = resolveModel(s, input.scenarioDir);
        end(tr("%1: %2 operators").arg(QString::fromStdString(model->name)).arg(model->ops.size()));
        cancel.check();
        begin(tr("strategy"));
        strategy = resolveStrategy(s, *model);
        end(s.strategy.is_null()
                ? tr("default strategy (data parallel, sharded embeddings)")
                : tr("hand strategy: %1").arg(strategyShapeText(strategyShape(*strategy, *model))));
        cancel.check();
        begin(tr("traffic"));
        traffic = extractTraffic(*model, *strategy, s.cluster, &cancel);
        end(tr("%1, %2").arg(
            tr("%Ln AllReduce group(s)", nullptr, static_cast<int>(traffic.allreduce.size())),
            tr("%Ln MP pair(s)", nullptr, static_cast<int>(traffic.mp.size()))));
    }
    notify(sink.traffic, traffic);
    cancel.check();

    begin(tr("topology"));
    const Topology topology = buildFabric(s, traffic, cancel);
    end(tr("%1: %L2 nodes, %L3 link entries")
            .arg(QString::fromStdString(topology.kind))
            .arg(topology.nodes())
            .arg(topology.links.size()));
    notify(sink.topology, topology);
    if (!model) return; // imported traffic: no task graph to simulate

    begin(tr("simulation"));
    const SimResult result =
        simulateStrategy(*model, *strategy, s.cluster, topology, cancel, input.measurements.get());
    // The Summary's "Simulated iteration" row says the same: one text, so one precision.
    end(tr("iteration %1")
            .arg(iterationBreakdownText(result.iterationMs, result.computeMs,
                                        result.exposedCommMs)));
    notify(sink.simulation, result);
    auto context = std::make_shared<PipelineContext>();
    context->scenario = s;
    context->model = *model;
    context->strategy = *strategy;
    context->traffic = traffic;
    context->topology = topology;
    context->simulation = result;
    context->measurements = input.measurements;
    notify(sink.context, std::move(context));
}

} // namespace topoopt::ui

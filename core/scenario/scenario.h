// A scenario: the cluster, the model, the topology kind and the search settings of one study.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "cluster/cluster.h"
#include "topology/topology.h"

namespace topoopt {

/// Which model to train: a zoo entry with parameter overrides, a model file, or an inline
/// operator list (interfaces.md, scenario).
struct ModelSpec {
    /// Zoo identifier (dlrm, candle, bert, ncf, resnet50, vgg16, gpt); empty for file/inline.
    std::string zoo = "dlrm";
    /// Overrides of the zoo model's parameters (e.g. {"tables": 128}); per_gpu_batch included.
    nlohmann::json params = nlohmann::json::object();
    /// Path of a topoopt-model/1 file, relative to the scenario file's folder.
    std::string file;
    /// An inline topoopt-model/1 document.
    nlohmann::json inlineModel;

    bool operator==(const ModelSpec&) const = default;
};

inline const std::vector<std::string>& zooModelIds()
{
    static const std::vector<std::string> ids = {"dlrm",     "candle", "bert", "ncf",
                                                 "resnet50", "vgg16",  "gpt"};
    return ids;
}

/// How TopologyFinder splits ports between AllReduce and MP (topologyfinder.md 3.1).
enum class DegreeSplit { Proportional, AllReduceOnly };

/// [ours] How TopologyFinder serves disjoint AllReduce groups of one size and stride (a class):
/// `Auto` gives them one cycle through all their servers when that never gives a group less
/// bandwidth than rings of its own (ringplan.h), and a search simulates the fabric both ways
/// and keeps the faster; `Always` and `Never` fix the choice.
enum class SharedCycle { Auto, Always, Never };

/// The JSON and command-line names of SharedCycle: "auto", "always", "never".
inline const char* sharedCycleName(SharedCycle c)
{
    return c == SharedCycle::Always ? "always" : c == SharedCycle::Never ? "never" : "auto";
}
inline std::optional<SharedCycle> sharedCycleFromName(std::string_view name)
{
    for (SharedCycle c : {SharedCycle::Auto, SharedCycle::Always, SharedCycle::Never})
        if (name == sharedCycleName(c)) return c;
    return std::nullopt;
}

struct TopologySpec {
    std::string kind = "topoopt";
    DegreeSplit degreeSplit = DegreeSplit::Proportional;
    SharedCycle sharedCycle = SharedCycle::Auto;
    /// Fat-tree oversubscription ratio r:1 (>= 1).
    double oversubscription = 1.0;
    /// For kind "manual": the user's rings and MP links.
    std::vector<Ring> rings;
    std::vector<Link> links;
    bool operator==(const TopologySpec&) const = default;
};

/// SearchSpec::timeResolutionUs of a search that picks its own resolution from its start
/// (JSON "auto"). A resolution is otherwise a number of microseconds >= 0.
inline constexpr double kAutoTimeResolution = -1;

/// MCMC and alternation settings (topologyfinder.md 4).
struct SearchSpec {
    int proposals = 4000;
    int rounds = 8;
    std::uint64_t seed = 1;
    /// Metropolis temperature: accept a worse t' with probability exp(-alpha (t' - t)).
    double alpha = 1.0;
    /// Divide the difference by t (the relative form, [ours]).
    bool relative = false;
    /// Stop a round's strategy search after this many proposals without a new best (0: never;
    /// [ours]). OptimizerOptions::patience.
    int patience = 0;
    /// [beyond the paper] Random local fabric changes tried after each TopologyFinder step
    /// (0: none). OptimizerOptions::topologyMoves.
    int topologyMoves = 0;
    /// [ours] Time resolution every simulation of the search runs at, in microseconds (0:
    /// exact; kAutoTimeResolution: a fixed fraction of the start's exact iteration time,
    /// autoTimeResolutionUs). OptimizerOptions::timeResolutionUs.
    double timeResolutionUs = kAutoTimeResolution;
    bool operator==(const SearchSpec&) const = default;
};

struct Scenario {
    std::string name = "DLRM, 128 servers, d=4, 100 Gbps";
    Cluster cluster;
    ModelSpec model;
    TopologySpec topology;
    SearchSpec search;
    /// A hand strategy: an inline topoopt-strategy/1 document (io/strategyjson.h), one entry per
    /// operator of the model. Null: the model's default strategy (defaultStrategy). Checked
    /// against the model when resolved (scenariostrategy.h).
    nlohmann::json strategy;
    /// Unknown fields met while reading (kept so the UI and CLI can warn); not written back.
    std::vector<std::string> warnings;

    bool operator==(const Scenario& o) const
    {
        return name == o.name && cluster == o.cluster && model == o.model &&
               topology == o.topology && search == o.search && strategy == o.strategy;
    }
};

/// The built-in default scenario: DLRM, 128 servers, d = 4, 100 Gbps.
Scenario defaultScenario();

} // namespace topoopt

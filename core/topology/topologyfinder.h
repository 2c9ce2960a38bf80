// TopologyFinder: rings for AllReduce, matchings for MP, filled ports and routes
// (topologyfinder.md 3).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "common/cancel.h"
#include "topology/finderaccount.h"
#include "topology/topologyoptions.h"
#include "traffic/traffic.h"

namespace topoopt {

/// One step of TopologyFinder, for teaching mode to replay: what kind of step ("degree-split",
/// "ring", "matching", "fill", "routes"), what happened and why (as sentences a user interface
/// phrases in its language, and in English), and the topology as it stood after the step.
struct FinderStage {
    std::string kind;
    std::string explanation; // englishAccount(sentences)
    std::vector<FinderSentence> sentences;
    Topology snapshot;
};

/// Ports per server for AllReduce rings and for MP matchings (3.1).
struct PortSplit {
    int allreduce = 0;
    int mp = 0;
};

/// d_A = round(d T_A / (T_A + T_M)) rounded to an even number (an odd port goes to MP), at
/// least 2 whenever a group of two or more servers exists and d >= 2, d when there is no MP
/// traffic; AllReduceOnly gives AllReduce every even port.
PortSplit splitDegree(const Traffic& traffic, int degree, DegreeSplit mode);

/// Builds a TopoOpt fabric for one traffic. The traffic and options must be valid (see
/// buildTopology(), which checks them). Deterministic.
class TopologyFinder {
public:
    TopologyFinder(const Traffic& traffic, const TopologyOptions& options);

    /// Called once per stage, in order, as the stages of the finished build are final.
    void setObserver(std::function<void(const FinderStage&)> observer);
    /// Whether stages() keeps a snapshot per stage (on by default; off saves copies when
    /// nobody replays them). An observer always gets them.
    void setRecordStages(bool record) { m_record = record; }
    /// Runs every stage; the result has rings, links, routes and metrics.
    Topology run(const CancelToken* cancel = nullptr);
    /// The stages of the last run, in order; the last snapshot is the result.
    const std::vector<FinderStage>& stages() const { return m_stages; }
    /// The split the last run built with (splitDegree() until then): a run that had to join
    /// separate parts may have moved two ports between AllReduce and MP.
    PortSplit portSplit() const { return m_built; }
    /// Whether the last run served disjoint groups of one class, so that its
    /// TopologyOptions::sharedCycle may change the fabric.
    bool hadSharableGroups() const { return m_sharable; }

private:
    /// How a build keeps the fabric connected when the split's own build came out in parts.
    enum class Join { None, MpPorts, Backbone };
    Topology build(Join join, const CancelToken* cancel);
    void stage(const std::string& kind, std::vector<FinderSentence> sentences, const Topology& t);

    const Traffic& m_traffic;
    TopologyOptions m_options;
    PortSplit m_split;
    PortSplit m_built;
    std::function<void(const FinderStage&)> m_observer;
    std::vector<FinderStage> m_stages;
    bool m_record = true;
    bool m_sharable = false;
};

} // namespace topoopt

// Progress events of the alternating co-optimizer (topologyfinder.md 4): the plain C++
// callback interface the UI adapts to queued signals and the result file's history.
#pragma once

#include <string>

#include "topology/topology.h"

namespace topoopt {

/// Which plane of the alternation produced an event.
enum class SearchPlane { Strategy, Topology };

/// One proposal of the search: the simulated iteration time it reached and the best so far.
struct ProposalEvent {
    int round = 0; ///< alternation round, from 0
    int step = 0;  ///< proposal index within the whole run, from 0
    SearchPlane plane = SearchPlane::Strategy;
    double iterationMs = 0;
    double bestMs = 0;
    bool accepted = false;
    /// iterationMs is a proven lower bound, not a simulated time: the bound alone rejected the
    /// proposal, so it was not simulated (OptimizerOptions::skipDecidedProposals).
    bool lowerBound = false;
    /// Why the proposal was refused without a simulation (its task graph passes
    /// OptimizerOptions::maxTasks); empty for every other. A refused proposal has no
    /// iterationMs (0) and is not accepted.
    std::string refused;
    /// Short description of the move, e.g. "embedding_3: shard over 4 servers".
    std::string move;
};

/// The end of one alternation round: the topology TopologyFinder chose for the best strategy.
struct AlternationEvent {
    int round = 0;
    double iterationMs = 0;
    double bestMs = 0;
    bool topologyKept = false;
    Topology topology;
};

/// Receives events on the search's own thread; implementations must be cheap (buffer, return).
class SearchObserver {
public:
    virtual ~SearchObserver() = default;
    virtual void onProposal(const ProposalEvent& event) = 0;
    virtual void onAlternation(const AlternationEvent& event) = 0;
};

} // namespace topoopt

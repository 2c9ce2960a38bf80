// The MCMC neighbour move on strategies (topologyfinder.md 4; issue 4, item 4).
#pragma once

#include <random>
#include <string>

#include "strategy/strategy.h"

namespace topoopt {

/// Changes `strategy` into a random neighbour and returns a short description of the move
/// ("dense_3: degree 8 from s12"). Picks one non-input operator uniformly, then one of the moves
/// it allows, uniformly:
/// - degree: replicate over a new number of servers (1 .. n), a contiguous window (mod n) at a
///   random start;
/// - swap: replace one server of the placement by a server outside it;
/// - grow / shrink: add a server outside the placement at its end / drop one of its servers;
/// - mode: Replicated <-> Partitioned, when both are allowed;
/// - split: another tensor split dividing the GPUs per server, when allowed;
/// - propagate: copy the placement to a neighbouring operator (an input or a consumer).
/// A proposal is kept only if the strategy stays structurally valid and its memory fits
/// `gpuMemoryBytes` (memory.h); otherwise another is drawn, up to 64 times, after which the
/// strategy is left unchanged and "none" is returned. Given a valid strategy the result is
/// always valid; from a start that does not fit in memory, a move never raises the worst
/// per-GPU need. Deterministic for a given rng state (draws use rng() directly, not the
/// library's distributions, so they agree across standard libraries).
std::string proposeNeighbour(Strategy& strategy, const Model& model, const Cluster& cluster,
                             double gpuMemoryBytes, std::mt19937_64& rng);

} // namespace topoopt

// A fingerprint of what a simulation reads from a task graph, so a search can tell that two
// strategies give the same iteration and simulate it once.
#pragma once

#include <cstdint>
#include <utility>

#include "sim/taskgraph.h"

namespace topoopt {

/// 128 bits from two independently seeded splitmix64 chains. A collision between two of a few
/// thousand graphs has a probability of about 2^-105.
using TaskGraphKey = std::pair<std::uint64_t, std::uint64_t>;

/// Equal for graphs the simulator cannot tell apart on one fabric with one set of options:
/// covers the servers and devices and every task's kind, device, duration, endpoints, bytes,
/// ring members, group and successors, in order. Labels are left out: they name tasks for
/// people and change no time. Strategies that differ only where the task graph does not look
/// (an operator on one server, replicated or partitioned) therefore share a key.
TaskGraphKey taskGraphKey(const TaskGraph& graph);

} // namespace topoopt

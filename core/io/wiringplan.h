// The patch-panel wiring plan (interfaces.md, "wiring plan"): one row per physical cable.
#pragma once

#include <string>
#include <vector>

#include "topology/topology.h"

namespace topoopt::io {

/// One cable: node and port at both ends. Nodes are topology node ids (switches follow the
/// servers); ports are numbered 0.. per node.
struct Cable {
    int index = 0;
    int nodeA = 0;
    int portA = 0;
    int nodeB = 0;
    int portB = 0;
    LinkRole role = LinkRole::AllReduce;
    bool operator==(const Cable&) const = default;
};

/// Assigns ports deterministically: links in file order, each of a link's `count` cables in
/// turn, each end taking its node's lowest free port. Servers have ports 0..degree-1 (every
/// kind; a switched topology with degree 0 leaves server ports unbounded); switch ports are
/// numbered per switch without a bound. Throws InputError ("/links/i: server s has no free
/// port ...") when a server's cables exceed its degree or a link is malformed.
std::vector<Cable> wiringPlan(const Topology& topology);

/// CSV with the header `cable,server_a,port_a,server_b,port_b,role`, cables numbered from 0.
std::string wiringPlanCsv(const Topology& topology);

/// Parses a wiring plan CSV back (header required, LF or CRLF lines); InputError with
/// "line N" paths for bad rows. Does not check ports against a topology.
std::vector<Cable> parseWiringPlanCsv(const std::string& csv);

} // namespace topoopt::io

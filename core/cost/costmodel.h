// What a fabric costs, part by part, and the fat-tree that costs the same
// (topologyfinder.md section 7).
#pragma once

#include <string>

#include "cost/fattreesize.h"
#include "cost/pricetable.h"
#include "topology/topology.h"

namespace topoopt {

/// Cost of a fabric in USD, by component, with the counts that were priced.
struct CostBreakdown {
    double nicUsd = 0;
    double transceiverUsd = 0;
    double fiberUsd = 0;
    double patchPanelUsd = 0;
    double ocsUsd = 0;
    double switchUsd = 0;
    double totalUsd = 0;
    // Counts (fractional only for oversubscribed fat-trees, see FatTreeSize).
    double nicPorts = 0;
    double transceivers = 0;
    double fibers = 0;
    double patchPanelPorts = 0;
    double ocsPorts = 0;
    double switchPorts = 0;
    /// What was counted and which prices were estimates, for people.
    std::string note;
};

/// How server-to-server links of a direct-connect fabric are cabled.
enum class Reconfiguration {
    /// Through a patch panel (TopoOpt, section 5): each link is two fiber runs (server to
    /// panel, panel to server) and two panel ports.
    PatchPanel,
    /// Through an optical circuit switch: two fiber runs and two OCS ports per link.
    OpticalCircuitSwitch,
    /// Static cabling (a fixed expander, ring or torus): one fiber per link, nothing else.
    None,
};

const char* reconfigurationName(Reconfiguration r);

/// Costs any topology: every cable has a transceiver at both ends and its fibers; a server end
/// adds a NIC port, a switch end an electrical switch port, and a server-to-server link the
/// ports of `reconfiguration`. Each link is priced at its own rate (Link::gbps, or link_gbps),
/// interpolated in the table when it is not a class. Throws InputError (JSON paths of the
/// topology file) when a link has bad endpoints, count or rate.
CostBreakdown topologyCost(const Topology& topology, const PriceTable& prices,
                           Reconfiguration reconfiguration = Reconfiguration::PatchPanel);

/// Cost of the k-ary fat-tree of fatTreeSize(): one NIC port per server; every link (server to
/// edge, and the n / r links of each upper tier) a fiber and two transceivers; the cabled
/// switch ports of each tier; all at `linkGbps`.
CostBreakdown fatTreeCost(int servers, double linkGbps, double oversubscription,
                          const PriceTable& prices);

/// The fat-tree that costs `budgetUsd` for `servers` servers.
struct EqualCostFatTree {
    double linkGbps = 0;
    double oversubscription = 1;
    double costUsd = 0;
    /// What was held equal and what was solved, for people (shown in the comparison).
    std::string heldEqual;
    /// "link_gbps" or "oversubscription": the quantity solved for the budget, or "none" when
    /// even a full-bisection fat-tree at the fixed rate costs less than the budget.
    std::string solvedFor;
    FatTreeSize size;
    CostBreakdown breakdown;
};

/// With fixedLinkGbps == 0: the per-server link bandwidth (continuous, through the table's
/// interpolation) at which a full-bisection (1:1) fat-tree costs the budget. Otherwise the
/// oversubscription r >= 1 at which the fat-tree with fixedLinkGbps links costs the budget
/// (r = 1 and a lower cost when even 1:1 costs less). Throws InputError when no fat-tree
/// meets the budget (e.g. below the cost of the server links alone).
EqualCostFatTree equalCostFatTree(int servers, double budgetUsd, const PriceTable& prices,
                                  double fixedLinkGbps = 0);

} // namespace topoopt

// The cost model: sum of parts per fabric, and the equal-cost fat-tree solver
// (topologyfinder.md section 7).
#include "cost/costmodel.h"

#include <cmath>
#include <cstdio>
#include <map>

#include "common/error.h"

namespace topoopt {

namespace {

std::string num(double x)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.6g", x);
    return buf;
}

std::string usd(double x)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "$%.2f", x);
    return buf;
}

void sumTotal(CostBreakdown& c)
{
    c.totalUsd =
        c.nicUsd + c.transceiverUsd + c.fiberUsd + c.patchPanelUsd + c.ocsUsd + c.switchUsd;
}

/// "100 Gbps (published), 400 Gbps (estimate)" for the rates that were priced.
std::string ratesText(const std::map<double, bool>& rates)
{
    std::string out;
    for (const auto& [gbps, estimate] : rates)
        out += (out.empty() ? "" : ", ") + num(gbps) + " Gbps (" +
               (estimate ? "estimated price" : "published price") + ")";
    return out;
}

void checkTable(const PriceTable& prices)
{
    if (prices.classes.empty())
        throw InputError("/bandwidth_classes",
                         TOPOOPT_WORDING("Problem", "the price table has no bandwidth class"), {});
}

} // namespace

const char* reconfigurationName(Reconfiguration r)
{
    switch (r) {
    case Reconfiguration::PatchPanel:
        return "patch-panel";
    case Reconfiguration::OpticalCircuitSwitch:
        return "ocs";
    case Reconfiguration::None:
        return "static";
    }
    return "patch-panel";
}

CostBreakdown topologyCost(const Topology& t, const PriceTable& prices,
                           Reconfiguration reconfiguration)
{
    checkTable(prices);
    Problems problems;
    if (!(t.linkGbps > 0) || !std::isfinite(t.linkGbps))
        problems.add("/link_gbps", TOPOOPT_WORDING("Problem", "must be > %1, got %2"),
                     {"0", num(t.linkGbps)});
    for (std::size_t i = 0; i < t.links.size(); ++i) {
        const Link& l = t.links[i];
        const std::string path = "/links/" + std::to_string(i);
        if (l.a < 0 || l.a >= t.nodes() || l.b < 0 || l.b >= t.nodes() || l.a == l.b)
            //: %1 the last node, %2 and %3 the link's ends
            problems.add(
                path,
                TOPOOPT_WORDING("Problem",
                                "endpoints must be two different nodes in 0..%1, got %2-%3"),
                {std::to_string(t.nodes() - 1), std::to_string(l.a), std::to_string(l.b)});
        if (l.count < 1)
            problems.add(path + "/count", TOPOOPT_WORDING("Problem", "must be at least 1"), {});
        if (l.gbps < 0 || !std::isfinite(l.gbps))
            problems.add(path + "/gbps",
                         TOPOOPT_WORDING("Problem", "must be >= 0 (0 means link_gbps), got %1"),
                         {num(l.gbps)});
    }
    if (!problems.empty()) throw InputError(problems);

    CostBreakdown c;
    std::map<double, bool> rates;
    double serverCables = 0, switchedCables = 0;
    for (const Link& l : t.links) {
        const double gbps = l.gbps > 0 ? l.gbps : t.linkGbps;
        const PortPrices p = prices.at(gbps);
        rates[gbps] = p.estimate;
        const double n = l.count;
        for (const int end : {l.a, l.b}) {
            if (end < t.servers) {
                c.nicPorts += n;
                c.nicUsd += n * p.nicPortUsd;
            } else {
                c.switchPorts += n;
                c.switchUsd += n * p.switchPortUsd;
            }
        }
        c.transceivers += 2 * n;
        c.transceiverUsd += 2 * n * p.transceiverUsd;
        const bool serverToServer = l.a < t.servers && l.b < t.servers;
        if (!serverToServer || reconfiguration == Reconfiguration::None) {
            c.fibers += n;
            switchedCables += serverToServer ? 0 : n;
            serverCables += serverToServer ? n : 0;
            continue;
        }
        // Through the panel or OCS: server -> port, cross-connect, port -> server.
        serverCables += n;
        c.fibers += 2 * n;
        if (reconfiguration == Reconfiguration::PatchPanel)
            c.patchPanelPorts += 2 * n;
        else
            c.ocsPorts += 2 * n;
    }
    c.fiberUsd = c.fibers * prices.fiberCable.usd;
    c.patchPanelUsd = c.patchPanelPorts * prices.patchPanelPort.usd;
    c.ocsUsd = c.ocsPorts * prices.ocsPort.usd;
    sumTotal(c);

    c.note = t.kind + ", " + std::to_string(t.servers) + " servers";
    if (t.switches > 0) c.note += ", " + std::to_string(t.switches) + " switches";
    c.note += ": " + num(c.nicPorts) + " NIC ports, " + num(c.transceivers) + " transceivers";
    if (serverCables > 0) {
        c.note += "; " + num(serverCables) + " server-to-server cables ";
        switch (reconfiguration) {
        case Reconfiguration::PatchPanel:
            c.note += "through a patch panel (2 fiber runs and 2 panel ports each)";
            break;
        case Reconfiguration::OpticalCircuitSwitch:
            c.note += "through an optical circuit switch (2 fiber runs and 2 OCS ports each)";
            break;
        case Reconfiguration::None:
            c.note += "cabled statically (1 fiber each)";
            break;
        }
    }
    if (switchedCables > 0)
        c.note += "; " + num(switchedCables) + " cables to switches (1 fiber each), " +
                  num(c.switchPorts) + " switch ports";
    if (!rates.empty()) c.note += "; rates " + ratesText(rates);
    if (prices.fiberCable.estimate && c.fibers > 0) c.note += "; fiber price is an estimate";
    return c;
}

CostBreakdown fatTreeCost(int servers, double linkGbps, double oversubscription,
                          const PriceTable& prices)
{
    checkTable(prices);
    Problems problems;
    if (servers < 1 || servers > 65536)
        problems.add("servers", TOPOOPT_WORDING("Problem", "must be between %1 and %2, got %3"),
                     {"1", "65536", std::to_string(servers)});
    if (!(linkGbps > 0) || !std::isfinite(linkGbps))
        problems.add("link_gbps", TOPOOPT_WORDING("Problem", "must be > %1, got %2"),
                     {"0", num(linkGbps)});
    if (!(oversubscription >= 1) || !std::isfinite(oversubscription))
        problems.add("oversubscription", TOPOOPT_WORDING("Problem", "must be >= %1, got %2"),
                     {"1", num(oversubscription)});
    if (!problems.empty()) throw InputError(problems);

    const FatTreeSize s = fatTreeSize(servers, oversubscription);
    const PortPrices p = prices.at(linkGbps);
    CostBreakdown c;
    c.nicPorts = s.serverLinks;
    c.transceivers = 2 * s.links();
    c.fibers = s.links();
    c.switchPorts = s.switchPorts();
    c.nicUsd = c.nicPorts * p.nicPortUsd;
    c.transceiverUsd = c.transceivers * p.transceiverUsd;
    c.fiberUsd = c.fibers * prices.fiberCable.usd;
    c.switchUsd = c.switchPorts * p.switchPortUsd;
    sumTotal(c);
    c.note = "fat-tree, k = " + std::to_string(s.k) + ", " + std::to_string(servers) +
             " servers in " + std::to_string(s.pods) + " pod(s), " + num(linkGbps) + " Gbps (" +
             (p.estimate ? "estimated price" : "published price") + "), " + num(oversubscription) +
             ":1 at the ToR uplinks; cabled switch ports: edge " + num(s.edgePorts) +
             ", aggregation " + num(s.aggPorts) + ", core " + num(s.corePorts) + "; switches " +
             std::to_string(s.edgeSwitches) + " + " + std::to_string(s.aggSwitches) + " + " +
             std::to_string(s.coreSwitches);
    return c;
}

EqualCostFatTree equalCostFatTree(int servers, double budgetUsd, const PriceTable& prices,
                                  double fixedLinkGbps)
{
    if (!(budgetUsd > 0) || !std::isfinite(budgetUsd))
        throw InputError("budget_usd", TOPOOPT_WORDING("Problem", "must be > %1, got %2"),
                         {"0", num(budgetUsd)});
    if (fixedLinkGbps < 0 || !std::isfinite(fixedLinkGbps))
        throw InputError("link_gbps",
                         TOPOOPT_WORDING("Problem", "must be >= 0 (0 solves for it), got %1"),
                         {num(fixedLinkGbps)});
    EqualCostFatTree out;
    auto finish = [&](double gbps, double r) {
        out.linkGbps = gbps;
        out.oversubscription = r;
        out.breakdown = fatTreeCost(servers, gbps, r, prices);
        out.size = fatTreeSize(servers, r);
        out.costUsd = out.breakdown.totalUsd;
        return out;
    };

    if (fixedLinkGbps > 0) {
        // cost(r) = A + C / r: the server links (NIC, 2 transceivers, edge port, fiber) do not
        // shrink with r; the two upper tiers (2 links of 2 transceivers and a fiber, 4 switch
        // ports, per server) scale with 1 / r.
        const PortPrices p = prices.at(fixedLinkGbps);
        const double n = servers;
        const double fiber = prices.fiberCable.usd;
        const double a = n * (p.nicPortUsd + 2 * p.transceiverUsd + p.switchPortUsd + fiber);
        const double upper = n * (4 * p.transceiverUsd + 2 * fiber + 4 * p.switchPortUsd);
        if (budgetUsd <= a)
            //: %1 servers, %2 Gbps, %3 the budget, %4 what the server links cost (both in US$)
            throw InputError(
                "budget_usd",
                TOPOOPT_WORDING("Problem",
                                "a fat-tree of %1 servers at %2 Gbps costs more than %3 at "
                                "any oversubscription (its server links alone "
                                "cost %4)"),
                {std::to_string(servers), num(fixedLinkGbps), usd(budgetUsd), usd(a)});
        const double r = upper / (budgetUsd - a);
        if (r < 1) {
            out.solvedFor = "none";
            out.heldEqual = "link bandwidth (" + num(fixedLinkGbps) +
                            " Gbps); even a full-bisection (1:1) fat-tree costs less than the "
                            "budget of " +
                            usd(budgetUsd);
            return finish(fixedLinkGbps, 1.0);
        }
        out.solvedFor = "oversubscription";
        out.heldEqual = "cost (" + usd(budgetUsd) + ") and link bandwidth (" + num(fixedLinkGbps) +
                        " Gbps); oversubscription solved";
        return finish(fixedLinkGbps, r);
    }

    // Cost grows with the rate (the table forbids prices that fall), so bisect on log(Gbps).
    auto cost = [&](double gbps) { return fatTreeCost(servers, gbps, 1.0, prices).totalUsd; };
    double lo = 1e-3, hi = 100;
    if (budgetUsd <= cost(lo))
        //: %1 servers, %2 the budget, %3 what the cabling costs (both in US$)
        throw InputError("budget_usd",
                         TOPOOPT_WORDING("Problem",
                                         "a fat-tree of %1 servers costs more than %2 at any link "
                                         "rate (its cabling alone costs %3)"),
                         {std::to_string(servers), usd(budgetUsd), usd(cost(lo))});
    while (cost(hi) < budgetUsd) {
        lo = hi;
        hi *= 2;
        if (hi > 1e7)
            //: %1 a budget in US dollars, %2 a server count
            throw InputError("budget_usd",
                             TOPOOPT_WORDING("Problem", "%1 buys more than a 10 Pbps fat-tree of "
                                                        "%2 servers"),
                             {usd(budgetUsd), std::to_string(servers)});
    }
    for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; ++i) {
        const double mid = std::sqrt(lo * hi);
        (cost(mid) < budgetUsd ? lo : hi) = mid;
    }
    const double gbps = std::abs(cost(lo) - budgetUsd) <= std::abs(cost(hi) - budgetUsd) ? lo : hi;
    out.solvedFor = "link_gbps";
    out.heldEqual = "cost (" + usd(budgetUsd) + ") at 1:1 oversubscription; link bandwidth solved";
    return finish(gbps, 1.0);
}

} // namespace topoopt

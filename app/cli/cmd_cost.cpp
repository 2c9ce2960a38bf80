// `topoopt cost TOPO.json`: what a fabric costs, part by part, and the fat-tree that costs the
// same (topologyfinder.md section 7).
#include "cli.h"

#include <cstdio>

#include <nlohmann/json.hpp>

#include "common/digits.h"
#include "cost/costmodel.h"
#include "io/resultreader.h"

namespace topoopt::cli {

namespace {

std::string money(double usd)
{
    // $1,234,567.89: grouped so large fabrics stay readable.
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f", usd);
    std::string digits(buf);
    const std::size_t dot = digits.find('.');
    return "$" + groupDigits(digits.substr(0, dot)) + digits.substr(dot);
}

std::string row(const char* label, double count, double usd)
{
    char buf[160];
    std::snprintf(buf, sizeof buf, "  %-20s %12.6g %18s\n", label, count, money(usd).c_str());
    return buf;
}

} // namespace

int runCost(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Cost of a topology: NIC ports, transceivers, fibers, patch-panel or optical circuit "
        "switch ports and electrical switch ports, priced from a price table (default: the "
        "built-in table of published prices), and the fat-tree that costs the same."));
    parser.addPositionalArgument(
        QStringLiteral("topology"),
        QStringLiteral("Topology file, or a search result (its best fabric)."),
        QStringLiteral("TOPO.json"));
    const QCommandLineOption pricesOption(
        QStringLiteral("prices"),
        QStringLiteral("Price table (topoopt-prices/1) instead of the built-in one."),
        QStringLiteral("file"));
    const QCommandLineOption ocsOption(
        QStringLiteral("ocs"),
        QStringLiteral("Server-to-server links through an optical circuit switch instead of a "
                       "patch panel."));
    const QCommandLineOption staticOption(
        QStringLiteral("static"),
        QStringLiteral("Server-to-server links cabled directly (no patch panel)."));
    parser.addOption(pricesOption);
    parser.addOption(ocsOption);
    parser.addOption(staticOption);
    parser.addOption(jsonOption());
    if (const int rc = parseOrExit(parser, QStringLiteral("cost"), args, 1, 1); rc >= 0) return rc;
    if (parser.isSet(ocsOption) && parser.isSet(staticOption)) {
        printErr("topoopt cost: --ocs and --static exclude each other\n");
        return InvalidInput;
    }
    const Reconfiguration reconf = parser.isSet(ocsOption) ? Reconfiguration::OpticalCircuitSwitch
                                   : parser.isSet(staticOption) ? Reconfiguration::None
                                                                : Reconfiguration::PatchPanel;
    PriceTable prices = PriceTable::defaults();
    if (parser.isSet(pricesOption)) {
        const QString pricesFile = parser.value(pricesOption);
        const int rc = guarded(pricesFile, [&] {
            prices = loadPriceTable(toStd(pricesFile));
            for (const std::string& w : prices.warnings)
                printErr(toStd(pricesFile) + ": warning: " + w + "\n");
            return int(Ok);
        });
        if (rc != Ok) return rc;
    }
    const QString file = parser.positionalArguments().at(0);
    return guarded(file, [&] {
        const Topology t = io::loadFabric(toStd(file));
        const CostBreakdown c = topologyCost(t, prices, reconf);
        // The equal-cost fat-tree may not exist (a budget below any fat-tree's cabling).
        bool haveFatTree = false;
        EqualCostFatTree f;
        std::string fatTreeProblem;
        try {
            f = equalCostFatTree(t.servers, c.totalUsd, prices, 0);
            haveFatTree = true;
        } catch (const InputError& e) {
            fatTreeProblem = e.problems().toString();
        }
        if (parser.isSet(QStringLiteral("json"))) {
            nlohmann::json j = {{"format", "topoopt-cost/1"},
                                {"kind", t.kind},
                                {"servers", t.servers},
                                {"reconfiguration", reconfigurationName(reconf)},
                                {"prices", prices.name},
                                {"prices_date", prices.date},
                                {"nic_usd", c.nicUsd},
                                {"transceiver_usd", c.transceiverUsd},
                                {"fiber_usd", c.fiberUsd},
                                {"patch_panel_usd", c.patchPanelUsd},
                                {"ocs_usd", c.ocsUsd},
                                {"switch_usd", c.switchUsd},
                                {"total_usd", c.totalUsd},
                                {"counts",
                                 {{"nic_ports", c.nicPorts},
                                  {"transceivers", c.transceivers},
                                  {"fibers", c.fibers},
                                  {"patch_panel_ports", c.patchPanelPorts},
                                  {"ocs_ports", c.ocsPorts},
                                  {"switch_ports", c.switchPorts}}},
                                {"note", c.note}};
            if (haveFatTree)
                j["equal_cost_fattree"] = {
                    {"link_gbps", f.linkGbps},   {"oversubscription", f.oversubscription},
                    {"cost_usd", f.costUsd},     {"k", f.size.k},
                    {"solved_for", f.solvedFor}, {"held_equal", f.heldEqual}};
            printJson(j, 2);
            return int(Ok);
        }
        std::string out = "Cost of " + toStd(file) + " (" + t.kind + ", " +
                          std::to_string(t.servers) + " servers), prices: " + prices.name +
                          (prices.date.empty() ? "" : " (" + prices.date + ")") + "\n";
        out += row("NIC ports", c.nicPorts, c.nicUsd);
        out += row("transceivers", c.transceivers, c.transceiverUsd);
        out += row("fiber cables", c.fibers, c.fiberUsd);
        out += row("patch-panel ports", c.patchPanelPorts, c.patchPanelUsd);
        out += row("OCS ports", c.ocsPorts, c.ocsUsd);
        out += row("switch ports", c.switchPorts, c.switchUsd);
        char total[160];
        std::snprintf(total, sizeof total, "  %-20s %12s %18s\n", "total", "",
                      money(c.totalUsd).c_str());
        out += total;
        out += "  " + c.note + "\n";
        if (haveFatTree) {
            char buf[256];
            std::snprintf(buf, sizeof buf,
                          "Fat-tree at equal cost: %.4g Gbps per server, %g:1, k = %d (%s)\n",
                          f.linkGbps, f.oversubscription, f.size.k, f.heldEqual.c_str());
            out += buf;
        } else {
            out += "No fat-tree costs this little: " + fatTreeProblem + "\n";
        }
        printOut(out);
        return int(Ok);
    });
}

} // namespace topoopt::cli

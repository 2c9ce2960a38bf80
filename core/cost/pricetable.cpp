// Reading, checking and interpolating price tables (topologyfinder.md section 7).
#include "cost/pricetable.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "cost/defaultprices.h"
#include "io/jsonreader.h"

namespace topoopt {

using io::json;

namespace {

constexpr double kMaxGbps = 1e6;
constexpr double kMaxUsd = 1e9;

std::string fmt(double x)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", x);
    return buf;
}

/// One item's price between two classes: log-log when both are positive (a power law through
/// both points), linear otherwise; never negative.
double interpolate(double g0, double p0, double g1, double p1, double g)
{
    if (p0 > 0 && p1 > 0) {
        const double e = std::log(p1 / p0) / std::log(g1 / g0);
        return p0 * std::pow(g / g0, e);
    }
    const double p = p0 + (p1 - p0) * (g - g0) / (g1 - g0);
    return p > 0 ? p : 0.0;
}

void readItem(io::ObjectReader& parent, const char* key, ItemPrice& out,
              std::vector<std::string>& warnings)
{
    const json* v = parent.get(key, true);
    if (!v) return;
    io::ObjectReader r(*v, parent.pathOf(key), parent.problems());
    if (!r.valid()) return;
    r.readNumber("usd", out.usd, 0, kMaxUsd, false, true);
    r.readBool("estimate", out.estimate, false);
    r.readString("source", out.source, false);
    r.warnUnknown({"usd", "estimate", "source"}, warnings);
}

void readSources(io::ObjectReader& top, PriceTable& t)
{
    const json* v = top.get("sources", false);
    if (!v) return;
    if (!v->is_array()) {
        top.problems().add(top.pathOf("sources"),
                           TOPOOPT_WORDING("Problem", "must be an array, got %1"),
                           {io::describe(*v)});
        return;
    }
    for (std::size_t i = 0; i < v->size(); ++i) {
        io::ObjectReader r((*v)[i], top.pathOf("sources") + "/" + std::to_string(i),
                           top.problems());
        if (!r.valid()) continue;
        PriceSource s;
        r.readString("id", s.id, true);
        r.readString("title", s.title, true);
        r.readString("date", s.date, false);
        r.readString("note", s.note, false);
        r.warnUnknown({"id", "title", "date", "note"}, t.warnings);
        t.sources.push_back(s);
    }
}

void readClasses(io::ObjectReader& top, PriceTable& t)
{
    const json* v = top.get("bandwidth_classes", true);
    if (!v) return;
    const std::string path = top.pathOf("bandwidth_classes");
    if (!v->is_array() || v->empty()) {
        top.problems().add(
            path,
            TOPOOPT_WORDING("Problem", "must be a non-empty array of bandwidth classes, got %1"),
            {io::describe(*v)});
        return;
    }
    for (std::size_t i = 0; i < v->size(); ++i) {
        io::ObjectReader r((*v)[i], path + "/" + std::to_string(i), top.problems());
        if (!r.valid()) continue;
        PortPrices p;
        bool ok = r.readNumber("gbps", p.gbps, 0, kMaxGbps, true, true);
        ok = r.readNumber("nic_port_usd", p.nicPortUsd, 0, kMaxUsd, false, true) && ok;
        ok = r.readNumber("transceiver_usd", p.transceiverUsd, 0, kMaxUsd, false, true) && ok;
        ok = r.readNumber("switch_port_usd", p.switchPortUsd, 0, kMaxUsd, false, true) && ok;
        r.readBool("estimate", p.estimate, false);
        r.readString("source", p.source, false);
        r.warnUnknown(
            {"gbps", "nic_port_usd", "transceiver_usd", "switch_port_usd", "estimate", "source"},
            t.warnings);
        if (!ok) continue;
        // The equal-cost solver needs cost to grow with bandwidth (section 7), so classes are
        // ordered and no price may fall as the rate rises.
        if (!t.classes.empty()) {
            const PortPrices& prev = t.classes.back();
            if (!(p.gbps > prev.gbps)) {
                r.problems().add(r.pathOf("gbps"),
                                 TOPOOPT_WORDING("Problem", "must be above the previous class's "
                                                            "%1 Gbps, got %2"),
                                 {fmt(prev.gbps), fmt(p.gbps)});
                continue;
            }
            const struct {
                const char* key;
                double now, before;
            } items[] = {{"nic_port_usd", p.nicPortUsd, prev.nicPortUsd},
                         {"transceiver_usd", p.transceiverUsd, prev.transceiverUsd},
                         {"switch_port_usd", p.switchPortUsd, prev.switchPortUsd}};
            for (const auto& item : items)
                if (item.now < item.before)
                    //: %1 a link rate, %2 that class's price, %3 the price found
                    r.problems().add(r.pathOf(item.key),
                                     TOPOOPT_WORDING("Problem",
                                                     "must not be below the %1 Gbps class's %2 "
                                                     "(a faster port cannot cost less), got %3"),
                                     {fmt(prev.gbps), fmt(item.before), fmt(item.now)});
        }
        t.classes.push_back(p);
    }
}

json itemToJson(const ItemPrice& item)
{
    json j = {{"usd", item.usd}, {"estimate", item.estimate}};
    if (!item.source.empty()) j["source"] = item.source;
    return j;
}

} // namespace

PortPrices PriceTable::at(double gbps) const
{
    if (classes.empty() || !(gbps > 0))
        throw std::invalid_argument("PriceTable::at needs a non-empty table and gbps > 0");
    PortPrices out;
    out.gbps = gbps;
    out.estimate = true;
    for (const PortPrices& c : classes)
        if (c.gbps == gbps) return c;
    if (classes.size() == 1) {
        const PortPrices& c = classes.front();
        const double f = gbps / c.gbps;
        out.nicPortUsd = c.nicPortUsd * f;
        out.transceiverUsd = c.transceiverUsd * f;
        out.switchPortUsd = c.switchPortUsd * f;
        out.source = "proportional to " + c.source;
        return out;
    }
    // The segment containing gbps, or the end segment nearest to it.
    std::size_t hi = 1;
    while (hi + 1 < classes.size() && classes[hi].gbps < gbps)
        ++hi;
    const PortPrices& a = classes[hi - 1];
    const PortPrices& b = classes[hi];
    out.nicPortUsd = interpolate(a.gbps, a.nicPortUsd, b.gbps, b.nicPortUsd, gbps);
    out.transceiverUsd = interpolate(a.gbps, a.transceiverUsd, b.gbps, b.transceiverUsd, gbps);
    out.switchPortUsd = interpolate(a.gbps, a.switchPortUsd, b.gbps, b.switchPortUsd, gbps);
    out.source = "interpolated";
    return out;
}

PriceTable PriceTable::defaults()
{
    static const PriceTable table = priceTableFromJson(io::parseJson(kDefaultPricesJson));
    return table;
}

PriceTable priceTableFromJson(const json& doc)
{
    Problems problems;
    PriceTable t;
    io::ObjectReader r(doc, "", problems);
    if (r.valid() && r.readFormat(kPricesFormat)) {
        r.readString("name", t.name, false);
        r.readString("currency", t.currency, false);
        if (t.currency != "USD")
            //: USD is a currency code; keep it
            problems.add(r.pathOf("currency"),
                         TOPOOPT_WORDING("Problem", "must be \"USD\" (the only currency the cost "
                                                    "model knows), got %1"),
                         {json(t.currency).dump()});
        r.readString("date", t.date, false);
        r.readString("interpolation", t.interpolation, false);
        readSources(r, t);
        readClasses(r, t);
        readItem(r, "fiber_cable", t.fiberCable, t.warnings);
        readItem(r, "patch_panel_port", t.patchPanelPort, t.warnings);
        readItem(r, "ocs_port", t.ocsPort, t.warnings);
        // Sources named by an entry must be listed, so every figure can be traced.
        if (!t.sources.empty()) {
            //: /sources is a path in the file; keep it. %1 the name found, quoted
            static const char* const kNoSource =
                TOPOOPT_WORDING("Problem", "names no entry of /sources: %1");
            auto known = [&](const std::string& id) {
                if (id.empty()) return true;
                for (const PriceSource& s : t.sources)
                    if (s.id == id) return true;
                return false;
            };
            for (std::size_t i = 0; i < t.classes.size(); ++i)
                if (!known(t.classes[i].source))
                    problems.add("/bandwidth_classes/" + std::to_string(i) + "/source", kNoSource,
                                 {json(t.classes[i].source).dump()});
            const std::pair<const char*, const ItemPrice*> items[] = {
                {"/fiber_cable/source", &t.fiberCable},
                {"/patch_panel_port/source", &t.patchPanelPort},
                {"/ocs_port/source", &t.ocsPort}};
            for (const auto& [path, item] : items)
                if (!known(item->source))
                    problems.add(path, kNoSource, {json(item->source).dump()});
        }
        r.warnUnknown({"format", "name", "currency", "date", "interpolation", "sources",
                       "bandwidth_classes", "fiber_cable", "patch_panel_port", "ocs_port"},
                      t.warnings);
    }
    if (!problems.empty()) throw InputError(problems);
    return t;
}

json priceTableToJson(const PriceTable& t)
{
    json sources = json::array();
    for (const PriceSource& s : t.sources)
        sources.push_back({{"id", s.id}, {"title", s.title}, {"date", s.date}, {"note", s.note}});
    json classes = json::array();
    for (const PortPrices& p : t.classes) {
        json c = {{"gbps", p.gbps},
                  {"nic_port_usd", p.nicPortUsd},
                  {"transceiver_usd", p.transceiverUsd},
                  {"switch_port_usd", p.switchPortUsd},
                  {"estimate", p.estimate}};
        if (!p.source.empty()) c["source"] = p.source;
        classes.push_back(c);
    }
    return {{"format", kPricesFormat},
            {"name", t.name},
            {"currency", t.currency},
            {"date", t.date},
            {"sources", sources},
            {"interpolation", t.interpolation},
            {"bandwidth_classes", classes},
            {"fiber_cable", itemToJson(t.fiberCable)},
            {"patch_panel_port", itemToJson(t.patchPanelPort)},
            {"ocs_port", itemToJson(t.ocsPort)}};
}

PriceTable loadPriceTable(const std::string& path)
{
    return priceTableFromJson(io::readJsonFile(path));
}

} // namespace topoopt

// Reading and writing topoopt-topology/1.
#include "io/topologyjson.h"

#include <algorithm>
#include <ostream>

#include "common/fileio.h"
#include "common/limits.h"
#include "io/jsonreader.h"
#include "topology/topologycheck.h"

namespace topoopt::io {

namespace {

void readRoutes(const json& value, int nodes, std::vector<Route>& routes, Problems& problems)
{
    if (!value.is_array()) {
        problems.add("/routes", TOPOOPT_WORDING("Problem", "must be an array, got %1"),
                     {describe(value)});
        return;
    }
    for (std::size_t i = 0; i < value.size(); ++i) {
        const std::string path = "/routes/" + std::to_string(i);
        ObjectReader r(value[i], path, problems);
        Route route;
        r.readInt("src", route.src, 0, nodes - 1, true);
        r.readInt("dst", route.dst, 0, nodes - 1, true);
        const json* paths = r.get("paths", true);
        if (paths && !paths->is_array())
            problems.add(path + "/paths", TOPOOPT_WORDING("Problem", "must be an array, got %1"),
                         {describe(*paths)});
        else if (paths)
            for (std::size_t j = 0; j < paths->size(); ++j) {
                ObjectReader p((*paths)[j], path + "/paths/" + std::to_string(j), problems);
                Path one;
                p.readNumber("share", one.share, 0.0, 1.0, true, true);
                if (const json* hops = p.get("hops", true))
                    readIntArray(*hops, p.pathOf("hops"), 0, nodes - 1, one.hops, problems);
                route.paths.push_back(std::move(one));
            }
        routes.push_back(std::move(route));
    }
}

void readMetrics(const json& value, TopologyMetrics& m, Problems& problems)
{
    ObjectReader r(value, "/metrics", problems);
    r.readBool("connected", m.connected, false);
    r.readInt("diameter", m.diameter, -1, limits::kMaxServers * 2, false);
    r.readNumber("mp_avg_hops", m.mpAvgHops, 0, 1e9, false, false);
    r.readInt("mp_max_hops", m.mpMaxHops, 0, limits::kMaxServers * 2, false);
    r.readNumber("mp_direct_fraction", m.mpDirectFraction, 0, 1, false, false);
    r.readNumber("max_link_load_bytes", m.maxLinkLoadBytes, 0, 1e300, false, false);
    r.readNumber("load_lower_bound_bytes", m.loadLowerBoundBytes, 0, 1e300, false, false);
    r.readString("matching", m.matching, false);
}

} // namespace

void readRings(const json& value, const std::string& path, int servers, std::vector<Ring>& rings,
               Problems& problems)
{
    if (!value.is_array()) {
        problems.add(path, TOPOOPT_WORDING("Problem", "must be an array, got %1"),
                     {describe(value)});
        return;
    }
    for (std::size_t i = 0; i < value.size(); ++i) {
        ObjectReader r(value[i], path + "/" + std::to_string(i), problems);
        Ring ring;
        r.readString("group", ring.group, false);
        if (const json* m = r.get("members", true))
            readIntArray(*m, r.pathOf("members"), 0, servers - 1, ring.members, problems);
        if (const json* p = r.get("permutations", true))
            readIntArray(*p, r.pathOf("permutations"), 1, limits::kMaxServers, ring.permutations,
                         problems);
        rings.push_back(std::move(ring));
    }
}

void readLinks(const json& value, const std::string& path, int nodes, std::vector<Link>& links,
               Problems& problems)
{
    if (!value.is_array()) {
        problems.add(path, TOPOOPT_WORDING("Problem", "must be an array, got %1"),
                     {describe(value)});
        return;
    }
    for (std::size_t i = 0; i < value.size(); ++i) {
        ObjectReader r(value[i], path + "/" + std::to_string(i), problems);
        Link link;
        r.readInt("a", link.a, 0, nodes - 1, true);
        r.readInt("b", link.b, 0, nodes - 1, true);
        r.readInt("count", link.count, 1, limits::kMaxDegree * 1024, false);
        r.readNumber("gbps", link.gbps, 0, limits::kMaxLinkGbps, false, false);
        std::string role = "allreduce";
        if (r.readString("role", role, false) && !linkRoleFromName(role, link.role))
            problems.add(r.pathOf("role"), TOPOOPT_WORDING("Problem", "must be one of %1, got %2"),
                         {"allreduce, mp, fill, uplink, fabric", "\"" + role + "\""});
        links.push_back(link);
    }
}

Topology topologyFromJson(const json& doc)
{
    Problems problems;
    Topology t;
    ObjectReader r(doc, "", problems);
    if (!r.valid()) throw InputError(problems);
    r.readFormat(kTopologyFormat);
    if (r.readString("kind", t.kind, true) && !isTopologyKind(t.kind))
        problems.add("/kind", TOPOOPT_WORDING("Problem", "must be one of %1, got %2"),
                     {topologyKindList(), json(t.kind).dump()});
    // The links are checked against the node count, so bad sizes end the reading. "switches"
    // is optional: absent, it is 0 and no problem.
    const std::size_t before = problems.size();
    r.readInt("servers", t.servers, 1, limits::kMaxServers, true);
    r.readInt("switches", t.switches, 0, limits::kMaxServers, false);
    // Ports per server, 1..64 (interfaces.md): a server with none cannot be in a fabric.
    r.readInt("degree", t.degree, 1, limits::kMaxDegree, true);
    const bool sizes = problems.size() == before;
    r.readNumber("link_gbps", t.linkGbps, 0, limits::kMaxLinkGbps, true, true);
    r.readNumber("oversubscription", t.oversubscription, 1, limits::kMaxOversubscription, false,
                 false);
    if (!sizes) throw InputError(problems);
    if (const json* links = r.get("links", true))
        readLinks(*links, "/links", t.nodes(), t.links, problems);
    if (const json* rings = r.get("rings", false))
        readRings(*rings, "/rings", t.servers, t.rings, problems);
    if (const json* routes = r.get("routes", false))
        readRoutes(*routes, t.nodes(), t.routes, problems);
    if (const json* metrics = r.get("metrics", false)) readMetrics(*metrics, t.metrics, problems);
    if (problems.empty()) problems.append(checkTopology(t));
    if (!problems.empty()) throw InputError(problems);
    return t;
}

json ringToJson(const Ring& ring)
{
    return json{
        {"group", ring.group}, {"members", ring.members}, {"permutations", ring.permutations}};
}

json linkToJson(const Link& l)
{
    json j{{"a", l.a}, {"b", l.b}, {"count", l.count}, {"role", linkRoleName(l.role)}};
    if (l.gbps > 0) j["gbps"] = l.gbps;
    return j;
}

namespace {

json routeToJson(const Route& route)
{
    json paths = json::array();
    for (const Path& p : route.paths)
        paths.push_back({{"hops", p.hops}, {"share", p.share}});
    return {{"src", route.src}, {"dst", route.dst}, {"paths", std::move(paths)}};
}

/// The topology document with its routes, or with an empty routes array for the streaming
/// writer to fill.
json topologyDocument(const Topology& t, bool withRoutes)
{
    json links = json::array();
    for (const Link& l : t.links)
        links.push_back(linkToJson(l));
    json rings = json::array();
    for (const Ring& ring : t.rings)
        rings.push_back(ringToJson(ring));
    json routes = json::array();
    if (withRoutes)
        for (const Route& route : t.routes)
            routes.push_back(routeToJson(route));
    json doc{{"format", kTopologyFormat},   {"kind", t.kind},
             {"servers", t.servers},        {"switches", t.switches},
             {"degree", t.degree},          {"link_gbps", t.linkGbps},
             {"links", std::move(links)},   {"rings", std::move(rings)},
             {"routes", std::move(routes)}, {"metrics", topologyMetricsToJson(t.metrics)}};
    if (t.oversubscription != 1.0) doc["oversubscription"] = t.oversubscription;
    return doc;
}

} // namespace

json topologyMetricsToJson(const TopologyMetrics& m)
{
    json metrics{{"connected", m.connected},
                 {"diameter", m.diameter},
                 {"mp_avg_hops", m.mpAvgHops},
                 {"mp_max_hops", m.mpMaxHops},
                 {"mp_direct_fraction", m.mpDirectFraction},
                 {"max_link_load_bytes", m.maxLinkLoadBytes},
                 {"load_lower_bound_bytes", m.loadLowerBoundBytes}};
    if (!m.matching.empty()) metrics["matching"] = m.matching;
    return metrics;
}

json topologyToJson(const Topology& t)
{
    return topologyDocument(t, true);
}

void writeTopologyJson(const Topology& t, std::ostream& out)
{
    // The routes are most of a large fabric's document (2.1 M routes of 69 hops at 16,384
    // servers, gigabytes as JSON values): dump the rest, then write them one at a time where
    // the empty array stands, indented as dump(1) would (nested lines two levels deeper).
    const std::string rest = topologyDocument(t, false).dump(1);
    const std::string marker = "\n \"routes\": []";
    const std::size_t at = rest.find(marker);
    if (at == std::string::npos || t.routes.empty()) {
        out << rest;
        return;
    }
    const std::size_t open = at + marker.size() - 1; // the ']' closes the array
    out.write(rest.data(), static_cast<std::streamsize>(open));
    out << '\n';
    std::string text;
    for (std::size_t i = 0; i < t.routes.size(); ++i) {
        text = routeToJson(t.routes[i]).dump(1);
        out << "  ";
        std::size_t from = 0;
        for (std::size_t nl = text.find('\n'); nl != std::string::npos;
             from = nl + 1, nl = text.find('\n', from)) {
            out.write(text.data() + from, static_cast<std::streamsize>(nl + 1 - from));
            out << "  ";
        }
        out.write(text.data() + from, static_cast<std::streamsize>(text.size() - from));
        out << (i + 1 < t.routes.size() ? ",\n" : "\n");
    }
    out << ' ';
    out.write(rest.data() + open, static_cast<std::streamsize>(rest.size() - open));
}

Topology loadTopology(const std::string& path)
{
    return topologyFromJson(readJsonFile(path));
}

void saveTopology(const Topology& topology, const std::string& path)
{
    writeFileAtomic(path, [&topology](std::ostream& out) {
        writeTopologyJson(topology, out);
        out << '\n';
    });
}

} // namespace topoopt::io

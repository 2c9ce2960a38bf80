// Reading and writing topoopt-scenario/1.
#include "io/scenariojson.h"

#include <algorithm>
#include <limits>
#include <optional>

#include "common/fileio.h"
#include "common/limits.h"
#include "io/jsonreader.h"
#include "io/strategyjson.h"
#include "io/topologyjson.h"

namespace topoopt::io {

namespace {

void readCluster(const json& value, Cluster& c, Problems& problems,
                 std::vector<std::string>& warnings)
{
    ObjectReader r(value, "/cluster", problems);
    r.readInt("servers", c.servers, 1, limits::kMaxServers, true);
    r.readInt("gpus_per_server", c.gpusPerServer, 1, limits::kMaxGpusPerServer, false);
    r.readInt("degree", c.degree, 1, limits::kMaxDegree, true);
    r.readNumber("link_gbps", c.linkGbps, 0, limits::kMaxLinkGbps, true, true);
    r.readNumber("nvlink_gbps", c.nvlinkGbps, 0, limits::kMaxNvlinkGbps, true, false);
    r.readNumber("latency_us", c.latencyUs, 0, limits::kMaxLatencyUs, false, false);
    r.readString("gpu", c.gpu, false);
    r.warnUnknown(
        {"servers", "gpus_per_server", "degree", "link_gbps", "nvlink_gbps", "latency_us", "gpu"},
        warnings);
}

void readModel(const json& value, ModelSpec& m, Problems& problems)
{
    ObjectReader r(value, "/model", problems);
    if (!r.valid()) return;
    m.zoo.clear();
    m.params = json::object();
    if (r.has("operators")) {
        m.inlineModel = value;
        return;
    }
    if (r.readString("file", m.file, false)) {
        if (m.file.empty())
            problems.add("/model/file",
                         TOPOOPT_WORDING("Problem", "must name a topoopt-model/1 file, got \"\""),
                         {});
        return;
    }
    if (!r.readString("zoo", m.zoo, true)) return;
    const auto& ids = zooModelIds();
    if (std::find(ids.begin(), ids.end(), m.zoo) == ids.end()) {
        std::string list;
        for (const std::string& id : ids)
            list += (list.empty() ? "" : ", ") + id;
        problems.add("/model/zoo", TOPOOPT_WORDING("Problem", "must be one of %1, got %2"),
                     {list, "\"" + m.zoo + "\""});
    }
    for (auto it = value.begin(); it != value.end(); ++it)
        if (it.key() != "zoo") m.params[it.key()] = it.value();
}

void readTopologySpec(const json& value, int servers, TopologySpec& t, Problems& problems,
                      std::vector<std::string>& warnings)
{
    ObjectReader r(value, "/topology", problems);
    if (r.readString("kind", t.kind, false) && !isTopologyKind(t.kind))
        problems.add("/topology/kind", TOPOOPT_WORDING("Problem", "must be one of %1, got %2"),
                     {topologyKindList(), json(t.kind).dump()});
    std::string split;
    if (r.readString("degree_split", split, false)) {
        if (split == "proportional")
            t.degreeSplit = DegreeSplit::Proportional;
        else if (split == "allreduce-only")
            t.degreeSplit = DegreeSplit::AllReduceOnly;
        else
            problems.add("/topology/degree_split",
                         TOPOOPT_WORDING("Problem",
                                         "must be \"proportional\" or \"allreduce-only\", got %1"),
                         {json(split).dump()});
    }
    std::string cycle;
    if (r.readString("shared_cycle", cycle, false)) {
        if (const std::optional<SharedCycle> c = sharedCycleFromName(cycle))
            t.sharedCycle = *c;
        else
            problems.add(
                "/topology/shared_cycle",
                TOPOOPT_WORDING("Problem", "must be \"auto\", \"always\" or \"never\", got %1"),
                {json(cycle).dump()});
    }
    r.readNumber("oversubscription", t.oversubscription, 1, limits::kMaxOversubscription, false,
                 false);
    if (const json* rings = r.get("rings", false))
        readRings(*rings, "/topology/rings", servers, t.rings, problems);
    if (const json* links = r.get("links", false))
        readLinks(*links, "/topology/links", servers, t.links, problems);
    if (t.kind == "manual" && t.rings.empty() && t.links.empty())
        problems.add("/topology",
                     TOPOOPT_WORDING("Problem", "kind \"manual\" needs \"rings\" or \"links\""),
                     {});
    r.warnUnknown({"kind", "degree_split", "shared_cycle", "oversubscription", "rings", "links"},
                  warnings);
}

void readSearch(const json& value, SearchSpec& s, Problems& problems,
                std::vector<std::string>& warnings)
{
    ObjectReader r(value, "/search", problems);
    r.readInt("proposals", s.proposals, 0, 10'000'000, false);
    r.readInt("rounds", s.rounds, 1, 1000, false);
    r.readUInt64("seed", s.seed, false);
    r.readNumber("alpha", s.alpha, 0, 1e9, true, false);
    r.readBool("relative", s.relative, false);
    r.readInt("patience", s.patience, 0, limits::kMaxPatience, false);
    r.readInt("topology_moves", s.topologyMoves, 0, limits::kMaxTopologyMoves, false);
    // "auto" or microseconds; the default is auto, so "exact" has to be said with a 0.
    if (const json* v = r.get("time_resolution_us", false); v && v->is_string()) {
        if (*v == "auto")
            s.timeResolutionUs = kAutoTimeResolution;
        else
            problems.add(
                r.pathOf("time_resolution_us"),
                TOPOOPT_WORDING("Problem", "must be \"auto\" or a number of microseconds, got %1"),
                {v->dump()});
    } else {
        r.readNumber("time_resolution_us", s.timeResolutionUs, 0, limits::kMaxTimeResolutionUs,
                     false, false);
    }
    r.warnUnknown({"proposals", "rounds", "seed", "alpha", "relative", "patience", "topology_moves",
                   "time_resolution_us"},
                  warnings);
}

// The shape of a hand strategy; the entries are checked against the model when it is resolved
// (resolveStrategy), since a model file is only read then.
void readStrategy(const json& value, int servers, json& out, Problems& problems)
{
    ObjectReader r(value, "/strategy", problems);
    if (!r.valid()) return;
    if (r.has("format")) r.readFormat(kStrategyFormat);
    const json* ops = r.get("ops", true);
    if (!ops) return;
    if (!ops->is_array()) {
        problems.add("/strategy/ops",
                     TOPOOPT_WORDING("Problem", "must be an array of operator placements, got %1"),
                     {describe(*ops)});
        return;
    }
    bool ok = true;
    for (std::size_t i = 0; i < ops->size(); ++i) {
        const std::string path = "/strategy/ops/" + std::to_string(i);
        const json& e = (*ops)[i];
        if (!e.is_object()) {
            problems.add(path, TOPOOPT_WORDING("Problem", "must be an object, got %1"),
                         {describe(e)});
            ok = false;
            continue;
        }
        const auto servers_ = e.find("servers");
        if (servers_ == e.end()) {
            problems.add(path + "/servers", TOPOOPT_WORDING("Problem", "missing required field"),
                         {});
            ok = false;
        } else if (!servers_->is_array() || servers_->empty()) {
            problems.add(
                path + "/servers",
                TOPOOPT_WORDING("Problem", "must be a non-empty array of server ids, got %1"),
                {describe(*servers_)});
            ok = false;
        } else {
            for (std::size_t j = 0; j < servers_->size(); ++j) {
                int id = 0;
                ok = checkInt((*servers_)[j], path + "/servers/" + std::to_string(j), 0,
                              servers - 1, id, problems) &&
                     ok;
            }
        }
    }
    if (!ok) return;
    out = value;
    out["format"] = kStrategyFormat;
}

} // namespace

Scenario scenarioFromJson(const json& doc)
{
    Problems problems;
    Scenario s;
    ObjectReader r(doc, "", problems);
    if (!r.valid()) throw InputError(problems);
    r.readFormat(kScenarioFormat);
    r.readString("name", s.name, false);
    if (const json* cluster = r.get("cluster", true))
        readCluster(*cluster, s.cluster, problems, s.warnings);
    if (const json* model = r.get("model", true)) readModel(*model, s.model, problems);
    if (const json* topology = r.get("topology", false))
        readTopologySpec(*topology, s.cluster.servers, s.topology, problems, s.warnings);
    if (const json* search = r.get("search", false))
        readSearch(*search, s.search, problems, s.warnings);
    if (const json* strategy = r.get("strategy", false))
        readStrategy(*strategy, s.cluster.servers, s.strategy, problems);
    r.warnUnknown({"format", "name", "cluster", "model", "topology", "search", "strategy"},
                  s.warnings);
    // Such a cluster fails every run later with servers that "are not connected"; name the
    // setting to change instead.
    const int minDegree = minimumDegreeToConnect(s.topology.kind, s.cluster.servers);
    if (problems.empty() && s.cluster.degree < minDegree)
        //: %1 the topology kind, %2 the ports needed, %3 servers, %4 the degree set
        problems.add("/cluster/degree",
                     TOPOOPT_WORDING("Problem",
                                     "topology kind \"%1\" needs at least %2 ports per server to "
                                     "connect %3 servers, got %4"),
                     {s.topology.kind, std::to_string(minDegree), std::to_string(s.cluster.servers),
                      std::to_string(s.cluster.degree)});
    if (!problems.empty()) throw InputError(problems);
    return s;
}

json clusterToJson(const Cluster& c)
{
    return json{{"servers", c.servers},
                {"gpus_per_server", c.gpusPerServer},
                {"degree", c.degree},
                {"link_gbps", c.linkGbps},
                {"nvlink_gbps", c.nvlinkGbps},
                {"latency_us", c.latencyUs},
                {"gpu", c.gpu}};
}

json scenarioToJson(const Scenario& s)
{
    json model;
    if (!s.model.inlineModel.is_null()) {
        model = s.model.inlineModel;
    } else if (!s.model.file.empty()) {
        model = json{{"file", s.model.file}};
    } else {
        model = s.model.params.is_object() ? s.model.params : json::object();
        model["zoo"] = s.model.zoo;
    }
    json topology{{"kind", s.topology.kind},
                  {"degree_split", s.topology.degreeSplit == DegreeSplit::Proportional
                                       ? "proportional"
                                       : "allreduce-only"}};
    if (s.topology.sharedCycle != SharedCycle::Auto) // the default: files written before stay so
        topology["shared_cycle"] = sharedCycleName(s.topology.sharedCycle);
    if (s.topology.oversubscription != 1.0)
        topology["oversubscription"] = s.topology.oversubscription;
    if (!s.topology.rings.empty()) {
        topology["rings"] = json::array();
        for (const Ring& ring : s.topology.rings)
            topology["rings"].push_back(ringToJson(ring));
    }
    if (!s.topology.links.empty()) {
        topology["links"] = json::array();
        for (const Link& link : s.topology.links)
            topology["links"].push_back(linkToJson(link));
    }
    json doc{{"format", kScenarioFormat},
             {"name", s.name},
             {"cluster", clusterToJson(s.cluster)},
             {"model", std::move(model)},
             {"topology", std::move(topology)},
             {"search",
              {{"proposals", s.search.proposals},
               {"rounds", s.search.rounds},
               {"seed", s.search.seed},
               {"alpha", s.search.alpha},
               {"relative", s.search.relative}}}};
    // Optional settings appear only when set, so files that never used them (and golden
    // outputs) stay byte-identical.
    if (s.search.patience != 0) doc["search"]["patience"] = s.search.patience;
    if (s.search.topologyMoves != 0) doc["search"]["topology_moves"] = s.search.topologyMoves;
    if (s.search.timeResolutionUs != kAutoTimeResolution)
        doc["search"]["time_resolution_us"] = s.search.timeResolutionUs;
    if (!s.strategy.is_null()) doc["strategy"] = s.strategy;
    return doc;
}

Scenario loadScenario(const std::string& path)
{
    return scenarioFromJson(readJsonFile(path));
}

void saveScenario(const Scenario& scenario, const std::string& path)
{
    writeFileAtomic(path, scenarioToJson(scenario).dump(2) + "\n");
}

} // namespace topoopt::io

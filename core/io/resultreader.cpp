// Parsing result, comparison and other documents into figure inputs, with checked fields.
#include "io/resultreader.h"

#include "io/jsonreader.h"
#include "io/resultjson.h"
#include "io/scenariojson.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"

namespace topoopt::io {

namespace {

/// Runs a nested reader and re-roots its problems under `prefix` (e.g. "/traffic").
template <typename T, typename Read> T nested(const std::string& prefix, Read read)
{
    try {
        return read();
    } catch (const InputError& e) {
        Problems problems;
        for (const Problem& p : e.problems().items())
            problems.addAt(prefix + p.path, p);
        throw InputError(problems);
    }
}

constexpr double kMaxMs = 1e15;

} // namespace

std::vector<ProposalEvent> historyFromJson(const json& value, const std::string& path)
{
    Problems problems;
    std::vector<ProposalEvent> events;
    if (!value.is_array())
        throw InputError(path, TOPOOPT_WORDING("Problem", "must be an array, got %1"),
                         {describe(value)});
    events.reserve(value.size());
    for (std::size_t i = 0; i < value.size(); ++i) {
        ObjectReader r(value[i], path + "/" + std::to_string(i), problems);
        if (!r.valid()) continue;
        ProposalEvent e;
        std::string plane = "strategy";
        bool ok = r.readInt("round", e.round, 0, 1 << 30, true);
        ok = r.readInt("step", e.step, 0, 1 << 30, true) && ok;
        // A refused proposal has its reason instead of a time.
        r.readString("refused", e.refused, false);
        const bool timed = e.refused.empty();
        ok = (r.readNumber("iteration_ms", e.iterationMs, 0, kMaxMs, false, timed) || !timed) && ok;
        ok = r.readNumber("best_ms", e.bestMs, 0, kMaxMs, false, true) && ok;
        ok = r.readBool("accepted", e.accepted, true) && ok;
        r.readString("move", e.move, false);
        r.readBool("lower_bound", e.lowerBound, false);
        if (r.readString("plane", plane, true)) {
            if (plane == "strategy")
                e.plane = SearchPlane::Strategy;
            else if (plane == "topology")
                e.plane = SearchPlane::Topology;
            else {
                problems.add(r.pathOf("plane"),
                             TOPOOPT_WORDING("Problem", "must be \"%1\" or \"%2\", got %3"),
                             {"strategy", "topology", "\"" + plane + "\""});
                ok = false;
            }
        }
        if (ok) events.push_back(std::move(e));
    }
    if (!problems.empty()) throw InputError(problems);
    return events;
}

std::vector<ComparisonRow> comparisonRowsFromJson(const json& doc, const std::string& path)
{
    Problems problems;
    ObjectReader r(doc, path, problems);
    if (!r.valid()) throw InputError(problems);
    r.readFormat(kComparisonFormat);
    std::vector<ComparisonRow> rows;
    if (const json* list = r.get("rows", true)) {
        if (!list->is_array()) {
            problems.add(r.pathOf("rows"), TOPOOPT_WORDING("Problem", "must be an array, got %1"),
                         {describe(*list)});
        } else {
            for (std::size_t i = 0; i < list->size(); ++i) {
                ObjectReader e((*list)[i], r.pathOf("rows") + "/" + std::to_string(i), problems);
                if (!e.valid()) continue;
                ComparisonRow row;
                bool ok = e.readString("kind", row.kind, true);
                e.readString("label", row.label, false);
                ok = e.readNumber("iteration_ms", row.iterationMs, 0, kMaxMs, false, true) && ok;
                e.readNumber("compute_ms", row.computeMs, 0, kMaxMs, false, false);
                e.readNumber("exposed_comm_ms", row.exposedCommMs, 0, kMaxMs, false, false);
                e.readNumber("cost_usd", row.costUsd, 0, 1e15, false, false);
                e.readNumber("speedup_vs_equal_cost_fattree", row.speedupVsEqualCostFatTree, 0, 1e9,
                             false, false);
                e.readNumber("link_gbps", row.linkGbps, 0, 1e9, false, false);
                e.readNumber("oversubscription", row.oversubscription, 0, 1e9, false, false);
                e.readString("held_equal", row.heldEqual, false);
                if (ok) rows.push_back(std::move(row));
            }
        }
    }
    if (!problems.empty()) throw InputError(problems);
    return rows;
}

FigureSource figureSourceFromJson(const json& doc)
{
    static const char* const kFigureFormats = "topoopt-result/1, topoopt-comparison/1, "
                                              "topoopt-scenario/1, topoopt-topology/1, "
                                              "topoopt-traffic/1";
    if (!doc.is_object())
        throw InputError("", TOPOOPT_WORDING("Problem", "must be a JSON object, got %1"),
                         {describe(doc)});
    FigureSource s;
    s.format = formatOf(doc);
    if (!doc.contains("format"))
        throw InputError("/format", TOPOOPT_WORDING("Problem", "missing: expected one of %1"),
                         {kFigureFormats});
    if (s.format == kResultFormat) {
        Problems problems;
        for (const char* key : {"scenario", "traffic", "topology"})
            if (!doc.contains(key))
                problems.add(std::string("/") + key,
                             TOPOOPT_WORDING("Problem", "missing required field"), {});
        if (!problems.empty()) throw InputError(problems);
        s.scenario =
            nested<Scenario>("/scenario", [&] { return scenarioFromJson(doc["scenario"]); });
        s.name = s.scenario->name;
        s.traffic = nested<Traffic>("/traffic", [&] { return trafficFromJson(doc["traffic"]); });
        s.topology =
            nested<Topology>("/topology", [&] { return topologyFromJson(doc["topology"]); });
        if (doc.contains("history")) s.history = historyFromJson(doc["history"], "/history");
        if (doc.contains("comparison"))
            s.comparison = comparisonRowsFromJson(doc["comparison"], "/comparison");
    } else if (s.format == kComparisonFormat) {
        s.comparison = comparisonRowsFromJson(doc, "");
        if (doc.contains("scenario") && doc["scenario"].is_string())
            s.name = doc["scenario"].get<std::string>();
    } else if (s.format == kScenarioFormat) {
        s.scenario = scenarioFromJson(doc);
        s.name = s.scenario->name;
    } else if (s.format == kTopologyFormat) {
        s.topology = topologyFromJson(doc);
    } else if (s.format == kTrafficFormat) {
        s.traffic = trafficFromJson(doc);
    } else {
        throw InputError("/format", TOPOOPT_WORDING("Problem", "expected one of %1, got %2"),
                         {kFigureFormats, "\"" + s.format + "\""});
    }
    return s;
}

FigureSource loadFigureSource(const std::string& path)
{
    return figureSourceFromJson(readJsonFile(path));
}

Topology fabricFromJson(const json& doc)
{
    if (formatOf(doc) == kResultFormat) {
        if (!doc.contains("topology"))
            throw InputError("/topology", TOPOOPT_WORDING("Problem", "missing required field"), {});
        return nested<Topology>("/topology", [&] { return topologyFromJson(doc["topology"]); });
    }
    return topologyFromJson(doc);
}

Topology loadFabric(const std::string& path)
{
    return fabricFromJson(readJsonFile(path));
}

} // namespace topoopt::io

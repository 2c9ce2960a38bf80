// Reading and writing topoopt-project/1: the scenario, view settings, last result and pinned
// designs, each nested document checked by its own reader.
#include "io/projectjson.h"

#include <algorithm>
#include <iomanip>
#include <limits>
#include <memory>
#include <ostream>
#include <stdexcept>

#include "common/blockstreambuf.h"
#include "common/fileio.h"
#include "common/limits.h"
#include "io/jsonreader.h"
#include "io/resultreader.h"
#include "io/scenariojson.h"
#include "io/strategyjson.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "sim/simjson.h"

namespace topoopt::io {

namespace {

constexpr double kMaxMs = std::numeric_limits<double>::max();
constexpr const char* kResultFormatName = "topoopt-result/1";

void readChoice(ObjectReader& r, const char* key, std::string& out,
                const std::vector<std::string>& allowed)
{
    std::string value;
    if (!r.readString(key, value, false)) return;
    if (std::find(allowed.begin(), allowed.end(), value) == allowed.end()) {
        std::string list;
        for (const std::string& a : allowed)
            list += (list.empty() ? "" : ", ") + a;
        r.problems().add(r.pathOf(key), TOPOOPT_WORDING("Problem", "must be one of %1, got %2"),
                         {list, "\"" + value + "\""});
        return;
    }
    out = value;
}

void readView(const json& value, ProjectView& view, Problems& problems,
              std::vector<std::string>& warnings)
{
    ObjectReader r(value, "/view", problems);
    if (!r.valid()) return;
    // More tabs than any studio version shows would be a corrupt file, not a newer one.
    r.readInt("tab", view.tab, 0, 63, false);
    readChoice(r, "heatmap_mode", view.heatmapMode, heatmapModeNames());
    readChoice(r, "heatmap_scale", view.heatmapScale, heatmapScaleNames());
    readChoice(r, "graph_width", view.graphWidth, graphWidthNames());
    r.warnUnknown({"tab", "heatmap_mode", "heatmap_scale", "graph_width"}, warnings);
}

/// topoopt-result/1 (interfaces.md, "result"): every part with its own reader. The strategy
/// is checked for shape only: checking its operators needs the model, which a file-based
/// model may not have beside the project.
void readSearchResult(const json& doc, Problems& problems)
{
    ObjectReader r(doc, "/result", problems);
    double ms = 0;
    r.readNumber("start_ms", ms, 0, kMaxMs, false, true);
    r.readNumber("best_ms", ms, 0, kMaxMs, false, true);
    r.readNumber("exact_best_ms", ms, 0, kMaxMs, false, false);
    r.readNumber("exact_start_ms", ms, 0, kMaxMs, false, false);
    r.readNumber("time_resolution_us", ms, 0, limits::kMaxTimeResolutionUs, false, false);
    bool cancelled = false;
    r.readBool("cancelled", cancelled, false);
    if (const json* s = r.get("scenario", true))
        readNested("/result/scenario", problems, [&] { (void)scenarioFromJson(*s); });
    if (const json* t = r.get("traffic", true))
        readNested("/result/traffic", problems, [&] { (void)trafficFromJson(*t); });
    if (const json* t = r.get("topology", true))
        readNested("/result/topology", problems, [&] { (void)topologyFromJson(*t); });
    if (const json* s = r.get("simulation", true))
        readNested("/result/simulation", problems, [&] { (void)simResultFromJson(*s); });
    if (const json* s = r.get("strategy", true)) {
        ObjectReader st(*s, "/result/strategy", problems);
        if (st.valid() && st.readFormat(kStrategyFormat)) {
            if (const json* ops = st.get("ops", true); ops && !ops->is_array())
                problems.add("/result/strategy/ops",
                             TOPOOPT_WORDING("Problem", "must be an array, got %1"),
                             {describe(*ops)});
        }
    }
    if (const json* h = r.get("history", true))
        readNested("/result/history", problems, [&] { (void)historyFromJson(*h, ""); });
    if (const json* c = r.get("comparison", false); c && !c->is_object())
        problems.add("/result/comparison", TOPOOPT_WORDING("Problem", "must be an object, got %1"),
                     {describe(*c)});
}

void readResult(const json& doc, Problems& problems)
{
    if (doc.is_null()) return;
    ObjectReader r(doc, "/result", problems);
    if (!r.valid()) return;
    std::string format;
    if (!r.readString("format", format, true)) return;
    if (format == kResultFormatName)
        readSearchResult(doc, problems);
    else if (format == kSimulationFormat)
        readNested("/result", problems, [&] { (void)simResultFromJson(doc); });
    else
        problems.add("/result/format",
                     TOPOOPT_WORDING("Problem", "must be \"%1\" or \"%2\", got %3"),
                     {kResultFormatName, kSimulationFormat, "\"" + format + "\""});
}

void readPinned(const json& value, std::vector<PinnedDesign>& pinned, Problems& problems,
                std::vector<std::string>& warnings)
{
    if (!value.is_array()) {
        problems.add("/pinned", TOPOOPT_WORDING("Problem", "must be an array, got %1"),
                     {describe(value)});
        return;
    }
    for (std::size_t i = 0; i < value.size(); ++i) {
        const std::string path = "/pinned/" + std::to_string(i);
        ObjectReader p(value[i], path, problems);
        if (!p.valid()) continue;
        PinnedDesign design;
        if (p.readString("name", design.name, true) && design.name.empty())
            problems.add(p.pathOf("name"), TOPOOPT_WORDING("Problem", "must not be empty"), {});
        for (const PinnedDesign& other : pinned)
            if (!design.name.empty() && other.name == design.name)
                problems.add(p.pathOf("name"),
                             TOPOOPT_WORDING("Problem", "design name \"%1\" is used twice"),
                             {design.name});
        if (const json* s = p.get("scenario", true))
            readNested(path + "/scenario", problems, [&] {
                design.scenario = scenarioFromJson(*s);
                for (const std::string& w : design.scenario.warnings)
                    warnings.push_back(path + "/scenario" + w);
            });
        p.warnUnknown({"name", "scenario"}, warnings);
        pinned.push_back(std::move(design));
    }
}

} // namespace

const std::vector<std::string>& heatmapModeNames()
{
    static const std::vector<std::string> names{"allreduce", "mp", "both", "link-load"};
    return names;
}

const std::vector<std::string>& heatmapScaleNames()
{
    static const std::vector<std::string> names{"linear", "log"};
    return names;
}

const std::vector<std::string>& graphWidthNames()
{
    static const std::vector<std::string> names{"parallel-links", "load"};
    return names;
}

Project projectFromJson(const json& doc)
{
    Problems problems;
    Project project;
    ObjectReader r(doc, "", problems);
    if (!r.valid()) throw InputError(problems);
    r.readFormat(kProjectFormat);
    if (const json* s = r.get("scenario", true))
        readNested("/scenario", problems, [&] {
            project.scenario = scenarioFromJson(*s);
            for (const std::string& w : project.scenario.warnings)
                project.warnings.push_back("/scenario" + w);
        });
    if (const json* v = r.get("view", false))
        readView(*v, project.view, problems, project.warnings);
    if (const json* res = r.get("result", false)) {
        readResult(*res, problems);
        project.result = *res;
    }
    if (const json* p = r.get("pinned", false))
        readPinned(*p, project.pinned, problems, project.warnings);
    r.warnUnknown({"format", "scenario", "view", "result", "pinned"}, project.warnings);
    if (!problems.empty()) throw InputError(problems);
    return project;
}

namespace {
/// The project's document, with a null result unless `withResult`.
json projectDocument(const Project& p, bool withResult)
{
    json pinned = json::array();
    for (const PinnedDesign& d : p.pinned)
        pinned.push_back({{"name", d.name}, {"scenario", scenarioToJson(d.scenario)}});
    return json{{"format", kProjectFormat},
                {"scenario", scenarioToJson(p.scenario)},
                {"view",
                 {{"tab", p.view.tab},
                  {"heatmap_mode", p.view.heatmapMode},
                  {"heatmap_scale", p.view.heatmapScale},
                  {"graph_width", p.view.graphWidth}}},
                {"result", withResult ? p.result : json()},
                {"pinned", std::move(pinned)}};
}
} // namespace

json projectToJson(const Project& p)
{
    return projectDocument(p, true);
}

namespace {
/// Passes text on to `target` with two spaces after every newline: a document dumped through it
/// reads as nested one level deeper.
class NestingBuf : public BlockStreamBuf {
public:
    explicit NestingBuf(std::ostream& target) : m_target(target) {}

protected:
    bool writeBlock(const char* data, std::size_t size) override
    {
        const char* from = data;
        for (const char* at = data; at != data + size; ++at) {
            if (*at != '\n') continue;
            m_target.write(from, at + 1 - from).write("  ", 2);
            from = at + 1;
        }
        m_target.write(from, data + size - from);
        return static_cast<bool>(m_target);
    }

private:
    std::ostream& m_target;
};
} // namespace

void writeProjectJson(const Project& project, const json& result, std::ostream& out)
{
    // The rest dumped with a null result; the result's own dump goes where the null stands,
    // each of its lines indented one level (two spaces) deeper, as dump(2) nests it. Its text
    // has no other newlines: a newline inside a JSON string is written escaped.
    const std::string rest = projectDocument(project, false).dump(2);
    const std::string key = "\n  \"result\": null";
    const std::size_t at = rest.find(key);
    if (at == std::string::npos) throw std::logic_error("project document without its result");
    const std::size_t value = at + key.size() - 4;
    out.write(rest.data(), static_cast<std::streamsize>(value));
    {
        // Streamed: a search result is megabytes of text, not worth holding whole.
        auto nesting = std::make_unique<NestingBuf>(out);
        std::ostream nested(nesting.get());
        nested << std::setw(2) << result;
        nested.flush();
        if (!nested) out.setstate(std::ios::badbit);
    }
    out.write(rest.data() + value + 4, static_cast<std::streamsize>(rest.size() - value - 4));
}

Project loadProject(const std::string& path)
{
    return projectFromJson(readJsonFile(path));
}

void saveProject(const Project& project, const std::string& path)
{
    writeFileAtomic(path, [&project](std::ostream& out) {
        writeProjectJson(project, project.result, out);
        out << '\n';
    });
}

} // namespace topoopt::io

// FlexFlow measurement import: parse, normalise to per-GPU configurations, name our operators.
#include "device/flexflowmeasures.h"

#include <algorithm>
#include <filesystem>
#include <limits>

#include "common/fileio.h"
#include "io/jsonreader.h"

namespace topoopt {

using nlohmann::json;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// Parses "<ndims>-<p0>-...-<p(ndims-1)>"; returns false with a reason on anything else.
bool parsePcStr(const std::string& text, std::vector<long long>& parts, const char*& why)
{
    parts.clear();
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t dash = text.find('-', pos);
        const std::string field = text.substr(pos, dash == std::string::npos ? dash : dash - pos);
        if (field.empty() || field.size() > 9 ||
            !std::all_of(field.begin(), field.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            //: <dims> and <parts> describe the field's form; %1 the text found, quoted
            why = TOPOOPT_WORDING("Problem", "must be \"<dims>-<parts>-...\" with whole numbers, "
                                             "e.g. \"2-1-128\", got %1");
            return false;
        }
        parts.push_back(std::stoll(field));
        if (dash == std::string::npos) break;
        pos = dash + 1;
    }
    if (parts.size() < 2 || parts[0] < 1 || static_cast<long long>(parts.size()) != parts[0] + 1) {
        why = TOPOOPT_WORDING("Problem", "the first number must count the part numbers that "
                                         "follow, e.g. \"2-1-128\", got %1");
        return false;
    }
    for (std::size_t i = 1; i < parts.size(); ++i)
        if (parts[i] < 1) {
            why = TOPOOPT_WORDING("Problem", "every part count must be >= 1, got %1");
            return false;
        }
    return true;
}

} // namespace

void FlexFlowMeasurements::append(const FlexFlowMeasurements& other)
{
    items.insert(items.end(), other.items.begin(), other.items.end());
    sources.insert(sources.end(), other.sources.begin(), other.sources.end());
}

FlexFlowMeasurements flexFlowMeasurementsFromJson(const json& doc)
{
    Problems problems;
    FlexFlowMeasurements out;
    io::ObjectReader r(doc, "", problems);
    if (!r.valid()) throw InputError(problems);
    double batch = 0;
    int ngpus = 0;
    const bool haveBatch = r.readNumber("batch_size", batch, 0, 1e12, true, true);
    r.readInt("ngpus", ngpus, 1, 1 << 24, true);
    const json* list = r.get("measurements", true);
    if (list && !list->is_array())
        problems.add("/measurements", TOPOOPT_WORDING("Problem", "must be an array, got %1"),
                     {io::describe(*list)});
    if (list && list->is_array()) {
        for (std::size_t i = 0; i < list->size(); ++i) {
            const std::string path = "/measurements/" + std::to_string(i);
            io::ObjectReader m((*list)[i], path, problems);
            if (!m.valid()) continue;
            FlexFlowMeasurement x;
            bool ok = m.readString("name", x.name, true);
            if (ok && x.name.empty()) {
                problems.add(m.pathOf("name"), TOPOOPT_WORDING("Problem", "must not be empty"), {});
                ok = false;
            }
            ok = m.readString("pc_str", x.pcStr, true) && ok;
            // A measured kernel takes time: zero would make the operator free.
            ok = m.readNumber("fw_time", x.forwardMs, 0, kInf, true, true) && ok;
            ok = m.readNumber("bw_time", x.backwardMs, 0, kInf, true, true) && ok;
            ok = m.readNumber("mem_req", x.memoryBytes, 0, 9007199254740992.0, false, true) && ok;
            std::vector<long long> parts;
            const char* why = "";
            const json* pc = m.get("pc_str", false);
            if (pc && pc->is_string() && !parsePcStr(x.pcStr, parts, why)) {
                problems.add(m.pathOf("pc_str"), why, {json(x.pcStr).dump()});
                ok = false;
            }
            if (!ok || !haveBatch) continue;
            long long split = 1;
            for (std::size_t k = 1; k + 1 < parts.size(); ++k)
                split = std::min<long long>(split * parts[k], 1 << 20);
            const long long batchParts = parts.back();
            if (static_cast<double>(batchParts) > batch) {
                //: batch_size is a field name; keep it
                problems.add(m.pathOf("pc_str"),
                             TOPOOPT_WORDING("Problem", "splits the batch %1 ways, more than "
                                                        "batch_size"),
                             {std::to_string(batchParts)});
                continue;
            }
            if (ngpus > 0 && split * batchParts > ngpus) {
                //: ngpus is a field name; keep it
                problems.add(m.pathOf("pc_str"),
                             TOPOOPT_WORDING("Problem", "uses %1 GPUs, more than ngpus %2"),
                             {std::to_string(split * batchParts), std::to_string(ngpus)});
                continue;
            }
            x.split = static_cast<int>(split);
            x.samples = batch / static_cast<double>(batchParts);
            out.items.push_back(std::move(x));
        }
    }
    if (!problems.empty()) throw InputError(problems);
    return out;
}

FlexFlowMeasurements loadFlexFlowMeasurements(const std::string& path)
{
    namespace fs = std::filesystem;
    std::vector<std::string> files;
    std::error_code ec;
    const fs::path given = pathFromUtf8(path);
    if (fs::is_directory(given, ec)) {
        for (const fs::directory_entry& e : fs::directory_iterator(given, ec))
            if (e.path().extension() == ".json") files.push_back(pathToUtf8(e.path()));
        std::sort(files.begin(), files.end());
        //: %1 a folder
        if (files.empty())
            throw InputError("", TOPOOPT_WORDING("Problem", "%1: no *.json measurement files"),
                             {path});
    } else {
        files.push_back(path);
    }
    FlexFlowMeasurements all;
    for (const std::string& file : files) {
        try {
            FlexFlowMeasurements one = flexFlowMeasurementsFromJson(io::readJsonFile(file));
            one.sources.push_back(file);
            all.append(one);
        } catch (const InputError& e) {
            if (files.size() == 1) throw;
            Problems prefixed;
            const std::string name = pathToUtf8(pathFromUtf8(file).filename());
            for (const Problem& p : e.problems().items())
                prefixed.addAt(p.path.empty() ? name : name + ": " + p.path, p);
            throw InputError(prefixed);
        }
    }
    return all;
}

std::string flexFlowName(const Operator& op)
{
    switch (op.kind) {
    case OpKind::Dense:
        if (op.dims.size() == 2)
            return "Dense_" + std::to_string(op.dims[0]) + "_" + std::to_string(op.dims[1]);
        return {};
    case OpKind::Embedding:
        if (op.dims.size() >= 2)
            return "Embed_" + std::to_string(op.dims[0]) + "x" + std::to_string(op.dims[1]);
        return {};
    case OpKind::Concat:
        return "Concat_1";
    default:
        return {};
    }
}

} // namespace topoopt

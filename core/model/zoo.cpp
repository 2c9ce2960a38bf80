// The zoo registry: parameter tables, override validation, dispatch, and scenario resolution.
#include "model/zoo.h"

#include <cmath>
#include <filesystem>
#include <functional>
#include <map>

#include "common/fileio.h"
#include "io/jsonreader.h"
#include "model/modeljson.h"
#include "model/zoobuilder.h"

namespace topoopt {

using nlohmann::json;

namespace {

struct Entry {
    const char* id;
    const char* display;
    std::vector<ZooParam> (*params)();
    Model (*build)(const zoo::Values&);
};

const std::vector<Entry>& entries()
{
    static const std::vector<Entry> list = {
        {"dlrm", "DLRM", zoo::dlrmParams, zoo::buildDlrm},
        {"candle", "CANDLE (Uno)", zoo::candleParams, zoo::buildCandle},
        {"bert", "BERT (Transformer)", zoo::bertParams, zoo::buildBert},
        {"ncf", "NCF", zoo::ncfParams, zoo::buildNcf},
        {"resnet50", "ResNet-50", zoo::resnet50Params, zoo::buildResnet50},
        {"vgg16", "VGG-16", zoo::vgg16Params, zoo::buildVgg16},
        {"gpt", "GPT (decoder-only LLM)", zoo::gptParams, zoo::buildGpt},
    };
    return list;
}

const Entry& entry(const std::string& zooId)
{
    for (const Entry& e : entries())
        if (zooId == e.id) return e;
    std::string list;
    for (const Entry& e : entries())
        list += (list.empty() ? "" : ", ") + std::string(e.id);
    throw InputError("/model/zoo", TOPOOPT_WORDING("Problem", "must be one of %1, got %2"),
                     {list, json(zooId).dump()});
}

std::string num(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 1e15)
        return std::to_string(static_cast<long long>(v));
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

} // namespace

const std::vector<ZooParam>& zooParams(const std::string& zooId)
{
    static std::map<std::string, std::vector<ZooParam>> cache = [] {
        std::map<std::string, std::vector<ZooParam>> m;
        for (const Entry& e : entries())
            m[e.id] = e.params();
        return m;
    }();
    return cache.at(entry(zooId).id);
}

std::string zooDisplayName(const std::string& zooId)
{
    return entry(zooId).display;
}

Model buildZooModel(const std::string& zooId, const json& overrides)
{
    const Entry& e = entry(zooId);
    const std::vector<ZooParam>& params = zooParams(zooId);
    std::map<std::string, double> values;
    for (const ZooParam& p : params)
        values[p.key] = p.defaultValue;
    Problems problems;
    if (!overrides.is_null() && !overrides.is_object())
        throw InputError("/model",
                         TOPOOPT_WORDING("Problem", "zoo parameters must be an object, got %1"),
                         {io::describe(overrides)});
    if (overrides.is_object()) {
        for (auto it = overrides.begin(); it != overrides.end(); ++it) {
            const std::string path = "/model/" + it.key();
            const ZooParam* p = nullptr;
            for (const ZooParam& q : params)
                if (q.key == it.key()) p = &q;
            if (!p) {
                std::string known;
                for (const ZooParam& q : params)
                    known += (known.empty() ? "" : ", ") + q.key;
                //: %1 a zoo model's id, %2 its parameters' names
                problems.add(
                    path,
                    TOPOOPT_WORDING("Problem", "unknown parameter of zoo model %1 (known: %2)"),
                    {e.id, known});
                continue;
            }
            const json& v = it.value();
            const bool isNum = v.is_number() && std::isfinite(v.get<double>());
            const double x = isNum ? v.get<double>() : 0;
            if (!isNum || (p->integer && x != std::floor(x)) || x < p->min || x > p->max) {
                problems.add(path,
                             p->integer
                                 ? TOPOOPT_WORDING("Problem", "must be an integer between "
                                                              "%1 and %2, got %3")
                                 : TOPOOPT_WORDING("Problem", "must be between %1 and %2, got %3"),
                             {num(p->min), num(p->max), isNum ? num(x) : io::describe(v)});
                continue;
            }
            values[p->key] = x;
        }
    }
    if (!problems.empty()) throw InputError(problems);
    Model m = e.build(zoo::Values(std::move(values)));
    // Extreme but individually valid parameters can still overflow a size (2^53 bytes).
    // The built model's own problems follow, each worded (and so translated) as it is, at its
    // place in that model (not in the user's file, hence the lead problem saying so): quoted
    // inside one problem, they stayed English.
    const Problems structural = checkModel(m);
    if (!structural.empty()) { // `problems` is empty here
        problems.add(
            "/model",
            TOPOOPT_WORDING("Problem",
                            "the model these parameters build is invalid; its problems follow"),
            {});
        problems.append(structural);
        throw InputError(problems);
    }
    return m;
}

Model resolveModel(const Scenario& scenario, const std::string& scenarioDir)
{
    const ModelSpec& spec = scenario.model;
    if (!spec.inlineModel.is_null()) return modelFromJsonAt(spec.inlineModel, "/model", false);
    if (!spec.file.empty()) {
        namespace fs = std::filesystem;
        fs::path file = pathFromUtf8(spec.file);
        if (file.is_relative() && !scenarioDir.empty()) file = pathFromUtf8(scenarioDir) / file;
        try {
            return loadModel(pathToUtf8(file));
        } catch (const InputError& e) {
            // Filed under the scenario's field, then the model file and the path in it, so
            // that each keeps its wording.
            Problems prefixed;
            for (const Problem& p : e.problems().items())
                prefixed.addAt("/model/file: " + spec.file + (p.path.empty() ? "" : ": " + p.path),
                               p);
            throw InputError(prefixed);
        }
    }
    return buildZooModel(spec.zoo, spec.params);
}

} // namespace topoopt

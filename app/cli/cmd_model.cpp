// `topoopt model`: build a zoo model (or read a model file), summarize it, write topoopt-model/1.
#include "cli.h"

#include <QFileInfo>

#include <cmath>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "common/error.h"
#include "common/fileio.h"
#include "io/jsonreader.h"
#include "io/scenariojson.h"
#include "model/modeljson.h"
#include "model/zoo.h"
#include "scenario/scenario.h"

namespace topoopt::cli {

namespace {

using nlohmann::json;

/// A number with up to `digits` significant digits ("%.*g").
std::string fmt(int digits, double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*g", digits, v);
    return buf;
}

/// 1.23 G style figures for people.
std::string human(double v)
{
    const char* units[] = {"", " k", " M", " G", " T", " P", " E"};
    int u = 0;
    while (std::fabs(v) >= 1000 && u < 6) {
        v /= 1000;
        ++u;
    }
    return fmt(4, v) + units[u];
}

std::string listText()
{
    std::string out;
    for (const std::string& id : zooModelIds()) {
        out += id + "  " + zooDisplayName(id) + "\n";
        for (const ZooParam& p : zooParams(id)) {
            char buf[320];
            std::snprintf(buf, sizeof buf, "  %-18s %-12s %s [%s .. %s%s%s]\n", p.key.c_str(),
                          (p.integer ? fmt(15, p.defaultValue) : fmt(6, p.defaultValue)).c_str(),
                          p.help.c_str(), fmt(p.integer ? 15 : 6, p.min).c_str(),
                          fmt(p.integer ? 15 : 6, p.max).c_str(), p.unit.empty() ? "" : " ",
                          p.unit.c_str());
            out += buf;
        }
    }
    return out;
}

json listJson()
{
    json models = json::array();
    for (const std::string& id : zooModelIds()) {
        json params = json::array();
        for (const ZooParam& p : zooParams(id))
            params.push_back({{"key", p.key},
                              {"default", p.defaultValue},
                              {"min", p.min},
                              {"max", p.max},
                              {"unit", p.unit},
                              {"help", p.help},
                              {"integer", p.integer}});
        models.push_back({{"zoo", id}, {"name", zooDisplayName(id)}, {"params", params}});
    }
    return json{{"models", models}};
}

json summaryJson(const Model& m)
{
    return json{{"name", m.name},
                {"zoo", m.zoo},
                {"operators", m.ops.size()},
                {"parameters", m.parameterCount()},
                {"parameter_bytes", io::bytesToJson(m.parameterBytes())},
                {"forward_flops_per_sample", m.forwardFlopsPerSample()},
                {"backward_flops_per_sample", m.backwardFlopsPerSample()},
                {"per_gpu_batch", m.perGpuBatch},
                {"bytes_per_element", m.bytesPerElement}};
}

std::string summaryText(const Model& m)
{
    std::string out = "Model: " + m.name + (m.zoo.empty() ? "" : " (zoo " + m.zoo + ")") + "\n";
    out += "  operators            " + std::to_string(m.ops.size()) + "\n";
    out += "  parameters           " + human(m.parameterCount()) + " (" +
           human(m.parameterBytes()) + "B)\n";
    out += "  forward FLOPs/sample " + human(m.forwardFlopsPerSample()) + "\n";
    out += "  backward FLOPs/sample " + human(m.backwardFlopsPerSample()) + "\n";
    out += "  per-GPU batch        " + std::to_string(m.perGpuBatch) + "\n";
    return out;
}

/// "--set key=value": numbers become JSON numbers; anything else is passed as a string so the
/// zoo reports it ("/model/tables: must be an integer ..., got \"many\"").
json parseSets(const QStringList& sets)
{
    json overrides = json::object();
    for (const QString& s : sets) {
        const qsizetype eq = s.indexOf(QLatin1Char('='));
        if (eq <= 0) throw InputError("--set", "must be key=value, got \"" + toStd(s) + "\"");
        const std::string key = toStd(s.left(eq));
        const std::string value = toStd(s.mid(eq + 1));
        json v = json(value);
        try {
            json parsed = json::parse(value);
            if (parsed.is_number()) v = parsed;
        } catch (const json::exception&) {
        }
        overrides[key] = v;
    }
    return overrides;
}

} // namespace

int runModel(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Build a zoo model (--zoo ID with --set key=value overrides), take a scenario's model "
        "(--scenario S.json) or read a topoopt-model/1 file, print its summary (operators, "
        "parameters, FLOPs per sample) and optionally write "
        "it as topoopt-model/1. --list shows the zoo and every model's parameters."));
    parser.addPositionalArgument(QStringLiteral("model"),
                                 QStringLiteral("A topoopt-model/1 file to summarize."),
                                 QStringLiteral("[MODEL.json]"));
    const QCommandLineOption zoo(QStringLiteral("zoo"),
                                 QStringLiteral("Zoo model: dlrm, candle, bert, ncf, resnet50, "
                                                "vgg16, gpt."),
                                 QStringLiteral("id"));
    const QCommandLineOption set(QStringLiteral("set"),
                                 QStringLiteral("Override a zoo parameter (repeatable), e.g. "
                                                "--set tables=128."),
                                 QStringLiteral("key=value"));
    const QCommandLineOption list(QStringLiteral("list"),
                                  QStringLiteral("List the zoo models and their parameters."));
    const QCommandLineOption scenario(QStringLiteral("scenario"),
                                      QStringLiteral("The model of this scenario (zoo entry, "
                                                     "model file or inline operators)."),
                                      QStringLiteral("S.json"));
    parser.addOption(zoo);
    parser.addOption(set);
    parser.addOption(scenario);
    parser.addOption(list);
    parser.addOption(outputOption());
    parser.addOption(jsonOption());
    if (const int rc = parseOrExit(parser, QStringLiteral("model"), args, 0, 1); rc >= 0) return rc;
    const bool asJson = parser.isSet(QStringLiteral("json"));
    if (parser.isSet(list)) {
        if (asJson)
            printJson(listJson(), 2);
        else
            printOut(listText());
        return Ok;
    }
    const QString file = parser.positionalArguments().value(0);
    const QString scenarioFile = parser.value(scenario);
    if (int(!file.isEmpty()) + int(parser.isSet(zoo)) + int(!scenarioFile.isEmpty()) != 1) {
        printErr("topoopt model: give exactly one of --zoo ID, --scenario S.json or a model "
                 "file\nTry 'topoopt model --help'.\n");
        return InvalidInput;
    }
    if (!parser.isSet(zoo) && parser.isSet(set)) {
        printErr("topoopt model: --set applies to --zoo models only\n");
        return InvalidInput;
    }
    const QString label = parser.isSet(zoo) ? QStringLiteral("--zoo ") + parser.value(zoo)
                                            : (file.isEmpty() ? scenarioFile : file);
    return guarded(label, [&] {
        Model m;
        if (parser.isSet(zoo)) {
            m = buildZooModel(toStd(parser.value(zoo)), parseSets(parser.values(set)));
        } else if (!file.isEmpty()) {
            m = loadModel(toStd(file));
        } else {
            // The scenario's model: zoo with overrides, a file next to the scenario, or inline.
            const Scenario s = io::loadScenario(toStd(scenarioFile));
            for (const std::string& w : s.warnings)
                printErr(toStd(scenarioFile) + ": warning: " + w + "\n");
            m = resolveModel(s, toStd(QFileInfo(scenarioFile).absolutePath()));
        }
        if (parser.isSet(QStringLiteral("output")))
            saveModel(m, toStd(parser.value(QStringLiteral("output"))));
        if (asJson)
            printJson(summaryJson(m), 2);
        else
            printOut(summaryText(m));
        return int(Ok);
    });
}

} // namespace topoopt::cli

// Dispatch of `topoopt validate` on the document's "format" field (or a FlexNet file's name).
#include "io/validate.h"

#include <filesystem>

#include "common/fileio.h"
#include "cost/pricetable.h"
#include "flexnet/flexnetimport.h"
#include "io/jsonreader.h"
#include "io/projectjson.h"
#include "io/resultjson.h"
#include "io/resultreader.h"
#include "io/scenariojson.h"
#include "io/strategyjson.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "model/modeljson.h"
#include "model/zoo.h"
#include "scenario/scenariostrategy.h"
#include "sim/simjson.h"

namespace topoopt::io {

namespace {

std::string directoryOf(const std::string& path)
{
    return pathToUtf8(pathFromUtf8(path).parent_path());
}

void validateStrategy(const json& doc, const std::string& scenarioPath, ValidationReport& report)
{
    if (scenarioPath.empty()) {
        checkStrategyShape(doc);
        report.warnings.push_back("checked without its model: give --scenario S.json to check "
                                  "the operators and servers against a scenario");
        return;
    }
    // The scenario is the reference, so its own problems are the user's to fix first.
    Scenario scenario;
    readNested("--scenario " + scenarioPath + ": ", report.problems,
               [&] { scenario = loadScenario(scenarioPath); });
    if (!report.problems.empty()) return;
    const Model model = resolveModel(scenario, directoryOf(scenarioPath));
    strategyFromJson(doc, model, scenario.cluster);
}

/// A result holds its scenario, and the best strategy and its simulation besides the parts
/// figures read; the strategy is checked against the scenario's model.
void validateResult(const json& doc, const std::string& path, ValidationReport& report)
{
    const FigureSource source = figureSourceFromJson(doc);
    if (source.format != kResultFormat) return;
    if (doc.contains("strategy"))
        readNested("/strategy", report.problems, [&] {
            const Model model = resolveModel(*source.scenario, directoryOf(path));
            strategyFromJson(doc["strategy"], model, source.scenario->cluster);
        });
    if (doc.contains("simulation"))
        readNested("/simulation", report.problems, [&] { simResultFromJson(doc["simulation"]); });
}

void validateFlexNet(const std::string& path, ValidationReport& report)
{
    const FlexNetImport file = importFlexNetFile(path);
    report.format = "FlexNet task graph (" + std::to_string(file.graph.tasks.size()) + " tasks, " +
                    std::to_string(file.servers) + " servers)";
}

} // namespace

std::vector<std::string> knownFormats()
{
    return {kTrafficFormat, kTopologyFormat, kScenarioFormat, kModelFormat,      kPricesFormat,
            kProjectFormat, kStrategyFormat, kResultFormat,   kComparisonFormat, kSimulationFormat};
}

ValidationReport validateFile(const std::string& path, const std::string& scenarioPath)
{
    ValidationReport report;
    try {
        if (pathFromUtf8(path).extension() == ".fbuf") {
            validateFlexNet(path, report);
            return report;
        }
        return validateDocument(readJsonFile(path), path, scenarioPath);
    } catch (const InputError& e) {
        report.problems.append(e.problems());
    }
    return report;
}

ValidationReport validateDocument(const json& doc, const std::string& path,
                                  const std::string& scenarioPath)
{
    ValidationReport report;
    try {
        const std::string format = formatOf(doc);
        report.format = format;
        if (!doc.is_object()) {
            report.problems.add("/", TOPOOPT_WORDING("Problem", "must be an object, got %1"),
                                {describe(doc)});
        } else if (format == kTrafficFormat) {
            trafficFromJson(doc);
        } else if (format == kTopologyFormat) {
            topologyFromJson(doc);
        } else if (format == kScenarioFormat) {
            const Scenario scenario = scenarioFromJson(doc);
            report.warnings = scenario.warnings;
            // A hand strategy is checked against the model it places (issue 10).
            if (!scenario.strategy.is_null())
                resolveStrategy(scenario, resolveModel(scenario, directoryOf(path)));
        } else if (format == kModelFormat) {
            modelFromJsonAt(doc, "", true, &report.warnings);
        } else if (format == kProjectFormat) {
            report.warnings = projectFromJson(doc).warnings;
        } else if (format == kPricesFormat) {
            report.warnings = priceTableFromJson(doc).warnings;
        } else if (format == kStrategyFormat) {
            validateStrategy(doc, scenarioPath, report);
        } else if (format == kResultFormat || format == kComparisonFormat) {
            validateResult(doc, path, report);
        } else if (format == kSimulationFormat) {
            simResultFromJson(doc);
        } else {
            std::string list;
            for (const std::string& f : knownFormats())
                list += (list.empty() ? "" : ", ") + f;
            //: %1 the formats known, %2 the value found
            report.problems.add(
                "/format",
                TOPOOPT_WORDING("Problem",
                                "must name a known format (%1, or a FlexNet .fbuf file), got %2"),
                {list, format.empty() && !doc.contains("format")
                           ? std::string(TOPOOPT_WORDING("ProblemFact", "nothing"))
                           : describe(doc["format"])});
        }
    } catch (const InputError& e) {
        report.problems.append(e.problems());
    }
    return report;
}

} // namespace topoopt::io

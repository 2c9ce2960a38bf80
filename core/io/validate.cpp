// Dispatch of `topoopt validate` on the document's "format" field.
#include "io/validate.h"

#include <filesystem>

#include "cost/pricetable.h"
#include "io/jsonreader.h"
#include "io/projectjson.h"
#include "io/scenariojson.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "model/modeljson.h"
#include "model/zoo.h"
#include "scenario/scenariostrategy.h"

namespace topoopt::io {

std::vector<std::string> knownFormats()
{
    return {kTrafficFormat, kTopologyFormat, kScenarioFormat,
            kModelFormat,   kPricesFormat,   kProjectFormat};
}

ValidationReport validateFile(const std::string& path)
{
    ValidationReport report;
    try {
        const json doc = readJsonFile(path);
        const std::string format =
            doc.is_object() && doc.contains("format") && doc["format"].is_string()
                ? doc["format"].get<std::string>()
                : std::string();
        report.format = format;
        if (!doc.is_object()) {
            report.problems.add("/", "must be an object, got " + describe(doc));
        } else if (format == kTrafficFormat) {
            trafficFromJson(doc);
        } else if (format == kTopologyFormat) {
            topologyFromJson(doc);
        } else if (format == kScenarioFormat) {
            const Scenario scenario = scenarioFromJson(doc);
            report.warnings = scenario.warnings;
            // A hand strategy is checked against the model it places (issue 10).
            if (!scenario.strategy.is_null()) {
                const std::string dir = std::filesystem::path(path).parent_path().string();
                resolveStrategy(scenario, resolveModel(scenario, dir));
            }
        } else if (format == kModelFormat) {
            modelFromJsonAt(doc, "", true, &report.warnings);
        } else if (format == kProjectFormat) {
            report.warnings = projectFromJson(doc).warnings;
        } else if (format == kPricesFormat) {
            report.warnings = priceTableFromJson(doc).warnings;
        } else {
            std::string list;
            for (const std::string& f : knownFormats())
                list += (list.empty() ? "" : ", ") + f;
            report.problems.add("/format", "must name a known format (" + list + "), got " +
                                               (doc.is_object() && doc.contains("format")
                                                    ? describe(doc["format"])
                                                    : std::string("nothing")));
        }
    } catch (const InputError& e) {
        report.problems.append(e.problems());
    }
    return report;
}

} // namespace topoopt::io

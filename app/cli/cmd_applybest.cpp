// `topoopt apply-best R.json -o S.json`: the scenario a search ran on, with the search's best
// design as its own, so that simulating, comparing or editing it starts from that design.
#include "cli.h"

#include <QFileInfo>

#include <cstdio>

#include <nlohmann/json.hpp>

#include "common/fileio.h"
#include "io/jsonreader.h"
#include "io/resultjson.h"
#include "io/scenariojson.h"
#include "io/strategyjson.h"
#include "io/topologyjson.h"
#include "io/validate.h"
#include "model/zoo.h"
#include "search/bestdesign.h"

namespace topoopt::cli {

int runApplyBest(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write the scenario a search result ran on with the search's best design applied: the "
        "best strategy as its hand strategy, and its topology spec kept when it builds the "
        "search's fabric again, else that fabric as a manual design (rings and MP links). "
        "Simulating the scenario then gives the search's best time. Without -o the scenario "
        "goes to standard output."));
    parser.addPositionalArgument(QStringLiteral("result"),
                                 QStringLiteral("Search result (topoopt optimize -o)."),
                                 QStringLiteral("R.json"));
    parser.addOption(outputOption());
    if (const int rc = parseOrExit(parser, QStringLiteral("apply-best"), args, 1, 1); rc >= 0)
        return rc;
    const QString file = parser.positionalArguments().at(0);
    return guarded(file, [&] {
        // Every part checked first, so a broken result is reported whole and writes nothing.
        const nlohmann::json doc = io::readJsonFile(toStd(file));
        const io::ValidationReport report = io::validateDocument(doc, toStd(file));
        if (!report.ok()) throw InputError(report.problems);
        if (io::formatOf(doc) != io::kResultFormat)
            throw InputError("/format", "must be \"" + std::string(io::kResultFormat) +
                                            "\", got \"" + report.format + "\"");
        const Scenario ran = io::scenarioFromJson(doc["scenario"]);
        // Model files of the scenario are relative to the folder the result was written in.
        const Model model = resolveModel(ran, toStd(QFileInfo(file).absolutePath()));
        const Strategy best = io::strategyFromJson(doc["strategy"], model, ran.cluster);
        const Scenario s =
            scenarioWithDesign(ran, model, best, io::topologyFromJson(doc["topology"]));
        const nlohmann::json scenarioDoc = io::scenarioToJson(s);
        if (!parser.isSet(QStringLiteral("output"))) {
            printJson(scenarioDoc, 1);
            return int(Ok);
        }
        const std::string out = toStd(parser.value(QStringLiteral("output")));
        writeJsonFileAtomic(out, scenarioDoc, 1);
        char bestMs[64];
        std::snprintf(bestMs, sizeof bestMs, "%.3f ms", doc.value("best_ms", 0.0));
        printOut(out + ": the best design of " + toStd(file) + " (" + bestMs +
                 "): hand strategy; " +
                 (s.topology == ran.topology
                      ? "topology kind " + s.topology.kind + ", which builds the search's fabric"
                  : s.topology.kind == ran.topology.kind
                      ? "topology kind " + s.topology.kind + " with shared cycle \"" +
                            sharedCycleName(s.topology.sharedCycle) +
                            "\", which builds the search's fabric"
                      : std::string("the search's fabric as a manual design")) +
                 "\n");
        return int(Ok);
    });
}

} // namespace topoopt::cli

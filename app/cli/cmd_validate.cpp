// `topoopt validate FILE...`: check any of our files and report every problem.
#include "cli.h"

#include "io/validate.h"

namespace topoopt::cli {

namespace {
constexpr std::size_t kValidateShown = 100;
} // namespace

int runValidate(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Check TopoOpt files (scenario, model, strategy, traffic, topology, result, "
                       "comparison, simulation, prices, project) and FlexNet task graphs (.fbuf), "
                       "and report every problem with its JSON path. Exit 0 when all are valid, 2 "
                       "otherwise."));
    parser.addPositionalArgument(QStringLiteral("files"), QStringLiteral("Files to check."),
                                 QStringLiteral("FILE..."));
    parser.addOption(quietOption());
    const QCommandLineOption scenario(
        QStringLiteral("scenario"),
        QStringLiteral("Check strategy files against this scenario's model and cluster (without "
                       "it, only what needs no model is checked)."),
        QStringLiteral("S.json"));
    parser.addOption(scenario);
    if (const int rc = parseOrExit(parser, QStringLiteral("validate"), args, 1, 1 << 20); rc >= 0)
        return rc;
    const bool quiet = parser.isSet(QStringLiteral("quiet"));
    int rc = Ok;
    for (const QString& file : parser.positionalArguments()) {
        const io::ValidationReport report =
            io::validateFile(toStd(file), toStd(parser.value(scenario)));
        for (const std::string& w : report.warnings)
            printErr(toStd(file) + ": warning: " + w + "\n");
        if (report.ok()) {
            if (!quiet) printOut(toStd(file) + ": valid " + report.format + "\n");
        } else {
            // validate is where a user goes for the list, so it shows more than the other
            // commands' first few, but still not thousands of lines for one wrong field.
            printErr(report.problems.toString(toStd(file) + ": ", kValidateShown) + "\n");
            rc = InvalidInput;
        }
    }
    return rc;
}

} // namespace topoopt::cli

// Shared plumbing of the `topoopt` commands: registry, exit codes, error printing.
#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "common/cancel.h"

namespace topoopt::cli {

/// Exit codes of interfaces.md: 0 success, 2 invalid input, 1 anything else.
enum ExitCode { Ok = 0, Failure = 1, InvalidInput = 2 };

struct Command {
    const char* name;
    const char* summary;
    /// Runs the command on its arguments (argv without the program and command names).
    std::function<int(const QStringList& args)> run;
};

/// Every command, in the order `--help` lists them.
const std::vector<Command>& commands();

/// Parses `args` with `parser` (adding --help), printing usage on request or on error.
/// Returns -1 to continue, or the exit code to return immediately.
int parseOrExit(QCommandLineParser& parser, const QString& command, const QStringList& args,
                int minPositional, int maxPositional);

/// Runs `body`, mapping InputError to exit 2 (each problem printed as "<file>: path: message")
/// and any other exception to exit 1. A FabricError (the fabric cannot carry the job) names
/// `fabricFile` instead when the fabric was read from one.
int guarded(const QString& file, const std::function<int()>& body, const QString& fabricFile = {});

std::string toStd(const QString& s);
void printOut(const std::string& text);
void printErr(const std::string& text);
/// Prints `doc` and a newline to stdout as doc.dump(indent) would (compact for indent <= 0),
/// streamed: a search result is megabytes of text, not worth a second copy as one string.
void printJson(const nlohmann::json& doc, int indent);

/// A progress line on stderr ("\rsimulation 45 %") for a command that may run for minutes,
/// shown when `show` (stderr is a terminal and --quiet is not set: showProgress()), at most
/// five times a second. The line is cleared when this goes out of scope.
class TerminalProgress {
public:
    explicit TerminalProgress(bool show) : m_show(show) {}
    ~TerminalProgress();
    TerminalProgress(const TerminalProgress&) = delete;
    TerminalProgress& operator=(const TerminalProgress&) = delete;
    /// The callback to hand the core; empty when nothing is shown.
    ProgressCallback callback();

private:
    bool m_show;
    bool m_printed = false;
    long long m_lastMs = -1000;
};
/// Whether a command shows progress: stderr is a terminal and `parser` has no --quiet.
bool showProgress(const QCommandLineParser& parser);

/// The `-o FILE` option most commands share.
QCommandLineOption outputOption();
/// --topology-moves N: OptimizerOptions::topologyMoves (optimize and compare; default: the
/// scenario's search.topology_moves).
QCommandLineOption topologyMovesOption();
/// --patience N: OptimizerOptions::patience (optimize and compare; default: the scenario's
/// search.patience).
QCommandLineOption patienceOption();
/// --time-resolution-us T: SimOptions::timeResolutionMs in microseconds. `searchDefault`: its
/// help names the scenario's search.time_resolution_us as the default (optimize, compare), not
/// 0 = exact (simulate).
QCommandLineOption timeResolutionOption(bool searchDefault = true);
/// The search's --time-resolution-us: "auto" (kAutoTimeResolution) or a number in
/// [0, limits::kMaxTimeResolutionUs]; like readNumberOption otherwise.
bool readSearchTimeResolution(const QCommandLineParser& parser, const QCommandLineOption& option,
                              double& out);
QCommandLineOption jsonOption();
QCommandLineOption quietOption();
QCommandLineOption seedOption();

/// Reads an optional integer option in [min, max] into `out` (left alone when not given).
/// Prints "topoopt: --name: must be ..." and returns false when the value is bad.
template <typename T>
bool readIntOption(const QCommandLineParser& parser, const QCommandLineOption& option,
                   long long min, long long max, T& out)
{
    if (!parser.isSet(option)) return true;
    bool ok = false;
    const long long v = parser.value(option).toLongLong(&ok);
    if (!ok || v < min || v > max) {
        printErr("topoopt: --" + toStd(option.names().constLast()) +
                 ": must be an integer between " + std::to_string(min) + " and " +
                 std::to_string(max) + ", got '" + toStd(parser.value(option)) + "'\n");
        return false;
    }
    out = static_cast<T>(v);
    return true;
}

/// Reads an optional number option, > `min` when `minOpen` else >= `min`, and <= `max`, into
/// `out` (left alone when not given). Prints "topoopt: --name: must be ..." and returns false
/// when the value is bad.
bool readNumberOption(const QCommandLineParser& parser, const QCommandLineOption& option,
                      double min, bool minOpen, double max, double& out);

// Commands, each in its own file.
int runValidate(const QStringList& args);
int runReport(const QStringList& args);
int runOptimize(const QStringList& args);
int runCompare(const QStringList& args);
int runTraffic(const QStringList& args);
int runSimulate(const QStringList& args);
int runImportFlexNet(const QStringList& args);
int runModel(const QStringList& args);
int runCost(const QStringList& args);
int runApplyBest(const QStringList& args);
int runExportWiring(const QStringList& args);
int runTopology(const QStringList& args);
#ifdef TOPOOPT_WITH_RENDER
int runRender(const QStringList& args);
/// The QApplication `render` draws with (offscreen unless QT_QPA_PLATFORM is set). Only the
/// commands that draw get one; the others start a plain QCoreApplication.
std::unique_ptr<QCoreApplication> makeGuiApplication(int& argc, char** argv);
#endif

} // namespace topoopt::cli

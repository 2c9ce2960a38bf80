// Argument parsing and error mapping shared by all `topoopt` commands.
#include "cli.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <iostream>

#ifdef _WIN32
#include <io.h> // _isatty, _fileno: MSVC has no unistd.h
#else
#include <unistd.h>
#endif

#include "common/error.h"
#include "common/fileio.h"
#include "common/limits.h"
#include "scenario/scenario.h"

namespace topoopt::cli {

std::string toStd(const QString& s)
{
    return s.toStdString();
}

void printOut(const std::string& text)
{
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

void printJson(const nlohmann::json& doc, int indent)
{
    // std::cout shares stdout's buffer (synced with stdio), so this interleaves with printOut.
    writeJson(std::cout, doc, indent);
    std::cout.flush();
}

void printErr(const std::string& text)
{
    std::fwrite(text.data(), 1, text.size(), stderr);
    std::fflush(stderr);
}

QCommandLineOption topologyMovesOption()
{
    return QCommandLineOption(
        QStringLiteral("topology-moves"),
        QStringLiteral("After each TopologyFinder step, try N random local changes of the fabric "
                       "(swap a ring permutation or two MP links) and keep those that make the "
                       "best strategy faster [beyond the paper; 0 = off; default: the "
                       "scenario's search.topology_moves]."),
        QStringLiteral("n"));
}

QCommandLineOption patienceOption()
{
    return QCommandLineOption(
        QStringLiteral("patience"),
        QStringLiteral("Stop a round's strategy search after N proposals without a new best "
                       "(0 = off: always spend the whole budget; default: the scenario's "
                       "search.patience)."),
        QStringLiteral("n"));
}

QCommandLineOption timeResolutionOption(bool searchDefault)
{
    return QCommandLineOption(
        QStringLiteral("time-resolution-us"),
        QStringLiteral("Simulate with this time resolution: flows starting or ending within it "
                       "of each other share one bandwidth reallocation (faster, times a little "
                       "off; 0 = exact%1).")
            .arg(searchDefault
                     ? QStringLiteral("; auto = 0.3 % of the start's exact iteration time; "
                                      "default: the scenario's search.time_resolution_us, auto "
                                      "when it has none. The best is simulated exactly at the "
                                      "end")
                     : QStringLiteral(", the default")),
        QStringLiteral("us"));
}

bool readSearchTimeResolution(const QCommandLineParser& parser, const QCommandLineOption& option,
                              double& out)
{
    if (!parser.isSet(option)) return true;
    const QString text = parser.value(option);
    if (text == QLatin1String("auto")) {
        out = kAutoTimeResolution;
        return true;
    }
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0 || v > limits::kMaxTimeResolutionUs) {
        printErr("topoopt: --time-resolution-us: must be auto or a number >= 0 and <= " +
                 toStd(QString::number(limits::kMaxTimeResolutionUs, 'g', 12)) + ", got '" +
                 toStd(text) + "'\n");
        return false;
    }
    out = v;
    return true;
}

QCommandLineOption outputOption()
{
    return QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")},
                              QStringLiteral("Write the result to <file>."),
                              QStringLiteral("file"));
}

QCommandLineOption jsonOption()
{
    return QCommandLineOption(QStringLiteral("json"),
                              QStringLiteral("Print one JSON document instead of a table."));
}

QCommandLineOption quietOption()
{
    return QCommandLineOption(QStringLiteral("quiet"), QStringLiteral("No progress on stderr."));
}

bool showProgress(const QCommandLineParser& parser)
{
#ifdef _WIN32
    const bool terminal = _isatty(_fileno(stderr)) != 0;
#else
    const bool terminal = isatty(STDERR_FILENO) != 0;
#endif
    return !parser.isSet(QStringLiteral("quiet")) && terminal;
}

TerminalProgress::~TerminalProgress()
{
    if (m_printed) std::fprintf(stderr, "\r%40s\r", "");
}

ProgressCallback TerminalProgress::callback()
{
    if (!m_show) return {};
    return [this](double done, const char* stage) {
        const long long nowMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                                    std::chrono::steady_clock::now().time_since_epoch())
                                    .count();
        if (nowMs - m_lastMs < 200) return;
        m_lastMs = nowMs;
        m_printed = true;
        // Stages before the simulation say only that they started (their share is 0).
        if (done > 0)
            std::fprintf(stderr, "\r%-12s %3.0f %%          ", stage, 100 * done);
        else
            std::fprintf(stderr, "\r%-28s", (std::string(stage) + "...").c_str());
        std::fflush(stderr);
    };
}

bool readNumberOption(const QCommandLineParser& parser, const QCommandLineOption& option,
                      double min, bool minOpen, double max, double& out)
{
    if (!parser.isSet(option)) return true;
    bool ok = false;
    const double v = parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < min || (minOpen && v == min) || v > max) {
        printErr("topoopt: --" + toStd(option.names().constLast()) + ": must be a number " +
                 (minOpen ? "> " : ">= ") + toStd(QString::number(min)) +
                 " and <= " + toStd(QString::number(max, 'g', 12)) + ", got '" +
                 toStd(parser.value(option)) + "'\n");
        return false;
    }
    out = v;
    return true;
}

QCommandLineOption seedOption()
{
    return QCommandLineOption(QStringLiteral("seed"),
                              QStringLiteral("Seed of every randomized step (default 1)."),
                              QStringLiteral("n"), QStringLiteral("1"));
}

int parseOrExit(QCommandLineParser& parser, const QString& command, const QStringList& args,
                int minPositional, int maxPositional)
{
    parser.setApplicationDescription(parser.applicationDescription());
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    parser.addOption(help);
    QStringList argv = args;
    argv.prepend(QStringLiteral("topoopt ") + command);
    if (!parser.parse(argv)) {
        printErr("topoopt " + toStd(command) + ": " + toStd(parser.errorText()) + "\n");
        printErr("Try 'topoopt " + toStd(command) + " --help'.\n");
        return InvalidInput;
    }
    if (parser.isSet(help)) {
        // QCommandLineParser's usage line names the program by the path it was started as
        // (QCoreApplication::arguments(), not what parse() was given): name the command instead.
        QString text = parser.helpText();
        const QString program = QCoreApplication::arguments().value(0);
        const qsizetype lineEnd = text.indexOf(QLatin1Char('\n'));
        const qsizetype at = program.isEmpty() ? -1 : text.indexOf(program);
        if (at >= 0 && (lineEnd < 0 || at < lineEnd))
            text.replace(at, program.size(), QStringLiteral("topoopt ") + command);
        printOut(toStd(text));
        return Ok;
    }
    const int n = static_cast<int>(parser.positionalArguments().size());
    if (n < minPositional || n > maxPositional) {
        printErr("topoopt " + toStd(command) + ": expected " +
                 (minPositional == maxPositional
                      ? std::to_string(minPositional)
                      : std::to_string(minPositional) + " to " + std::to_string(maxPositional)) +
                 " file argument(s), got " + std::to_string(n) + "\n");
        printErr("Try 'topoopt " + toStd(command) + " --help'.\n");
        return InvalidInput;
    }
    return -1;
}

int guarded(const QString& file, const std::function<int()>& body, const QString& fabricFile)
{
    const auto report = [](const QString& blamed, const InputError& e) {
        const std::string prefix = blamed.isEmpty() ? std::string() : toStd(blamed) + ": ";
        printErr(e.problems().toString(prefix) + "\n");
        return int(InvalidInput);
    };
    try {
        return body();
    } catch (const FabricError& e) {
        return report(fabricFile.isEmpty() ? file : fabricFile, e);
    } catch (const InputError& e) {
        return report(file, e);
    } catch (const std::exception& e) {
        printErr("error: " + failureText(e) + "\n");
        return Failure;
    }
}

} // namespace topoopt::cli

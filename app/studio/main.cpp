// `topoopt-studio`: the desktop app.
#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QPixmap>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <memory>

#include "common/allocator.h"
#include "common/version.h"
#include "comparisonview.h"
#include "graphview.h"
#include "mainwindow.h"
#include "pipelineworker.h"
#include "runcontrol.h"
#include "teachingmode.h"
#include "translations.h"

namespace {

struct StudioOptions {
    QCommandLineOption exitAfterStartup, traffic, topology, screenshot, tab, runFor, teaching, part,
        width;
};

/// Adds the options to `parser`; main() asks the parser about them (isSet, value).
StudioOptions addOptions(QCommandLineParser& parser)
{
    StudioOptions o{
        QCommandLineOption(
            QStringLiteral("exit-after-startup"),
            QCoreApplication::translate(
                "main", "Start fully, then quit with status 0 (for tests and package checks).")),
        QCommandLineOption(
            QStringLiteral("traffic"),
            QCoreApplication::translate("main", "Import a topoopt-traffic/1 file at start."),
            QStringLiteral("file")),
        QCommandLineOption(
            QStringLiteral("topology"),
            QCoreApplication::translate("main", "Import a topoopt-topology/1 file at start."),
            QStringLiteral("file")),
        // Hidden: render the window to a PNG once the views are filled, then quit (docs,
        // review), on a tab, after a run of some seconds, or in teaching mode at a stage.
        QCommandLineOption(QStringLiteral("screenshot"),
                           QCoreApplication::translate("main", "Save the window as PNG and quit."),
                           QStringLiteral("png")),
        QCommandLineOption(QStringLiteral("tab"),
                           QCoreApplication::translate("main", "Tab index to show."),
                           QStringLiteral("index")),
        QCommandLineOption(
            QStringLiteral("run-for"),
            QCoreApplication::translate("main", "Press Run once simulated; shoot after N s."),
            QStringLiteral("seconds")),
        QCommandLineOption(
            QStringLiteral("teaching"),
            QCoreApplication::translate("main", "Open teaching mode at stage N (from 1)."),
            QStringLiteral("stage")),
        // The pictures of the user guide show one part of the window: the tabs or a dock.
        QCommandLineOption(
            QStringLiteral("part"),
            QCoreApplication::translate(
                "main", "Save only the child widget of this name, or the tab on show (tab)."),
            QStringLiteral("name")),
        QCommandLineOption(QStringLiteral("width"),
                           QCoreApplication::translate(
                               "main", "Scale the saved picture down to this many pixels wide."),
                           QStringLiteral("pixels"))};
    for (QCommandLineOption* hidden :
         {&o.screenshot, &o.tab, &o.runFor, &o.teaching, &o.part, &o.width})
        hidden->setFlags(QCommandLineOption::HiddenFromHelp);
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Design GPU cluster networks."));
    parser.addHelpOption();
    parser.addVersionOption();
    for (const QCommandLineOption* option :
         {&o.exitAfterStartup, &o.teaching, &o.runFor, &o.traffic, &o.topology, &o.screenshot,
          &o.tab, &o.part, &o.width})
        parser.addOption(*option);
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QCoreApplication::translate(
            "main", "File to open: a project (.topoopt), scenario or search result; a topology, "
                    "traffic, comparison or model file is imported into the default scenario."),
        QStringLiteral("[file]"));
    return o;
}

void setIdentity()
{
    QCoreApplication::setApplicationName(QStringLiteral("TopoOpt Studio"));
    QCoreApplication::setOrganizationName(QStringLiteral("TopoOpt"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(topoopt::kVersion));
}

/// Whether the command line asks only for text (help or version), which needs no display.
bool asksForTextOnly(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "-h" || a == "--help" || a == "-?" || a == "--help-all" || a == "-v" ||
            a == "--version")
            return true;
    }
    return false;
}

/// What --screenshot saves: the window, or only its child widget named `part` or the tab on
/// show for "tab", scaled down to `width` pixels when > 0 (the guide's pictures); after a run
/// of `runForSeconds` when >= 0.
struct Shot {
    QString png;
    double runForSeconds = -1;
    QString part;
    int width = 0;
};

/// Saves the shot once the views are filled, then quits.
void shootWhenReady(topoopt::ui::MainWindow& window, const Shot& shot)
{
    auto* poll = new QTimer(&window);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    auto runClock = std::make_shared<QElapsedTimer>();
    auto noRun = std::make_shared<bool>(false);
    QObject::connect(
        poll, &QTimer::timeout, &window, [&window, shot, poll, clock, runClock, noRun] {
            const auto& [png, runForSeconds, part, width] = shot;
            if (runForSeconds >= 0 && !*noRun) {
                if (!runClock->isValid()) {
                    if (!window.pipelineContext()) {
                        if (window.pipeline()->isBusy() && clock->elapsed() < 120000)
                            return; // not simulated yet
                        // Imported traffic (no model) or a failed pipeline: nothing to run, so
                        // shoot what is there instead of waiting for ever.
                        *noRun = true;
                        return;
                    }
                    window.runControl()->runAction()->trigger();
                    runClock->start();
                }
                if (runClock->elapsed() < runForSeconds * 1000 &&
                    window.runControl()->worker()->isBusy())
                    return;
            }
            // Traffic and fabric come first; the simulation may take minutes at 128 servers in a
            // debug build, so do not wait for it unless the comparison or a guide picture asks.
            const bool wantSim =
                !part.isEmpty() || width > 0 ||
                window.tabs()->currentWidget() == static_cast<QWidget*>(window.comparisonView());
            const bool busy = window.graphView()->isLayoutPending() ||
                              window.teachingMode()->isBuilding() || window.isApplyingBest() ||
                              (wantSim ? window.pipeline()->isBusy() || window.isComparing()
                                       : !window.currentTopology() && window.pipeline()->isBusy());
            if (busy && clock->elapsed() < 120000) return;
            poll->stop();
            QWidget* target = part.isEmpty()                 ? &window
                              : part == QLatin1String("tab") ? window.tabs()->currentWidget()
                                                             : window.findChild<QWidget*>(part);
            if (!target) {
                std::fprintf(stderr, "no part of the window is named %s\n", qPrintable(part));
                QApplication::exit(1);
                return;
            }
            // A view filled in this turn of the event loop has its new text but not yet the
            // layout that fits it (a label wrapped to more lines): lay out before grabbing.
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QPixmap picture = target->grab();
            if (width > 0 && picture.width() > width)
                picture = picture.scaledToWidth(width, Qt::SmoothTransformation);
            const bool saved = picture.save(png);
            if (!saved) std::fprintf(stderr, "cannot write %s\n", qPrintable(png));
            QApplication::exit(saved ? 0 : 1);
        });
    poll->start(300);
}

} // namespace

int main(int argc, char** argv)
{
    if (asksForTextOnly(argc, argv)) {
        // Answered before the GUI connects to a display, so `topoopt-studio --version` works
        // in a terminal without one (package checks, ssh); process() prints and exits.
        QCoreApplication core(argc, argv);
        setIdentity();
        topoopt::ui::installTranslations(core);
        QCommandLineParser parser;
        addOptions(parser);
        parser.process(core);
        return 0;
    }
    topoopt::keepSimulationMemory();
    QApplication app(argc, argv);
    setIdentity();
    // The system locale's language, or the one chosen in Edit > Preferences (issue 9).
    topoopt::ui::installTranslations(app);

    QCommandLineParser parser;
    const StudioOptions options = addOptions(parser);
    parser.process(app);

    topoopt::ui::MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    const bool exitEarly = parser.isSet(options.exitAfterStartup);
    // The last session ended without saving or a clean exit: offer its autosave first.
    if (!exitEarly && !parser.isSet(options.screenshot)) window.offerRecovery();
    if (!files.isEmpty() && !window.openAnyFile(files.first(), exitEarly)) {
        if (exitEarly) {
            std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
            return 2;
        }
    }
    for (const auto& [option, isTopology] :
         {std::pair{&options.traffic, false}, std::pair{&options.topology, true}}) {
        if (!parser.isSet(*option)) continue;
        const QString path = parser.value(*option);
        const bool ok = isTopology ? window.importTopology(path, exitEarly)
                                   : window.importTraffic(path, exitEarly);
        if (!ok && exitEarly) {
            std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
            return 2;
        }
    }
    if (parser.isSet(options.teaching)) {
        const int stage = parser.value(options.teaching).toInt() - 1;
        QObject::connect(window.teachingMode(), &topoopt::ui::TeachingMode::built, &window,
                         [&window, stage] { window.teachingMode()->showStage(stage); });
        window.teachingAction()->trigger();
    }
    if (parser.isSet(options.tab))
        window.tabs()->setCurrentIndex(parser.value(options.tab).toInt());
    if (exitEarly) QTimer::singleShot(0, &app, [] { QApplication::exit(0); });
    if (parser.isSet(options.screenshot))
        shootWhenReady(window,
                       {parser.value(options.screenshot),
                        parser.isSet(options.runFor) ? parser.value(options.runFor).toDouble() : -1,
                        parser.value(options.part), parser.value(options.width).toInt()});
    const int status = app.exec();
    if (window.pipeline()->isBusy() || window.isComparing()) {
        // A cancelled simulation notices only at its next check, which can take a while at
        // 128 servers: do not make the user wait for it. Settings and files are saved already.
        std::fflush(stdout);
        std::fflush(stderr);
        std::quick_exit(status);
    }
    return status;
}

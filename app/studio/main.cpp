// `topoopt-studio`: the desktop app.
#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
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

int main(int argc, char** argv)
{
    topoopt::keepSimulationMemory();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("TopoOpt Studio"));
    QApplication::setOrganizationName(QStringLiteral("TopoOpt"));
    QApplication::setApplicationVersion(QString::fromLatin1(topoopt::kVersion));
    // The system locale's language, or the one chosen in Edit > Preferences (issue 9).
    topoopt::ui::installTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Design GPU cluster networks."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption exitAfterStartup(
        QStringLiteral("exit-after-startup"),
        QCoreApplication::translate(
            "main", "Start fully, then quit with status 0 (for tests and package checks)."));
    parser.addOption(exitAfterStartup);
    QCommandLineOption trafficOption(
        QStringLiteral("traffic"),
        QCoreApplication::translate("main", "Import a topoopt-traffic/1 file at start."),
        QStringLiteral("file"));
    QCommandLineOption topologyOption(
        QStringLiteral("topology"),
        QCoreApplication::translate("main", "Import a topoopt-topology/1 file at start."),
        QStringLiteral("file"));
    // Hidden: render the window to a PNG once the views are filled, then quit (docs, review).
    QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save the window as PNG and quit."),
        QStringLiteral("png"));
    screenshotOption.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption tabOption(QStringLiteral("tab"),
                                 QCoreApplication::translate("main", "Tab index to show."),
                                 QStringLiteral("index"));
    tabOption.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption runOption(
        QStringLiteral("run-for"),
        QCoreApplication::translate("main", "Press Run once simulated; shoot after N s."),
        QStringLiteral("seconds"));
    runOption.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption teachingOption(QStringLiteral("teaching"),
                                      QCoreApplication::translate("main", "Open teaching mode at stage N (from 1)."),
                                      QStringLiteral("stage"));
    teachingOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(teachingOption);
    parser.addOption(runOption);
    parser.addOption(trafficOption);
    parser.addOption(topologyOption);
    parser.addOption(screenshotOption);
    parser.addOption(tabOption);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate(
                                     "main", "Project (.topoopt) or scenario to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    topoopt::ui::MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    const bool exitEarly = parser.isSet(exitAfterStartup);
    // The last session ended without saving or a clean exit: offer its autosave first.
    if (!exitEarly && !parser.isSet(screenshotOption)) window.offerRecovery();
    if (!files.isEmpty() && !window.openFile(files.first(), exitEarly)) {
        if (exitEarly) {
            std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
            return 2;
        }
    }
    for (const auto& [option, isTopology] :
         {std::pair{&trafficOption, false}, std::pair{&topologyOption, true}}) {
        if (!parser.isSet(*option)) continue;
        const QString path = parser.value(*option);
        const bool ok = isTopology ? window.importTopology(path, exitEarly)
                                   : window.importTraffic(path, exitEarly);
        if (!ok && exitEarly) {
            std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
            return 2;
        }
    }
    if (parser.isSet(teachingOption)) {
        const int stage = parser.value(teachingOption).toInt() - 1;
        QObject::connect(window.teachingMode(), &topoopt::ui::TeachingMode::built, &window,
                         [&window, stage] { window.teachingMode()->showStage(stage); });
        window.teachingAction()->trigger();
    }
    if (parser.isSet(tabOption)) window.tabs()->setCurrentIndex(parser.value(tabOption).toInt());
    if (exitEarly) QTimer::singleShot(0, &app, [] { QApplication::exit(0); });
    if (parser.isSet(screenshotOption)) {
        const QString png = parser.value(screenshotOption);
        auto* poll = new QTimer(&app);
        auto* clock = new QElapsedTimer;
        clock->start();
        const double runFor = parser.isSet(runOption) ? parser.value(runOption).toDouble() : -1;
        auto runClock = std::make_shared<QElapsedTimer>();
        auto noRun = std::make_shared<bool>(false);
        QObject::connect(
            poll, &QTimer::timeout, &app, [&window, png, poll, clock, runFor, runClock, noRun] {
                if (runFor >= 0 && !*noRun) {
                    if (!runClock->isValid()) {
                        if (!window.pipelineContext()) {
                            if (window.pipeline()->isBusy() && clock->elapsed() < 120000)
                                return; // not simulated yet
                            // Imported traffic (no model) or a failed pipeline: nothing to run,
                            // so shoot what is there instead of waiting for ever.
                            *noRun = true;
                            return;
                        }
                        window.runControl()->runAction()->trigger();
                        runClock->start();
                    }
                    if (runClock->elapsed() < runFor * 1000 &&
                        window.runControl()->worker()->isBusy())
                        return;
                }
                // Traffic and fabric come first; the simulation may take minutes at 128 servers in
                // a debug build, so do not wait for it unless --tab asks for the comparison.
                const bool wantSim = window.tabs()->currentWidget() ==
                                     static_cast<QWidget*>(window.comparisonView());
                const bool busy =
                    window.graphView()->isLayoutPending() || window.teachingMode()->isBuilding() ||
                    (wantSim ? window.pipeline()->isBusy() || window.isComparing()
                             : !window.currentTopology() && window.pipeline()->isBusy());
                if (busy && clock->elapsed() < 120000) return;
                poll->stop();
                delete clock;
                const bool saved = window.grab().save(png);
                if (!saved) std::fprintf(stderr, "cannot write %s\n", qPrintable(png));
                QApplication::exit(saved ? 0 : 1);
            });
        poll->start(300);
    }
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

// `topoopt-studio`: the desktop app.
#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>

#include "common/version.h"
#include "mainwindow.h"

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("TopoOpt Studio"));
    QApplication::setOrganizationName(QStringLiteral("TopoOpt"));
    QApplication::setApplicationVersion(QString::fromLatin1(topoopt::kVersion));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Design GPU cluster networks."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption exitAfterStartup(
        QStringLiteral("exit-after-startup"),
        QStringLiteral("Start fully, then quit with status 0 (for tests and package checks)."));
    parser.addOption(exitAfterStartup);
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("Scenario to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    topoopt::ui::MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    const bool exitEarly = parser.isSet(exitAfterStartup);
    if (!files.isEmpty() && !window.openFile(files.first(), exitEarly)) {
        if (exitEarly) {
            std::fprintf(stderr, "%s\n", qPrintable(window.lastError()));
            return 2;
        }
    }
    if (exitEarly) QTimer::singleShot(0, &app, [] { QApplication::exit(0); });
    return app.exec();
}

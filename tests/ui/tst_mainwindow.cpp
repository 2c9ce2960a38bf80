// The main window opens, loads and saves scenarios, and refuses bad ones cleanly.
#include <QtTest>

#include <QDockWidget>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QUndoStack>

#include "common/fileio.h"
#include "document.h"
#include "io/scenariojson.h"
#include "mainwindow.h"
#include "scenariopanel.h"
#include "studiohelpers.h"
#include "testdata.h"
#include "translations.h"

using namespace topoopt;

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void opensWithDefaultScenario();
    void windowFitsTheScreen();
    void docksFitOnALaptopScreen();
    void opensAndSavesScenario();
    void invalidScenarioKeepsDocument();
    void openingSaysWhichFieldsItIgnored();
    void editsUndoAndMerge();
    void realAppStartsAndExits();
    void realAppImportsWhatItCannotOpen();
    void realAppRejectsBadFile();
};

void TestMainWindow::opensWithDefaultScenario()
{
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStringList menus;
    for (QAction* a : w.menuBar()->actions())
        menus << a->text().remove(QLatin1Char('&'));
    QCOMPARE(menus,
             (QStringList{QStringLiteral("File"), QStringLiteral("Edit"), QStringLiteral("View"),
                          QStringLiteral("Run"), QStringLiteral("Help")}));
    QVERIFY(w.document()->scenario() == defaultScenario());
    auto* summary = w.findChild<QTextBrowser*>(QStringLiteral("summaryView"));
    QVERIFY(summary);
    QVERIFY(summary->toPlainText().contains(QStringLiteral("DLRM, 128 servers")));
    // One spelling of micro ("1 us" beside "50 \u00b5s"), counts grouped as the locale groups
    // the spin boxes' numbers ("4000 proposals" beside "2,048 features").
    const QString text = summary->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("1 \u00b5s")), qPrintable(text));
    QVERIFY(!text.contains(QRegularExpression(QStringLiteral("\\d us\\b"))));
    QVERIFY(text.contains(QLocale().toString(4000) + QStringLiteral(" proposals")));
    QVERIFY(w.windowTitle().contains(QStringLiteral("Untitled")));
}

// 1440x900 where it fits with its title bar, else 90 % of the free area in that direction: the
// window ran off smaller screens.
void TestMainWindow::windowFitsTheScreen()
{
    QCOMPARE(ui::initialWindowSize(QSize(1920, 1040)), QSize(1440, 900));
    QCOMPARE(ui::initialWindowSize(QSize(1440, 940)), QSize(1440, 900));
    QCOMPARE(ui::initialWindowSize(QSize(1440, 900)), QSize(1440, 810)); // and a title bar
    QCOMPARE(ui::initialWindowSize(QSize(1366, 728)), QSize(1229, 655));
    QCOMPARE(ui::initialWindowSize(QSize(1440, 860)), QSize(1440, 774));
    ui::MainWindow w;
    const QRect available = w.screen()->availableGeometry();
    // On the screen, unless the layout needs more than the screen has.
    const QSize room = available.size().expandedTo(w.minimumSizeHint());
    QVERIFY2(w.width() <= room.width() && w.height() <= room.height(),
             qPrintable(QStringLiteral("%1x%2").arg(w.width()).arg(w.height())));
    QVERIFY(available.contains(w.pos()));
}

// A 1280x720 screen (1920x1080 at 150 %) gives a 1152x648 window. There, at first start, both
// side docks show their forms whole: the widest tab once left them 270 and 230 pixels, each
// with a sideways scroll bar, beside views with room to spare.
void TestMainWindow::docksFitOnALaptopScreen()
{
    ui::MainWindow w;
    w.resize(1152, 648);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(test::waitIdle(w));
    for (const char* dock : {"scenarioDock", "designEditorDock"}) {
        auto* d = w.findChild<QDockWidget*>(QLatin1String(dock));
        QVERIFY(d);
        auto* scroll = d->widget()->findChild<QScrollArea*>();
        QVERIFY2(scroll && scroll->widget(), dock);
        const int form = scroll->widget()->minimumSizeHint().width();
        QTRY_VERIFY2(scroll->viewport()->width() >= form,
                     qPrintable(QStringLiteral("%1: viewport %2 < form %3")
                                    .arg(QLatin1String(dock))
                                    .arg(scroll->viewport()->width())
                                    .arg(form)));
        QVERIFY2(!scroll->horizontalScrollBar()->isVisible(), dock);
    }
    // Every tab fits in what the docks leave, the dense editors without scrolling sideways:
    // their rows of buttons wrap, and the model's graph goes below its table.
    QVERIFY2(w.tabs()->width() >= w.tabs()->minimumSizeHint().width(),
             qPrintable(QString::number(w.tabs()->minimumSizeHint().width())));
    for (const char* name : {"modelEditorScroll", "strategyViewScroll"}) {
        auto* page = w.findChild<QScrollArea*>(QLatin1String(name));
        QVERIFY2(page, name);
        w.tabs()->setCurrentWidget(page);
        QTRY_VERIFY2(page->viewport()->width() >= page->widget()->minimumSizeHint().width(),
                     qPrintable(QStringLiteral("%1: viewport %2 < page %3")
                                    .arg(QLatin1String(name))
                                    .arg(page->viewport()->width())
                                    .arg(page->widget()->minimumSizeHint().width())));
        QTRY_VERIFY2(!page->horizontalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("%1: page %2, min %3, viewport %4")
                                    .arg(QLatin1String(name))
                                    .arg(page->widget()->width())
                                    .arg(page->widget()->minimumWidth())
                                    .arg(page->viewport()->width())));
    }
}

void TestMainWindow::opensAndSavesScenario()
{
    QTemporaryDir dir;
    Scenario s = defaultScenario();
    s.name = "sixteen";
    s.cluster.servers = 16;
    const QString path = dir.filePath(QStringLiteral("s.json"));
    io::saveScenario(s, path.toStdString());

    ui::MainWindow w;
    QVERIFY(w.openFile(path, true));
    QCOMPARE(w.document()->scenario().cluster.servers, 16);
    QVERIFY(!w.document()->isModified());
    QVERIFY(w.windowTitle().contains(QStringLiteral("s.json")));

    const QString copy = dir.filePath(QStringLiteral("copy.json"));
    QString error;
    QVERIFY(w.document()->saveAs(copy, &error));
    QVERIFY(io::loadScenario(copy.toStdString()) == s);
}

void TestMainWindow::invalidScenarioKeepsDocument()
{
    ui::MainWindow w;
    const Scenario before = w.document()->scenario();
    QVERIFY(
        !w.openFile(test::testData(QStringLiteral("malformed/scenario_degree_zero.json")), true));
    QVERIFY(w.lastError().contains(
        QStringLiteral("scenario_degree_zero.json: /cluster/degree: must be between 1 and 64")));
    QVERIFY(w.document()->scenario() == before);
    QVERIFY(w.document()->filePath().isEmpty());
}

void TestMainWindow::openingSaysWhichFieldsItIgnored()
{
    // A misspelt field is ignored and its default taken: the user is told which.
    QTemporaryDir dir;
    nlohmann::json doc = io::scenarioToJson(defaultScenario());
    doc["cluster"]["degre"] = 8;
    doc["serch"] = nlohmann::json::object();
    const QString path = dir.filePath(QStringLiteral("typo.json"));
    writeJsonFileAtomic(path.toStdString(), doc, 2);

    // The English plural comes from the English catalogue, as in the application.
    ui::setLanguageSetting(QStringLiteral("en"));
    QCOMPARE(ui::installTranslations(*QCoreApplication::instance()), QStringLiteral("en"));
    ui::setLanguageSetting(QString());
    ui::MainWindow w;
    QVERIFY(w.openFile(path, true));
    QCOMPARE(
        w.statusBar()->currentMessage(),
        QStringLiteral("Opened %1; 2 unknown fields ignored: /cluster/degre, /serch").arg(path));

    // Without a misspelling the message is the plain one.
    const QString clean = dir.filePath(QStringLiteral("clean.json"));
    io::saveScenario(defaultScenario(), clean.toStdString());
    QVERIFY(w.openFile(clean, true));
    QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Opened %1").arg(clean));
}

void TestMainWindow::editsUndoAndMerge()
{
    ui::Document doc;
    const Scenario original = doc.scenario();
    Scenario wider = original;
    wider.cluster.degree = 6;
    doc.edit(QStringLiteral("Degree"), wider);
    QVERIFY(doc.isModified());
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Degree"));
    // A slider drag: three steps with one merge key become one undo step.
    for (int gbps : {200, 300, 400}) {
        Scenario s = doc.scenario();
        s.cluster.linkGbps = gbps;
        doc.edit(QStringLiteral("Bandwidth"), s, 1);
    }
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(doc.scenario().cluster.linkGbps, 400.0);
    doc.undoStack()->undo();
    QVERIFY(doc.scenario() == wider);
    doc.undoStack()->undo();
    QVERIFY(doc.scenario() == original);
    QVERIFY(!doc.isModified());
    doc.undoStack()->redo();
    QCOMPARE(doc.scenario().cluster.degree, 6);
    // An edit that changes nothing is not a step.
    doc.edit(QStringLiteral("Nothing"), doc.scenario());
    QCOMPARE(doc.undoStack()->index(), 1);
}

void TestMainWindow::realAppStartsAndExits()
{
    QProcess p;
    p.start(QStringLiteral(TOPOOPT_STUDIO), {QStringLiteral("--exit-after-startup")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
    // Help and version answer without a display (a terminal over ssh, a package check): no
    // platform plugin is asked for, so none can fail to load.
    QProcessEnvironment headless = QProcessEnvironment::systemEnvironment();
    headless.remove(QStringLiteral("DISPLAY"));
    headless.remove(QStringLiteral("WAYLAND_DISPLAY"));
    headless.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    for (const QString& option : {QStringLiteral("--version"), QStringLiteral("--help")}) {
        QProcess v;
        v.setProcessEnvironment(headless);
        v.start(QStringLiteral(TOPOOPT_STUDIO), {option});
        QVERIFY(v.waitForFinished(60000));
        QCOMPARE(v.exitCode(), 0);
        const QString out = QString::fromUtf8(v.readAllStandardOutput());
        QVERIFY2(out.contains(option == QStringLiteral("--version")
                                  ? QStringLiteral("TopoOpt Studio")
                                  : QStringLiteral("--exit-after-startup")),
                 qPrintable(out + QString::fromUtf8(v.readAllStandardError())));
    }
}

void TestMainWindow::realAppImportsWhatItCannotOpen()
{
    // A traffic file named on the command line is imported into the default scenario (it
    // used to be refused: "must be topoopt-scenario/1"); a broken one still names its field.
    QTemporaryDir dir;
    const QString traffic = dir.filePath(QStringLiteral("traffic.json"));
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    for (const auto& [path, servers] : {std::pair{traffic, 8}, std::pair{broken, -1}}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral(R"({"format": "topoopt-traffic/1", "servers": %1,
            "allreduce": [{"name": "all", "members": [0, 1, 2, 3], "bytes": 1000000}],
            "mp": []})")
                    .arg(servers)
                    .toUtf8());
    }
    for (const auto& [path, code] : {std::pair{traffic, 0}, std::pair{broken, 2}}) {
        QProcess p;
        p.start(QStringLiteral(TOPOOPT_STUDIO), {QStringLiteral("--exit-after-startup"), path});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitCode() == code, qPrintable(err));
        if (code != 0) QVERIFY2(err.contains(QStringLiteral("/servers")), qPrintable(err));
    }
}

void TestMainWindow::realAppRejectsBadFile()
{
    QProcess p;
    p.start(QStringLiteral(TOPOOPT_STUDIO),
            {QStringLiteral("--exit-after-startup"),
             test::testData(QStringLiteral("malformed/scenario_unknown_zoo.json"))});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("/model/zoo")));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"

// Saving projects (issue 8, part B): failed saves, the unsaved-changes prompts, autosave and
// recovery, and saves written on a worker while the user goes on editing.
#include <QtTest>

#include <QStatusBar>
#include <QUndoStack>

#include <csignal>
#ifdef Q_OS_UNIX
#include <sys/resource.h> // a file size limit stands in for a full disk
#include <unistd.h>
#endif

#include "document.h"
#include "examples.h"
#include "io/projectjson.h"
#include "mainwindow.h"
#include "projectfiles.h"
#include "settings.h"
#include "studiohelpers.h"
#include "testdata.h"

using namespace topoopt;
using namespace topoopt::test;
using ui::MainWindow;

class TestSaving : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void failedSaveKeepsOldFile();
    void unsavedPromptCancelKeepsDocument();
    void unsavedPromptSaveWritesProject();
    void promptedSaveWaitsForNothing();
    void recoveryOfferedAndRestored();
    void recoveryDeclinedIsRemoved();
    void autosaveWritesInTheBackground();
    void saveWritesInTheBackground();
    void bigResultStreamedWhole();
    void closeWritesThenCloses();
};

void TestSaving::init()
{
    startClean();
}

void TestSaving::failedSaveKeepsOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("keep.topoopt"));
    MainWindow w;
    w.document()->setScenario(sixteen("first version"));
    QVERIFY(w.saveProjectAs(path, true));
    const QByteArray old = readAll(path);
    QVERIFY(old.contains("first version"));
    w.document()->setScenario(sixteen("second version"));

#ifdef Q_OS_UNIX
    if (::geteuid() != 0) {
        // A read-only folder (root writes anyway, hence the file size limit below).
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
        QVERIFY(!w.saveProjectAs(path, true));
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QCOMPARE(readAll(path), old);
    }
    // A disk that fills up mid-write: files may not grow past 64 bytes for this process.
    struct rlimit was {};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &was), 0);
    const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
    struct rlimit small = was;
    small.rlim_cur = 64;
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
    const bool ok = w.saveProjectAs(path, true);
    ::setrlimit(RLIMIT_FSIZE, &was);
    std::signal(SIGXFSZ, previousHandler);
    QVERIFY(!ok);
    QVERIFY2(w.lastError().contains(QStringLiteral("Could not save")), qPrintable(w.lastError()));
    QCOMPARE(readAll(path), old);
    QVERIFY(w.document()->isModified()); // still unsaved
    QDir folder(dir.path());
    QCOMPARE(folder.entryList(QDir::Files), QStringList{QStringLiteral("keep.topoopt")});
#else
    QSKIP("no per-process file size limit here to stand in for a full disk");
#endif
}

void TestSaving::unsavedPromptCancelKeepsDocument()
{
    MainWindow w;
    w.show();
    Answers answers;
    w.setQuestionHook(answers.hook());
    int dialogs = 0;
    w.setFileDialogHook([&dialogs](bool) {
        ++dialogs;
        return QString();
    });
    // Unmodified: no question.
    w.findChild<QAction*>(QStringLiteral("newAction"))->trigger();
    QVERIFY(answers.asked.isEmpty());

    w.document()->setScenario(sixteen("edited"));
    QVERIFY(w.document()->isModified());
    answers.answer = QMessageBox::Cancel;
    w.findChild<QAction*>(QStringLiteral("newAction"))->trigger();
    w.findChild<QAction*>(QStringLiteral("openAction"))->trigger();
    QVERIFY(!w.close());
    QCOMPARE(answers.asked.size(), 3);
    QCOMPARE(answers.asked.first(), QStringLiteral("Unsaved changes"));
    QCOMPARE(dialogs, 0); // Cancel stops before any file dialog
    QVERIFY(w.isVisible());
    QCOMPARE(w.document()->scenario().name, std::string("edited"));
    QVERIFY(w.document()->isModified());
    QCOMPARE(w.document()->undoStack()->count(), 1);

    answers.answer = QMessageBox::Discard;
    w.restorePinnedDesigns({{"pinned", sixteen()}});
    w.findChild<QAction*>(QStringLiteral("newAction"))->trigger();
    QVERIFY(w.document()->scenario() == defaultScenario());
    QVERIFY(!w.document()->isModified());
    QVERIFY(w.pinnedDesigns().empty());
    QVERIFY(w.lastResult().is_null());
}

void TestSaving::unsavedPromptSaveWritesProject()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("prompted")); // no extension given
    MainWindow w;
    Answers answers;
    answers.answer = QMessageBox::Save;
    w.setQuestionHook(answers.hook());
    w.setFileDialogHook([path](bool save) { return save ? path : QString(); });
    w.document()->setScenario(sixteen("save me"));
    w.findChild<QAction*>(QStringLiteral("newAction"))->trigger();
    QCOMPARE(answers.asked.size(), 1);
    // Written on the worker: New goes ahead once the file holds the changes.
    QCOMPARE(w.document()->scenario().name, std::string("save me"));
    QTRY_VERIFY(w.document()->scenario() == defaultScenario());
    const QString written = path + QStringLiteral(".topoopt");
    QCOMPARE(io::loadProject(written.toStdString()).scenario.name, std::string("save me"));
    QVERIFY(!w.document()->isModified());
}

void TestSaving::promptedSaveWaitsForNothing()
{
    // Save in the unsaved-changes prompt writes in the background, like File > Save. What the
    // user asked for then happens once the file is written: not if the save fails, and not if
    // the user asks for something else first.
    QTemporaryDir dir;
    MainWindow w;
    w.show();
    Answers answers;
    answers.answer = QMessageBox::Save;
    w.setQuestionHook(answers.hook());
    QString target = dir.filePath(QStringLiteral("no such folder/prompted.topoopt"));
    QStringList fileDialogs;
    const QString other = dir.filePath(QStringLiteral("other.topoopt"));
    w.setFileDialogHook([&](bool save) {
        fileDialogs << (save ? QStringLiteral("save") : QStringLiteral("open"));
        return save ? target : other;
    });
    ErrorBoxes boxes;
    const QStringList& errors = boxes.texts;

    // A project to open; then an untitled document with changes.
    w.document()->setScenario(sixteen("other"));
    QVERIFY(w.saveProjectAs(other));
    w.findChild<QAction*>(QStringLiteral("newAction"))->trigger();
    QVERIFY(w.document()->filePath().isEmpty());
    QVERIFY(answers.asked.isEmpty());
    w.document()->setScenario(sixteen("edited"));

    // The save fails: the error is shown and New does not happen.
    w.findChild<QAction*>(QStringLiteral("newAction"))->trigger();
    QTRY_COMPARE(errors.size(), 1);
    QVERIFY2(errors.first().contains(QStringLiteral("Could not save")), qPrintable(errors.first()));
    QTest::qWait(50);
    QCOMPARE(w.document()->scenario().name, std::string("edited"));
    QVERIFY(w.document()->isModified());

    // Open: the file is asked for once the changes are written, then opened.
    const QString saved = dir.filePath(QStringLiteral("prompted.topoopt"));
    target = saved;
    fileDialogs.clear();
    w.findChild<QAction*>(QStringLiteral("openAction"))->trigger();
    QCOMPARE(fileDialogs, QStringList{QStringLiteral("save")});
    QTRY_COMPARE(w.document()->filePath(), other);
    QCOMPARE(fileDialogs, (QStringList{QStringLiteral("save"), QStringLiteral("open")}));
    QCOMPARE(w.document()->scenario().name, std::string("other"));
    QCOMPARE(io::loadProject(saved.toStdString()).scenario.name, std::string("edited"));

    // New, then an example before the write ends: the example is what the user wants now.
    w.document()->setScenario(sixteen("edited again"));
    w.findChild<QAction*>(QStringLiteral("newAction"))->trigger();
    QVERIFY(w.openExample(1));
    QTest::qWait(100);
    QCOMPARE(w.document()->scenario().name, ui::loadExample(ui::builtInExamples()[1]).name);
    QVERIFY(w.document()->filePath().isEmpty());
    QCOMPARE(io::loadProject(other.toStdString()).scenario.name, std::string("edited again"));
    QCOMPARE(errors.size(), 1);
    QCOMPARE(answers.asked.size(), 3); // the example found nothing unsaved: no question

    // New, then closing before the write ends: the window closes once the file is written,
    // asking nothing more, and New does not happen.
    w.document()->setScenario(sixteen("last"));
    w.findChild<QAction*>(QStringLiteral("newAction"))->trigger();
    QVERIFY(!w.close());
    QCOMPARE(answers.asked.size(), 4);
    QTRY_VERIFY(!w.isVisible());
    QCOMPARE(w.document()->scenario().name, std::string("last"));
    QVERIFY(!w.document()->isModified());
    QCOMPARE(w.document()->filePath(), saved); // the example was untitled: Save As
    QCOMPARE(io::loadProject(saved.toStdString()).scenario.name, std::string("last"));
}

void TestSaving::recoveryOfferedAndRestored()
{
    QVERIFY(!ui::Autosave::hasRecovery());
    QTemporaryDir dir;
    const QString origin = dir.filePath(QStringLiteral("work.topoopt"));
    Scenario edited = sixteen("crashed edit");
    edited.cluster.degree = 6;
    {
        auto* w = new MainWindow;
        w->document()->setScenario(sixteen("saved"));
        QVERIFY(w->saveProjectAs(origin, true));
        w->document()->setScenario(edited);
        w->restorePinnedDesigns({{"kept", sixteen("pinned")}});
        QVERIFY(w->autosaveNow());
        QVERIFY(ui::Autosave::hasRecovery());
        // Saving removes the recovery file; autosave after another edit writes it again.
        delete w; // a crash: no close event, no clean exit
    }
    QVERIFY(ui::Autosave::hasRecovery());

    MainWindow w;
    Answers answers;
    answers.answer = QMessageBox::Yes;
    w.setQuestionHook(answers.hook());
    QVERIFY(w.offerRecovery());
    QCOMPARE(answers.asked, QStringList{QStringLiteral("Recover unsaved changes")});
    QVERIFY(w.document()->scenario() == edited);
    QCOMPARE(w.document()->filePath(), origin);
    QVERIFY(w.document()->isModified());
    QCOMPARE(w.pinnedDesigns().size(), std::size_t(1));
    // The saved file is untouched until the user saves.
    QCOMPARE(io::loadProject(origin.toStdString()).scenario.name, std::string("saved"));
    // Saving the recovered work removes the recovery file.
    QVERIFY(w.saveProjectAs(origin, true));
    QVERIFY(!ui::Autosave::hasRecovery());
    QVERIFY(io::loadProject(origin.toStdString()).scenario == edited);
}

void TestSaving::recoveryDeclinedIsRemoved()
{
    {
        MainWindow w;
        w.document()->setScenario(sixteen("unwanted"));
        QVERIFY(w.autosaveNow());
    }
    MainWindow w;
    Answers answers;
    answers.answer = QMessageBox::No;
    w.setQuestionHook(answers.hook());
    QVERIFY(!w.offerRecovery());
    QCOMPARE(answers.asked.size(), 1);
    QVERIFY(!ui::Autosave::hasRecovery());
    QVERIFY(w.document()->scenario() == defaultScenario());
    // Nothing to offer: no question.
    QVERIFY(!w.offerRecovery());
    QCOMPARE(answers.asked.size(), 1);

    // A clean exit removes the recovery file too.
    w.document()->setScenario(sixteen("edited"));
    QVERIFY(w.autosaveNow());
    answers.answer = QMessageBox::Discard;
    w.show();
    QVERIFY(w.close());
    QVERIFY(!ui::Autosave::hasRecovery());
}

void TestSaving::autosaveWritesInTheBackground()
{
    // The timer's autosave takes the project on the GUI thread and writes it on a worker,
    // result included (shared with the window, not copied).
    QVERIFY(!ui::Autosave::hasRecovery());
    MainWindow w;
    w.document()->setScenario(sixteen("autosaved in the background"));
    // The simulation of the scenario becomes the result.
    QTRY_VERIFY_WITH_TIMEOUT(w.lastResult().is_object(), 30000);
    const nlohmann::json result = w.lastResult();
    w.autosaveInBackground();
    QTRY_VERIFY(!w.isAutosaving());
    QTRY_COMPARE(w.statusBar()->currentMessage(), QStringLiteral("Autosaved unsaved changes"));
    QString origin, error;
    const std::optional<io::Project> recovered = ui::Autosave::readRecovery(&origin, &error);
    QVERIFY2(recovered, qPrintable(error));
    QVERIFY(recovered->scenario == w.document()->scenario());
    QVERIFY(recovered->result == result);
    QVERIFY(origin.isEmpty()); // untitled

    // A save right after a background write starts: the write cannot bring the file back.
    QTemporaryDir dir;
    w.autosaveInBackground();
    QVERIFY(w.saveProjectAs(dir.filePath(QStringLiteral("saved.topoopt")), true));
    QVERIFY(!ui::Autosave::hasRecovery());
    QTest::qWait(50); // the write's completion reaches the window
    QVERIFY(!w.isAutosaving());
    QVERIFY(!ui::Autosave::hasRecovery());
}

void TestSaving::saveWritesInTheBackground()
{
    // File > Save takes the project on the GUI thread and writes it on a worker. The document
    // is unmodified once the file holds what it shows; edits made while it was being written
    // stay unsaved.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("background.topoopt"));
    MainWindow w;
    Answers answers;
    w.setQuestionHook(answers.hook());
    int dialogs = 0;
    w.setFileDialogHook([&](bool) {
        ++dialogs;
        return path;
    });
    const Scenario saved = sixteen("saved in the background");
    w.document()->setScenario(saved);
    QTRY_VERIFY_WITH_TIMEOUT(w.lastResult().is_object(), 30000); // its simulation
    const nlohmann::json result = w.lastResult();
    QAction* save = w.findChild<QAction*>(QStringLiteral("saveAction"));
    save->trigger(); // untitled: asks for a name, then writes on the worker
    QCOMPARE(dialogs, 1);
    QVERIFY(w.isSavingProject()); // its outcome comes back through the event loop
    QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Saving %1...").arg(path));
    // An edit before the write's outcome is back is not in the file.
    w.document()->setScenario(sixteen("edited while saving"));
    QTRY_VERIFY(!w.isSavingProject());
    QString error;
    std::optional<io::Project> onDisk = ui::readProjectFile(path, &error);
    QVERIFY2(onDisk, qPrintable(error));
    QVERIFY(onDisk->scenario == saved);
    QVERIFY(onDisk->result == result);
    QCOMPARE(w.document()->filePath(), path);
    QVERIFY(w.document()->isModified());
    QCOMPARE(w.statusBar()->currentMessage(),
             QStringLiteral("Saved %1 as it was before the latest changes").arg(path));
    QCOMPARE(w.recentFiles()->files(), QStringList{path});

    // Saved again, the file has the edit and the document is unmodified.
    save->trigger();
    QCOMPARE(dialogs, 1); // it has a name now
    QTRY_VERIFY(!w.isSavingProject());
    QVERIFY(!w.document()->isModified());
    QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Saved %1").arg(path));
    onDisk = ui::readProjectFile(path, &error);
    QVERIFY2(onDisk, qPrintable(error));
    QVERIFY(onDisk->scenario == w.document()->scenario());

    // Closing while a save is being written waits for it: nothing is left to ask about.
    w.document()->setScenario(sixteen("saved while closing"));
    save->trigger();
    QVERIFY(w.isSavingProject());
    w.show();
    QVERIFY(w.close());
    QVERIFY(answers.asked.isEmpty());
    QVERIFY(!w.isSavingProject());
    onDisk = ui::readProjectFile(path, &error);
    QVERIFY2(onDisk, qPrintable(error));
    QVERIFY(onDisk->scenario == sixteen("saved while closing"));

    // A write that fails says why and leaves the document unsaved.
    w.document()->setScenario(sixteen("cannot be saved"));
    const QString nowhere = dir.filePath(QStringLiteral("missing/folder/x.topoopt"));
    w.saveProjectInBackground(nowhere, true);
    QTRY_VERIFY(!w.isSavingProject());
    QVERIFY(w.document()->isModified());
    QCOMPARE(w.document()->filePath(), path);
    QVERIFY2(w.lastError().contains(nowhere), qPrintable(w.lastError()));
    QVERIFY(w.statusBar()->currentMessage().startsWith(QStringLiteral("Not saved: ")));
    QVERIFY(!QFileInfo::exists(nowhere));
}

void TestSaving::bigResultStreamedWhole()
{
    // A result of several 64 KB blocks goes through QSaveFile block by block: the file is the
    // project's dump(2) text, and a disk that fills up after some blocks keeps the old file.
    nlohmann::json rows = nlohmann::json::array();
    for (int i = 0; i < 20000; ++i)
        rows.push_back(
            {{"proposal", i}, {"note", std::string(static_cast<std::size_t>(i % 41), 'y')}});
    ui::ProjectSnapshot snapshot;
    snapshot.project.scenario = sixteen("big");
    snapshot.result = std::make_shared<const nlohmann::json>(
        nlohmann::json{{"format", "topoopt-result/1"}, {"history", std::move(rows)}});
    io::Project whole = snapshot.project;
    whole.result = *snapshot.result;
    const QByteArray expected = QByteArray::fromStdString(io::projectToJson(whole).dump(2) + "\n");
    QVERIFY(expected.size() > 8 * 65536);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.topoopt"));
    QCOMPARE(ui::writeProjectSnapshot(path, snapshot), QString());
    QCOMPARE(readAll(path), expected);

#ifdef Q_OS_UNIX
    snapshot.project.scenario.name = "bigger";
    struct rlimit was {};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &was), 0);
    const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
    struct rlimit limit = was;
    limit.rlim_cur = 300000; // some blocks go through, then the disk is full
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &limit), 0);
    const QString error = ui::writeProjectSnapshot(path, snapshot);
    ::setrlimit(RLIMIT_FSIZE, &was);
    std::signal(SIGXFSZ, previousHandler);
    QVERIFY2(error.startsWith(QStringLiteral("Could not save")), qPrintable(error));
    QCOMPARE(readAll(path), expected);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("big.topoopt")});
#else
    QSKIP("no per-process file size limit here to stand in for a full disk");
#endif
}

void TestSaving::closeWritesThenCloses()
{
    // Save on closing writes on the worker: close() returns at once and the window goes when
    // the file is written; a failed save is reported and the window stays with its changes.
    QTemporaryDir dir;
    MainWindow w;
    w.show();
    Answers answers;
    answers.answer = QMessageBox::Save;
    w.setQuestionHook(answers.hook());
    QString target = dir.filePath(QStringLiteral("no such folder/closing.topoopt"));
    w.setFileDialogHook([&target](bool save) { return save ? target : QString(); });
    w.document()->setScenario(sixteen("close me"));
    ErrorBoxes boxes;
    const QStringList& errors = boxes.texts;

    QVERIFY(!w.close());
    QTRY_COMPARE(errors.size(), 1);
    QVERIFY2(errors.first().contains(QStringLiteral("Could not save")), qPrintable(errors.first()));
    QVERIFY(w.isVisible());
    QVERIFY(w.document()->isModified());

    const QString path = dir.filePath(QStringLiteral("closing.topoopt"));
    target = path;
    QVERIFY(!w.close());
    QVERIFY(w.isVisible()); // not before the file is written
    QVERIFY(!w.close());    // closing again meanwhile asks nothing more
    QCOMPARE(answers.asked.size(), 2);
    QTRY_VERIFY(!w.isVisible());
    QCOMPARE(io::loadProject(path.toStdString()).scenario.name, std::string("close me"));
    QVERIFY(!w.document()->isModified());
    QCOMPARE(errors.size(), 1);
}

QTEST_MAIN(TestSaving)
#include "tst_saving.moc"

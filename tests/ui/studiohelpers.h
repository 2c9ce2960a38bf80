// Helpers shared by the studio suites of issue 8, part B: a small scenario, a pipeline wait and
// scripted answers to the window's questions.
#pragma once

#include <QApplication>
#include <QMessageBox>
#include <QStringList>
#include <QTimer>
#include <QtTest>

#include "mainwindow.h"
#include "pipelineworker.h"
#include "projectfiles.h"
#include "runcontrol.h"
#include "scenario/scenario.h"
#include "searchworker.h"
#include "settings.h"

namespace topoopt::test {

/// What each test of these suites starts from: no recovery file, no recent files, no chosen
/// theme (the settings are the test's own, under TOPOOPT_SETTINGS_DIR).
inline void startClean()
{
    ui::openSettings()->clear();
    QFile::remove(ui::Autosave::recoveryPath());
}

inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline Scenario sixteen(const std::string& name = "sixteen")
{
    Scenario s = defaultScenario();
    s.name = name;
    s.cluster.servers = 16;
    return s;
}

/// Records the questions asked and answers each with `answer`.
struct Answers {
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    QStringList asked;
    ui::MainWindow::QuestionHook hook()
    {
        return [this](const QString& title, const QString&, QMessageBox::StandardButtons) {
            asked << title;
            return answer;
        };
    }
};

/// Closes each message box the window shows with exec() (the errors it reports), keeping the
/// boxes' texts: what the user would read before pressing OK.
struct ErrorBoxes {
    QStringList texts;
    QTimer poll;
    ErrorBoxes()
    {
        QObject::connect(&poll, &QTimer::timeout, [this] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                texts << box->text();
                box->reject();
            }
        });
        poll.start(20);
    }
};

inline bool waitIdle(ui::MainWindow& w)
{
    // Debounced start, then traffic, fabric and simulation of a 16-server scenario.
    QTest::qWait(50);
    return QTest::qWaitFor([&w] { return !w.pipeline()->isBusy(); }, 120000);
}

/// Runs the search from the Run action and waits until its result is the window's last one.
inline bool searchToResult(ui::MainWindow& w)
{
    w.runControl()->runAction()->trigger();
    if (!w.runControl()->worker()->isBusy() || !w.runControl()->worker()->waitForFinished(120000))
        return false;
    return QTest::qWaitFor(
        [&w] {
            return w.lastResult().value("format", std::string()) == std::string("topoopt-result/1");
        },
        10000);
}

} // namespace topoopt::test

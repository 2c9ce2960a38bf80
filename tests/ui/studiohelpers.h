// Helpers shared by the studio suites of issue 8, part B: a small scenario, a pipeline wait and
// scripted answers to the window's questions.
#pragma once

#include <QMessageBox>
#include <QStringList>
#include <QtTest>

#include "mainwindow.h"
#include "pipelineworker.h"
#include "scenario/scenario.h"

namespace topoopt::test {

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

inline bool waitIdle(ui::MainWindow& w)
{
    // Debounced start, then traffic, fabric and simulation of a 16-server scenario.
    QTest::qWait(50);
    return QTest::qWaitFor([&w] { return !w.pipeline()->isBusy(); }, 120000);
}

} // namespace topoopt::test

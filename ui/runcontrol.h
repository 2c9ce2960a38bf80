// Run control (issue 7, item 6): the Run, Pause, Step and Stop actions, the status bar's
// progress bar and ETA, and the SearchWorker feeding the convergence view.
#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

#include "searchworker.h"

class QAction;
class QLabel;
class QMainWindow;
class QProgressBar;

namespace topoopt::ui {

class ConvergenceView;

class RunControl : public QObject {
    Q_OBJECT
public:
    /// Makes the search job for the current document, with its expected proposal count; an
    /// empty job means it cannot run (the reason goes in `why`).
    using JobProvider = std::function<SearchJob(int* expectedProposals, QString* why)>;

    RunControl(QMainWindow* window, ConvergenceView* view);

    void setJobProvider(JobProvider provider);
    SearchWorker* worker() const { return m_worker; }
    QAction* runAction() const { return m_run; }
    QAction* pauseAction() const { return m_pause; }
    QAction* stepAction() const { return m_step; }
    QAction* stopAction() const { return m_stop; }
    QProgressBar* progressBar() const { return m_progress; }
    QLabel* etaLabel() const { return m_eta; }

    /// Starts `job` directly (tests and the Run action). False when a search is running.
    bool start(SearchJob job, int expectedProposals);

Q_SIGNALS:
    /// A line for the status bar.
    void message(const QString& text);

private:
    void onRun();
    void updateActions();
    void updateEta();

    QMainWindow* m_window;
    ConvergenceView* m_view;
    SearchWorker* m_worker;
    JobProvider m_provider;
    QAction* m_run;
    QAction* m_pause;
    QAction* m_step;
    QAction* m_stop;
    QProgressBar* m_progress;
    QLabel* m_eta;
    QTimer m_etaTimer;
};

} // namespace topoopt::ui

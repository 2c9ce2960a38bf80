// Wiring the run actions to the search worker and the status bar.
#include "runcontrol.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QProgressBar>
#include <QStatusBar>
#include <QStyle>

#include "convergenceview.h"
#include "format.h"

namespace topoopt::ui {

RunControl::RunControl(QMainWindow* window, ConvergenceView* view)
    : QObject(window), m_window(window), m_view(view), m_worker(new SearchWorker(this)),
      m_run(new QAction(tr("&Run"), this)), m_pause(new QAction(tr("&Pause"), this)),
      m_step(new QAction(tr("S&tep"), this)), m_stop(new QAction(tr("St&op"), this)),
      m_progress(new QProgressBar(window)), m_eta(new QLabel(window))
{
    QStyle* style = window->style();
    m_run->setObjectName(QStringLiteral("runAction"));
    m_run->setIcon(style->standardIcon(QStyle::SP_MediaPlay));
    m_run->setShortcut(QKeySequence(Qt::Key_F5));
    m_run->setStatusTip(tr("Run the co-optimization search (or resume a paused one)"));
    m_pause->setObjectName(QStringLiteral("pauseAction"));
    m_pause->setIcon(style->standardIcon(QStyle::SP_MediaPause));
    m_pause->setShortcut(QKeySequence(Qt::Key_F6));
    m_pause->setStatusTip(tr("Pause the search after the current proposal"));
    m_step->setObjectName(QStringLiteral("stepAction"));
    m_step->setIcon(style->standardIcon(QStyle::SP_MediaSeekForward));
    m_step->setShortcut(QKeySequence(Qt::Key_F10));
    m_step->setStatusTip(tr("Evaluate one more proposal, then pause"));
    m_stop->setObjectName(QStringLiteral("stopAction"));
    m_stop->setIcon(style->standardIcon(QStyle::SP_MediaStop));
    m_stop->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_stop->setStatusTip(tr("Stop the search and keep the best result so far"));

    m_progress->setObjectName(QStringLiteral("searchProgress"));
    m_progress->setMaximumWidth(220);
    m_progress->setTextVisible(true);
    m_progress->hide();
    m_eta->setObjectName(QStringLiteral("searchEta"));
    m_eta->hide();
    window->statusBar()->addPermanentWidget(m_eta);
    window->statusBar()->addPermanentWidget(m_progress);

    connect(m_run, &QAction::triggered, this, &RunControl::onRun);
    connect(m_pause, &QAction::triggered, m_worker, &SearchWorker::pause);
    connect(m_step, &QAction::triggered, m_worker, &SearchWorker::step);
    connect(m_stop, &QAction::triggered, m_worker, &SearchWorker::stop);
    connect(m_worker, &SearchWorker::stateChanged, this, &RunControl::updateActions);
    connect(m_worker, &SearchWorker::proposalsReady, m_view, &ConvergenceView::appendProposals);
    connect(m_worker, &SearchWorker::alternationReady, m_view, &ConvergenceView::addAlternation);
    connect(m_worker, &SearchWorker::progress, this, [this](int done, int expected) {
        m_progress->setMaximum(std::max(expected, 1));
        m_progress->setValue(std::min(done, std::max(expected, 1)));
    });
    connect(m_worker, &SearchWorker::finished, this, [this](bool cancelled, const QString& error) {
        const QString best = m_worker->best() ? formatMs(m_worker->best()->bestMs) : tr("none");
        // The view's title already counts the proposals and shows the best: it gets the
        // outcome alone, the status bar the whole sentence.
        QString text, outcome;
        if (!error.isEmpty()) {
            text = outcome = tr("Search failed: %1").arg(error);
        } else if (cancelled) {
            text = tr("Stopped after %1 proposals; best kept: %2")
                       .arg(m_worker->proposalCount())
                       .arg(best);
            outcome = tr("Stopped; best kept");
        } else {
            text = tr("Search finished: %1 proposals, best %2")
                       .arg(m_worker->proposalCount())
                       .arg(best);
            outcome = tr("Search finished");
        }
        m_view->setStatus(outcome);
        m_progress->hide();
        m_eta->hide();
        m_etaTimer.stop();
        Q_EMIT message(text);
    });
    // The ETA label changes once a second: cheaper and calmer than per event.
    m_etaTimer.setInterval(1000);
    connect(&m_etaTimer, &QTimer::timeout, this, &RunControl::updateEta);
    updateActions();
}

void RunControl::setJobProvider(JobProvider provider)
{
    m_provider = std::move(provider);
    updateActions();
}

bool RunControl::start(SearchJob job, int expectedProposals)
{
    if (m_worker->isBusy()) return false;
    m_view->reset(expectedProposals);
    m_progress->setRange(0, std::max(expectedProposals, 1));
    m_progress->setValue(0);
    m_progress->show();
    m_eta->setText(tr("ETA: estimating..."));
    m_eta->show();
    m_etaTimer.start();
    return m_worker->start(std::move(job), expectedProposals);
}

void RunControl::onRun()
{
    if (m_worker->state() == SearchWorker::State::Paused) {
        m_worker->resume();
        return;
    }
    if (m_worker->isBusy() || !m_provider) return;
    int expected = 0;
    QString why;
    SearchJob job = m_provider(&expected, &why);
    if (!job) {
        Q_EMIT message(why);
        return;
    }
    start(std::move(job), expected);
}

void RunControl::updateActions()
{
    const SearchWorker::State s = m_worker->state();
    m_run->setEnabled((s == SearchWorker::State::Idle && m_provider) ||
                      s == SearchWorker::State::Paused);
    if (!m_provider)
        m_run->setToolTip(tr("The optimizer is not part of this build yet"));
    else
        m_run->setToolTip(m_run->statusTip());
    m_pause->setEnabled(s == SearchWorker::State::Running);
    m_step->setEnabled(s == SearchWorker::State::Running || s == SearchWorker::State::Paused);
    m_stop->setEnabled(s == SearchWorker::State::Running || s == SearchWorker::State::Paused);
    if (s == SearchWorker::State::Paused) m_eta->setText(tr("Paused"));
}

void RunControl::updateEta()
{
    if (m_worker->state() != SearchWorker::State::Running) return;
    const double eta = m_worker->etaSeconds();
    m_eta->setText(eta < 0 ? tr("ETA: estimating...") : tr("ETA: %1").arg(formatDuration(eta)));
}

} // namespace topoopt::ui

// Runs a search job on its own QThread and adapts the core's SearchObserver callbacks to
// queued signals (issue 7, item 6). Generic over the job so the optimizer plugs in later.
#pragma once

#include <QElapsedTimer>
#include <QObject>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "common/cancel.h"
#include "pausegate.h"
#include "search/progress.h"

class QThread;

namespace topoopt::ui {

/// The search: reports through the observer, polls the token, and may wait on the gate
/// (the worker also waits on it after every proposal, so Pause and Step work regardless).
using SearchJob = std::function<void(SearchObserver&, const CancelToken&, PauseGate&)>;

class SearchWorker : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Running, Paused, Stopping };
    Q_ENUM(State)

    explicit SearchWorker(QObject* parent = nullptr);
    /// Stops a running job and waits for its thread.
    ~SearchWorker() override;

    /// Starts `job`; `expectedProposals` drives the progress bar and ETA. False when busy.
    bool start(SearchJob job, int expectedProposals);
    void pause();
    void resume();
    /// Lets one more proposal through, then pauses again.
    void step();
    /// Cancels the job; finished() follows. The best result so far stays available.
    void stop();
    /// Waits up to `ms` for the job's thread to end (tests, shutdown). True when idle.
    bool waitForFinished(int ms);

    State state() const { return m_state; }
    bool isBusy() const { return m_state != State::Idle; }
    int expectedProposals() const { return m_expected; }
    /// Proposals delivered to the GUI thread so far in this run.
    int proposalCount() const { return m_delivered; }
    /// The proposal with the lowest best-so-far time, and the last alternation (its topology).
    const std::optional<ProposalEvent>& best() const { return m_best; }
    const std::optional<AlternationEvent>& lastAlternation() const { return m_lastAlternation; }
    /// Seconds of running (paused time excluded) and the estimated seconds left (-1: unknown).
    double elapsedSeconds() const;
    double etaSeconds() const;

Q_SIGNALS:
    void stateChanged(topoopt::ui::SearchWorker::State state);
    /// A batch of proposals, in order; bursts are coalesced into one delivery.
    void proposalsReady(const std::vector<topoopt::ProposalEvent>& batch);
    void alternationReady(const topoopt::AlternationEvent& event);
    void progress(int done, int expected);
    /// The job ended: normally, stopped (`cancelled`), or with an error message.
    void finished(bool cancelled, const QString& error);

private:
    struct Shared;
    class Observer;
    void deliver();
    void onThreadDone(bool cancelled, const QString& error);
    void setState(State state);

    std::shared_ptr<Shared> m_shared;
    QThread* m_thread = nullptr;
    CancelToken m_cancel;
    State m_state = State::Idle;
    int m_expected = 0;
    int m_delivered = 0;
    std::optional<ProposalEvent> m_best;
    std::optional<AlternationEvent> m_lastAlternation;
    QElapsedTimer m_clock;
    qint64 m_pausedMs = 0;
    qint64 m_pauseStartedMs = -1;
};

} // namespace topoopt::ui

// The search thread, the observer that buffers its events, and the delivery to the GUI thread.
#include "searchworker.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QThread>

#include <mutex>

#include "common/error.h"
#include "format.h"

namespace topoopt::ui {

/// State shared with the job's thread; everything in it is guarded by `mutex`.
struct SearchWorker::Shared {
    std::mutex mutex;
    std::vector<ProposalEvent> pending;
    /// A delivery is queued on the GUI thread already: do not queue another (coalescing).
    bool deliveryQueued = false;
    PauseGate gate;
};

class SearchWorker::Observer : public SearchObserver {
public:
    Observer(SearchWorker* worker, std::shared_ptr<Shared> shared, CancelToken cancel)
        : m_worker(worker), m_shared(std::move(shared)), m_cancel(std::move(cancel))
    {
    }
    void onProposal(const ProposalEvent& event) override
    {
        bool queue = false;
        {
            std::lock_guard lock(m_shared->mutex);
            m_shared->pending.push_back(event);
            queue = !m_shared->deliveryQueued;
            m_shared->deliveryQueued = true;
        }
        if (queue)
            QMetaObject::invokeMethod(
                m_worker, [w = m_worker] { w->deliver(); }, Qt::QueuedConnection);
        // Pause and Step act between proposals, whatever the job does with the gate.
        m_shared->gate.wait(m_cancel);
    }
    void onAlternation(const AlternationEvent& event) override
    {
        // Deliver pending proposals first so the boundary lands after them.
        QMetaObject::invokeMethod(
            m_worker,
            [w = m_worker, event] {
                w->deliver();
                w->m_lastAlternation = event;
                Q_EMIT w->alternationReady(event);
            },
            Qt::QueuedConnection);
    }

private:
    SearchWorker* m_worker;
    std::shared_ptr<Shared> m_shared;
    CancelToken m_cancel;
};

SearchWorker::SearchWorker(QObject* parent) : QObject(parent) {}

SearchWorker::~SearchWorker()
{
    if (m_thread) {
        m_cancel.cancel();
        m_shared->gate.wake();
        m_thread->wait();
        delete m_thread;
    }
}

bool SearchWorker::start(SearchJob job, int expectedProposals)
{
    if (isBusy() || m_thread) return false;
    m_shared = std::make_shared<Shared>();
    m_cancel = CancelToken();
    m_expected = expectedProposals;
    m_delivered = 0;
    m_best.reset();
    m_lastAlternation.reset();
    m_pausedMs = 0;
    m_pauseStartedMs = -1;
    m_clock.start();

    auto shared = m_shared;
    const CancelToken cancel = m_cancel;
    m_thread = QThread::create([this, job = std::move(job), shared, cancel] {
        bool cancelled = false;
        QString error;
        try {
            Observer observer(this, shared, cancel);
            job(observer, cancel, shared->gate);
            cancelled = cancel.isCancelled();
        } catch (const Cancelled&) {
            cancelled = true;
        } catch (const std::exception& e) {
            error = problemText(e);
        }
        QMetaObject::invokeMethod(
            this, [this, cancelled, error] { onThreadDone(cancelled, error); },
            Qt::QueuedConnection);
    });
    m_thread->setObjectName(QStringLiteral("search"));
    setState(State::Running);
    m_thread->start(QThread::LowPriority); // the GUI thread comes first
    return true;
}

void SearchWorker::deliver()
{
    std::vector<ProposalEvent> batch;
    {
        std::lock_guard lock(m_shared->mutex);
        batch.swap(m_shared->pending);
        m_shared->deliveryQueued = false;
    }
    if (batch.empty()) return;
    for (const ProposalEvent& e : batch)
        if (!m_best || e.bestMs < m_best->bestMs) m_best = e; // the proposal that set the best
    m_delivered += static_cast<int>(batch.size());
    Q_EMIT proposalsReady(batch);
    Q_EMIT progress(m_delivered, m_expected);
}

void SearchWorker::onThreadDone(bool cancelled, const QString& error)
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    deliver(); // whatever the job reported last
    setState(State::Idle);
    Q_EMIT finished(cancelled, error);
}

void SearchWorker::pause()
{
    if (m_state != State::Running) return;
    m_shared->gate.pause();
    m_pauseStartedMs = m_clock.elapsed();
    setState(State::Paused);
}

void SearchWorker::resume()
{
    if (m_state != State::Paused) return;
    if (m_pauseStartedMs >= 0) m_pausedMs += m_clock.elapsed() - m_pauseStartedMs;
    m_pauseStartedMs = -1;
    m_shared->gate.resume();
    setState(State::Running);
}

void SearchWorker::step()
{
    if (m_state == State::Running) pause();
    if (m_state != State::Paused) return;
    m_shared->gate.step(1);
}

void SearchWorker::stop()
{
    if (!isBusy() || m_state == State::Stopping) return;
    m_cancel.cancel();
    m_shared->gate.wake();
    setState(State::Stopping);
}

bool SearchWorker::waitForFinished(int ms)
{
    QElapsedTimer t;
    t.start();
    while (isBusy() && t.elapsed() < ms) {
        if (m_thread) m_thread->wait(QDeadlineTimer(20));
        QCoreApplication::sendPostedEvents(this);
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    return !isBusy();
}

double SearchWorker::elapsedSeconds() const
{
    if (!m_clock.isValid()) return 0;
    qint64 paused = m_pausedMs;
    if (m_pauseStartedMs >= 0) paused += m_clock.elapsed() - m_pauseStartedMs;
    return static_cast<double>(m_clock.elapsed() - paused) / 1000.0;
}

double SearchWorker::etaSeconds() const
{
    if (m_delivered <= 0 || m_expected <= 0) return -1;
    const double left = std::max(0, m_expected - m_delivered);
    return elapsedSeconds() * left / m_delivered;
}

void SearchWorker::setState(State state)
{
    if (m_state == state) return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

} // namespace topoopt::ui

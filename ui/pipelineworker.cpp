// Scheduling, cancelling and delivering pipeline runs.
#include "pipelineworker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QThreadPool>

#include <algorithm>

#include <QtConcurrent/QtConcurrentRun>
#include <mutex>

#include "common/error.h"
#include "format.h"

namespace topoopt::ui {

QThreadPool* backgroundPool()
{
    // Deliberately leaked: QCoreApplication waits for the global pool at exit, not this one.
    static QThreadPool* pool = [] {
        auto* p = new QThreadPool;
        p->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        return p;
    }();
    return pool;
}

/// How a pool thread reaches the worker: the pointer is cleared under the lock when the worker
/// dies, so a late result is never posted to a deleted object.
struct PipelineWorker::Relay {
    std::mutex mutex;
    PipelineWorker* target = nullptr;
};

PipelineWorker::PipelineWorker(QObject* parent)
    : QObject(parent), m_relay(std::make_shared<Relay>())
{
    m_relay->target = this;
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &PipelineWorker::start);
}

PipelineWorker::~PipelineWorker()
{
    m_cancel.cancel();
    {
        std::lock_guard lock(m_relay->mutex);
        m_relay->target = nullptr;
    }
    // Most stages notice the token within milliseconds; a long simulation step may not.
    QElapsedTimer clock;
    clock.start();
    while (m_future.isRunning() && clock.elapsed() < 1500)
        QThread::msleep(10);
}

void PipelineWorker::schedule(const PipelineInput& input)
{
    m_pending = input;
    m_cancel.cancel(); // stale: stop computing it now, not when the timer fires
    m_debounce.start();
}

void PipelineWorker::runNow(const PipelineInput& input)
{
    m_pending = input;
    m_debounce.stop();
    start();
}

void PipelineWorker::start()
{
    if (!m_pending) return;
    m_cancel.cancel();
    m_cancel = CancelToken();
    const quint64 generation = ++m_generation;
    const CancelToken cancel = m_cancel;
    const PipelineInput input = std::move(*m_pending);
    m_pending.reset();
    m_running = true;
    Q_EMIT started();

    // Results hop to the GUI thread and are dropped there when a newer run has started.
    auto post = [relay = m_relay, generation](auto&& emitter) {
        std::lock_guard lock(relay->mutex);
        PipelineWorker* w = relay->target;
        if (!w) return;
        QMetaObject::invokeMethod(
            w,
            [w, generation, emitter = std::forward<decltype(emitter)>(emitter)] {
                if (w->m_generation == generation) emitter(w);
            },
            Qt::QueuedConnection);
    };
    PipelineSink sink;
    sink.traffic = [post](const Traffic& t) {
        post([t](PipelineWorker* w) { Q_EMIT w->trafficReady(t); });
    };
    sink.topology = [post](const Topology& t) {
        post([t](PipelineWorker* w) { Q_EMIT w->topologyReady(t); });
    };
    sink.simulation = [post](const SimResult& r) {
        post([r](PipelineWorker* w) { Q_EMIT w->simulationReady(r); });
    };
    sink.context = [post](std::shared_ptr<const PipelineContext> c) {
        post([c](PipelineWorker* w) { Q_EMIT w->contextReady(c); });
    };
    sink.stageStarted = [post](const QString& stage) {
        post([stage](PipelineWorker* w) { Q_EMIT w->stageStarted(stage); });
    };
    sink.stage = [post](const QString& stage, const QString& summary, double ms) {
        post([stage, summary, ms](PipelineWorker* w) { Q_EMIT w->stageDone(stage, summary, ms); });
    };
    sink.failed = [post](const QString& stage, const QString& message) {
        post([stage, message](PipelineWorker* w) { Q_EMIT w->stageFailed(stage, message); });
    };
    m_future = QtConcurrent::run(backgroundPool(), [input, cancel, sink, post] {
        QElapsedTimer clock;
        clock.start();
        try {
            runPipeline(input, cancel, sink);
        } catch (const Cancelled&) {
            // A newer run replaced this one; nothing to report.
        } catch (const InputError& e) {
            sink.failed(QCoreApplication::translate("Pipeline", "input"), problemText(e));
        } catch (const std::exception& e) {
            sink.failed(QCoreApplication::translate("Pipeline", "pipeline"), problemText(e));
        }
        const double ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        post([ms](PipelineWorker* w) {
            w->m_running = false;
            Q_EMIT w->finished(ms);
        });
    });
}

bool PipelineWorker::waitForIdle(int ms)
{
    QElapsedTimer t;
    t.start();
    while (isBusy() && t.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 20);
    return !isBusy();
}

} // namespace topoopt::ui

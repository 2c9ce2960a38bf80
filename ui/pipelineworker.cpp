// Scheduling, cancelling and delivering pipeline runs.
#include "pipelineworker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include "common/error.h"

namespace topoopt::ui {

PipelineWorker::PipelineWorker(QObject* parent) : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &PipelineWorker::start);
}

PipelineWorker::~PipelineWorker()
{
    m_cancel.cancel();
    m_future.waitForFinished();
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
    QPointer<PipelineWorker> self(this);
    auto post = [self, generation](auto&& emitter) {
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, emitter = std::forward<decltype(emitter)>(emitter)] {
                if (self && self->m_generation == generation) emitter(self.data());
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
    sink.stage = [post](const QString& stage, const QString& summary, double ms) {
        post([stage, summary, ms](PipelineWorker* w) { Q_EMIT w->stageDone(stage, summary, ms); });
    };
    sink.failed = [post](const QString& stage, const QString& message) {
        post([stage, message](PipelineWorker* w) { Q_EMIT w->stageFailed(stage, message); });
    };
    m_future = QtConcurrent::run([input, cancel, sink, post] {
        QElapsedTimer clock;
        clock.start();
        try {
            runPipeline(input, cancel, sink);
        } catch (const Cancelled&) {
            // A newer run replaced this one; nothing to report.
        } catch (const InputError& e) {
            sink.failed(QCoreApplication::translate("Pipeline", "input"),
                        QString::fromStdString(e.problems().toString("")));
        } catch (const std::exception& e) {
            sink.failed(QCoreApplication::translate("Pipeline", "pipeline"),
                        QString::fromStdString(e.what()));
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

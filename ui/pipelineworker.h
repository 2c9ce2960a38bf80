// Runs the pipeline (pipelinestages.h) off the GUI thread whenever the scenario changes:
// debounced, with stale runs cancelled, and each stage's result delivered as a queued signal.
#pragma once

#include <QFuture>
#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <memory>
#include <optional>

#include "common/cancel.h"
#include "pipelinestages.h"

namespace topoopt::ui {

/// The pool pipeline and comparison jobs run on. It lives for the whole process and is never
/// waited for at exit: a cancelled simulation only notices at its next check, and closing the
/// window must not wait for that (main() ends with quick_exit when a job is still running).
QThreadPool* backgroundPool();

class PipelineWorker : public QObject {
    Q_OBJECT
public:
    /// Edits closer together than this are one run.
    static constexpr int kDebounceMs = 150;

    explicit PipelineWorker(QObject* parent = nullptr);
    /// Cancels the running stages and waits a moment for them; a stage that does not notice
    /// in time finishes on its own, its results dropped.
    ~PipelineWorker() override;

    /// Runs for `input` after the debounce delay, replacing any pending or running run.
    void schedule(const PipelineInput& input);
    /// Runs at once (no debounce), cancelling any running run.
    void runNow(const PipelineInput& input);
    bool isBusy() const { return m_running || m_debounce.isActive(); }
    /// Runs started so far; results of older runs are dropped.
    quint64 generation() const { return m_generation; }
    /// Processes events until idle or `ms` passed (tests, benchmarks). True when idle.
    bool waitForIdle(int ms);

Q_SIGNALS:
    void started();
    void trafficReady(const topoopt::Traffic& traffic);
    void topologyReady(const topoopt::Topology& topology);
    void simulationReady(const topoopt::SimResult& result);
    /// Everything the last complete run computed (model, strategy, topology, simulation).
    void contextReady(std::shared_ptr<const topoopt::ui::PipelineContext> context);
    /// A stage began (PipelineSink::stageStarted).
    void stageStarted(const QString& stage);
    /// A stage finished: name, one-line summary, wall time in ms.
    void stageDone(const QString& stage, const QString& summary, double ms);
    void stageFailed(const QString& stage, const QString& message);
    /// The run ended (completed, failed or cancelled); `ms` of wall time.
    void finished(double ms);

private:
    struct Relay;
    void start();

    std::shared_ptr<Relay> m_relay;

    QTimer m_debounce;
    std::optional<PipelineInput> m_pending;
    CancelToken m_cancel;
    QFuture<void> m_future;
    quint64 m_generation = 0;
    bool m_running = false;
};

} // namespace topoopt::ui

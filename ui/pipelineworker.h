// Runs the pipeline (pipelinestages.h) off the GUI thread whenever the scenario changes:
// debounced, with stale runs cancelled, and each stage's result delivered as a queued signal.
#pragma once

#include <QFuture>
#include <QObject>
#include <QTimer>

#include <optional>

#include "common/cancel.h"
#include "pipelinestages.h"

namespace topoopt::ui {

class PipelineWorker : public QObject {
    Q_OBJECT
public:
    /// Edits closer together than this are one run.
    static constexpr int kDebounceMs = 150;

    explicit PipelineWorker(QObject* parent = nullptr);
    /// Cancels the running stages and waits for them.
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
    /// A stage finished: name, one-line summary, wall time in ms.
    void stageDone(const QString& stage, const QString& summary, double ms);
    void stageFailed(const QString& stage, const QString& message);
    /// The run ended (completed, failed or cancelled); `ms` of wall time.
    void finished(double ms);

private:
    void start();

    QTimer m_debounce;
    std::optional<PipelineInput> m_pending;
    CancelToken m_cancel;
    QFuture<void> m_future;
    quint64 m_generation = 0;
    bool m_running = false;
};

} // namespace topoopt::ui

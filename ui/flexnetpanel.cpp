// Loading, summarising and simulating a FlexNet workload for comparison.
#include "flexnetpanel.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QLabel>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

#include "common/error.h"
#include "format.h"
#include "heatmapview.h"
#include "pipelinestages.h"
#include "pipelineworker.h"
#include "problemtext.h"
#include "sim/simulator.h"
#include "sim/taskgraphbuilder.h"

namespace topoopt::ui {

FlexNetPanel::FlexNetPanel(QWidget* parent)
    : QWidget(parent), m_summary(new QLabel(this)), m_heatmap(new HeatmapView(this))
{
    setObjectName(QStringLiteral("flexNetPanel"));
    auto* layout = new QVBoxLayout(this);
    m_summary->setObjectName(QStringLiteral("flexNetSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    layout->addWidget(m_heatmap, 1);
    refresh();
}

FlexNetPanel::~FlexNetPanel()
{
    if (m_cancel) m_cancel->cancel();
}

bool FlexNetPanel::load(const QString& path, const Scenario& scenario, QString* error)
{
    std::shared_ptr<FlexNetImport> file;
    try {
        file = std::make_shared<FlexNetImport>(importFlexNetFile(path.toStdString()));
    } catch (const std::exception& e) {
        *error = fileProblemText(QFileInfo(path).fileName(), e);
        return false;
    }
    if (m_cancel) m_cancel->cancel();
    m_import = file;
    m_file = QFileInfo(path).fileName();
    m_traffic = flexNetTraffic(file->graph);
    m_computeMs = busiestDeviceComputeMs(file->graph);
    m_iterationMs.reset();
    m_simError.clear();
    m_heatmap->setTraffic(m_traffic);

    // The scenario's fabric kind for the file's servers and traffic (a manual topology belongs
    // to the scenario's own servers: TopologyFinder stands in for it).
    Scenario s = scenario;
    s.cluster.servers = file->servers;
    s.cluster.gpusPerServer = std::max(1, file->gpusPerServer);
    if (s.topology.kind == "manual") s.topology.kind = "topoopt";
    m_fabric = tr("%1, %2 servers, d = %3, %4 Gbps")
                   .arg(QString::fromStdString(s.topology.kind))
                   .arg(s.cluster.servers)
                   .arg(s.cluster.degree)
                   .arg(s.cluster.linkGbps);
    m_cancel = std::make_unique<CancelToken>();
    const CancelToken cancel = *m_cancel;
    struct Outcome {
        double iterationMs = 0;
        QString error;
        bool cancelled = false;
    };
    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, file] {
        watcher->deleteLater();
        if (file != m_import) return; // another file replaced it
        const Outcome outcome = watcher->result();
        if (outcome.cancelled) return;
        if (!outcome.error.isEmpty()) {
            m_simError = outcome.error;
            refresh();
            Q_EMIT failed(m_simError);
            return;
        }
        m_iterationMs = outcome.iterationMs;
        refresh();
        Q_EMIT simulated(outcome.iterationMs);
    });
    // Errors are caught on the pool thread: the future carries them as text.
    watcher->setFuture(QtConcurrent::run(backgroundPool(), [file, s, cancel] {
        Outcome outcome;
        try {
            const Traffic traffic = flexNetTraffic(file->graph);
            const Topology topology = buildFabric(s, traffic, cancel);
            SimOptions options = simOptionsFor(s.cluster);
            options.minFlowBytes = kFlexNetMssBytes; // the consumer pads small flows (spec 5)
            outcome.iterationMs = simulate(file->graph, topology, options, &cancel).iterationMs;
        } catch (const Cancelled&) {
            outcome.cancelled = true;
        } catch (const std::exception& e) {
            outcome.error = problemText(e);
        }
        return outcome;
    }));
    refresh();
    return true;
}

void FlexNetPanel::setScenarioIterationMs(double ms)
{
    m_scenarioMs = ms;
    refresh();
}

QString FlexNetPanel::summaryText() const
{
    return m_summary->text();
}

void FlexNetPanel::refresh()
{
    if (!m_import) {
        m_summary->setText(tr("Import a FlexNet task graph (the paper's .fbuf files) to compare "
                              "its traffic and iteration time with the model being edited. It "
                              "is read-only: it does not change the scenario."));
        return;
    }
    const FlexNetImport& f = *m_import;
    QString text = tr("<b>%1</b> (read-only): %2 servers x %3 GPUs, %4 tasks (%5 forward, %6 "
                      "backward)<br>Traffic: %7 AllReduce groups (%8 on the wire), %9 MP pairs "
                      "(%10)<br>Compute on the busiest GPU: %11")
                       .arg(m_file.toHtmlEscaped())
                       .arg(f.servers)
                       .arg(f.gpusPerServer)
                       .arg(f.graph.tasks.size())
                       .arg(f.forwardTasks)
                       .arg(f.backwardTasks)
                       .arg(m_traffic.allreduce.size())
                       .arg(formatBytes(m_traffic.allreduceWireBytes()))
                       .arg(m_traffic.mp.size())
                       .arg(formatBytes(m_traffic.mpBytes()))
                       .arg(formatMs(m_computeMs));
    if (m_iterationMs)
        text +=
            tr("<br>Simulated iteration on %1: <b>%2</b>").arg(m_fabric, formatMs(*m_iterationMs));
    else if (!m_simError.isEmpty())
        text += tr("<br>Cannot simulate on %1: %2").arg(m_fabric, m_simError.toHtmlEscaped());
    else
        text += tr("<br>Simulating on %1...").arg(m_fabric);
    if (m_scenarioMs > 0)
        text += tr("<br>The scenario's model: <b>%1</b> per iteration").arg(formatMs(m_scenarioMs));
    m_summary->setText(text);
}

} // namespace topoopt::ui

// MainWindow, part three (issue 9): File > Export (figure, topology, result, wiring plan,
// traffic matrices) and Edit > Preferences. Every file is written atomically.
#include "mainwindow.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>

#include <nlohmann/json.hpp>

#include "common/error.h"
#include "common/fileio.h"
#include "comparisonview.h"
#include "convergenceview.h"
#include "document.h"
#include "exportfiguredialog.h"
#include "format.h"
#include "graphview.h"
#include "heatmapview.h"
#include "io/resultjson.h"
#include "io/topologyjson.h"
#include "io/trafficcsv.h"
#include "io/wiringplan.h"
#include "pipelineworker.h"
#include "preferencesdialog.h"
#include "runcontrol.h"
#include "search/compare.h"
#include "searchworker.h"
#include "settings.h"

namespace topoopt::ui {

namespace {
const Setting<QString> kExportFolder{"files/exportFolder", QString()};
} // namespace

void MainWindow::createExportMenu(QMenu* file)
{
    QMenu* menu = file->addMenu(tr("&Export"));
    menu->setObjectName(QStringLiteral("exportMenu"));
    QAction* figure = menu->addAction(tr("&Figure (PNG, SVG, PDF)..."));
    figure->setObjectName(QStringLiteral("exportFigureAction"));
    figure->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    figure->setStatusTip(tr("Draw a view as a figure for a paper: title, axes with units, legend"));
    connect(figure, &QAction::triggered, this, &MainWindow::exportFigureDialog);
    menu->addSeparator();
    const struct {
        const char* name;
        const char* text;
        const char* tip;
        const char* filter;
        const char* suffix;
        bool (MainWindow::*write)(const QString&, bool);
    } files[] = {
        {"exportTopologyAction", QT_TR_NOOP("&Topology JSON..."),
         QT_TR_NOOP("The fabric shown, as topoopt-topology/1"), QT_TR_NOOP("JSON files (*.json)"),
         ".json", &MainWindow::exportTopologyTo},
        {"exportResultAction", QT_TR_NOOP("&Result JSON..."),
         QT_TR_NOOP("Scenario, strategy, traffic, topology, simulation, search history and "
                    "comparison as topoopt-result/1"),
         QT_TR_NOOP("JSON files (*.json)"), ".json", &MainWindow::exportResultTo},
        {"exportWiringAction", QT_TR_NOOP("&Wiring Plan CSV..."),
         QT_TR_NOOP("The patch-panel plan of the fabric: one row per cable"),
         QT_TR_NOOP("CSV files (*.csv)"), ".csv", &MainWindow::exportWiringTo},
        {"exportTrafficCsvAction", QT_TR_NOOP("Traffic &Matrices CSV..."),
         QT_TR_NOOP("AllReduce, MP and total bytes per server pair and iteration"),
         QT_TR_NOOP("CSV files (*.csv)"), ".csv", &MainWindow::exportTrafficCsvTo},
    };
    for (const auto& f : files) {
        QAction* action = menu->addAction(tr(f.text));
        action->setObjectName(QLatin1String(f.name));
        action->setStatusTip(tr(f.tip));
        const QString title = action->text().remove(QLatin1Char('&')).remove(QStringLiteral("..."));
        const QString filter = tr(f.filter);
        const QString suffix = QLatin1String(f.suffix);
        const auto write = f.write;
        connect(action, &QAction::triggered, this, [this, title, filter, suffix, write] {
            QString path = QFileDialog::getSaveFileName(this, tr("Export %1").arg(title),
                                                        kExportFolder.get(), filter);
            if (path.isEmpty()) return;
            if (QFileInfo(path).suffix().isEmpty()) path += suffix;
            kExportFolder.set(QFileInfo(path).absolutePath());
            (this->*write)(path, false);
        });
    }
}

void MainWindow::createPreferencesAction(QMenu* edit)
{
    QAction* preferences = edit->addAction(tr("&Preferences..."));
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setMenuRole(QAction::PreferencesRole);
    preferences->setShortcut(QKeySequence::Preferences);
    connect(preferences, &QAction::triggered, this, [this] {
        PreferencesDialog dialog(this);
        dialog.exec();
    });
}

void MainWindow::collectSearchHistory()
{
    connect(m_runControl->worker(), &SearchWorker::proposalsReady, this,
            [this](const std::vector<ProposalEvent>& batch) {
                if (!batch.empty() && batch.front().step == 0) m_history.clear(); // a new run
                m_history.insert(m_history.end(), batch.begin(), batch.end());
            });
    // An edit makes the search's history another scenario's, unless it applied that search's
    // best design (or undid back to where it ran).
    connect(m_pipeline, &PipelineWorker::started, this, [this] {
        if (resultFit() == ResultFit::None) m_history.clear();
    });
}

FigureData MainWindow::figureData() const
{
    FigureData data;
    data.subject = QString::fromStdString(m_document->scenario().name);
    data.traffic = m_traffic;
    data.topology = m_topology;
    if (!m_history.empty()) data.history = m_history;
    if (!m_comparison->rows().empty()) data.comparison = m_comparison->rows();
    data.heatmapMode = m_heatmap->mode();
    data.heatmapScale = m_heatmap->scale();
    return data;
}

bool MainWindow::exportFigureTo(FigureView view, const FigureSize& size, const QString& path,
                                bool quiet)
{
    return exportChecked(tr("Cannot export the figure"), path, quiet,
                         [&] { renderFigure(view, figureData(), size, path); });
}

bool MainWindow::exportTopologyTo(const QString& path, bool quiet)
{
    return exportChecked(tr("Cannot export the topology"), path, quiet, [&] {
        if (!m_topology) throw std::runtime_error(tr("There is no topology yet.").toStdString());
        io::saveTopology(*m_topology, path.toStdString());
    });
}

Comparison MainWindow::shownComparison() const
{
    Comparison comparison;
    comparison.scenario = m_document->scenario().name;
    for (const ComparisonRow& r : m_comparison->rows()) {
        topoopt::ComparisonRow row;
        row.kind = r.kind;
        row.label = r.label;
        row.iterationMs = r.iterationMs;
        row.computeMs = r.computeMs;
        row.exposedCommMs = r.exposedCommMs;
        row.costUsd = r.costUsd;
        row.costPerThroughput = costPerThroughput(r.costUsd, r.iterationMs);
        row.speedupVsEqualCostFatTree = r.speedup;
        comparison.rows.push_back(row);
    }
    return comparison;
}

bool MainWindow::exportResultTo(const QString& path, bool quiet)
{
    return exportChecked(tr("Cannot export the result"), path, quiet, [&] {
        if (resultFit() != ResultFit::None) {
            // The search's own result (start, best, history), with the comparison on show. The
            // result is copied only to add the comparison: it can be tens of MB.
            if (m_comparison->rows().empty()) {
                writeJsonFileAtomic(path.toStdString(), lastResult(), 1);
                return;
            }
            nlohmann::json doc = lastResult();
            doc["comparison"] = io::comparisonToJson(shownComparison());
            writeJsonFileAtomic(path.toStdString(), doc, 1);
            return;
        }
        if (!m_context)
            throw std::runtime_error(
                tr("There is no result yet: wait for the scenario to be simulated.").toStdString());
        // The evaluated scenario (its strategy, fabric and simulation) with the search history
        // shown in the convergence view and the comparison of kinds.
        OptimizeResult result;
        result.startStrategy = m_context->strategy;
        result.bestStrategy = m_context->strategy;
        result.startMs = m_context->simulation.iterationMs;
        result.bestMs = m_context->simulation.iterationMs;
        result.traffic = m_context->traffic;
        result.topology = m_context->topology;
        result.simulation = m_context->simulation;
        result.history = m_history;
        const Comparison comparison = shownComparison();
        const nlohmann::json doc =
            io::resultToJson(m_context->scenario, m_context->model, result,
                             comparison.rows.empty() ? nullptr : &comparison);
        writeJsonFileAtomic(path.toStdString(), doc, 1);
    });
}

bool MainWindow::exportWiringTo(const QString& path, bool quiet)
{
    return exportChecked(tr("Cannot export the wiring plan"), path, quiet, [&] {
        if (!m_topology) throw std::runtime_error(tr("There is no topology yet.").toStdString());
        writeFileAtomic(path.toStdString(), io::wiringPlanCsv(*m_topology));
    });
}

bool MainWindow::exportTrafficCsvTo(const QString& path, bool quiet)
{
    return exportChecked(tr("Cannot export the traffic matrices"), path, quiet, [&] {
        if (!m_traffic) throw std::runtime_error(tr("There is no traffic yet.").toStdString());
        writeFileAtomic(path.toStdString(), io::trafficMatricesCsv(*m_traffic));
    });
}

bool MainWindow::exportChecked(const QString& title, const QString& path, bool quiet,
                               const std::function<void()>& write)
{
    try {
        write();
    } catch (const std::exception& e) {
        m_lastError = problemText(e);
        if (!quiet) showError(title, m_lastError);
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
    return true;
}

void MainWindow::exportFigureDialog()
{
    FigureView initial = FigureView::Graph;
    if (m_tabs->currentWidget() == m_heatmap) initial = FigureView::Heatmap;
    if (m_tabs->currentWidget() == m_convergence) initial = FigureView::Convergence;
    if (m_tabs->currentWidget() == m_comparison) initial = FigureView::Comparison;
    QString folder = kExportFolder.get();
    if (folder.isEmpty()) folder = QDir::homePath();
    ExportFigureDialog dialog(initial, folder, this);
    while (dialog.exec() == QDialog::Accepted) {
        kExportFolder.set(QFileInfo(dialog.path()).absolutePath());
        if (exportFigureTo(dialog.view(), dialog.figureSize(), dialog.path())) return;
        // On an error (shown already) the dialog comes back with the same fields.
    }
}

} // namespace topoopt::ui

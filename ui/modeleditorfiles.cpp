// ModelEditor, part two: model files, FlexFlow measurements and the FlexNet workload.
#include <QFileDialog>
#include <QFileInfo>
#include <QTabWidget>

#include "common/error.h"
#include "document.h"
#include "flexnetpanel.h"
#include "model/modeljson.h"
#include "modeleditor.h"
#include "problemtext.h"
#include "settings.h"

namespace topoopt::ui {

namespace {
const Setting<QString> kLastFolder{"files/lastFolder", QString()};

/// "file: /path: problem" lines for a failed read of `path`.
QString fileProblem(const QString& path, const std::exception& e)
{
    return fileProblemText(QFileInfo(path).fileName(), e);
}
} // namespace

void ModelEditor::fileDialog(int which)
{
    const QString models = tr("TopoOpt models (*.json);;All files (*)");
    QString path;
    switch (which) {
    case 0:
        path = QFileDialog::getOpenFileName(this, tr("Open Model"), kLastFolder.get(), models);
        if (!path.isEmpty()) openModel(path);
        break;
    case 1:
        path = QFileDialog::getSaveFileName(this, tr("Save Model"), kLastFolder.get(), models);
        if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".json");
        if (!path.isEmpty()) saveModel(path);
        break;
    case 2:
        path = QFileDialog::getOpenFileName(this, tr("Import FlexFlow Measurements"),
                                            kLastFolder.get(),
                                            tr("FlexFlow measurements (*.json);;All files (*)"));
        if (!path.isEmpty()) importMeasurements(path);
        break;
    default:
        path =
            QFileDialog::getOpenFileName(this, tr("Import FlexNet Task Graph"), kLastFolder.get(),
                                         tr("FlexNet task graphs (*.fbuf);;All files (*)"));
        if (!path.isEmpty()) importFlexNet(path);
        break;
    }
    if (!path.isEmpty()) kLastFolder.set(QFileInfo(path).absolutePath());
}

bool ModelEditor::openModel(const QString& path)
{
    Model loaded;
    try {
        loaded = loadModel(path.toStdString());
    } catch (const std::exception& e) {
        note(tr("Cannot open model: %1").arg(fileProblem(path, e)), true);
        return false;
    }
    commitModel(loaded, tr("Open model %1").arg(QFileInfo(path).fileName()));
    return true;
}

bool ModelEditor::saveModel(const QString& path)
{
    if (model().ops.empty()) {
        note(tr("There is no model to save"), true);
        return false;
    }
    try {
        topoopt::saveModel(model(), path.toStdString()); // temporary file, then rename
    } catch (const std::exception& e) {
        note(tr("Cannot save model: %1").arg(fileProblem(path, e)), true);
        return false;
    }
    note(tr("Saved %1").arg(path), false);
    return true;
}

bool ModelEditor::importMeasurements(const QString& path)
{
    FlexFlowMeasurements read;
    try {
        read = loadFlexFlowMeasurements(path.toStdString());
    } catch (const std::exception& e) {
        note(tr("Cannot import measurements: %1").arg(fileProblem(path, e)), true);
        return false;
    }
    auto merged = std::make_shared<FlexFlowMeasurements>(m_measurements ? *m_measurements
                                                                        : FlexFlowMeasurements{});
    merged->append(read);
    m_measurements = merged;
    updateDevice();
    int covered = 0;
    for (int row = 0; row < static_cast<int>(model().ops.size()); ++row)
        covered += !flexFlowName(model().ops[row]).empty();
    note(tr("Imported %1 measurements from %2 (%3 operators have a FlexFlow name); the "
            "simulation uses them where they cover an operator")
             .arg(read.items.size())
             .arg(QFileInfo(path).fileName())
             .arg(covered),
         false);
    Q_EMIT measurementsChanged(m_measurements);
    return true;
}

bool ModelEditor::importFlexNet(const QString& path)
{
    QString error;
    if (!m_flexnet->load(path, m_document->scenario(), &error)) {
        note(tr("Cannot import the FlexNet task graph: %1").arg(error), true);
        return false;
    }
    m_side->setCurrentWidget(m_flexnet);
    note(
        tr("FlexNet workload %1 loaded for comparison (read-only)").arg(QFileInfo(path).fileName()),
        false);
    return true;
}

void ModelEditor::setScenarioIterationMs(double ms)
{
    m_flexnet->setScenarioIterationMs(ms);
}

} // namespace topoopt::ui

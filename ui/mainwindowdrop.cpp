// MainWindow: any of our files, dropped on the window or named on the command line, goes where
// it belongs (a project, scenario or result opens; a topology, traffic, comparison or model is
// imported into the design on show).
#include "mainwindow.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>

#include "io/resultjson.h"
#include "io/topologyjson.h"
#include "io/trafficjson.h"
#include "model/modeljson.h"
#include "projectfiles.h"

namespace topoopt::ui {

namespace {

/// The local file of a drag that carries exactly one, else empty.
QString droppedFile(const QMimeData* mime)
{
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1) return QString();
    const QUrl url = mime->urls().constFirst();
    return url.isLocalFile() ? url.toLocalFile() : QString();
}

} // namespace

bool MainWindow::openAnyFile(const QString& path, bool quiet)
{
    const std::string format = fileFormat(path);
    if (format == io::kTopologyFormat) return importTopology(path, quiet);
    if (format == io::kTrafficFormat) return importTraffic(path, quiet);
    if (format == io::kComparisonFormat) return importComparison(path, quiet);
    if (format == kModelFormat) return useModelFile(path, quiet);
    // A project, scenario or result replaces the document: offer to save it first. Anything
    // else goes to the scenario reader, whose message names what is wrong.
    return whenUnsavedSettled(
        [this, path, format, quiet] { return openFileOfFormat(path, format, quiet); });
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedFile(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty()) return;
    event->acceptProposedAction();
    // After the drop returns: a save prompt or an error dialog inside the drag's event loop
    // would leave the source application waiting.
    QMetaObject::invokeMethod(
        this, [this, path] { openAnyFile(path); }, Qt::QueuedConnection);
}

} // namespace topoopt::ui

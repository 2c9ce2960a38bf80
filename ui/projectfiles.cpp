// Project files, recent files and the recovery file.
#include "projectfiles.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSaveFile>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>
#include <ostream>

#include "common/blockstreambuf.h"
#include "common/error.h"
#include "common/fileio.h"
#include "io/jsonreader.h"
#include "io/resultjson.h"
#include "problemtext.h"
#include "settings.h"

namespace topoopt::ui {

namespace {
const Setting<QStringList> kRecentFiles{"files/recent", QStringList()};
const Setting<int> kAutosaveMinutes{"files/autosaveMinutes", 3};
/// The file the recovery file was autosaved for (empty: an untitled document).
const Setting<QString> kRecoveryOrigin{"files/recoveryOrigin", QString()};

QString normalised(const QString& path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}
} // namespace

QString projectFilter()
{
    return QObject::tr("TopoOpt projects (*.topoopt);;All files (*)");
}

QString openFilter()
{
    return QObject::tr("Projects, scenarios and results (*.topoopt *.json);;TopoOpt projects "
                       "(*.topoopt);;TopoOpt scenarios and search results (*.json);;All files (*)");
}

std::string fileFormat(const QString& path)
{
    // A project by its extension needs no parse (and opens even when the parse fails, so the
    // project reader can say why).
    if (QFileInfo(path).suffix().compare(QLatin1String("topoopt"), Qt::CaseInsensitive) == 0)
        return io::kProjectFormat;
    try {
        // Only the format, so no document is built: the reader that follows parses the file.
        return io::documentFormat(readFileLimited(path.toStdString()));
    } catch (const std::exception&) {
        return std::string(); // the scenario reader reports what is wrong with it
    }
}

bool isProjectFile(const QString& path)
{
    return fileFormat(path) == io::kProjectFormat;
}

bool isResultFile(const QString& path)
{
    return fileFormat(path) == io::kResultFormat;
}

std::optional<io::Project> readProjectFile(const QString& path, QString* error)
{
    const QString name = QFileInfo(path).fileName();
    try {
        return io::loadProject(path.toStdString());
    } catch (const std::exception& e) {
        if (error) *error = fileProblemText(name, e);
    }
    return std::nullopt;
}

namespace {
/// Writes into a QIODevice block by block, so the core's stream writers can fill a QSaveFile
/// without the whole text in memory. Counts what the device took.
class DeviceBuf : public BlockStreamBuf {
public:
    explicit DeviceBuf(QIODevice& device) : m_device(device) {}
    qint64 written() const { return m_written; }

protected:
    bool writeBlock(const char* data, std::size_t size) override
    {
        const qint64 took = m_device.write(data, static_cast<qint64>(size));
        if (took > 0) m_written += took;
        return took == static_cast<qint64>(size);
    }

private:
    QIODevice& m_device;
    qint64 m_written = 0;
};

/// Writes the project's text, with `result` in its place, through QSaveFile, streamed (a search
/// result is megabytes of text): a failed write leaves the old file as it was.
bool writeProjectText(const QString& path, const io::Project& project, const nlohmann::json& result,
                      QString* error)
{
    QSaveFile file(path);
    const auto fail = [&](const QString& why) {
        if (error) *error = QObject::tr("Could not save %1: %2").arg(path, why);
        file.cancelWriting();
        return false;
    };
    if (!file.open(QIODevice::WriteOnly)) return fail(file.errorString());
    const auto buf = std::make_unique<DeviceBuf>(file);
    std::ostream out(buf.get());
    io::writeProjectJson(project, result, out);
    out << '\n';
    out.flush();
    if (!out || !file.flush()) return fail(file.errorString());
    // QSaveFile (Qt 6.4) reports success when the disk or a file size limit took only part of
    // the data, and would then replace the old file with a truncated one: check the size.
    if (file.size() != buf->written()) {
        if (error)
            *error = QObject::tr("Could not save %1: only %2 of %3 bytes could be written")
                         .arg(path)
                         .arg(file.size())
                         .arg(buf->written());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        if (error) *error = QObject::tr("Could not save %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}
} // namespace

QString writeProjectSnapshot(const QString& path, const ProjectSnapshot& snapshot)
{
    QString error;
    try {
        writeProjectText(path, snapshot.project,
                         snapshot.result ? *snapshot.result : nlohmann::json(), &error);
    } catch (const std::exception& e) {
        // No memory, or a document that cannot be written (invalid UTF-8): on a worker, an
        // exception would end the studio. The QSaveFile was discarded with the stack.
        error = QObject::tr("Could not save %1: %2").arg(path, QString::fromUtf8(e.what()));
    }
    return error;
}

RecentFiles::RecentFiles(QObject* parent) : QObject(parent) {}

QStringList RecentFiles::files() const
{
    return kRecentFiles.get();
}

void RecentFiles::add(const QString& path)
{
    const QString p = normalised(path);
    QStringList list = files();
    list.removeAll(p);
    list.prepend(p);
    while (list.size() > kMaxFiles)
        list.removeLast();
    kRecentFiles.set(list);
}

void RecentFiles::remove(const QString& path)
{
    QStringList list = files();
    if (list.removeAll(normalised(path)) > 0) kRecentFiles.set(list);
}

void RecentFiles::clear()
{
    kRecentFiles.set(QStringList());
}

QStringList RecentFiles::pruneMissing()
{
    QStringList kept, missing;
    for (const QString& f : files())
        (QFileInfo::exists(f) ? kept : missing) << f;
    if (!missing.isEmpty()) kRecentFiles.set(kept);
    return missing;
}

void RecentFiles::fillMenu(QMenu* menu)
{
    menu->clear();
    const QStringList missing = pruneMissing();
    if (!missing.isEmpty())
        Q_EMIT message(tr("Removed %n missing file(s) from the recent files: %1", nullptr,
                          static_cast<int>(missing.size()))
                           .arg(missing.join(QStringLiteral(", "))));
    const QStringList list = files();
    for (int i = 0; i < list.size(); ++i) {
        const QString path = list[i];
        // &1 .. &9, then 1&0: a mnemonic for every entry.
        const QString label =
            i < 9 ? QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName())
                  : QStringLiteral("1&0 %1").arg(QFileInfo(path).fileName());
        QAction* a = menu->addAction(label);
        a->setStatusTip(path);
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] { Q_EMIT openRequested(path); });
    }
    if (list.isEmpty()) menu->addAction(tr("No recent files"))->setEnabled(false);
    menu->addSeparator();
    QAction* clearAction = menu->addAction(tr("&Clear Recent Files"));
    clearAction->setEnabled(!list.isEmpty());
    connect(clearAction, &QAction::triggered, this, &RecentFiles::clear);
}

Autosave::Autosave(SnapshotTaker takeSnapshot, QObject* parent)
    : QObject(parent), m_takeSnapshot(std::move(takeSnapshot))
{
    const int minutes = intervalMinutes();
    if (minutes > 0) m_timer.start(minutes * 60 * 1000);
    connect(&m_writing, &QFutureWatcher<QString>::finished, this,
            [this] { Q_EMIT backgroundSaveFinished(m_writing.result()); });
}

Autosave::~Autosave()
{
    m_writing.waitForFinished();
}

QString Autosave::recoveryDir()
{
    const QByteArray dir = qgetenv("TOPOOPT_SETTINGS_DIR");
    return dir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                         : QString::fromLocal8Bit(dir);
}

QString Autosave::recoveryPath()
{
    return QDir(recoveryDir()).filePath(QStringLiteral("recovery.topoopt"));
}

bool Autosave::hasRecovery()
{
    return QFileInfo::exists(recoveryPath());
}

std::optional<io::Project> Autosave::readRecovery(QString* origin, QString* error)
{
    if (origin) *origin = kRecoveryOrigin.get();
    return readProjectFile(recoveryPath(), error);
}

int Autosave::intervalMinutes()
{
    return std::max(kAutosaveMinutes.get(), 0);
}

void Autosave::setIntervalMinutes(int minutes)
{
    kAutosaveMinutes.set(std::max(minutes, 0));
}

QString Autosave::write(const Snapshot& snapshot)
{
    if (!QDir().mkpath(recoveryDir())) return tr("Cannot create %1").arg(recoveryDir());
    if (QString error = writeProjectSnapshot(recoveryPath(), snapshot); !error.isEmpty())
        return error;
    // Here, not when the GUI hears of it: discard() waits for this write and then clears both.
    kRecoveryOrigin.set(snapshot.origin);
    return QString();
}

bool Autosave::saveNow(QString* error)
{
    m_writing.waitForFinished(); // one writer of the recovery file at a time
    const QString failure = write(m_takeSnapshot());
    if (error) *error = failure;
    return failure.isEmpty();
}

void Autosave::saveInBackground()
{
    if (m_writing.isRunning()) return; // the next tick saves what changed meanwhile
    m_writing.setFuture(QtConcurrent::run(&Autosave::write, m_takeSnapshot()));
}

void Autosave::discard()
{
    m_writing.waitForFinished();
    QFile::remove(recoveryPath());
    kRecoveryOrigin.set(QString());
}

} // namespace topoopt::ui

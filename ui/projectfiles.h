// Project files on disk for the studio: reading and atomic writing of topoopt-project/1,
// the recent files list and the autosaved recovery file (issue 8, item 4).
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "io/projectjson.h"

class QMenu;

namespace topoopt::ui {

/// "TopoOpt projects (*.topoopt)" and friends, translated.
QString projectFilter();
/// Projects, scenarios and search results together, for File > Open.
QString openFilter();
/// What a file holds: topoopt-project/1 for the .topoopt extension, else the "format" field of
/// its JSON ("topoopt-scenario/1", ...), empty when it has none or does not parse before it.
/// Reads the file but parses it only up to that value.
std::string fileFormat(const QString& path);
/// Whether `path` holds a project: the .topoopt extension, or a JSON document whose format is
/// topoopt-project/1 (a project renamed to .json still opens as one).
bool isProjectFile(const QString& path);
/// Whether `path` holds a search result (topoopt-result/1, what `topoopt optimize -o` writes).
bool isResultFile(const QString& path);
/// Reads and validates a project; on failure returns nothing and puts "file: /path: message"
/// lines in `error`.
std::optional<io::Project> readProjectFile(const QString& path, QString* error);
/// A project as the GUI thread takes it to be written on another: without its result, which is
/// shared (never changed in place) rather than copied; a DLRM-128 result is megabytes of JSON.
struct ProjectSnapshot {
    io::Project project;
    std::shared_ptr<const nlohmann::json> result;
    QString origin; ///< for a recovery file: the file it was autosaved for (empty: untitled)
};
/// Writes the snapshot, with the shared result in the project's, through QSaveFile: a failed
/// write leaves the old file as it was. Returns the error, empty on success. Any thread.
QString writeProjectSnapshot(const QString& path, const ProjectSnapshot& snapshot);

/// Up to ten recently opened or saved files, most recent first, kept in the settings.
class RecentFiles : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxFiles = 10;

    explicit RecentFiles(QObject* parent = nullptr);
    QStringList files() const;
    /// Moves (or adds) `path` to the front; the eleventh file drops off.
    void add(const QString& path);
    void remove(const QString& path);
    void clear();
    /// Drops files that no longer exist and returns them.
    QStringList pruneMissing();
    /// Fills `menu` with one action per file (pruning missing ones first, with a message)
    /// and a Clear entry.
    void fillMenu(QMenu* menu);

Q_SIGNALS:
    void openRequested(const QString& path);
    /// A line for the status bar.
    void message(const QString& text);
};

/// Writes the document to a recovery file every few minutes while it has unsaved changes; the
/// file is removed on a clean exit or a save, so finding one at start means the last session
/// ended without either.
class Autosave : public QObject {
    Q_OBJECT
public:
    /// What an autosave writes, taken on the GUI thread.
    using Snapshot = ProjectSnapshot;
    using SnapshotTaker = std::function<Snapshot()>;

    explicit Autosave(SnapshotTaker takeSnapshot, QObject* parent = nullptr);
    /// Waits for a write in progress, so the app never exits half-way through one.
    ~Autosave() override;

    /// Where recovery files live: TOPOOPT_SETTINGS_DIR when set (tests), else the
    /// application's data folder.
    static QString recoveryDir();
    static QString recoveryPath();
    static bool hasRecovery();
    /// Reads the recovery file; `origin` gets the file it was autosaved for.
    static std::optional<io::Project> readRecovery(QString* origin, QString* error);

    /// Minutes between autosaves (a setting; 0 turns autosave off).
    static int intervalMinutes();
    static void setIntervalMinutes(int minutes);
    QTimer* timer() { return &m_timer; }

    /// Writes the recovery file now. False (with `error`) when it cannot be written.
    bool saveNow(QString* error = nullptr);
    /// Takes the snapshot and writes it on a worker thread (serialising a 128-server result
    /// takes about 80 ms); backgroundSaveFinished() follows. Does nothing while a write runs.
    void saveInBackground();
    bool isSaving() const { return m_writing.isRunning(); }
    /// Removes the recovery file (clean exit, save, or the user declined to recover), after a
    /// write in progress, which would otherwise bring it back.
    void discard();

Q_SIGNALS:
    /// A background save ended: `error` is empty when the recovery file was written.
    void backgroundSaveFinished(const QString& error);

private:
    /// Writes a snapshot to the recovery file; returns the error, empty on success. Any thread.
    static QString write(const Snapshot& snapshot);

    SnapshotTaker m_takeSnapshot;
    QTimer m_timer;
    QFutureWatcher<QString> m_writing;
};

} // namespace topoopt::ui

// Saving projects off the GUI thread: File > Save serialises and writes on a worker.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <deque>

#include "projectfiles.h"

namespace topoopt::ui {

/// Writes projects on a worker thread, one at a time, in the order asked. The GUI thread only
/// takes the snapshot; turning a DLRM-128 project with its result into 19 MB of text took it
/// about 80 ms. Every save asked for ends with saved(), also when finish() waits for it.
class ProjectWriter : public QObject {
    Q_OBJECT
public:
    /// What the window passes through to saved(): the document's revision when the snapshot
    /// was taken, and whether failures are reported without a dialog.
    struct Tag {
        quint64 revision = 0;
        bool quiet = false;
    };

    explicit ProjectWriter(QObject* parent = nullptr);
    /// Completes the saves asked for, without signals: the window is going away.
    ~ProjectWriter() override;

    /// Writes `snapshot` to `path` once the saves asked for before are written, so two writes
    /// of one file never overlap and the file ends with the last snapshot.
    void save(const QString& path, ProjectSnapshot snapshot, Tag tag);
    bool isSaving() const { return m_watcher != nullptr; }
    /// Waits for every save asked for; each has emitted saved() when this returns. For what
    /// must see the saves' outcome first: closing, opening another file, a save on this thread.
    void finish();

Q_SIGNALS:
    /// A save ended: `error` is empty when `path` now holds the snapshot.
    void saved(const QString& path, const QString& error, topoopt::ui::ProjectWriter::Tag tag);

private:
    struct Job {
        QString path;
        ProjectSnapshot snapshot;
        Tag tag;
    };
    void startNext();
    /// Takes the running save's outcome (waiting for it), starts the next and emits saved().
    void deliver();

    std::deque<Job> m_queue;
    QFutureWatcher<QString>* m_watcher = nullptr; // the running save, null when none
    QString m_path;
    Tag m_tag;
};

} // namespace topoopt::ui

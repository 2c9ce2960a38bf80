// Project saves on a worker thread, one at a time.
#include "projectwriter.h"

#include <QtConcurrent/QtConcurrentRun>

namespace topoopt::ui {

ProjectWriter::ProjectWriter(QObject* parent) : QObject(parent) {}

ProjectWriter::~ProjectWriter()
{
    if (m_watcher) m_watcher->waitForFinished();
    // Saves asked for and not begun are still what the user asked for: write them here.
    for (Job& job : m_queue)
        writeProjectSnapshot(job.path, job.snapshot);
}

void ProjectWriter::save(const QString& path, ProjectSnapshot snapshot, Tag tag)
{
    m_queue.push_back({path, std::move(snapshot), tag});
    startNext();
}

void ProjectWriter::startNext()
{
    if (m_watcher || m_queue.empty()) return;
    Job job = std::move(m_queue.front());
    m_queue.pop_front();
    m_path = job.path;
    m_tag = job.tag;
    auto* watcher = new QFutureWatcher<QString>(this);
    m_watcher = watcher;
    // A save that finish() has delivered may still signal its end: only the running one counts.
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        if (m_watcher == watcher) deliver();
    });
    watcher->setFuture(QtConcurrent::run(&writeProjectSnapshot, job.path, std::move(job.snapshot)));
}

void ProjectWriter::deliver()
{
    QFutureWatcher<QString>* watcher = m_watcher;
    watcher->waitForFinished();
    const QString error = watcher->result();
    watcher->deleteLater();
    m_watcher = nullptr;
    const QString path = m_path;
    const Tag tag = m_tag;
    startNext();
    Q_EMIT saved(path, error, tag);
}

void ProjectWriter::finish()
{
    while (m_watcher)
        deliver();
}

} // namespace topoopt::ui

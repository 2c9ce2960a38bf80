// Loading and saving the document with the core's validating readers.
#include "document.h"

#include <QFileInfo>
#include <QSaveFile>

#include "common/error.h"
#include "io/scenariojson.h"

namespace topoopt::ui {

Document::Document(QObject* parent) : QObject(parent), m_scenario(defaultScenario()) {}

void Document::setScenario(const Scenario& scenario)
{
    m_scenario = scenario;
    Q_EMIT scenarioChanged();
    setModified(true);
}

void Document::setModified(bool modified)
{
    if (m_modified == modified) return;
    m_modified = modified;
    Q_EMIT modifiedChanged(modified);
}

QString Document::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
}

bool Document::open(const QString& path, QString* error)
{
    try {
        Scenario loaded = io::loadScenario(path.toStdString());
        m_scenario = std::move(loaded);
    } catch (const InputError& e) {
        if (error)
            *error = QString::fromStdString(
                e.problems().toString(QFileInfo(path).fileName().toStdString() + ": "));
        return false;
    } catch (const std::exception& e) {
        if (error)
            *error = QFileInfo(path).fileName() + QStringLiteral(": ") +
                     QString::fromStdString(e.what());
        return false;
    }
    m_filePath = path;
    Q_EMIT filePathChanged(path);
    Q_EMIT scenarioChanged();
    m_modified = true; // force the signal below
    setModified(false);
    return true;
}

bool Document::saveAs(const QString& path, QString* error)
{
    QSaveFile file(path);
    const QByteArray bytes =
        QByteArray::fromStdString(io::scenarioToJson(m_scenario).dump(2) + "\n");
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error) *error = tr("Could not save %1: %2").arg(path, file.errorString());
        return false;
    }
    m_filePath = path;
    Q_EMIT filePathChanged(path);
    setModified(false);
    return true;
}

void Document::reset()
{
    m_scenario = defaultScenario();
    m_filePath.clear();
    Q_EMIT filePathChanged(m_filePath);
    Q_EMIT scenarioChanged();
    setModified(false);
}

} // namespace topoopt::ui

// The open design: its scenario, file name and modified state. One per main window.
#pragma once

#include <QObject>
#include <QString>

#include "scenario/scenario.h"

namespace topoopt::ui {

class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(QObject* parent = nullptr);

    const Scenario& scenario() const { return m_scenario; }
    void setScenario(const Scenario& scenario);
    const QString& filePath() const { return m_filePath; }
    bool isModified() const { return m_modified; }
    void setModified(bool modified);
    /// Name for window titles: the file name, or "Untitled".
    QString displayName() const;

    /// Loads a scenario file. On failure returns false, leaves the document unchanged and puts
    /// a message naming the file, the field and the problem in `error`.
    bool open(const QString& path, QString* error);
    /// Writes atomically (QSaveFile); on failure the old file stays intact.
    bool saveAs(const QString& path, QString* error);
    /// Replaces the document with the built-in default scenario.
    void reset();

Q_SIGNALS:
    void scenarioChanged();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);

private:
    Scenario m_scenario;
    QString m_filePath;
    bool m_modified = false;
};

} // namespace topoopt::ui

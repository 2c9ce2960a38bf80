// The open design: its scenario, file name and modified state, and the undo stack every edit
// goes through. One per main window.
#pragma once

#include <QObject>
#include <QString>

#include "scenario/scenario.h"

class QUndoStack;

namespace topoopt::ui {

class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(QObject* parent = nullptr);

    const Scenario& scenario() const { return m_scenario; }
    /// Replaces the scenario as one undoable step named `description` (shown in Edit > Undo and
    /// the history). Consecutive edits with the same non-negative `mergeKey` (a slider being
    /// dragged) merge into one step. Does nothing when `scenario` equals the current one.
    void edit(const QString& description, const Scenario& scenario, int mergeKey = -1);
    /// An undoable edit with a generic name.
    void setScenario(const Scenario& scenario);
    /// Every edit, in order; clean at the last open or save.
    QUndoStack* undoStack() const { return m_undo; }
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
    /// Replaces the document with `scenario` read from `path` (a project; empty: untitled),
    /// starting a new history. `modified` marks it unsaved (a recovered autosave).
    void load(const Scenario& scenario, const QString& path, bool modified = false);
    /// Records that the document was written to `path` (a project saved by the window).
    void markSaved(const QString& path);
    /// Counts the scenario's changes (edits, undo, redo, loads): what a save taken at one
    /// revision wrote is the document only while the revision is the same.
    quint64 revision() const { return m_revision; }
    /// A save of the document as it was at `revision` ended: the document is now `path`'s, and
    /// unmodified unless it changed since (then false: the file lacks those changes). Does
    /// nothing when another file or a new document has replaced it since.
    bool markSaved(const QString& path, quint64 revision);

Q_SIGNALS:
    void scenarioChanged();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);

private:
    friend class ScenarioEdit;
    void replaceScenario(const Scenario& scenario);

    Scenario m_scenario;
    QUndoStack* m_undo = nullptr;
    QString m_filePath;
    bool m_modified = false;
    quint64 m_revision = 0;
    quint64 m_historyStart = 0; // m_revision when the document was last opened, loaded or reset
};

} // namespace topoopt::ui

// Loading and saving the document with the core's validating readers; edits as undo commands.
#include "document.h"

#include <QFileInfo>
#include <QSaveFile>
#include <QUndoCommand>
#include <QUndoStack>

#include "common/error.h"
#include "io/scenariojson.h"
#include "problemtext.h"

namespace topoopt::ui {

// Whole-scenario snapshots: a scenario is a few kilobytes, so storing both sides is cheaper and
// far less error-prone than inverse operations, and undo restores the exact previous state.
class ScenarioEdit : public QUndoCommand {
public:
    ScenarioEdit(Document* doc, const QString& text, Scenario before, Scenario after, int key)
        : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after)),
          m_key(key)
    {
    }
    void undo() override { m_doc->replaceScenario(m_before); }
    void redo() override { m_doc->replaceScenario(m_after); }
    int id() const override { return m_key < 0 ? -1 : 0x70500 + m_key; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* next = static_cast<const ScenarioEdit*>(other);
        m_after = next->m_after;
        // A field dragged back to where it started is no step at all.
        setObsolete(m_after == m_before);
        return true;
    }

private:
    Document* m_doc;
    Scenario m_before;
    Scenario m_after;
    int m_key;
};

Document::Document(QObject* parent)
    : QObject(parent), m_scenario(defaultScenario()), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { setModified(!clean); });
    connect(this, &Document::scenarioChanged, this, [this] { ++m_revision; });
}

void Document::edit(const QString& description, const Scenario& scenario, int mergeKey)
{
    if (scenario == m_scenario) return;
    m_undo->push(new ScenarioEdit(this, description, m_scenario, scenario, mergeKey));
}

void Document::setScenario(const Scenario& scenario)
{
    edit(tr("Edit scenario"), scenario);
}

void Document::replaceScenario(const Scenario& scenario)
{
    m_scenario = scenario;
    Q_EMIT scenarioChanged();
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
    } catch (const std::exception& e) {
        if (error) *error = fileProblemText(QFileInfo(path).fileName(), e);
        return false;
    }
    m_filePath = path;
    // A new file starts a new history: undo never crosses into the previous document.
    m_undo->clear();
    Q_EMIT filePathChanged(path);
    Q_EMIT scenarioChanged();
    m_historyStart = m_revision;
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
    m_undo->setClean();
    setModified(false);
    return true;
}

void Document::load(const Scenario& scenario, const QString& path, bool modified)
{
    m_scenario = scenario;
    m_filePath = path;
    m_undo->clear();
    // Never clean: undoing every later edit still leaves the recovered changes unsaved.
    if (modified) m_undo->resetClean();
    Q_EMIT filePathChanged(path);
    Q_EMIT scenarioChanged();
    m_historyStart = m_revision;
    setModified(modified);
}

void Document::markSaved(const QString& path)
{
    m_filePath = path;
    Q_EMIT filePathChanged(path);
    m_undo->setClean();
    setModified(false);
}

bool Document::markSaved(const QString& path, quint64 revision)
{
    if (revision == m_revision) {
        markSaved(path);
        return true;
    }
    if (revision < m_historyStart) return false;
    m_filePath = path;
    Q_EMIT filePathChanged(path);
    return false;
}

void Document::reset()
{
    m_scenario = defaultScenario();
    m_filePath.clear();
    m_undo->clear();
    Q_EMIT filePathChanged(m_filePath);
    Q_EMIT scenarioChanged();
    m_historyStart = m_revision;
    setModified(false);
}

} // namespace topoopt::ui

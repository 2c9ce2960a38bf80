// The scenario panel (issue 7, item 1): model, cluster, topology and search settings with
// units, limits and tooltips. Every edit becomes a new Scenario in the Document.
#pragma once

#include <QElapsedTimer>
#include <QWidget>

#include <string>
#include <vector>

#include "scenario/scenario.h"

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QSpinBox;

namespace topoopt::ui {

class Document;

/// One editable model parameter (from the model zoo's parameter table).
struct ModelParamField {
    std::string key;
    double defaultValue = 0;
    double min = 0;
    double max = 0;
    std::string unit;
    std::string help;
    bool integer = true;
};

class ScenarioPanel : public QWidget {
    Q_OBJECT
public:
    /// Parameter table of a zoo model id (empty when unknown).
    using ParamSource = std::vector<ModelParamField> (*)(const std::string& zooId);

    explicit ScenarioPanel(Document* document, QWidget* parent = nullptr);

    /// Where the model parameter form gets its fields, limits and help.
    void setParamSource(ParamSource source);

    QSpinBox* serversBox() const { return m_servers; }
    QSpinBox* degreeBox() const { return m_degree; }
    QComboBox* kindBox() const { return m_kind; }
    QComboBox* sharedCycleBox() const { return m_sharedCycle; }
    QComboBox* modelBox() const { return m_model; }
    /// The width at which the form shows whole, without a sideways scroll bar: the window
    /// gives the dock this much at first start. Narrower is allowed (small screens) and
    /// scrolls.
    int fittingWidth() const;
    /// Search settings (tests): SearchSpec::patience and SearchSpec::topologyMoves.
    QSpinBox* patienceBox() const { return m_patience; }
    QSpinBox* topologyMovesBox() const { return m_topologyMoves; }
    /// SearchSpec::timeResolutionUs (tests).
    QDoubleSpinBox* timeResolutionBox() const { return m_timeResolution; }
    /// Model parameter editors by key (tests).
    QDoubleSpinBox* paramBox(const QString& key) const;

    /// Edits of one field closer together than this merge into one undo step (a spin box's
    /// arrow held down, a value typed digit by digit).
    static constexpr int kMergeWindowMs = 1000;

Q_SIGNALS:
    /// The user asked to load a model file; the main window validates it.
    void modelFileRequested();

private:
    void loadFromDocument();
    void rebuildParamForm();
    /// Makes the scenario from the form; `fieldKey` (>= 0) names the edited field so
    /// consecutive edits of it merge into one undo step named after `what`.
    void commit(int fieldKey = -1, const QString& what = QString());
    int mergeKeyFor(int field);

    Document* m_document;
    QScrollArea* m_scroll = nullptr;
    ParamSource m_paramSource = nullptr;
    bool m_loading = false;
    bool m_committing = false;
    int m_lastField = -1;
    int m_editRun = 0;
    QElapsedTimer m_editClock;

    QComboBox* m_model;
    QPushButton* m_modelFile;
    QLabel* m_modelFileLabel;
    QWidget* m_paramWidget;
    QFormLayout* m_paramForm;
    std::vector<std::pair<ModelParamField, QDoubleSpinBox*>> m_params;
    QString m_paramModel;

    QSpinBox* m_servers;
    QSpinBox* m_gpus;
    QSpinBox* m_degree;
    QDoubleSpinBox* m_linkGbps;
    QComboBox* m_gpu;
    QDoubleSpinBox* m_nvlinkGbps;
    QDoubleSpinBox* m_latencyUs;
    QComboBox* m_kind;
    QComboBox* m_split;
    QComboBox* m_sharedCycle;
    QDoubleSpinBox* m_oversubscription;
    QSpinBox* m_proposals;
    QSpinBox* m_rounds;
    QSpinBox* m_seed;
    QDoubleSpinBox* m_alpha;
    QSpinBox* m_patience;
    QSpinBox* m_topologyMoves;
    QDoubleSpinBox* m_timeResolution;
};

} // namespace topoopt::ui

// The model editor tab (issue 10): the zoo generator form, the operator table, the layered DAG
// and the model files (topoopt-model/1, FlexFlow measurements, a FlexNet workload to compare).
// Every edit stores the model inline in the scenario through Document::edit, so it is undoable,
// saved with the scenario and re-runs the pipeline.
#pragma once

#include <QWidget>

#include <memory>
#include <vector>

#include "device/flexflowmeasures.h"
#include "model/model.h"
#include "scenario/scenario.h"

class QBoxLayout;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSplitter;
class QTableView;
class QTabWidget;

namespace topoopt::ui {

class Document;
class FlexNetPanel;
class ModelGraphView;
class OperatorTableModel;

class ModelEditor : public QWidget {
    Q_OBJECT
public:
    explicit ModelEditor(Document* document, QWidget* parent = nullptr);
    ~ModelEditor() override;

    /// Label-box pairs per row of the generator form (as many as its width holds).
    int generatorColumns() const { return m_paramColumns; }

    /// The model the editor shows (the scenario's, resolved); empty when it cannot be resolved.
    const Model& model() const;
    OperatorTableModel* tableModel() const { return m_table; }
    QTableView* tableView() const { return m_view; }
    ModelGraphView* graphView() const { return m_graph; }
    FlexNetPanel* flexNetPanel() const { return m_flexnet; }
    /// The generator form's editor for zoo parameter `key` (tests).
    QDoubleSpinBox* generatorBox(const QString& key) const;
    QComboBox* zooBox() const { return m_zoo; }
    /// The last message shown under the toolbar (a refusal names the field and the problem).
    QString lastMessage() const;
    /// Whether the last message was a refusal.
    bool lastWasRefused() const { return m_refused; }

    // The toolbar's actions, callable directly. Each returns whether the edit was made; a
    // refused edit leaves the document as it was and shows why.
    bool addOperator(int after);
    bool removeOperator(int row);
    bool duplicateOperator(int row);
    bool moveOperator(int row, int delta);
    bool connectOperators(int producer, int consumer);
    bool disconnectOperators(int producer, int consumer);
    /// Rebuilds the operators from the generator form (the zoo model with those parameters).
    bool regenerate();
    /// Replaces the model with a topoopt-model/1 file (stored inline in the scenario).
    bool openModel(const QString& path);
    /// Writes the model as topoopt-model/1, atomically.
    bool saveModel(const QString& path);
    /// Imports FlexFlow measurement files (a file or a folder of them) for operator times.
    bool importMeasurements(const QString& path);
    /// Loads a FlexNet task graph as a read-only workload to compare against.
    bool importFlexNet(const QString& path);
    std::shared_ptr<const FlexFlowMeasurements> measurements() const { return m_measurements; }
    /// The scenario's simulated iteration, for the FlexNet comparison (ms; <= 0: unknown).
    void setScenarioIterationMs(double ms);

Q_SIGNALS:
    /// New FlexFlow measurements: the simulation should use them.
    void measurementsChanged(std::shared_ptr<const topoopt::FlexFlowMeasurements> measurements);
    /// A note for the status bar.
    void message(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void buildGeneratorForm();
    void buildToolbar(QWidget* parent, QBoxLayout* layout);
    void reload();
    /// `chosenZoo`: the zoo id picked in the form (else the scenario's or the model's).
    void reloadGeneratorForm(const std::string& chosenZoo = {});
    /// Lays the generator's label-box pairs out in as many columns as the form's width holds,
    /// so the tab fits beside the docks on a small screen instead of scrolling sideways.
    void reflowGeneratorForm();
    void commitModel(const Model& model, const QString& description);
    void commitGenerator();
    void note(const QString& text, bool refused);
    template <typename Edit> bool tryEdit(const QString& description, Edit edit);
    std::vector<int> selectedRows() const;
    int currentRow() const;
    void fileDialog(int which);
    void updateDevice();

    Document* m_document;
    OperatorTableModel* m_table;
    QTableView* m_view;
    ModelGraphView* m_graph;
    FlexNetPanel* m_flexnet;
    QTabWidget* m_side;
    QSplitter* m_split; // the operator table beside (or above) the graph and FlexNet tabs
    QLabel* m_source;
    QLabel* m_message;
    QComboBox* m_zoo;
    QGridLayout* m_params;
    QWidget* m_paramWidget;
    QPushButton* m_regenerate;
    std::vector<std::pair<std::string, QDoubleSpinBox*>> m_paramBoxes;
    std::vector<QLabel*> m_paramLabels; // beside m_paramBoxes, same order
    int m_paramColumns = 0;             // label-box pairs per row of the form now
    std::string m_formZoo;
    std::shared_ptr<const FlexFlowMeasurements> m_measurements;
    bool m_loading = false;
    bool m_refused = false;
};

} // namespace topoopt::ui

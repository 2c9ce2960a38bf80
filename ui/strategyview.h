// The strategy view (issue 10, item 2): which servers and GPUs hold which operator under the
// scenario's strategy, editable by hand (shard a table over more servers, change a data-parallel
// degree, a tensor split), with the memory per GPU of every server and over-budget placements
// flagged. A hand strategy is stored in the scenario (Scenario::strategy) through
// Document::edit, so it is undoable, saved, and re-runs the pipeline.
#pragma once

#include <QWidget>

#include <optional>
#include <vector>

#include "model/model.h"
#include "scenario/scenario.h"
#include "strategy/memory.h"
#include "strategy/strategy.h"

class QLabel;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableView;

namespace topoopt::ui {

class Document;
class PlacementTableModel;
class ServerTableModel;

class StrategyView : public QWidget {
    Q_OBJECT
public:
    explicit StrategyView(Document* document, QWidget* parent = nullptr);

    const Model& model() const { return m_model; }
    const Strategy& strategy() const { return m_strategy; }
    const MemoryUse& memory() const { return m_memory; }
    /// Whether the scenario carries a hand strategy (else the default one is shown).
    bool isHandStrategy() const;
    PlacementTableModel* placements() const { return m_placements; }
    QTableView* placementView() const { return m_placementView; }
    QTableView* serverView() const { return m_serverView; }
    QString lastMessage() const;
    bool lastWasRefused() const { return m_refused; }

    /// Operator `op` placed with `placement` as a hand strategy; refused (false, with a message
    /// naming the operator and the field) when the operator does not allow it.
    bool setPlacement(int op, const OpPlacement& placement, const QString& description);
    /// Partitions operator `op` over `servers` servers, starting at its first server.
    bool shardOperator(int op, int servers);
    /// Replicates operator `op` data parallel over `servers` servers from its first server.
    bool setDataParallelDegree(int op, int servers);
    /// Drops the hand strategy: the model's default strategy again.
    bool resetToDefault();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void reload();
    /// Gives the placement table the width of its columns, the server table the rest (at
    /// least its first two columns), until the user moves the splitter.
    void fitSplitter();
    void note(const QString& text, bool refused);
    int selectedOperator() const;
    std::vector<int> firstServers(int op, int count) const;

    Document* m_document;
    Model m_model;
    Strategy m_strategy;
    MemoryUse m_memory;
    PlacementTableModel* m_placements;
    QTableView* m_placementView;
    QTableView* m_serverView;
    QSplitter* m_splitter;
    bool m_userSplit = false;
    ServerTableModel* m_servers;
    QLabel* m_summary;
    QLabel* m_message;
    QSpinBox* m_count;
    bool m_refused = false;
};

} // namespace topoopt::ui

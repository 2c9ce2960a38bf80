// The design editor dock (issue 8, item 1): each AllReduce group's ring permutations and the
// MP links, with the per-server port budget shown and enforced. Every accepted edit makes the
// design a manual one and goes through Document::edit, so it is one undo step.
#pragma once

#include <QWidget>

#include <functional>
#include <optional>

#include "designedits.h"
#include "topology/topology.h"
#include "traffic/traffic.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTreeWidget;

namespace topoopt::ui {

class Document;

class TopologyEditor : public QWidget {
    Q_OBJECT
public:
    explicit TopologyEditor(Document* document, QWidget* parent = nullptr);

    /// The topology the views show (its rings and links are what a first edit starts from).
    void setTopology(const std::optional<Topology>& topology);
    /// The traffic on show: its AllReduce groups without rings of their own are listed under
    /// the ring they run on (RingIndex), or as running in member order.
    void setTraffic(const std::optional<Traffic>& traffic);

    /// The design edits apply to: the scenario's own when it is manual, else the shown
    /// topology's. Nullopt (with the reason in `why`) when nothing editable is shown.
    std::optional<TopologySpec> currentDesign(QString* why = nullptr) const;

    // The edits; each returns false and shows why when it is refused (no undo step then).
    bool addPermutation(int ring, int p);
    bool removePermutation(int ring, int index);
    bool changePermutation(int ring, int index, int p);
    bool addLink(int a, int b);
    bool removeLink(int index);
    bool moveLinkEnd(int index, int from, int to);
    /// The same, naming the link by its ends and role (a drag in the graph view).
    bool moveLinkEnd(int a, int b, LinkRole role, int from, int to);

    /// Whether fill links may be removed to make room for an edit (default on).
    bool makeRoom() const;
    void setMakeRoom(bool on);
    /// The last refusal or note shown.
    const QString& lastMessage() const { return m_lastMessage; }
    bool lastWasRefused() const { return m_lastRefused; }

    QTreeWidget* ringTree() const { return m_rings; }
    QTableWidget* linkTable() const { return m_links; }
    QComboBox* permutationBox() const { return m_permChoice; }
    QPushButton* reoptimizeButton() const { return m_reoptimize; }

Q_SIGNALS:
    /// A line for the status bar.
    void message(const QString& text);
    /// "Re-optimize from here": search from the edited design.
    void reoptimizeRequested();

private:
    bool apply(const DesignEdit& edit);
    /// Runs `op` on the current design and applies its result.
    bool run(const std::function<DesignEdit(const DesignEditor&)>& op);
    void showMessage(const QString& text, bool refused);
    void refresh();
    void refreshChoices();
    /// Adds the traffic's groups that run on the design's rings without owning one.
    void addSharingRows(const std::vector<Ring>& rings);
    /// Ring index and permutation index (-1 for the ring row) of the tree's selection.
    std::pair<int, int> selectedPermutation() const;
    int selectedLink() const;
    DesignEditor editor(const TopologySpec& design) const;

    Document* m_document;
    std::optional<Topology> m_topology;
    std::optional<Traffic> m_traffic;
    QString m_lastMessage;
    bool m_lastRefused = false;

    QLabel* m_summary;
    QCheckBox* m_makeRoom;
    QTreeWidget* m_rings;
    QComboBox* m_permChoice;
    QPushButton* m_addPerm;
    QPushButton* m_changePerm;
    QPushButton* m_removePerm;
    QTableWidget* m_links;
    QSpinBox* m_linkA;
    QSpinBox* m_linkB;
    QLabel* m_linkPorts;
    QPushButton* m_addLink;
    QPushButton* m_removeLink;
    QComboBox* m_moveEnd;
    QSpinBox* m_moveTo;
    QPushButton* m_moveLink;
    QPushButton* m_reoptimize;
    QLabel* m_message;
};

} // namespace topoopt::ui

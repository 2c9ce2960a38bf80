// The design editor's widgets: the rings and links of the design, kept in step with the scenario.
#include "topologyeditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

#include "document.h"
#include "theme.h"
#include "topology/ringcycles.h"

namespace topoopt::ui {

namespace {
constexpr int kRingRole = Qt::UserRole;
constexpr int kPermRole = Qt::UserRole + 1;

QPushButton* button(const QString& text, const QString& tip, QWidget* parent)
{
    auto* b = new QPushButton(text, parent);
    b->setToolTip(tip);
    return b;
}
} // namespace

TopologyEditor::TopologyEditor(Document* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("topologyEditor"));
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);

    m_summary = new QLabel(content);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_makeRoom = new QCheckBox(tr("Make room by removing fill links"), content);
    m_makeRoom->setChecked(true);
    m_makeRoom->setToolTip(tr("Fill links only use ports that would otherwise stay idle: remove "
                              "them from a server that needs the port for an edit"));
    layout->addWidget(m_makeRoom);

    // Rings (topologyfinder.md 3.3)
    auto* ringGroup = new QGroupBox(tr("Ring permutations"), content);
    auto* ringLayout = new QVBoxLayout(ringGroup);
    m_rings = new QTreeWidget(ringGroup);
    m_rings->setObjectName(QStringLiteral("ringTree"));
    // Short headers, explained in their tooltips: the dock is narrow and the first column
    // carries the group names ("shared by dp:top_12"), which elide in the middle so the
    // part that tells groups apart, their end, stays visible.
    m_rings->setHeaderLabels({tr("Group / permutation"), tr("Members"), tr("Ports")});
    m_rings->headerItem()->setToolTip(1, tr("Servers in the group"));
    m_rings->headerItem()->setToolTip(2, tr("Ports per member the ring or permutation takes"));
    m_rings->setTextElideMode(Qt::ElideMiddle);
    m_rings->setRootIsDecorated(true);
    m_rings->header()->setStretchLastSection(false);
    m_rings->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_rings->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_rings->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_rings->setToolTip(tr("Permutation +p joins member i to member i + p of the group; it forms "
                           "one ring only when p and the group size are coprime"));
    ringLayout->addWidget(m_rings);
    auto* permRow = new QHBoxLayout;
    m_permChoice = new QComboBox(ringGroup);
    m_permChoice->setObjectName(QStringLiteral("permutationBox"));
    m_permChoice->setToolTip(tr("Permutations coprime with the group size that the ring does not "
                                "use yet (p and size - p are the same duplex ring)"));
    m_addPerm = button(tr("Add"),
                       tr("Add the chosen permutation to the selected group's rings "
                          "(2 more ports per member)"),
                       ringGroup);
    m_changePerm =
        button(tr("Change"), tr("Replace the selected permutation by the chosen one"), ringGroup);
    m_removePerm = button(tr("Remove"), tr("Remove the selected permutation"), ringGroup);
    // The choice and its buttons on two rows: one row would be wider than the dock.
    permRow->addWidget(new QLabel(tr("+p:"), ringGroup));
    permRow->addWidget(m_permChoice, 1);
    ringLayout->addLayout(permRow);
    auto* permButtons = new QHBoxLayout;
    permButtons->addStretch(1);
    permButtons->addWidget(m_addPerm);
    permButtons->addWidget(m_changePerm);
    permButtons->addWidget(m_removePerm);
    ringLayout->addLayout(permButtons);
    layout->addWidget(ringGroup, 1);

    // Links (spec 3.6)
    auto* linkGroup = new QGroupBox(tr("Links besides the rings"), content);
    auto* linkLayout = new QVBoxLayout(linkGroup);
    m_links = new QTableWidget(0, 4, linkGroup);
    m_links->setObjectName(QStringLiteral("linkTable"));
    m_links->setHorizontalHeaderLabels({tr("Server A"), tr("Server B"), tr("Links"), tr("Role")});
    m_links->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_links->setSelectionMode(QAbstractItemView::SingleSelection);
    m_links->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_links->verticalHeader()->setVisible(false);
    useCompactRows(m_links);
    m_links->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_links->horizontalHeader()->setStretchLastSection(true);
    m_links->setToolTip(tr("Ctrl-drag a link's end in the server graph to move it to another "
                           "server"));
    linkLayout->addWidget(m_links);
    auto* addRow = new QHBoxLayout;
    m_linkA = new QSpinBox(linkGroup);
    m_linkB = new QSpinBox(linkGroup);
    m_linkA->setToolTip(tr("First server of the new link"));
    m_linkB->setToolTip(tr("Second server of the new link"));
    m_addLink = button(tr("Add link"), tr("Add an MP link between the two servers"), linkGroup);
    m_removeLink = button(tr("Remove"), tr("Remove one link of the selected row"), linkGroup);
    addRow->addWidget(m_linkA, 1);
    addRow->addWidget(new QLabel(QStringLiteral("-"), linkGroup));
    addRow->addWidget(m_linkB, 1);
    addRow->addWidget(m_addLink);
    linkLayout->addLayout(addRow);
    m_linkPorts = new QLabel(linkGroup);
    linkLayout->addWidget(m_linkPorts);
    auto* moveRow = new QHBoxLayout;
    m_moveEnd = new QComboBox(linkGroup);
    m_moveEnd->addItem(tr("Move end A"), 0);
    m_moveEnd->addItem(tr("Move end B"), 1);
    m_moveTo = new QSpinBox(linkGroup);
    m_moveTo->setToolTip(tr("The server the selected link's end moves to"));
    m_moveLink =
        button(tr("Move"), tr("Move one link of the selected row to another server"), linkGroup);
    moveRow->addWidget(m_moveEnd);
    moveRow->addWidget(new QLabel(tr("to server"), linkGroup));
    moveRow->addWidget(m_moveTo, 1);
    moveRow->addWidget(m_moveLink);
    linkLayout->addLayout(moveRow);
    // Remove acts on the selected row like Move, so it sits under the table's actions.
    auto* removeRow = new QHBoxLayout;
    removeRow->addStretch(1);
    removeRow->addWidget(m_removeLink);
    linkLayout->addLayout(removeRow);
    layout->addWidget(linkGroup, 1);

    m_reoptimize = button(tr("Re-optimize from here"),
                          tr("Run the search starting from this design: strategies on it, then "
                             "TopologyFinder rebuilds kept only when faster"),
                          content);
    m_reoptimize->setObjectName(QStringLiteral("reoptimizeButton"));
    layout->addWidget(m_reoptimize);
    m_message = new QLabel(content);
    m_message->setObjectName(QStringLiteral("editorMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    connect(m_rings, &QTreeWidget::itemSelectionChanged, this, &TopologyEditor::refreshChoices);
    connect(m_addPerm, &QPushButton::clicked, this, [this] {
        const auto [ring, perm] = selectedPermutation();
        (void)perm;
        addPermutation(ring, m_permChoice->currentData().toInt());
    });
    connect(m_changePerm, &QPushButton::clicked, this, [this] {
        const auto [ring, perm] = selectedPermutation();
        changePermutation(ring, perm, m_permChoice->currentData().toInt());
    });
    connect(m_removePerm, &QPushButton::clicked, this, [this] {
        const auto [ring, perm] = selectedPermutation();
        removePermutation(ring, perm);
    });
    connect(m_addLink, &QPushButton::clicked, this,
            [this] { addLink(m_linkA->value(), m_linkB->value()); });
    connect(m_removeLink, &QPushButton::clicked, this, [this] { removeLink(selectedLink()); });
    connect(m_moveLink, &QPushButton::clicked, this, [this] {
        const int index = selectedLink();
        const auto design = currentDesign();
        if (!design || index < 0 || index >= static_cast<int>(design->links.size())) {
            showMessage(tr("Select the link to move first."), true);
            return;
        }
        const Link& l = design->links[static_cast<std::size_t>(index)];
        moveLinkEnd(index, m_moveEnd->currentData().toInt() == 0 ? l.a : l.b, m_moveTo->value());
    });
    auto showPorts = [this] {
        const auto design = currentDesign();
        if (!design) return;
        const std::vector<int> ports = editor(*design).portsUsed();
        const int d = m_document->scenario().cluster.degree;
        auto at = [&](int s) {
            return s >= 0 && s < static_cast<int>(ports.size()) ? ports[static_cast<std::size_t>(s)]
                                                                : 0;
        };
        m_linkPorts->setText(tr("Server %1 uses %2 of %3 ports, server %4 uses %5 of %3")
                                 .arg(m_linkA->value())
                                 .arg(at(m_linkA->value()))
                                 .arg(d)
                                 .arg(m_linkB->value())
                                 .arg(at(m_linkB->value())));
    };
    connect(m_linkA, &QSpinBox::valueChanged, this, showPorts);
    connect(m_linkB, &QSpinBox::valueChanged, this, showPorts);
    connect(m_reoptimize, &QPushButton::clicked, this, &TopologyEditor::reoptimizeRequested);
    connect(m_document, &Document::scenarioChanged, this, &TopologyEditor::refresh);
    refresh();
}

void TopologyEditor::setTopology(const std::optional<Topology>& topology)
{
    m_topology = topology;
    refresh();
}

void TopologyEditor::setTraffic(const std::optional<Traffic>& traffic)
{
    m_traffic = traffic;
    refresh();
}

void TopologyEditor::addSharingRows(const std::vector<Ring>& rings)
{
    if (!m_traffic || m_traffic->servers != m_document->scenario().cluster.servers) return;
    const RingIndex index(rings);
    QTreeWidgetItem* alone = nullptr;
    for (const AllReduceGroup& g : m_traffic->allreduce) {
        if (g.members.size() < 2) continue;
        const RingIndex::Source from = index.source(g.name, g.members);
        if (from.own) continue;
        const QString name = QString::fromStdString(g.name);
        QTreeWidgetItem* row = nullptr;
        if (from.rings.empty()) {
            if (!alone) {
                alone = new QTreeWidgetItem(m_rings);
                alone->setText(0, tr("No ring: member order"));
                alone->setToolTip(0, tr("No ring of the design covers these groups' servers: "
                                        "each runs its AllReduce from server to server in "
                                        "member order over the shortest paths"));
                alone->setFlags(alone->flags() & ~Qt::ItemIsSelectable);
                alone->setData(0, kRingRole, -1);
                alone->setExpanded(true);
            }
            row = new QTreeWidgetItem(alone);
            row->setText(0, name);
            row->setFlags(row->flags() & ~Qt::ItemIsSelectable);
            row->setData(0, kRingRole, -1);
        } else {
            const int r = static_cast<int>(from.rings.front() - rings.data());
            QTreeWidgetItem* host = m_rings->topLevelItem(r);
            if (!host) continue;
            row = new QTreeWidgetItem(host);
            row->setText(0, tr("shared by %1").arg(name));
            const std::size_t lacks = from.rings.front()->members.size() - g.members.size();
            row->setToolTip(0, from.subset
                                   ? tr("Group %1 has no ring of its own: it runs on this ring "
                                        "in its order, skipping the servers it lacks (%2)")
                                         .arg(name)
                                         .arg(lacks)
                                   : tr("Group %1 has no ring of its own: it runs on this ring, "
                                        "which joins the same servers")
                                         .arg(name));
            row->setData(0, kRingRole, r); // selecting it selects the ring it shares
        }
        row->setData(0, kPermRole, -1);
        row->setText(1, QString::number(g.members.size()));
        QFont italic = row->font(0);
        italic.setItalic(true);
        row->setFont(0, italic);
    }
}

bool TopologyEditor::makeRoom() const
{
    return m_makeRoom->isChecked();
}

void TopologyEditor::setMakeRoom(bool on)
{
    m_makeRoom->setChecked(on);
}

std::pair<int, int> TopologyEditor::selectedPermutation() const
{
    const QList<QTreeWidgetItem*> items = m_rings->selectedItems();
    if (items.isEmpty()) return {-1, -1};
    return {items.first()->data(0, kRingRole).toInt(), items.first()->data(0, kPermRole).toInt()};
}

int TopologyEditor::selectedLink() const
{
    const QList<QTableWidgetItem*> items = m_links->selectedItems();
    return items.isEmpty() ? -1 : items.first()->row();
}

void TopologyEditor::refresh()
{
    const Scenario& s = m_document->scenario();
    QString why;
    const auto design = currentDesign(&why);
    const int servers = s.cluster.servers;
    const int d = s.cluster.degree;
    for (QSpinBox* box : {m_linkA, m_linkB, m_moveTo})
        box->setRange(0, std::max(servers - 1, 0));
    for (QWidget* w : std::initializer_list<QWidget*>{m_rings, m_links, m_permChoice, m_addPerm,
                                                      m_changePerm, m_removePerm, m_addLink,
                                                      m_removeLink, m_moveLink, m_reoptimize})
        w->setEnabled(design.has_value());
    const auto [selRing, selPerm] = selectedPermutation();
    const int selLink = selectedLink();
    m_rings->clear();
    m_links->setRowCount(0);
    if (!design) {
        m_summary->setText(why);
        return;
    }
    const std::vector<int> ports = editor(*design).portsUsed();
    const int full =
        static_cast<int>(std::count_if(ports.begin(), ports.end(), [d](int p) { return p >= d; }));
    const int most = ports.empty() ? 0 : *std::max_element(ports.begin(), ports.end());
    const QString kindText = s.topology.kind == "manual"
                                 ? tr("Manual design.")
                                 : tr("%1 design: an edit turns it into a manual one.")
                                       .arg(QString::fromStdString(s.topology.kind));
    const QString budget = tr("Port budget d = %1 per server; the busiest uses %2, %3 of %4 "
                              "servers have no free port.")
                               .arg(d)
                               .arg(most)
                               .arg(full)
                               .arg(servers);
    //: two sentences in a row (Chinese needs no space after its full stop)
    m_summary->setText(tr("%1 %2").arg(kindText, budget));

    QTreeWidgetItem* reselect = nullptr;
    for (std::size_t r = 0; r < design->rings.size(); ++r) {
        const Ring& ring = design->rings[r];
        auto* item = new QTreeWidgetItem(m_rings);
        item->setText(0, QString::fromStdString(ring.group));
        item->setText(1, QString::number(ring.members.size()));
        item->setText(2, QString::number(2 * ring.permutations.size()));
        item->setData(0, kRingRole, static_cast<int>(r));
        item->setData(0, kPermRole, -1);
        if (static_cast<int>(r) == selRing && selPerm < 0) reselect = item;
        for (std::size_t j = 0; j < ring.permutations.size(); ++j) {
            auto* child = new QTreeWidgetItem(item);
            child->setText(0, QStringLiteral("+%1").arg(ring.permutations[j]));
            child->setText(2, QStringLiteral("2"));
            child->setData(0, kRingRole, static_cast<int>(r));
            child->setData(0, kPermRole, static_cast<int>(j));
            if (static_cast<int>(r) == selRing && static_cast<int>(j) == selPerm) reselect = child;
        }
        item->setExpanded(true);
    }
    addSharingRows(design->rings);
    if (!reselect && !design->rings.empty()) reselect = m_rings->topLevelItem(0);
    if (reselect) reselect->setSelected(true);

    m_links->setRowCount(static_cast<int>(design->links.size()));
    for (std::size_t i = 0; i < design->links.size(); ++i) {
        const Link& l = design->links[i];
        const int row = static_cast<int>(i);
        m_links->setItem(row, 0, new QTableWidgetItem(QString::number(l.a)));
        m_links->setItem(row, 1, new QTableWidgetItem(QString::number(l.b)));
        m_links->setItem(row, 2, new QTableWidgetItem(QString::number(l.count)));
        m_links->setItem(row, 3, new QTableWidgetItem(QString::fromLatin1(linkRoleName(l.role))));
    }
    if (selLink >= 0 && selLink < m_links->rowCount()) m_links->selectRow(selLink);
    refreshChoices();
}

void TopologyEditor::refreshChoices()
{
    m_permChoice->clear();
    const auto design = currentDesign();
    const auto [ring, perm] = selectedPermutation();
    if (!design || ring < 0) return;
    for (int p : editor(*design).permutationChoices(ring))
        m_permChoice->addItem(QStringLiteral("+%1").arg(p), p);
    m_changePerm->setEnabled(perm >= 0 && m_permChoice->count() > 0);
    m_removePerm->setEnabled(perm >= 0);
    m_addPerm->setEnabled(m_permChoice->count() > 0);
}

} // namespace topoopt::ui

// The design editor's edits: the design an edit starts from, and turning an accepted edit into
// an undoable scenario edit (a refused one into a message naming why).
#include "topologyeditor.h"

#include <QLabel>

#include "document.h"

namespace topoopt::ui {

std::optional<TopologySpec> TopologyEditor::currentDesign(QString* why) const
{
    const Scenario& s = m_document->scenario();
    if (s.topology.kind == "manual") {
        // The scenario is the truth for a manual design (the shown topology may lag an edit
        // behind while the pipeline re-routes); ring members left out of a file come from the
        // built topology or, failing that, stay empty (no permutations can be offered).
        TopologySpec design = s.topology;
        for (Ring& ring : design.rings) {
            if (!ring.members.empty() || !m_topology) continue;
            for (const Ring& built : m_topology->rings)
                if (built.group == ring.group) ring.members = built.members;
        }
        return design;
    }
    auto fail = [why](const QString& text) -> std::optional<TopologySpec> {
        if (why) *why = text;
        return std::nullopt;
    };
    if (!m_topology) return fail(tr("No topology yet: wait for the pipeline to build one."));
    if (!m_topology->isDirectConnect())
        return fail(tr("A switched fabric (%1) has no rings or server links to edit: choose a "
                       "direct-connect kind such as topoopt.")
                        .arg(QString::fromStdString(m_topology->kind)));
    if (m_topology->kind != s.topology.kind || m_topology->servers != s.cluster.servers ||
        m_topology->degree != s.cluster.degree)
        return fail(tr("The topology on show is not the current scenario's: wait for the "
                       "pipeline to rebuild it."));
    return DesignEditor::fromTopology(*m_topology, m_traffic ? &*m_traffic : nullptr);
}

DesignEditor TopologyEditor::editor(const TopologySpec& design) const
{
    const Cluster& c = m_document->scenario().cluster;
    return DesignEditor(design, c.servers, c.degree);
}

void TopologyEditor::showMessage(const QString& text, bool refused)
{
    m_lastMessage = text;
    m_lastRefused = refused;
    m_message->setText(text);
    m_message->setStyleSheet(refused ? QStringLiteral("color: #b00020;") : QString());
    if (!text.isEmpty()) Q_EMIT message(text);
}

bool TopologyEditor::apply(const DesignEdit& edit)
{
    if (!edit.ok) {
        showMessage(edit.message, true);
        return false;
    }
    Scenario s = m_document->scenario();
    s.topology.kind = "manual";
    s.topology.rings = edit.design.rings;
    s.topology.links = edit.design.links;
    showMessage(edit.message.isEmpty() ? edit.description
                                       : tr("%1. %2").arg(edit.description, edit.message),
                false);
    m_document->edit(edit.description, s);
    return true;
}

bool TopologyEditor::run(const std::function<DesignEdit(const DesignEditor&)>& op)
{
    QString why;
    const auto design = currentDesign(&why);
    if (!design) {
        showMessage(why, true);
        return false;
    }
    return apply(op(editor(*design)));
}

bool TopologyEditor::addPermutation(int ring, int p)
{
    const bool room = makeRoom();
    return run([&](const DesignEditor& e) { return e.addPermutation(ring, p, room); });
}

bool TopologyEditor::removePermutation(int ring, int index)
{
    return run([&](const DesignEditor& e) { return e.removePermutation(ring, index); });
}

bool TopologyEditor::changePermutation(int ring, int index, int p)
{
    return run([&](const DesignEditor& e) { return e.changePermutation(ring, index, p); });
}

bool TopologyEditor::addLink(int a, int b)
{
    const bool room = makeRoom();
    return run([&](const DesignEditor& e) { return e.addLink(a, b, room); });
}

bool TopologyEditor::removeLink(int index)
{
    return run([&](const DesignEditor& e) { return e.removeLink(index); });
}

bool TopologyEditor::moveLinkEnd(int index, int from, int to)
{
    const bool room = makeRoom();
    return run([&](const DesignEditor& e) { return e.moveLinkEnd(index, from, to, room); });
}

bool TopologyEditor::moveLinkEnd(int a, int b, LinkRole role, int from, int to)
{
    QString why;
    const auto design = currentDesign(&why);
    if (!design) {
        showMessage(why, true);
        return false;
    }
    const DesignEditor ed = editor(*design);
    const int index = ed.findLink(a, b, role);
    if (index < 0) {
        showMessage(tr("Only MP and fill links can be moved; ring links follow their "
                       "permutations."),
                    true);
        return false;
    }
    return apply(ed.moveLinkEnd(index, from, to, makeRoom()));
}

} // namespace topoopt::ui

// Checked edits of a manual design (issue 8, item 1): ring permutations and MP links, each
// either producing the new design or refused with a sentence saying why.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <vector>

#include "scenario/scenario.h"
#include "topology/topology.h"
#include "traffic/traffic.h"

namespace topoopt::ui {

/// What an edit produced: the edited design, or why it was refused (then `design` is the
/// unchanged input).
struct DesignEdit {
    bool ok = false;
    /// The refusal, or a note about what else changed (fill links removed to make room).
    QString message;
    /// Name of the undo step ("Change ring g0 permutation +1 to +3").
    QString description;
    TopologySpec design;
};

/// Edits a manual design (TopologySpec kind "manual": rings with members filled, and the
/// non-ring links) for a cluster of `servers` servers with `degree` ports each. Every edit is
/// checked: permutations coprime with the group size and not the same ring twice, no link from
/// a server to itself, no server over its d ports (topologyfinder.md 1, 3.3), and the fabric
/// stays connected. With `makeRoom`, fill links (spec 3.6, ports that would otherwise stay
/// idle) at a server short of ports are removed to make room before an edit is refused.
class DesignEditor {
    Q_DECLARE_TR_FUNCTIONS(DesignEditor)
public:
    DesignEditor(TopologySpec design, int servers, int degree);

    /// The manual design of a built topology: its rings and its other links (MP, fill, a cycle
    /// groups share) (manualDesignOf; `traffic`, the one on show, renames rings of reshaped
    /// groups).
    static TopologySpec fromTopology(const Topology& topology, const Traffic* traffic = nullptr);

    const TopologySpec& design() const { return m_design; }
    /// Ports each server uses: 2 per ring permutation it is a member of, 1 per link end.
    std::vector<int> portsUsed() const;
    static std::vector<int> portsUsed(const TopologySpec& design, int servers);
    /// Permutations p (1 <= p <= k/2, gcd(p, k) = 1) ring `ring` does not use yet, neither as
    /// p nor as k - p (the same duplex ring).
    std::vector<int> permutationChoices(int ring) const;
    /// Index of the link entry joining a and b with `role` (either order), or -1.
    int findLink(int a, int b, LinkRole role) const;

    DesignEdit addPermutation(int ring, int p, bool makeRoom) const;
    DesignEdit removePermutation(int ring, int index) const;
    DesignEdit changePermutation(int ring, int index, int p) const;
    /// Adds one MP link between a and b (a parallel one when they are linked already).
    DesignEdit addLink(int a, int b, bool makeRoom) const;
    /// Removes one of the parallel links of entry `index`.
    DesignEdit removeLink(int index) const;
    /// Moves end `from` of one link of entry `index` to server `to`.
    DesignEdit moveLinkEnd(int index, int from, int to, bool makeRoom) const;

private:
    DesignEdit refuse(const QString& why) const;
    /// Checks `edit.design` (ports, connectivity), removing fill links first when `makeRoom`.
    DesignEdit finish(DesignEdit edit, bool makeRoom) const;
    QString permutationProblem(int ring, int p, int ignoreIndex) const;

    TopologySpec m_design;
    int m_servers;
    int m_degree;
};

/// Whether the servers of a design form one connected fabric.
bool designConnected(const TopologySpec& design, int servers);

} // namespace topoopt::ui

// The checks behind every manual-design edit: coprime permutations, port budget, connectivity.
#include "designedits.h"

#include <algorithm>
#include <numeric>

#include "search/bestdesign.h"
#include "topology/buildtopology.h"

namespace topoopt::ui {

namespace {

int ringSize(const Ring& ring)
{
    return static_cast<int>(ring.members.size());
}

QString groupName(const Ring& ring)
{
    return QString::fromStdString(ring.group);
}

/// Union-find root with path halving.
int root(std::vector<int>& parent, int x)
{
    while (parent[static_cast<std::size_t>(x)] != x) {
        auto& p = parent[static_cast<std::size_t>(x)];
        p = parent[static_cast<std::size_t>(p)];
        x = p;
    }
    return x;
}

} // namespace

bool designConnected(const TopologySpec& design, int servers)
{
    if (servers <= 1) return true;
    std::vector<int> parent(static_cast<std::size_t>(servers));
    std::iota(parent.begin(), parent.end(), 0);
    int parts = servers;
    auto join = [&](int a, int b) {
        if (a < 0 || b < 0 || a >= servers || b >= servers) return;
        const int ra = root(parent, a), rb = root(parent, b);
        if (ra == rb) return;
        parent[static_cast<std::size_t>(ra)] = rb;
        --parts;
    };
    for (const Ring& ring : design.rings) {
        const int k = ringSize(ring);
        for (int p : ring.permutations)
            for (int m = 0; m < k && p > 0; ++m)
                join(ring.members[static_cast<std::size_t>(m)],
                     ring.members[static_cast<std::size_t>((m + p) % k)]);
    }
    for (const Link& l : design.links)
        if (l.count > 0) join(l.a, l.b);
    return parts == 1;
}

DesignEditor::DesignEditor(TopologySpec design, int servers, int degree)
    : m_design(std::move(design)), m_servers(servers), m_degree(degree)
{
    m_design.kind = "manual";
}

TopologySpec DesignEditor::fromTopology(const Topology& topology, const Traffic* traffic)
{
    return manualDesignOf(topology, traffic);
}

std::vector<int> DesignEditor::portsUsed(const TopologySpec& design, int servers)
{
    std::vector<int> ports(static_cast<std::size_t>(std::max(servers, 0)), 0);
    auto add = [&](int s, int n) {
        if (s >= 0 && s < servers) ports[static_cast<std::size_t>(s)] += n;
    };
    // A duplex ring uses two ports per member: to its successor and from its predecessor.
    for (const Ring& ring : design.rings)
        for (int m : ring.members)
            add(m, 2 * static_cast<int>(ring.permutations.size()));
    for (const Link& l : design.links)
        if (l.role != LinkRole::AllReduce) {
            add(l.a, l.count);
            add(l.b, l.count);
        }
    for (const Link& l : allreduceBeyondRings(design.rings, design.links)) { // a shared cycle
        add(l.a, l.count);
        add(l.b, l.count);
    }
    return ports;
}

std::vector<int> DesignEditor::portsUsed() const
{
    return portsUsed(m_design, m_servers);
}

std::vector<int> DesignEditor::permutationChoices(int ring) const
{
    std::vector<int> choices;
    if (ring < 0 || ring >= static_cast<int>(m_design.rings.size())) return choices;
    const Ring& r = m_design.rings[static_cast<std::size_t>(ring)];
    const int k = ringSize(r);
    for (int p = 1; p <= k / 2; ++p) {
        if (std::gcd(p, k) != 1) continue;
        const bool used = std::any_of(r.permutations.begin(), r.permutations.end(),
                                      [&](int q) { return q == p || q == k - p; });
        if (!used) choices.push_back(p);
    }
    return choices;
}

int DesignEditor::findLink(int a, int b, LinkRole role) const
{
    const int lo = std::min(a, b), hi = std::max(a, b);
    for (std::size_t i = 0; i < m_design.links.size(); ++i) {
        const Link& l = m_design.links[i];
        if (std::min(l.a, l.b) == lo && std::max(l.a, l.b) == hi && l.role == role)
            return static_cast<int>(i);
    }
    return -1;
}

DesignEdit DesignEditor::refuse(const QString& why) const
{
    DesignEdit edit;
    edit.ok = false;
    edit.message = why;
    edit.design = m_design;
    return edit;
}

QString DesignEditor::permutationProblem(int ring, int p, int ignoreIndex) const
{
    const Ring& r = m_design.rings[static_cast<std::size_t>(ring)];
    const int k = ringSize(r);
    if (k < 2)
        return tr("Group %1 has %2 member: there is no ring to build.").arg(groupName(r)).arg(k);
    if (p < 1 || p >= k)
        return tr("Permutation %1 is outside 1..%2 for group %3 of %4 members.")
            .arg(p)
            .arg(k - 1)
            .arg(groupName(r))
            .arg(k);
    if (std::gcd(p, k) != 1)
        return tr("Permutation %1 is not coprime with the group size %2: it would split group %3 "
                  "into %4 separate rings.")
            .arg(p)
            .arg(k)
            .arg(groupName(r))
            .arg(std::gcd(p, k));
    for (std::size_t j = 0; j < r.permutations.size(); ++j) {
        if (static_cast<int>(j) == ignoreIndex) continue;
        const int q = r.permutations[j];
        if (q == p) return tr("Group %1 already has permutation +%2.").arg(groupName(r)).arg(p);
        if (q == k - p)
            return tr("Permutation +%1 is the same duplex ring as +%2, which group %3 already has.")
                .arg(p)
                .arg(q)
                .arg(groupName(r));
    }
    return QString();
}

DesignEdit DesignEditor::finish(DesignEdit edit, bool makeRoom) const
{
    std::vector<int> ports = portsUsed(edit.design, m_servers);
    int removedFill = 0;
    if (makeRoom) {
        // Fill links only use ports that would otherwise stay idle (spec 3.6): they are the
        // first to go when an edit needs the port.
        auto& links = edit.design.links;
        for (int s = 0; s < m_servers; ++s) {
            auto& used = ports[static_cast<std::size_t>(s)];
            for (Link& l : links) {
                if (used <= m_degree) break;
                if (l.role != LinkRole::Fill || (l.a != s && l.b != s)) continue;
                while (used > m_degree && l.count > 0) {
                    --l.count;
                    --ports[static_cast<std::size_t>(l.a)];
                    --ports[static_cast<std::size_t>(l.b)];
                    ++removedFill;
                }
            }
        }
        links.erase(
            std::remove_if(links.begin(), links.end(), [](const Link& l) { return l.count < 1; }),
            links.end());
    }
    // Only servers the edit gives more ports count: a design already over a lowered d can
    // still be edited back within it.
    const std::vector<int> before = portsUsed();
    for (int s = 0; s < m_servers; ++s) {
        const int used = ports[static_cast<std::size_t>(s)];
        if (used > m_degree && used > before[static_cast<std::size_t>(s)])
            return refuse(tr("Server %1 would use %2 ports, more than its %3 (d): remove one of "
                             "its links first.")
                              .arg(s)
                              .arg(used)
                              .arg(m_degree));
    }
    if (designConnected(m_design, m_servers) && !designConnected(edit.design, m_servers))
        return refuse(tr("The edit would split the fabric into parts that cannot reach each "
                         "other."));
    edit.ok = true;
    if (removedFill > 0)
        edit.message = tr("Removed %n fill link(s) to make room.", nullptr, removedFill);
    return edit;
}

DesignEdit DesignEditor::addPermutation(int ring, int p, bool makeRoom) const
{
    if (ring < 0 || ring >= static_cast<int>(m_design.rings.size()))
        return refuse(tr("There is no ring %1 in this design.").arg(ring));
    const QString problem = permutationProblem(ring, p, -1);
    if (!problem.isEmpty()) return refuse(problem);
    DesignEdit edit;
    edit.design = m_design;
    Ring& r = edit.design.rings[static_cast<std::size_t>(ring)];
    r.permutations.push_back(p);
    edit.description = tr("Add permutation +%1 to ring %2").arg(p).arg(groupName(r));
    return finish(std::move(edit), makeRoom);
}

DesignEdit DesignEditor::removePermutation(int ring, int index) const
{
    if (ring < 0 || ring >= static_cast<int>(m_design.rings.size()))
        return refuse(tr("There is no ring %1 in this design.").arg(ring));
    const Ring& current = m_design.rings[static_cast<std::size_t>(ring)];
    if (index < 0 || index >= static_cast<int>(current.permutations.size()))
        return refuse(tr("Ring %1 has no permutation %2.").arg(groupName(current)).arg(index));
    DesignEdit edit;
    edit.design = m_design;
    Ring& r = edit.design.rings[static_cast<std::size_t>(ring)];
    const int p = r.permutations[static_cast<std::size_t>(index)];
    r.permutations.erase(r.permutations.begin() + index);
    edit.description = tr("Remove permutation +%1 from ring %2").arg(p).arg(groupName(r));
    return finish(std::move(edit), false);
}

DesignEdit DesignEditor::changePermutation(int ring, int index, int p) const
{
    if (ring < 0 || ring >= static_cast<int>(m_design.rings.size()))
        return refuse(tr("There is no ring %1 in this design.").arg(ring));
    const Ring& current = m_design.rings[static_cast<std::size_t>(ring)];
    if (index < 0 || index >= static_cast<int>(current.permutations.size()))
        return refuse(tr("Ring %1 has no permutation %2.").arg(groupName(current)).arg(index));
    const int old = current.permutations[static_cast<std::size_t>(index)];
    if (old == p)
        return refuse(tr("Ring %1 already uses +%2 there.").arg(groupName(current)).arg(p));
    const QString problem = permutationProblem(ring, p, index);
    if (!problem.isEmpty()) return refuse(problem);
    DesignEdit edit;
    edit.design = m_design;
    edit.design.rings[static_cast<std::size_t>(ring)]
        .permutations[static_cast<std::size_t>(index)] = p;
    edit.description =
        tr("Change ring %1 permutation +%2 to +%3").arg(groupName(current)).arg(old).arg(p);
    return finish(std::move(edit), false);
}

DesignEdit DesignEditor::addLink(int a, int b, bool makeRoom) const
{
    if (a < 0 || a >= m_servers || b < 0 || b >= m_servers)
        return refuse(tr("Servers are numbered 0 to %1: there is no link %2-%3.")
                          .arg(m_servers - 1)
                          .arg(a)
                          .arg(b));
    if (a == b) return refuse(tr("A link cannot join server %1 to itself.").arg(a));
    DesignEdit edit;
    edit.design = m_design;
    const int existing = findLink(a, b, LinkRole::Mp);
    if (existing >= 0)
        ++edit.design.links[static_cast<std::size_t>(existing)].count;
    else
        edit.design.links.push_back({std::min(a, b), std::max(a, b), 1, LinkRole::Mp, 0});
    edit.description = tr("Add MP link %1-%2").arg(a).arg(b);
    return finish(std::move(edit), makeRoom);
}

DesignEdit DesignEditor::removeLink(int index) const
{
    if (index < 0 || index >= static_cast<int>(m_design.links.size()))
        return refuse(tr("There is no link %1 in this design.").arg(index));
    DesignEdit edit;
    edit.design = m_design;
    Link& l = edit.design.links[static_cast<std::size_t>(index)];
    edit.description =
        tr("Remove %1 link %2-%3").arg(QString::fromLatin1(linkRoleName(l.role))).arg(l.a).arg(l.b);
    if (--l.count < 1) edit.design.links.erase(edit.design.links.begin() + index);
    return finish(std::move(edit), false);
}

DesignEdit DesignEditor::moveLinkEnd(int index, int from, int to, bool makeRoom) const
{
    if (index < 0 || index >= static_cast<int>(m_design.links.size()))
        return refuse(tr("There is no link %1 in this design.").arg(index));
    const Link& l = m_design.links[static_cast<std::size_t>(index)];
    if (from != l.a && from != l.b)
        return refuse(tr("Server %1 is not an end of link %2-%3.").arg(from).arg(l.a).arg(l.b));
    const int other = from == l.a ? l.b : l.a;
    if (to < 0 || to >= m_servers)
        return refuse(tr("Servers are numbered 0 to %1, not %2.").arg(m_servers - 1).arg(to));
    if (to == other) return refuse(tr("A link cannot join server %1 to itself.").arg(to));
    if (to == from) return refuse(tr("The link already ends at server %1.").arg(to));
    DesignEdit edit;
    edit.design = m_design;
    const Link moved{std::min(other, to), std::max(other, to), 1, l.role, l.gbps};
    auto& links = edit.design.links;
    if (--links[static_cast<std::size_t>(index)].count < 1) links.erase(links.begin() + index);
    const auto same = std::find_if(links.begin(), links.end(), [&](const Link& x) {
        return x.a == moved.a && x.b == moved.b && x.role == moved.role && x.gbps == moved.gbps;
    });
    if (same != links.end())
        ++same->count;
    else
        links.push_back(moved);
    edit.description =
        tr("Move link %1-%2 from server %3 to %4").arg(l.a).arg(l.b).arg(from).arg(to);
    return finish(std::move(edit), makeRoom);
}

} // namespace topoopt::ui

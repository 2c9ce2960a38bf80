// Parallel-link bookkeeping for topology builders.
#include "topology/linkset.h"

#include <algorithm>

namespace topoopt {

void LinkSet::add(int a, int b, LinkRole role, int count, double gbps)
{
    if (a == b || count < 1) return;
    if (a > b) std::swap(a, b);
    Entry& e = m_links[{a, b, static_cast<int>(role)}];
    e.count += count;
    e.gbps = gbps;
    m_ports[static_cast<std::size_t>(a)] += count;
    m_ports[static_cast<std::size_t>(b)] += count;
}

bool LinkSet::removeOne(int a, int b, LinkRole role)
{
    if (a > b) std::swap(a, b);
    auto it = m_links.find({a, b, static_cast<int>(role)});
    if (it == m_links.end()) return false;
    if (--it->second.count == 0) m_links.erase(it);
    --m_ports[static_cast<std::size_t>(a)];
    --m_ports[static_cast<std::size_t>(b)];
    return true;
}

int LinkSet::between(int a, int b) const
{
    if (a > b) std::swap(a, b);
    int total = 0;
    for (auto it = m_links.lower_bound({a, b, 0}); it != m_links.end(); ++it) {
        if (std::get<0>(it->first) != a || std::get<1>(it->first) != b) break;
        total += it->second.count;
    }
    return total;
}

std::vector<Link> LinkSet::links() const
{
    std::vector<Link> out;
    out.reserve(m_links.size());
    for (const auto& [key, e] : m_links) {
        Link l;
        l.a = std::get<0>(key);
        l.b = std::get<1>(key);
        l.role = static_cast<LinkRole>(std::get<2>(key));
        l.count = e.count;
        l.gbps = e.gbps;
        out.push_back(l);
    }
    return out;
}

} // namespace topoopt

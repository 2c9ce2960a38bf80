// Edmonds' weighted blossom algorithm (primal-dual, O(V^3)), integer arithmetic only.
#include "topology/blossom.h"

#include <algorithm>
#include <functional>

namespace topoopt::detail {

namespace {

/// The state of one run. Vertices are 0..n-1, blossoms n..2n-1; an "endpoint" p names edge p/2
/// seen from one end (endpoint[p] is the vertex at that end), so p ^ 1 is the other end.
class Blossom {
public:
    Blossom(int n, const std::vector<WeightedEdge>& edges) : m_n(n), m_edges(edges)
    {
        const std::size_t n2 = static_cast<std::size_t>(2 * n);
        m_endpoint.resize(2 * edges.size());
        m_neighbend.resize(static_cast<std::size_t>(n));
        std::int64_t maxWeight = 0;
        for (std::size_t k = 0; k < edges.size(); ++k) {
            // Doubled weights keep every dual variable and every slack / 2 an integer.
            m_edges[k].weight *= 2;
            maxWeight = std::max(maxWeight, m_edges[k].weight);
            m_endpoint[2 * k] = edges[k].u;
            m_endpoint[2 * k + 1] = edges[k].v;
            m_neighbend[static_cast<std::size_t>(edges[k].u)].push_back(
                static_cast<int>(2 * k + 1));
            m_neighbend[static_cast<std::size_t>(edges[k].v)].push_back(static_cast<int>(2 * k));
        }
        m_mate.assign(static_cast<std::size_t>(n), -1);
        m_label.assign(n2, 0);
        m_labelEnd.assign(n2, -1);
        m_inBlossom.resize(static_cast<std::size_t>(n));
        for (int v = 0; v < n; ++v)
            m_inBlossom[static_cast<std::size_t>(v)] = v;
        m_parent.assign(n2, -1);
        m_childs.assign(n2, {});
        m_endps.assign(n2, {});
        m_base.assign(n2, -1);
        for (int v = 0; v < n; ++v)
            m_base[static_cast<std::size_t>(v)] = v;
        m_bestEdge.assign(n2, -1);
        m_bestEdges.assign(n2, {});
        m_hasBestEdges.assign(n2, false);
        for (int b = 2 * n - 1; b >= n; --b)
            m_unused.push_back(b);
        m_dual.assign(n2, 0);
        for (int v = 0; v < n; ++v)
            m_dual[static_cast<std::size_t>(v)] = maxWeight;
        m_allow.assign(edges.size(), false);
    }

    std::vector<int> run();

private:
    template <typename T> static T& at(std::vector<T>& v, int i)
    {
        const int s = static_cast<int>(v.size());
        return v[static_cast<std::size_t>(((i % s) + s) % s)];
    }
    static std::size_t u(int i) { return static_cast<std::size_t>(i); }

    std::int64_t slack(int k) const
    {
        const WeightedEdge& e = m_edges[u(k)];
        return m_dual[u(e.u)] + m_dual[u(e.v)] - 2 * e.weight;
    }
    void leaves(int b, std::vector<int>& out) const
    {
        if (b < m_n) {
            out.push_back(b);
            return;
        }
        for (int c : m_childs[u(b)])
            leaves(c, out);
    }
    std::vector<int> leaves(int b) const
    {
        std::vector<int> out;
        leaves(b, out);
        return out;
    }
    void assignLabel(int w, int t, int p);
    int scanBlossom(int v, int w);
    void addBlossom(int base, int k);
    void expandBlossom(int b, bool endStage);
    void augmentBlossom(int b, int v);
    void augmentMatching(int k);

    int m_n;
    std::vector<WeightedEdge> m_edges;
    std::vector<int> m_endpoint;
    std::vector<std::vector<int>> m_neighbend;
    std::vector<int> m_mate; // remote endpoint, or -1
    std::vector<int> m_label, m_labelEnd, m_inBlossom, m_parent;
    std::vector<std::vector<int>> m_childs, m_endps;
    std::vector<int> m_base, m_bestEdge;
    std::vector<std::vector<int>> m_bestEdges;
    std::vector<bool> m_hasBestEdges;
    std::vector<int> m_unused;
    std::vector<std::int64_t> m_dual;
    std::vector<bool> m_allow;
    std::vector<int> m_queue;
};

void Blossom::assignLabel(int w, int t, int p)
{
    const int b = m_inBlossom[u(w)];
    m_label[u(w)] = m_label[u(b)] = t;
    m_labelEnd[u(w)] = m_labelEnd[u(b)] = p;
    m_bestEdge[u(w)] = m_bestEdge[u(b)] = -1;
    if (t == 1) {
        leaves(b, m_queue);
    } else if (t == 2) {
        const int base = m_base[u(b)];
        const int mp = m_mate[u(base)];
        assignLabel(m_endpoint[u(mp)], 1, mp ^ 1);
    }
}

int Blossom::scanBlossom(int v, int w)
{
    std::vector<int> path;
    int base = -1;
    while (v != -1 || w != -1) {
        int b = m_inBlossom[u(v)];
        if (m_label[u(b)] & 4) {
            base = m_base[u(b)];
            break;
        }
        path.push_back(b);
        m_label[u(b)] = 5;
        if (m_labelEnd[u(b)] == -1) {
            v = -1;
        } else {
            v = m_endpoint[u(m_labelEnd[u(b)])];
            b = m_inBlossom[u(v)];
            v = m_endpoint[u(m_labelEnd[u(b)])];
        }
        if (w != -1) std::swap(v, w);
    }
    for (int b : path)
        m_label[u(b)] = 1;
    return base;
}

void Blossom::addBlossom(int base, int k)
{
    int v = m_edges[u(k)].u;
    int w = m_edges[u(k)].v;
    const int bb = m_inBlossom[u(base)];
    int bv = m_inBlossom[u(v)];
    int bw = m_inBlossom[u(w)];
    const int b = m_unused.back();
    m_unused.pop_back();
    m_base[u(b)] = base;
    m_parent[u(b)] = -1;
    m_parent[u(bb)] = b;
    std::vector<int> path, endps;
    while (bv != bb) {
        m_parent[u(bv)] = b;
        path.push_back(bv);
        endps.push_back(m_labelEnd[u(bv)]);
        v = m_endpoint[u(m_labelEnd[u(bv)])];
        bv = m_inBlossom[u(v)];
    }
    path.push_back(bb);
    std::reverse(path.begin(), path.end());
    std::reverse(endps.begin(), endps.end());
    endps.push_back(2 * k);
    while (bw != bb) {
        m_parent[u(bw)] = b;
        path.push_back(bw);
        endps.push_back(m_labelEnd[u(bw)] ^ 1);
        w = m_endpoint[u(m_labelEnd[u(bw)])];
        bw = m_inBlossom[u(w)];
    }
    m_childs[u(b)] = path;
    m_endps[u(b)] = endps;
    m_label[u(b)] = 1;
    m_labelEnd[u(b)] = m_labelEnd[u(bb)];
    m_dual[u(b)] = 0;
    for (int x : leaves(b)) {
        if (m_label[u(m_inBlossom[u(x)])] == 2) m_queue.push_back(x);
        m_inBlossom[u(x)] = b;
    }
    std::vector<int> bestEdgeTo(u(2 * m_n), -1);
    auto consider = [&](int ke) {
        int i = m_edges[u(ke)].u;
        int j = m_edges[u(ke)].v;
        if (m_inBlossom[u(j)] == b) std::swap(i, j);
        const int bj = m_inBlossom[u(j)];
        if (bj != b && m_label[u(bj)] == 1 &&
            (bestEdgeTo[u(bj)] == -1 || slack(ke) < slack(bestEdgeTo[u(bj)])))
            bestEdgeTo[u(bj)] = ke;
    };
    for (int c : path) {
        if (!m_hasBestEdges[u(c)]) {
            for (int x : leaves(c))
                for (int p : m_neighbend[u(x)])
                    consider(p / 2);
        } else {
            for (int ke : m_bestEdges[u(c)])
                consider(ke);
        }
        m_bestEdges[u(c)].clear();
        m_hasBestEdges[u(c)] = false;
        m_bestEdge[u(c)] = -1;
    }
    std::vector<int> best;
    for (int ke : bestEdgeTo)
        if (ke != -1) best.push_back(ke);
    m_bestEdge[u(b)] = -1;
    for (int ke : best)
        if (m_bestEdge[u(b)] == -1 || slack(ke) < slack(m_bestEdge[u(b)])) m_bestEdge[u(b)] = ke;
    m_bestEdges[u(b)] = std::move(best);
    m_hasBestEdges[u(b)] = true;
}

void Blossom::expandBlossom(int b, bool endStage)
{
    const std::vector<int> childs = m_childs[u(b)];
    for (int s : childs) {
        m_parent[u(s)] = -1;
        if (s < m_n)
            m_inBlossom[u(s)] = s;
        else if (endStage && m_dual[u(s)] == 0)
            expandBlossom(s, endStage);
        else
            for (int x : leaves(s))
                m_inBlossom[u(x)] = s;
    }
    if (!endStage && m_label[u(b)] == 2) {
        std::vector<int>& ch = m_childs[u(b)];
        std::vector<int>& ep = m_endps[u(b)];
        const int entryChild = m_inBlossom[u(m_endpoint[u(m_labelEnd[u(b)] ^ 1)])];
        int j = static_cast<int>(std::find(ch.begin(), ch.end(), entryChild) - ch.begin());
        int jstep, endptrick;
        if (j & 1) {
            j -= static_cast<int>(ch.size());
            jstep = 1;
            endptrick = 0;
        } else {
            jstep = -1;
            endptrick = 1;
        }
        int p = m_labelEnd[u(b)];
        while (j != 0) {
            m_label[u(m_endpoint[u(p ^ 1)])] = 0;
            m_label[u(m_endpoint[u(at(ep, j - endptrick) ^ endptrick ^ 1)])] = 0;
            assignLabel(m_endpoint[u(p ^ 1)], 2, p);
            m_allow[u(at(ep, j - endptrick) / 2)] = true;
            j += jstep;
            p = at(ep, j - endptrick) ^ endptrick;
            m_allow[u(p / 2)] = true;
            j += jstep;
        }
        int bv = at(ch, j);
        m_label[u(m_endpoint[u(p ^ 1)])] = m_label[u(bv)] = 2;
        m_labelEnd[u(m_endpoint[u(p ^ 1)])] = m_labelEnd[u(bv)] = p;
        m_bestEdge[u(bv)] = -1;
        j += jstep;
        while (at(ch, j) != entryChild) {
            bv = at(ch, j);
            if (m_label[u(bv)] == 1) {
                j += jstep;
                continue;
            }
            int labelled = -1;
            for (int x : leaves(bv))
                if (m_label[u(x)] != 0) {
                    labelled = x;
                    break;
                }
            if (labelled >= 0) {
                m_label[u(labelled)] = 0;
                m_label[u(m_endpoint[u(m_mate[u(m_base[u(bv)])])])] = 0;
                assignLabel(labelled, 2, m_labelEnd[u(labelled)]);
            }
            j += jstep;
        }
    }
    m_label[u(b)] = m_labelEnd[u(b)] = -1;
    m_childs[u(b)].clear();
    m_endps[u(b)].clear();
    m_base[u(b)] = -1;
    m_bestEdges[u(b)].clear();
    m_hasBestEdges[u(b)] = false;
    m_bestEdge[u(b)] = -1;
    m_unused.push_back(b);
}

void Blossom::augmentBlossom(int b, int v)
{
    int t = v;
    while (m_parent[u(t)] != b)
        t = m_parent[u(t)];
    if (t >= m_n) augmentBlossom(t, v);
    std::vector<int>& ch = m_childs[u(b)];
    std::vector<int>& ep = m_endps[u(b)];
    const int i = static_cast<int>(std::find(ch.begin(), ch.end(), t) - ch.begin());
    int j = i;
    int jstep, endptrick;
    if (i & 1) {
        j -= static_cast<int>(ch.size());
        jstep = 1;
        endptrick = 0;
    } else {
        jstep = -1;
        endptrick = 1;
    }
    while (j != 0) {
        j += jstep;
        t = at(ch, j);
        const int p = at(ep, j - endptrick) ^ endptrick;
        if (t >= m_n) augmentBlossom(t, m_endpoint[u(p)]);
        j += jstep;
        t = at(ch, j);
        if (t >= m_n) augmentBlossom(t, m_endpoint[u(p ^ 1)]);
        m_mate[u(m_endpoint[u(p)])] = p ^ 1;
        m_mate[u(m_endpoint[u(p ^ 1)])] = p;
    }
    std::rotate(ch.begin(), ch.begin() + i, ch.end());
    std::rotate(ep.begin(), ep.begin() + i, ep.end());
    m_base[u(b)] = m_base[u(ch[0])];
}

void Blossom::augmentMatching(int k)
{
    const int v = m_edges[u(k)].u;
    const int w = m_edges[u(k)].v;
    const std::pair<int, int> starts[2] = {{v, 2 * k + 1}, {w, 2 * k}};
    for (auto [s, p] : starts) {
        while (true) {
            const int bs = m_inBlossom[u(s)];
            if (bs >= m_n) augmentBlossom(bs, s);
            m_mate[u(s)] = p;
            if (m_labelEnd[u(bs)] == -1) break;
            const int t = m_endpoint[u(m_labelEnd[u(bs)])];
            const int bt = m_inBlossom[u(t)];
            s = m_endpoint[u(m_labelEnd[u(bt)])];
            const int j = m_endpoint[u(m_labelEnd[u(bt)] ^ 1)];
            if (bt >= m_n) augmentBlossom(bt, j);
            m_mate[u(j)] = m_labelEnd[u(bt)];
            p = m_labelEnd[u(bt)] ^ 1;
        }
    }
}

std::vector<int> Blossom::run()
{
    const int n = m_n;
    for (int stage = 0; stage < n; ++stage) {
        std::fill(m_label.begin(), m_label.end(), 0);
        std::fill(m_bestEdge.begin(), m_bestEdge.end(), -1);
        for (int b = n; b < 2 * n; ++b) {
            m_bestEdges[u(b)].clear();
            m_hasBestEdges[u(b)] = false;
        }
        std::fill(m_allow.begin(), m_allow.end(), false);
        m_queue.clear();
        for (int v = 0; v < n; ++v)
            if (m_mate[u(v)] == -1 && m_label[u(m_inBlossom[u(v)])] == 0) assignLabel(v, 1, -1);
        bool augmented = false;
        while (true) {
            while (!m_queue.empty() && !augmented) {
                const int v = m_queue.back();
                m_queue.pop_back();
                for (int p : m_neighbend[u(v)]) {
                    const int k = p / 2;
                    const int w = m_endpoint[u(p)];
                    if (m_inBlossom[u(v)] == m_inBlossom[u(w)]) continue;
                    std::int64_t kslack = 0;
                    if (!m_allow[u(k)]) {
                        kslack = slack(k);
                        if (kslack <= 0) m_allow[u(k)] = true;
                    }
                    if (m_allow[u(k)]) {
                        if (m_label[u(m_inBlossom[u(w)])] == 0) {
                            assignLabel(w, 2, p ^ 1);
                        } else if (m_label[u(m_inBlossom[u(w)])] == 1) {
                            const int base = scanBlossom(v, w);
                            if (base >= 0) {
                                addBlossom(base, k);
                            } else {
                                augmentMatching(k);
                                augmented = true;
                                break;
                            }
                        } else if (m_label[u(w)] == 0) {
                            m_label[u(w)] = 2;
                            m_labelEnd[u(w)] = p ^ 1;
                        }
                    } else if (m_label[u(m_inBlossom[u(w)])] == 1) {
                        const int b = m_inBlossom[u(v)];
                        if (m_bestEdge[u(b)] == -1 || kslack < slack(m_bestEdge[u(b)]))
                            m_bestEdge[u(b)] = k;
                    } else if (m_label[u(w)] == 0) {
                        if (m_bestEdge[u(w)] == -1 || kslack < slack(m_bestEdge[u(w)]))
                            m_bestEdge[u(w)] = k;
                    }
                }
            }
            if (augmented) break;
            // No augmenting path with the current duals: change them (delta types 1..4).
            int deltaType = 1;
            std::int64_t delta = *std::min_element(m_dual.begin(), m_dual.begin() + n);
            int deltaEdge = -1, deltaBlossom = -1;
            for (int v = 0; v < n; ++v)
                if (m_label[u(m_inBlossom[u(v)])] == 0 && m_bestEdge[u(v)] != -1) {
                    const std::int64_t d = slack(m_bestEdge[u(v)]);
                    if (d < delta) {
                        delta = d;
                        deltaType = 2;
                        deltaEdge = m_bestEdge[u(v)];
                    }
                }
            for (int b = 0; b < 2 * n; ++b)
                if (m_parent[u(b)] == -1 && m_label[u(b)] == 1 && m_bestEdge[u(b)] != -1) {
                    const std::int64_t d = slack(m_bestEdge[u(b)]) / 2;
                    if (d < delta) {
                        delta = d;
                        deltaType = 3;
                        deltaEdge = m_bestEdge[u(b)];
                    }
                }
            for (int b = n; b < 2 * n; ++b)
                if (m_base[u(b)] >= 0 && m_parent[u(b)] == -1 && m_label[u(b)] == 2 &&
                    m_dual[u(b)] < delta) {
                    delta = m_dual[u(b)];
                    deltaType = 4;
                    deltaBlossom = b;
                }
            for (int v = 0; v < n; ++v) {
                const int l = m_label[u(m_inBlossom[u(v)])];
                if (l == 1)
                    m_dual[u(v)] -= delta;
                else if (l == 2)
                    m_dual[u(v)] += delta;
            }
            for (int b = n; b < 2 * n; ++b)
                if (m_base[u(b)] >= 0 && m_parent[u(b)] == -1) {
                    if (m_label[u(b)] == 1)
                        m_dual[u(b)] += delta;
                    else if (m_label[u(b)] == 2)
                        m_dual[u(b)] -= delta;
                }
            if (deltaType == 1) break;
            if (deltaType == 2) {
                m_allow[u(deltaEdge)] = true;
                int i = m_edges[u(deltaEdge)].u;
                if (m_label[u(m_inBlossom[u(i)])] == 0) i = m_edges[u(deltaEdge)].v;
                m_queue.push_back(i);
            } else if (deltaType == 3) {
                m_allow[u(deltaEdge)] = true;
                m_queue.push_back(m_edges[u(deltaEdge)].u);
            } else {
                expandBlossom(deltaBlossom, false);
            }
        }
        if (!augmented) break;
        for (int b = n; b < 2 * n; ++b)
            if (m_parent[u(b)] == -1 && m_base[u(b)] >= 0 && m_label[u(b)] == 1 &&
                m_dual[u(b)] == 0)
                expandBlossom(b, true);
    }
    std::vector<int> mate(u(n), -1);
    for (int v = 0; v < n; ++v)
        if (m_mate[u(v)] >= 0) mate[u(v)] = m_endpoint[u(m_mate[u(v)])];
    return mate;
}

} // namespace

std::vector<int> blossomMatching(int nodes, const std::vector<WeightedEdge>& edges)
{
    if (nodes <= 0 || edges.empty())
        return std::vector<int>(static_cast<std::size_t>(std::max(nodes, 0)), -1);
    return Blossom(nodes, edges).run();
}

} // namespace topoopt::detail

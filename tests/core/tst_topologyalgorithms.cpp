// The algorithms under TopologyFinder: coin change, TotientPerms, matchings, ECMP routing.
#include <QtTest>

#include <deque>
#include <random>

#include "topology/coinchange.h"
#include "topology/matching.h"
#include "topology/ringcycles.h"
#include "topology/routing.h"
#include "topology/topologycheck.h"

using namespace topoopt;

namespace {

/// Optimum by exhaustive search over subsets (n <= 14).
std::int64_t bruteForce(int n, const std::vector<std::vector<std::int64_t>>& w, int mask)
{
    if (mask == 0) return 0;
    int i = 0;
    while (!(mask >> i & 1))
        ++i;
    const int rest = mask & ~(1 << i);
    std::int64_t best = bruteForce(n, w, rest);
    for (int j = i + 1; j < n; ++j)
        if ((rest >> j & 1) && w[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] > 0)
            best = std::max(best, w[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] +
                                      bruteForce(n, w, rest & ~(1 << j)));
    return best;
}

bool validMatching(const std::vector<int>& mate, const std::vector<WeightedEdge>& edges)
{
    for (std::size_t v = 0; v < mate.size(); ++v) {
        const int m = mate[v];
        if (m < 0) continue;
        if (mate[static_cast<std::size_t>(m)] != static_cast<int>(v)) return false;
        const bool isEdge = std::any_of(edges.begin(), edges.end(), [&](const WeightedEdge& e) {
            return (e.u == static_cast<int>(v) && e.v == m) ||
                   (e.v == static_cast<int>(v) && e.u == m);
        });
        if (!isEdge) return false;
    }
    return true;
}

} // namespace

class TestTopologyAlgorithms : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void totientPermsAreCoprimeRings();
    void geometricChoice();
    void coinChangeEqualsBfs_data();
    void coinChangeEqualsBfs();
    void coinChangeSequences();
    void matchingEqualsBruteForce_data();
    void matchingEqualsBruteForce();
    void matchingEqualWeightsTerminates();
    void greedyIsHalfApproximation();
    void routingEcmpShares();
    void routingLongPaths();
    void routingUnreachable();
    void ringCyclesBorrowCoveringRings();
};

void TestTopologyAlgorithms::totientPermsAreCoprimeRings()
{
    QCOMPARE(totientPerms(1), std::vector<int>{});
    QCOMPARE(totientPerms(2), std::vector<int>{1});
    QCOMPARE(totientPerms(3), std::vector<int>{1});
    QCOMPARE(totientPerms(12), (std::vector<int>{1, 5}));
    QCOMPARE(totientPerms(16), (std::vector<int>{1, 3, 5, 7}));
    for (int k = 3; k <= 200; ++k) {
        int phi = 0;
        for (int p = 1; p < k; ++p)
            phi += gcd(p, k) == 1;
        QCOMPARE(static_cast<int>(totientPerms(k).size()), phi / 2);
        for (int p : totientPerms(k))
            QVERIFY(gcd(p, k) == 1 && 2 * p <= k);
    }
}

void TestTopologyAlgorithms::geometricChoice()
{
    const std::vector<int> c = totientPerms(128); // 1, 3, 5, ..., 63
    QCOMPARE(chooseGeometric(c, 1), std::vector<int>{1});
    // Targets 1, 63^(1/3) ~ 4, 63^(2/3) ~ 16: nearest odd candidates 1, 3 (tie 3/5 -> smaller), 15
    // or 17.
    const std::vector<int> three = chooseGeometric(c, 3);
    QCOMPARE(three.size(), std::size_t{3});
    QCOMPARE(three[0], 1);
    QVERIFY(three[1] == 3 || three[1] == 5);
    QVERIFY(three[2] == 15 || three[2] == 17);
    // More rings than candidates: every candidate, then parallel copies.
    QCOMPARE(chooseGeometric(totientPerms(6), 3), (std::vector<int>{1, 1, 1}));
    QCOMPARE(chooseGeometric(totientPerms(5), 3), (std::vector<int>{1, 2, 1}));
    QCOMPARE(chooseGeometric({}, 2), std::vector<int>{});
}

void TestTopologyAlgorithms::coinChangeEqualsBfs_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<std::vector<int>>("jumps");
    QTest::newRow("ring 7") << 7 << std::vector<int>{1};
    QTest::newRow("ring 2") << 2 << std::vector<int>{1};
    QTest::newRow("16: 1 5") << 16 << std::vector<int>{1, 5};
    QTest::newRow("12: 1 5") << 12 << std::vector<int>{1, 5};
    QTest::newRow("64: 1 3 13") << 64 << std::vector<int>{1, 3, 13};
    QTest::newRow("100: 1 7 31 49") << 100 << std::vector<int>{1, 7, 31, 49};
    QTest::newRow("128 half") << 128 << std::vector<int>{1, 64};
    QTest::newRow("disconnected 12: 4") << 12 << std::vector<int>{4};
    std::mt19937_64 rng(5);
    for (int i = 0; i < 12; ++i) {
        const int n = 2 + static_cast<int>(rng() % 300);
        std::vector<int> jumps;
        for (int j = 0; j < 1 + static_cast<int>(rng() % 4); ++j)
            jumps.push_back(1 + static_cast<int>(rng() % static_cast<unsigned>(n)));
        QTest::newRow(("random " + std::to_string(i)).c_str()) << n << jumps;
    }
}

void TestTopologyAlgorithms::coinChangeEqualsBfs()
{
    QFETCH(int, size);
    QFETCH(std::vector<int>, jumps);
    const CoinChange cc(size, jumps);
    // Circulant graph built explicitly and searched breadth-first from every node.
    std::vector<std::vector<int>> adj(static_cast<std::size_t>(size));
    for (int x = 0; x < size; ++x)
        for (int p : jumps)
            for (int y : {(x + p) % size, ((x - p) % size + size) % size})
                if (y != x) adj[static_cast<std::size_t>(x)].push_back(y);
    for (int src = 0; src < size; src += std::max(1, size / 5)) {
        std::vector<int> dist(static_cast<std::size_t>(size), -1);
        std::deque<int> q{src};
        dist[static_cast<std::size_t>(src)] = 0;
        while (!q.empty()) {
            const int v = q.front();
            q.pop_front();
            for (int w : adj[static_cast<std::size_t>(v)])
                if (dist[static_cast<std::size_t>(w)] < 0) {
                    dist[static_cast<std::size_t>(w)] = dist[static_cast<std::size_t>(v)] + 1;
                    q.push_back(w);
                }
        }
        for (int dst = 0; dst < size; ++dst)
            QCOMPARE(cc.hops(src, dst), dist[static_cast<std::size_t>(dst)]);
    }
}

void TestTopologyAlgorithms::coinChangeSequences()
{
    // On the ring of 8 with jumps 1 and 3, residue 4 takes two coins: +1+3, +3+1, -1-3, -3-1.
    const CoinChange cc(8, {1, 3});
    QCOMPARE(cc.hops(4), 2);
    const auto seqs = cc.sequences(4, 100);
    QCOMPARE(seqs.size(), std::size_t{4});
    for (const auto& s : seqs) {
        QCOMPARE(s.size(), std::size_t{2});
        QCOMPARE((s[0] + s[1]) % 8, 4);
    }
    QCOMPARE(cc.sequences(4, 2).size(), std::size_t{2});
    QCOMPARE(cc.sequences(0, 5), std::vector<std::vector<int>>{std::vector<int>{}});
    const auto paths = cc.positionPaths(6, 2, 100); // residue 4 from position 6
    QCOMPARE(paths.size(), std::size_t{4});
    for (const auto& p : paths) {
        QCOMPARE(p.front(), 6);
        QCOMPARE(p.back(), 2);
    }
}

void TestTopologyAlgorithms::matchingEqualsBruteForce_data()
{
    QTest::addColumn<quint64>("seed");
    for (quint64 s = 1; s <= 12; ++s)
        QTest::newRow(("seed " + std::to_string(s)).c_str()) << s;
}

void TestTopologyAlgorithms::matchingEqualsBruteForce()
{
    QFETCH(quint64, seed);
    std::mt19937_64 rng(seed);
    for (int trial = 0; trial < 150; ++trial) {
        const int n = 2 + static_cast<int>(rng() % 11);
        // Few distinct weights make ties (where Boost 1.74's blossom code fails).
        const std::uint64_t range = trial % 3 == 0 ? 1 : (trial % 3 == 1 ? 4 : 1000000);
        std::vector<std::vector<std::int64_t>> w(
            static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n), 0));
        std::vector<WeightedEdge> edges;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (rng() % 4 != 0) {
                    const auto x = static_cast<std::int64_t>(1 + rng() % range);
                    w[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = x;
                    edges.push_back({i, j, x});
                }
        const std::vector<int> mate = maximumWeightMatching(n, edges);
        QVERIFY(validMatching(mate, edges));
        QCOMPARE(matchingWeight(mate, edges), bruteForce(n, w, (1 << n) - 1));
    }
}

void TestTopologyAlgorithms::matchingEqualWeightsTerminates()
{
    // All-to-all demand of equal size: a perfect matching of weight n/2.
    for (int n : {16, 64, 129}) {
        std::vector<WeightedEdge> edges;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                edges.push_back({i, j, 1000});
        const std::vector<int> mate = maximumWeightMatching(n, edges);
        QCOMPARE(matchingWeight(mate, edges), std::int64_t{1000} * (n / 2));
    }
    QCOMPARE(maximumWeightMatching(3, {}), (std::vector<int>{-1, -1, -1}));
    QCOMPARE(maximumWeightMatching(3, {{0, 0, 5}, {1, 2, 0}}), (std::vector<int>{-1, -1, -1}));
}

void TestTopologyAlgorithms::greedyIsHalfApproximation()
{
    std::mt19937_64 rng(9);
    for (int trial = 0; trial < 300; ++trial) {
        const int n = 2 + static_cast<int>(rng() % 11);
        std::vector<std::vector<std::int64_t>> w(
            static_cast<std::size_t>(n), std::vector<std::int64_t>(static_cast<std::size_t>(n), 0));
        std::vector<WeightedEdge> edges;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (rng() % 3 != 0) {
                    const auto x = static_cast<std::int64_t>(1 + rng() % 100);
                    w[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = x;
                    edges.push_back({i, j, x});
                }
        const std::vector<int> mate = greedyMatching(n, edges);
        QVERIFY(validMatching(mate, edges));
        QVERIFY(2 * matchingWeight(mate, edges) >= bruteForce(n, w, (1 << n) - 1));
    }
    // The classic bad case: a heavy middle edge blocks two lighter ones.
    const std::vector<WeightedEdge> path = {{0, 1, 5}, {1, 2, 6}, {2, 3, 5}};
    QCOMPARE(matchingWeight(greedyMatching(4, path), path), std::int64_t{6});
    QCOMPARE(matchingWeight(maximumWeightMatching(4, path), path), std::int64_t{10});
}

void TestTopologyAlgorithms::routingEcmpShares()
{
    // 0 - 1 - 3 and 0 - 2 - 3, with 0-2 doubled: the path via 2 carries 2/3.
    const std::vector<Link> links = {{0, 1, 1, LinkRole::Mp, 0},
                                     {1, 3, 1, LinkRole::Mp, 0},
                                     {0, 2, 2, LinkRole::Mp, 0},
                                     {2, 3, 1, LinkRole::Mp, 0}};
    const RoutingTable r(4, links);
    QCOMPARE(r.hops(0, 3), 2);
    QCOMPARE(r.hops(3, 3), 0);
    const std::vector<Path> paths = r.paths(0, 3);
    QCOMPARE(paths.size(), std::size_t{2});
    for (const Path& p : paths) {
        if (p.hops == std::vector<int>{0, 1, 3})
            QCOMPARE(p.share, 1.0 / 3.0);
        else {
            QCOMPARE(p.hops, (std::vector<int>{0, 2, 3}));
            QCOMPARE(p.share, 2.0 / 3.0);
        }
    }
    QCOMPARE(r.paths(0, 3, 1).size(), std::size_t{1});
    QCOMPARE(r.paths(0, 3, 1)[0].share, 1.0);
    QCOMPARE(r.paths(0, 1).size(), std::size_t{1});
    QCOMPARE(r.paths(0, 1)[0].hops, (std::vector<int>{0, 1}));
}

void TestTopologyAlgorithms::routingLongPaths()
{
    // A ring of 200,000 nodes: the two ways round to the far side are 100,000 hops each, a
    // depth no recursive walk survives on a worker thread's stack.
    const int n = 200000;
    std::vector<Link> ring;
    for (int i = 0; i < n; ++i)
        ring.push_back({std::min(i, (i + 1) % n), std::max(i, (i + 1) % n), 1, LinkRole::Mp, 0});
    const RoutingTable r(n, ring);
    const std::vector<Path> paths = r.paths(0, n / 2);
    QCOMPARE(paths.size(), std::size_t{2});
    for (const Path& p : paths) {
        QCOMPARE(p.hops.size(), static_cast<std::size_t>(n / 2 + 1));
        QCOMPARE(p.share, 0.5);
        QCOMPARE(p.hops.front(), 0);
        QCOMPARE(p.hops.back(), n / 2);
    }
    QCOMPARE(paths[0].hops[1], 1); // the lower-numbered neighbour of the far side comes first
    QCOMPARE(paths[1].hops[1], n - 1);
}

void TestTopologyAlgorithms::routingUnreachable()
{
    const RoutingTable r(5, {{0, 1, 1, LinkRole::Mp, 0}, {2, 3, 1, LinkRole::Mp, 0}});
    QCOMPARE(r.hops(0, 3), -1);
    QVERIFY(r.paths(0, 3).empty());
    QVERIFY(r.paths(0, 0).empty());
    QCOMPARE(r.hops(0, 99), -1);
    QVERIFY(r.paths(-1, 2).empty());
}

QTEST_GUILESS_MAIN(TestTopologyAlgorithms)
void TestTopologyAlgorithms::ringCyclesBorrowCoveringRings()
{
    Topology t;
    t.servers = 12;
    t.rings.push_back({"all", {0, 1, 2, 3, 4, 5, 6, 7}, {3}});
    t.rings.push_back({"half", {8, 9, 10, 11, 0, 1}, {1}});
    t.rings.push_back({"half", {11, 10, 9, 8}, {1}}); // another member set of the same group
    const RingIndex index(t.rings);
    const auto orders = [](const std::vector<RingCycle>& cycles) {
        std::vector<std::pair<std::vector<int>, int>> out;
        for (const RingCycle& c : cycles)
            out.emplace_back(c.order, c.step);
        return out;
    };
    using Orders = std::vector<std::pair<std::vector<int>, int>>;
    // Its own rings over the same members, as they are; only those of the same member set.
    QCOMPARE(orders(index.cycles("half", {8, 9, 10, 11})), (Orders{{{11, 10, 9, 8}, 1}}));
    // Another group over the same servers lends its rings, whatever the name.
    QCOMPARE(orders(index.cycles("dp:x", {7, 6, 5, 4, 3, 2, 1, 0})),
             (Orders{{{0, 1, 2, 3, 4, 5, 6, 7}, 3}}));
    // A subset follows the cycle 0 3 6 1 4 7 2 5 of the covering ring, skipping 1 and 5.
    QCOMPARE(orders(index.cycles("dp:x", {0, 2, 3, 4, 6, 7})), (Orders{{{0, 3, 6, 4, 7, 2}, 1}}));
    // The smallest cover wins: {0, 1, 8} lies within the six-server ring only.
    QCOMPARE(orders(index.cycles("g", {8, 1, 0})), (Orders{{{8, 0, 1}, 1}}));
    QCOMPARE(orders(index.cycles("g", {9, 10, 11})), (Orders{{{11, 10, 9}, 1}}));
    // A pair has one order; servers no ring covers have none.
    QVERIFY(index.cycles("g", {0, 5}).empty());
    QVERIFY(index.cycles("g", {4, 8, 9}).empty());
    QVERIFY(RingIndex({}).cycles("g", {0, 1, 2}).empty());
}

#include "tst_topologyalgorithms.moc"

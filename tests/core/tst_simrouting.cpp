// The simulator's routing: channels from a topology's links, and routes kept or made on demand.
#include <QtTest>

#include <algorithm>
#include <utility>
#include <vector>

#include "sim/simrouting.h"
#include "simtask.h"

using namespace topoopt;
using topoopt::test::directTopology;
using topoopt::test::kB;
using topoopt::test::near;

namespace {
/// Links i -- i+1, and i -- i+5 given as two entries, which merge into one channel per
/// direction of twice the capacity; no routes, so every pair is routed on demand.
Topology chordRing(int servers)
{
    Topology t = directTopology(servers, {});
    for (int i = 0; i < servers; ++i) {
        const int a = i, b = (i + 1) % servers, c = (i + 5) % servers;
        t.links.push_back({std::min(a, b), std::max(a, b), 1, LinkRole::AllReduce, 0});
        for (int k = 0; k < 2; ++k)
            t.links.push_back({std::min(a, c), std::max(a, c), 1, LinkRole::Mp, 0});
    }
    return t;
}

/// A route as channel lists and shares, to compare routes from different calls.
std::vector<std::pair<std::vector<int>, double>> routeOf(const sim::SimRouting& routing,
                                                         const std::vector<sim::ChannelPath>& paths)
{
    std::vector<std::pair<std::vector<int>, double>> out;
    for (const sim::ChannelPath& p : paths) {
        std::vector<int> channels;
        for (int k = 0; k < p.length; ++k)
            channels.push_back(routing.channelPool()[static_cast<std::size_t>(p.offset + k)]);
        out.emplace_back(std::move(channels), p.share);
    }
    return out;
}
} // namespace

class TestSimRouting : public QObject {
    Q_OBJECT
private slots:
    void channelsMatchLinks_data();
    void channelsMatchLinks();
    void transientRoutesMatchKeptOnes();
};

void TestSimRouting::transientRoutesMatchKeptOnes()
{
    // SimFabric routes each pair once, for its uses, without keeping the routes: they take the
    // pool's end and give it back at the next call. Interleaved with kept routes, every route
    // must still be the one a routing that keeps everything gives, and a kept route must keep
    // its channels after transient ones came and went behind it.
    const Topology t = chordRing(40);
    sim::SimRouting keeping(t, 8), mixed(t, 8);
    const std::vector<std::pair<int, int>> pairs = {{0, 3}, {7, 22}, {5, 31}, {12, 2}, {39, 17}};
    const auto& kept = mixed.paths(1, 20);
    const auto keptRoute = routeOf(keeping, keeping.paths(1, 20));
    QCOMPARE(routeOf(mixed, kept), keptRoute);
    std::size_t mostPaths = 0;
    for (const auto& [a, b] : pairs) {
        const auto expected = routeOf(keeping, keeping.paths(a, b));
        mostPaths = std::max(mostPaths, expected.size());
        QCOMPARE(routeOf(mixed, mixed.transientPaths(a, b)), expected);
        QCOMPARE(routeOf(mixed, mixed.paths(b, a)), routeOf(keeping, keeping.paths(b, a)));
    }
    QVERIFY(mostPaths > 1); // some routes split over several paths
    QCOMPARE(routeOf(mixed, kept), keptRoute);
    // A pair already kept comes back as kept, not routed again.
    QCOMPARE(&mixed.transientPaths(1, 20), &kept);
}

void TestSimRouting::channelsMatchLinks_data()
{
    QTest::addColumn<int>("servers");
    QTest::newRow("16 servers (dense channel table)") << 16;
    QTest::newRow("600 servers (channels looked up in the graph's rows)") << 600;
}

void TestSimRouting::channelsMatchLinks()
{
    QFETCH(int, servers);
    const Topology t = chordRing(servers);
    sim::SimRouting routing(t, 8);
    QCOMPARE(routing.channels(), 4 * servers);
    for (int i = 0; i < servers; ++i)
        for (const auto& [step, count] : {std::pair{1, 1}, std::pair{5, 2}}) {
            const int j = (i + step) % servers;
            const int there = routing.channel(i, j), back = routing.channel(j, i);
            QVERIFY(there >= 0 && back >= 0 && there != back);
            QCOMPARE(routing.channelFrom(there), i);
            QCOMPARE(routing.channelTo(there), j);
            QCOMPARE(routing.channelFrom(back), j);
            QCOMPARE(routing.channelTo(back), i);
            QVERIFY(near(routing.capacity(there), count * kB));
        }
    QCOMPARE(routing.channel(0, 2), -1);
    QCOMPARE(routing.channel(0, servers), -1);
    // A pair outside any plan: each path is a chain of channels from 0 to 3, three hops long
    // (0-1-2-3, 0-5-4-3), and the shares add up to 1.
    const std::vector<sim::ChannelPath>& paths = routing.paths(0, 3);
    QVERIFY(!paths.empty());
    double shares = 0;
    for (const sim::ChannelPath& p : paths) {
        int at = 0;
        for (int k = 0; k < p.length; ++k) {
            const int c = routing.channelPool()[static_cast<std::size_t>(p.offset + k)];
            QCOMPARE(routing.channelFrom(c), at);
            at = routing.channelTo(c);
        }
        QCOMPARE(at, 3);
        QCOMPARE(p.length, 3);
        shares += p.share;
    }
    QVERIFY(near(shares, 1.0));
}

QTEST_APPLESS_MAIN(TestSimRouting)
#include "tst_simrouting.moc"

// TopologyFinder's steps: degree split, ring plans and their routes, stages, cancelling; manual
// designs; metrics.
#include <QtTest>

#include <numeric>

#include "tst_topologysupport.h"

#include "search/bestdesign.h"
#include "topology/buildtopology.h"
#include "topology/coinchange.h"
#include "topology/ringcycles.h"
#include "topology/ringplan.h"
#include "topology/routing.h"

using namespace topoopt;
using topoopt::test::randomTraffic;
using topoopt::test::topologyViolation;

namespace {

/// The manual-design tests' cluster: 8 servers in one AllReduce group "all", 4 ports each.
Traffic oneGroupOfEight()
{
    Traffic traffic;
    traffic.servers = 8;
    traffic.allreduce.push_back({"all", {0, 1, 2, 3, 4, 5, 6, 7}, 1e6});
    return traffic;
}

TopologyOptions manualOnFourPorts()
{
    TopologyOptions options;
    options.kind = "manual";
    options.degree = 4;
    return options;
}

} // namespace

class TestTopologyFinder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void degreeSplit();
    void ringOnlyRoutesAreCoinChange();
    void nearSubsetsShareRings();
    void stagesReplayTheBuild();
    void cancelStops();
    void manualDesign();
    void manualErrors_data();
    void manualErrors();
    void manualRingOfAbsentGroup();
    void metricsOnKnownFabric();
};

void TestTopologyFinder::degreeSplit()
{
    Traffic traffic;
    traffic.servers = 8;
    traffic.allreduce.push_back({"all", {0, 1, 2, 3, 4, 5, 6, 7}, 1000}); // T_A = 14000
    traffic.mp.push_back({0, 1, 14000});                                  // T_M = 14000
    PortSplit s = splitDegree(traffic, 8, DegreeSplit::Proportional);
    QCOMPARE(s.allreduce, 4);
    QCOMPARE(s.mp, 4);
    s = splitDegree(traffic, 5, DegreeSplit::Proportional); // 2.5 -> even 2, odd port to MP
    QCOMPARE(s.allreduce, 2);
    QCOMPARE(s.mp, 3);
    s = splitDegree(traffic, 5, DegreeSplit::AllReduceOnly);
    QCOMPARE(s.allreduce, 4);
    QCOMPARE(s.mp, 1);
    traffic.mp[0].bytes = 1e12; // MP dominates, but a ring must exist
    QCOMPARE(splitDegree(traffic, 8, DegreeSplit::Proportional).allreduce, 2);
    traffic.mp.clear(); // no MP: everything to AllReduce
    QCOMPARE(splitDegree(traffic, 7, DegreeSplit::Proportional).allreduce, 6);
    traffic.allreduce.clear();
    traffic.mp.push_back({0, 1, 1});
    QCOMPARE(splitDegree(traffic, 4, DegreeSplit::AllReduceOnly).allreduce, 0);
}

void TestTopologyFinder::ringOnlyRoutesAreCoinChange()
{
    // One group over all servers, no MP ports: the fabric is the circulant of the chosen jumps,
    // so shortest-path routes must be exactly the minimum-coin sequences.
    const int n = 24;
    Traffic traffic;
    traffic.servers = n;
    std::vector<int> all;
    for (int i = n - 1; i >= 0; --i)
        all.push_back(i);
    traffic.allreduce.push_back({"all", all, 1e6});
    for (int j = 1; j < n; ++j)
        traffic.mp.push_back({0, j, 0.0});
    TopologyOptions options;
    options.degree = 6;
    options.degreeSplit = DegreeSplit::AllReduceOnly;
    Topology t = buildTopology(traffic, options);
    QCOMPARE(t.rings.size(), std::size_t{1});
    QCOMPARE(t.rings[0].permutations.size(), std::size_t{3});
    QCOMPARE(t.rings[0].permutations[0], 1);
    const CoinChange cc(n, t.rings[0].permutations);
    const RoutingTable routing(t);
    for (int j = 1; j < n; ++j) {
        std::vector<std::vector<int>> expected = cc.positionPaths(0, j, 1000);
        std::vector<std::vector<int>> got;
        for (const Path& p : routing.paths(0, j, 1000))
            got.push_back(p.hops);
        std::sort(expected.begin(), expected.end());
        std::sort(got.begin(), got.end());
        QCOMPARE(got, expected);
    }
}

void TestTopologyFinder::nearSubsetsShareRings()
{
    // A 16-server group and one that lacks a single server (a layer the search moved off one
    // server): the smaller one shares the larger's rings, which get the whole budget and the
    // smaller's bytes, instead of a second ring that would repeat most of the first's links.
    Traffic traffic;
    traffic.servers = 16;
    std::vector<int> all(16), most;
    std::iota(all.begin(), all.end(), 0);
    for (int s : all)
        if (s != 9) most.push_back(s);
    traffic.allreduce = {{"big", all, 1e9}, {"most", most, 2e9}};
    RingPlan plan = planRings(traffic, 2, false);
    QCOMPARE(plan.rings.size(), std::size_t{1});
    QCOMPARE(plan.rings[0].ring.group, std::string("big"));
    QCOMPARE(plan.rings[0].ring.permutations.size(), std::size_t{2});
    QCOMPARE(plan.sharing, (std::vector<std::pair<std::size_t, std::size_t>>{{1, 0}}));
    QCOMPARE(plan.groupsWithoutRing, 0);
    TopologyOptions options;
    options.degree = 4;
    std::vector<FinderStage> stages;
    const Topology t = buildTopology(traffic, options, stages);
    QCOMPARE(t.rings.size(), std::size_t{1});
    QVERIFY(std::any_of(stages.begin(), stages.end(), [](const FinderStage& s) {
        return s.explanation.find("\"most\" (15 servers) gets no ring of its own") !=
               std::string::npos;
    }));
    // Short of more than an eighth of its servers, or not a subset, a group keeps its own ring.
    traffic.allreduce[1].members.erase(traffic.allreduce[1].members.begin());
    QCOMPARE(planRings(traffic, 2, false).rings.size(), std::size_t{2}); // 14 of 16
    traffic.allreduce[1].members = {0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 16};
    traffic.servers = 17;
    QCOMPARE(planRings(traffic, 2, false).rings.size(), std::size_t{2}); // server 16 is outside
    // Within an eighth: 60 of 64 servers share.
    Traffic wide;
    wide.servers = 64;
    std::vector<int> sixtyFour(64);
    std::iota(sixtyFour.begin(), sixtyFour.end(), 0);
    wide.allreduce = {{"all", sixtyFour, 1e9},
                      {"sixty", std::vector<int>(sixtyFour.begin() + 4, sixtyFour.end()), 1e8}};
    plan = planRings(wide, 3, false);
    QCOMPARE(plan.rings.size(), std::size_t{1});
    QCOMPARE(plan.rings[0].ring.permutations.size(), std::size_t{3});
}

void TestTopologyFinder::stagesReplayTheBuild()
{
    const Traffic traffic = randomTraffic(32, 11, 100);
    Traffic withGroups = traffic;
    withGroups.allreduce.push_back({"all", {}, 5e7});
    for (int i = 0; i < 32; ++i)
        withGroups.allreduce.back().members.push_back(i);
    TopologyOptions options;
    options.degree = 8;
    std::vector<FinderStage> stages;
    const Topology t = buildTopology(withGroups, options, stages);
    QVERIFY(stages.size() >= 4);
    const std::vector<std::string> order = {"degree-split", "ring", "matching", "fill", "routes"};
    std::size_t last = 0;
    for (const FinderStage& s : stages) {
        const auto at = std::find(order.begin(), order.end(), s.kind);
        QVERIFY2(at != order.end(), s.kind.c_str());
        const std::size_t index = static_cast<std::size_t>(at - order.begin());
        QVERIFY2(index >= last, ("stage " + s.kind + " out of order").c_str());
        last = index;
        QVERIFY(!s.explanation.empty());
        QVERIFY(s.explanation.back() == '.');
        // The account is made of known cases whose every figure is given (finderaccount.h).
        QCOMPARE(s.explanation, englishAccount(s.sentences));
        for (const FinderSentence& sentence : s.sentences)
            QVERIFY2(!finderSentenceTemplate(sentence.id).empty(), sentence.id.c_str());
        QVERIFY2(!QString::fromStdString(s.explanation)
                      .contains(QRegularExpression(QStringLiteral("%[1-9]"))),
                 s.explanation.c_str());
    }
    QCOMPARE(stages.front().kind, std::string("degree-split"));
    QCOMPARE(stages.back().kind, std::string("routes"));
    // Figures rounded for reading ("26.7 % ... 2.13 hops", not "26.6667% ... 2.13333").
    const QString routes = QString::fromStdString(stages.back().explanation);
    QVERIFY2(routes.contains(QRegularExpression(QStringLiteral(
                 R"(routes, \d+\.\d % of MP bytes on direct links, \d+\.\d\d hops on average)"))),
             qPrintable(routes));
    QVERIFY(stages.back().snapshot == t);
    QVERIFY(stages.front().snapshot.links.empty());
    // Links only grow through ring and matching stages.
    for (std::size_t i = 1; i + 2 < stages.size(); ++i) {
        int before = 0, after = 0;
        for (int p : stages[i - 1].snapshot.portsUsed())
            before += p;
        for (int p : stages[i].snapshot.portsUsed())
            after += p;
        QVERIFY(after > before || stages[i].kind == "fill");
    }
    // The observer sees the same stages.
    TopologyFinder finder(withGroups, options);
    std::vector<std::string> seen;
    finder.setObserver([&](const FinderStage& s) { seen.push_back(s.kind); });
    QVERIFY(finder.run() == t);
    QCOMPARE(seen.size(), stages.size());
}

void TestTopologyFinder::cancelStops()
{
    const Traffic traffic = randomTraffic(64, 3, 200);
    CancelToken token;
    token.cancel();
    TopologyOptions options;
    QVERIFY_THROWS_EXCEPTION(Cancelled, buildTopology(traffic, options, &token));
}

void TestTopologyFinder::manualDesign()
{
    Traffic traffic = oneGroupOfEight();
    traffic.mp.push_back({0, 4, 1e6});
    traffic.mp.push_back({1, 5, 1e6}); // two hops on the ring 0 2 4 6 1 3 5 7
    TopologyOptions options = manualOnFourPorts();
    options.rings.push_back({"all", {0, 2, 4, 6, 1, 3, 5, 7}, {1}});
    options.links.push_back({0, 4, 1, LinkRole::Mp, 0});
    const Topology t = buildTopology(traffic, options);
    const std::string violation = topologyViolation(t, traffic, 4);
    QVERIFY2(violation.empty(), violation.c_str());
    QCOMPARE(t.kind, std::string("manual"));
    QCOMPARE(t.rings.at(0).members, (std::vector<int>{0, 2, 4, 6, 1, 3, 5, 7}));
    QCOMPARE(t.routes.size(), std::size_t{2});
    QCOMPARE(t.routes[0].paths.size(), std::size_t{1});
    QCOMPARE(t.routes[0].paths[0].hops, (std::vector<int>{0, 4}));
    QVERIFY(t.metrics.connected);
    QCOMPARE(t.metrics.mpDirectFraction, 0.5);
    QCOMPARE(t.metrics.mpAvgHops, 1.5);
    QCOMPARE(t.routes[1].paths[0].hops, (std::vector<int>{1, 3, 5}));
}

void TestTopologyFinder::manualErrors_data()
{
    QTest::addColumn<int>("permutation");
    QTest::addColumn<int>("extraLinks");
    QTest::addColumn<QString>("group");
    QTest::addColumn<QList<int>>("members"); // empty: the group's
    QTest::addColumn<QString>("expected");
    QTest::newRow("not coprime") << 2 << 0 << "all" << QList<int>()
                                 << "/rings/0/permutations/0: permutation 2 is not coprime with "
                                    "the group size 8";
    QTest::newRow("too large") << 8 << 0 << "all" << QList<int>() << "/rings/0/permutations/0";
    QTest::newRow("over budget") << 1 << 3 << "all" << QList<int>() << "server 0 uses 5 ports";
    QTest::newRow("unknown group") << 1 << 0 << "nope" << QList<int>() << "/rings/0/group";
    // A ring of a group the traffic does not have (manualRingOfAbsentGroup) still needs servers,
    // each once.
    QTest::newRow("absent group, server twice")
        << 1 << 0 << "gone" << QList<int>{0, 1, 1, 2}
        << "/rings/0/members: a server appears twice in the ring";
    QTest::newRow("absent group, no such server")
        << 1 << 0 << "gone" << QList<int>{0, 9} << "/rings/0/members: member outside 0..7";
}

void TestTopologyFinder::manualErrors()
{
    QFETCH(int, permutation);
    QFETCH(int, extraLinks);
    QFETCH(QString, group);
    QFETCH(QList<int>, members);
    QFETCH(QString, expected);
    const Traffic traffic = oneGroupOfEight();
    TopologyOptions options = manualOnFourPorts();
    options.rings.push_back(
        {group.toStdString(), std::vector<int>(members.begin(), members.end()), {permutation}});
    for (int i = 0; i < extraLinks; ++i)
        options.links.push_back({0, 4 + i, 1, LinkRole::Mp, 0});
    try {
        buildTopology(traffic, options);
        QFAIL("invalid manual design accepted");
    } catch (const InputError& e) {
        const std::string text = e.problems().toString();
        QVERIFY2(text.find(expected.toStdString()) != std::string::npos, text.c_str());
    }
}

void TestTopologyFinder::manualRingOfAbsentGroup()
{
    // A ring named for a group the traffic no longer has stays wiring when it lists its
    // servers, and the traffic's group over those servers runs on it.
    const Traffic traffic = oneGroupOfEight();
    TopologyOptions options = manualOnFourPorts();
    options.rings.push_back({"renamed", {0, 3, 6, 1, 4, 7, 2, 5}, {1}});
    const Topology t = buildTopology(traffic, options);
    QCOMPARE(t.rings.at(0).group, std::string("renamed"));
    int ringLinks = 0;
    for (const Link& l : t.links)
        ringLinks += l.role == LinkRole::AllReduce ? l.count : 0;
    QCOMPARE(ringLinks, 8);
    const RingIndex index(t.rings);
    const std::vector<RingCycle> cycles = index.cycles("all", traffic.allreduce[0].members);
    QCOMPARE(cycles.size(), std::size_t{1});
    QCOMPARE(cycles[0].order, (std::vector<int>{0, 3, 6, 1, 4, 7, 2, 5}));
}

void TestTopologyFinder::metricsOnKnownFabric()
{
    // Ideal switch: every MP pair is two hops, nothing direct, one uplink of d x B each.
    Traffic traffic;
    traffic.servers = 4;
    traffic.mp.push_back({0, 1, 100});
    traffic.mp.push_back({2, 3, 300});
    TopologyOptions options;
    options.kind = "ideal";
    options.degree = 4;
    options.linkGbps = 25;
    Topology t = buildTopology(traffic, options);
    QCOMPARE(t.switches, 1);
    QCOMPARE(t.links.size(), std::size_t{4});
    for (const Link& l : t.links) {
        QCOMPARE(l.role, LinkRole::Uplink);
        QCOMPARE(l.gbps, 100.0);
    }
    QCOMPARE(t.metrics.mpAvgHops, 2.0);
    QCOMPARE(t.metrics.mpMaxHops, 2);
    QCOMPARE(t.metrics.mpDirectFraction, 0.0);
    QCOMPARE(t.metrics.diameter, 2);
    QCOMPARE(t.metrics.maxLinkLoadBytes, 300.0);
    // Lower bound: (100 x 2 + 300 x 2) byte-hops over 8 link directions.
    QCOMPARE(t.metrics.loadLowerBoundBytes, 100.0);

    // TopoOpt with MP only, d = 1: the matching links both pairs directly.
    options.kind = "topoopt";
    options.degree = 1;
    t = buildTopology(traffic, options);
    QCOMPARE(t.metrics.mpDirectFraction, 1.0);
    QCOMPARE(t.metrics.mpAvgHops, 1.0);
    QCOMPARE(t.metrics.maxLinkLoadBytes, 300.0);
    QCOMPARE(t.metrics.matching, std::string("exact"));
    QVERIFY(!t.metrics.connected);
    QCOMPARE(t.metrics.diameter, -1);
}

QTEST_GUILESS_MAIN(TestTopologyFinder)
#include "tst_topologyfinder.moc"

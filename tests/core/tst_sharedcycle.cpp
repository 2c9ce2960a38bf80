// Disjoint AllReduce groups of one class (GPT's pipeline halves in small): one cycle shared by
// them, rings of their own joined by MP links, and the shared-cycle choice and its candidates.
#include <QtTest>

#include <cstdlib>

#include "pipelinehalves.h"
#include "tst_topologysupport.h"

#include "search/bestdesign.h"
#include "topology/buildtopology.h"
#include "topology/ringcycles.h"

using namespace topoopt;
using topoopt::test::topologyViolation;

class TestSharedCycle : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void disjointGroupsShareOneCycle();
    void disjointGroupsJoinByMpLinks();
    void sharedCyclePolicy();
    void candidatesDifferOnlyWhereSharingDoes();
};

void TestSharedCycle::disjointGroupsShareOneCycle()
{
    // Two rings' worth of ports for two disjoint groups: rings of their own would leave two
    // islands, so the groups share one cycle through all servers with both rings' links on
    // every hop. It is no one group's ring, so the topology lists no rings (interfaces.md).
    const Traffic traffic = test::pipelineHalves(true);
    TopologyOptions options;
    options.degree = 4;
    TopologyFinder finder(traffic, options);
    const Topology t = finder.run();
    QVERIFY(t.metrics.connected);
    QCOMPARE(finder.portSplit().allreduce, 4);
    QVERIFY(t.rings.empty());
    QCOMPARE(t.links.size(), std::size_t{16});
    for (const Link& link : t.links) {
        QCOMPARE(link.role, LinkRole::AllReduce);
        QCOMPARE(link.count, 2);
        QVERIFY(link.b - link.a == 1 || (link.a == 0 && link.b == 15));
    }
    QCOMPARE(t.metrics.mpDirectFraction, 1.0);
    const std::string violation = topologyViolation(t, traffic, 4);
    QVERIFY2(violation.empty(), violation.c_str());
    QVERIFY(finder.stages()[1].explanation.find("share one cycle") != std::string::npos);
    // Each group's AllReduce runs in member order over the cycle: two links a hop.
    QVERIFY(RingIndex(t.rings).cycles("even", traffic.allreduce[0].members).empty());
    // Read back as a manual design, from the topology file's links or from the design the
    // studio edits (manualDesignOf), the cycle's links stay.
    TopologyOptions manual = options;
    manual.kind = "manual";
    manual.links = t.links;
    QCOMPARE(buildTopology(traffic, manual).links, t.links);
    const TopologySpec design = manualDesignOf(t);
    QCOMPARE(design.links, t.links);
    manual.links = design.links;
    QCOMPARE(buildTopology(traffic, manual).links, t.links);
}

void TestSharedCycle::disjointGroupsJoinByMpLinks()
{
    // Four rings' worth for the same two groups: each group keeps three rings of its own (a
    // shared cycle would give each a half of four when both run), and the fourth ring's ports
    // go to MP links, which join the halves along the demand (twice, 3.6), rather than to a
    // backbone in id order, half of whose links (2i+1, 2i+2) would carry nothing.
    const Traffic traffic = test::pipelineHalves(true);
    TopologyOptions options;
    options.degree = 8;
    TopologyFinder finder(traffic, options);
    QCOMPARE(splitDegree(traffic, 8, DegreeSplit::Proportional).allreduce, 8);
    const Topology t = finder.run();
    QVERIFY(t.metrics.connected);
    QCOMPARE(finder.portSplit().allreduce, 6);
    QCOMPARE(finder.portSplit().mp, 2);
    QCOMPARE(t.rings.size(), std::size_t{2});
    QCOMPARE(t.rings[0].permutations.size(), std::size_t{3});
    int pairLinks = 0;
    for (const Link& link : t.links) {
        const bool pair = std::min(link.a, link.b) % 2 == 0 && std::abs(link.a - link.b) == 1;
        if (link.role != LinkRole::AllReduce) {
            QVERIFY2(pair, qPrintable(QStringLiteral("%1-%2").arg(link.a).arg(link.b)));
            QCOMPARE(link.role, LinkRole::Mp);
            pairLinks += link.count;
        }
    }
    QCOMPARE(pairLinks, 16); // two links for each of the eight pairs
    QCOMPARE(t.metrics.mpDirectFraction, 1.0);
    const std::string violation = topologyViolation(t, traffic, 8);
    QVERIFY2(violation.empty(), violation.c_str());
    // The stages tell why the split moved.
    QVERIFY(finder.stages().front().explanation.find("separate parts") != std::string::npos);
}

void TestSharedCycle::sharedCyclePolicy()
{
    const Traffic traffic = test::pipelineHalves(true);
    TopologyOptions options;
    options.degree = 8;
    // Always: the four rings' worth become four parallel links on every hop of one cycle
    // through all sixteen servers, which needs no ports for joining parts.
    options.sharedCycle = SharedCycle::Always;
    TopologyFinder always(traffic, options);
    const Topology shared = always.run();
    QVERIFY(always.hadSharableGroups());
    QVERIFY(shared.metrics.connected);
    QCOMPARE(always.portSplit().allreduce, 8);
    QVERIFY(shared.rings.empty());
    QCOMPARE(shared.links.size(), std::size_t{16});
    for (const Link& link : shared.links) {
        QCOMPARE(link.role, LinkRole::AllReduce);
        QCOMPARE(link.count, 4);
    }
    std::string violation = topologyViolation(shared, traffic, 8);
    QVERIFY2(violation.empty(), violation.c_str());
    // Never, at d = 4, where the rule shares: each group gets a ring of its own, and the other
    // ring's ports join the halves by MP links.
    options.degree = 4;
    options.sharedCycle = SharedCycle::Never;
    TopologyFinder never(traffic, options);
    const Topology own = never.run();
    QVERIFY(own.metrics.connected);
    QCOMPARE(own.rings.size(), std::size_t{2});
    QCOMPARE(never.portSplit().allreduce, 2);
    violation = topologyViolation(own, traffic, 4);
    QVERIFY2(violation.empty(), violation.c_str());
    // One group alone has nothing to share: the policy changes nothing.
    Traffic single = traffic;
    single.allreduce.pop_back();
    TopologyFinder alone(single, options);
    const Topology t = alone.run();
    QVERIFY(!alone.hadSharableGroups());
    options.sharedCycle = SharedCycle::Always;
    QCOMPARE(buildTopology(single, options), t);
}

void TestSharedCycle::candidatesDifferOnlyWhereSharingDoes()
{
    const Traffic traffic = test::pipelineHalves(true);
    TopologyOptions options;
    for (int degree : {4, 8}) {
        options.degree = degree;
        // The rule's fabric first, then the other choice: the rule shares at d = 4 and not at
        // d = 8, so "always" repeats it at 4 and "never" at 8.
        const std::vector<TopologyCandidate> candidates = buildTopologyCandidates(traffic, options);
        QCOMPARE(candidates.size(), std::size_t{2});
        QCOMPARE(candidates[0].topology, buildTopology(traffic, options));
        QCOMPARE(candidates[0].sharedCycle, SharedCycle::Auto);
        QCOMPARE(candidates[0].topology.rings.empty(), degree == 4);
        QCOMPARE(candidates[1].topology.rings.empty(), degree == 8);
        QCOMPARE(candidates[1].sharedCycle, degree == 4 ? SharedCycle::Never : SharedCycle::Always);
    }
    // A fixed choice, another kind, or traffic with nothing to share: one fabric.
    options.sharedCycle = SharedCycle::Never;
    QCOMPARE(buildTopologyCandidates(traffic, options).size(), std::size_t{1});
    options.sharedCycle = SharedCycle::Auto;
    options.kind = "ring";
    QCOMPARE(buildTopologyCandidates(traffic, options).size(), std::size_t{1});
    options.kind = "topoopt";
    Traffic single = traffic;
    single.allreduce.pop_back();
    QCOMPARE(buildTopologyCandidates(single, options).size(), std::size_t{1});
}

QTEST_GUILESS_MAIN(TestSharedCycle)
#include "tst_sharedcycle.moc"

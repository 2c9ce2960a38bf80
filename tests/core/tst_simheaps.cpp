// The simulator's two priority queues against plain sorting: the event loop's (sim/eventqueue.h)
// and the progressive filling's (sim/shareheap.h). Each orders its keys totally, so any correct
// heap gives the same sequence; the simulator's determinism rests on that.
#include <QtTest>

#include <algorithm>
#include <random>
#include <tuple>
#include <vector>

#include "sim/eventqueue.h"
#include "sim/shareheap.h"

using namespace topoopt::sim;

class TestSimHeaps : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void eventsComeInTimeThenPushOrder_data();
    void eventsComeInTimeThenPushOrder();
    void zeroTimesOfEitherSignAreOneTime();
    void shareHeapPopsAscending();
    void shareHeapFilterKeepsOrder();
};

namespace {

bool earlier(const Event& a, const Event& b)
{
    return std::tie(a.time, a.seq) < std::tie(b.time, b.seq);
}

} // namespace

void TestSimHeaps::eventsComeInTimeThenPushOrder_data()
{
    QTest::addColumn<int>("distinctTimes");
    QTest::addColumn<unsigned>("seed");
    // Few distinct times make ties in time, which only the push order may break.
    QTest::newRow("all ties") << 1 << 1u;
    QTest::newRow("many ties") << 5 << 2u;
    QTest::newRow("some ties") << 100 << 3u;
    QTest::newRow("spread") << 1000000 << 4u;
}

void TestSimHeaps::eventsComeInTimeThenPushOrder()
{
    QFETCH(int, distinctTimes);
    QFETCH(unsigned, seed);
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> slot(0, distinctTimes - 1);
    std::uniform_int_distribution<int> action(0, 2);
    EventQueue queue;
    std::vector<Event> pending; // the reference: what is in the queue
    long long seq = 0;
    double now = 0;
    // Pushes and pops interleaved, as the event loop does: a pop takes the earliest event, and
    // a push is never earlier than the last pop (times from `now` on, as events are scheduled).
    for (int step = 0; step < 20000; ++step) {
        if (pending.empty() || action(rng) != 0) {
            const Event e{now + 0.125 * slot(rng), seq++, EventType::Deliver, step};
            queue.push(e);
            pending.push_back(e);
            continue;
        }
        const auto first = std::min_element(pending.begin(), pending.end(), earlier);
        QVERIFY(!queue.empty());
        QCOMPARE(queue.top().seq, first->seq);
        QCOMPARE(queue.top().time, first->time);
        QCOMPARE(queue.top().id, first->id);
        now = first->time;
        pending.erase(first);
        queue.pop();
    }
    std::sort(pending.begin(), pending.end(), earlier);
    for (const Event& e : pending) {
        QVERIFY(!queue.empty());
        QCOMPARE(queue.top().seq, e.seq);
        queue.pop();
    }
    QVERIFY(queue.empty());
}

void TestSimHeaps::zeroTimesOfEitherSignAreOneTime()
{
    // -0 == +0 as numbers, but not as bits: the queue must see one time and go by push order.
    EventQueue queue;
    queue.push({0.0, 0, EventType::ComputeDone, 0});
    queue.push({-0.0, 1, EventType::ComputeDone, 1});
    queue.push({0.0, 2, EventType::ComputeDone, 2});
    queue.push({-0.0, 3, EventType::ComputeDone, 3});
    queue.push({1e-300, 4, EventType::ComputeDone, 4});
    for (int expected = 0; expected < 5; ++expected) {
        QCOMPARE(queue.top().id, expected);
        queue.pop();
    }
    QVERIFY(queue.empty());
}

void TestSimHeaps::shareHeapPopsAscending()
{
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> share(0, 40); // ties in share, broken by the class
    for (int size : {0, 1, 2, 4, 5, 16, 17, 300}) {
        std::vector<ShareEntry> heap;
        for (int c = 0; c < size; ++c)
            heap.emplace_back(0.5 * share(rng), c);
        std::vector<ShareEntry> sorted = heap;
        std::sort(sorted.begin(), sorted.end());
        makeHeap(heap);
        for (const ShareEntry& expected : sorted) {
            QVERIFY(!heap.empty());
            QCOMPARE(heap.front(), expected);
            popTop(heap);
        }
        QVERIFY(heap.empty());
    }
}

void TestSimHeaps::shareHeapFilterKeepsOrder()
{
    // The filling drops dead classes in one pass, and raises a stale top's key in place.
    std::mt19937 rng(11);
    std::uniform_real_distribution<double> share(0, 1);
    std::vector<ShareEntry> heap;
    for (int c = 0; c < 500; ++c)
        heap.emplace_back(share(rng), c);
    makeHeap(heap);
    filterHeap(heap, [](int c) { return c % 3 != 0; });
    heap.front().first += 0.5; // a stale key gets its current, larger share and sinks
    siftDown(heap.data(), heap.size(), 0);
    std::vector<ShareEntry> expected = heap;
    std::sort(expected.begin(), expected.end());
    QCOMPARE(static_cast<int>(expected.size()), 333);
    for (const ShareEntry& e : expected) {
        QVERIFY(e.second % 3 != 0);
        QCOMPARE(heap.front(), e);
        popTop(heap);
    }
}

QTEST_APPLESS_MAIN(TestSimHeaps)
#include "tst_simheaps.moc"

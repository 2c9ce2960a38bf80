// The simulator's pending events, earliest first.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "sim/quadheap.h"

namespace topoopt::sim {

enum class EventType { ComputeDone, Deliver, AllReduceStart, TransferDone };

struct Event {
    double time;
    long long seq; // ties in time go in the order the events were pushed
    EventType type;
    int id;
};

/// A min-heap of events by (time, seq), four children a node (quadheap.h). Each event has its own
/// seq, so the order is total and events come out in the same order as from any other correct heap.
class EventQueue {
public:
    bool empty() const { return m_heap.empty(); }
    const Event& top() const { return m_heap.front(); }
    /// `e.time` >= 0, and `e.seq` >= 0.
    void push(Event e)
    {
        e.time += 0.0; // -0 becomes +0, for before()
        m_heap.push_back(e);
        std::size_t hole = m_heap.size() - 1;
        Event* const heap = m_heap.data();
        while (hole > 0) {
            const std::size_t parent = (hole - 1) / kArity;
            if (!before(e, heap[parent])) break;
            heap[hole] = heap[parent];
            hole = parent;
        }
        heap[hole] = e;
    }
    void pop()
    {
        m_heap.front() = m_heap.back();
        m_heap.pop_back();
        if (!m_heap.empty()) quadSiftDown(m_heap.data(), m_heap.size(), 0, before);
    }

private:
    static constexpr std::size_t kArity = 4; // as quadSiftDown()
    // Which child is least is a coin toss for a branch predictor; std::priority_queue's pop took
    // a mispredicted branch at half its levels, and that was half of the event loop's own time.
    // Done on integers it is a conditional move: the bits of two doubles >= 0 (never -0) are
    // below 2^63 and order as the numbers do, so their difference has the sign of the
    // comparison, as the seqs' has.
    static bool before(const Event& a, const Event& b)
    {
        const auto dt = static_cast<std::int64_t>(std::bit_cast<std::uint64_t>(a.time) -
                                                  std::bit_cast<std::uint64_t>(b.time));
        const std::int64_t ds = a.seq - b.seq;
        return (dt != 0 ? dt : ds) < 0;
    }
    std::vector<Event> m_heap;
};

} // namespace topoopt::sim

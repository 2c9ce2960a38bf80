// Min-heaps with four children a node, over a plain array: the simulator's two priority queues
// (the event loop's, eventqueue.h, and the progressive filling's, shareheap.h) sift alike.
#pragma once

#include <algorithm>
#include <cstddef>

namespace topoopt::sim {

/// Moves heap[hole] down to where it belongs among heap[0, size); `before` is a strict order.
/// The wider node halves the levels a sift passes through, against a binary heap.
template <class T, class Before>
inline void quadSiftDown(T* heap, std::size_t size, std::size_t hole, Before before)
{
    const T moving = heap[hole];
    for (;;) {
        const std::size_t first = 4 * hole + 1;
        if (first >= size) break;
        const std::size_t last = std::min(first + 4, size);
        std::size_t least = first;
        for (std::size_t c = first + 1; c < last; ++c)
            if (before(heap[c], heap[least])) least = c;
        if (!before(heap[least], moving)) break;
        heap[hole] = heap[least];
        hole = least;
    }
    heap[hole] = moving;
}

} // namespace topoopt::sim

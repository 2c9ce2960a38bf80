#include "sim/taskgraphkey.h"

#include <bit>
#include <cstddef>
#include <string>

#include "common/splitmix.h"

namespace topoopt {

namespace {

class KeyBuilder {
public:
    void word(std::uint64_t v)
    {
        m_a = splitmix64(m_a ^ v);
        m_b = splitmix64(m_b + v * 0xd6e8feb86659fd93ull);
    }
    void integer(int v) { word(static_cast<std::uint32_t>(v)); }
    // Every sequence's size goes in before its elements, so two cannot run into each other.
    void size(std::size_t v) { word(static_cast<std::uint64_t>(v)); }
    // The bits: equal bits give equal times (zeros of two signs would only miss a reuse).
    void number(double v) { word(std::bit_cast<std::uint64_t>(v)); }
    void text(const std::string& s)
    {
        size(s.size());
        for (unsigned char c : s)
            word(c);
    }
    TaskGraphKey key() const { return {m_a, m_b}; }

private:
    std::uint64_t m_a = 0x243f6a8885a308d3ull;
    std::uint64_t m_b = 0x13198a2e03707344ull;
};

} // namespace

TaskGraphKey taskGraphKey(const TaskGraph& graph)
{
    KeyBuilder k;
    k.integer(graph.servers);
    k.integer(graph.devices);
    k.size(graph.tasks.size());
    for (const SimTask& t : graph.tasks) {
        k.integer(static_cast<int>(t.kind));
        k.integer(t.device);
        k.number(t.durationMs);
        k.integer(t.src);
        k.integer(t.dst);
        k.number(t.bytes);
        k.size(t.members.size());
        for (int m : t.members)
            k.integer(m);
        k.text(t.group);
        k.size(t.successors.size());
        for (int s : t.successors)
            k.integer(s);
    }
    return k.key();
}

} // namespace topoopt

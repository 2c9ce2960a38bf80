#include "sim/taskgraphkey.h"

#include <bit>
#include <cstddef>
#include <string>

#include "common/splitmix.h"

namespace topoopt {

namespace {

class KeyBuilder {
public:
    KeyBuilder() = default;
    /// A chain of its own for stream `stream` (seeds apart).
    explicit KeyBuilder(int stream)
    {
        word(0x9e3779b97f4a7c15ull * static_cast<unsigned>(stream + 1));
    }
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
    // A search keys every proposal's graph (23,000 tasks for DLRM-128), and each word is a
    // step of two serial chains, so the key is as fast as the chains are short: the tasks go
    // round four streams, chains the processor runs side by side, which end in the key in
    // order; and two 32-bit fields share a word where they fit. The layout is fixed, and every
    // sequence's length (a group's only when it has one, which the first word says) goes in
    // before it, so distinct graphs stay distinct.
    const auto pair = [](int high, int low) {
        return static_cast<std::uint64_t>(static_cast<std::uint32_t>(high)) << 32 |
               static_cast<std::uint32_t>(low);
    };
    constexpr int kStreams = 4;
    KeyBuilder streams[kStreams] = {KeyBuilder(0), KeyBuilder(1), KeyBuilder(2), KeyBuilder(3)};
    for (std::size_t i = 0; i < graph.tasks.size(); ++i) {
        const SimTask& t = graph.tasks[i];
        KeyBuilder& k = streams[i % kStreams];
        const bool grouped = !t.group.empty();
        k.word(pair(static_cast<int>(t.kind) | (grouped ? 0x100 : 0), t.device));
        k.word(pair(t.src, t.dst));
        k.number(t.durationMs);
        k.number(t.bytes);
        k.word(pair(static_cast<int>(t.members.size()), static_cast<int>(t.successors.size())));
        for (int m : t.members)
            k.integer(m);
        if (grouped) k.text(t.group);
        std::size_t s = 0;
        for (; s + 1 < t.successors.size(); s += 2)
            k.word(pair(t.successors[s], t.successors[s + 1]));
        if (s < t.successors.size()) k.integer(t.successors[s]);
    }
    KeyBuilder k;
    k.word(pair(graph.servers, graph.devices));
    k.size(graph.tasks.size());
    for (const KeyBuilder& stream : streams) {
        const TaskGraphKey part = stream.key();
        k.word(part.first);
        k.word(part.second);
    }
    return k.key();
}

} // namespace topoopt

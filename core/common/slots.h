// Slots in a vector reused through a list of freed indices, for records whose indices are held
// elsewhere (flows, groups, flow infos) and so cannot move.
#pragma once

#include <vector>

namespace topoopt {

/// An index of `items` from `freeIds` (last freed first), or a new one at the end. A reused slot
/// keeps what it held: the caller overwrites it.
template <class T> int takeSlot(std::vector<T>& items, std::vector<int>& freeIds)
{
    if (freeIds.empty()) {
        items.emplace_back();
        return static_cast<int>(items.size()) - 1;
    }
    const int id = freeIds.back();
    freeIds.pop_back();
    return id;
}

} // namespace topoopt

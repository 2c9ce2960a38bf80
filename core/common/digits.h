// Digit grouping for counts and amounts a user reads (limits in messages, prices in tables).
#pragma once

#include <cstddef>
#include <string>

namespace topoopt {

/// "4194304" as "4,194,304": a comma before every third digit from the right. `digits` is the
/// whole part of a number, digits only.
inline std::string groupDigits(std::string digits)
{
    for (std::ptrdiff_t at = static_cast<std::ptrdiff_t>(digits.size()) - 3; at > 0; at -= 3)
        digits.insert(static_cast<std::size_t>(at), 1, ',');
    return digits;
}

} // namespace topoopt

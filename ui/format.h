// Human-readable numbers for tooltips and labels: bytes, milliseconds, durations.
#pragma once

#include <QString>

#include <exception>

namespace topoopt::ui {

/// Decimal units (kB, MB, GB, TB) as network people count bytes.
QString formatBytes(double bytes);
/// "12.3 ms", "1.25 s".
QString formatMs(double ms);
/// A remaining time for the status bar: "45 s", "3 min 20 s", "1 h 5 min".
QString formatDuration(double seconds);
/// What an exception says to a user: every problem of an InputError (with its JSON path), or
/// the message of any other exception.
QString problemText(const std::exception& e);

} // namespace topoopt::ui

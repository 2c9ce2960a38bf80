// Human-readable numbers for tooltips and labels: bytes, milliseconds, durations.
#pragma once

#include <QString>

#include <exception>

namespace topoopt::ui {

/// Decimal units (kB, MB, GB, TB) as network people count bytes.
QString formatBytes(double bytes);
/// "12.3 ms", "1.25 s": timeScaleFor(ms).format(ms).
QString formatMs(double ms);

/// One unit and precision for times read together (a chart's axis and its labels, a sum and
/// its parts): mixing "25000" on an axis with "21.58 s" on its bars, or 5.869 with 5.87 for
/// one value, makes readers compare numbers that do not compare.
struct TimeScale {
    bool seconds = false; ///< s instead of ms
    int decimals = 2;

    /// `ms` in this scale's unit.
    double value(double ms) const { return seconds ? ms / 1000.0 : ms; }
    /// `ms` rounded to what format() shows, still in ms (parts rounded alike add up).
    double rounded(double ms) const;
    /// "ms" or "s".
    QString unit() const;
    /// "12.34 ms".
    QString format(double ms) const;
};

/// The scale for times up to `largestMs`: seconds from `secondsFromMs` on (formatMs() uses
/// 1000), 3 decimals for milliseconds below 10, else 2.
TimeScale timeScaleFor(double largestMs, double secondsFromMs = 1000.0);
/// A remaining time for the status bar: "45 s", "3 min 20 s", "1 h 5 min".
QString formatDuration(double seconds);
/// What an exception says to a user, in the installed language where the core worded it: every
/// problem of an InputError (with its JSON path; problemtext.h), memory running out, or the
/// message of any other exception.
QString problemText(const std::exception& e);

} // namespace topoopt::ui

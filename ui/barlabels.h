// Category labels under bars: level, wrapped or slanted, whichever fits the space per bar.
#pragma once

#include <QFont>
#include <QStringList>

namespace topoopt::ui {

struct BarLabels {
    /// One per bar; may contain line breaks.
    QStringList texts;
    /// Degrees for QCPAxis::setTickLabelRotation; negative slants up to the right, so that each
    /// label ends at its own tick instead of running under the next bar.
    double rotation = 0;
};

/// How `names` fit under bars `spacing` pixels apart, measured in `font`: level when each fits,
/// wrapped at spaces onto at most `maxLines` lines (a parenthesised detail on a line of its
/// own); else slanted on one line, as steeply as the spacing needs.
BarLabels fitBarLabels(const QStringList& names, const QFont& font, double spacing,
                       int maxLines = 4);

/// Pixels a slanted label of `text` reaches left of its tick: what the axis rect's left margin
/// must leave for the first bar's label (0 for level labels).
double slantedOverhang(const QString& text, const QFont& font, double rotation);

} // namespace topoopt::ui

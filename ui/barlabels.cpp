// Fitting bar labels by measuring them (the old rule, "slant above 8 bars", let names collide
// at common window widths and slanted them needlessly in wide ones).
#include "barlabels.h"

#include <QFontMetricsF>

#include <cmath>
#include <numbers>

namespace topoopt::ui {

namespace {

/// The words of a paragraph, a number kept with its unit: "(314 Gbps)" is one.
QStringList words(const QString& paragraph)
{
    QStringList out;
    for (const QString& word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!out.isEmpty() && out.back().back().isDigit())
            out.back() += QLatin1Char(' ') + word;
        else
            out << word;
    }
    return out;
}

/// Greedy word wrap of one paragraph to `width`; empty when a single word is wider.
QStringList wrap(const QString& paragraph, const QFontMetricsF& fm, double width)
{
    QStringList lines;
    QString line;
    for (const QString& word : words(paragraph)) {
        if (fm.horizontalAdvance(word) > width) return {};
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && fm.horizontalAdvance(longer) > width) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.isEmpty()) lines << line;
    return lines;
}

/// The paragraphs of a level label: the name, then its parenthesised detail if any.
QStringList paragraphs(const QString& name)
{
    const qsizetype open = name.indexOf(QStringLiteral(" ("));
    if (open < 0) return {name};
    return {name.left(open), name.mid(open + 1)};
}

} // namespace

BarLabels fitBarLabels(const QStringList& names, const QFont& font, double spacing, int maxLines)
{
    const QFontMetricsF fm(font);
    // Neighbouring labels need a gap to read as two ("Ideal switch" touched the next name).
    const double width = spacing - 1.2 * fm.horizontalAdvance(QLatin1Char('M'));
    BarLabels level;
    bool fits = width > 0;
    for (qsizetype i = 0; fits && i < names.size(); ++i) {
        QStringList lines;
        for (const QString& p : paragraphs(names[i])) {
            const QStringList wrapped = wrap(p, fm, width);
            fits = fits && !wrapped.isEmpty();
            lines << wrapped;
        }
        fits = fits && lines.size() <= maxLines;
        level.texts << lines.join(QLatin1Char('\n'));
    }
    if (fits) return level;

    // Slanted, parallel labels: their distance across the slant is spacing x sin(angle), which
    // must clear a line of text. The shallowest such angle reads most easily.
    BarLabels slanted{names, -90};
    for (const double angle : {30.0, 45.0, 60.0})
        if (spacing * std::sin(angle * std::numbers::pi / 180.0) >= 1.3 * fm.height()) {
            slanted.rotation = -angle;
            break;
        }
    return slanted;
}

double slantedOverhang(const QString& text, const QFont& font, double rotation)
{
    if (rotation == 0) return 0;
    const QFontMetricsF fm(font);
    const double radians = std::abs(rotation) * std::numbers::pi / 180.0;
    // QCPAxisPainterPrivate::getTickLabelDrawOffset: a label rotated counter-clockwise on a
    // bottom axis ends at its tick, its width running left by cos and its height by sin / 2.
    return std::cos(radians) * fm.horizontalAdvance(text) + std::sin(radians) * fm.height() / 2;
}

} // namespace topoopt::ui

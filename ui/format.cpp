// Formatting helpers shared by the views.
#include "format.h"

#include <QCoreApplication>

#include <cmath>
#include <new>

#include "common/error.h"
#include "problemtext.h"

namespace topoopt::ui {

QString formatBytes(double bytes)
{
    static const char* const units[] = {"B", "kB", "MB", "GB", "TB", "PB"};
    int unit = 0;
    double v = bytes;
    while (std::abs(v) >= 1000.0 && unit < 5) {
        v /= 1000.0;
        ++unit;
    }
    const int decimals = unit == 0 ? 0 : (std::abs(v) < 10 ? 2 : (std::abs(v) < 100 ? 1 : 0));
    return QStringLiteral("%1 %2").arg(v, 0, 'f', decimals).arg(QLatin1String(units[unit]));
}

QString formatMs(double ms)
{
    return timeScaleFor(ms).format(ms);
}

double TimeScale::rounded(double ms) const
{
    const double step = std::pow(10.0, -decimals) * (seconds ? 1000.0 : 1.0);
    return std::round(ms / step) * step;
}

QString TimeScale::unit() const
{
    return seconds ? QStringLiteral("s") : QStringLiteral("ms");
}

QString TimeScale::format(double ms) const
{
    return QStringLiteral("%1 %2").arg(value(ms), 0, 'f', decimals).arg(unit());
}

TimeScale timeScaleFor(double largestMs, double secondsFromMs)
{
    const double largest = std::abs(largestMs);
    if (largest >= secondsFromMs) return {true, 2};
    return {false, largest < 10 ? 3 : 2};
}

QString formatDuration(double seconds)
{
    // Context as lupdate files tr() outside a class: the enclosing namespace.
    const auto tr = [](const char* s) { return QCoreApplication::translate("topoopt::ui", s); };
    if (!std::isfinite(seconds) || seconds < 0) return tr("unknown");
    const long long s = std::llround(seconds);
    if (s < 60) return tr("%1 s").arg(s);
    if (s < 3600) return tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
}

QString problemText(const std::exception& e)
{
    if (const auto* input = dynamic_cast<const InputError*>(&e))
        return problemsText(input->problems());
    if (const auto* write = dynamic_cast<const WriteError*>(&e))
        return problemLine(write->problem());
    if (dynamic_cast<const std::bad_alloc*>(&e))
        return QCoreApplication::translate("Problem", kOutOfMemory);
    return QString::fromStdString(e.what()); // failureText()'s other cases are phrased above
}

} // namespace topoopt::ui

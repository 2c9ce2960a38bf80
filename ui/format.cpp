// Formatting helpers shared by the views.
#include "format.h"

#include <QCoreApplication>

#include <cmath>

#include "common/error.h"

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
    if (std::abs(ms) >= 1000.0) return QStringLiteral("%1 s").arg(ms / 1000.0, 0, 'f', 2);
    return QStringLiteral("%1 ms").arg(ms, 0, 'f', std::abs(ms) < 10 ? 3 : 2);
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
    return QString::fromStdString(failureText(e));
}

} // namespace topoopt::ui

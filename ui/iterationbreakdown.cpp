// Splitting an iteration into the parts the comparison bars and the summary show.
#include "iterationbreakdown.h"

#include <QCoreApplication>

#include <algorithm>

#include "format.h"

namespace topoopt::ui {

IterationParts iterationParts(double iterationMs, double exposedCommMs)
{
    const double exposed = std::clamp(exposedCommMs, 0.0, std::max(iterationMs, 0.0));
    return {std::max(iterationMs, 0.0) - exposed, exposed};
}

QString iterationBreakdownText(double iterationMs, double busiestComputeMs, double exposedCommMs)
{
    // Context as lupdate files tr() outside a class: the enclosing namespace.
    const auto tr = [](const char* s) { return QCoreApplication::translate("topoopt::ui", s); };
    const TimeScale scale = timeScaleFor(iterationMs);
    // Round the total and one part, derive the other: "= a + b" then holds to the last digit.
    const double total = scale.rounded(iterationMs);
    const IterationParts parts = iterationParts(total, scale.rounded(exposedCommMs));
    return tr("%1 = %2 compute on the critical path + %3 exposed communication (busiest GPU: "
              "%4 of compute)")
        .arg(scale.format(total), scale.format(parts.criticalComputeMs),
             scale.format(parts.exposedCommMs), scale.format(busiestComputeMs));
}

} // namespace topoopt::ui

// The iteration time as the views split it: compute on the critical path plus exposed
// communication, two parts that add up to the iteration (core/sim/simresult.h).
#pragma once

#include <QString>

namespace topoopt::ui {

/// The stacked parts of one iteration, in ms. SimResult::exposedCommMs is the iteration minus
/// the compute on its gapless critical path, so the compute part is what remains of the
/// iteration. It is not SimResult::computeMs, the busiest GPU's total: a pipeline's critical
/// path crosses several GPUs and computes more than any one of them, and a path that waits on
/// the network can compute less.
struct IterationParts {
    double criticalComputeMs = 0;
    double exposedCommMs = 0;
};

/// Clamped at 0: a cut-off run's iteration is a bound while its exposed time covers what ran.
IterationParts iterationParts(double iterationMs, double exposedCommMs);

/// "69.96 ms = 4.34 ms compute on the critical path + 65.62 ms exposed communication (busiest
/// GPU: 5.87 ms of compute)": one unit and precision for all, the parts rounded so that they
/// add up to the total as shown.
QString iterationBreakdownText(double iterationMs, double busiestComputeMs, double exposedCommMs);

} // namespace topoopt::ui

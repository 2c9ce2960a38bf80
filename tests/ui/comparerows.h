// The eight rows `topoopt compare` gives DLRM-128 (session 23's figures), for the comparison
// view's and the figures' layout tests: long fabric names, one tall bar, one costly fabric.
#pragma once

#include <vector>

#include "comparisonview.h"

namespace topoopt::test {

inline std::vector<ui::ComparisonRow> dlrmCompareRows()
{
    return {
        {"topoopt", "TopoOpt (optimized)", 64.63, 8, 56.6, 450e3, 2.31},
        {"topoopt-default-strategy", "TopoOpt, default strategy", 69.96, 8, 62, 450e3, 2.14},
        {"expander", "Expander (random d-regular)", 493.86, 8, 486, 450e3, 0.30},
        {"ring", "Ring", 94.63, 8, 86.6, 450e3, 1.58},
        {"torus", "2D torus", 123.45, 8, 115.4, 450e3, 1.21},
        {"fattree-equal-cost", "Fat-tree, equal cost", 149.38, 8, 141.4, 450e3, 1.00},
        {"fattree-full", "Fat-tree, full bandwidth (d x B per server)", 63.06, 8, 55, 1156e3, 2.37},
        {"ideal", "Ideal switch (d x B per server)", 61.76, 8, 53.7, 472e3, 2.42}};
}

} // namespace topoopt::test

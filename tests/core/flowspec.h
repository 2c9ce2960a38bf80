// A flow as the FlowNetwork suites give it: the resources it uses, with weights, and its amount.
#pragma once

#include <vector>

#include "sim/flownetwork.h"

namespace topoopt::test {

struct Spec {
    std::vector<sim::ResourceUse> uses;
    double amount = 0;
};

} // namespace topoopt::test

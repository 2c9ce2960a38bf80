// The built-in default scenario.
#include "scenario/scenario.h"

namespace topoopt {

Scenario defaultScenario()
{
    Scenario s;
    s.model.params = nlohmann::json{{"per_gpu_batch", 128}};
    return s;
}

} // namespace topoopt

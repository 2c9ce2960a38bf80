// This process's resident memory, for tests and benchmarks that bound what a run keeps.
#pragma once

#include <fstream>
#include <string>

namespace topoopt::test {

/// Resident memory in MiB from /proc/self/status (Linux); -1 where there is none.
inline double residentMiB()
{
    std::ifstream status("/proc/self/status");
    std::string key;
    while (status >> key) {
        if (key == "VmRSS:") {
            double kb = 0;
            status >> kb;
            return kb / 1024;
        }
        std::getline(status, key);
    }
    return -1;
}

} // namespace topoopt::test

// Aggregates of a traffic description.
#include "traffic/traffic.h"

namespace topoopt {

double AllReduceGroup::wireBytes() const
{
    const double k = static_cast<double>(members.size());
    return k < 2 ? 0.0 : 2.0 * (k - 1.0) * bytes;
}

double Traffic::allreduceWireBytes() const
{
    double total = 0;
    for (const AllReduceGroup& g : allreduce)
        total += g.wireBytes();
    return total;
}

double Traffic::mpBytes() const
{
    double total = 0;
    for (const MpFlow& f : mp)
        total += f.bytes;
    return total;
}

std::vector<double> Traffic::mpMatrix() const
{
    const std::size_t n = static_cast<std::size_t>(servers);
    std::vector<double> m(n * n, 0.0);
    for (const MpFlow& f : mp)
        m[static_cast<std::size_t>(f.src) * n + static_cast<std::size_t>(f.dst)] += f.bytes;
    return m;
}

} // namespace topoopt

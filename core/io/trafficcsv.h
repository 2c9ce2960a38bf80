// Traffic matrices as CSV (issue 9): AllReduce, MP and total bytes per ordered server pair.
#pragma once

#include <string>
#include <vector>

#include "traffic/traffic.h"

namespace topoopt::io {

/// One ordered server pair of the traffic matrices, bytes per iteration.
struct TrafficCsvRow {
    int src = 0;
    int dst = 0;
    double allreduceBytes = 0;
    double mpBytes = 0;
    double totalBytes = 0;
    bool operator==(const TrafficCsvRow&) const = default;
};

/// The three servers x servers matrices in long form, one row per ordered pair whose total is
/// non-zero, sorted by (src, dst). AllReduce demand follows the ring algorithm on the group in
/// its member order (topologyfinder.md 2): every member sends 2 (k-1) S / k to the next member,
/// so the AllReduce column sums to Traffic::allreduceWireBytes(). MP is the file's demand.
std::vector<TrafficCsvRow> trafficMatrixRows(const Traffic& traffic);

/// CSV with the header `src,dst,allreduce_bytes,mp_bytes,total_bytes` and the rows above.
/// Numbers are written exactly (integers when whole, else shortest round-trip decimals).
std::string trafficMatricesCsv(const Traffic& traffic);

/// Parses such a CSV back (header required, LF or CRLF); InputError with "line N" paths.
std::vector<TrafficCsvRow> parseTrafficMatricesCsv(const std::string& csv);

} // namespace topoopt::io

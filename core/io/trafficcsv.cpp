// Writing and reading the traffic matrices CSV.
#include "io/trafficcsv.h"

#include <charconv>
#include <cmath>
#include <map>
#include <sstream>

#include "common/decimal.h"
#include "common/error.h"

namespace topoopt::io {

namespace {
const char* const kHeader = "src,dst,allreduce_bytes,mp_bytes,total_bytes";
//: %1 the CSV header line the file must start with
const char* const kExpectedHeader = TOPOOPT_WORDING("Problem", "expected the header \"%1\"");

std::string number(double v)
{
    // Whole byte counts print as integers; fractional ring shares in shortest exact form.
    if (v == std::floor(v) && std::fabs(v) < 9007199254740992.0)
        return std::to_string(static_cast<long long>(v));
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

bool parseNumber(const std::string& text, double& out)
{
    if (text.empty()) return false;
    const auto r = readDouble(text.data(), text.data() + text.size(), out);
    return r.ec == std::errc() && r.ptr == text.data() + text.size() && std::isfinite(out);
}
} // namespace

std::vector<TrafficCsvRow> trafficMatrixRows(const Traffic& traffic)
{
    std::map<std::pair<int, int>, TrafficCsvRow> rows;
    auto row = [&rows](int src, int dst) -> TrafficCsvRow& {
        TrafficCsvRow& r = rows[{src, dst}];
        r.src = src;
        r.dst = dst;
        return r;
    };
    for (const AllReduceGroup& g : traffic.allreduce) {
        const std::size_t k = g.members.size();
        if (k < 2) continue;
        const double perMember = g.wireBytes() / static_cast<double>(k);
        for (std::size_t i = 0; i < k; ++i)
            row(g.members[i], g.members[(i + 1) % k]).allreduceBytes += perMember;
    }
    for (const MpFlow& f : traffic.mp)
        row(f.src, f.dst).mpBytes += f.bytes;
    std::vector<TrafficCsvRow> out;
    out.reserve(rows.size());
    for (auto& [key, r] : rows) {
        r.totalBytes = r.allreduceBytes + r.mpBytes;
        if (r.totalBytes > 0) out.push_back(r);
    }
    return out;
}

std::string trafficMatricesCsv(const Traffic& traffic)
{
    std::string csv = std::string(kHeader) + "\n";
    for (const TrafficCsvRow& r : trafficMatrixRows(traffic))
        csv += std::to_string(r.src) + "," + std::to_string(r.dst) + "," +
               number(r.allreduceBytes) + "," + number(r.mpBytes) + "," + number(r.totalBytes) +
               "\n";
    return csv;
}

std::vector<TrafficCsvRow> parseTrafficMatricesCsv(const std::string& csv)
{
    Problems problems;
    std::vector<TrafficCsvRow> rows;
    std::istringstream in(csv);
    std::string line;
    int lineNo = 0;
    bool header = false;
    while (std::getline(in, line)) {
        ++lineNo;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty()) continue;
        const std::string where = "line " + std::to_string(lineNo);
        if (!header) {
            if (line != kHeader) problems.add(where, kExpectedHeader, {kHeader});
            header = true;
            continue;
        }
        std::vector<std::string> cells;
        std::stringstream fields(line);
        std::string cell;
        while (std::getline(fields, cell, ','))
            cells.push_back(cell);
        if (cells.size() != 5) {
            problems.add(where, TOPOOPT_WORDING("Problem", "expected %1 fields, got %2"),
                         {"5", std::to_string(cells.size())});
            continue;
        }
        double values[5];
        bool ok = true;
        for (int i = 0; i < 5; ++i)
            if (!parseNumber(cells[static_cast<std::size_t>(i)], values[i]) || values[i] < 0) {
                problems.add(where,
                             TOPOOPT_WORDING("Problem", "field %1 must be a number >= 0, got "
                                                        "\"%2\""),
                             {std::to_string(i + 1), cells[static_cast<std::size_t>(i)]});
                ok = false;
            }
        if (!ok) continue;
        if (values[0] != std::floor(values[0]) || values[1] != std::floor(values[1]) ||
            values[0] > 1e9 || values[1] > 1e9) {
            //: src and dst are column names; keep them
            problems.add(where, TOPOOPT_WORDING("Problem", "src and dst must be server ids"), {});
            continue;
        }
        rows.push_back({static_cast<int>(values[0]), static_cast<int>(values[1]), values[2],
                        values[3], values[4]});
    }
    if (!header) problems.add("line 1", kExpectedHeader, {kHeader});
    if (!problems.empty()) throw InputError(problems);
    return rows;
}

} // namespace topoopt::io

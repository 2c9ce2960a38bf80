// Port assignment and CSV form of the wiring plan (interfaces.md, "wiring plan").
#include "io/wiringplan.h"

#include <charconv>
#include <sstream>

#include "common/error.h"

namespace topoopt::io {

namespace {

constexpr const char* kHeader = "cable,server_a,port_a,server_b,port_b,role";

bool parseInt(const std::string& s, int& out)
{
    if (s.empty()) return false;
    const char* end = s.data() + s.size();
    const auto [ptr, ec] = std::from_chars(s.data(), end, out);
    return ec == std::errc() && ptr == end && out >= 0;
}

} // namespace

std::vector<Cable> wiringPlan(const Topology& t)
{
    Problems problems;
    std::vector<int> nextPort(static_cast<std::size_t>(t.nodes() > 0 ? t.nodes() : 0), 0);
    std::vector<Cable> cables;
    const bool bounded = t.isDirectConnect() || t.degree > 0;
    for (std::size_t i = 0; i < t.links.size(); ++i) {
        const Link& l = t.links[i];
        const std::string path = "/links/" + std::to_string(i);
        if (l.a < 0 || l.a >= t.nodes() || l.b < 0 || l.b >= t.nodes() || l.a == l.b ||
            l.count < 1) {
            //: %1-%2 the link's two nodes, %3 its cable count, %4 the largest node id
            problems.add(path,
                         TOPOOPT_WORDING("Problem", "not a cable: endpoints %1-%2 with count %3 "
                                                    "(nodes are 0..%4)"),
                         {std::to_string(l.a), std::to_string(l.b), std::to_string(l.count),
                          std::to_string(t.nodes() - 1)});
            continue;
        }
        bool full = false;
        for (const int end : {l.a, l.b}) {
            const int have = nextPort[static_cast<std::size_t>(end)];
            if (end < t.servers && bounded && have + l.count > t.degree) {
                problems.add(path,
                             TOPOOPT_WORDING("Problem", "server %1 has no free port for this "
                                                        "link: its %2 ports are used up"),
                             {std::to_string(end), std::to_string(t.degree)});
                full = true;
            }
        }
        if (full) continue;
        for (int c = 0; c < l.count; ++c) {
            Cable cable;
            cable.index = static_cast<int>(cables.size());
            cable.nodeA = l.a;
            cable.portA = nextPort[static_cast<std::size_t>(l.a)]++;
            cable.nodeB = l.b;
            cable.portB = nextPort[static_cast<std::size_t>(l.b)]++;
            cable.role = l.role;
            cables.push_back(cable);
        }
    }
    if (!problems.empty()) throw InputError(problems);
    return cables;
}

std::string wiringPlanCsv(const Topology& topology)
{
    std::string out = std::string(kHeader) + "\n";
    for (const Cable& c : wiringPlan(topology))
        out += std::to_string(c.index) + "," + std::to_string(c.nodeA) + "," +
               std::to_string(c.portA) + "," + std::to_string(c.nodeB) + "," +
               std::to_string(c.portB) + "," + linkRoleName(c.role) + "\n";
    return out;
}

std::vector<Cable> parseWiringPlanCsv(const std::string& csv)
{
    Problems problems;
    std::vector<Cable> cables;
    std::istringstream in(csv);
    std::string line;
    int lineNo = 0;
    bool headerSeen = false;
    while (std::getline(in, line)) {
        ++lineNo;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty()) continue;
        const std::string where = "line " + std::to_string(lineNo);
        if (!headerSeen) {
            if (line != kHeader) {
                problems.add(where, TOPOOPT_WORDING("Problem", "the header must be \"%1\""),
                             {kHeader});
                break;
            }
            headerSeen = true;
            continue;
        }
        std::vector<std::string> fields;
        std::string field;
        std::istringstream row(line);
        while (std::getline(row, field, ','))
            fields.push_back(field);
        if (!line.empty() && line.back() == ',') fields.emplace_back();
        if (fields.size() != 6) {
            problems.add(where, TOPOOPT_WORDING("Problem", "expected %1 fields, got %2"),
                         {"6", std::to_string(fields.size())});
            continue;
        }
        Cable c;
        int* targets[] = {&c.index, &c.nodeA, &c.portA, &c.nodeB, &c.portB};
        bool ok = true;
        for (std::size_t f = 0; f < 5; ++f)
            if (!parseInt(fields[f], *targets[f])) {
                problems.add(where,
                             TOPOOPT_WORDING("Problem", "field %1 must be a whole number >= 0, "
                                                        "got \"%2\""),
                             {std::to_string(f + 1), fields[f]});
                ok = false;
            }
        if (!linkRoleFromName(fields[5], c.role)) {
            problems.add(where, TOPOOPT_WORDING("Problem", "unknown role \"%1\""), {fields[5]});
            ok = false;
        }
        if (ok) cables.push_back(c);
    }
    if (!headerSeen && problems.empty())
        problems.add("line 1", TOPOOPT_WORDING("Problem", "missing the CSV header"), {});
    if (!problems.empty()) throw InputError(problems);
    return cables;
}

} // namespace topoopt::io

// Reading and writing topoopt-traffic/1 with full validation.
#include "io/trafficjson.h"

#include <set>
#include <unordered_set>

#include "common/fileio.h"
#include "common/limits.h"
#include "io/jsonreader.h"

namespace topoopt::io {

namespace {

void readGroup(const json& value, const std::string& path, int servers, AllReduceGroup& group,
               Problems& problems)
{
    ObjectReader r(value, path, problems);
    if (!r.valid()) return;
    r.readString("name", group.name, false);
    r.readBytes("bytes", group.bytes, true);
    const json* members = r.get("members", true);
    if (!members) return;
    if (!members->is_array()) {
        problems.add(r.pathOf("members"),
                     TOPOOPT_WORDING("Problem", "must be an array of server ids, got %1"),
                     {describe(*members)});
        return;
    }
    if (members->size() < 2)
        problems.add(
            r.pathOf("members"),
            TOPOOPT_WORDING("Problem", "an AllReduce group needs at least 2 members, got %1"),
            {std::to_string(members->size())});
    std::unordered_set<int> seen;
    for (std::size_t i = 0; i < members->size(); ++i) {
        int id = 0;
        const std::string mpath = r.pathOf("members") + "/" + std::to_string(i);
        if (!checkInt((*members)[i], mpath, 0, servers - 1, id, problems)) continue;
        if (!seen.insert(id).second)
            problems.add(mpath,
                         TOPOOPT_WORDING("Problem", "server %1 is listed twice in the group"),
                         {std::to_string(id)});
        group.members.push_back(id);
    }
}

} // namespace

Traffic trafficFromJson(const json& doc)
{
    Problems problems;
    Traffic t;
    ObjectReader r(doc, "", problems);
    if (!r.valid()) throw InputError(problems);
    r.readFormat(kTrafficFormat);
    const bool haveServers = r.readInt("servers", t.servers, 1, limits::kMaxServers, true);
    if (!haveServers)
        throw InputError(problems); // nothing below can be checked without the server count

    if (const json* groups = r.get("allreduce", false)) {
        if (!groups->is_array()) {
            problems.add("/allreduce", TOPOOPT_WORDING("Problem", "must be an array, got %1"),
                         {describe(*groups)});
        } else {
            std::set<std::string> names;
            for (std::size_t i = 0; i < groups->size(); ++i) {
                const std::string path = "/allreduce/" + std::to_string(i);
                AllReduceGroup g;
                readGroup((*groups)[i], path, t.servers, g, problems);
                if (g.name.empty()) g.name = "group" + std::to_string(i);
                if (!names.insert(g.name).second)
                    problems.add(path + "/name",
                                 TOPOOPT_WORDING("Problem", "group name \"%1\" is used twice"),
                                 {g.name});
                t.allreduce.push_back(std::move(g));
            }
        }
    }
    if (const json* mp = r.get("mp", false)) {
        if (!mp->is_array()) {
            problems.add("/mp", TOPOOPT_WORDING("Problem", "must be an array, got %1"),
                         {describe(*mp)});
        } else if (mp->size() > limits::kMaxMpPairs) {
            //: %1 the entries, %2 the limit
            problems.add(
                "/mp",
                TOPOOPT_WORDING("Problem",
                                "has %1 entries, more than the %2 server pairs a topology can "
                                "be built and simulated for"),
                {std::to_string(mp->size()), std::to_string(limits::kMaxMpPairs)});
        } else {
            std::set<std::pair<int, int>> pairs;
            for (std::size_t i = 0; i < mp->size(); ++i) {
                const std::string path = "/mp/" + std::to_string(i);
                ObjectReader e((*mp)[i], path, problems);
                MpFlow f;
                // All three are read, so that each field's problem is reported, not the first.
                const bool srcOk = e.readInt("src", f.src, 0, t.servers - 1, true);
                const bool dstOk = e.readInt("dst", f.dst, 0, t.servers - 1, true);
                const bool bytesOk = e.readBytes("bytes", f.bytes, true);
                if (!srcOk || !dstOk || !bytesOk) continue;
                if (f.src == f.dst) {
                    problems.add(
                        path,
                        TOPOOPT_WORDING("Problem",
                                        "src and dst are both %1; MP demand must go between "
                                        "two servers"),
                        {std::to_string(f.src)});
                    continue;
                }
                if (!pairs.insert({f.src, f.dst}).second) {
                    problems.add(path,
                                 TOPOOPT_WORDING("Problem", "second entry for the pair %1 -> %2"),
                                 {std::to_string(f.src), std::to_string(f.dst)});
                    continue;
                }
                t.mp.push_back(f);
            }
        }
    }
    if (!problems.empty()) throw InputError(problems);
    return t;
}

json trafficToJson(const Traffic& t)
{
    json groups = json::array();
    for (const AllReduceGroup& g : t.allreduce)
        groups.push_back(
            {{"name", g.name}, {"members", g.members}, {"bytes", bytesToJson(g.bytes)}});
    json mp = json::array();
    for (const MpFlow& f : t.mp)
        mp.push_back({{"src", f.src}, {"dst", f.dst}, {"bytes", bytesToJson(f.bytes)}});
    return json{{"format", kTrafficFormat},
                {"servers", t.servers},
                {"allreduce", std::move(groups)},
                {"mp", std::move(mp)}};
}

Traffic loadTraffic(const std::string& path)
{
    return trafficFromJson(readJsonFile(path));
}

void saveTraffic(const Traffic& traffic, const std::string& path)
{
    writeFileAtomic(path, trafficToJson(traffic).dump(1) + "\n");
}

} // namespace topoopt::io

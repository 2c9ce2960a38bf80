// Reading, writing and checking topoopt-model/1 operator graphs.
#include "model/modeljson.h"

#include <cmath>
#include <limits>
#include <map>
#include <set>

#include "common/fileio.h"
#include "common/limits.h"
#include "io/jsonreader.h"

namespace topoopt {

using nlohmann::json;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr int kMaxPerGpuBatch = 1 << 20;
constexpr std::size_t kMaxOperators = 1'000'000;

struct FlagName {
    ParallelFlag flag;
    const char* name;
};
constexpr FlagName kFlagNames[] = {
    {AllowDataParallel, "data_parallel"},
    {AllowShard, "shard"},
    {AllowTensorSplit, "tensor_split"},
};
constexpr unsigned kAllFlags = AllowDataParallel | AllowShard | AllowTensorSplit;

std::string opPath(std::size_t i)
{
    return "/operators/" + std::to_string(i);
}

std::string num(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 1e15)
        return std::to_string(static_cast<long long>(v));
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

/// Expected number of dims per kind (0 = dims not used by that kind), see Operator::dims.
std::size_t expectedDims(OpKind kind)
{
    switch (kind) {
    case OpKind::Dense:
        return 2;
    case OpKind::Embedding:
        return 4;
    case OpKind::Conv2d:
        return 7;
    case OpKind::Attention:
        return 3;
    case OpKind::Pool:
        return 4;
    default:
        return 0;
    }
}

const char* dimsHelp(OpKind kind)
{
    switch (kind) {
    case OpKind::Dense:
        return "{in, out}";
    case OpKind::Embedding:
        return "{rows, dim, bag, lookups}";
    case OpKind::Conv2d:
        return "{cin, cout, kh, kw, stride, hout, wout}";
    case OpKind::Attention:
        return "{seq, hidden, heads}";
    case OpKind::Pool:
        return "{channels, hout, wout, stride}";
    default:
        return TOPOOPT_WORDING("ProblemFact", "no dims");
    }
}

void checkAmount(Problems& p, const std::string& path, double v, bool bytes, bool whole = false)
{
    if (!std::isfinite(v) || v < 0)
        p.add(path, TOPOOPT_WORDING("Problem", "must be >= 0 and finite, got %1"), {num(v)});
    else if (bytes && v >= limits::kMaxBytes)
        p.add(path, TOPOOPT_WORDING("Problem", "must be below 2^53 bytes, got %1"), {num(v)});
    else if (whole && v != std::floor(v))
        p.add(path, TOPOOPT_WORDING("Problem", "must be a whole number of bytes, got %1"),
              {num(v)});
}

void readOperator(const json& value, const std::string& path, Operator& op, Problems& problems,
                  std::vector<std::string>& warnings)
{
    io::ObjectReader r(value, path, problems);
    if (!r.valid()) return;
    r.readString("name", op.name, true);
    std::string kind;
    if (r.readString("kind", kind, true) && !opKindFromName(kind, op.kind)) {
        problems.add(
            r.pathOf("kind"), TOPOOPT_WORDING("Problem", "must be one of %1, got %2"),
            {"input, embedding, dense, conv2d, pool, norm, attention, elementwise, concat, "
             "loss",
             json(kind).dump()});
    }
    r.readBytes("param_bytes", op.paramBytes, false);
    // Sizes and costs are required (a forgotten field must not silently cost nothing), except
    // the FLOPs of data loader outputs, which compute nothing.
    const bool computes = op.kind != OpKind::Input;
    r.readNumber("output_bytes_per_sample", op.outputBytesPerSample, 0, limits::kMaxBytes, false,
                 true);
    r.readNumber("forward_flops_per_sample", op.forwardFlopsPerSample, 0, kInf, false, computes);
    r.readNumber("backward_flops_per_sample", op.backwardFlopsPerSample, 0, kInf, false, computes);
    if (const json* inputs = r.get("inputs", false)) {
        if (!inputs->is_array()) {
            problems.add(r.pathOf("inputs"),
                         TOPOOPT_WORDING("Problem", "must be an array of operator indices, got %1"),
                         {io::describe(*inputs)});
        } else {
            for (std::size_t k = 0; k < inputs->size(); ++k) {
                int index = 0;
                if (io::checkInt((*inputs)[k], r.pathOf("inputs") + "/" + std::to_string(k), 0,
                                 std::numeric_limits<int>::max(), index, problems))
                    op.inputs.push_back(index);
            }
        }
    }
    if (const json* allowed = r.get("allowed", false)) {
        if (!allowed->is_array()) {
            problems.add(
                r.pathOf("allowed"),
                TOPOOPT_WORDING("Problem",
                                "must be an array of data_parallel, shard, tensor_split, got %1"),
                {io::describe(*allowed)});
        } else {
            op.allowed = 0;
            for (std::size_t k = 0; k < allowed->size(); ++k) {
                const json& f = (*allowed)[k];
                bool known = false;
                for (const FlagName& fn : kFlagNames)
                    if (f.is_string() && f.get<std::string>() == fn.name) {
                        op.allowed |= fn.flag;
                        known = true;
                    }
                if (!known)
                    problems.add(
                        r.pathOf("allowed") + "/" + std::to_string(k),
                        TOPOOPT_WORDING("Problem",
                                        "must be data_parallel, shard or tensor_split, got %1"),
                        {io::describe(f)});
            }
            if (allowed->empty())
                problems.add(
                    r.pathOf("allowed"),
                    TOPOOPT_WORDING("Problem", "must allow at least one parallel configuration"),
                    {});
        }
    }
    if (const json* dims = r.get("dims", false)) {
        if (!dims->is_array()) {
            problems.add(
                r.pathOf("dims"),
                TOPOOPT_WORDING("Problem", "must be an array of whole numbers >= 1, got %1"),
                {io::describe(*dims)});
        } else {
            for (std::size_t k = 0; k < dims->size(); ++k) {
                const json& d = (*dims)[k];
                const std::string dpath = r.pathOf("dims") + "/" + std::to_string(k);
                if (!d.is_number_integer() || d.get<long long>() < 1 ||
                    static_cast<double>(d.get<long long>()) >= limits::kMaxBytes) {
                    problems.add(
                        dpath,
                        TOPOOPT_WORDING("Problem",
                                        "must be a whole number >= 1 and below 2^53, got %1"),
                        {io::describe(d)});
                    continue;
                }
                op.dims.push_back(d.get<std::int64_t>());
            }
        }
    }
    r.warnUnknown({"name", "kind", "param_bytes", "output_bytes_per_sample",
                   "forward_flops_per_sample", "backward_flops_per_sample", "inputs", "allowed",
                   "dims"},
                  warnings);
}

} // namespace

const char* parallelFlagName(unsigned flag)
{
    for (const FlagName& fn : kFlagNames)
        if (fn.flag == flag) return fn.name;
    return "";
}

Problems checkModel(const Model& model)
{
    Problems p;
    if (model.perGpuBatch < 1 || model.perGpuBatch > kMaxPerGpuBatch)
        p.add("/per_gpu_batch", TOPOOPT_WORDING("Problem", "must be between %1 and %2, got %3"),
              {"1", std::to_string(kMaxPerGpuBatch), std::to_string(model.perGpuBatch)});
    const int e = model.bytesPerElement;
    if (e != 1 && e != 2 && e != 4 && e != 8)
        p.add("/bytes_per_element", TOPOOPT_WORDING("Problem", "must be 1, 2, 4 or 8, got %1"),
              {std::to_string(e)});
    if (model.ops.empty())
        p.add("/operators", TOPOOPT_WORDING("Problem", "a model needs at least one operator"), {});
    if (model.ops.size() > kMaxOperators)
        //: %1 the limit, %2 the operators found
        p.add("/operators", TOPOOPT_WORDING("Problem", "at most %1 operators, got %2"),
              {std::to_string(kMaxOperators), std::to_string(model.ops.size())});
    std::map<std::string, std::size_t> names;
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const Operator& op = model.ops[i];
        const std::string path = opPath(i);
        if (op.name.empty()) {
            p.add(path + "/name", TOPOOPT_WORDING("Problem", "must not be empty"), {});
        } else if (const auto [it, fresh] = names.emplace(op.name, i); !fresh) {
            //: %1 the name (quoted), %2 the other operator's index
            p.add(path + "/name",
                  TOPOOPT_WORDING("Problem", "%1 is already the name of operator %2"),
                  {json(op.name).dump(), std::to_string(it->second)});
        }
        checkAmount(p, path + "/param_bytes", op.paramBytes, true, true);
        checkAmount(p, path + "/output_bytes_per_sample", op.outputBytesPerSample, true);
        checkAmount(p, path + "/forward_flops_per_sample", op.forwardFlopsPerSample, false);
        checkAmount(p, path + "/backward_flops_per_sample", op.backwardFlopsPerSample, false);
        std::set<int> seen;
        for (std::size_t k = 0; k < op.inputs.size(); ++k) {
            const int in = op.inputs[k];
            const std::string ipath = path + "/inputs/" + std::to_string(k);
            if (in < 0 || static_cast<std::size_t>(in) >= i)
                p.add(ipath,
                      TOPOOPT_WORDING("Problem", "must be an index below %1 (operators come in "
                                                 "topological order), got %2"),
                      {std::to_string(i), std::to_string(in)});
            else if (!seen.insert(in).second)
                p.add(ipath, TOPOOPT_WORDING("Problem", "operator %1 is listed twice"),
                      {std::to_string(in)});
        }
        if (op.kind == OpKind::Input && !op.inputs.empty())
            p.add(path + "/inputs", TOPOOPT_WORDING("Problem", "an input operator takes no inputs"),
                  {});
        if (op.kind != OpKind::Input && op.inputs.empty())
            p.add(path + "/inputs",
                  TOPOOPT_WORDING("Problem", "only input operators may have no inputs"), {});
        if (op.allowed == 0)
            p.add(path + "/allowed",
                  TOPOOPT_WORDING("Problem", "must allow at least one parallel configuration"), {});
        else if ((op.allowed & ~kAllFlags) != 0)
            p.add(path + "/allowed", TOPOOPT_WORDING("Problem", "has unknown flags %1"),
                  {std::to_string(op.allowed & ~kAllFlags)});
        const std::size_t want = expectedDims(op.kind);
        if (!op.dims.empty() && op.dims.size() != want)
            //: %1 an operator kind (a name, as in the file), %2 its dims ("{in, out}") or
            //: "no dims", %3 how many values the file gives
            p.add(path + "/dims", TOPOOPT_WORDING("Problem", "a %1 operator has %2, got %3 values"),
                  {opKindName(op.kind), dimsHelp(op.kind), std::to_string(op.dims.size())});
        for (std::size_t k = 0; k < op.dims.size(); ++k)
            if (op.dims[k] < 1)
                p.add(path + "/dims/" + std::to_string(k),
                      TOPOOPT_WORDING("Problem", "must be >= %1, got %2"),
                      {"1", std::to_string(op.dims[k])});
    }
    return p;
}

json modelToJson(const Model& model)
{
    json ops = json::array();
    for (const Operator& op : model.ops) {
        json allowed = json::array();
        for (const FlagName& fn : kFlagNames)
            if (op.allowed & fn.flag) allowed.push_back(fn.name);
        json o{{"name", op.name},
               {"kind", opKindName(op.kind)},
               {"param_bytes", io::bytesToJson(op.paramBytes)},
               {"output_bytes_per_sample", io::bytesToJson(op.outputBytesPerSample)},
               {"forward_flops_per_sample", io::bytesToJson(op.forwardFlopsPerSample)},
               {"backward_flops_per_sample", io::bytesToJson(op.backwardFlopsPerSample)},
               {"inputs", op.inputs},
               {"allowed", std::move(allowed)}};
        if (!op.dims.empty()) o["dims"] = op.dims;
        ops.push_back(std::move(o));
    }
    json doc{{"format", kModelFormat},
             {"name", model.name},
             {"per_gpu_batch", model.perGpuBatch},
             {"bytes_per_element", model.bytesPerElement},
             {"operators", std::move(ops)}};
    if (!model.zoo.empty()) doc["zoo"] = model.zoo;
    return doc;
}

Model modelFromJsonAt(const json& doc, const std::string& pathPrefix, bool requireFormat,
                      std::vector<std::string>* warnings)
{
    std::vector<std::string> unknown;
    Problems problems;
    Model m;
    io::ObjectReader r(doc, "", problems);
    if (!r.valid()) {
        Problems prefixed;
        for (const Problem& pr : problems.items())
            prefixed.addAt(pathPrefix.empty() ? pr.path : pathPrefix, pr);
        throw InputError(prefixed);
    }
    if (requireFormat || r.has("format")) r.readFormat(kModelFormat);
    m.name = "model";
    r.readString("name", m.name, false);
    r.readString("zoo", m.zoo, false);
    r.readInt("per_gpu_batch", m.perGpuBatch, 1, kMaxPerGpuBatch, false);
    if (r.readInt("bytes_per_element", m.bytesPerElement, 1, 8, false) && m.bytesPerElement != 1 &&
        m.bytesPerElement != 2 && m.bytesPerElement != 4 && m.bytesPerElement != 8)
        problems.add("/bytes_per_element",
                     TOPOOPT_WORDING("Problem", "must be 1, 2, 4 or 8, got %1"),
                     {std::to_string(m.bytesPerElement)});
    if (const json* ops = r.get("operators", true)) {
        if (!ops->is_array()) {
            problems.add("/operators",
                         TOPOOPT_WORDING("Problem", "must be an array of operators, got %1"),
                         {io::describe(*ops)});
        } else if (ops->size() > kMaxOperators) {
            problems.add("/operators", TOPOOPT_WORDING("Problem", "at most %1 operators, got %2"),
                         {std::to_string(kMaxOperators), std::to_string(ops->size())});
        } else {
            m.ops.resize(ops->size());
            for (std::size_t i = 0; i < ops->size(); ++i)
                readOperator((*ops)[i], opPath(i), m.ops[i], problems, unknown);
        }
    }
    r.warnUnknown({"format", "name", "zoo", "per_gpu_batch", "bytes_per_element", "operators"},
                  unknown);
    if (warnings)
        for (const std::string& w : unknown)
            warnings->push_back(pathPrefix + w);
    // Structural checks on what could be read; a path that already has a reading problem is
    // not reported twice (a missing name is not also an empty one).
    if (doc.contains("operators") && doc["operators"].is_array()) {
        std::set<std::string> reported;
        for (const Problem& pr : problems.items())
            reported.insert(pr.path);
        const Problems structural = checkModel(m); // named: items() must not dangle
        for (const Problem& pr : structural.items()) {
            bool covered = false;
            for (const std::string& rp : reported)
                covered = covered || pr.path == rp || pr.path.rfind(rp + "/", 0) == 0 ||
                          rp.rfind(pr.path + "/", 0) == 0;
            if (!covered) problems.addAt(pr.path, pr);
        }
    }
    if (!problems.empty()) {
        if (pathPrefix.empty()) throw InputError(problems);
        Problems prefixed;
        for (const Problem& pr : problems.items())
            prefixed.addAt(pathPrefix + (pr.path == "/" ? "" : pr.path), pr);
        throw InputError(prefixed);
    }
    return m;
}

Model modelFromJson(const json& doc)
{
    return modelFromJsonAt(doc, "", true, nullptr);
}

Model loadModel(const std::string& path)
{
    return modelFromJson(io::readJsonFile(path));
}

void saveModel(const Model& model, const std::string& path)
{
    writeFileAtomic(path, modelToJson(model).dump(1) + "\n");
}

} // namespace topoopt

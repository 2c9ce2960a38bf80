// Names of operator kinds and model aggregates.
#include "model/model.h"

namespace topoopt {

namespace {
struct KindName {
    OpKind kind;
    const char* name;
};
constexpr KindName kKindNames[] = {
    {OpKind::Input, "input"},         {OpKind::Embedding, "embedding"},
    {OpKind::Dense, "dense"},         {OpKind::Conv2d, "conv2d"},
    {OpKind::Pool, "pool"},           {OpKind::Norm, "norm"},
    {OpKind::Attention, "attention"}, {OpKind::Elementwise, "elementwise"},
    {OpKind::Concat, "concat"},       {OpKind::Loss, "loss"},
};
} // namespace

const char* opKindName(OpKind kind)
{
    for (const KindName& k : kKindNames)
        if (k.kind == kind) return k.name;
    return "dense";
}

bool opKindFromName(const std::string& name, OpKind& kind)
{
    for (const KindName& k : kKindNames)
        if (name == k.name) {
            kind = k.kind;
            return true;
        }
    return false;
}

double Model::parameterBytes() const
{
    double total = 0;
    for (const Operator& op : ops)
        total += op.paramBytes;
    return total;
}

double Model::forwardFlopsPerSample() const
{
    double total = 0;
    for (const Operator& op : ops)
        total += op.forwardFlopsPerSample;
    return total;
}

double Model::backwardFlopsPerSample() const
{
    double total = 0;
    for (const Operator& op : ops)
        total += op.backwardFlopsPerSample;
    return total;
}

int Model::indexOf(const std::string& opName) const
{
    for (std::size_t i = 0; i < ops.size(); ++i)
        if (ops[i].name == opName) return static_cast<int>(i);
    return -1;
}

} // namespace topoopt

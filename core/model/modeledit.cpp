// Structural model edits: index remapping with the topological order kept.
#include "model/modeledit.h"

#include <algorithm>
#include <set>

#include "common/error.h"
#include "model/modeljson.h"

namespace topoopt {

namespace {

std::string opPath(int i)
{
    return "/operators/" + std::to_string(i);
}

/// `what` names the index (a wording of context "ProblemFact", so a studio can phrase it).
void checkIndex(const Model& model, int index, const char* what)
{
    //: %1 what the index is for ("the operator to move"), %2 the operator count
    if (index < 0 || index >= static_cast<int>(model.ops.size()))
        throw InputError(
            "/operators",
            TOPOOPT_WORDING("Problem", "%1 must be an operator index below %2, got %3"),
            {what, std::to_string(model.ops.size()), std::to_string(index)});
}

Model checked(Model m)
{
    const Problems problems = checkModel(m);
    if (!problems.empty()) throw InputError(problems);
    return m;
}

/// The model with operators in `order` (new position -> old index), inputs renumbered.
Model reordered(const Model& model, const std::vector<int>& order)
{
    std::vector<int> newIndex(model.ops.size(), -1);
    for (std::size_t k = 0; k < order.size(); ++k)
        newIndex[order[k]] = static_cast<int>(k);
    Model m = model;
    m.ops.clear();
    for (std::size_t k = 0; k < order.size(); ++k) {
        Operator op = model.ops[order[k]];
        for (int& in : op.inputs) {
            in = newIndex[in];
            if (in >= static_cast<int>(k))
                //: %1 the operator moved, %2 its input
                throw InputError(opPath(static_cast<int>(k)) + "/inputs",
                                 TOPOOPT_WORDING("Problem",
                                                 "\"%1\" cannot come before its input \"%2\" "
                                                 "(operators stay in topological order)"),
                                 {op.name, model.ops[order[in]].name});
        }
        m.ops.push_back(std::move(op));
    }
    return m;
}

} // namespace

std::string uniqueOperatorName(const Model& model, const std::string& base)
{
    std::set<std::string> names;
    for (const Operator& op : model.ops)
        names.insert(op.name);
    if (!names.count(base)) return base;
    for (int n = 2;; ++n)
        if (const std::string name = base + std::to_string(n); !names.count(name)) return name;
}

Model insertOperator(const Model& model, int position, Operator op)
{
    if (position < 0 || position > static_cast<int>(model.ops.size()))
        throw InputError(
            "/operators",
            TOPOOPT_WORDING("Problem", "an operator can be inserted at 0 to %1, got %2"),
            {std::to_string(model.ops.size()), std::to_string(position)});
    for (std::size_t k = 0; k < op.inputs.size(); ++k)
        if (op.inputs[k] < 0 || op.inputs[k] >= position)
            throw InputError(opPath(position) + "/inputs/" + std::to_string(k),
                             TOPOOPT_WORDING("Problem", "must be an operator before position %1, "
                                                        "got %2"),
                             {std::to_string(position), std::to_string(op.inputs[k])});
    Model m = model;
    for (Operator& o : m.ops)
        for (int& in : o.inputs)
            if (in >= position) ++in;
    m.ops.insert(m.ops.begin() + position, std::move(op));
    return checked(std::move(m));
}

Model removeOperator(const Model& model, int index)
{
    checkIndex(model, index, TOPOOPT_WORDING("ProblemFact", "the operator to remove"));
    const Operator& gone = model.ops[index];
    Model m = model;
    m.ops.erase(m.ops.begin() + index);
    for (std::size_t k = index; k < m.ops.size(); ++k) {
        std::vector<int> inputs;
        for (int in : m.ops[k].inputs) {
            if (in == index) {
                inputs.insert(inputs.end(), gone.inputs.begin(), gone.inputs.end());
                continue;
            }
            inputs.push_back(in > index ? in - 1 : in);
        }
        // Bypassing may list an operator twice: keep the first.
        std::vector<int> unique;
        for (int in : inputs)
            if (std::find(unique.begin(), unique.end(), in) == unique.end()) unique.push_back(in);
        m.ops[k].inputs = std::move(unique);
    }
    return checked(std::move(m));
}

Model duplicateOperator(const Model& model, int index)
{
    checkIndex(model, index, TOPOOPT_WORDING("ProblemFact", "the operator to duplicate"));
    Operator copy = model.ops[index];
    copy.name = uniqueOperatorName(model, copy.name + "_copy");
    return insertOperator(model, index + 1, std::move(copy));
}

Model moveOperator(const Model& model, int index, int newIndex)
{
    checkIndex(model, index, TOPOOPT_WORDING("ProblemFact", "the operator to move"));
    checkIndex(model, newIndex, TOPOOPT_WORDING("ProblemFact", "the new position"));
    std::vector<int> order;
    for (int i = 0; i < static_cast<int>(model.ops.size()); ++i)
        if (i != index) order.push_back(i);
    order.insert(order.begin() + newIndex, index);
    return checked(reordered(model, order));
}

Model connectOperators(const Model& model, int producer, int consumer)
{
    checkIndex(model, producer, TOPOOPT_WORDING("ProblemFact", "the producer"));
    checkIndex(model, consumer, TOPOOPT_WORDING("ProblemFact", "the consumer"));
    const std::string path = opPath(consumer) + "/inputs";
    if (producer >= consumer)
        //: %1 the consumer, %2 the producer
        throw InputError(path,
                         TOPOOPT_WORDING("Problem", "\"%1\" can only take inputs from operators "
                                                    "listed before it, not \"%2\" (a cycle or a "
                                                    "reversed edge)"),
                         {model.ops[consumer].name, model.ops[producer].name});
    const std::vector<int>& inputs = model.ops[consumer].inputs;
    if (std::find(inputs.begin(), inputs.end(), producer) != inputs.end())
        //: %1 the consumer, %2 the producer
        throw InputError(path,
                         TOPOOPT_WORDING("Problem", "\"%1\" already takes \"%2\" as an input"),
                         {model.ops[consumer].name, model.ops[producer].name});
    Model m = model;
    m.ops[consumer].inputs.push_back(producer);
    return checked(std::move(m));
}

Model disconnectOperators(const Model& model, int producer, int consumer)
{
    checkIndex(model, producer, TOPOOPT_WORDING("ProblemFact", "the producer"));
    checkIndex(model, consumer, TOPOOPT_WORDING("ProblemFact", "the consumer"));
    Model m = model;
    std::vector<int>& inputs = m.ops[consumer].inputs;
    const auto it = std::find(inputs.begin(), inputs.end(), producer);
    if (it == inputs.end())
        //: %1 the consumer, %2 the producer
        throw InputError(opPath(consumer) + "/inputs",
                         TOPOOPT_WORDING("Problem", "\"%1\" does not take \"%2\" as an input"),
                         {model.ops[consumer].name, model.ops[producer].name});
    inputs.erase(it);
    return checked(std::move(m));
}

std::vector<int> operatorLayers(const Model& model)
{
    std::vector<int> layer(model.ops.size(), 0);
    for (std::size_t i = 0; i < model.ops.size(); ++i)
        for (int in : model.ops[i].inputs)
            if (in >= 0 && static_cast<std::size_t>(in) < i)
                layer[i] = std::max(layer[i], layer[in] + 1);
    return layer;
}

} // namespace topoopt

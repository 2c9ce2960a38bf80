// Operators with sizes and FLOPs derived from their shapes (the zoo's building blocks).
#include "model/zoobuilder.h"

#include <stdexcept>

namespace topoopt::zoo {

double Values::get(const std::string& key) const
{
    const auto it = m_values.find(key);
    if (it == m_values.end()) throw std::logic_error("zoo parameter '" + key + "' not declared");
    return it->second;
}

Builder::Builder(std::string name, std::string zooId, int perGpuBatch, int bytesPerElement)
{
    m_model.name = std::move(name);
    m_model.zoo = std::move(zooId);
    m_model.perGpuBatch = perGpuBatch;
    m_model.bytesPerElement = bytesPerElement;
}

int Builder::add(Operator op)
{
    m_model.ops.push_back(std::move(op));
    return static_cast<int>(m_model.ops.size()) - 1;
}

Model Builder::take()
{
    return std::move(m_model);
}

int Builder::input(const std::string& name, double bytesPerSample)
{
    Operator op;
    op.name = name;
    op.kind = OpKind::Input;
    op.outputBytesPerSample = bytesPerSample;
    op.allowed = AllowDataParallel;
    return add(std::move(op));
}

int Builder::dense(const std::string& name, std::vector<int> inputs, std::int64_t in,
                   std::int64_t out, double tokens, unsigned allowed, bool bias, bool tied)
{
    const double eb = elementBytes();
    Operator op;
    op.name = name;
    op.kind = OpKind::Dense;
    op.paramBytes = tied ? 0 : (double(in) * double(out) + (bias ? double(out) : 0)) * eb;
    op.outputBytesPerSample = tokens * double(out) * eb;
    op.forwardFlopsPerSample = 2.0 * double(in) * double(out) * tokens;
    op.backwardFlopsPerSample = 2 * op.forwardFlopsPerSample;
    op.inputs = std::move(inputs);
    op.allowed = allowed;
    op.dims = {in, out};
    return add(std::move(op));
}

int Builder::embedding(const std::string& name, std::vector<int> inputs, std::int64_t rows,
                       std::int64_t dim, std::int64_t bag, std::int64_t lookups, unsigned allowed)
{
    const double eb = elementBytes();
    Operator op;
    op.name = name;
    op.kind = OpKind::Embedding;
    op.paramBytes = double(rows) * double(dim) * eb;
    // Bag pooling: each pooled vector is the sum of `bag` rows of `dim` elements.
    op.outputBytesPerSample = double(lookups) * double(dim) * eb;
    op.forwardFlopsPerSample = double(lookups) * double(bag) * double(dim);
    op.backwardFlopsPerSample = op.forwardFlopsPerSample; // scatter-add of the row gradients
    op.inputs = std::move(inputs);
    op.allowed = allowed;
    op.dims = {rows, dim, bag, lookups};
    return add(std::move(op));
}

int Builder::conv(const std::string& name, int input, std::int64_t cin, std::int64_t cout,
                  std::int64_t k, std::int64_t stride, std::int64_t hout, std::int64_t wout,
                  bool bias, unsigned allowed)
{
    const double eb = elementBytes();
    const double outElems = double(cout) * double(hout) * double(wout);
    Operator op;
    op.name = name;
    op.kind = OpKind::Conv2d;
    op.paramBytes = (double(cin) * double(cout) * double(k * k) + (bias ? double(cout) : 0)) * eb;
    op.outputBytesPerSample = outElems * eb;
    op.forwardFlopsPerSample = 2.0 * double(cin) * double(k * k) * outElems;
    op.backwardFlopsPerSample = 2 * op.forwardFlopsPerSample;
    op.inputs = {input};
    op.allowed = allowed;
    op.dims = {cin, cout, k, k, stride, hout, wout};
    return add(std::move(op));
}

int Builder::norm(const std::string& name, std::vector<int> inputs, std::int64_t channels,
                  double elements, unsigned allowed)
{
    const double eb = elementBytes();
    Operator op;
    op.name = name;
    op.kind = OpKind::Norm;
    op.paramBytes = 2.0 * double(channels) * eb;
    op.outputBytesPerSample = elements * eb;
    // mean, variance, normalize, scale and shift (~5 per element), folded add/ReLU (1-2).
    op.forwardFlopsPerSample = 7 * elements;
    op.backwardFlopsPerSample = 2 * op.forwardFlopsPerSample;
    op.inputs = std::move(inputs);
    op.allowed = allowed;
    return add(std::move(op));
}

int Builder::pool(const std::string& name, int input, std::int64_t channels, std::int64_t hout,
                  std::int64_t wout, std::int64_t stride, std::int64_t window)
{
    const double eb = elementBytes();
    const double outElems = double(channels) * double(hout) * double(wout);
    Operator op;
    op.name = name;
    op.kind = OpKind::Pool;
    op.outputBytesPerSample = outElems * eb;
    op.forwardFlopsPerSample = outElems * double(window * window);
    op.backwardFlopsPerSample = op.forwardFlopsPerSample;
    op.inputs = {input};
    op.allowed = AllowDataParallel;
    op.dims = {channels, hout, wout, stride};
    return add(std::move(op));
}

int Builder::elementwise(const std::string& name, std::vector<int> inputs, double elements,
                         double flopsPerElement, unsigned allowed)
{
    Operator op;
    op.name = name;
    op.kind = OpKind::Elementwise;
    op.outputBytesPerSample = elements * elementBytes();
    op.forwardFlopsPerSample = elements * flopsPerElement;
    op.backwardFlopsPerSample = op.forwardFlopsPerSample;
    op.inputs = std::move(inputs);
    op.allowed = allowed;
    return add(std::move(op));
}

int Builder::concat(const std::string& name, std::vector<int> inputs, double elements)
{
    Operator op;
    op.name = name;
    op.kind = OpKind::Concat;
    op.outputBytesPerSample = elements * elementBytes();
    op.inputs = std::move(inputs); // a copy: no arithmetic, pure memory traffic
    op.allowed = AllowDataParallel;
    return add(std::move(op));
}

int Builder::attention(const std::string& name, int qkv, std::int64_t seq, std::int64_t hidden,
                       std::int64_t heads, unsigned allowed)
{
    const double s = double(seq), h = double(hidden);
    Operator op;
    op.name = name;
    op.kind = OpKind::Attention;
    op.outputBytesPerSample = s * h * elementBytes();
    // QK^T and scores x V: 2 x (2 s^2 h); softmax with scaling ~5 per score per head.
    op.forwardFlopsPerSample = 4 * s * s * h + 5 * s * s * double(heads);
    op.backwardFlopsPerSample = 2 * op.forwardFlopsPerSample;
    op.inputs = {qkv};
    op.allowed = allowed;
    op.dims = {seq, hidden, heads};
    return add(std::move(op));
}

int Builder::loss(const std::string& name, int input, double elements)
{
    Operator op;
    op.name = name;
    op.kind = OpKind::Loss;
    op.outputBytesPerSample = elementBytes(); // one scalar per sample
    op.forwardFlopsPerSample = 4 * elements;  // (log-)softmax / sigmoid and the loss
    op.backwardFlopsPerSample = 2 * elements;
    op.inputs = {input};
    op.allowed = AllowDataParallel;
    return add(std::move(op));
}

} // namespace topoopt::zoo

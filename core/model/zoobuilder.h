// Building blocks of the zoo generators: operators with real sizes and FLOPs from their shapes.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "model/model.h"
#include "model/zoo.h"

namespace topoopt::zoo {

/// The validated parameter values of one zoo model, by key.
class Values {
public:
    explicit Values(std::map<std::string, double> values) : m_values(std::move(values)) {}
    double get(const std::string& key) const;
    std::int64_t integer(const std::string& key) const { return std::int64_t(get(key)); }

private:
    std::map<std::string, double> m_values;
};

/// Appends operators to a model; every method returns the new operator's index. Sizes are in
/// elements per sample (converted to bytes with the model's element size); FLOP conventions:
/// a multiply-add counts 2, backward costs twice the forward for matmul-like ops (input and
/// weight gradients) and as much as the forward for the rest.
class Builder {
public:
    Builder(std::string name, std::string zooId, int perGpuBatch, int bytesPerElement = 4);

    /// Data loader output of `bytes` bytes per sample (raw: indices are 8-byte integers).
    int input(const std::string& name, double bytesPerSample);
    /// Fully connected layer in -> out applied to `tokens` positions per sample, activation
    /// folded in. `tied`: the weights belong to another operator (0 parameter bytes).
    int dense(const std::string& name, std::vector<int> inputs, std::int64_t in, std::int64_t out,
              double tokens = 1, unsigned allowed = AllowDataParallel, bool bias = true,
              bool tied = false);
    /// Table of rows x dim; each sample pools `lookups` bags of `bag` rows (sum), giving
    /// lookups x dim elements.
    int embedding(const std::string& name, std::vector<int> inputs, std::int64_t rows,
                  std::int64_t dim, std::int64_t bag, std::int64_t lookups, unsigned allowed);
    /// k x k convolution with `stride`, output cout x hout x wout.
    int conv(const std::string& name, int input, std::int64_t cin, std::int64_t cout,
             std::int64_t k, std::int64_t stride, std::int64_t hout, std::int64_t wout, bool bias,
             unsigned allowed = AllowDataParallel);
    /// Batch or layer normalization over `elements` per sample with 2 x `channels` parameters
    /// (scale and shift); a following ReLU / residual add is folded in.
    int norm(const std::string& name, std::vector<int> inputs, std::int64_t channels,
             double elements, unsigned allowed = AllowDataParallel);
    /// Max/average pooling to channels x hout x wout from an input stride^2 larger, with a
    /// window x window kernel.
    int pool(const std::string& name, int input, std::int64_t channels, std::int64_t hout,
             std::int64_t wout, std::int64_t stride, std::int64_t window);
    int elementwise(const std::string& name, std::vector<int> inputs, double elements,
                    double flopsPerElement, unsigned allowed = AllowDataParallel);
    int concat(const std::string& name, std::vector<int> inputs, double elements);
    /// Self-attention core for one sequence: scores QK^T, softmax, weighted sum of V.
    int attention(const std::string& name, int qkv, std::int64_t seq, std::int64_t hidden,
                  std::int64_t heads, unsigned allowed);
    int loss(const std::string& name, int input, double elements);

    int elementBytes() const { return m_model.bytesPerElement; }
    Model take();

private:
    int add(Operator op);
    Model m_model;
};

// Generators, one per zoo id (zoo_recsys.cpp, zoo_dense.cpp, zoo_transformer.cpp,
// zoo_vision.cpp), and their parameter tables.
std::vector<ZooParam> dlrmParams();
Model buildDlrm(const Values& v);
std::vector<ZooParam> ncfParams();
Model buildNcf(const Values& v);
std::vector<ZooParam> candleParams();
Model buildCandle(const Values& v);
std::vector<ZooParam> bertParams();
Model buildBert(const Values& v);
std::vector<ZooParam> gptParams();
Model buildGpt(const Values& v);
std::vector<ZooParam> resnet50Params();
Model buildResnet50(const Values& v);
std::vector<ZooParam> vgg16Params();
Model buildVgg16(const Values& v);

} // namespace topoopt::zoo

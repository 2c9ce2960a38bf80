// Recommendation models of the zoo: DLRM and NCF (workloads.md, "The six models").
#include "model/zoobuilder.h"

namespace topoopt::zoo {

namespace {

constexpr unsigned kTable = AllowShard | AllowDataParallel;
constexpr double kIndexBytes = 8; // int64 row ids

ZooParam batchParam(double def)
{
    return {"per_gpu_batch", def, 1, 1 << 20, "samples", "Samples per GPU per iteration", true};
}

} // namespace

std::vector<ZooParam> dlrmParams()
{
    return {
        {"tables", 64, 1, 4096, "tables", "Embedding tables", true},
        {"rows", 10'000'000, 1, 1e10, "rows", "Rows per embedding table", true},
        {"dim", 128, 1, 65536, "floats", "Embedding dimension", true},
        {"bag", 100, 1, 100000, "rows", "Bag size: rows pooled (summed) per table per sample",
         true},
        // The paper's run script does not state the dense input width; the shipped FlexFlow
        // measurements have only Dense_2048_2048 in the bottom MLP, so its input is 2048 wide.
        {"dense_features", 2048, 1, 1 << 20, "features", "Dense (continuous) input features", true},
        {"bottom_layers", 8, 1, 1024, "layers", "Bottom MLP layers", true},
        {"bottom_width", 2048, 1, 1 << 20, "units", "Bottom MLP width", true},
        {"top_layers", 16, 1, 1024, "layers", "Top MLP layers (before the 1-unit output)", true},
        {"top_width", 4096, 1, 1 << 20, "units", "Top MLP width", true},
        batchParam(128),
    };
}

// DLRM as FlexFlow builds it: one index input and one bag-pooled embedding per table, a
// bottom MLP on the dense features, feature interaction by concatenation ("Concat_1" in the
// FlexFlow measurements), a top MLP and a 1-unit output with sigmoid cross-entropy.
Model buildDlrm(const Values& v)
{
    const auto tables = v.integer("tables"), dim = v.integer("dim"), bag = v.integer("bag");
    Builder b("DLRM", "dlrm", int(v.integer("per_gpu_batch")));
    std::vector<int> interaction;
    std::vector<int> embeddings;
    for (std::int64_t t = 0; t < tables; ++t) {
        const int ids = b.input("indices_" + std::to_string(t), double(bag) * kIndexBytes);
        embeddings.push_back(
            b.embedding("emb_" + std::to_string(t), {ids}, v.integer("rows"), dim, bag, 1, kTable));
    }
    int x = b.input("dense_input", double(v.integer("dense_features")) * b.elementBytes());
    std::int64_t width = v.integer("dense_features");
    for (std::int64_t l = 0; l < v.integer("bottom_layers"); ++l) {
        x = b.dense("bottom_" + std::to_string(l), {x}, width, v.integer("bottom_width"));
        width = v.integer("bottom_width");
    }
    interaction.push_back(x);
    interaction.insert(interaction.end(), embeddings.begin(), embeddings.end());
    width = v.integer("bottom_width") + tables * dim;
    x = b.concat("interaction", interaction, double(width));
    for (std::int64_t l = 0; l < v.integer("top_layers"); ++l) {
        x = b.dense("top_" + std::to_string(l), {x}, width, v.integer("top_width"));
        width = v.integer("top_width");
    }
    x = b.dense("top_out", {x}, width, 1);
    b.loss("loss", x, 1);
    return b.take();
}

std::vector<ZooParam> ncfParams()
{
    return {
        {"tables", 32, 1, 4096, "tables", "Embedding tables", true},
        {"users", 1'000'000, 1, 1e10, "rows", "Users per table", true},
        {"items", 1'000'000, 1, 1e10, "rows", "Items per table", true},
        {"factor", 64, 1, 65536, "floats", "GMF latent factor (matrix-factorisation width)", true},
        {"dim", 128, 1, 65536, "floats", "MLP embedding dimension", true},
        {"bag", 100, 1, 100000, "rows", "Bag size: ids pooled per user and per item lookup", true},
        {"mlp_layers", 8, 1, 1024, "layers", "MLP layers", true},
        {"mlp_width", 4096, 1, 1 << 20, "units", "MLP width", true},
        batchParam(128),
    };
}

// NeuMF (He et al. 2017) scaled as in the paper: every table holds the users and the items of
// one id space; each row stores the MLP vector (dim) and the GMF vector (factor) side by side,
// and each sample pools one bag of user ids and one bag of item ids (2 lookups). GMF multiplies
// the user and item factor vectors; the MLP tower takes the concatenated dim vectors; NeuMF
// concatenates both towers into a 1-unit prediction.
Model buildNcf(const Values& v)
{
    const auto tables = v.integer("tables"), dim = v.integer("dim"), factor = v.integer("factor");
    const auto bag = v.integer("bag");
    Builder b("NCF", "ncf", int(v.integer("per_gpu_batch")));
    std::vector<int> embeddings;
    for (std::int64_t t = 0; t < tables; ++t) {
        const int ids = b.input("ids_" + std::to_string(t), 2.0 * double(bag) * kIndexBytes);
        embeddings.push_back(b.embedding("emb_" + std::to_string(t), {ids},
                                         v.integer("users") + v.integer("items"), dim + factor, bag,
                                         2, kTable));
    }
    const int gmf = b.elementwise("gmf", embeddings, double(tables * factor), 1);
    std::int64_t width = 2 * tables * dim;
    int x = b.concat("mlp_concat", embeddings, double(width));
    for (std::int64_t l = 0; l < v.integer("mlp_layers"); ++l) {
        x = b.dense("mlp_" + std::to_string(l), {x}, width, v.integer("mlp_width"));
        width = v.integer("mlp_width");
    }
    const std::int64_t neumfWidth = tables * factor + width;
    x = b.concat("neumf", {gmf, x}, double(neumfWidth));
    x = b.dense("predict", {x}, neumfWidth, 1);
    b.loss("loss", x, 1);
    return b.take();
}

} // namespace topoopt::zoo

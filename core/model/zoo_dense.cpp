// The CANDLE Uno model of the zoo: per-feature encoder MLPs, then a wide dense tower.
#include "model/zoobuilder.h"

namespace topoopt::zoo {

std::vector<ZooParam> candleParams()
{
    return {
        {"feature_layers", 16, 1, 1024, "layers", "Dense layers of each feature encoder", true},
        {"feature_width", 16384, 1, 1 << 20, "units", "Width of the feature encoder layers", true},
        {"dense_layers", 8, 1, 1024, "layers", "Dense layers after the concatenation", true},
        {"dense_width", 16384, 1, 1 << 20, "units", "Width of the dense layers", true},
        // Input widths of the CANDLE Pilot1 Uno benchmark's feature sets.
        {"cell_features", 942, 1, 1 << 20, "features", "Cell line RNA-seq features", true},
        {"drug_descriptors", 5270, 1, 1 << 20, "features", "Drug descriptor features", true},
        {"drug_fingerprints", 2048, 1, 1 << 20, "features", "Drug fingerprint features", true},
        {"drugs", 2, 1, 16, "drugs",
         "Drugs per sample (each with a dose, descriptors and "
         "fingerprints)",
         true},
        {"per_gpu_batch", 256, 1, 1 << 20, "samples", "Samples per GPU per iteration", true},
    };
}

// Uno predicts tumour growth from a cell line and drugs: every non-scalar feature set (cell
// RNA-seq; descriptors and fingerprints of each drug) has its own encoder of `feature_layers`
// dense layers (no weight sharing, as FlexFlow's candle_uno builds it); the encodings and the
// scalar doses are concatenated and go through `dense_layers` dense layers to one output
// trained with mean squared error.
Model buildCandle(const Values& v)
{
    Builder b("CANDLE (Uno)", "candle", int(v.integer("per_gpu_batch")));
    const double eb = b.elementBytes();
    const auto fw = v.integer("feature_width");
    struct Feature {
        std::string name;
        std::int64_t width;
    };
    std::vector<Feature> features = {{"cell_rnaseq", v.integer("cell_features")}};
    for (std::int64_t d = 1; d <= v.integer("drugs"); ++d) {
        features.push_back(
            {"drug" + std::to_string(d) + "_descriptors", v.integer("drug_descriptors")});
        features.push_back(
            {"drug" + std::to_string(d) + "_fingerprints", v.integer("drug_fingerprints")});
    }
    std::vector<int> concatInputs;
    for (std::int64_t d = 1; d <= v.integer("drugs"); ++d)
        concatInputs.push_back(b.input("dose" + std::to_string(d), eb));
    for (const Feature& f : features) {
        int x = b.input(f.name, double(f.width) * eb);
        std::int64_t width = f.width;
        for (std::int64_t l = 0; l < v.integer("feature_layers"); ++l) {
            x = b.dense(f.name + "_enc_" + std::to_string(l), {x}, width, fw);
            width = fw;
        }
        concatInputs.push_back(x);
    }
    std::int64_t width = v.integer("drugs") + std::int64_t(features.size()) * fw;
    int x = b.concat("concat", concatInputs, double(width));
    for (std::int64_t l = 0; l < v.integer("dense_layers"); ++l) {
        x = b.dense("dense_" + std::to_string(l), {x}, width, v.integer("dense_width"));
        width = v.integer("dense_width");
    }
    x = b.dense("out", {x}, width, 1);
    b.loss("loss", x, 1);
    return b.take();
}

} // namespace topoopt::zoo

// Translated wording of core text (coretext.h).
#include "coretext.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QLocale>
#include <QStringList>

#include <iterator>

#include "format.h"
#include "model/model.h"
#include "model/modeljson.h"
#include "strategy/memory.h"
#include "strategy/strategy.h"

namespace topoopt::ui {

namespace {

// The context the tables below are marked in (lupdate reads only literals there).
constexpr const char* kContext = "ZooParams";

// The zoo's units and help lines (core/model/zoo_*.cpp) as lupdate finds them. A line the
// core changes falls back to English until it is copied here; tst_translations checks that every
// unit and help line of every zoo model has a Chinese translation.
constexpr const char* kUnits[] = {
    QT_TRANSLATE_NOOP("ZooParams", "layers"),    QT_TRANSLATE_NOOP("ZooParams", "units"),
    QT_TRANSLATE_NOOP("ZooParams", "features"),  QT_TRANSLATE_NOOP("ZooParams", "drugs"),
    QT_TRANSLATE_NOOP("ZooParams", "samples"),   QT_TRANSLATE_NOOP("ZooParams", "tables"),
    QT_TRANSLATE_NOOP("ZooParams", "rows"),      QT_TRANSLATE_NOOP("ZooParams", "floats"),
    QT_TRANSLATE_NOOP("ZooParams", "heads"),     QT_TRANSLATE_NOOP("ZooParams", "tokens"),
    QT_TRANSLATE_NOOP("ZooParams", "sequences"), QT_TRANSLATE_NOOP("ZooParams", "pixels"),
    QT_TRANSLATE_NOOP("ZooParams", "classes"),   QT_TRANSLATE_NOOP("ZooParams", "images"),
};

// One of each: the suffix of a spin box showing 1 (the units above are the plural forms).
constexpr const char* kSingularUnits[] = {
    QT_TRANSLATE_NOOP("ZooParams", "layer"),    QT_TRANSLATE_NOOP("ZooParams", "unit"),
    QT_TRANSLATE_NOOP("ZooParams", "feature"),  QT_TRANSLATE_NOOP("ZooParams", "drug"),
    QT_TRANSLATE_NOOP("ZooParams", "sample"),   QT_TRANSLATE_NOOP("ZooParams", "table"),
    QT_TRANSLATE_NOOP("ZooParams", "row"),      QT_TRANSLATE_NOOP("ZooParams", "float"),
    QT_TRANSLATE_NOOP("ZooParams", "head"),     QT_TRANSLATE_NOOP("ZooParams", "token"),
    QT_TRANSLATE_NOOP("ZooParams", "sequence"), QT_TRANSLATE_NOOP("ZooParams", "pixel"),
    QT_TRANSLATE_NOOP("ZooParams", "class"),    QT_TRANSLATE_NOOP("ZooParams", "image"),
};
static_assert(std::size(kSingularUnits) == std::size(kUnits));

// The form's label of each parameter key, short enough for a form row; the help line in the
// tooltip says the rest. Keys mean the same in every model that has them.
struct KeyLabel {
    const char* key;
    const char* label;
};
constexpr KeyLabel kLabels[] = {
    {"tables", QT_TRANSLATE_NOOP("ZooParams", "Embedding tables")},
    {"rows", QT_TRANSLATE_NOOP("ZooParams", "Rows per table")},
    {"dim", QT_TRANSLATE_NOOP("ZooParams", "Embedding size")},
    {"bag", QT_TRANSLATE_NOOP("ZooParams", "Bag size")},
    {"dense_features", QT_TRANSLATE_NOOP("ZooParams", "Dense features")},
    {"bottom_layers", QT_TRANSLATE_NOOP("ZooParams", "Bottom MLP layers")},
    {"bottom_width", QT_TRANSLATE_NOOP("ZooParams", "Bottom MLP width")},
    {"top_layers", QT_TRANSLATE_NOOP("ZooParams", "Top MLP layers")},
    {"top_width", QT_TRANSLATE_NOOP("ZooParams", "Top MLP width")},
    {"per_gpu_batch", QT_TRANSLATE_NOOP("ZooParams", "Batch per GPU")},
    {"users", QT_TRANSLATE_NOOP("ZooParams", "Users per table")},
    {"items", QT_TRANSLATE_NOOP("ZooParams", "Items per table")},
    {"factor", QT_TRANSLATE_NOOP("ZooParams", "GMF factor")},
    {"mlp_layers", QT_TRANSLATE_NOOP("ZooParams", "MLP layers")},
    {"mlp_width", QT_TRANSLATE_NOOP("ZooParams", "MLP width")},
    {"layers", QT_TRANSLATE_NOOP("ZooParams", "Layers")},
    {"hidden", QT_TRANSLATE_NOOP("ZooParams", "Hidden size")},
    {"heads", QT_TRANSLATE_NOOP("ZooParams", "Attention heads")},
    {"seq", QT_TRANSLATE_NOOP("ZooParams", "Sequence length")},
    {"sequence", QT_TRANSLATE_NOOP("ZooParams", "Context length")},
    {"vocabulary", QT_TRANSLATE_NOOP("ZooParams", "Vocabulary")},
    {"max_position", QT_TRANSLATE_NOOP("ZooParams", "Positions")},
    {"image_size", QT_TRANSLATE_NOOP("ZooParams", "Image size")},
    {"classes", QT_TRANSLATE_NOOP("ZooParams", "Classes")},
    {"fc_width", QT_TRANSLATE_NOOP("ZooParams", "FC width")},
    {"feature_layers", QT_TRANSLATE_NOOP("ZooParams", "Encoder layers")},
    {"feature_width", QT_TRANSLATE_NOOP("ZooParams", "Encoder width")},
    {"dense_layers", QT_TRANSLATE_NOOP("ZooParams", "Dense layers")},
    {"dense_width", QT_TRANSLATE_NOOP("ZooParams", "Dense width")},
    {"cell_features", QT_TRANSLATE_NOOP("ZooParams", "Cell features")},
    {"drug_descriptors", QT_TRANSLATE_NOOP("ZooParams", "Drug descriptors")},
    {"drug_fingerprints", QT_TRANSLATE_NOOP("ZooParams", "Drug fingerprints")},
    {"drugs", QT_TRANSLATE_NOOP("ZooParams", "Drugs")},
};

constexpr const char* kHelp[] = {
    // CANDLE
    QT_TRANSLATE_NOOP("ZooParams", "Dense layers of each feature encoder"),
    QT_TRANSLATE_NOOP("ZooParams", "Width of the feature encoder layers"),
    QT_TRANSLATE_NOOP("ZooParams", "Dense layers after the concatenation"),
    QT_TRANSLATE_NOOP("ZooParams", "Width of the dense layers"),
    QT_TRANSLATE_NOOP("ZooParams", "Cell line RNA-seq features"),
    QT_TRANSLATE_NOOP("ZooParams", "Drug descriptor features"),
    QT_TRANSLATE_NOOP("ZooParams", "Drug fingerprint features"),
    QT_TRANSLATE_NOOP("ZooParams", "Drugs per sample (each with a dose, descriptors and "
                                   "fingerprints)"),
    QT_TRANSLATE_NOOP("ZooParams", "Samples per GPU per iteration"),
    // DLRM and NCF
    QT_TRANSLATE_NOOP("ZooParams", "Embedding tables"),
    QT_TRANSLATE_NOOP("ZooParams", "Rows per embedding table"),
    QT_TRANSLATE_NOOP("ZooParams", "Embedding dimension"),
    QT_TRANSLATE_NOOP("ZooParams", "Bag size: rows pooled (summed) per table per sample"),
    QT_TRANSLATE_NOOP("ZooParams", "Dense (continuous) input features"),
    QT_TRANSLATE_NOOP("ZooParams", "Bottom MLP layers"),
    QT_TRANSLATE_NOOP("ZooParams", "Bottom MLP width"),
    QT_TRANSLATE_NOOP("ZooParams", "Top MLP layers (before the 1-unit output)"),
    QT_TRANSLATE_NOOP("ZooParams", "Top MLP width"),
    QT_TRANSLATE_NOOP("ZooParams", "Users per table"),
    QT_TRANSLATE_NOOP("ZooParams", "Items per table"),
    QT_TRANSLATE_NOOP("ZooParams", "GMF latent factor (matrix-factorisation width)"),
    QT_TRANSLATE_NOOP("ZooParams", "MLP embedding dimension"),
    QT_TRANSLATE_NOOP("ZooParams", "Bag size: ids pooled per user and per item lookup"),
    QT_TRANSLATE_NOOP("ZooParams", "MLP layers"),
    QT_TRANSLATE_NOOP("ZooParams", "MLP width"),
    // BERT and GPT
    QT_TRANSLATE_NOOP("ZooParams", "Transformer layers"),
    QT_TRANSLATE_NOOP("ZooParams", "Hidden size"),
    QT_TRANSLATE_NOOP("ZooParams", "Attention heads (must divide the hidden size)"),
    QT_TRANSLATE_NOOP("ZooParams", "Sequence length"),
    QT_TRANSLATE_NOOP("ZooParams", "Word-piece vocabulary (BERT's 30522)"),
    QT_TRANSLATE_NOOP("ZooParams", "Position embeddings"),
    QT_TRANSLATE_NOOP("ZooParams", "Sequences per GPU per iteration"),
    QT_TRANSLATE_NOOP("ZooParams", "Decoder layers"),
    QT_TRANSLATE_NOOP("ZooParams", "Hidden size (d_model)"),
    QT_TRANSLATE_NOOP("ZooParams", "Context length"),
    QT_TRANSLATE_NOOP("ZooParams", "BPE vocabulary (GPT-2/3's 50257)"),
    // ResNet-50 and VGG-16
    QT_TRANSLATE_NOOP("ZooParams", "Input image side (a multiple of 32)"),
    QT_TRANSLATE_NOOP("ZooParams", "Output classes (ImageNet: 1000)"),
    QT_TRANSLATE_NOOP("ZooParams", "Width of the two hidden FC layers"),
    QT_TRANSLATE_NOOP("ZooParams", "Images per GPU per iteration"),
};

/// Translates `text` when it is one of `known` (the catalogue holds nothing else in this
/// context, and an unknown line must stay readable rather than be looked up blindly).
template <std::size_t N>
QString translated(const char* context, const char* const (&known)[N], const std::string& text)
{
    for (const char* k : known)
        if (text == k) return QCoreApplication::translate(context, k);
    return QString::fromStdString(text);
}

// The model and strategy file keywords the tables show, as lupdate finds them; their English is
// the keyword itself (core/model/model.cpp, core/model/modeljson.cpp, core/strategy/strategy.cpp).
constexpr const char* kKeywords[] = {
    QT_TRANSLATE_NOOP("OpKind", "input"),         QT_TRANSLATE_NOOP("OpKind", "embedding"),
    QT_TRANSLATE_NOOP("OpKind", "dense"),         QT_TRANSLATE_NOOP("OpKind", "conv2d"),
    QT_TRANSLATE_NOOP("OpKind", "pool"),          QT_TRANSLATE_NOOP("OpKind", "norm"),
    QT_TRANSLATE_NOOP("OpKind", "attention"),     QT_TRANSLATE_NOOP("OpKind", "elementwise"),
    QT_TRANSLATE_NOOP("OpKind", "concat"),        QT_TRANSLATE_NOOP("OpKind", "loss"),
    QT_TRANSLATE_NOOP("OpKind", "replicated"),    QT_TRANSLATE_NOOP("OpKind", "partitioned"),
    QT_TRANSLATE_NOOP("OpKind", "data_parallel"), QT_TRANSLATE_NOOP("OpKind", "shard"),
    QT_TRANSLATE_NOOP("OpKind", "tensor_split"),
};

QString number(double v, bool integer)
{
    return integer ? QLocale().toString(v, 'f', 0) : QLocale().toString(v, 'g', 6);
}

} // namespace

QString zooUnitText(const std::string& unit)
{
    return translated(kContext, kUnits, unit);
}

QString zooUnitText(const std::string& unit, double value)
{
    if (value == 1)
        for (std::size_t i = 0; i < std::size(kUnits); ++i)
            if (unit == kUnits[i])
                return QCoreApplication::translate(kContext, kSingularUnits[i]);
    return zooUnitText(unit);
}

QString zooParamLabel(const std::string& key)
{
    for (const KeyLabel& k : kLabels)
        if (key == k.key) return QCoreApplication::translate(kContext, k.label);
    return QString::fromStdString(key);
}

QString zooHelpText(const std::string& help)
{
    return translated(kContext, kHelp, help);
}

void setUpZooParamBox(QDoubleSpinBox* box, double min, double max, double defaultValue,
                      bool integer, const std::string& unit, const std::string& help)
{
    box->setRange(min, max);
    box->setDecimals(integer ? 0 : 3);
    // Rows and vocabularies run to millions: grouped, 10,000,000 reads at a glance.
    box->setGroupSeparatorShown(true);
    // The suffix follows the value: "1 layer", "8 layers".
    const auto suffix = [box, unit](double value) {
        box->setSuffix(unit.empty() ? QString() : QLatin1Char(' ') + zooUnitText(unit, value));
    };
    suffix(box->value());
    QObject::connect(box, &QDoubleSpinBox::valueChanged, box, suffix);
    box->setKeyboardTracking(false);
    box->setToolTip(QCoreApplication::translate("ZooParams", "%1 (%2 to %3, default %4)")
                        .arg(zooHelpText(help), number(min, integer), number(max, integer),
                             number(defaultValue, integer)));
}

QString strategyShapeText(const StrategyShape& shape)
{
    // Literal translate() calls, so lupdate files each under this context with its plural.
    // The joint is the language's too: a space in English, none in Chinese.
    const auto join = [](const QString& count, const QString& where) {
        return QCoreApplication::translate("StrategyShape", "%1 %2",
                                           "operators counted, then where they run")
            .arg(count, where);
    };
    QString text = join(QCoreApplication::translate("StrategyShape", "%n replicated operator(s)",
                                                    nullptr, shape.replicated),
                        QCoreApplication::translate("StrategyShape", "on %n server set(s)", nullptr,
                                                    shape.replicatedSets));
    if (shape.partitioned > 0)
        text += join(QCoreApplication::translate("StrategyShape", "; %n partitioned", nullptr,
                                                 shape.partitioned),
                     QCoreApplication::translate("StrategyShape", "on %n server(s)", nullptr,
                                                 shape.partitionedServers));
    if (shape.tensorSplit > 0)
        text += QCoreApplication::translate("StrategyShape", "; tensor split on %n", nullptr,
                                            shape.tensorSplit);
    return text;
}

QString opKindText(OpKind kind)
{
    return translated("OpKind", kKeywords, opKindName(kind));
}

QString paramModeText(ParamMode mode)
{
    return translated("OpKind", kKeywords, paramModeName(mode));
}

QString parallelFlagText(unsigned flag)
{
    return translated("OpKind", kKeywords, parallelFlagName(flag));
}

QString parallelFlagsText(unsigned flags)
{
    QStringList parts;
    for (unsigned flag : kParallelFlags)
        if (flags & flag) parts << parallelFlagText(flag);
    return parts.join(QCoreApplication::translate("OpKind", ", ", "between listed flags"));
}

QString memoryProblemText(const MemoryUse& use)
{
    if (use.fits()) return {};
    // The core's wording, with the sizes in the studio's own format.
    return QCoreApplication::translate("Problem", kMemoryProblem)
        .arg(use.worstServer)
        .arg(formatBytes(use.worstBytes()), formatBytes(use.capacityBytes));
}

} // namespace topoopt::ui

// Transformer models of the zoo: BERT (encoder, post-LN) and a GPT-style decoder (pre-LN).
#include "common/error.h"
#include "model/zoobuilder.h"

namespace topoopt::zoo {

namespace {

// Megatron-style tensor parallelism splits the matmuls and attention heads over the GPUs of a
// server; norms and residual adds stay replicated.
constexpr unsigned kSplittable = AllowDataParallel | AllowTensorSplit;

struct Shape {
    std::int64_t seq, hidden, heads, ffn;
};

/// Both models' layer shape: a 4 x hidden feed-forward, heads that divide the hidden size.
Shape shapeOf(std::int64_t seq, const Values& v)
{
    const Shape s{seq, v.integer("hidden"), v.integer("heads"), 4 * v.integer("hidden")};
    if (s.hidden % s.heads != 0)
        throw InputError("/model/heads",
                         TOPOOPT_WORDING("Problem", "must divide the hidden size %1, got %2"),
                         {std::to_string(s.hidden), std::to_string(s.heads)});
    return s;
}

/// One transformer layer; returns the index of its output. Post-LN (BERT): x + attn -> LN,
/// x + FFN -> LN. Pre-LN (GPT): LN -> attn (+x), LN -> FFN (+x); the residual adds are folded
/// into the projections' consumers, so both orders have the same operators and sizes.
int layer(Builder& b, const std::string& p, int x, const Shape& s, bool preLn)
{
    const double tokens = double(s.seq);
    const double act = tokens * double(s.hidden);
    if (preLn) x = b.norm(p + "ln1", {x}, s.hidden, act);
    const int qkv = b.dense(p + "qkv", {x}, s.hidden, 3 * s.hidden, tokens, kSplittable);
    const int attn = b.attention(p + "attn", qkv, s.seq, s.hidden, s.heads, kSplittable);
    const int proj = b.dense(p + "proj", {attn}, s.hidden, s.hidden, tokens, kSplittable);
    int y = preLn ? b.elementwise(p + "residual1", {x, proj}, act, 1)
                  : b.norm(p + "ln1", {x, proj}, s.hidden, act);
    const int resid = y;
    if (preLn) y = b.norm(p + "ln2", {y}, s.hidden, act);
    const int ff1 = b.dense(p + "ff1", {y}, s.hidden, s.ffn, tokens, kSplittable);
    const int ff2 = b.dense(p + "ff2", {ff1}, s.ffn, s.hidden, tokens, kSplittable);
    return preLn ? b.elementwise(p + "residual2", {resid, ff2}, act, 1)
                 : b.norm(p + "ln2", {resid, ff2}, s.hidden, act);
}

} // namespace

std::vector<ZooParam> bertParams()
{
    return {
        {"layers", 12, 1, 1024, "layers", "Transformer layers", true},
        {"hidden", 1024, 1, 1 << 17, "units", "Hidden size", true},
        {"heads", 16, 1, 1024, "heads", "Attention heads (must divide the hidden size)", true},
        {"seq", 64, 1, 1 << 17, "tokens", "Sequence length", true},
        {"vocabulary", 30522, 1, 1 << 24, "tokens", "Word-piece vocabulary (BERT's 30522)", true},
        {"max_position", 512, 1, 1 << 17, "tokens", "Position embeddings", true},
        {"per_gpu_batch", 16, 1, 1 << 20, "sequences", "Sequences per GPU per iteration", true},
    };
}

// BERT as in Devlin et al. 2019 / Hugging Face BertModel: word + position + token-type
// embeddings with a LayerNorm, `layers` post-LN encoder layers with a 4 x hidden feed-forward,
// and the pooler on the [CLS] token. Parameter counts match BertModel exactly (base 109.48 M,
// large 335.14 M).
Model buildBert(const Values& v)
{
    const Shape s = shapeOf(v.integer("seq"), v);
    if (s.seq > v.integer("max_position"))
        //: max_position is a parameter's name; keep it
        throw InputError("/model/seq",
                         TOPOOPT_WORDING("Problem", "must be at most max_position %1, got %2"),
                         {std::to_string(v.integer("max_position")), std::to_string(s.seq)});
    Builder b("BERT", "bert", int(v.integer("per_gpu_batch")));
    const double act = double(s.seq * s.hidden);
    const int ids = b.input("tokens", double(s.seq) * 2 * 8); // token and segment ids
    // One table holds word, position and the 2 token-type rows; each token sums 3 rows.
    int x =
        b.embedding("embeddings", {ids}, v.integer("vocabulary") + v.integer("max_position") + 2,
                    s.hidden, 3, s.seq, AllowDataParallel | AllowShard);
    x = b.norm("embeddings_ln", {x}, s.hidden, act);
    for (std::int64_t l = 0; l < v.integer("layers"); ++l)
        x = layer(b, "layer" + std::to_string(l) + "_", x, s, false);
    x = b.dense("pooler", {x}, s.hidden, s.hidden, 1, kSplittable); // tanh on [CLS]
    b.loss("loss", x, double(s.hidden));
    return b.take();
}

std::vector<ZooParam> gptParams()
{
    return {
        // Default: GPT-3 XL (Brown et al. 2020, Table 2.1): 1.3 B parameters.
        {"layers", 24, 1, 1024, "layers", "Decoder layers", true},
        {"hidden", 2048, 1, 1 << 17, "units", "Hidden size (d_model)", true},
        {"heads", 16, 1, 1024, "heads", "Attention heads (must divide the hidden size)", true},
        {"sequence", 2048, 1, 1 << 17, "tokens", "Context length", true},
        {"vocabulary", 50257, 1, 1 << 24, "tokens", "BPE vocabulary (GPT-2/3's 50257)", true},
        // GPT-3 XL trained with 1 M-token batches = 512 sequences of 2048: one per GPU on the
        // paper's 512 GPUs.
        {"per_gpu_batch", 1, 1, 1 << 20, "sequences", "Sequences per GPU per iteration", true},
    };
}

// GPT-2/3 decoder: token + learned position embeddings, `layers` pre-LN decoder layers with a
// 4 x hidden feed-forward, a final LayerNorm and the LM head tied to the token embedding (its
// matmul costs FLOPs but owns no parameters). GPT-2 small (12 x 768, 1024 context) gives
// 124.44 M parameters exactly.
Model buildGpt(const Values& v)
{
    const Shape s = shapeOf(v.integer("sequence"), v);
    const auto vocab = v.integer("vocabulary");
    Builder b("GPT", "gpt", int(v.integer("per_gpu_batch")));
    const double act = double(s.seq * s.hidden);
    const int ids = b.input("tokens", double(s.seq) * 8);
    // Token and position tables in one: each token sums 2 rows. Megatron splits the vocabulary
    // over the GPUs of a server (tensor split) or shards it.
    int x = b.embedding("embeddings", {ids}, vocab + s.seq, s.hidden, 2, s.seq,
                        AllowDataParallel | AllowShard | AllowTensorSplit);
    for (std::int64_t l = 0; l < v.integer("layers"); ++l)
        x = layer(b, "layer" + std::to_string(l) + "_", x, s, true);
    x = b.norm("ln_f", {x}, s.hidden, act);
    x = b.dense("lm_head", {x}, s.hidden, vocab, double(s.seq), kSplittable, false, true);
    b.loss("loss", x, double(s.seq * vocab));
    return b.take();
}

} // namespace topoopt::zoo

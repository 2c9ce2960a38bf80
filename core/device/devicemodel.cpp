// The roofline device model and its FlexFlow calibration.
#include "device/devicemodel.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "common/error.h"

namespace topoopt {

namespace {

bool usesTensorCores(OpKind kind)
{
    return kind == OpKind::Dense || kind == OpKind::Conv2d || kind == OpKind::Attention;
}

std::string upper(std::string s)
{
    for (char& c : s)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

} // namespace

DeviceModel DeviceModel::a100()
{
    DeviceModel d;
    d.m_name = "A100";
    // NVIDIA A100 Tensor Core GPU datasheet (2020), SXM4 40 GB, dense (no sparsity) rates.
    d.m_tensorPeakFp16 = 312e12;  // FP16/BF16 tensor cores
    d.m_tensorPeakFp32 = 156e12;  // TF32 tensor cores: what FP32 matmuls/convs run on
    d.m_vectorPeakFp32 = 19.5e12; // FP32 CUDA cores
    d.m_vectorPeakFp16 = 78e12;   // FP16 CUDA cores
    // HBM2, 1555 GB/s. (workloads.md lists 256 GB/s "as given to the simulator" among the
    // paper's cluster settings; that is not the A100's device memory, so the roofline uses the
    // datasheet figure.)
    d.m_memoryBandwidth = 1555e9;
    d.m_memoryBytes = 40.0 * 1024 * 1024 * 1024; // 40 GiB
    // Sustained fraction of HBM bandwidth for streaming kernels (~80% is typical on A100).
    d.m_memoryEfficiency = 0.8;
    d.m_launchMs = 0.005; // ~5 us per kernel launch and tail
    // Efficiencies: Dense is calibrated on the shipped FlexFlow DLRM measurements, where
    // Dense_4096_4096 / Dense_18432_4096 at 32768 samples reach 74-75 TFLOPS = 0.48 of TF32
    // peak. Convolutions (cuDNN implicit GEMM) run a little lower, unfused attention (batched
    // small matmuls plus softmax) lower still; the rest are memory bound, so their compute
    // efficiency rarely matters.
    d.m_efficiency = {
        {OpKind::Input, 1.0},      {OpKind::Embedding, 0.5},   {OpKind::Dense, 0.48},
        {OpKind::Conv2d, 0.45},    {OpKind::Pool, 0.5},        {OpKind::Norm, 0.5},
        {OpKind::Attention, 0.35}, {OpKind::Elementwise, 0.5}, {OpKind::Concat, 0.5},
        {OpKind::Loss, 0.5},
    };
    return d;
}

DeviceModel DeviceModel::a100_80gb()
{
    // Same chip and rates; NVIDIA A100 80 GB datasheet: HBM2e at 2039 GB/s, 80 GiB.
    DeviceModel d = a100();
    d.m_name = "A100-80GB";
    d.m_memoryBandwidth = 2039e9;
    d.m_memoryBytes = 80.0 * 1024 * 1024 * 1024;
    return d;
}

std::vector<std::string> DeviceModel::names()
{
    return {"A100", "A100-80GB"};
}

DeviceModel DeviceModel::byName(const std::string& name)
{
    const std::string key = upper(name);
    if (key == "A100" || key == "A100-40GB") return a100();
    if (key == "A100-80GB") return a100_80gb();
    throw InputError("/cluster/gpu",
                     TOPOOPT_WORDING("Problem", "must name a known device (%1), got \"%2\""),
                     {"A100, A100-80GB", name});
}

double DeviceModel::tensorPeakFlops() const
{
    return m_elementBytes <= 2 ? m_tensorPeakFp16 : m_tensorPeakFp32;
}

double DeviceModel::vectorPeakFlops() const
{
    return m_elementBytes <= 2 ? m_vectorPeakFp16 : m_vectorPeakFp32;
}

double DeviceModel::efficiency(OpKind kind) const
{
    const auto it = m_efficiency.find(kind);
    return it == m_efficiency.end() ? 0.5 : it->second;
}

void DeviceModel::setEfficiency(OpKind kind, double efficiency)
{
    if (!(efficiency > 0 && efficiency <= 1))
        throw std::invalid_argument("device efficiency must be in (0, 1]");
    m_efficiency[kind] = efficiency;
}

void DeviceModel::setElementBytes(int bytes)
{
    if (bytes != 1 && bytes != 2 && bytes != 4 && bytes != 8)
        throw std::invalid_argument("element size must be 1, 2, 4 or 8 bytes");
    m_elementBytes = bytes;
}

double DeviceModel::forwardMemoryTraffic(const Operator& op, double samples, int split) const
{
    const double out = op.outputBytesPerSample * samples;
    const auto& d = op.dims;
    double bytes = 0;
    // Input sizes follow from the output size and the shape (Operator::dims), so no element
    // size is needed; without dims the input is taken to be as large as the output.
    switch (op.kind) {
    case OpKind::Input:
        return 0;
    case OpKind::Dense: // read weights and input, write output
        bytes = op.paramBytes + out * (d.size() == 2 ? double(d[0]) / double(d[1]) : 1.0) + out;
        break;
    case OpKind::Conv2d: // input has cin channels at stride^2 the output's spatial size
        bytes = op.paramBytes +
                out * (d.size() == 7 ? double(d[0]) / double(d[1]) * double(d[4] * d[4]) : 1.0) +
                out;
        break;
    case OpKind::Embedding: { // gather bag rows per pooled vector (at most the whole table)
        const double bag = d.size() >= 3 ? double(d[2]) : 1.0;
        bytes = std::min(op.paramBytes, out * bag) + out;
        break;
    }
    case OpKind::Attention: { // read Q, K, V; write and re-read the seq x seq scores per head
        const double scores =
            d.size() == 3 ? out * double(d[0]) * double(d[2]) / double(d[1]) : out;
        bytes = 3 * out + 2 * scores + out;
        break;
    }
    case OpKind::Pool:
        bytes = out * (d.size() == 4 ? double(d[3] * d[3]) : 1.0) + out;
        break;
    default: // norm, elementwise, concat, loss: stream the input once, write the output
        bytes = op.paramBytes + 2 * out;
        break;
    }
    return bytes / split;
}

OpTime DeviceModel::estimate(const Operator& op, double samples, int split) const
{
    if (!(samples >= 0)) throw std::invalid_argument("samples must be >= 0");
    if (split < 1) throw std::invalid_argument("split must be >= 1");
    if (op.kind == OpKind::Input) return {};
    const double peak =
        (usesTensorCores(op.kind) ? tensorPeakFlops() : vectorPeakFlops()) * efficiency(op.kind);
    const double bw = m_memoryBandwidth * m_memoryEfficiency;
    const double memFw = forwardMemoryTraffic(op, samples, split);
    const double fwSec = std::max(op.forwardFlopsPerSample * samples / split / peak, memFw / bw);
    const double bwSec =
        std::max(op.backwardFlopsPerSample * samples / split / peak, 2 * memFw / bw);
    return {fwSec * 1e3 + m_launchMs, bwSec * 1e3 + 2 * m_launchMs};
}

void DeviceModel::applyMeasurements(const FlexFlowMeasurements& measurements)
{
    for (const FlexFlowMeasurement& m : measurements.items)
        m_raw[{m.name, m.split}][m.samples].push_back({m.samples, m.forwardMs, m.backwardMs});
    // Rebuild every series from all points imported so far, so the order of imports does not
    // matter.
    m_measured.clear();
    for (const auto& [key, bySamples] : m_raw) {
        std::vector<Point>& series = m_measured[key];
        for (const auto& [samples, points] : bySamples) {
            Point avg{samples, 0, 0};
            for (const Point& p : points) {
                avg.forwardMs += p.forwardMs / double(points.size());
                avg.backwardMs += p.backwardMs / double(points.size());
            }
            series.push_back(avg);
        }
        // Measurements are noisy (FlexFlow's Dense_2048_2048 runs 1024 samples faster than
        // 512); a GPU does not get faster with more work, so keep the running maximum.
        for (std::size_t i = 1; i < series.size(); ++i) {
            series[i].forwardMs = std::max(series[i].forwardMs, series[i - 1].forwardMs);
            series[i].backwardMs = std::max(series[i].backwardMs, series[i - 1].backwardMs);
        }
    }
}

bool DeviceModel::isMeasured(const Operator& op, int split) const
{
    const std::string name = flexFlowName(op);
    return !name.empty() && m_measured.count({name, split}) > 0;
}

OpTime DeviceModel::time(const Operator& op, double samples, int split) const
{
    const OpTime est = estimate(op, samples, split);
    if (m_measured.empty() || op.kind == OpKind::Input) return est;
    const std::string name = flexFlowName(op);
    if (name.empty()) return est;
    // The series at this split, else the one at the largest measured split below it (or the
    // smallest above), scaled by the estimate's split ratio.
    const std::vector<Point>* series = nullptr;
    int seriesSplit = 0;
    for (auto it = m_measured.lower_bound({name, 0});
         it != m_measured.end() && it->first.first == name; ++it) {
        if (it->first.second <= split || !series) {
            series = &it->second;
            seriesSplit = it->first.second;
        }
        if (it->first.second >= split) break;
    }
    if (!series || series->empty()) return est;
    const auto measuredAt = [&](double s) -> OpTime {
        const std::vector<Point>& pts = *series;
        if (s <= pts.front().samples || s >= pts.back().samples) {
            const Point& end = s <= pts.front().samples ? pts.front() : pts.back();
            const OpTime e = estimate(op, s, seriesSplit);
            const OpTime eEnd = estimate(op, end.samples, seriesSplit);
            return {e.forwardMs * end.forwardMs / eEnd.forwardMs,
                    e.backwardMs * end.backwardMs / eEnd.backwardMs};
        }
        const auto hi = std::lower_bound(pts.begin(), pts.end(), s,
                                         [](const Point& p, double v) { return p.samples < v; });
        const auto lo = hi - 1;
        const double t = (s - lo->samples) / (hi->samples - lo->samples);
        return {lo->forwardMs + t * (hi->forwardMs - lo->forwardMs),
                lo->backwardMs + t * (hi->backwardMs - lo->backwardMs)};
    };
    OpTime t = measuredAt(samples);
    if (seriesSplit != split) {
        const OpTime base = estimate(op, samples, seriesSplit);
        t.forwardMs *= est.forwardMs / base.forwardMs;
        t.backwardMs *= est.backwardMs / base.backwardMs;
    }
    return t;
}

} // namespace topoopt

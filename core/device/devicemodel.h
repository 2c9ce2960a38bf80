// The GPU device model: turns an operator's FLOPs and bytes into time (workloads.md, "What a
// model must provide to the core"), optionally overridden by FlexFlow measurements.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "device/flexflowmeasures.h"
#include "model/model.h"

namespace topoopt {

/// Forward and backward time of one operator on one GPU, in milliseconds.
struct OpTime {
    double forwardMs = 0;
    double backwardMs = 0;
    double totalMs() const { return forwardMs + backwardMs; }
    bool operator==(const OpTime&) const = default;
};

/// A GPU: peak rates, memory bandwidth and capacity, and an efficiency per operator kind.
/// Time of a pass = max(flops / (peak x efficiency), bytes / (memory bandwidth x memory
/// efficiency)) + a launch overhead (roofline).
class DeviceModel {
public:
    /// NVIDIA A100 40 GB (SXM4), figures from the NVIDIA A100 Tensor Core GPU datasheet
    /// and architecture whitepaper (2020): dense tensor-core FP16/BF16 312 TFLOPS, TF32
    /// 156 TFLOPS, FP32 (CUDA cores) 19.5 TFLOPS, FP16 (CUDA cores) 78 TFLOPS, HBM2 1555 GB/s,
    /// 40 GiB memory.
    static DeviceModel a100();
    /// The device called `name` ("A100", case-insensitive); InputError at "/cluster/gpu"
    /// otherwise.
    static DeviceModel byName(const std::string& name);
    /// Names byName() accepts.
    static std::vector<std::string> names();

    const std::string& name() const { return m_name; }
    /// Device memory per GPU, in bytes.
    double memoryBytes() const { return m_memoryBytes; }
    /// Peak rate of tensor-core kinds (Dense, Conv2d, Attention) at the element size, FLOP/s.
    double tensorPeakFlops() const;
    /// Peak rate of the other kinds (CUDA cores) at the element size, FLOP/s.
    double vectorPeakFlops() const;
    /// Memory bandwidth, bytes/s.
    double memoryBandwidth() const { return m_memoryBandwidth; }
    /// Fraction of the peak compute an operator kind reaches.
    double efficiency(OpKind kind) const;
    void setEfficiency(OpKind kind, double efficiency);
    /// Per-kernel launch overhead, ms (added once per forward and twice per backward pass).
    double launchMs() const { return m_launchMs; }

    /// Bytes per element of the model's tensors (4 = FP32 with TF32 tensor cores, the paper's
    /// setting; 2 = FP16/BF16). Selects the peak rates. Default 4.
    int elementBytes() const { return m_elementBytes; }
    void setElementBytes(int bytes);

    /// Time for ONE GPU to run `op` on `samples` samples when the op's work is split over
    /// `split` GPUs (tensor parallel). Monotone non-decreasing in samples, non-increasing in
    /// split. Measured times (applyMeasurements) replace the estimate where they cover the
    /// operator. Throws std::invalid_argument for samples < 0 or split < 1.
    OpTime time(const Operator& op, double samples, int split) const;
    /// The roofline estimate alone, ignoring measurements.
    OpTime estimate(const Operator& op, double samples, int split) const;
    /// Bytes the operator moves through device memory for `samples` samples (forward pass);
    /// the backward pass moves twice as much.
    double forwardMemoryTraffic(const Operator& op, double samples, int split) const;

    /// FlexFlow measurements override estimates for the ops/configs they cover: an operator
    /// whose flexFlowName() was measured at this split takes the measured time, interpolated
    /// linearly between measured sample counts; below the smallest or above the largest
    /// measured count, the estimate is scaled by measured/estimate at that end point (so the
    /// device's calibration, not the roofline's, carries on). Repeated (name, split, samples)
    /// points from several files are averaged.
    void applyMeasurements(const FlexFlowMeasurements& measurements);
    /// Whether `op` at `split` is covered by measurements.
    bool isMeasured(const Operator& op, int split) const;
    /// Number of (name, split) series imported.
    std::size_t measuredSeries() const { return m_measured.size(); }

private:
    struct Point {
        double samples = 0;
        double forwardMs = 0;
        double backwardMs = 0;
    };
    std::string m_name;
    double m_tensorPeakFp32 = 0; ///< FLOP/s with 4-byte elements (TF32)
    double m_tensorPeakFp16 = 0; ///< FLOP/s with 2-byte elements
    double m_vectorPeakFp32 = 0;
    double m_vectorPeakFp16 = 0;
    double m_memoryBandwidth = 0; ///< bytes/s
    double m_memoryEfficiency = 0.8;
    double m_memoryBytes = 0;
    double m_launchMs = 0.005;
    int m_elementBytes = 4;
    std::map<OpKind, double> m_efficiency;
    /// (FlexFlow name, split) -> points sorted by samples.
    std::map<std::pair<std::string, int>, std::vector<Point>> m_measured;
};

} // namespace topoopt

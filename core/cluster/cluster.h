// The physical cluster: servers, their GPUs and optical ports (topologyfinder.md section 1).
#pragma once

#include <string>

namespace topoopt {

/// Defaults are the paper's large-scale simulation setting (workloads.md).
struct Cluster {
    int servers = 128;
    int gpusPerServer = 4;
    /// Optical ports per server (`d`).
    int degree = 4;
    /// Bandwidth of one port, per direction, in Gbps.
    double linkGbps = 100.0;
    /// GPU-to-GPU bandwidth inside a server, in Gbps (200 GB/s = 1600 Gbps).
    double nvlinkGbps = 1600.0;
    /// Per-hop network latency, in microseconds.
    double latencyUs = 1.0;
    /// Device model name, looked up in the device table.
    std::string gpu = "A100";

    int totalGpus() const { return servers * gpusPerServer; }
    /// Link bandwidth in bytes per millisecond (1 Gbps = 125,000 B/ms).
    double linkBytesPerMs() const { return linkGbps * 125000.0; }
    double nvlinkBytesPerMs() const { return nvlinkGbps * 125000.0; }

    bool operator==(const Cluster&) const = default;
};

} // namespace topoopt

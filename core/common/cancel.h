// Cooperative cancellation and progress reporting for long core jobs, without Qt.
#pragma once

#include <atomic>
#include <functional>
#include <memory>

#include "common/error.h"

namespace topoopt {

/// Shared flag a job polls; the UI sets it from another thread. Copies share one flag.
class CancelToken {
public:
    CancelToken() : m_flag(std::make_shared<std::atomic_bool>(false)) {}
    void cancel() { m_flag->store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_flag->load(std::memory_order_relaxed); }
    /// Throws Cancelled when the flag is set; call at points where stopping is safe.
    void check() const
    {
        if (isCancelled()) throw Cancelled();
    }

private:
    std::shared_ptr<std::atomic_bool> m_flag;
};

/// Progress in [0, 1] with a short description of the current stage.
using ProgressCallback = std::function<void(double fraction, const char* stage)>;

} // namespace topoopt

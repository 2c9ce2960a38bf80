// Pause / step / resume for a long core job, in plain C++ so the optimizer can use it without
// Qt: the job (or the observer adapter) calls wait() between proposals.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>

#include "common/cancel.h"

namespace topoopt::ui {

class PauseGate {
public:
    void pause()
    {
        std::lock_guard lock(m_mutex);
        m_paused = true;
        m_steps = 0;
    }
    void resume()
    {
        {
            std::lock_guard lock(m_mutex);
            m_paused = false;
        }
        m_cv.notify_all();
    }
    /// While paused, lets `count` more calls of wait() through.
    void step(int count = 1)
    {
        {
            std::lock_guard lock(m_mutex);
            m_paused = true;
            m_steps += count;
        }
        m_cv.notify_all();
    }
    bool isPaused() const
    {
        std::lock_guard lock(m_mutex);
        return m_paused;
    }
    /// Wakes a waiting job so it sees a cancelled token at once.
    void wake() { m_cv.notify_all(); }

    /// Blocks while paused, until resumed, stepped or cancelled. Returns false when cancelled.
    bool wait(const CancelToken& cancel)
    {
        std::unique_lock lock(m_mutex);
        while (m_paused && m_steps == 0) {
            if (cancel.isCancelled()) return false;
            // Poll too: cancel() on the token does not know about this gate.
            m_cv.wait_for(lock, std::chrono::milliseconds(50));
        }
        if (m_paused && m_steps > 0) --m_steps;
        return !cancel.isCancelled();
    }

private:
    mutable std::mutex m_mutex;
    std::condition_variable m_cv;
    bool m_paused = false;
    int m_steps = 0;
};

} // namespace topoopt::ui

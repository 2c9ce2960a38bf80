// Runs independent jobs on a few threads; results land by index, so the outcome does not depend
// on how many threads ran them or in which order they finished.
#pragma once

#include <algorithm>
#include <atomic>
#include <exception>
#include <functional>
#include <thread>
#include <vector>

namespace topoopt {

/// Threads to use for `jobs` independent jobs when the user asked for `requested` (0: one per
/// hardware thread). Never more threads than jobs, never fewer than one.
inline int workerCount(int requested, int jobs)
{
    int n = requested > 0 ? requested : static_cast<int>(std::thread::hardware_concurrency());
    return std::clamp(n, 1, std::max(1, jobs));
}

/// Calls `job(i)` for i in [0, count) on `workers` threads (the caller's included), each index
/// once, taken in ascending order. Returns when all have run. A job that throws does not stop
/// the others; the exception of the lowest such index is rethrown, which keeps the error a run
/// reports the same for any thread count.
inline void runJobs(int count, int workers, const std::function<void(int)>& job)
{
    std::vector<std::exception_ptr> errors(static_cast<std::size_t>(std::max(0, count)));
    std::atomic<int> next{0};
    const auto drain = [&] {
        for (int i = next++; i < count; i = next++) {
            try {
                job(i);
            } catch (...) {
                errors[static_cast<std::size_t>(i)] = std::current_exception();
            }
        }
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < std::min(workers, count); ++t)
        threads.emplace_back(drain);
    drain();
    for (std::thread& t : threads)
        t.join();
    for (const std::exception_ptr& e : errors)
        if (e) std::rethrow_exception(e);
}

} // namespace topoopt

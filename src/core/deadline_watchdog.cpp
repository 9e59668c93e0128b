#include "core/deadline_watchdog.hpp"

#include <algorithm>
#include <cmath>

namespace puzzlelab {

DeadlineWatchdog::DeadlineWatchdog(double seconds, std::function<void()> stop)
    : stop_(std::move(stop)) {
  if (!std::isfinite(seconds)) return;
  // A year is as good as never, and keeps the time point from overflowing.
  const double bounded = std::clamp(seconds, 0.0, 365.0 * 24 * 3600);
  const auto deadline = std::chrono::steady_clock::now() +
                        std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                            std::chrono::duration<double>(bounded));
  thread_ = std::thread([this, deadline] { watch(deadline); });
}

DeadlineWatchdog::~DeadlineWatchdog() {
  if (!thread_.joinable()) return;
  {
    const std::lock_guard lock(mutex_);
    done_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void DeadlineWatchdog::watch(std::chrono::steady_clock::time_point deadline) {
  std::unique_lock lock(mutex_);
  if (wake_.wait_until(lock, deadline, [this] { return done_; })) return;
  // Past the deadline: stop the call, and again now and then, since a solver may clear the
  // request as it moves from one phase to the next.
  do {
    fired_.store(true, std::memory_order_release);
    stop_();
  } while (!wake_.wait_for(lock, kRepeat, [this] { return done_; }));
}

}  // namespace puzzlelab

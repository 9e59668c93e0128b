// Stops a solver call from outside when its deadline passes. A solver's own timer can fail: Z3
// given a timeout of a millisecond or two on a busy machine sometimes never stops (its timer
// fires before the search has begun listening, and nothing fires again), so the adapters also
// start a watchdog, which calls `stop` (Z3_interrupt, a flag CBC's event handler reads) from a
// thread of its own once the deadline has passed, and again every kRepeat after that, until the
// call returns and the watchdog is destroyed.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace puzzlelab {

class DeadlineWatchdog {
 public:
  static constexpr std::chrono::milliseconds kRepeat{50};

  // `seconds` from now; an infinite (or NaN) deadline starts no thread. `stop` must be safe to
  // call from another thread while the solver runs.
  DeadlineWatchdog(double seconds, std::function<void()> stop);
  ~DeadlineWatchdog();
  DeadlineWatchdog(const DeadlineWatchdog&) = delete;
  DeadlineWatchdog& operator=(const DeadlineWatchdog&) = delete;

  // Whether `stop` has been called.
  bool fired() const { return fired_.load(std::memory_order_acquire); }

 private:
  void watch(std::chrono::steady_clock::time_point deadline);

  std::function<void()> stop_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  std::atomic<bool> fired_{false};
  std::thread thread_;
};

}  // namespace puzzlelab

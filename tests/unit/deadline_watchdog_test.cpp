// The watchdog that stops a solver call from outside (core/deadline_watchdog.hpp).
#include "core/deadline_watchdog.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <limits>
#include <thread>

namespace puzzlelab {
namespace {

using namespace std::chrono_literals;

TEST(DeadlineWatchdog, StopsOnceTheDeadlineHasPassedAndAgainUntilDestroyed) {
  std::atomic<int> calls = 0;
  {
    const DeadlineWatchdog watchdog(0.02, [&calls] { ++calls; });
    // A solver that ignored the first request: the watchdog asks again.
    const auto until = std::chrono::steady_clock::now() + 5s;
    while (calls < 2 && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(5ms);
    EXPECT_TRUE(watchdog.fired());
  }
  EXPECT_GE(calls.load(), 2);
  const int after = calls.load();
  std::this_thread::sleep_for(DeadlineWatchdog::kRepeat * 3);
  EXPECT_EQ(calls.load(), after) << "a destroyed watchdog called stop";
}

TEST(DeadlineWatchdog, ACallThatEndsInTimeIsNeverStopped) {
  std::atomic<int> calls = 0;
  const auto start = std::chrono::steady_clock::now();
  {
    const DeadlineWatchdog watchdog(60, [&calls] { ++calls; });
    EXPECT_FALSE(watchdog.fired());
  }
  EXPECT_EQ(calls.load(), 0);
  // Destroying it wakes the thread at once rather than waiting for the deadline.
  EXPECT_LT(std::chrono::steady_clock::now() - start, 10s);
}

TEST(DeadlineWatchdog, NoLimitStartsNoThreadAndNeverFires) {
  std::atomic<int> calls = 0;
  {
    const DeadlineWatchdog none(std::numeric_limits<double>::infinity(), [&calls] { ++calls; });
    const DeadlineWatchdog nan(std::numeric_limits<double>::quiet_NaN(), [&calls] { ++calls; });
    std::this_thread::sleep_for(20ms);
  }
  EXPECT_EQ(calls.load(), 0);
}

TEST(DeadlineWatchdog, ADeadlineAlreadyPastFiresAtOnce) {
  std::atomic<int> calls = 0;
  const DeadlineWatchdog watchdog(-1, [&calls] { ++calls; });
  const auto until = std::chrono::steady_clock::now() + 5s;
  while (calls == 0 && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(1ms);
  EXPECT_TRUE(watchdog.fired());
}

}  // namespace
}  // namespace puzzlelab

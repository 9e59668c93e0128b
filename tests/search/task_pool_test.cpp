// The task pool on a toy problem of its own: summing the divisors of 1..N in tasks, on one to
// four threads, against a plain loop; stopping at a time limit; every task run exactly once.
#include "search/task_pool.hpp"

#include <gtest/gtest.h>

#include <cstdint>

namespace puzzlelab::search {
namespace {

std::uint64_t divisor_sum(std::uint64_t n) {
  std::uint64_t sum = 0;
  for (std::uint64_t d = 1; d <= n; ++d)
    if (n % d == 0) sum += d;
  return sum;
}

struct SumWorker {
  std::uint64_t* total;
  std::vector<int>* runs;
  std::uint64_t mine = 0;
  bool run(std::size_t index, const std::atomic<bool>&) {
    mine += divisor_sum(index + 1);
    ++(*runs)[index];  // each index is taken by one thread only
    return true;
  }
  std::uint64_t work() const { return mine; }
  void merge() { *total += mine; }
};

TEST(TaskPool, EveryTaskRunsOnceOnAnyThreadCount) {
  constexpr std::size_t kTasks = 2000;
  std::uint64_t expected = 0;
  for (std::uint64_t n = 1; n <= kTasks; ++n) expected += divisor_sum(n);
  for (int threads = 1; threads <= 4; ++threads) {
    std::uint64_t total = 0;
    std::vector<int> runs(kTasks, 0);
    TaskPoolOptions options;
    options.threads = threads;
    options.progress = false;
    const std::size_t done = run_task_pool(kTasks, options, Stopwatch{}, [&] {
      return SumWorker{&total, &runs};
    });
    EXPECT_EQ(done, kTasks) << threads;
    EXPECT_EQ(total, expected) << threads;
    for (std::size_t i = 0; i < kTasks; ++i) ASSERT_EQ(runs[i], 1) << i;
  }
}

struct SlowWorker {
  bool run(std::size_t, const std::atomic<bool>& stop) {
    for (int i = 0; i < 100 && !stop.load(); ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return !stop.load();
  }
  std::uint64_t work() const { return 0; }
  void merge() {}
};

TEST(TaskPool, StopsAtTheTimeLimit) {
  TaskPoolOptions options;
  options.threads = 2;
  options.seconds = 0.2;
  options.progress = false;
  const Stopwatch clock;
  const std::size_t done = run_task_pool(1'000'000, options, clock, [] { return SlowWorker{}; });
  EXPECT_LT(done, 1'000'000u);
  EXPECT_LT(clock.seconds(), 5.0);
}

struct CountingWorker {
  std::uint64_t tasks = 0;
  bool run(std::size_t, const std::atomic<bool>&) { return ++tasks, true; }
  std::uint64_t work() const { return tasks * 10; }
  void merge() {}
};

TEST(TaskPool, StopsAtTheNodeLimit) {
  TaskPoolOptions options;
  options.threads = 1;
  options.nodes = 95;  // ten units a task: the tenth task reaches it
  options.progress = false;
  EXPECT_EQ(run_task_pool(1000, options, Stopwatch{}, [] { return CountingWorker{}; }), 10u);
}

TEST(TaskPool, NoTasksIsNoWork) {
  TaskPoolOptions options;
  options.threads = 3;
  options.progress = false;
  std::uint64_t total = 0;
  std::vector<int> runs;
  EXPECT_EQ(run_task_pool(0, options, Stopwatch{}, [&] { return SumWorker{&total, &runs}; }), 0u);
  EXPECT_EQ(total, 0u);
}

TEST(TaskPool, RunOnThreadsGivesEachShareOnce) {
  for (int threads = 1; threads <= 4; ++threads) {
    std::vector<std::atomic<int>> seen(threads);
    run_on_threads(threads, [&](int t) { ++seen[t]; });
    for (int t = 0; t < threads; ++t) EXPECT_EQ(seen[t].load(), 1);
  }
}

}  // namespace
}  // namespace puzzlelab::search

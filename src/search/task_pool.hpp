// Work split into numbered tasks, run on a few threads that take the next task by index: the
// pool behind exact counting (N-queens subtrees and half-board joins, peg-solitaire layers).
//
// Each thread makes its own worker (`make_worker()`), calls `worker.run(index, stop)` for every
// task it takes (false: the worker stopped midway) and, when no task is left, `worker.merge()`
// under a lock, so that workers keep private totals and never share a counter in the hot loop.
// `worker.work()` is the work the worker has done so far (nodes, half boards, ...): the pool
// stops once the work of finished tasks, summed over the threads, reaches the node limit. The
// time limit is read before every task and by the calling thread, which also draws a progress
// line on a terminal.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/limits.hpp"
#include "core/progress.hpp"

namespace puzzlelab::search {

struct TaskPoolOptions {
  int threads = 1;
  double seconds = std::numeric_limits<double>::infinity();         // counted from `clock`'s start
  std::uint64_t nodes = std::numeric_limits<std::uint64_t>::max();  // limit on summed work()
  bool progress = true;                                             // a line on a terminal
  std::string label = "tasks";  // the progress line's first word
  // Tasks finished before this run (a resumed count, distributed/unit_farm.hpp): the progress
  // line counts them as done, out of done_before + task_count.
  std::size_t done_before = 0;
};

// How often the coordinating thread looks at the clock and redraws progress.
inline constexpr auto kTaskPoolPollInterval = std::chrono::milliseconds(50);

// Where the pool's threads take their next task: `next()` gives a task's number, or kNoTask when
// none is left. Called from every thread at once.
inline constexpr std::size_t kNoTask = std::numeric_limits<std::size_t>::max();

// Tasks 0 .. count-1 in order, one atomic step each: a single process's pool.
class TaskCounter {
 public:
  explicit TaskCounter(std::size_t count) : count_(count) {}
  std::size_t next() {
    const std::size_t index = next_.fetch_add(1, std::memory_order_relaxed);
    return index < count_ ? index : kNoTask;
  }

 private:
  std::size_t count_;
  std::atomic<std::size_t> next_{0};
};

// Runs the tasks `source` hands out (task_count of them in all, for the progress line); returns
// how many completed (all of them unless stopped).
template <typename TaskSource, typename MakeWorker>
std::size_t run_task_pool_from(TaskSource& source, std::size_t task_count,
                               const TaskPoolOptions& options, const Stopwatch& clock,
                               MakeWorker make_worker) {
  std::atomic<std::size_t> done{0};
  std::atomic<bool> stop{false};
  std::atomic<std::uint64_t> work_done{0};
  std::mutex mutex;
  std::condition_variable finished;
  const int threads = std::max(options.threads, 1);
  int running = threads;
  const auto work = [&] {
    auto worker = make_worker();
    std::uint64_t reported = 0;  // this worker's work already added to work_done
    for (;;) {
      if (clock.seconds() >= options.seconds) stop = true;
      if (stop.load(std::memory_order_relaxed)) break;
      const std::size_t index = source.next();
      if (index == kNoTask) break;
      if (!worker.run(index, stop)) break;
      done.fetch_add(1, std::memory_order_relaxed);
      const std::uint64_t work = worker.work();
      if (work_done.fetch_add(work - reported) + (work - reported) >= options.nodes) stop = true;
      reported = work;
    }
    std::lock_guard lock(mutex);
    worker.merge();
    --running;
    finished.notify_all();
  };

  Progress progress;
  const bool show = options.progress && progress.enabled();
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(work);
  {
    std::unique_lock lock(mutex);
    while (!finished.wait_for(lock, kTaskPoolPollInterval, [&] { return running == 0; })) {
      if (clock.seconds() >= options.seconds) stop = true;
      if (show) {
        progress.update(options.label + ": " + std::to_string(options.done_before + done.load()) +
                        "/" + std::to_string(options.done_before + task_count) + " tasks, " +
                        std::to_string(static_cast<int>(clock.seconds())) + " s");
      }
    }
  }
  for (auto& thread : pool) thread.join();
  progress.clear();
  return done.load();
}

// Runs tasks 0 .. task_count-1; returns how many completed (all of them unless stopped).
template <typename MakeWorker>
std::size_t run_task_pool(std::size_t task_count, const TaskPoolOptions& options,
                          const Stopwatch& clock, MakeWorker make_worker) {
  TaskCounter source(task_count);
  return run_task_pool_from(source, task_count, options, clock, make_worker);
}

// Runs work(0) .. work(threads - 1), one per thread, the caller taking work(0): for work that
// splits itself into equal shares.
template <class Work>
void run_on_threads(int threads, const Work& work) {
  if (threads <= 1) {
    work(0);
    return;
  }
  std::vector<std::thread> workers;
  for (int t = 1; t < threads; ++t) workers.emplace_back([&work, t] { work(t); });
  work(0);
  for (std::thread& w : workers) w.join();
}

}  // namespace puzzlelab::search

#include "puzzles/queens/count.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "core/error.hpp"
#include "core/progress.hpp"
#include "puzzles/queens/count_search.hpp"

namespace puzzlelab::queens {
namespace {

using detail::ClassCounts;
using detail::CountSearch;
using detail::Subtree;

// How often the coordinating thread looks at the clock and redraws progress.
constexpr auto kPollInterval = std::chrono::milliseconds(50);

int resolve_threads(int requested) {
  if (requested > 0) return requested;
  const int cores = static_cast<int>(std::thread::hardware_concurrency());
  return std::clamp(cores, 1, kMaxCountThreads);
}

// The shared state of one count: workers take subtrees by index and add their totals at the end.
struct Work {
  Work(int n, const std::vector<Subtree>& subtrees) : n(n), subtrees(&subtrees) {}

  int n;
  const std::vector<Subtree>* subtrees;
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> done{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;
  std::condition_variable finished;
  int running = 0;
  ClassCounts counts;

  void worker() {
    CountSearch search(n);
    ClassCounts mine;
    for (;;) {
      const std::size_t index = next.fetch_add(1, std::memory_order_relaxed);
      if (index >= subtrees->size() || stop.load(std::memory_order_relaxed)) break;
      if (!search.run((*subtrees)[index], mine, stop)) break;
      done.fetch_add(1, std::memory_order_relaxed);
    }
    std::lock_guard lock(mutex);
    counts += mine;
    --running;
    finished.notify_all();
  }
};

}  // namespace

std::string to_string(CountStatus status) {
  return status == CountStatus::kComplete ? "complete" : "stopped";
}

CountResult count_queens(int n, const CountOptions& options) {
  if (n < 1 || n > kMaxCountN) {
    throw InputError("N must be between 1 and " + std::to_string(kMaxCountN) +
                     " for counting, got " + std::to_string(n));
  }
  if (options.threads < 0 || options.threads > kMaxCountThreads) {
    throw InputError("--threads must be between 1 and " + std::to_string(kMaxCountThreads));
  }
  const Stopwatch clock;
  CountResult result;
  result.threads = resolve_threads(options.threads);
  if (n == 1) {
    result.count = {1, 1};  // the lone queen is its own image under every symmetry
    result.seconds = clock.seconds();
    return result;
  }

  std::vector<Subtree> subtrees;
  Work work(n, subtrees);
  CountSearch(n).split(std::max(options.split_row, 2), subtrees, work.counts);
  result.subtrees = subtrees.size();

  Progress progress;
  const bool show = options.progress && progress.enabled();
  std::vector<std::thread> threads;
  work.running = result.threads;
  for (int t = 0; t < result.threads; ++t) threads.emplace_back([&work] { work.worker(); });
  {
    std::unique_lock lock(work.mutex);
    while (!work.finished.wait_for(lock, kPollInterval, [&] { return work.running == 0; })) {
      if (clock.seconds() >= options.limits.seconds) work.stop = true;
      if (show) {
        progress.update("queens " + std::to_string(n) + ": " + std::to_string(work.done.load()) +
                        "/" + std::to_string(subtrees.size()) + " subtrees, " +
                        std::to_string(static_cast<int>(clock.seconds())) + " s");
      }
    }
  }
  for (auto& thread : threads) thread.join();
  progress.clear();

  // Judged by the work done, not the flag: the limit may fall just after the last subtree.
  if (work.done.load() < subtrees.size()) result.status = CountStatus::kStopped;
  result.count = work.counts.count();
  result.nodes = work.counts.nodes;
  result.seconds = clock.seconds();
  return result;
}

}  // namespace puzzlelab::queens

#include "puzzles/queens/count.hpp"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

#include "core/enum_names.hpp"
#include "core/error.hpp"
#include "puzzles/queens/count_search.hpp"
#include "puzzles/queens/join_count.hpp"
#include "puzzles/queens/symmetric_count.hpp"
#include "search/task_pool.hpp"

namespace puzzlelab::queens {
namespace {

using detail::ClassCounts;
using detail::CountSearch;
using detail::HalfBoardJoin;
using detail::JoinTask;
using detail::Subtree;

int resolve_threads(int requested) {
  if (requested > 0) return requested;
  const int cores = static_cast<int>(std::thread::hardware_concurrency());
  return std::clamp(cores, 1, kMaxCountThreads);
}

bool join_applies(int n) {
  return n >= 4 && n <= kMaxJoinCountN;
}

// The task pool (search/task_pool.hpp) under the count's limits and progress line.
template <typename MakeWorker>
std::size_t run_tasks(std::size_t task_count, int threads, const CountOptions& options,
                      const Stopwatch& clock, const std::string& label, MakeWorker make_worker) {
  search::TaskPoolOptions pool;
  pool.threads = threads;
  pool.seconds = options.limits.seconds;
  pool.nodes = options.limits.nodes;
  pool.progress = options.progress;
  pool.label = label;
  return search::run_task_pool(task_count, pool, clock, make_worker);
}

// Backtracking: each task is a subtree below the split row.
void count_by_backtracking(int n, const CountOptions& options, const Stopwatch& clock,
                           CountResult& result) {
  std::vector<Subtree> subtrees;
  ClassCounts counts;
  CountSearch(n).split(std::max(options.split_row, 2), subtrees, counts);
  struct Worker {
    CountSearch search;
    ClassCounts mine;
    const std::vector<Subtree>* subtrees;
    ClassCounts* shared;
    bool run(std::size_t index, const std::atomic<bool>& stop) {
      return search.run((*subtrees)[index], mine, stop);
    }
    std::uint64_t work() const { return mine.nodes; }
    void merge() { *shared += mine; }
  };
  const std::size_t done = run_tasks(subtrees.size(), result.threads, options, clock,
                                     "queens " + std::to_string(n), [&] {
                                       return Worker{CountSearch(n), {}, &subtrees, &counts};
                                     });
  // Judged by the work done, not the flag: the limit may fall just after the last subtree.
  if (done < subtrees.size()) result.status = CountStatus::kStopped;
  result.tasks = subtrees.size();
  result.count = counts.count();
  result.nodes = counts.nodes;
}

// The join: each task is one orbit of (middle queen, top-half columns).
void count_by_join(int n, const CountOptions& options, const Stopwatch& clock,
                   CountResult& result) {
  const std::vector<JoinTask> tasks = detail::join_tasks(n);
  std::uint64_t total = 0, half_boards = 0;
  struct Worker {
    HalfBoardJoin join;
    std::uint64_t total = 0;
    const std::vector<JoinTask>* tasks;
    std::uint64_t* shared_total;
    std::uint64_t* shared_half_boards;
    bool run(std::size_t index, const std::atomic<bool>&) {
      total += join.count((*tasks)[index]);
      return true;
    }
    std::uint64_t work() const { return join.half_boards(); }
    void merge() {
      *shared_total += total;
      *shared_half_boards += join.half_boards();
    }
  };
  const std::size_t done =
      run_tasks(tasks.size(), result.threads, options, clock, "queens " + std::to_string(n), [&] {
        return Worker{HalfBoardJoin(n), 0, &tasks, &total, &half_boards};
      });
  result.tasks = tasks.size();
  result.half_boards = half_boards;
  result.count.total = total;
  if (done < tasks.size()) {
    result.status = CountStatus::kStopped;
    result.count.unique = total / 8;  // every class has at most 8 boards
  } else {
    result.count.unique = unique_from_total(n, total, count_symmetric_solutions(n));
  }
}

}  // namespace

std::string to_string(CountStatus status) {
  return status == CountStatus::kComplete ? "complete" : "stopped";
}

std::string to_string(CountMethod method) {
  switch (method) {
    case CountMethod::kAuto:
      return "auto";
    case CountMethod::kJoin:
      return "join";
    case CountMethod::kBacktrack:
      return "backtrack";
  }
  return "auto";
}

std::optional<CountMethod> parse_count_method(const std::string& name) {
  return parse_named(kCountMethods, name);
}

CountResult count_queens(int n, const CountOptions& options) {
  if (n < 1 || n > kMaxCountN) {
    throw InputError("N must be between 1 and " + std::to_string(kMaxCountN) +
                     " for counting, got " + std::to_string(n));
  }
  if (options.threads < 0 || options.threads > kMaxCountThreads) {
    throw InputError("--threads must be between 1 and " + std::to_string(kMaxCountThreads));
  }
  if (options.method == CountMethod::kJoin && !join_applies(n)) {
    throw InputError("the join method counts N from 4 to " + std::to_string(kMaxJoinCountN) +
                     ", got " + std::to_string(n) + " (use --method backtrack)");
  }
  const Stopwatch clock;
  CountResult result;
  result.threads = resolve_threads(options.threads);
  const bool join = options.method == CountMethod::kJoin ||
                    (options.method == CountMethod::kAuto && join_applies(n));
  result.method = join ? CountMethod::kJoin : CountMethod::kBacktrack;
  if (n == 1) {
    result.count = {1, 1};  // the lone queen is its own image under every symmetry
  } else if (join) {
    count_by_join(n, options, clock, result);
  } else {
    count_by_backtracking(n, options, clock, result);
  }
  result.seconds = clock.seconds();
  return result;
}

}  // namespace puzzlelab::queens

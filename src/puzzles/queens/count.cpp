#include "puzzles/queens/count.hpp"

#include <algorithm>
#include <thread>

#include "core/enum_names.hpp"
#include "core/error.hpp"
#include "distributed/unit_farm.hpp"
#include "puzzles/queens/count_units.hpp"
#include "puzzles/queens/symmetric_count.hpp"

namespace puzzlelab::queens {
namespace {

using detail::ClassCounts;

int resolve_threads(int requested) {
  if (requested > 0) return requested;
  const int cores = static_cast<int>(std::thread::hardware_concurrency());
  return std::clamp(cores, 1, kMaxCountThreads);
}

bool join_applies(int n) {
  return n >= 4 && n <= kMaxJoinCountN;
}

// The unit farm (distributed/unit_farm.hpp) under the count's limits, progress line and
// checkpoint.
distributed::FarmOptions farm_options(int n, CountMethod method, const CountOptions& options,
                                      int threads) {
  distributed::FarmOptions farm;
  farm.threads = threads;
  farm.seconds = options.limits.seconds;
  farm.nodes = options.limits.nodes;
  farm.progress = options.progress;
  farm.label = "queens " + std::to_string(n);
  farm.checkpoint = options.checkpoint;
  farm.puzzle = "queens";
  farm.instance = options.instance.empty() ? "size=" + std::to_string(n) : options.instance;
  farm.method = "count-" + to_string(method);
  return farm;
}

template <class Outcome>
void take_tasks(const Outcome& outcome, CountResult& result) {
  result.tasks = outcome.units;
  result.tasks_done = outcome.finished_units;
  result.tasks_resumed = outcome.resumed_units;
  result.run_work = outcome.work;
  result.checkpoint_file = outcome.checkpoint_file;
  result.ranks = outcome.ranks;
  // Judged by the units finished, not the flag: the limit may fall just after the last one.
  if (!outcome.complete()) result.status = CountStatus::kStopped;
}

// Backtracking: each unit is a subtree below the split row.
void count_by_backtracking(int n, const CountOptions& options, const Stopwatch& clock,
                           CountResult& result) {
  const detail::SubtreeUnits units(n, options.split_row);
  const auto outcome = distributed::run_unit_farm(
      units, farm_options(n, CountMethod::kBacktrack, options, result.threads), clock);
  take_tasks(outcome, result);
  // A stopped count keeps what its unfinished subtrees had found: lower bounds.
  ClassCounts counts = units.above_split();
  counts += outcome.finished.counts;
  counts += outcome.in_flight.counts;
  result.count = counts.count();
  result.nodes = counts.nodes;
}

// The join: each unit is one orbit of (middle queen, top-half columns).
void count_by_join(int n, const CountOptions& options, const Stopwatch& clock,
                   CountResult& result) {
  const detail::JoinUnits units(n);
  const auto outcome = distributed::run_unit_farm(
      units, farm_options(n, CountMethod::kJoin, options, result.threads), clock);
  take_tasks(outcome, result);
  const std::uint64_t total = outcome.finished.solutions;  // a join task is never cut short
  result.half_boards = outcome.finished.half_boards + outcome.in_flight.half_boards;
  result.count.total = total;
  if (result.status == CountStatus::kStopped) {
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

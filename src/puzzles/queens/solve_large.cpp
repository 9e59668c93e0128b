#include "puzzles/queens/solve_large.hpp"

#include "core/error.hpp"
#include "core/limits.hpp"
#include "puzzles/queens/construct.hpp"
#include "puzzles/queens/min_conflicts.hpp"

namespace puzzlelab::queens {

std::string to_string(LargeMethod method) {
  return method == LargeMethod::kConstruct ? "construct" : "min-conflicts";
}

std::optional<LargeMethod> parse_large_method(const std::string& name) {
  if (name == "construct") return LargeMethod::kConstruct;
  if (name == "min-conflicts") return LargeMethod::kMinConflicts;
  return std::nullopt;
}

LargeSolution solve_large(int n, const LargeOptions& options, const SearchLimits& limits) {
  if (n < 1) throw InputError("N must be at least 1, got " + std::to_string(n));
  if (n > kMaxLargeN) {
    throw InputError("N = " + std::to_string(n) + " is too large: at most " +
                     std::to_string(kMaxLargeN) + " (a solution takes 4 bytes a row)");
  }
  if (options.method == LargeMethod::kMinConflicts && n > kMaxMinConflictsN) {
    throw InputError("N = " + std::to_string(n) + " is too large for min-conflicts: at most " +
                     std::to_string(kMaxMinConflictsN) + "; the construction goes to " +
                     std::to_string(kMaxLargeN));
  }
  const Stopwatch clock;
  LargeSolution result;
  result.method = options.method;
  if (n == 2 || n == 3) {
    // Two or three queens always share a row, column or diagonal: by exhaustion (the reference
    // counter finds no board), not by failure of a method.
    result.status = SolveStatus::kNoSolution;
    result.seconds = clock.seconds();
    return result;
  }
  bool stopped = false;
  if (options.method == LargeMethod::kConstruct) {
    result.placement = construct_solution(n);
    stopped = clock.seconds() >= limits.seconds;
  } else {
    MinConflictsStats stats;
    result.placement = min_conflicts_solution(n, options.seed, &stats, limits);
    result.swaps = stats.swaps;
    result.restarts = stats.restarts;
    stopped = stats.stopped;
  }
  if (stopped) {
    result.status = SolveStatus::kStopped;
    result.placement.clear();
    result.seconds = clock.seconds();
    return result;
  }
  result.verified = is_solution(result.placement);
  if (!result.verified) {
    internal_error(to_string(options.method) + " gave a placement for N = " + std::to_string(n) +
                   " that is not a solution");
  }
  result.seconds = clock.seconds();
  return result;
}

}  // namespace puzzlelab::queens

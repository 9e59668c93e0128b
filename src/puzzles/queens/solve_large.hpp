// One solution of the N-queens puzzle for N up to a hundred million, by the closed-form
// construction (construct.hpp) or by local search (min_conflicts.hpp). Every answer is verified
// in O(N) (is_solution) before it is returned; a failed check is a bug and aborts loudly.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/limits.hpp"
#include "puzzles/queens/placement.hpp"

namespace puzzlelab::queens {

// Memory, not time, is the bound: a placement is 4 bytes a row, the local search adds 16 more.
inline constexpr int kMaxLargeN = 100'000'000;
inline constexpr int kMaxMinConflictsN = 10'000'000;

enum class LargeMethod { kConstruct, kMinConflicts };

std::string to_string(LargeMethod method);
// "construct" or "min-conflicts"; nullopt for anything else.
std::optional<LargeMethod> parse_large_method(const std::string& name);

struct LargeOptions {
  LargeMethod method = LargeMethod::kConstruct;
  std::uint64_t seed = 1;  // min-conflicts only
};

enum class SolveStatus { kSolved, kNoSolution, kStopped };

struct LargeSolution {
  SolveStatus status = SolveStatus::kSolved;
  LargeMethod method = LargeMethod::kConstruct;
  Placement placement;    // placement[row] = column, 0-based; empty when there is no solution
  bool verified = false;  // the placement passed is_solution
  double seconds = 0;
  std::uint64_t swaps = 0;     // min-conflicts: improving swaps made
  std::uint64_t restarts = 0;  // min-conflicts: fresh starts after it stopped improving
};

// N = 1 is the lone queen; N = 2 and 3 give kNoSolution. Throws InputError for N < 1, for
// N > kMaxLargeN, and for min-conflicts past kMaxMinConflictsN.
// `limits`: for min-conflicts nodes are improving swaps and the clock is read once a pass; the
// construction runs in O(N) without a stop, and is stopped when the time limit has passed by the
// time it is built.
LargeSolution solve_large(int n, const LargeOptions& options = {}, const SearchLimits& limits = {});

}  // namespace puzzlelab::queens

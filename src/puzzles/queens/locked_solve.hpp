// The Queen's Challenge solvers: complete a board on which some queens are locked, by the methods
// of the series from brute force to constraint propagation, and by SAT. Each method counts the
// boards it examines (see docs/queens.md, "What each method counts as a board"); every completion
// is checked by is_completion before it is returned (a failure is a bug: internal_error).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "puzzles/queens/locked_board.hpp"
#include "puzzles/queens/placement.hpp"
#include "puzzles/queens/trace_sink.hpp"

namespace puzzlelab::queens {

enum class LockedMethod { kBrute, kRows, kBacktrack, kForward, kPropagate, kSat };

inline constexpr std::array<LockedMethod, 6> kLockedMethods = {
    LockedMethod::kBrute,   LockedMethod::kRows,      LockedMethod::kBacktrack,
    LockedMethod::kForward, LockedMethod::kPropagate, LockedMethod::kSat};

// "brute", "rows", "backtrack", "forward", "propagate", "sat".
std::string to_string(LockedMethod method);
std::optional<LockedMethod> parse_locked_method(const std::string& name);

struct LockedOptions {
  LockedMethod method = LockedMethod::kPropagate;
  bool all = false;                 // every completion, not just the first
  std::uint64_t max_solutions = 0;  // with all: stop after this many completions (0: no cap)
  SearchLimits limits;              // nodes = boards examined; seconds = wall clock
};

enum class LockedStatus { kSolved, kNoSolution, kStopped };
std::string to_string(LockedStatus status);

struct LockedResult {
  LockedStatus status = LockedStatus::kNoSolution;
  LockedMethod method = LockedMethod::kPropagate;
  // Completions in the order found; placement[row] = column, row 0 at the bottom.
  std::vector<Placement> solutions;
  std::uint64_t boards = 0;  // boards examined by this run
  // brute and rows: the boards a full run examines (closed form), whether or not it ran.
  std::optional<BigCount> full_run_boards;
  // Set when two locks attack each other: no method runs, 0 boards.
  std::string no_solution_reason;
  // Set when the completions found filled the memory limit (status kStopped).
  std::string memory_note;
  double seconds = 0;
  // sat: CaDiCaL's own work, summed over its calls.
  std::uint64_t sat_conflicts = 0;
  std::uint64_t sat_decisions = 0;
};

// Whether a run with these options has found all the completions it was asked for.
bool found_enough(const LockedOptions& options, std::size_t found);

// Sink: NullSink or TraceSink (explicitly instantiated for each).
template <class Sink>
LockedResult solve_locked(const LockedBoard& board, const LockedOptions& options, Sink& sink);

inline LockedResult solve_locked(const LockedBoard& board, const LockedOptions& options) {
  NullSink sink;
  return solve_locked(board, options, sink);
}

}  // namespace puzzlelab::queens

// Where the locked-queen solvers report their steps. A solver takes the sink as a template
// parameter and guards every call with `if constexpr (Sink::kEnabled)`, so with NullSink the
// calls and the work of preparing them compile away. TraceSink writes the steps as a PuzzleLab
// trace (docs/trace-format.md, "N-queens"). Rows and columns are 0-based from the bottom-left.
#pragma once

#include <array>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "puzzles/queens/locked_board.hpp"
#include "puzzles/queens/placement.hpp"

namespace puzzlelab::trace {
class TraceWriter;
}

namespace puzzlelab::queens {

struct NullSink {
  static constexpr bool kEnabled = false;
  void start(const LockedBoard&, const std::string&) {}
  void place(int, int, bool = true) {}
  void remove(int, int) {}
  void conflict(int, int) {}
  void solution(const Placement&, bool = false) {}
  void end(std::uint64_t, std::uint64_t, bool) {}
};

// Steps as trace events through a TraceWriter. start() writes the header; the end line is the
// caller's (solve_locked_traced), which knows the run's status. Removes are held until the next
// step: when the search stops (a solution found, a limit), finish(true) drops the removes of its
// unwinding, so the trace ends on the board where the search stopped, not an emptied one. The
// trace's nodes are the solver's boards examined: `counts_board` says whether a placed queen, or a
// solution, makes the board that is judged (brute force and rows judge complete boards only, sat
// each model).
class TraceSink {
 public:
  static constexpr bool kEnabled = true;

  explicit TraceSink(trace::TraceWriter& writer) : writer_(writer) {}
  TraceSink(const TraceSink&) = delete;
  TraceSink& operator=(const TraceSink&) = delete;

  void start(const LockedBoard& board, const std::string& method);
  void place(int row, int col, bool counts_board = true);
  void remove(int row, int col);
  void conflict(int row, int col);
  void solution(const Placement& placement, bool counts_board = false);
  void end(std::uint64_t, std::uint64_t, bool) {}
  // Before the end line: writes the held removes (the search ran to its end) or drops them (it
  // stopped early, and they are only the recursion unwinding).
  void finish(bool stopped_early);

 private:
  void flush_removes();

  trace::TraceWriter& writer_;
  // Every queen on the board, locks first, then in the order placed.
  std::vector<std::array<int, 2>> queens_;
  // Removes not yet written, in order.
  std::vector<std::array<int, 2>> held_removes_;
};

}  // namespace puzzlelab::queens

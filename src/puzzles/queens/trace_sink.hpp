// Where the locked-queen solvers report their steps. A solver takes the sink as a template
// parameter and guards every call with `if constexpr (Sink::kEnabled)`, so with NullSink the
// calls and the work of preparing them compile away. JsonLinesSink writes one JSON object a line
// (schema in docs/queens.md, "Tracing"). Rows and columns are 0-based from the bottom-left.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "puzzles/queens/locked_board.hpp"
#include "puzzles/queens/placement.hpp"

namespace puzzlelab::queens {

struct NullSink {
  static constexpr bool kEnabled = false;
  void start(const LockedBoard&, const std::string&) {}
  void place(int, int) {}
  void remove(int, int) {}
  void conflict(int, int) {}
  void solution(const Placement&) {}
  void end(std::uint64_t, std::uint64_t, bool) {}
};

// JSON Lines to a file. After `max_events` place/remove/conflict/solution events it writes one
// {"event":"truncated"} line and drops the rest (the final "end" line is always written).
class JsonLinesSink {
 public:
  static constexpr bool kEnabled = true;
  static constexpr std::uint64_t kDefaultMaxEvents = 1'000'000;

  // Throws InputError when the file cannot be opened for writing.
  explicit JsonLinesSink(const std::string& path, std::uint64_t max_events = kDefaultMaxEvents);
  ~JsonLinesSink();
  JsonLinesSink(const JsonLinesSink&) = delete;
  JsonLinesSink& operator=(const JsonLinesSink&) = delete;

  void start(const LockedBoard& board, const std::string& method);
  void place(int row, int col) { move("place", row, col); }
  void remove(int row, int col) { move("remove", row, col); }
  // row, col: the queen that was found attacked, or (for forward checking) the row left with no
  // free square and col = -1.
  void conflict(int row, int col) { move("conflict", row, col); }
  void solution(const Placement& placement);
  void end(std::uint64_t boards, std::uint64_t solutions, bool stopped);

  std::uint64_t events() const { return events_; }
  bool truncated() const { return truncated_; }

 private:
  bool admit();
  void move(const char* event, int row, int col);

  std::FILE* file_ = nullptr;
  std::uint64_t max_events_;
  std::uint64_t events_ = 0;
  bool truncated_ = false;
};

}  // namespace puzzlelab::queens

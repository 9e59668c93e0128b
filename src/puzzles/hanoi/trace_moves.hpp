// A Tower of Hanoi answer written as a trace (docs/trace-format.md, "Tower of Hanoi"): every
// method traces the moves of the answer it found, then the solution. HanoiTracer is a move sink
// for the generators of recursive.hpp: once the writer has cut the trace it ends the generation
// (by an exception it catches itself), so that a 25-disk answer does not make 33 million moves
// only to drop them.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/limits.hpp"
#include "puzzles/hanoi/rules.hpp"
#include "trace/trace_writer.hpp"

namespace puzzlelab::hanoi {

nlohmann::json trace_instance(int pegs, const Config& goal);
nlohmann::json trace_state(const Config& config);

class HanoiTracer {
 public:
  // Writes the header.
  HanoiTracer(trace::TraceWriter& writer, const std::string& method, const Config& start,
              const Config& goal, int pegs);

  // Calls generate(sink) with a sink that writes each move, until the generator is done or the
  // trace is cut. Moves must be legal (the callers have replayed them through the rules).
  template <class Generate>
  void trace_moves(Generate&& generate) {
    try {
      generate(*this);
    } catch (const TraceCut&) {
      // The rest of the moves would be dropped: not generating them is the point.
    }
  }

  // From now on each move also ticks `guard` (one node a move): once it says stop, the trace is
  // cut there, naming the time limit, as if the cap had been reached.
  void limit_by(LimitGuard& guard) { guard_ = &guard; }

  // The sink: one move event.
  void operator()(const Move& move);

  // A solution event when the moves reached the goal and the trace was not cut, then the end.
  void end(std::string_view status, const nlohmann::json& details);

 private:
  struct TraceCut {};

  trace::TraceWriter& writer_;
  LimitGuard* guard_ = nullptr;
  Config config_;
  Config goal_;
};

}  // namespace puzzlelab::hanoi

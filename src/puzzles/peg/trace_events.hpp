// Peg-solitaire steps as trace events (docs/trace-format.md, "Peg solitaire"). PegTracer follows
// the position through the moves it is told of, so that the writer's snapshots can show it, and
// turns a jump index into the jump's holes. PegDfsTracer is the handle the ordered DFS engine
// takes as its tracer.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "puzzles/peg/board.hpp"
#include "puzzles/peg/solve_result.hpp"
#include "search/ordered_dfs.hpp"
#include "trace/trace_writer.hpp"

namespace puzzlelab::peg {

// The header's "instance" and a state, in the trace format.
nlohmann::json trace_instance(const Game& game);
nlohmann::json trace_state(const Board& board, HoleSet position);

class PegTracer {
 public:
  PegTracer(const Game& game, trace::TraceWriter& writer);

  // The header; `order` ("konami", "informed") is added to the instance for dfs runs.
  void header(const std::string& method, const std::string& order = "");
  void move(int jump);
  void undo(int jump);
  void dead(DeadReason reason);
  void solution();
  // The end line, with the run's totals.
  void end(const PegSolveResult& result);

  trace::TraceWriter& writer() { return writer_; }
  HoleSet position() const { return position_; }

 private:
  void jump_event(const char* name, trace::Step step, int jump);

  const Game& game_;
  trace::TraceWriter& writer_;
  HoleSet position_;
};

// What OrderedDfs calls; the states it passes are the ones PegTracer already follows.
struct PegDfsTracer {
  static constexpr bool kEnabled = true;
  PegTracer* tracer;

  template <class State>
  void move(int jump, const State&) {
    tracer->move(jump);
  }
  template <class State>
  void undo(int jump, const State&) {
    tracer->undo(jump);
  }
  template <class State>
  void dead(DeadReason reason, const State&) {
    tracer->dead(reason);
  }
  template <class State>
  void goal(const State&) {
    tracer->solution();
  }
};

}  // namespace puzzlelab::peg

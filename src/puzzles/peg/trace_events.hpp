// Peg-solitaire steps as trace events (docs/trace-format.md, "Peg solitaire"). PegTracer follows
// the position through the moves it is told of, so that the writer's snapshots can show it, and
// turns a jump index into the jump's holes. PegDfsTracer is the handle the ordered DFS engine
// takes as its tracer.
//
// The trace counts nodes as the search does: the start, and each position a move reaches that
// is searched. A move into a position already known dead, or into the goal, is no node, and only
// the next call says which: so a move is held until then.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "puzzles/peg/board.hpp"
#include "puzzles/peg/solve_method.hpp"
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

  // The header; `order` ("konami", "informed") is added to the instance for dfs runs, whose
  // search counts the start as a node.
  void header(SolveMethod method, const std::string& order = "");
  void move(int jump);
  // A move of an answer found by another method (SAT, MILP): no node of a search.
  void answer_move(int jump);
  void undo(int jump);
  void dead(DeadReason reason);
  void solution();
  // The end line, with the run's totals.
  void end(const PegSolveResult& result);

  trace::TraceWriter& writer() { return writer_; }
  HoleSet position() const { return position_; }

 private:
  void flip(int jump);
  void write_jump(const char* name, trace::Step step, int jump);
  void flush_move(trace::Step step);

  const Game& game_;
  trace::TraceWriter& writer_;
  HoleSet position_;
  SolveMethod method_ = SolveMethod::kDfs;  // the header's
  int held_move_ = -1;                      // a move not written yet, or -1
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

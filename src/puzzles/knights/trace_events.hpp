// Knight's-tour searches as trace events (docs/trace-format.md, "Knight's tours"). TourTracer
// follows the knight's path through the moves it is told of, so that the writer's snapshots can
// show it; TourSearchTracer is the handle the tour search (search.cpp) takes as its tracer.
//
// Every knight move the search tries is a node (TourResult::nodes), the one a limit stops
// included; the move home that closes a closed tour is checked, not tried, so it is no node.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>
#include <vector>

#include "puzzles/knights/board.hpp"
#include "trace/trace_writer.hpp"

namespace puzzlelab::knights {

// The header's "instance" ({"size","closed","start"}) and a square as [x, y].
nlohmann::json trace_instance(int size, bool closed, Square start);
nlohmann::json trace_square(Square square);

class TourTracer {
 public:
  TourTracer(int size, trace::TraceWriter& writer);

  // The header. `from` is the square the search starts from: the start, or on a closed tour
  // searched by Warnsdorff's rule the square next to the centre (search.hpp); the instance then
  // names it "search_start".
  void header(std::string_view method, bool closed, Square start, Square from);
  // The knight jumps to `square` (an index y * size + x): a move tried, a node.
  void move(int square);
  // The last move taken back; `square` is the one the knight leaves.
  void undo(int square);
  // A tour found: on a closed one the move home (no node), then the solution.
  void solution(bool closed);

 private:
  void write_square(const char* name, trace::Step step, int square);
  nlohmann::json state() const;

  int size_;
  trace::TraceWriter& writer_;
  std::vector<int> path_;  // the squares visited, the search's start first
};

// What the tour search calls; the squares it passes are the ones TourTracer already follows.
struct TourSearchTracer {
  static constexpr bool kEnabled = true;
  TourTracer* tracer;

  void move(int square) { tracer->move(square); }
  void undo(int square) { tracer->undo(square); }
  void solution(bool closed) { tracer->solution(closed); }
};

}  // namespace puzzlelab::knights

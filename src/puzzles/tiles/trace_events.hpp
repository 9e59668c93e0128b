// Sliding-tile searches as trace events (docs/trace-format.md, "Sliding tiles"). SlideTracer
// follows the board through the slides it is told of, so that the writer's snapshots can show
// it; IdaSlideTracer is the handle search/ida_star.hpp takes as its tracer.
//
// IDA* counts a node for each board it expands: the start at every iteration (the "bound" event
// that opens it) and each board a slide within the bound reaches, but not the goal.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>

#include "puzzles/tiles/rules.hpp"
#include "trace/trace_writer.hpp"

namespace puzzlelab::tiles {

// The header's "instance" ({"size","goal"}) and a state ({"tiles":[...]}).
nlohmann::json trace_instance(const Board& goal);
nlohmann::json trace_state(const Board& board);

class SlideTracer {
 public:
  SlideTracer(const Board& start, trace::TraceWriter& writer);

  // The header of a method that traces its own search.
  void header(std::string_view method, const Board& goal);
  // A new IDA* iteration, from the start, with this bound on f; `node`: the start is expanded.
  void bound(int bound, bool node);
  // The blank moves `direction`; `node`: the board reached is expanded (it is not the goal).
  void move(Direction direction, bool node);
  // The slide that moved the blank `direction` is taken back: the tile slides home.
  void undo(Direction direction);
  void solution();

 private:
  void write_slide(const char* name, trace::Step step, int tile, int from, int to,
                   Direction direction);

  trace::TraceWriter& writer_;
  Board board_;
};

// What IDA* calls; the boards it passes are the ones SlideTracer already follows.
struct IdaSlideTracer {
  static constexpr bool kEnabled = true;
  SlideTracer* tracer;

  void iteration(int threshold, bool node) { tracer->bound(threshold, node); }
  template <class State>
  void move(Direction direction, const State&, bool node) {
    tracer->move(direction, node);
  }
  template <class State>
  void undo(Direction direction, const State&) {
    tracer->undo(direction);
  }
  template <class State>
  void goal(const State&) {
    tracer->solution();
  }
};

}  // namespace puzzlelab::tiles

#include "puzzles/tiles/trace_events.hpp"

namespace puzzlelab::tiles {

nlohmann::json trace_instance(const Board& goal) {
  return {{"size", goal.size}, {"goal", tiles_of(goal)}};
}

nlohmann::json trace_state(const Board& board) {
  return {{"tiles", tiles_of(board)}};
}

SlideTracer::SlideTracer(const Board& start, trace::TraceWriter& writer)
    : writer_(writer), board_(start) {}

void SlideTracer::header(std::string_view method, const Board& goal) {
  writer_.header("tiles", method, trace_instance(goal), trace_state(board_),
                 [this] { return trace_state(board_); });
}

void SlideTracer::write_slide(const char* name, trace::Step step, int tile, int from, int to,
                              Direction direction) {
  // Left out by sampling or past the cap: skip building the event.
  if (writer_.skip(step)) return;
  writer_.event(step, {{"e", name},
                       {"tile", tile},
                       {"from", from},
                       {"to", to},
                       {"direction", to_string(direction)}});
}

void SlideTracer::bound(int bound, bool node) {
  const trace::Step step = node ? trace::Step::kNode : trace::Step::kMark;
  if (writer_.skip(step)) return;
  writer_.event(step, {{"e", "bound"}, {"bound", bound}});
}

void SlideTracer::move(Direction direction, bool node) {
  const int blank = board_.blank;
  const int tile = tile_moved(board_, direction);
  board_ = apply(board_, direction);
  // The tile slides from where the blank is now into where the blank was.
  write_slide("move", node ? trace::Step::kAdvance : trace::Step::kDeeper, tile, board_.blank,
              blank, direction);
}

void SlideTracer::undo(Direction direction) {
  // The fields repeat the slide taken back: its tile goes from `to` back to `from`.
  const int from = board_.blank;
  board_ = apply(board_, opposite(direction));
  write_slide("undo", trace::Step::kRetreat, board_.cells[from], from, board_.blank, direction);
}

void SlideTracer::solution() {
  writer_.event(trace::Step::kSolution, {{"e", "solution"}});
}

}  // namespace puzzlelab::tiles

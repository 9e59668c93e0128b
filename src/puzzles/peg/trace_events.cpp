#include "puzzles/peg/trace_events.hpp"

#include "core/bits.hpp"
#include "puzzles/peg/solve_method.hpp"
#include "search/search_stats.hpp"

namespace puzzlelab::peg {

nlohmann::json trace_instance(const Game& game) {
  nlohmann::json holes = nlohmann::json::array();
  for (const Cell& cell : game.board.holes()) holes.push_back({cell.x, cell.y});
  return {{"board", game.name},
          {"grid", to_string(game.board.grid())},
          {"holes", holes},
          {"goal", describe(game.goal, game.board)}};
}

nlohmann::json trace_state(const Board& board, HoleSet position) {
  std::string pegs(board.hole_count(), '0');
  for (int hole = 0; hole < board.hole_count(); ++hole) {
    if (test_bit(position, hole)) pegs[hole] = '1';
  }
  return {{"pegs", pegs}};
}

PegTracer::PegTracer(const Game& game, trace::TraceWriter& writer)
    : game_(game), writer_(writer), position_(game.start) {}

void PegTracer::header(SolveMethod method, const std::string& order) {
  method_ = method;
  nlohmann::json instance = trace_instance(game_);
  if (!order.empty()) instance["order"] = order;
  const bool search = !is_declarative(method);
  trace::TraceCounting counting;
  counting.start_nodes = search && !game_.goal.reached_by(game_.start) ? 1 : 0;
  counting.answer_only = !search;
  writer_.header(
      "peg", std::string(to_string(method)), instance, trace_state(game_.board, game_.start),
      [this] { return trace_state(game_.board, position_); }, counting);
}

void PegTracer::flip(int jump) {
  const Jump& j = game_.board.jumps()[jump];
  // The same three holes change on a jump and on its undo.
  position_ ^= bit<HoleSet>(j.from) | bit<HoleSet>(j.over) | bit<HoleSet>(j.to);
}

void PegTracer::write_jump(const char* name, trace::Step step, int jump) {
  // Left out by sampling or past the cap: skip building the event.
  if (writer_.skip(step)) return;
  const Jump& j = game_.board.jumps()[jump];
  writer_.event(step, {{"e", name}, {"from", j.from}, {"over", j.over}, {"to", j.to}});
}

void PegTracer::flush_move(trace::Step step) {
  if (held_move_ < 0) return;
  const int jump = held_move_;
  held_move_ = -1;
  write_jump("move", step, jump);
}

void PegTracer::move(int jump) {
  flush_move(trace::Step::kAdvance);
  flip(jump);
  held_move_ = jump;
}

void PegTracer::answer_move(int jump) {
  flip(jump);
  write_jump("move", trace::Step::kDeeper, jump);
}

void PegTracer::undo(int jump) {
  flush_move(trace::Step::kAdvance);
  flip(jump);
  write_jump("undo", trace::Step::kRetreat, jump);
}

void PegTracer::dead(DeadReason reason) {
  flush_move(reason == DeadReason::kKnown ? trace::Step::kDeeper : trace::Step::kAdvance);
  if (writer_.skip(trace::Step::kMark)) return;
  const char* name = reason == DeadReason::kKnown      ? "known"
                     : reason == DeadReason::kHopeless ? "hopeless"
                                                       : "exhausted";
  writer_.event(trace::Step::kMark, {{"e", "dead"}, {"reason", name}});
}

void PegTracer::solution() {
  flush_move(trace::Step::kDeeper);
  writer_.event(trace::Step::kSolution, {{"e", "solution"}});
}

void PegTracer::end(const PegSolveResult& result) {
  flush_move(trace::Step::kAdvance);  // a search stopped by a limit in the position it reached
  nlohmann::json details = {{"method", result.method},
                            {"moves", result.solution.size()},
                            {"seconds", result.stats.seconds}};
  if (!is_declarative(method_)) {
    details["nodes"] = result.stats.nodes;
    details["dead_hits"] = result.stats.dead_hits;
    details["pruned"] = result.stats.pruned;
  } else {
    // The back-end's figures come from the report (registry::run_method), true or absent;
    // these fields would be 0 for a solver that does not count them.
    details["seconds"] = result.backend.build_seconds + result.backend.solve_seconds;
  }
  if (result.proof) details["proof"] = *result.proof;
  writer_.end(to_string(to_status(result.status)), details);
}

}  // namespace puzzlelab::peg

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

void PegTracer::header(const std::string& method, const std::string& order) {
  nlohmann::json instance = trace_instance(game_);
  if (!order.empty()) instance["order"] = order;
  writer_.header("peg", method, instance, trace_state(game_.board, game_.start),
                 [this] { return trace_state(game_.board, position_); });
}

void PegTracer::jump_event(const char* name, trace::Step step, int jump) {
  const Jump& j = game_.board.jumps()[jump];
  // The same three holes change on a jump and on its undo.
  position_ ^= bit<HoleSet>(j.from) | bit<HoleSet>(j.over) | bit<HoleSet>(j.to);
  // Past the cap the writer drops events: skip building them.
  if (writer_.truncated()) return;
  writer_.event(step, {{"e", name}, {"from", j.from}, {"over", j.over}, {"to", j.to}});
}

void PegTracer::move(int jump) {
  jump_event("move", trace::Step::kAdvance, jump);
}

void PegTracer::undo(int jump) {
  jump_event("undo", trace::Step::kRetreat, jump);
}

void PegTracer::dead(DeadReason reason) {
  if (writer_.truncated()) return;
  const char* name = reason == DeadReason::kKnown      ? "known"
                     : reason == DeadReason::kHopeless ? "hopeless"
                                                       : "exhausted";
  writer_.event(trace::Step::kMark, {{"e", "dead"}, {"reason", name}});
}

void PegTracer::solution() {
  writer_.event(trace::Step::kSolution, {{"e", "solution"}});
}

void PegTracer::end(const PegSolveResult& result) {
  nlohmann::json details = {{"method", result.method},
                            {"moves", result.solution.size()},
                            {"seconds", result.stats.seconds}};
  if (!is_declarative_method(result.method)) {
    details["nodes"] = result.stats.nodes;
    details["dead_hits"] = result.stats.dead_hits;
    details["pruned"] = result.stats.pruned;
  } else {
    details["variables"] = result.backend.variables;
    details["constraints"] = result.backend.constraints;
    details["conflicts"] = result.backend.conflicts;
    details["nodes"] = result.backend.nodes;
    details["seconds"] = result.backend.build_seconds + result.backend.solve_seconds;
  }
  if (result.proof) details["proof"] = *result.proof;
  writer_.end(to_string(to_status(result.status)), details);
}

}  // namespace puzzlelab::peg

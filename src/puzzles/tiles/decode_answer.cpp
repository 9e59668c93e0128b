#include "puzzles/tiles/decode_answer.hpp"

#include "puzzle/model_answer.hpp"
#include "puzzles/tiles/encode_sat.hpp"

namespace puzzlelab::tiles {

std::optional<std::vector<Direction>> decode_plan_answer(const Board& start, const Board& goal,
                                                         int horizon, const std::string& text,
                                                         const std::string& source) {
  // The encoding that wrote the model, so that the variable numbers agree.
  const PlanEncoding plan(start, goal, horizon);
  const std::optional<sat::SatResult> answer =
      model_answer::read_sat_answer(plan.cnf(), text, source);
  if (!answer) return std::nullopt;
  const std::vector<Direction> moves = plan.decode(*answer);
  if (static_cast<int>(moves.size()) != horizon) {
    model_answer::reject(model_answer::first_line(text, source),
                         "the answer slides " + std::to_string(moves.size()) +
                             " times; the model's plan has exactly " + std::to_string(horizon));
  }
  // The replay: every slide stays on the board, and the last board is the goal.
  Board board = start;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (!can_move(board, moves[i])) {
      model_answer::reject(model_answer::first_line(text, source),
                           "move " + std::to_string(i + 1) + " (" +
                               std::string(to_string(moves[i])) + ") leaves the board");
    }
    board = apply(board, moves[i]);
  }
  if (!(board == goal)) {
    model_answer::reject(model_answer::first_line(text, source),
                         "the plan does not reach the goal");
  }
  return moves;
}

}  // namespace puzzlelab::tiles

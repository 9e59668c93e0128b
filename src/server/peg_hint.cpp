#include "server/peg_hint.hpp"

#include "core/bits.hpp"
#include "puzzles/peg/rules.hpp"
#include "puzzles/peg/solve_method.hpp"
#include "server/json_fields.hpp"
#include "server/peg_boards.hpp"

namespace puzzlelab::server {

nlohmann::json peg_hint(const peg::Game& game, peg::HoleSet position, double seconds,
                        std::uint64_t memory_bytes) {
  nlohmann::json answer = {{"pegs", popcount(position)},
                           {"stuck", !peg::has_legal_jump(game.board, position)}};
  if (game.goal.reached_by(position)) {
    answer["winnable"] = true;
    answer["won"] = true;
    return answer;
  }
  peg::Game from_here = game;
  from_here.start = position;
  peg::SolveMethodOptions options;
  options.order = "auto";  // the board's own choice: informed search where konami is hopeless
  options.limits.seconds = seconds;
  options.limits.memory_bytes = memory_bytes;
  const peg::PegSolveResult result =
      peg::solve_with_method(from_here, peg::SolveMethod::kDfs, options);
  answer["seconds"] = result.stats.seconds;
  switch (result.status) {
    case SearchStatus::kSolved: {
      const peg::Jump& jump = game.board.jumps().at(result.solution.front());
      answer["winnable"] = true;
      answer["jump"] = {{"from", jump.from}, {"over", jump.over}, {"to", jump.to}};
      answer["moves_left"] = result.solution.size();
      break;
    }
    case SearchStatus::kNoSolution:
      answer["winnable"] = false;
      answer["reason"] = result.proof.value_or("no sequence of jumps reaches the goal");
      break;
    case SearchStatus::kStopped:
      answer["winnable"] = nullptr;
      answer["reason"] = "time limit";
      break;
  }
  return answer;
}

HintRequest parse_hint_request(const nlohmann::json& body) {
  const JsonFields fields(body);
  fields.allow_only({"board", "pegs", "seconds"});
  HintRequest request{served_game(fields.required_string("board"))};
  request.position = parse_pegs(request.game.board, fields.required_string("pegs"), "pegs");
  request.seconds = fields.number("seconds", kDefaultHintSeconds, 0.01, kMaxHintSeconds);
  return request;
}

nlohmann::json hint_response(const HintRequest& request) {
  nlohmann::json answer =
      peg_hint(request.game, request.position, request.seconds, request.memory_bytes);
  answer["board"] = request.game.name;
  return answer;
}

}  // namespace puzzlelab::server

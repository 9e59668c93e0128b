#include "server/peg_boards.hpp"

#include "core/error.hpp"
#include "puzzles/peg/catalog.hpp"
#include "registry/registry.hpp"
#include "server/api_error.hpp"
#include "server/http_status.hpp"
#include "server/json_fields.hpp"

namespace puzzlelab::server {
namespace {

using http_status::kBadRequest;

std::string description_of(const std::string& name) {
  for (const peg::BuiltinBoard& board : peg::builtin_boards()) {
    if (board.name == name) return board.description;
  }
  if (name.rfind("triangle", 0) == 0) {
    return "triangle of " + name.substr(8) + " rows, top hole empty; goal: one peg anywhere";
  }
  return "";
}

}  // namespace

std::vector<std::string> served_board_names() {
  // The peg puzzle's board parameter lists them: the values that name no file.
  for (const ParamSpec& spec : puzzle_named("peg").params())
    if (spec.name == "board") return spec.choices;
  internal_error("the peg puzzle has no board parameter");
}

peg::Game served_game(const std::string& name, int unknown_status) {
  std::optional<peg::BoardText> text;
  try {
    text = peg::builtin_board_text(name);
  } catch (const InputError& error) {
    throw ApiError(kBadRequest, error.what());
  }
  if (!text) {
    throw ApiError(unknown_status,
                   "unknown board " + quoted_text(name) + " (GET /api/boards lists them)");
  }
  peg::Game game = peg::make_game(*text, text->name);
  game.name = text->name;
  return game;
}

std::string pegs_text(const peg::Board& board, peg::HoleSet position) {
  std::string text(board.hole_count(), '0');
  for (int hole = 0; hole < board.hole_count(); ++hole) {
    if ((position >> hole) & 1) text[hole] = '1';
  }
  return text;
}

peg::HoleSet parse_pegs(const peg::Board& board, const std::string& text,
                        const std::string& field) {
  if (static_cast<int>(text.size()) != board.hole_count()) {
    throw ApiError(kBadRequest, "\"" + field + "\" must have one character per hole (" +
                                    std::to_string(board.hole_count()) + "), not " +
                                    std::to_string(text.size()));
  }
  peg::HoleSet position = 0;
  for (int hole = 0; hole < board.hole_count(); ++hole) {
    const char c = text[hole];
    if (c != '0' && c != '1') {
      throw ApiError(kBadRequest, "\"" + field + "\" may hold only 0 and 1; character " +
                                      std::to_string(hole + 1) + " is " +
                                      quoted_text(std::string(1, c)));
    }
    if (c == '1') position |= peg::HoleSet{1} << hole;
  }
  return position;
}

nlohmann::json board_json(const peg::Game& game) {
  const peg::Board& board = game.board;
  nlohmann::json holes = nlohmann::json::array();
  for (const peg::Cell& cell : board.holes()) holes.push_back({cell.x, cell.y});
  nlohmann::json jumps = nlohmann::json::array();
  for (const peg::Jump& jump : board.jumps()) jumps.push_back({jump.from, jump.over, jump.to});
  nlohmann::json goal = {{"kind", "any"}};
  if (game.goal.kind == peg::Goal::Kind::kPegs) {
    goal = {{"kind", "pegs"}, {"pegs", pegs_text(board, game.goal.pegs)}};
  }
  return {{"name", game.name},
          {"description", description_of(game.name)},
          {"grid", peg::to_string(board.grid())},
          {"diagonal", board.diagonal()},
          {"holes", std::move(holes)},
          {"jumps", std::move(jumps)},
          {"start", pegs_text(board, game.start)},
          {"goal", std::move(goal)},
          {"goal_text", peg::describe(game.goal, board)}};
}

}  // namespace puzzlelab::server

#include "puzzles/peg/peg_instance.hpp"

#include <utility>

#include "core/bits.hpp"
#include "core/error.hpp"

namespace puzzlelab::peg {
namespace {

// "X,Y", the form --empty and --goal take, without spaces.
std::string cell_text(Cell cell) {
  return std::to_string(cell.x) + "," + std::to_string(cell.y);
}

// The one hole of a position with one hole set (or no holes unset), or -1.
int single_hole(const Board& board, HoleSet holes) {
  if (popcount(holes) != 1) return -1;
  for (int hole = 0; hole < board.hole_count(); ++hole)
    if ((holes >> hole) & 1) return hole;
  return -1;
}

// load_game's message, naming `param` first; the option name it may start with is dropped.
[[noreturn]] void rethrow_for(const std::string& param, const InputError& error) {
  std::string message = error.what();
  const std::string option = "--" + param + ": ";
  if (message.rfind(option, 0) == 0) message.erase(0, option.size());
  throw InputError(param + ": " + message);
}

// Loads the game one parameter at a time, so that an error names the parameter that caused it.
Game load_by_parameter(const GameRequest& request) {
  const auto stage = [](const std::string& param, const GameRequest& partial) {
    try {
      return load_game(partial);
    } catch (const InputError& error) {
      rethrow_for(param, error);
    }
  };
  GameRequest partial{request.board, std::nullopt, std::nullopt};
  stage("board", partial);
  if (request.empty) {
    partial.empty = request.empty;
    stage("empty", partial);
  }
  partial.goal = request.goal;
  return stage("goal", partial);
}

bool has_space(const std::string& text) {
  return text.find_first_of(" \t\n") != std::string::npos;
}

std::optional<std::string> unless_boards_own(const std::string& value) {
  if (value == kBoardsOwn) return std::nullopt;
  return value;
}

}  // namespace

PegInstance::PegInstance(Game game, GameRequest request, std::string order)
    : game_(std::move(game)), request_(std::move(request)), order_(std::move(order)) {}

std::string PegInstance::canonical() const {
  const Board& board = game_.board;
  // A start with one empty hole and a goal of one peg are written as the hole, whoever chose
  // them; other starts and goals as they were given.
  std::string empty = kBoardsOwn;
  if (const int hole = single_hole(board, board.all_holes() & ~game_.start); hole >= 0)
    empty = cell_text(board.cell(hole));
  std::string goal = request_.goal.value_or(kBoardsOwn);
  if (game_.goal.kind == Goal::Kind::kOnePegAnywhere) {
    goal = "any";
  } else if (const int hole = single_hole(board, game_.goal.pegs); hole >= 0) {
    goal = cell_text(board.cell(hole));
  }
  const std::string board_name = builtin_board_text(request_.board) ? game_.name : request_.board;
  return puzzle_support::join_params(
      {{"board", board_name}, {"empty", empty}, {"goal", goal}, {"order", order_}});
}

std::vector<ParamSpec> peg_params() {
  return {
      {"board", "built-in board (see `puzzlelab peg boards`) or a board file", "english", true},
      {"empty", "start with every hole full except X,Y; board: the board's own start", kBoardsOwn},
      {"goal", "center, any (one peg anywhere), X,Y, a board file of the final position, or board",
       kBoardsOwn},
      {"order", "dfs move order: konami, informed, or auto (the board's own choice)", "auto"},
  };
}

PegInstance parse_peg_instance(const Params& params) {
  puzzle_support::check_param_names(params, peg_params(), "peg");
  const auto value = [&](const char* name, const std::string& fallback) {
    const std::string text = puzzle_support::param(params, name, fallback);
    if (text.empty()) throw InputError(std::string(name) + ": expected a value, got nothing");
    return text;
  };
  GameRequest request;
  request.board = value("board", "english");
  request.empty = unless_boards_own(value("empty", kBoardsOwn));
  request.goal = unless_boards_own(value("goal", kBoardsOwn));
  std::string order = value("order", "auto");
  if (order != "auto" && order != "konami" && order != "informed")
    throw InputError("order: expected auto, konami or informed, got '" + order.substr(0, 40) + "'");
  Game game = load_by_parameter(request);
  // Files are written into the canonical form by name, which must be one word.
  const bool board_file = !builtin_board_text(request.board);
  const bool goal_file = game.goal.kind == Goal::Kind::kPegs && popcount(game.goal.pegs) > 1;
  if (board_file && has_space(request.board))
    throw InputError("board: a board file's name may not contain spaces");
  if (goal_file && request.goal && has_space(*request.goal))
    throw InputError("goal: a goal file's name may not contain spaces");
  if (order == "auto") order = game.default_order;
  return PegInstance(std::move(game), std::move(request), std::move(order));
}

}  // namespace puzzlelab::peg

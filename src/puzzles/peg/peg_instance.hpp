// A peg-solitaire instance behind the puzzle interface: the board, the start, the goal and the
// depth-first search order, given as parameters and written back in a canonical form.
#pragma once

#include <string>
#include <vector>

#include "puzzle/puzzle.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/catalog.hpp"

namespace puzzlelab::peg {

// The value of empty= and goal= that keeps the board's own start or goal.
inline constexpr const char* kBoardsOwn = "board";

class PegInstance final : public Instance {
 public:
  PegInstance(Game game, GameRequest request, std::string order);

  const Game& game() const { return game_; }
  // konami or informed: auto is resolved to the board's own choice.
  const std::string& order() const { return order_; }

  // board=NAME|FILE empty=X,Y|board goal=any|X,Y|FILE|board order=konami|informed.
  std::string canonical() const override;

 private:
  Game game_;
  GameRequest request_;
  std::string order_;
};

// board, empty, goal and order, in the order canonical() writes them.
std::vector<ParamSpec> peg_params();

// InputError naming the parameter (board, empty, goal, order) for a bad value.
PegInstance parse_peg_instance(const Params& params);

}  // namespace puzzlelab::peg

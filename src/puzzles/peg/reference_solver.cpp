#include "puzzles/peg/reference_solver.hpp"

#include <cstdint>
#include <unordered_set>

namespace puzzlelab::peg {
namespace {

struct Backtracker {
  const Game& game;
  bool remember_dead;  // only where the low word is the whole position
  std::unordered_set<std::uint64_t> dead;
  Solution path;

  bool solve(HoleSet position) {
    if (game.goal.reached_by(position)) return true;
    const auto key = static_cast<std::uint64_t>(position);
    if (remember_dead && dead.count(key) != 0) return false;
    for (int j = 0; j < static_cast<int>(game.board.jumps().size()); ++j) {
      if (!is_legal(game.board, position, j)) continue;
      path.push_back(j);
      if (solve(apply_jump(game.board, position, j))) return true;
      path.pop_back();
    }
    if (remember_dead) dead.insert(key);
    return false;
  }
};

}  // namespace

std::optional<Solution> first_solution_reference(const Game& game) {
  Backtracker backtracker{game, game.board.hole_count() <= 64, {}, {}};
  if (!backtracker.solve(game.start)) return std::nullopt;
  return backtracker.path;
}

}  // namespace puzzlelab::peg

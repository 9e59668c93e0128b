#include "puzzles/peg/plan_pruning.hpp"

#include <map>
#include <tuple>

#include "puzzles/peg/symmetry.hpp"

namespace puzzlelab::peg {
namespace {

bool touches(const Jump& jump, int hole) {
  return jump.from == hole || jump.over == hole || jump.to == hole;
}

}  // namespace

bool jumps_commute(const Jump& a, const Jump& b) {
  return !touches(a, b.from) && !touches(a, b.over) && !touches(a, b.to);
}

std::vector<bool> canonical_first_jumps(const Game& game) {
  const std::vector<Jump>& jumps = game.board.jumps();
  std::map<std::tuple<int, int, int>, int> index;
  for (int j = 0; j < static_cast<int>(jumps.size()); ++j)
    index[{jumps[j].from, jumps[j].over, jumps[j].to}] = j;
  std::vector<bool> allowed(jumps.size(), true);
  for (const Permutation& perm : game_symmetries(game)) {
    for (int j = 0; j < static_cast<int>(jumps.size()); ++j) {
      const Jump& jump = jumps[j];
      if (index.at({perm[jump.from], perm[jump.over], perm[jump.to]}) < j) allowed[j] = false;
    }
  }
  return allowed;
}

}  // namespace puzzlelab::peg

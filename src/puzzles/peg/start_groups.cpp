#include "puzzles/peg/start_groups.hpp"

#include <numeric>

#include "core/bits.hpp"
#include "puzzles/peg/position_class.hpp"

namespace puzzlelab::peg {
namespace {

class HoleUnion {
 public:
  explicit HoleUnion(int holes) : parent_(holes) { std::iota(parent_.begin(), parent_.end(), 0); }
  int find(int hole) {
    while (parent_[hole] != hole) hole = parent_[hole] = parent_[parent_[hole]];
    return hole;
  }
  void join(int a, int b) { parent_[find(a)] = find(b); }

 private:
  std::vector<int> parent_;
};

}  // namespace

std::vector<std::vector<int>> start_groups(const Board& board,
                                           const std::vector<Permutation>& symmetries) {
  const int holes = board.hole_count();
  HoleUnion groups(holes);
  for (const Permutation& perm : symmetries) {
    for (int h = 0; h < holes; ++h) groups.join(h, perm[h]);
  }
  const PositionClasses classes(board);
  const std::uint32_t full = classes.signature(board.all_holes());
  for (int s = 0; s < holes; ++s) {
    for (int t = 0; t < holes; ++t) {
      if (classes.signature(bit<HoleSet>(t)) == (classes.signature(bit<HoleSet>(s)) ^ full)) {
        groups.join(s, t);
      }
    }
  }
  std::vector<std::vector<int>> result;
  std::vector<int> index(holes, -1);
  for (int h = 0; h < holes; ++h) {
    int& group = index[groups.find(h)];
    if (group < 0) {
      group = static_cast<int>(result.size());
      result.emplace_back();
    }
    result[group].push_back(h);
  }
  return result;
}

}  // namespace puzzlelab::peg

#include "puzzles/peg/pagoda.hpp"

#include <algorithm>
#include <deque>
#include <limits>
#include <set>

#include "puzzles/peg/position_class.hpp"
#include "puzzles/peg/symmetry.hpp"

namespace puzzlelab::peg {
namespace {

// The weight lifted goal holes start with: a power of two, so that splitting a shortfall in
// halves stays exact for a few generations before rounding.
constexpr int kLiftWeight = 16;

// The holes a finished game may end on: the goal's pegs, or for one peg anywhere every hole the
// position classes allow.
HoleSet goal_holes(const Game& game) {
  if (game.goal.kind == Goal::Kind::kPegs) return game.goal.pegs;
  return PositionClasses(game.board).possible_final_holes(game);
}

// (a mod 2, b mod 2) for the hole's lattice coordinates (a, b). Square grids use (x, y);
// triangular ones store doubled columns, where ((x + y) / 2, y) are lattice coordinates.
int lattice_class(const Board& board, int hole) {
  const Cell c = board.cell(hole);
  const int a = board.grid() == GridKind::kSquare ? c.x : (c.x + c.y) >> 1;
  return ((a & 1) << 1) | (c.y & 1);
}

std::vector<Pagoda> lattice_class_pagodas(const Board& board) {
  std::vector<Pagoda> result;
  for (int cls = 0; cls < 4; ++cls) {
    Pagoda p{"class" + std::to_string(cls), std::vector<int>(board.hole_count(), 0)};
    for (int h = 0; h < board.hole_count(); ++h) p.weights[h] = lattice_class(board, h) == cls;
    result.push_back(std::move(p));
  }
  return result;
}

// Steps from the nearest hole of `sources` along jump lines (from-over and over-to pairs); -1
// for holes no jump line connects to them.
std::vector<int> jump_line_distances(const Board& board, HoleSet sources) {
  std::vector<std::vector<int>> neighbours(board.hole_count());
  for (const Jump& j : board.jumps()) {
    neighbours[j.from].push_back(j.over);
    neighbours[j.over].push_back(j.from);
    neighbours[j.over].push_back(j.to);
    neighbours[j.to].push_back(j.over);
  }
  std::vector<int> distance(board.hole_count(), -1);
  std::deque<int> queue;
  for (int h = 0; h < board.hole_count(); ++h) {
    if (test_bit(sources, h)) {
      distance[h] = 0;
      queue.push_back(h);
    }
  }
  while (!queue.empty()) {
    const int h = queue.front();
    queue.pop_front();
    for (int n : neighbours[h]) {
      if (distance[n] < 0) {
        distance[n] = distance[h] + 1;
        queue.push_back(n);
      }
    }
  }
  return distance;
}

Pagoda fibonacci_pagoda(const Board& board, HoleSet anchors) {
  const std::vector<int> distance = jump_line_distances(board, anchors);
  const int far = *std::max_element(distance.begin(), distance.end());
  // fib[k] = F(k); weights never need more than far + 1 terms.
  std::vector<int> fib = {0, 1};
  while (static_cast<int>(fib.size()) <= far + 1)
    fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
  Pagoda p{"fibonacci", std::vector<int>(board.hole_count(), 0)};
  for (int h = 0; h < board.hole_count(); ++h) {
    if (distance[h] >= 0) p.weights[h] = fib[far + 1 - distance[h]];
  }
  return p;
}

enum class Lift { kSplit, kOver, kFrom };

Pagoda lifted_pagoda(const Board& board, HoleSet anchors, Lift lift) {
  static constexpr const char* kNames[] = {"lift-split", "lift-over", "lift-from"};
  Pagoda p{kNames[static_cast<int>(lift)], std::vector<int>(board.hole_count(), 0)};
  std::vector<int>& w = p.weights;
  for (int h = 0; h < board.hole_count(); ++h) w[h] = test_bit(anchors, h) ? kLiftWeight : 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (const Jump& j : board.jumps()) {
      const int shortfall = w[j.to] - w[j.from] - w[j.over];
      if (shortfall <= 0) continue;
      const int to_over = lift == Lift::kSplit  ? (shortfall + 1) / 2
                          : lift == Lift::kOver ? shortfall
                                                : 0;
      w[j.over] += to_over;
      w[j.from] += shortfall - to_over;
      changed = true;
    }
  }
  return p;
}

// Whether some position could fall below the goal's threshold: with the threshold at or under
// the sum of the negative weights, none can.
bool can_cut(const std::vector<int>& weights, const Game& game) {
  std::int64_t least = 0;
  for (int w : weights) least += std::min(w, 0);
  return goal_threshold(weights, game) > least;
}

}  // namespace

bool is_pagoda(const Board& board, const std::vector<int>& weights) {
  if (static_cast<int>(weights.size()) != board.hole_count()) return false;
  return std::all_of(board.jumps().begin(), board.jumps().end(), [&](const Jump& j) {
    return std::int64_t{weights[j.to]} <= std::int64_t{weights[j.from]} + weights[j.over];
  });
}

std::int64_t pagoda_value(const std::vector<int>& weights, HoleSet position) {
  std::int64_t sum = 0;
  for (; position != 0; position &= position - 1) sum += weights[lowest_bit(position)];
  return sum;
}

std::int64_t goal_threshold(const std::vector<int>& weights, const Game& game) {
  if (game.goal.kind == Goal::Kind::kPegs) return pagoda_value(weights, game.goal.pegs);
  std::int64_t least = std::numeric_limits<std::int64_t>::max();
  for (HoleSet holes = goal_holes(game); holes != 0; holes &= holes - 1) {
    least = std::min<std::int64_t>(least, weights[lowest_bit(holes)]);
  }
  return least;
}

std::vector<Pagoda> generate_pagodas(const Game& game) {
  const Board& board = game.board;
  const HoleSet anchors = goal_holes(game);
  std::vector<Pagoda> candidates = lattice_class_pagodas(board);
  if (anchors != 0) {
    candidates.push_back(fibonacci_pagoda(board, anchors));
    for (Lift lift : {Lift::kSplit, Lift::kOver, Lift::kFrom}) {
      candidates.push_back(lifted_pagoda(board, anchors, lift));
    }
  }
  std::vector<Pagoda> result;
  std::set<std::vector<int>> seen;
  const std::vector<Permutation> symmetries = board_symmetries(board);
  for (const Pagoda& candidate : candidates) {
    std::vector<Pagoda> orbit;
    for (const Permutation& perm : symmetries) {
      Pagoda image{candidate.name, std::vector<int>(board.hole_count(), 0)};
      for (int h = 0; h < board.hole_count(); ++h) image.weights[perm[h]] = candidate.weights[h];
      orbit.push_back(std::move(image));
    }
    // The safety net: whatever the family's argument, only checked functions are used. Orbits
    // are kept or dropped whole, so the set stays closed under the symmetries.
    const auto holds = [&](const Pagoda& p) { return is_pagoda(board, p.weights); };
    const auto cuts = [&](const Pagoda& p) { return can_cut(p.weights, game); };
    if (!std::all_of(orbit.begin(), orbit.end(), holds)) continue;
    if (!std::any_of(orbit.begin(), orbit.end(), cuts)) continue;
    for (Pagoda& image : orbit) {
      if (seen.insert(image.weights).second) result.push_back(std::move(image));
    }
  }
  return result;
}

}  // namespace puzzlelab::peg

#include "puzzles/peg/symmetry.hpp"

#include <algorithm>
#include <array>

#include "core/bits.hpp"

namespace puzzlelab::peg {
namespace {

// The 8 linear maps of the square: (x, y) -> (a x + b y, c x + d y).
constexpr std::array<std::array<int, 4>, 8> kSquareMaps = {{{1, 0, 0, 1},
                                                            {0, -1, 1, 0},
                                                            {-1, 0, 0, -1},
                                                            {0, 1, -1, 0},
                                                            {-1, 0, 0, 1},
                                                            {1, 0, 0, -1},
                                                            {0, 1, 1, 0},
                                                            {0, -1, -1, 0}}};

// Transforms one cell by symmetry `index`; translation is fixed afterwards.
Cell transform(GridKind grid, int parity, int index, Cell c) {
  if (grid == GridKind::kSquare) {
    const auto& m = kSquareMaps[index];
    return {m[0] * c.x + m[1] * c.y, m[2] * c.x + m[3] * c.y};
  }
  // Doubled coordinates to cube coordinates (q, r, s), q + r + s = 0. The 12 symmetries of the
  // hexagonal lattice are the 6 rotations (q, r, s) -> (-r, -s, -q), each with or without the
  // reflection that swaps r and s.
  int q = (c.x - c.y - parity) / 2;
  int r = c.y;
  int s = -q - r;
  if (index >= 6) std::swap(r, s);
  for (int k = 0; k < index % 6; ++k) {
    const int nq = -r, nr = -s, ns = -q;
    q = nq;
    r = nr;
    s = ns;
  }
  return {2 * q + r + parity, r};
}

}  // namespace

std::vector<Permutation> board_symmetries(const Board& board) {
  const int count = board.grid() == GridKind::kSquare ? 8 : 12;
  const Cell first = board.cell(0);  // holes are sorted by (y, x): the reading-order minimum
  const int parity = ((first.x + first.y) % 2 + 2) % 2;
  std::vector<Permutation> result;
  for (int index = 0; index < count; ++index) {
    std::vector<Cell> image;
    image.reserve(board.holes().size());
    for (Cell c : board.holes()) image.push_back(transform(board.grid(), parity, index, c));
    const Cell min = *std::min_element(image.begin(), image.end(), [](Cell a, Cell b) {
      return a.y != b.y ? a.y < b.y : a.x < b.x;
    });
    Permutation perm(board.holes().size());
    bool maps_onto_board = true;
    for (std::size_t i = 0; i < image.size() && maps_onto_board; ++i) {
      const int hole = board.index_of({image[i].x - min.x + first.x, image[i].y - min.y + first.y});
      maps_onto_board = hole >= 0;
      perm[i] = hole;
    }
    if (maps_onto_board && std::find(result.begin(), result.end(), perm) == result.end()) {
      result.push_back(std::move(perm));
    }
  }
  return result;
}

std::vector<Permutation> game_symmetries(const Game& game) {
  std::vector<Permutation> result;
  for (Permutation& perm : board_symmetries(game.board)) {
    if (permute(game.start, perm) != game.start) continue;
    if (game.goal.kind == Goal::Kind::kPegs && permute(game.goal.pegs, perm) != game.goal.pegs) {
      continue;
    }
    result.push_back(std::move(perm));
  }
  return result;
}

HoleSet permute(HoleSet position, const Permutation& perm) {
  HoleSet image = 0;
  while (position != 0) {
    const int hole = lowest_bit(position);
    position &= position - 1;
    image |= HoleSet{1} << perm[hole];
  }
  return image;
}

}  // namespace puzzlelab::peg

#include "puzzles/peg/position_class.hpp"

#include <array>

#include "core/bits.hpp"

namespace puzzlelab::peg {
namespace {

int colour(Cell c, int a, int b) {
  return (((a * c.x + b * c.y) % 3) + 3) % 3;
}

}  // namespace

PositionClasses::PositionClasses(const Board& board) {
  // Colourings up to renaming of colours: (a, b) and (2a, 2b) give the same partition.
  constexpr std::array<std::array<int, 2>, 4> kColourings = {{{1, 0}, {0, 1}, {1, 1}, {1, 2}}};
  std::vector<std::array<HoleSet, 3>> candidates;
  for (const auto& [a, b] : kColourings) {
    bool valid = true;
    for (const Jump& j : board.jumps()) {
      const int c1 = colour(board.cell(j.from), a, b);
      const int c2 = colour(board.cell(j.over), a, b);
      const int c3 = colour(board.cell(j.to), a, b);
      if (c1 == c2 || c2 == c3 || c1 == c3) {
        valid = false;
        break;
      }
    }
    if (!valid) continue;
    std::array<HoleSet, 3> masks{0, 0, 0};
    for (int h = 0; h < board.hole_count(); ++h)
      masks[colour(board.cell(h), a, b)] |= bit<HoleSet>(h);
    // Two colourings can induce the same partition on a small board: keep one.
    bool duplicate = false;
    for (const auto& m : colour_masks_) {
      for (int shift = 0; shift < 3; ++shift) {
        if (m[0] == masks[shift] && m[1] == masks[(shift + 1) % 3] &&
            m[2] == masks[(shift + 2) % 3]) {
          duplicate = true;
        }
      }
    }
    if (!duplicate) colour_masks_.push_back(masks);
  }
}

std::uint32_t PositionClasses::signature(HoleSet position) const {
  std::uint32_t bits = 0;
  for (const auto& masks : colour_masks_) {
    const int n0 = popcount(position & masks[0]);
    const int n1 = popcount(position & masks[1]);
    const int n2 = popcount(position & masks[2]);
    bits = (bits << 2) | static_cast<std::uint32_t>(((n0 + n1) & 1) << 1 | ((n1 + n2) & 1));
  }
  return bits;
}

HoleSet PositionClasses::possible_final_holes(const Game& game) const {
  const std::uint32_t start = signature(game.start);
  HoleSet holes = 0;
  for (int h = 0; h < game.board.hole_count(); ++h) {
    if (signature(bit<HoleSet>(h)) == start) holes |= bit<HoleSet>(h);
  }
  return holes;
}

bool PositionClasses::goal_possible(const Game& game) const {
  if (game.goal.kind == Goal::Kind::kPegs)
    return signature(game.goal.pegs) == signature(game.start);
  return possible_final_holes(game) != 0;
}

std::optional<std::string> position_class_proof(const Game& game) {
  const PositionClasses classes(game.board);
  if (classes.goal_possible(game)) return std::nullopt;
  return "the start and the goal lie in different position classes (de Bruijn's parity "
         "argument over " +
         std::to_string(classes.colourings()) +
         " colouring(s) of the holes), so no sequence of "
         "jumps connects them";
}

}  // namespace puzzlelab::peg

// De Bruijn's position classes: parity invariants that no jump can change.
//
// Colour each hole by f(x, y) = (a x + b y) mod 3. When the three holes of every jump carry three
// different colours, a jump takes one peg from two colour classes and adds one to the third, so
// the parities of n0 + n1 and n1 + n2 (n_k = pegs of colour k) flip together and their sum mod 2
// never changes. Each colouring that passes this test on the board's own jumps yields two parity
// bits; a goal whose bits differ from the start's cannot be reached. On the square grid the two
// diagonal colourings (x + y and x - y) give the 16 classes of the classic argument; on the
// triangular grid one colouring gives 4. The colourings are checked against the jumps, so the
// argument is only used where it is valid (diagonal jumps, for instance, break the x - y one).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/peg/board.hpp"

namespace puzzlelab::peg {

class PositionClasses {
 public:
  explicit PositionClasses(const Board& board);

  // The parity bits of a position, two per valid colouring.
  std::uint32_t signature(HoleSet position) const;
  int colourings() const { return static_cast<int>(colour_masks_.size()); }

  // Whether some goal position has the start's signature. When not, the game has no solution.
  bool goal_possible(const Game& game) const;
  // For one-peg-anywhere goals: the holes whose single peg matches the start's signature.
  HoleSet possible_final_holes(const Game& game) const;

 private:
  // For each valid colouring, the holes of colour 0, 1 and 2.
  std::vector<std::array<HoleSet, 3>> colour_masks_;
};

// One line saying why the position-class argument rules the game out, or nullopt when it does
// not.
std::optional<std::string> position_class_proof(const Game& game);

}  // namespace puzzlelab::peg

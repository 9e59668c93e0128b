// The rules of peg solitaire, and the judge every solver's answer is replayed through.
#pragma once

#include <string>
#include <vector>

#include "core/bits.hpp"
#include "puzzles/peg/board.hpp"

namespace puzzlelab::peg {

// A jump as bit masks over the position word: legal when both `from_over` holes hold pegs and
// `to` is empty; making it (or undoing it) flips all three holes.
template <BitWord Bits>
struct JumpMask {
  Bits from_over = 0;
  Bits to = 0;
  Bits flip = 0;
};

template <BitWord Bits>
constexpr bool can_jump(Bits position, const JumpMask<Bits>& jump) {
  return (position & jump.from_over) == jump.from_over && (position & jump.to) == 0;
}

template <BitWord Bits>
std::vector<JumpMask<Bits>> jump_masks(const Board& board) {
  std::vector<JumpMask<Bits>> masks;
  masks.reserve(board.jumps().size());
  for (const Jump& j : board.jumps()) {
    const Bits from_over = bit<Bits>(j.from) | bit<Bits>(j.over);
    masks.push_back({from_over, bit<Bits>(j.to), from_over | bit<Bits>(j.to)});
  }
  return masks;
}

// Solutions are lists of indices into board.jumps().
using Solution = std::vector<int>;

bool is_legal(const Board& board, HoleSet position, int jump);
HoleSet apply_jump(const Board& board, HoleSet position, int jump);
bool has_legal_jump(const Board& board, HoleSet position);

struct ReplayResult {
  bool valid = false;
  std::string problem;             // why not, when !valid
  std::vector<HoleSet> positions;  // start, then the position after each jump
};

// Replays a solution from the game's start through the rules: every jump legal, the goal
// reached at the end.
ReplayResult replay(const Game& game, const Solution& solution);

// Replays and aborts the program when the rules reject the solution: a solver bug.
void verify_or_abort(const Game& game, const Solution& solution, const char* solver);

}  // namespace puzzlelab::peg

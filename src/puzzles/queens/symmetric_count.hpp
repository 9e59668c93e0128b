// N-queens solutions that a rotation of the board maps to themselves, counted exactly and fast,
// so that the number of solutions up to symmetry (A002562) follows from the total (A000170) by
// Burnside's lemma: unique = (total + half_turn + 2 * quarter_turn) / 8. The reflections add
// nothing for N >= 2: a solution fixed by a reflection would have two queens facing each other.
//
// A symmetric solution is fixed by a fraction of its queens (a half or a quarter), so these
// searches are far smaller than the full count (see symmetric_count.cpp).
#pragma once

#include <cstdint>

namespace puzzlelab::queens {

struct SymmetricCounts {
  std::uint64_t half_turn = 0;     // solutions mapped to themselves by the 180-degree rotation
  std::uint64_t quarter_turn = 0;  // solutions mapped to themselves by the 90-degree rotation
                                   // (also half-turn symmetric)
};

// Throws InputError (core/error.hpp) unless 1 <= n <= kMaxCountN (count.hpp). Exact.
SymmetricCounts count_symmetric_solutions(int n);

// Burnside: the number of solutions up to the 8 symmetries of the square, from the total.
// Throws std::logic_error if (total + half_turn + 2 * quarter_turn) is not divisible by 8 (a
// wrong total).
std::uint64_t unique_from_total(int n, std::uint64_t total, const SymmetricCounts& symmetric);

}  // namespace puzzlelab::queens

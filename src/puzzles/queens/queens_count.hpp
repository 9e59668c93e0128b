// The two classic counts of an N-queens board.
#pragma once

#include <cstdint>

namespace puzzlelab::queens {

struct QueensCount {
  std::uint64_t total = 0;   // every solution (OEIS A000170)
  std::uint64_t unique = 0;  // solutions up to the 8 symmetries of the square (OEIS A002562)
};

}  // namespace puzzlelab::queens

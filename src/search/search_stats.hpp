// The outcome and statistics every search reports, so that methods can be compared in one table.
#pragma once

#include <cstdint>
#include <string>

#include "core/status.hpp"

namespace puzzlelab {

enum class SearchStatus {
  kSolved,      // a solution was found (and verified by the caller)
  kNoSolution,  // the search space was exhausted: no solution exists
  kStopped,     // a time or node limit was reached first
};

std::string to_string(SearchStatus status);

// The product-wide status (core/status.hpp) of a search outcome.
Status to_status(SearchStatus status);

struct SearchStats {
  std::uint64_t nodes = 0;      // positions expanded
  std::uint64_t dead_hits = 0;  // positions skipped because the table knew them to be dead
  std::uint64_t pruned = 0;     // positions cut by a sound bound (pagoda, invariant, ...)
  std::uint64_t table_entries = 0;
  double seconds = 0;
};

}  // namespace puzzlelab

// The "status" of a trace's end line (docs/trace-format.md, "End") for a search's outcome.
#pragma once

#include <string_view>

#include "search/search_stats.hpp"

namespace puzzlelab::trace {

// "solved", "no_solution" or "stopped" (SearchStatus's own to_string says "no-solution").
inline std::string_view end_status(SearchStatus status) {
  switch (status) {
    case SearchStatus::kSolved:
      return "solved";
    case SearchStatus::kNoSolution:
      return "no_solution";
    case SearchStatus::kStopped:
      return "stopped";
  }
  return "stopped";
}

}  // namespace puzzlelab::trace

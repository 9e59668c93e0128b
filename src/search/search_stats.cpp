#include "search/search_stats.hpp"

namespace puzzlelab {

std::string to_string(SearchStatus status) {
  switch (status) {
    case SearchStatus::kSolved:
      return "solved";
    case SearchStatus::kNoSolution:
      return "no-solution";
    case SearchStatus::kStopped:
      return "stopped";
  }
  return "unknown";
}

Status to_status(SearchStatus status) {
  switch (status) {
    case SearchStatus::kSolved:
      return Status::kSolved;
    case SearchStatus::kNoSolution:
      return Status::kNoSolution;
    case SearchStatus::kStopped:
      return Status::kStopped;
  }
  return Status::kStopped;
}

}  // namespace puzzlelab

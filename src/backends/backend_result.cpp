#include "backends/backend_result.hpp"

#include <algorithm>

namespace puzzlelab {

std::string to_string(BackendStatus status) {
  switch (status) {
    case BackendStatus::kSatisfiable:
      return "satisfiable";
    case BackendStatus::kUnsatisfiable:
      return "unsatisfiable";
    case BackendStatus::kUnknown:
      return "unknown";
  }
  return "unknown";
}

BackendLimits backend_limits(const SearchLimits& limits) {
  BackendLimits backend;
  backend.seconds = limits.seconds;
  if (limits.nodes != std::numeric_limits<std::uint64_t>::max()) {
    const auto count = static_cast<std::int64_t>(
        std::min<std::uint64_t>(limits.nodes, std::numeric_limits<std::int64_t>::max()));
    backend.conflicts = count;
    backend.nodes = count;
  }
  return backend;
}

}  // namespace puzzlelab

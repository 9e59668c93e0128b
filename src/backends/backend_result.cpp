#include "backends/backend_result.hpp"

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

}  // namespace puzzlelab

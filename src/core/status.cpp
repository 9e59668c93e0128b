#include "core/status.hpp"

#include <array>
#include <utility>

namespace puzzlelab {
namespace {

constexpr std::array<std::pair<Status, std::string_view>, 5> kNames{{
    {Status::kSolved, "solved"},
    {Status::kOptimal, "optimal"},
    {Status::kNoSolution, "no_solution"},
    {Status::kStopped, "stopped"},
    {Status::kUnavailable, "unavailable"},
}};

}  // namespace

std::string_view to_string(Status status) {
  for (const auto& [value, name] : kNames)
    if (value == status) return name;
  return "stopped";
}

std::optional<Status> parse_status(std::string_view text) {
  for (const auto& [value, name] : kNames)
    if (name == text) return value;
  return std::nullopt;
}

int exit_code(Status status) {
  switch (status) {
    case Status::kSolved:
    case Status::kOptimal:
      return 0;
    case Status::kNoSolution:
      return 1;
    case Status::kUnavailable:
      return 2;
    case Status::kStopped:
      return 3;
  }
  return 3;
}

}  // namespace puzzlelab

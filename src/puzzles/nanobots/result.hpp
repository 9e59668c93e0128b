// What every part-2 solver returns: the best point, its count and distance, and statistics.
#pragma once

#include <cstdint>
#include <string>

#include "puzzles/nanobots/model.hpp"
#include "search/search_stats.hpp"

namespace puzzlelab::nanobots {

// Answers are ordered by (count desc, distance asc, point asc): the last key makes the reported
// point the same whichever exact method finds it.
struct Candidate {
  int count = -1;
  Coord distance = 0;
  Point point;
};

inline bool better(const Candidate& a, const Candidate& b) {
  if (a.count != b.count) return a.count > b.count;
  if (a.distance != b.distance) return a.distance < b.distance;
  return a.point < b.point;
}

// The part-2 methods: the searches of solve.hpp and the back ends of encode_milp.hpp and
// encode_smt.hpp.
enum class Method { kBnb, kMilp, kSmt, kBrute };
inline constexpr Method kMethods[] = {Method::kBnb, Method::kMilp, Method::kSmt, Method::kBrute};

// "bnb", "milp", "smt", "brute": the names --method takes.
inline std::string to_string(Method method) {
  switch (method) {
    case Method::kBnb:
      return "bnb";
    case Method::kMilp:
      return "milp";
    case Method::kSmt:
      return "smt";
    case Method::kBrute:
      return "brute";
  }
  return "bnb";
}

struct Part2Result {
  SearchStatus status = SearchStatus::kStopped;
  Candidate best;                // meaningful when status is kSolved
  SearchStats stats;             // nodes: boxes expanded (bnb) or points counted (brute)
  std::uint64_t peak_queue = 0;  // bnb only: the most boxes waiting at once
  Method method = Method::kBnb;
};

}  // namespace puzzlelab::nanobots

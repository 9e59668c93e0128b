#include "puzzles/pddl/heuristic.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "puzzles/pddl/hff.hpp"
#include "puzzles/pddl/hmax.hpp"
#include "puzzles/pddl/lmcut.hpp"
#include "puzzles/pddl/pdb_heuristic.hpp"

namespace puzzlelab::pddl {

std::string heuristic_name(HeuristicKind kind) {
  switch (kind) {
    case HeuristicKind::kHMax:
      return "h^max";
    case HeuristicKind::kLmCut:
      return "LM-cut";
    case HeuristicKind::kFF:
      return "h^FF";
    case HeuristicKind::kPdb:
      return "pattern databases";
  }
  return "?";
}

std::string heuristic_key(HeuristicKind kind) {
  switch (kind) {
    case HeuristicKind::kHMax:
      return "hmax";
    case HeuristicKind::kLmCut:
      return "lmcut";
    case HeuristicKind::kFF:
      return "ff";
    case HeuristicKind::kPdb:
      return "pdb";
  }
  return "?";
}

HeuristicKind admissible_heuristic_named(const std::string& key) {
  if (key == "lmcut") return HeuristicKind::kLmCut;
  if (key == "hmax") return HeuristicKind::kHMax;
  if (key == "pdb") return HeuristicKind::kPdb;
  throw InputError("--set heuristic: expected lmcut, hmax or pdb (admissible), got '" + key + "'");
}

std::unique_ptr<Heuristic> make_heuristic(HeuristicKind kind, const Task& task,
                                          const RelaxedTask& relaxed) {
  switch (kind) {
    case HeuristicKind::kHMax:
      return std::make_unique<HMax>(relaxed);
    case HeuristicKind::kLmCut:
      return std::make_unique<LmCut>(relaxed);
    case HeuristicKind::kFF:
      return std::make_unique<HFF>(relaxed);
    case HeuristicKind::kPdb:
      return std::make_unique<PdbHeuristic>(task);
  }
  return nullptr;
}

SearchLimits limits_left(const SearchLimits& limits, const Stopwatch& building,
                         const Heuristic* heuristic) {
  SearchLimits left = limits;
  left.seconds = std::max(0.0, limits.seconds - building.seconds());
  const std::uint64_t held = heuristic == nullptr ? 0 : heuristic->bytes();
  left.memory_bytes = limits.memory_bytes > held ? limits.memory_bytes - held : 0;
  return left;
}

}  // namespace puzzlelab::pddl

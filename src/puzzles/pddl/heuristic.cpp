#include "puzzles/pddl/heuristic.hpp"

#include "core/error.hpp"
#include "puzzles/pddl/hff.hpp"
#include "puzzles/pddl/hmax.hpp"
#include "puzzles/pddl/lmcut.hpp"

namespace puzzlelab::pddl {

std::string heuristic_name(HeuristicKind kind) {
  switch (kind) {
    case HeuristicKind::kHMax:
      return "h^max";
    case HeuristicKind::kLmCut:
      return "LM-cut";
    case HeuristicKind::kFF:
      return "h^FF";
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
  }
  return "?";
}

HeuristicKind admissible_heuristic_named(const std::string& key) {
  if (key == "lmcut") return HeuristicKind::kLmCut;
  if (key == "hmax") return HeuristicKind::kHMax;
  throw InputError("--set heuristic: expected lmcut or hmax (admissible), got '" + key + "'");
}

std::unique_ptr<Heuristic> make_heuristic(HeuristicKind kind, const RelaxedTask& relaxed) {
  switch (kind) {
    case HeuristicKind::kHMax:
      return std::make_unique<HMax>(relaxed);
    case HeuristicKind::kLmCut:
      return std::make_unique<LmCut>(relaxed);
    case HeuristicKind::kFF:
      return std::make_unique<HFF>(relaxed);
  }
  return nullptr;
}

}  // namespace puzzlelab::pddl

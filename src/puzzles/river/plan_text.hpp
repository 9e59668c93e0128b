// A river-crossing plan as `river solve` writes it, for the command and the puzzle interface
// alike: the crossings as JSON ({"trip", "items", "direction"}), the variant's one-line
// description and the table of crossings with both banks after each.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "puzzles/river/rules.hpp"
#include "puzzles/river/solve.hpp"

namespace puzzlelab::river {

// "near->far" or "far->near".
const char* direction_name(bool to_far);

// [{"trip": 1, "items": ["farmer", "goat"], "direction": "near->far"}, ...]
nlohmann::json plan_json(const Variant& variant, const Plan& plan);

// "wolf-goat-cabbage: 4 items (farmer rows), boat holds 2, 2 conflicts\n"
std::string variant_line(const Variant& variant);

// One line a crossing: "  1. farmer + goat    near->far   near: wolf + cabbage | far: ...".
std::string plan_table(const Variant& variant, const Plan& plan);

// How a method showed that no plan exists: "No plan exists: the goal cannot be reached", or for
// the MILP "No plan exists within 5 crossings (infeasible model)" and, when the horizon was the
// bound on a shortest plan, that none exists at all.
std::string no_plan_text(const SolveResult& result, bool horizon_given);

}  // namespace puzzlelab::river

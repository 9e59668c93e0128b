// A river crossing as a PDDL domain and problem (`puzzlelab export river --format pddl`), and a
// plan for them read back as the puzzle's crossings (`puzzlelab decode river`).
//
// Plain STRIPS with negative and disjunctive preconditions: the items are constants of the
// domain, and each load the boat may take (1 to `capacity` items, a rower among them) is one
// action, (cross-ITEM-ITEM... FROM TO). The rule that no conflict is left without a rower is
// folded into its precondition: for each conflict the load does not break up, one of its items
// is not on the bank left behind, or a rower stays there. PDDL states are the puzzle's states.
#pragma once

#include <string>

#include "puzzles/river/rules.hpp"

namespace puzzlelab::river {

// More loads than this are refused (InputError): the domain lists one action a load.
inline constexpr std::size_t kMaxPddlLoads = 20000;

// The joined domain and problem (puzzle/pddl_model_text.hpp) of `variant`; `instance` (the
// canonical form) is named in the header comments.
std::string pddl_model(const Variant& variant, const std::string& instance);

// The plan of `plan`'s crossings for that model, in the IPC format: one (cross-... FROM TO) a
// line, then the cost (`solve river --plan-out`).
std::string pddl_plan(const Variant& variant, const Plan& plan);

// The crossings of a plan for that model (`source` names it in messages), held to the model
// (pddl/model_plan.hpp) and replayed through the rules. InputError FILE:LINE:COL otherwise.
Plan decode_pddl_plan(const Variant& variant, const std::string& text, const std::string& source);

}  // namespace puzzlelab::river

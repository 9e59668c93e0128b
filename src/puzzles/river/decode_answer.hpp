// Reads cbc's solution file for the network or the inventory model (encode_milp.hpp, as
// `puzzlelab export river` writes them) back into a plan, replayed through the rules
// (`puzzlelab decode river`).
#pragma once

#include <optional>
#include <string>

#include "puzzles/river/rules.hpp"

namespace puzzlelab::river {

struct DecodedPlan {
  Plan plan;
  bool optimal = false;  // cbc proved the optimum ("Optimal - ...")
};

// `model` is "network" or "inventory" (over `horizon` steps, as written). nullopt when cbc proved
// the model infeasible. InputError (FILE:LINE:COL) when the text is not a solution to that model,
// or its plan breaks a rule (a bank left unsafe, nobody rowing) or misses the goal.
std::optional<DecodedPlan> decode_plan_answer(const Variant& variant, const std::string& model,
                                              int horizon, const std::string& text,
                                              const std::string& source);

}  // namespace puzzlelab::river

// The models `export pddl` writes, each a task's plans of at most `horizon` actions: `plan`, the
// sat method's formula with the goal asserted at the horizon (DIMACS; without the h^2 mutex
// clauses), and `steps`, the milp method's 0-1 program, the cheapest such plan (LP, MPS); and
// another solver's answer to either, read against the model written again and decoded to the
// plan's actions (`decode pddl`), which the validator then replays.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "puzzle/puzzle.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

enum class PlanModel {
  kFormula,  // "plan": DIMACS
  kProgram,  // "steps": LP, MPS
};

// The horizon of a model: the one given, or the fewest actions of a plan, found by breadth-first
// search within `limits` (InputError when the task has no plan, or the encoding cannot model it:
// numeric fluents).
int model_horizon(const Task& task, std::optional<int> given, const SearchLimits& limits);

void write_plan_model(const Task& task, PlanModel model, int horizon, ModelFormat format,
                      std::ostream& out);

// The plan in a solver's answer to the model of `horizon` steps: a SAT solver's output for the
// formula, cbc's solution file for the program; nullopt when the solver proved there is none.
// InputError (FILE:LINE:COL) when the answer is not one to that model.
std::optional<std::vector<std::uint32_t>> read_plan_answer(const Task& task, PlanModel model,
                                                           int horizon, const std::string& text,
                                                           const std::string& source);

}  // namespace puzzlelab::pddl

// Replaying a plan from the initial state, as VAL does: each step must name an action whose
// precondition holds where it is applied, every state reached (the initial one included) must
// satisfy the state constraints, and the goal must hold at the end.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/pddl/ast.hpp"
#include "puzzles/pddl/plan_io.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

// What a step changed: the atoms that became true and those that became false, and the
// numeric fluents whose value changed, with the new value ("(= (m-left) 2)").
struct StepChanges {
  std::string action;
  std::vector<std::string> added;
  std::vector<std::string> deleted;
  std::vector<std::string> values;
};

struct Validation {
  bool valid = false;
  std::int64_t cost = 0;  // of the steps replayed
  std::size_t steps = 0;  // replayed
  // An invalid plan: the first failing step (1-based; 0 when every step applied and the goal
  // fails, or when the initial state breaks the state constraints), its line in the plan, and
  // why ("precondition (clear d2) is false").
  std::size_t failed_step = 0;
  int failed_line = 0;
  std::string problem;
  std::vector<std::string> unmet_goals;
  std::vector<StepChanges> changes;  // when asked for, one per step replayed
  // "the plan states cost 9, its actions cost 7": a warning, not a failure.
  std::string cost_mismatch;

  // One line: "valid, 7 steps, cost 7" or "invalid: PLAN:4: step 4 (move d1 p2 p1): ...".
  std::string summary(const std::string& plan_source) const;
};

Validation validate_plan(const Domain& domain, const Problem& problem, const Task& task,
                         const Plan& plan, bool with_changes = false);

}  // namespace puzzlelab::pddl

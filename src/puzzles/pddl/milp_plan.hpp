// The cheapest plan of at most T actions as a 0-1 program on CBC: the variables of the SAT
// encoding (plan_encoding.hpp) as binaries, each clause a row (its positive literals plus one
// minus each negative one at least 1), at most one action a step as one row, and the objective
// the sum of cost(a) y(a, t). Conditional effects and formulas come with the clauses, so the
// rows admit exactly the plans the clauses admit.
#pragma once

#include <cstdint>
#include <vector>

#include "backends/backend_result.hpp"
#include "backends/milp/milp_model.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

struct MilpPlanOutcome {
  // kSatisfiable: `plan`, with `optimal` when CBC proved it cheapest among plans of at most
  // `horizon` actions; kUnsatisfiable: proved, no plan of at most `horizon` actions; kUnknown: a
  // limit stopped CBC before any plan.
  BackendStatus status = BackendStatus::kUnknown;
  bool optimal = false;
  std::vector<std::uint32_t> plan;  // indices into task.actions
  double objective = 0;             // the plan's cost as CBC computed it
  double best_bound = 0;            // CBC's proved lower bound on the cost
  BackendStats stats;
};

// The model of plans of at most `horizon` actions; its columns are named x<atom>_<step>,
// y<action>_<step>, c<effect>_<step>, f<node>_<step> and g0_<horizon> (plan_encoding.hpp).
// `fewest`: no plan has fewer than `horizon` actions (proved by the caller), so each step of a
// plan has its action: a row "exactly one action" a step, which CBC's relaxation gains from.
// `mutexes`: the h^2 mutexes as rows x(p, t) + x(q, t) <= 1 (h2_mutexes.hpp).
milp::Model plan_model(const Task& task, int horizon, bool fewest = false, bool mutexes = false);

// The actions whose y(a, t) columns of plan_model(task, horizon, ...) are 1 in `values`, step
// by step (empty steps left out).
std::vector<std::uint32_t> plan_in_columns(const Task& task, const milp::Model& model, int horizon,
                                           const std::vector<double>& values);

// BackendUnavailable without CBC in the build.
MilpPlanOutcome milp_plan(const Task& task, int horizon, bool fewest, bool mutexes,
                          const BackendLimits& limits);

}  // namespace puzzlelab::pddl

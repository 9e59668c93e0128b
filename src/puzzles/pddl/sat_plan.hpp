// Planning as satisfiability on CaDiCaL (plan_encoding.hpp): the horizon T raised 0, 1, 2, ...
// on one incremental solver, the goal at T assumed rather than asserted, until a model is found.
// Each horizon below the first satisfiable one was proved unsatisfiable, so the plan found has
// the fewest actions.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "backends/backend_result.hpp"
#include "backends/sat/cardinality.hpp"
#include "core/limits.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

// How far the horizon is raised without a `max_horizon` setting.
inline constexpr int kDefaultMaxHorizon = 200;

// A shortest plan visits no state twice, and n fluent atoms make at most 2^n states: a task with
// a plan has one of at most 2^n - 1 actions. That bound, or -1 when n > 62. Below it, "no plan of
// at most T actions" proves nothing about longer plans.
std::int64_t plan_length_bound(const Task& task);

// Why the task has no plan, seen before any formula is solved: a goal out of reach even
// ignoring deletes (no_plan_reason), state constraints that can never hold or that the initial
// state breaks. Empty when a plan may exist.
std::optional<std::string> no_plan_before_solving(const Task& task);

struct SatPlanOptions {
  int max_horizon = kDefaultMaxHorizon;
  sat::AtMostOneEncoding at_most_one = sat::AtMostOneEncoding::kSequential;
  bool mutexes = true;  // state the h^2 mutexes at every step (h2_mutexes.hpp)
  // seconds: from the call on; nodes: CaDiCaL's conflicts, summed over the horizons.
  SearchLimits limits;
};

struct SatPlanOutcome {
  enum class End {
    kPlan,        // `plan`, of `horizon` actions, the fewest
    kNoPlan,      // proved: the goal can never hold, or no plan within plan_length_bound
    kMaxHorizon,  // every horizon up to max_horizon unsatisfiable; longer plans may exist
    kStopped,     // a limit was reached at `horizon`
  };
  End end = End::kStopped;
  std::vector<std::uint32_t> plan;  // indices into task.actions
  int horizon = 0;                  // of the plan; else the horizon being solved or last refuted
  int refuted = -1;                 // horizons 0..refuted were proved unsatisfiable
  std::size_t mutexes = 0;          // h^2 mutex pairs and unreachable atoms stated a step
  // Conflicts, build and solve seconds summed over the horizons; variables and clauses of the
  // formula at the last horizon.
  BackendStats stats;
  std::string note;  // what was proved, or which limit stopped it
};

// BackendUnavailable without CaDiCaL in the build. The task must be encodable (unencodable()
// in plan_encoding.hpp says why not).
SatPlanOutcome sat_plan(const Task& task, const SatPlanOptions& options);

}  // namespace puzzlelab::pddl

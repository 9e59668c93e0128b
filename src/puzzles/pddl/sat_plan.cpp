#include "puzzles/pddl/sat_plan.hpp"

#include <limits>
#include <span>

#include "backends/sat/cadical_solver.hpp"
#include "backends/sat/cnf.hpp"
#include "core/work_budget.hpp"
#include "puzzles/pddl/cnf_plan_sink.hpp"
#include "puzzles/pddl/plan_encoding.hpp"
#include "puzzles/pddl/relaxed_task.hpp"

namespace puzzlelab::pddl {
namespace {

// CaDiCaL's own copy of a formula, about this many bytes a clause beyond the literals (as
// backends/sat/cadical_solver.cpp estimates it when it is handed a whole CNF).
constexpr std::uint64_t kSolverBytesPerClause = 96;

// The encoding's clauses, kept as a CNF (which checks the run's memory and time as it grows)
// and handed to CaDiCaL as they come.
class CnfSink final : public CnfPlanSink {
 public:
  using CnfPlanSink::CnfPlanSink;

  // Hands `solver` the clauses added since the last call.
  void feed(sat::CadicalSolver& solver) {
    const std::vector<sat::Lit>& flat = cnf().flat_clauses();
    std::size_t begin = fed_;
    for (std::size_t i = fed_; i < flat.size(); ++i) {
      if (flat[i] != 0) continue;
      solver.add_clause(std::span<const sat::Lit>(flat.data() + begin, i - begin));
      begin = i + 1;
    }
    fed_ = flat.size();
    check_work(cnf().memory_bytes() * 2 + cnf().clause_count() * kSolverBytesPerClause, [this] {
      return "CaDiCaL's copy of the planning formula (" + cnf().size_text() + ")";
    });
  }

 private:
  std::size_t fed_ = 0;  // the flat clauses already handed over
};

std::string horizons_text(int last) {
  return last == 0 ? "horizon 0" : "horizons 0.." + std::to_string(last);
}

}  // namespace

std::int64_t plan_length_bound(const Task& task) {
  const std::size_t atoms = task.atoms.size();
  if (atoms > 62) return -1;
  return (std::int64_t{1} << atoms) - 1;
}

std::optional<std::string> no_plan_before_solving(const Task& task) {
  if (task.invariant_unsatisfiable) return *task.invariant_unsatisfiable;
  if (!task.invariant.holds(task.initial)) {
    return "the initial state breaks the state constraints (" +
           first_unmet(task, task.invariant, task.initial) + ")";
  }
  return no_plan_reason(task);
}

SatPlanOutcome sat_plan(const Task& task, const SatPlanOptions& options) {
  if (!sat::cadical_available()) throw BackendUnavailable("CaDiCaL");
  SatPlanOutcome outcome;
  if (const std::optional<std::string> why = no_plan_before_solving(task)) {
    outcome.end = SatPlanOutcome::End::kNoPlan;
    outcome.note = "no plan: " + *why;
    return outcome;
  }
  const Stopwatch clock;
  const std::int64_t bound = plan_length_bound(task);
  const bool bound_reached = bound >= 0 && bound <= options.max_horizon;
  const int last = bound_reached ? static_cast<int>(bound) : options.max_horizon;
  const bool node_limit = options.limits.nodes != std::numeric_limits<std::uint64_t>::max();

  CnfSink sink(options.at_most_one);
  const sat::Cnf empty;
  sat::CadicalSolver solver(empty);
  const Stopwatch first_build;
  const Mutexes mutexes = options.mutexes ? h2_mutexes(task) : Mutexes{};
  if (const std::optional<std::string> why = goal_against_mutexes(task, mutexes)) {
    outcome.end = SatPlanOutcome::End::kNoPlan;
    outcome.note = "no plan: " + *why;
    return outcome;
  }
  PlanEncoding encoding(task, sink, &mutexes);
  outcome.mutexes = encoding.mutexes_stated();
  const std::string mutex_text = outcome.mutexes == 0 ? ""
                                                      : " (" + std::to_string(outcome.mutexes) +
                                                            " h^2 mutexes stated at each step)";
  outcome.stats.build_seconds += first_build.seconds();
  for (int horizon = 0;; ++horizon) {
    outcome.horizon = horizon;
    const Stopwatch building;
    if (horizon > 0) encoding.add_step();
    const int goal = encoding.goal_literal();
    sink.feed(solver);
    outcome.stats.build_seconds += building.seconds();
    outcome.stats.variables = static_cast<std::uint64_t>(sink.cnf().variable_count());
    outcome.stats.constraints = sink.cnf().clause_count();

    const std::string refuted_text =
        horizon == 0 ? "" : " (" + horizons_text(horizon - 1) + " proved unsatisfiable)";
    BackendLimits limits;
    limits.seconds = options.limits.seconds - clock.seconds();
    if (node_limit) {
      limits.conflicts = static_cast<std::int64_t>(
          options.limits.nodes > outcome.stats.conflicts
              ? std::min<std::uint64_t>(options.limits.nodes - outcome.stats.conflicts,
                                        std::numeric_limits<std::int64_t>::max())
              : 0);
    }
    const sat::Lit assumption[] = {goal};
    const sat::SatResult result = limits.seconds > 0 && limits.conflicts != 0
                                      ? solver.solve(limits, assumption)
                                      : sat::SatResult{};
    outcome.stats.conflicts += result.stats.conflicts;
    outcome.stats.solve_seconds += result.stats.solve_seconds;

    switch (result.status) {
      case BackendStatus::kSatisfiable:
        outcome.end = SatPlanOutcome::End::kPlan;
        outcome.plan = encoding.decode([&result](int variable) {
          return static_cast<std::size_t>(variable) < result.model.size() &&
                 result.model[static_cast<std::size_t>(variable)];
        });
        outcome.note = horizon == 0 ? "the goal holds in the initial state"
                                    : "CaDiCaL found a plan at horizon " + std::to_string(horizon) +
                                          mutex_text + "; " + horizons_text(horizon - 1) +
                                          (horizon == 1 ? " was" : " were") +
                                          " proved unsatisfiable, so no plan has fewer actions";
        return outcome;
      case BackendStatus::kUnknown: {
        const bool conflicts_spent = node_limit && outcome.stats.conflicts >= options.limits.nodes;
        outcome.end = SatPlanOutcome::End::kStopped;
        outcome.note = (conflicts_spent ? "node limit reached (" +
                                              std::to_string(options.limits.nodes) + " conflicts)"
                                        : std::string("time limit reached")) +
                       " at horizon " + std::to_string(horizon) + refuted_text;
        return outcome;
      }
      case BackendStatus::kUnsatisfiable:
        break;
    }
    outcome.refuted = horizon;
    if (horizon >= last) {
      if (bound_reached) {
        outcome.end = SatPlanOutcome::End::kNoPlan;
        outcome.note = "no plan: " + horizons_text(horizon) +
                       " proved unsatisfiable, and a plan would have at most 2^" +
                       std::to_string(task.atoms.size()) + " - 1 = " + std::to_string(bound) +
                       " actions (a shortest plan visits no state twice)";
      } else {
        outcome.end = SatPlanOutcome::End::kMaxHorizon;
        outcome.note = "no plan of at most " + std::to_string(horizon) +
                       " actions: " + horizons_text(horizon) +
                       " proved unsatisfiable; the search stops at max_horizon=" +
                       std::to_string(options.max_horizon) + ", and a longer plan may exist";
      }
      return outcome;
    }
    // The goal cannot hold at this horizon: said once for good, it helps the later calls.
    const sat::Lit refuted[] = {-goal};
    sink.clause(refuted);
  }
}

}  // namespace puzzlelab::pddl

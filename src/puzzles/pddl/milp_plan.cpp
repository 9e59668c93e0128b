#include "puzzles/pddl/milp_plan.hpp"

#include <string>

#include "backends/milp/cbc_solver.hpp"
#include "core/limits.hpp"
#include "puzzles/pddl/plan_encoding.hpp"

namespace puzzlelab::pddl {
namespace {

// The encoding written as rows: variable v is column v - 1.
class ModelSink final : public PlanSink {
 public:
  explicit ModelSink(milp::Model& model) : model_(model) {}

  int variable(PlanVariable kind, std::uint64_t index, int step) override {
    const std::string name = std::string(1, static_cast<char>(kind)) + std::to_string(index) + "_" +
                             std::to_string(step);
    return model_.add_binary(name) + 1;
  }
  // sum of the positive literals + sum of (1 - x) over the negative ones >= 1.
  void clause(std::span<const int> literals) override {
    std::vector<milp::Term> terms;
    terms.reserve(literals.size());
    double lower = 1;
    for (int literal : literals) {
      if (literal > 0) {
        terms.push_back({literal - 1, 1.0});
      } else {
        terms.push_back({-literal - 1, -1.0});
        lower -= 1;
      }
    }
    model_.add_greater_equal(row_name(), std::move(terms), lower);
  }
  void at_most_one(std::span<const int> literals) override {
    std::vector<milp::Term> terms;
    terms.reserve(literals.size());
    for (int literal : literals) terms.push_back({literal - 1, 1.0});
    model_.add_less_equal(row_name(), std::move(terms), 1);
  }
  // sum(guards) <= x, or sum(guards) + x <= 1 for the literal not x.
  void exclusive_implications(std::span<const int> guards, int literal) override {
    std::vector<milp::Term> terms;
    terms.reserve(guards.size() + 1);
    for (int guard : guards) terms.push_back({guard - 1, 1.0});
    if (literal > 0) {
      terms.push_back({literal - 1, -1.0});
      model_.add_less_equal(row_name(), std::move(terms), 0);
    } else {
      terms.push_back({-literal - 1, 1.0});
      model_.add_less_equal(row_name(), std::move(terms), 1);
    }
  }
  // sum(later) <= sum(earlier).
  void used_in_order(std::span<const int> earlier, std::span<const int> later, int) override {
    std::vector<milp::Term> terms;
    terms.reserve(earlier.size() + later.size());
    for (int variable : later) terms.push_back({variable - 1, 1.0});
    for (int variable : earlier) terms.push_back({variable - 1, -1.0});
    model_.add_less_equal(row_name(), std::move(terms), 0);
  }

 private:
  std::string row_name() { return "r" + std::to_string(rows_++); }

  milp::Model& model_;
  std::uint64_t rows_ = 0;
};

}  // namespace

milp::Model plan_model(const Task& task, int horizon, bool fewest, bool mutexes) {
  milp::Model model;
  ModelSink sink(model);
  const Mutexes pairs = mutexes ? h2_mutexes(task) : Mutexes{};
  PlanEncoding encoding(task, sink, &pairs);
  for (int t = 0; t < horizon; ++t) encoding.add_step();
  const int goal[] = {encoding.goal_literal()};
  sink.clause(goal);
  std::vector<milp::Term> cost;
  for (int t = 0; t < horizon; ++t) {
    for (std::uint32_t a = 0; a < task.actions.size(); ++a) {
      if (task.actions[a].cost != 0)
        cost.push_back({encoding.action(a, t) - 1, static_cast<double>(task.actions[a].cost)});
    }
  }
  model.set_objective(std::move(cost), milp::Sense::kMinimize);
  if (fewest) {
    for (int t = 0; t < horizon; ++t) {
      std::vector<milp::Term> step;
      for (std::uint32_t a = 0; a < task.actions.size(); ++a)
        step.push_back({encoding.action(a, t) - 1, 1.0});
      model.add_equal("s" + std::to_string(t), std::move(step), 1);
    }
  }
  model.comments = {
      "PuzzleLab pddl: the cheapest plan of at most " + std::to_string(horizon) + " actions",
      "x<atom>_<t>: the atom holds before step t; y<action>_<t>: the action is step t;",
      "c<effect>_<t>: a conditional effect fires at step t; f<node>_<t>: a formula node;",
      "g0_<T>: the goal holds at the horizon; actions and atoms are numbered as grounded"};
  return model;
}

MilpPlanOutcome milp_plan(const Task& task, int horizon, bool fewest, bool mutexes,
                          const BackendLimits& limits) {
  if (!milp::cbc_available()) throw BackendUnavailable("COIN-OR CBC");
  const Stopwatch building;
  const milp::Model model = plan_model(task, horizon, fewest, mutexes);
  const double build_seconds = building.seconds();
  const milp::MilpResult result = milp::solve_with_cbc(model, limits);
  MilpPlanOutcome outcome;
  outcome.status = result.status;
  outcome.optimal = result.optimal;
  outcome.objective = result.objective;
  outcome.best_bound = result.best_bound;
  outcome.stats = result.stats;
  outcome.stats.build_seconds += build_seconds;
  if (result.status != BackendStatus::kSatisfiable) return outcome;
  outcome.plan = plan_in_columns(task, model, horizon, result.values);
  return outcome;
}

std::vector<std::uint32_t> plan_in_columns(const Task& task, const milp::Model& model, int horizon,
                                           const std::vector<double>& values) {
  // The columns of y(a, t) by name: the model names them, and the encoding is gone.
  std::vector<std::uint32_t> plan;
  for (int t = 0; t < horizon; ++t) {
    for (std::uint32_t a = 0; a < task.actions.size(); ++a) {
      const int column = model.find_variable("y" + std::to_string(a) + "_" + std::to_string(t));
      if (column >= 0 && values[static_cast<std::size_t>(column)] > 0.5) plan.push_back(a);
    }
  }
  return plan;
}

}  // namespace puzzlelab::pddl

#include "puzzles/pddl/plan_models.hpp"

#include "backends/milp/model_files.hpp"
#include "backends/sat/dimacs.hpp"
#include "core/error.hpp"
#include "puzzle/model_answer.hpp"
#include "puzzles/pddl/bfs_plan.hpp"
#include "puzzles/pddl/cnf_plan_sink.hpp"
#include "puzzles/pddl/milp_plan.hpp"
#include "puzzles/pddl/plan_encoding.hpp"

namespace puzzlelab::pddl {
namespace {

// The formula of plans of at most `horizon` actions, the goal asserted: built the same way for
// writing and for reading an answer, so that the variable numbers agree.
class FormulaAtHorizon {
 public:
  FormulaAtHorizon(const Task& task, int horizon)
      : sink_(sat::AtMostOneEncoding::kSequential), encoding_(task, sink_) {
    for (int t = 0; t < horizon; ++t) encoding_.add_step();
    const int goal[] = {encoding_.goal_literal()};
    sink_.clause(goal);
  }
  const sat::Cnf& cnf() const { return sink_.cnf(); }
  std::vector<std::uint32_t> decode(const sat::SatResult& answer) const {
    return encoding_.decode([&answer](int variable) {
      return static_cast<std::size_t>(variable) < answer.model.size() &&
             answer.model[static_cast<std::size_t>(variable)];
    });
  }

 private:
  CnfPlanSink sink_;
  PlanEncoding encoding_;
};

void refuse_unencodable(const Task& task) {
  if (const std::optional<std::string> why = unencodable(task)) throw InputError("export: " + *why);
}

}  // namespace

int model_horizon(const Task& task, std::optional<int> given, const SearchLimits& limits) {
  refuse_unencodable(task);
  if (given) return *given;
  search::BfsOptions options;
  options.limits = limits;
  const BfsOutcome fewest = bfs_plan(task, options);
  if (fewest.status == SearchStatus::kSolved) return static_cast<int>(fewest.plan.size());
  throw InputError(
      "horizon: " +
      (fewest.status == SearchStatus::kNoSolution ? "the task has no plan (" + fewest.note + ")"
                                                  : "breadth-first search found no plan to "
                                                    "measure (" +
                                                        fewest.note + ")") +
      ", so there is no fewest number of actions; give a horizon to write the model anyway");
}

void write_plan_model(const Task& task, PlanModel model, int horizon, ModelFormat format,
                      std::ostream& out) {
  refuse_unencodable(task);
  if (model == PlanModel::kFormula) {
    sat::write_dimacs(FormulaAtHorizon(task, horizon).cnf(), out);
    return;
  }
  const milp::Model program = plan_model(task, horizon);
  format == ModelFormat::kLp ? milp::write_lp(program, out) : milp::write_mps(program, out);
}

std::optional<std::vector<std::uint32_t>> read_plan_answer(const Task& task, PlanModel model,
                                                           int horizon, const std::string& text,
                                                           const std::string& source) {
  refuse_unencodable(task);
  if (model == PlanModel::kFormula) {
    const FormulaAtHorizon formula(task, horizon);
    const std::optional<sat::SatResult> answer =
        model_answer::read_sat_answer(formula.cnf(), text, source);
    if (!answer) return std::nullopt;
    return formula.decode(*answer);
  }
  const milp::Model program = plan_model(task, horizon);
  const std::optional<milp::MilpResult> answer =
      model_answer::read_cbc_answer(program, text, source);
  if (!answer) return std::nullopt;
  return plan_in_columns(task, program, horizon, answer->values);
}

}  // namespace puzzlelab::pddl

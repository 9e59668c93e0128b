#include "puzzles/pddl/plan_trace.hpp"

#include "core/error.hpp"
#include "puzzles/pddl/draw_state.hpp"
#include "puzzles/pddl/successors.hpp"

namespace puzzlelab::pddl {
namespace {

class PlanTrace final : public trace::AnswerTrace {
 public:
  PlanTrace(const PddlInstance& own, std::shared_ptr<const Task> task,
            std::vector<std::uint32_t> plan)
      : instance_(trace_instance(own, *task)),
        task_(std::move(task)),
        state_(task_->initial),
        plan_(std::move(plan)) {}

  nlohmann::json instance() const override { return instance_; }
  nlohmann::json state() const override { return trace_state(*task_, state_); }

  std::optional<trace::TraceEvent> next() override {
    if (next_ == plan_.size()) return std::nullopt;
    const GroundAction& action = task_->actions[plan_[next_++]];
    if (!applicable(action, state_))
      internal_error("pddl: step " + std::to_string(next_) + " of the plan is not applicable");
    const State after = apply(action, state_);
    nlohmann::json changes = nlohmann::json::array();
    for (AtomId atom = 0; atom < task_->atoms.size(); ++atom) {
      if (state_.test(atom) && !after.test(atom))
        changes.push_back(-static_cast<std::int64_t>(atom) - 1);
    }
    for (AtomId atom = 0; atom < task_->atoms.size(); ++atom) {
      if (!state_.test(atom) && after.test(atom))
        changes.push_back(static_cast<std::int64_t>(atom) + 1);
    }
    state_ = after;
    return trace::TraceEvent{
        trace::Step::kAdvance,
        {{"e", "move"}, {"action", task_->action_name(action)}, {"changes", std::move(changes)}}};
  }

 private:
  nlohmann::json instance_;
  std::shared_ptr<const Task> task_;
  State state_;
  std::vector<std::uint32_t> plan_;
  std::size_t next_ = 0;
};

}  // namespace

nlohmann::json trace_instance(const PddlInstance& own, const Task& task) {
  nlohmann::json atoms = nlohmann::json::array();
  for (AtomId atom = 0; atom < task.atoms.size(); ++atom) atoms.push_back(task.atom_name(atom));
  return {{"domain", own.domain_given()},
          {"problem", own.problem_given()},
          {"atoms", std::move(atoms)},
          {"predicates", task.predicates}};
}

nlohmann::json trace_state(const Task& task, const State& state) {
  return {{"true", true_atoms(task, state)}};
}

std::unique_ptr<trace::AnswerTrace> make_plan_trace(const PddlInstance& own,
                                                    std::shared_ptr<const Task> task,
                                                    std::vector<std::uint32_t> plan) {
  return std::make_unique<PlanTrace>(own, std::move(task), std::move(plan));
}

}  // namespace puzzlelab::pddl

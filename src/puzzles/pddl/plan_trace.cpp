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
    const State after = apply(*task_, action, state_);
    nlohmann::json changes = nlohmann::json::array();
    for (AtomId atom = 0; atom < task_->atoms.size(); ++atom) {
      if (state_.test(atom) && !after.test(atom))
        changes.push_back(-static_cast<std::int64_t>(atom) - 1);
    }
    for (AtomId atom = 0; atom < task_->atoms.size(); ++atom) {
      if (!state_.test(atom) && after.test(atom))
        changes.push_back(static_cast<std::int64_t>(atom) + 1);
    }
    // The numeric fluents it changed: a 0, then (fluent id, new value) pairs.
    bool separated = false;
    for (FluentId fluent = 0; fluent < task_->fluents.size(); ++fluent) {
      if (after.value(fluent) == state_.value(fluent)) continue;
      if (!separated) changes.push_back(0);
      separated = true;
      changes.push_back(fluent);
      changes.push_back(after.value(fluent));
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
  nlohmann::json instance = {{"domain", own.domain_given()},
                             {"problem", own.problem_given()},
                             {"atoms", std::move(atoms)},
                             {"predicates", task.predicates}};
  if (task.fluents.size() > 0) {
    nlohmann::json fluents = nlohmann::json::array();
    for (FluentId fluent = 0; fluent < task.fluents.size(); ++fluent)
      fluents.push_back(task.fluent_name(fluent));
    instance["fluents"] = std::move(fluents);
  }
  return instance;
}

nlohmann::json trace_state(const Task& task, const State& state) {
  nlohmann::json json = {{"true", true_atoms(task, state)}};
  if (task.fluents.size() > 0) {
    nlohmann::json values = nlohmann::json::object();
    for (FluentId fluent = 0; fluent < task.fluents.size(); ++fluent)
      values[task.fluent_name(fluent)] = state.value(fluent);
    json["values"] = std::move(values);
  }
  return json;
}

std::unique_ptr<trace::AnswerTrace> make_plan_trace(const PddlInstance& own,
                                                    std::shared_ptr<const Task> task,
                                                    std::vector<std::uint32_t> plan) {
  return std::make_unique<PlanTrace>(own, std::move(task), std::move(plan));
}

}  // namespace puzzlelab::pddl

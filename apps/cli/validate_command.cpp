// puzzlelab validate --domain D --problem P PLAN: a plan in the IPC format (VAL's and Fast
// Downward's, sas_plan included) replayed from the initial state by the validator
// (puzzles/pddl/validator.hpp): valid with its cost, or the first failing step, its line and the
// precondition atom that is false; --steps adds each step's changes (atoms made true and false,
// numeric fluents' new values). Exit status: 0 valid, 1 invalid, 2 unreadable (domain, problem
// or plan), 3 stopped by a limit while grounding.
#include <cstdio>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "core/work_budget.hpp"
#include "error_line.hpp"
#include "pddl_commands.hpp"
#include "puzzles/pddl/plan_io.hpp"
#include "puzzles/pddl/validator.hpp"

namespace puzzlelab::cli {
namespace {

struct ValidateCommand {
  PddlFiles files;
  std::vector<std::string> words;  // [DOMAIN PROBLEM] PLAN
  bool steps = false;
  SearchLimits limits;
  OutputFormat format = OutputFormat::kText;
};

std::string step_text(const pddl::PlanStep& step) {
  std::string text = "(" + step.action;
  for (const std::string& arg : step.args) text += " " + arg;
  return text + ")";
}

std::string atoms_text(const std::vector<std::string>& atoms) {
  std::string text;
  for (const std::string& atom : atoms) text += " " + atom;
  return text;
}

nlohmann::json validation_json(const pddl::Plan& plan, const pddl::Validation& validation,
                               bool steps) {
  nlohmann::json out = {{"plan", plan.source},
                        {"valid", validation.valid},
                        {"steps", validation.steps},
                        {"cost", validation.cost}};
  if (plan.stated_cost) out["stated_cost"] = *plan.stated_cost;
  if (!validation.cost_mismatch.empty()) out["warning"] = validation.cost_mismatch;
  if (!validation.valid) {
    if (validation.failed_step > 0) {
      const pddl::PlanStep& failed = plan.steps[validation.failed_step - 1];
      out["failed_step"] = validation.failed_step;
      out["failed_line"] = validation.failed_line;
      out["failed_action"] = step_text(failed);
    } else {
      out["unmet_goals"] = validation.unmet_goals;
    }
    out["problem"] = validation.problem;
    out["summary"] = validation.summary(plan.source);
  }
  if (steps) {
    nlohmann::json changes = nlohmann::json::array();
    for (std::size_t i = 0; i < validation.changes.size(); ++i) {
      const pddl::StepChanges& step = validation.changes[i];
      changes.push_back({{"step", i + 1},
                         {"line", plan.steps[i].line},
                         {"action", step.action},
                         {"add", step.added},
                         {"delete", step.deleted},
                         {"values", step.values}});
    }
    out["changes"] = std::move(changes);
  }
  return out;
}

void print_text(const pddl::Plan& plan, const pddl::Validation& validation, bool steps) {
  if (steps) {
    for (std::size_t i = 0; i < validation.changes.size(); ++i) {
      const pddl::StepChanges& step = validation.changes[i];
      std::printf("step %zu (line %d): %s\n", i + 1, plan.steps[i].line, step.action.c_str());
      if (!step.added.empty()) std::printf("  +%s\n", atoms_text(step.added).c_str());
      if (!step.deleted.empty()) std::printf("  -%s\n", atoms_text(step.deleted).c_str());
      if (!step.values.empty()) std::printf("  =%s\n", atoms_text(step.values).c_str());
    }
  }
  if (validation.valid) {
    std::printf("valid: %zu %s, cost %lld\n", validation.steps,
                validation.steps == 1 ? "action" : "actions",
                static_cast<long long>(validation.cost));
    if (!validation.cost_mismatch.empty())
      std::printf("warning: %s\n", validation.cost_mismatch.c_str());
    return;
  }
  std::printf("%s\n", validation.summary(plan.source).c_str());
  if (validation.failed_step == 0 && validation.unmet_goals.size() > 1)
    std::printf("unmet goals:%s\n", atoms_text(validation.unmet_goals).c_str());
}

int run_validate(ValidateCommand& command) {
  if (command.words.empty()) throw InputError("validate: give the plan file (- for stdin)");
  const std::string plan_path = command.words.back();
  command.words.pop_back();
  take_pddl_words("validate", command.words, command.files);
  if (command.files.problem.empty()) {
    throw InputError(
        "validate: give the problem (--problem P, or validate DOMAIN PROBLEM PLAN); the domain "
        "may be left out for a built-in problem");
  }
  const std::unique_ptr<pddl::PddlInstance> instance = load_pddl(command.files);
  const pddl::Plan plan = pddl::read_plan_file(plan_path);
  std::shared_ptr<const pddl::Task> task;
  try {
    task = instance->task(command.limits);
  } catch (const LimitReached& reached) {
    print_error(std::string("validate: ") + reached.what());
    return kExitStopped;
  }
  const pddl::Validation validation =
      pddl::validate_plan(instance->domain(), instance->problem(), *task, plan, command.steps);
  if (command.format == OutputFormat::kJson) {
    std::printf("%s\n", validation_json(plan, validation, command.steps).dump(2).c_str());
  } else {
    print_text(plan, validation, command.steps);
  }
  return validation.valid ? kExitSolved : kExitNoSolution;
}

}  // namespace

void register_validate_command(CommandSet& commands) {
  CLI::App* validate = commands.add(
      "validate",
      "Replay a PDDL plan (IPC format, as VAL and Fast Downward write it, sas_plan included) "
      "against a domain and a problem: valid with its cost, or the first failing step, its line "
      "and the precondition that is false. Exit status: 0 valid, 1 invalid, 2 unreadable, 3 "
      "stopped by a limit");
  if (validate == nullptr) return;  // only listed in this pass (command_set.hpp)
  auto command = std::make_shared<ValidateCommand>();
  validate
      ->add_option("FILES", command->words,
                   "PLAN, the plan file (- for standard input); or DOMAIN PROBLEM PLAN, as VAL "
                   "takes them")
      ->expected(1, 3)
      ->required()
      ->option_text("[DOMAIN PROBLEM] PLAN");
  add_pddl_file_options(*validate, command->files);
  validate->add_flag("--steps", command->steps,
                     "print each step with the atoms it makes true (+) and false (-) and the "
                     "numeric fluents' new values (=)");
  add_format_option(*validate, command->format);
  add_limit_options(*validate, command->limits, /*nodes=*/false);
  validate->callback([command] { command_exit_status() = run_validate(*command); });
}

}  // namespace puzzlelab::cli

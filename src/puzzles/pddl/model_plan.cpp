#include "puzzles/pddl/model_plan.hpp"

#include <optional>

#include "core/error.hpp"
#include "core/text_file.hpp"
#include "puzzle/pddl_model_text.hpp"
#include "puzzles/pddl/grounder.hpp"
#include "puzzles/pddl/parser.hpp"
#include "puzzles/pddl/validator.hpp"

namespace puzzlelab::pddl {

std::vector<PlanStep> read_model_plan(const std::string& model, const std::string& plan_text,
                                      const std::string& source) {
  const std::string shown = text_source_name(source);
  const Plan plan = parse_plan(plan_text, shown);
  const std::optional<PddlModelText> files = split_pddl_model(model);
  if (!files) internal_error("the PDDL model has no problem line");
  // The model is the program's own text: an error in it is a bug, never the user's input.
  Domain domain;
  Problem problem;
  Task task;
  try {
    domain = parse_domain(files->domain, "the exported domain");
    problem = parse_problem(files->problem, "the exported problem", domain);
    task = ground(domain, problem);
  } catch (const InputError& error) {
    internal_error(std::string("the exported PDDL model does not read back: ") + error.what());
  }
  const Validation validation = validate_plan(domain, problem, task, plan);
  if (validation.valid) return plan.steps;
  if (validation.failed_step > 0) {
    const PlanStep& step = plan.steps[validation.failed_step - 1];
    throw InputError(SourceLocation{shown, step.line, step.column},
                     "step " + std::to_string(validation.failed_step) + " " + validation.problem);
  }
  const SourceLocation where =
      plan.steps.empty() ? SourceLocation{shown, 1, 1}
                         : SourceLocation{shown, plan.steps.back().line, plan.steps.back().column};
  throw InputError(where, validation.problem);
}

}  // namespace puzzlelab::pddl

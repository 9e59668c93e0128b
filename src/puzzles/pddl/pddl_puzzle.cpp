// PDDL domains and problems behind the puzzle interface (puzzle/puzzle.hpp): the instance is a
// domain and a problem (files, or the examples built into the program), grounded by each method
// under its limits; the answer is a plan of ground actions, replayed by the validator (VAL's
// rules), or the count of reachable states (docs/pddl.md). The instance, the answer, the methods
// and the trace have files of their own.
#include <memory>
#include <optional>
#include <ostream>

#include "core/work_budget.hpp"
#include "puzzle/typed_puzzle.hpp"
#include "puzzles/pddl/builtin_examples.hpp"
#include "puzzles/pddl/draw_state.hpp"
#include "puzzles/pddl/method_support.hpp"
#include "puzzles/pddl/parser.hpp"
#include "puzzles/pddl/pddl_answer.hpp"
#include "puzzles/pddl/pddl_instance.hpp"
#include "puzzles/pddl/pddl_methods.hpp"
#include "puzzles/pddl/plan_io.hpp"
#include "puzzles/pddl/plan_models.hpp"
#include "puzzles/pddl/plan_trace.hpp"
#include "puzzles/pddl/validator.hpp"

namespace puzzlelab {
namespace {

using pddl::PddlAnswer;
using pddl::PddlInstance;
using pddl::PddlReport;
using puzzle_support::param;

// The largest horizon an exported model takes: each step adds a copy of the task's variables.
constexpr int kMaxModelHorizon = 10'000;

// How long an export may spend grounding the task and finding the fewest actions.
SearchLimits model_limits() {
  SearchLimits limits;
  limits.seconds = 60;
  return limits;
}

// The plan model `model`, written as `format` when one is given (InputError otherwise).
pddl::PlanModel plan_model_named(const std::string& model, std::optional<ModelFormat> format) {
  if (model == "plan") {
    if (format && *format != ModelFormat::kDimacs) {
      throw InputError("--format: the pddl plan model is written as dimacs, not " +
                       std::string(to_string(*format)));
    }
    return pddl::PlanModel::kFormula;
  }
  if (model == "steps") {
    if (format && *format != ModelFormat::kLp && *format != ModelFormat::kMps) {
      throw InputError("--format: the pddl steps model is written as lp or mps, not " +
                       std::string(to_string(*format)));
    }
    return pddl::PlanModel::kProgram;
  }
  throw InputError("--model: expected plan or steps, got '" + model + "'");
}

class PddlPuzzle final : public TypedPuzzle<PddlInstance, PddlAnswer> {
 public:
  std::string name() const override { return "pddl"; }
  std::string title() const override { return "PDDL planning tasks"; }
  std::string summary() const override {
    return "Your own puzzle as a PDDL domain and problem: planned, validated and drawn";
  }
  std::string docs() const override { return "docs/pddl.md"; }

  std::vector<ParamSpec> params() const override {
    return {
        {"domain",
         "a PDDL domain file, or a built-in one (hanoi, blocksworld, gripper, courier, tiles, "
         "peg, wgc, missionaries; default: the built-in problem's own, else hanoi); a path without "
         "blanks",
         pddl::kDefaultDomain, false, pddl::builtin_domain_names(), /*names_file=*/true},
        {"problem",
         "a PDDL problem file, or a built-in one (hanoi-1..7, blocksworld-4, gripper-4, "
         "courier-1, tiles-8a, tiles-15a, peg-plus, peg-triangle5, wgc-classic, missionaries-3); "
         "a path without blanks",
         pddl::kDefaultProblem, false, pddl::builtin_problem_names(), /*names_file=*/true},
        {"horizon",
         "the steps of an exported model (export --model plan|steps): plans of at most this many "
         "actions; auto: the fewest a plan has, found by breadth-first search",
         "auto", false},
    };
  }

  std::unique_ptr<Instance> parse(const Params& params) const override {
    puzzle_support::check_param_names(params, this->params(), name());
    const std::string problem_given = param(params, "problem", pddl::kDefaultProblem);
    // A built-in problem without a domain named: its own built-in domain.
    std::string domain_default = pddl::kDefaultDomain;
    if (pddl::builtin_problem(problem_given)) {
      const std::string own_domain = pddl::builtin_domain_of(problem_given);
      if (pddl::builtin_domain(own_domain)) domain_default = own_domain;
    }
    const std::string domain_given = param(params, "domain", domain_default);
    const pddl::Source domain_source = pddl::load_source("domain", domain_given, /*domain=*/true);
    const pddl::Source problem_source =
        pddl::load_source("problem", problem_given, /*domain=*/false);
    pddl::Domain domain = pddl::parse_domain(domain_source.text, domain_source.file);
    pddl::Problem problem = pddl::parse_problem(problem_source.text, problem_source.file, domain);
    const std::string horizon_text = param(params, "horizon", "auto");
    std::optional<int> horizon;
    if (horizon_text != "auto") {
      horizon = puzzle_support::integer_param("horizon", horizon_text, 0, kMaxModelHorizon);
    }
    return std::make_unique<PddlInstance>(domain_given, problem_given, std::move(domain),
                                          std::move(problem), horizon);
  }

  std::vector<ModelInfo> models() const override {
    return {{"plan",
             {ModelFormat::kDimacs},
             "the sat method's formula: a plan of at most `horizon` actions, the goal asserted "
             "(auto: the fewest actions; no h^2 mutex clauses); decode reads a SAT solver's answer",
             /*answers_read=*/true},
            {"steps",
             {ModelFormat::kLp, ModelFormat::kMps},
             "the milp method's 0-1 program: the cheapest plan of at most `horizon` actions "
             "(auto: the fewest actions); decode reads cbc's solution file",
             /*answers_read=*/true}};
  }

  void write_own_model(const PddlInstance& own, const std::string& model, ModelFormat format,
                       std::ostream& out) const override {
    const pddl::PlanModel which = plan_model_named(model, format);
    const std::shared_ptr<const pddl::Task> task = own.task(model_limits());
    pddl::write_plan_model(*task, which, pddl::model_horizon(*task, own.horizon(), model_limits()),
                           format, out);
  }

  // A solver's answer to an exported model, read against the model written again.
  PddlReport read_own_answer(const PddlInstance& own, const std::string& model,
                             const std::string& text, const std::string& source) const override {
    const pddl::PlanModel which = plan_model_named(model, std::nullopt);
    const std::shared_ptr<const pddl::Task> task = own.task(model_limits());
    const int horizon = pddl::model_horizon(*task, own.horizon(), model_limits());
    const std::optional<std::vector<std::uint32_t>> plan =
        pddl::read_plan_answer(*task, which, horizon, text, source);
    if (!plan) {
      return PddlReport::no_solution("the solver proved that no plan of at most " +
                                     std::to_string(horizon) + " actions exists");
    }
    return pddl::plan_report(task, *plan, Status::kSolved,
                             "the solver's answer decodes to these actions, replayed by the "
                             "validator");
  }

  std::vector<Method> method_table() const override {
    return {
        {{.name = "bfs",
          .family = MethodFamily::kSearch,
          .summary = "breadth-first search of the ground task: a plan of the fewest actions"},
         pddl::solve_bfs},
        {{.name = "count",
          .family = MethodFamily::kCount,
          .summary = "every reachable state counted by breadth-first search, and the farthest; "
                     "--set positions=P,Q also counts the states told apart by those predicates' "
                     "atoms alone",
          .settings = {"positions"}},
         pddl::solve_count},
        {{.name = "ucs",
          .family = MethodFamily::kSearch,
          .summary = "uniform-cost search of the ground task: the cheapest plan"},
         pddl::solve_ucs},
        {{.name = "astar",
          .family = MethodFamily::kSearch,
          .summary = "A* with an admissible heuristic, LM-cut or h^max (--set heuristic=): the "
                     "cheapest plan",
          .settings = {"heuristic"}},
         pddl::solve_astar},
        {{.name = "greedy",
          .family = MethodFamily::kSearch,
          .summary = "lazy greedy best-first search with h^FF and its preferred operators "
                     "(--set search=eager: eager greedy search with h^FF alone), its plan then "
                     "shortened by a search of the states around it (--set improve=none: the "
                     "plan as found): a plan fast, proved optimal only when that search held "
                     "every reachable state",
          .settings = {"improve", "search"}},
         pddl::solve_greedy},
        {{.name = "ida",
          .family = MethodFamily::kSearch,
          .summary = "IDA* with an admissible heuristic, LM-cut or h^max (--set heuristic=): the "
                     "cheapest plan in memory linear in its length",
          .settings = {"heuristic"}},
         pddl::solve_ida},
        {{.name = "sat",
          .family = MethodFamily::kSat,
          .summary = "planning as satisfiability (CaDiCaL), the horizon raised until satisfiable: "
                     "the fewest actions",
          .library = SolverLibrary::kCadical,
          .settings = {"max_horizon", "at_most_one", "mutexes"}},
         pddl::solve_sat},
        {{.name = "milp",
          .family = MethodFamily::kMilp,
          .summary = "a step-indexed 0-1 program (CBC): the cheapest plan of at most T actions, T "
                     "the fewest unless given",
          .library = SolverLibrary::kCbc,
          .settings = {"horizon", "max_horizon", "mutexes"}},
         pddl::solve_milp},
    };
  }

  std::string default_method_for(const PddlInstance&) const override { return "bfs"; }

  // The plan replayed by the validator, by the names of its actions, as VAL replays a plan file.
  RulesVerdict replay(const PddlInstance& own, const PddlAnswer& answer) const override {
    if (answer.kind == PddlAnswer::Kind::kCount) return RulesVerdict::nothing_to_replay();
    const pddl::Task& task = *answer.task;
    pddl::Plan plan;
    plan.source = "the plan";
    int line = 0;
    for (std::uint32_t index : answer.plan) {
      const pddl::GroundAction& action = task.actions[index];
      pddl::PlanStep step;
      step.action = task.schemas[action.schema];
      for (pddl::ObjectId arg : action.args) step.args.push_back(task.objects[arg]);
      step.line = ++line;
      step.column = 1;
      plan.steps.push_back(std::move(step));
    }
    const pddl::Validation validation =
        pddl::validate_plan(own.domain(), own.problem(), task, plan);
    if (!validation.valid) return RulesVerdict::broken(validation.summary(plan.source));
    return RulesVerdict::holds();
  }

  // The plan's actions in the IPC format, their number and cost; or the count of states.
  nlohmann::json answer_json(const PddlInstance&, const PddlAnswer& answer) const override {
    if (answer.kind == PddlAnswer::Kind::kCount) {
      nlohmann::json out = nlohmann::json::object();
      set_count(out, "count", answer.states);
      out["farthest"] = answer.farthest;
      if (answer.positions) {
        set_count(out, "positions", *answer.positions);
        out["position_predicates"] = answer.position_predicates;
      }
      return out;
    }
    const pddl::Task& task = *answer.task;
    nlohmann::json moves = nlohmann::json::array();
    for (std::uint32_t index : answer.plan) moves.push_back(task.action_name(task.actions[index]));
    return {{"moves", std::move(moves)},
            {"move_count", answer.plan.size()},
            {"cost", pddl::plan_cost(task, answer.plan)}};
  }

  // A plan is told action by action; a count, or a run without an answer, is the initial state
  // (when the task was grounded) or the header alone.
  std::unique_ptr<trace::AnswerTrace> own_answer_trace(const PddlInstance& own,
                                                       const PddlAnswer* answer,
                                                       const Report&) const override {
    if (answer != nullptr && answer->kind == PddlAnswer::Kind::kPlan)
      return pddl::make_plan_trace(own, answer->task, answer->plan);
    const std::shared_ptr<const pddl::Task> task =
        answer != nullptr ? answer->task : own.grounded();
    if (!task) return nullptr;
    return std::make_unique<trace::StartOnlyTrace>(pddl::trace_instance(own, *task),
                                                   pddl::trace_state(*task, task->initial));
  }

  // Plans in the IPC format (one `(action arg ...)` a line, `; cost = N`), which validate, VAL
  // and other planners' tools read.
  bool writes_plan_files() const override { return true; }
  std::optional<std::string> own_plan_file(const PddlInstance&,
                                           const PddlAnswer& answer) const override {
    if (answer.kind != PddlAnswer::Kind::kPlan) return std::nullopt;
    return pddl::write_plan(*answer.task, answer.plan);
  }

  // Built-in examples, one for each kind of search: breadth-first, A* with LM-cut, IDA*, greedy
  // with its plan shortened, the reachable states counted.
  std::vector<BenchCase> bench_cases() const override {
    return {{"blocksworld-4 (bfs)", "domain=blocksworld problem=blocksworld-4", "bfs"},
            {"hanoi-5 (astar)", "domain=hanoi problem=hanoi-5", "astar"},
            {"tiles-8a (ida)", "domain=tiles problem=tiles-8a", "ida"},
            {"gripper-4 (greedy)", "domain=gripper problem=gripper-4", "greedy"},
            {"peg-triangle5 (count)", "domain=peg problem=peg-triangle5", "count"}};
  }

  // The domain and problem, and the initial state when grounding is quick.
  std::string draw_instance(const PddlInstance& own, const DrawStyle&) const override {
    std::string text = "domain " + own.domain().name + " (" + own.domain_given() + "), problem " +
                       own.problem().name + " (" + own.problem_given() + ")\n";
    try {
      SearchLimits limits;
      limits.seconds = 5;
      const std::shared_ptr<const pddl::Task> task = own.task(limits);
      text += "the initial state:\n" + pddl::draw_state(*task, task->initial);
    } catch (const LimitReached& reached) {
      text += std::string("not grounded: ") + reached.what() + "\n";
    }
    return text;
  }
};

}  // namespace

std::unique_ptr<Puzzle> make_pddl_puzzle() {
  return std::make_unique<PddlPuzzle>();
}

}  // namespace puzzlelab

// PDDL domains and problems behind the puzzle interface (puzzle/puzzle.hpp): the instance is a
// domain and a problem (files, or the examples built into the program), grounded by each method
// under its limits; the answer is a plan of ground actions, replayed by the validator (VAL's
// rules), or the count of reachable states (docs/pddl.md).
#include <algorithm>
#include <cstdio>
#include <memory>
#include <mutex>
#include <optional>

#include "core/error.hpp"
#include "core/text_file.hpp"
#include "core/work_budget.hpp"
#include "puzzle/figures.hpp"
#include "puzzle/typed_puzzle.hpp"
#include "puzzles/pddl/bfs_plan.hpp"
#include "puzzles/pddl/builtin_examples.hpp"
#include "puzzles/pddl/draw_state.hpp"
#include "puzzles/pddl/grounder.hpp"
#include "puzzles/pddl/parser.hpp"
#include "puzzles/pddl/plan_io.hpp"
#include "puzzles/pddl/validator.hpp"
#include "trace/answer_trace.hpp"

namespace puzzlelab {
namespace {

using puzzle_support::param;

constexpr const char* kDefaultDomain = "hanoi";
constexpr const char* kDefaultProblem = "hanoi-3";
// Plans longer than this are not drawn step by step in the report's drawing (the plan is).
constexpr std::size_t kMaxDrawnPlan = 10'000;

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", seconds);
  return text;
}

// A domain or problem as given: a built-in name or a path, its text, and the name its messages
// use ("hanoi-domain.pddl" for a built-in, the path for a file).
struct Source {
  std::string given;
  std::string text;
  std::string file;
};

Source load_source(const std::string& key, const std::string& given, bool domain) {
  if (given.empty()) throw InputError(key + ": expected a built-in name or a path, got ''");
  if (given.find_first_of(" \t\r\n") != std::string::npos) {
    throw InputError(key + ": '" + given.substr(0, 60) +
                     "' has blanks, which the canonical instance cannot hold");
  }
  const std::optional<std::string_view> builtin =
      domain ? pddl::builtin_domain(given) : pddl::builtin_problem(given);
  if (builtin) {
    return {given, std::string(*builtin), given + (domain ? "-domain.pddl" : ".pddl")};
  }
  try {
    return {given, read_text_file(given, domain ? "the domain" : "the problem"), given};
  } catch (const InputError& error) {
    throw InputError(key + ": " + error.what());
  }
}

class PddlInstance final : public Instance {
 public:
  PddlInstance(std::string domain_given, std::string problem_given, pddl::Domain domain,
               pddl::Problem problem)
      : domain_given_(std::move(domain_given)),
        problem_given_(std::move(problem_given)),
        domain_(std::move(domain)),
        problem_(std::move(problem)) {}

  std::string canonical() const override {
    return puzzle_support::join_params({{"domain", domain_given_}, {"problem", problem_given_}});
  }

  const pddl::Domain& domain() const { return domain_; }
  const pddl::Problem& problem() const { return problem_; }
  const std::string& domain_given() const { return domain_given_; }
  const std::string& problem_given() const { return problem_given_; }

  // The ground task, grounded once under the first caller's limits (LimitReached when they are
  // reached first) and kept: every method of a comparison or a race shares it.
  std::shared_ptr<const pddl::Task> task(const SearchLimits& limits) const {
    {
      const std::lock_guard lock(mutex_);
      if (task_) return task_;
    }
    auto grounded = std::make_shared<const pddl::Task>(pddl::ground(domain_, problem_, limits));
    const std::lock_guard lock(mutex_);
    if (!task_) task_ = std::move(grounded);
    return task_;
  }
  // The task if a method grounded it already; null otherwise.
  std::shared_ptr<const pddl::Task> grounded() const {
    const std::lock_guard lock(mutex_);
    return task_;
  }

 private:
  std::string domain_given_;
  std::string problem_given_;
  pddl::Domain domain_;
  pddl::Problem problem_;
  mutable std::mutex mutex_;
  mutable std::shared_ptr<const pddl::Task> task_;
};

// The answer: a plan (indices into the task's ground actions) or a count of reachable states.
struct PddlAnswer {
  enum class Kind { kPlan, kCount };
  Kind kind = Kind::kPlan;
  std::shared_ptr<const pddl::Task> task;
  std::vector<std::uint32_t> plan;
  std::uint64_t states = 0;
  int farthest = 0;
};

using PddlReport = UncheckedReport<PddlAnswer>;

std::int64_t plan_cost(const pddl::Task& task, const std::vector<std::uint32_t>& plan) {
  std::int64_t cost = 0;
  for (std::uint32_t index : plan) cost += task.actions[index].cost;
  return cost;
}

std::string plan_summary(const pddl::Task& task, const std::vector<std::uint32_t>& plan) {
  std::string text = std::to_string(plan.size()) + (plan.size() == 1 ? " action" : " actions");
  if (task.metric) text += ", cost " + std::to_string(plan_cost(task, plan));
  return text;
}

// The plan in the IPC format, then the state it reaches, its atoms grouped by predicate.
std::string draw_plan(const pddl::Task& task, const std::vector<std::uint32_t>& plan) {
  pddl::State state = task.initial;
  std::vector<pddl::AtomId> last_added;
  for (std::uint32_t index : plan) {
    const pddl::State next = pddl::apply(task.actions[index], state);
    last_added.clear();
    for (pddl::AtomId atom = 0; atom < task.atoms.size(); ++atom) {
      if (next.test(atom) && !state.test(atom)) last_added.push_back(atom);
    }
    state = next;
  }
  std::string text = pddl::write_plan(task, plan);
  text += "\nthe final state (* made true by the last action):\n";
  text += pddl::draw_state(task, state, last_added);
  return text;
}

// The time left of `limits` after `clock`'s seconds (grounding came first).
SearchLimits remaining(const SearchLimits& limits, const Stopwatch& clock) {
  SearchLimits left = limits;
  left.seconds = std::max(0.0, limits.seconds - clock.seconds());
  return left;
}

PddlReport stopped_report(std::string note, double seconds) {
  PddlReport report;
  report.status = Status::kStopped;
  report.summary = "stopped after " + seconds_text(seconds) + " s";
  report.note = std::move(note);
  return report;
}

// The ground task for a method, or the report that says why there is none within the limits.
template <class Run>
PddlReport with_task(const PddlInstance& own, const SolveOptions& options, Run&& run) {
  const Stopwatch clock;
  std::shared_ptr<const pddl::Task> task;
  try {
    task = own.task(options.limits);
  } catch (const LimitReached& reached) {
    return stopped_report(reached.what(), clock.seconds());
  }
  try {
    return run(task, remaining(options.limits, clock), clock);
  } catch (const LimitReached& reached) {
    return stopped_report(reached.what(), clock.seconds());
  }
}

SearchFigures bfs_figures(const SearchStats& stats) {
  SearchFigures figures = search_figures(stats);
  figures.pruned.reset();  // breadth-first search cuts nothing
  figures.dead_hits.reset();
  return figures;
}

// A search a limit stopped: how far it got, and its figures.
PddlReport stopped_search(const pddl::BfsOutcome& outcome, const Stopwatch& clock) {
  PddlReport report =
      stopped_report(outcome.note + " after " + std::to_string(outcome.states) +
                         " states, at depth " + std::to_string(outcome.farthest_distance),
                     clock.seconds());
  report.stats = bfs_figures(outcome.stats);
  return report;
}

PddlReport solve_bfs(const PddlInstance& own, const SolveOptions& options) {
  return with_task(
      own, options,
      [&](const std::shared_ptr<const pddl::Task>& task, const SearchLimits& limits,
          const Stopwatch& clock) {
        search::BfsOptions bfs;
        bfs.limits = limits;
        const pddl::BfsOutcome outcome = pddl::bfs_plan(*task, bfs);
        if (outcome.status == SearchStatus::kNoSolution) {
          PddlReport report = PddlReport::no_solution(outcome.note);
          report.stats = bfs_figures(outcome.stats);
          return report;
        }
        if (outcome.status == SearchStatus::kStopped) return stopped_search(outcome, clock);
        PddlReport report;
        report.stats = bfs_figures(outcome.stats);
        // Fewest actions: optimal when every action costs 1 (no metric), a plan otherwise.
        report.status = task->metric ? Status::kSolved : Status::kOptimal;
        report.summary = plan_summary(*task, outcome.plan);
        report.note = "breadth-first search: fewest actions, reached at depth " +
                      std::to_string(outcome.plan.size()) + " after " +
                      std::to_string(outcome.states) + " states" +
                      (task->metric ? "; the cost is not minimised (the metric asks for it)" : "");
        if (outcome.plan.size() <= kMaxDrawnPlan) report.drawing = draw_plan(*task, outcome.plan);
        report.answer = PddlAnswer{PddlAnswer::Kind::kPlan, task, outcome.plan, 0, 0};
        return report;
      });
}

PddlReport solve_count(const PddlInstance& own, const SolveOptions& options) {
  return with_task(
      own, options,
      [&](const std::shared_ptr<const pddl::Task>& task, const SearchLimits& limits,
          const Stopwatch& clock) {
        search::BfsOptions bfs;
        bfs.limits = limits;
        const pddl::BfsOutcome outcome = pddl::count_states(*task, bfs);
        if (outcome.status == SearchStatus::kStopped) return stopped_search(outcome, clock);
        PddlReport report;
        report.stats = bfs_figures(outcome.stats);
        report.status = Status::kSolved;
        report.summary = std::to_string(outcome.states) + " states";
        report.note =
            "every state reachable from the initial one, counted by breadth-first search "
            "(no goal-relevance pruning); the farthest are " +
            std::to_string(outcome.farthest_distance) + " actions away";
        report.answer = PddlAnswer{
            PddlAnswer::Kind::kCount, task, {}, outcome.states, outcome.farthest_distance};
        return report;
      });
}

// The trace format's instance and state (docs/trace-format.md, "PDDL"): the fluent atoms by
// name, and a state as the ids of its true atoms.
nlohmann::json trace_instance(const PddlInstance& own, const pddl::Task& task) {
  nlohmann::json atoms = nlohmann::json::array();
  for (pddl::AtomId atom = 0; atom < task.atoms.size(); ++atom)
    atoms.push_back(task.atom_name(atom));
  return {{"domain", own.domain_given()},
          {"problem", own.problem_given()},
          {"atoms", std::move(atoms)},
          {"predicates", task.predicates}};
}

nlohmann::json trace_state(const pddl::Task& task, const pddl::State& state) {
  return {{"true", pddl::true_atoms(task, state)}};
}

// A plan told action by action, each checked applicable in the state reached so far: the
// "changes" of a move are +(id + 1) for an atom made true and -(id + 1) for one made false.
class PlanTrace final : public trace::AnswerTrace {
 public:
  PlanTrace(const PddlInstance& own, std::shared_ptr<const pddl::Task> task,
            std::vector<std::uint32_t> plan)
      : instance_(trace_instance(own, *task)),
        task_(std::move(task)),
        state_(task_->initial),
        plan_(std::move(plan)) {}

  nlohmann::json instance() const override { return instance_; }
  nlohmann::json state() const override { return trace_state(*task_, state_); }

  std::optional<trace::TraceEvent> next() override {
    if (next_ == plan_.size()) return std::nullopt;
    const pddl::GroundAction& action = task_->actions[plan_[next_++]];
    if (!action.precondition.holds(state_))
      internal_error("pddl: step " + std::to_string(next_) + " of the plan is not applicable");
    const pddl::State after = pddl::apply(action, state_);
    nlohmann::json changes = nlohmann::json::array();
    for (pddl::AtomId atom = 0; atom < task_->atoms.size(); ++atom) {
      if (state_.test(atom) && !after.test(atom))
        changes.push_back(-static_cast<std::int64_t>(atom) - 1);
    }
    for (pddl::AtomId atom = 0; atom < task_->atoms.size(); ++atom) {
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
  std::shared_ptr<const pddl::Task> task_;
  pddl::State state_;
  std::vector<std::uint32_t> plan_;
  std::size_t next_ = 0;
};

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
         "a PDDL domain file, or a built-in one (hanoi, blocksworld, gripper, courier; default: "
         "the built-in problem's own, else hanoi); a path without blanks",
         kDefaultDomain, false, pddl::builtin_domain_names(), /*names_file=*/true},
        {"problem",
         "a PDDL problem file, or a built-in one (hanoi-1..5, blocksworld-4, gripper-4, "
         "courier-1); a path without blanks",
         kDefaultProblem, false, pddl::builtin_problem_names(), /*names_file=*/true},
    };
  }

  std::unique_ptr<Instance> parse(const Params& params) const override {
    puzzle_support::check_param_names(params, this->params(), name());
    const std::string problem_given = param(params, "problem", kDefaultProblem);
    // A built-in problem without a domain named: its own built-in domain.
    std::string domain_default = kDefaultDomain;
    if (pddl::builtin_problem(problem_given)) {
      const std::string own_domain = pddl::builtin_domain_of(problem_given);
      if (pddl::builtin_domain(own_domain)) domain_default = own_domain;
    }
    const std::string domain_given = param(params, "domain", domain_default);
    const Source domain_source = load_source("domain", domain_given, /*domain=*/true);
    const Source problem_source = load_source("problem", problem_given, /*domain=*/false);
    pddl::Domain domain = pddl::parse_domain(domain_source.text, domain_source.file);
    pddl::Problem problem = pddl::parse_problem(problem_source.text, problem_source.file, domain);
    return std::make_unique<PddlInstance>(domain_given, problem_given, std::move(domain),
                                          std::move(problem));
  }

  std::vector<Method> method_table() const override {
    return {
        {{.name = "bfs",
          .family = MethodFamily::kSearch,
          .summary = "breadth-first search of the ground task: a plan of the fewest actions"},
         solve_bfs},
        {{.name = "count",
          .family = MethodFamily::kCount,
          .summary = "every reachable state counted by breadth-first search, and the farthest"},
         solve_count},
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
      return out;
    }
    const pddl::Task& task = *answer.task;
    nlohmann::json moves = nlohmann::json::array();
    for (std::uint32_t index : answer.plan) moves.push_back(task.action_name(task.actions[index]));
    return {{"moves", std::move(moves)},
            {"move_count", answer.plan.size()},
            {"cost", plan_cost(task, answer.plan)}};
  }

  // A plan is told action by action; a count, or a run without an answer, is the initial state
  // (when the task was grounded) or the header alone.
  std::unique_ptr<trace::AnswerTrace> own_answer_trace(const PddlInstance& own,
                                                       const PddlAnswer* answer,
                                                       const Report&) const override {
    if (answer != nullptr && answer->kind == PddlAnswer::Kind::kPlan)
      return std::make_unique<PlanTrace>(own, answer->task, answer->plan);
    const std::shared_ptr<const pddl::Task> task =
        answer != nullptr ? answer->task : own.grounded();
    if (!task) return nullptr;
    return std::make_unique<trace::StartOnlyTrace>(trace_instance(own, *task),
                                                   trace_state(*task, task->initial));
  }

  std::vector<BenchCase> bench_cases() const override { return {}; }

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

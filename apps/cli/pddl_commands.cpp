// puzzlelab pddl check D P: the domain and problem parsed and grounded, and what was found (the
// requirements declared against the features used, the sizes, the grounding's time and memory)
// before any search; and puzzlelab pddl solve, the registry's front door (docs/pddl.md).
#include "pddl_commands.hpp"

#include <cstdio>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "core/memory_size.hpp"
#include "core/number_text.hpp"
#include "core/status.hpp"
#include "core/work_budget.hpp"
#include "error_line.hpp"
#include "puzzles/pddl/builtin_examples.hpp"
#include "puzzles/pddl/requirements.hpp"
#include "registry/registry.hpp"
#include "solve_command.hpp"

namespace puzzlelab::cli {

void add_pddl_file_options(CLI::App& command, PddlFiles& files) {
  // The pddl puzzle's own words for its two parameters, so that every command says the same.
  for (const ParamSpec& spec : puzzle_named("pddl").params()) {
    if (spec.name != "domain" && spec.name != "problem") continue;
    command
        .add_option("--" + spec.name, spec.name == "domain" ? files.domain : files.problem,
                    spec.help)
        ->option_text("NAME|FILE");
  }
}

void take_pddl_words(const std::string& command, const std::vector<std::string>& words,
                     PddlFiles& files) {
  auto take = [&](std::string& into, const std::string& word, const char* what) {
    if (!into.empty())
      throw InputError(command + ": " + what + " is given twice (--" + what + " and '" +
                       excerpt(word) + "')");
    into = word;
  };
  if (words.size() > 2)
    throw InputError(command + ": expected at most a domain and a problem, got " +
                     std::to_string(words.size()) + " words");
  if (words.size() == 2) take(files.domain, words[0], "domain");
  if (!words.empty()) take(files.problem, words.back(), "problem");
}

std::unique_ptr<pddl::PddlInstance> load_pddl(const PddlFiles& files) {
  Params params;
  if (!files.domain.empty()) params.emplace_back("domain", files.domain);
  if (!files.problem.empty()) params.emplace_back("problem", files.problem);
  std::unique_ptr<Instance> parsed = puzzle_named("pddl").parse(params);
  auto* own = dynamic_cast<pddl::PddlInstance*>(parsed.get());
  if (own == nullptr) internal_error("pddl: the puzzle's instance is no PddlInstance");
  parsed.release();
  return std::unique_ptr<pddl::PddlInstance>(own);
}

namespace {

struct CheckCommand {
  PddlFiles files;
  std::vector<std::string> words;
  SearchLimits limits;
  OutputFormat format = OutputFormat::kText;
};

// The requirement keywords of the features in `set`, in the order of requirements.hpp.
std::vector<std::string> requirement_list(const pddl::FeatureSet& set) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < static_cast<std::size_t>(pddl::Feature::kCount); ++i) {
    const auto feature = static_cast<pddl::Feature>(i);
    if (set.has(feature)) names.emplace_back(pddl::requirement_name(feature));
  }
  return names;
}

std::string joined(const std::vector<std::string>& words) {
  if (words.empty()) return "none";
  std::string text;
  for (const std::string& word : words) text += (text.empty() ? "" : " ") + word;
  return text;
}

// Where a domain or problem came from: "built-in hanoi-domain.pddl" or the path given.
std::string source_text(const std::string& given, const std::string& file, bool domain) {
  const bool builtin =
      domain ? pddl::builtin_domain(given).has_value() : pddl::builtin_problem(given).has_value();
  return builtin ? "built-in " + file : file;
}

std::string milliseconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f ms", seconds * 1000);
  return text;
}

int run_check(CheckCommand& command) {
  const Stopwatch clock;
  take_pddl_words("pddl check", command.words, command.files);
  const std::unique_ptr<pddl::PddlInstance> instance = load_pddl(command.files);
  const double parse_seconds = clock.seconds();
  const pddl::Domain& domain = instance->domain();
  const pddl::Problem& problem = instance->problem();
  std::shared_ptr<const pddl::Task> task;
  try {
    task = instance->task(command.limits);
  } catch (const LimitReached& reached) {
    print_error(std::string("pddl check: ") + reached.what());
    return kExitStopped;
  }
  pddl::Declared declared = domain.requirements;
  declared.granted.add(problem.requirements.granted);
  pddl::FeatureSet used = domain.used;
  used.add(problem.used);
  const pddl::GroundingStats& stats = task->stats;

  if (command.format == OutputFormat::kJson) {
    const nlohmann::json out = {
        {"domain",
         {{"given", instance->domain_given()}, {"file", domain.file}, {"name", domain.name}}},
        {"problem",
         {{"given", instance->problem_given()}, {"file", problem.file}, {"name", problem.name}}},
        {"requirements",
         {{"declared", requirement_list(declared.granted)}, {"used", requirement_list(used)}}},
        {"warnings", task->warnings},
        {"objects", stats.objects},
        {"types", domain.types.size()},
        {"predicates", task->predicates.size()},
        {"action_schemas", stats.schemas},
        {"ground_actions", task->actions.size()},
        {"fluent_atoms", task->atoms.size()},
        {"static_atoms", stats.static_atoms},
        {"numeric_fluents", task->fluents.size()},
        {"state_constraints", !task->invariant.empty()},
        {"metric", task->metric},
        {"goal_unreachable",
         task->goal_unreachable ? nlohmann::json(*task->goal_unreachable) : nlohmann::json()},
        {"parse_seconds", parse_seconds},
        {"grounding", {{"seconds", stats.seconds}, {"bytes", stats.bytes}}}};
    std::printf("%s\n", out.dump(2).c_str());
    return kExitSolved;
  }
  std::printf("domain %s (%s), problem %s (%s)\n", domain.name.c_str(),
              source_text(instance->domain_given(), domain.file, true).c_str(),
              problem.name.c_str(),
              source_text(instance->problem_given(), problem.file, false).c_str());
  std::printf("requirements declared: %s\n", joined(requirement_list(declared.granted)).c_str());
  std::printf("features used:         %s\n", joined(requirement_list(used)).c_str());
  for (const std::string& warning : task->warnings) std::printf("warning: %s\n", warning.c_str());
  auto row = [](const char* what, std::uint64_t value, const char* after = "") {
    std::printf("%-16s %10s%s\n", what, with_commas(value).c_str(), after);
  };
  row("objects", stats.objects);
  row("types", domain.types.size(), "  (object aside)");
  row("predicates", task->predicates.size());
  row("action schemas", stats.schemas);
  row("ground actions", task->actions.size());
  row("fluent atoms", task->atoms.size());
  row("static atoms", stats.static_atoms, "  (true in the initial state, folded away)");
  if (task->fluents.size() > 0) row("numeric fluents", task->fluents.size());
  std::printf("costs: %s\n", task->metric ? "from the file, (:metric minimize (total-cost))"
                                          : "every action costs 1 (no metric)");
  if (!task->invariant.empty())
    std::printf("state constraints: every state must satisfy them%s\n",
                task->invariant_unsatisfiable ? " (they never hold)" : "");
  if (task->goal_unreachable)
    std::printf("goal: can never hold (%s)\n", task->goal_unreachable->c_str());
  std::printf("parsed in %s, grounded in %s, the grounding's tables about %s\n",
              milliseconds_text(parse_seconds).c_str(), milliseconds_text(stats.seconds).c_str(),
              memory_text(stats.bytes).c_str());
  return kExitSolved;
}

void register_pddl_check(CommandSet& commands) {
  CLI::App* check = commands.add(
      "check",
      "Parse and ground a domain and a problem and say what was found: requirements declared "
      "against features used (warnings, never errors), objects, types, predicates, action "
      "schemas, ground actions, fluent atoms, static atoms folded away, the grounding's time "
      "and memory. Exit status: 0 read and grounded, 2 bad input, 3 stopped by a limit");
  if (check == nullptr) return;  // only listed in this pass (command_set.hpp)
  auto command = std::make_shared<CheckCommand>();
  check
      ->add_option("FILES", command->words,
                   "DOMAIN PROBLEM, the same as --domain and --problem (one word: the problem)")
      ->expected(0, 2)
      ->option_text("[[DOMAIN] PROBLEM]");
  add_pddl_file_options(*check, command->files);
  add_format_option(*check, command->format);
  add_limit_options(*check, command->limits, /*nodes=*/false);
  check->callback([command] { command_exit_status() = run_check(*command); });
}

}  // namespace

void register_pddl_commands(CommandSet& commands) {
  CLI::App* pddl = commands.add(
      "pddl", "PDDL planning tasks: your own puzzle as a domain and a problem; check, solve");
  if (pddl == nullptr) return;  // only listed in this pass (command_set.hpp)
  pddl->require_subcommand(1);
  commands.add_all(
      *pddl, {[](CommandSet& verbs) { add_solve_subcommand(verbs, puzzle_named("pddl"), "solve"); },
              register_pddl_check});
}

}  // namespace puzzlelab::cli

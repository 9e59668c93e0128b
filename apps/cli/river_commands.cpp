// puzzlelab river solve: the shortest plan for a river-crossing puzzle (wolf, goat and cabbage
// and variants in the .river format), by BFS, a network LP or a time-expanded MILP.
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_common.hpp"
#include "commands.hpp"
#include "puzzles/river/parse.hpp"
#include "puzzles/river/plan_text.hpp"
#include "puzzles/river/solve.hpp"

namespace puzzlelab::cli {
namespace {

struct RiverOptions {
  std::string file;
  std::string builtin = "wolf-goat-cabbage";
  std::string method = "bfs";
  int horizon = 0;
  OutputFormat format = OutputFormat::kText;
  SearchLimits limits;
};

nlohmann::json to_json(const river::Variant& variant, const river::SolveResult& result) {
  nlohmann::json out = {
      {"variant", variant.name},
      {"items", variant.items},
      {"rowers", river::cargo_names(variant, variant.rowers)},
      {"capacity", variant.capacity},
      {"method", result.method},
      {"status", river::to_string(result.outcome)},
      {"move_count", nullptr},
      {"moves", river::plan_json(variant, result.plan)},
      {"seconds", result.seconds},
      {"nodes", result.nodes},
  };
  if (result.outcome == river::Outcome::kSolved) {
    out["move_count"] = result.plan.size();
    out["verified"] = true;
  }
  if (result.method != "bfs") {
    out["variables"] = result.variables;
    out["constraints"] = result.constraints;
  }
  if (result.method == "milp") {
    out["horizon"] = result.horizon;
    out["models_solved"] = result.models;
  }
  return out;
}

void print_text(const river::Variant& variant, const river::SolveResult& result,
                bool horizon_given) {
  std::fputs(river::variant_line(variant).c_str(), stdout);
  switch (result.outcome) {
    case river::Outcome::kSolved: {
      std::printf("Shortest plan: %zu crossings (verified)\n", result.plan.size());
      std::fputs(river::plan_table(variant, result.plan).c_str(), stdout);
      break;
    }
    case river::Outcome::kNoPlan:
      std::printf("%s\n", river::no_plan_text(result, horizon_given).c_str());
      break;
    case river::Outcome::kStopped:
      std::printf("Stopped by a limit before a proved shortest plan\n");
      break;
  }
  if (result.method == "bfs") {
    std::printf("Method bfs: %llu states expanded, %llu reached, %.3f s\n",
                static_cast<unsigned long long>(result.nodes),
                static_cast<unsigned long long>(result.states), result.seconds);
  } else {
    std::printf("Method %s: %llu variables, %llu rows, %llu CBC nodes%s, %.3f s\n",
                result.method.c_str(), static_cast<unsigned long long>(result.variables),
                static_cast<unsigned long long>(result.constraints),
                static_cast<unsigned long long>(result.nodes),
                result.method == "milp" ? (", horizon " + std::to_string(result.horizon) + ", " +
                                           std::to_string(result.models) + " models")
                                              .c_str()
                                        : "",
                result.seconds);
  }
}

int run_solve(const RiverOptions& opt) {
  const river::Variant variant =
      opt.file.empty() ? river::builtin_variant(opt.builtin) : river::load_variant(opt.file);
  const river::SolveResult result = river::solve(variant, opt.method, opt.limits, opt.horizon);
  if (opt.format == OutputFormat::kJson) {
    std::printf("%s\n", to_json(variant, result).dump(2).c_str());
  } else {
    print_text(variant, result, opt.horizon > 0);
  }
  switch (result.outcome) {
    case river::Outcome::kSolved:
      return kExitSolved;
    case river::Outcome::kNoPlan:
      return kExitNoSolution;
    case river::Outcome::kStopped:
      break;
  }
  return kExitStopped;
}

}  // namespace

void register_river_commands(CLI::App& app) {
  CLI::App* river = app.add_subcommand(
      "river", "River crossing: wolf, goat and cabbage and variants (.river files)");
  river->require_subcommand(1);
  auto opt = std::make_shared<RiverOptions>();
  CLI::App* solve = river->add_subcommand(
      "solve", "The shortest plan, trip by trip, replayed through the rules before printing");
  solve->add_option("FILE", opt->file,
                    "a .river file (items, rowers, capacity, conflict lines); without it the "
                    "built-in variant");
  solve->add_option("--builtin", opt->builtin, "built-in variant used when no FILE is given")
      ->check(CLI::IsMember(river::builtin_names()))
      ->capture_default_str();
  solve
      ->add_option("--method", opt->method,
                   "bfs (default): breadth-first search; network: shortest-path LP over the "
                   "state graph (CBC); milp: time-expanded inventory MILP (CBC)")
      ->check(CLI::IsMember(river::method_names()))
      ->capture_default_str();
  solve
      ->add_option("--horizon", opt->horizon,
                   "milp: solve one model with this many time steps (default: horizons 1, 3, 7, "
                   "15, ... up to a bound on the shortest plan, until one is feasible)")
      ->check(CLI::Range(1, 100000));
  add_format_option(*solve, opt->format);
  add_limit_options(*solve, opt->limits);
  solve->callback([opt] { command_exit_status() = run_solve(*opt); });
}

}  // namespace puzzlelab::cli

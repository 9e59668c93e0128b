// puzzlelab river solve: the shortest plan for a river-crossing puzzle (wolf, goat and cabbage
// and variants in the .river format), by BFS, a network LP or a time-expanded MILP.
#include <bit>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_common.hpp"
#include "commands.hpp"
#include "puzzles/river/parse.hpp"
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

const char* direction_name(bool to_far) {
  return to_far ? "near->far" : "far->near";
}

std::string bank_text(const river::Variant& variant, std::uint32_t bank) {
  const std::string text = river::cargo_text(variant, bank);
  return text.empty() ? "-" : text;
}

nlohmann::json to_json(const river::Variant& variant, const river::SolveResult& result) {
  nlohmann::json moves = nlohmann::json::array();
  for (std::size_t i = 0; i < result.plan.size(); ++i) {
    const river::Trip& trip = result.plan[i];
    moves.push_back({{"trip", i + 1},
                     {"items", river::cargo_names(variant, trip.cargo)},
                     {"direction", direction_name(trip.to_far)}});
  }
  nlohmann::json out = {
      {"variant", variant.name},
      {"items", variant.items},
      {"rowers", river::cargo_names(variant, variant.rowers)},
      {"capacity", variant.capacity},
      {"method", result.method},
      {"status", river::to_string(result.outcome)},
      {"move_count", nullptr},
      {"moves", moves},
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
  std::printf("%s: %d items (%s row%s), boat holds %d, %zu conflict%s\n", variant.name.c_str(),
              variant.item_count(), river::cargo_text(variant, variant.rowers).c_str(),
              std::popcount(variant.rowers) == 1 ? "s" : "", variant.capacity,
              variant.conflicts.size(), variant.conflicts.size() == 1 ? "" : "s");
  switch (result.outcome) {
    case river::Outcome::kSolved: {
      std::printf("Shortest plan: %zu crossings (verified)\n", result.plan.size());
      river::State state = river::start_state(variant);
      for (std::size_t i = 0; i < result.plan.size(); ++i) {
        const river::Trip& trip = result.plan[i];
        state = river::apply(state, trip);
        std::printf("%3zu. %-24s %s   near: %s | far: %s\n", i + 1,
                    river::cargo_text(variant, trip.cargo).c_str(), direction_name(trip.to_far),
                    bank_text(variant, variant.all_items() & ~state.far).c_str(),
                    bank_text(variant, state.far).c_str());
      }
      break;
    }
    case river::Outcome::kNoPlan:
      if (result.method == "milp") {
        std::printf("No plan exists within %d crossings (infeasible model)%s\n", result.horizon,
                    horizon_given ? "" : "; no shortest plan is longer, so none exists");
      } else {
        std::printf("No plan exists: the goal cannot be reached\n");
      }
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

// puzzlelab compare nanobots: every part-2 method on the same input, one table. Each method runs
// under the same time limit; a method whose library is not in this build is listed as
// unavailable, and brute is skipped when the bounding box holds too many points.
#include <cstdio>
#include <memory>

#include "backends/backend_result.hpp"
#include "compare_commands.hpp"
#include "compare_table.hpp"
#include "core/error.hpp"
#include "puzzles/nanobots/box.hpp"
#include "puzzles/nanobots/brute_solver.hpp"
#include "puzzles/nanobots/parse.hpp"
#include "puzzles/nanobots/solve_method.hpp"

namespace puzzlelab::cli {
namespace {

struct CompareNanobotsOptions {
  std::string file;
  std::string methods = "bnb,milp,smt,brute";
  SearchLimits limits{.seconds = 60};
  OutputFormat format = OutputFormat::kText;
};

std::string work_of(const nanobots::BackendPart2Result& answer) {
  const nanobots::Part2Result& result = answer.part2;
  if (nanobots::is_backend_method(result.method))
    return backend_work(result.method, answer.backend);
  return with_commas(result.stats.nodes) + (result.method == "brute" ? " points" : " boxes");
}

MethodRun run_method(const nanobots::Swarm& swarm, const std::string& method,
                     const SearchLimits& limits) {
  MethodRun run;
  run.method = method;
  const nanobots::BackendPart2Result answer = nanobots::solve_with_method(swarm, method, limits);
  const nanobots::Part2Result& result = answer.part2;
  run.seconds = result.stats.seconds;
  run.status = to_string(result.status);
  run.work = work_of(answer);
  if (result.status == SearchStatus::kSolved) {
    run.answer = with_commas(static_cast<unsigned long long>(result.best.distance)) + " (" +
                 std::to_string(result.best.count) + " bots)";
    run.verified = answer.warning.empty();
  } else {
    run.answer = "-";
  }
  run.details = backend_details(result.stats.nodes, answer.backend);
  if (result.status == SearchStatus::kSolved) {
    const nanobots::Point& p = result.best.point;
    run.details["part2"] = result.best.distance;
    run.details["bots_in_range"] = result.best.count;
    run.details["point"] = {p.x, p.y, p.z};
  }
  if (!answer.warning.empty()) run.details["warning"] = answer.warning;
  return run;
}

int run_compare_nanobots(const CompareNanobotsOptions& opt) {
  const std::vector<std::string> methods =
      parse_method_list(opt.methods, nanobots::all_method_names());
  const nanobots::Swarm swarm = nanobots::load_swarm(opt.file);
  const std::uint64_t points = nanobots::point_count(nanobots::bounding_box(swarm));
  std::vector<MethodRun> runs;
  for (const std::string& method : methods) {
    if (method == "brute" && points > nanobots::kBruteMaxPoints) {
      runs.push_back(not_run(method, "skipped",
                             "bounding box holds " + with_commas(points) + " points, over " +
                                 with_commas(nanobots::kBruteMaxPoints)));
      continue;
    }
    if (opt.format == OutputFormat::kText && stdout_is_terminal())
      std::fprintf(stderr, "running %s...\n", method.c_str());
    try {
      runs.push_back(run_method(swarm, method, opt.limits));
    } catch (const BackendUnavailable& missing) {
      runs.push_back(not_run(method, "unavailable", missing.what()));
    } catch (const InputError& refused) {  // milp: constants too large for a double
      runs.push_back(not_run(method, "error", refused.what()));
    }
  }
  const std::string instance =
      "nanobots part 2, " + opt.file + " (" + std::to_string(swarm.size()) + " bots)";
  print_comparison(instance, runs, opt.format);
  // Verified answers are exact: they must agree on the count and the distance.
  const MethodRun* first = nullptr;
  for (const MethodRun& run : runs) {
    if (run.status != "solved" || run.verified != true) continue;
    if (first == nullptr) {
      first = &run;
    } else if (run.details["part2"] != first->details["part2"] ||
               run.details["bots_in_range"] != first->details["bots_in_range"]) {
      internal_error("compare nanobots: " + run.method + " and " + first->method +
                     " disagree on the answer");
    }
  }
  bool solved = false;
  for (const MethodRun& run : runs) solved |= run.status == "solved";
  return solved ? kExitSolved : kExitStopped;
}

}  // namespace

void register_compare_nanobots(CLI::App& compare) {
  auto opt = std::make_shared<CompareNanobotsOptions>();
  CLI::App* nanobots = compare.add_subcommand(
      "nanobots", "Nanobots part 2: bnb, milp (CBC), smt (Z3) and brute (small inputs only)");
  nanobots->add_option("FILE", opt->file, "one bot a line: pos=<x,y,z>, r=R")->required();
  nanobots->add_option("--methods", opt->methods, "comma-separated list of methods to run")
      ->capture_default_str();
  add_limit_options(*nanobots, opt->limits, /*nodes=*/false);
  nanobots->get_option("--time-limit")
      ->description("limit for each method, in seconds (default 60)");
  add_format_option(*nanobots, opt->format);
  nanobots->callback([opt] { command_exit_status() = run_compare_nanobots(*opt); });
}

}  // namespace puzzlelab::cli

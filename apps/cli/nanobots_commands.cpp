// puzzlelab nanobots solve: both parts of Advent of Code 2018 day 23 on one input file.
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "commands.hpp"
#include "puzzles/nanobots/parse.hpp"
#include "puzzles/nanobots/solve.hpp"

namespace puzzlelab::cli {
namespace {

struct NanobotsOptions {
  std::string file;
  std::string method = "bnb";
  OutputFormat format = OutputFormat::kText;
  SearchLimits limits;
};

nlohmann::json to_json(int part1, const nanobots::Part2Result& result) {
  nlohmann::json out = {
      {"part1", part1},
      {"method", result.method},
      {"status", to_string(result.status)},
      {"boxes_explored", result.stats.nodes},
      {"boxes_pruned", result.stats.pruned},
      {"peak_queue", result.peak_queue},
      {"seconds", result.stats.seconds},
  };
  if (result.status == SearchStatus::kSolved) {
    const nanobots::Point& p = result.best.point;
    out["part2"] = result.best.distance;
    out["point"] = {p.x, p.y, p.z};
    out["bots_in_range"] = result.best.count;
  }
  return out;
}

void print_text(int part1, const nanobots::Part2Result& result) {
  std::printf("Part 1: %d bots in range of the strongest\n", part1);
  if (result.status == SearchStatus::kSolved) {
    const nanobots::Point& p = result.best.point;
    std::printf("Part 2: %lld (point %lld,%lld,%lld, in range of %d bots; verified)\n",
                static_cast<long long>(result.best.distance), static_cast<long long>(p.x),
                static_cast<long long>(p.y), static_cast<long long>(p.z), result.best.count);
  } else {
    std::printf("Part 2: stopped by a limit before an answer\n");
  }
  const char* unit = result.method == "brute" ? "points counted" : "boxes explored";
  std::printf("Method %s: %llu %s, %llu pruned, %.3f s\n", result.method.c_str(),
              static_cast<unsigned long long>(result.stats.nodes), unit,
              static_cast<unsigned long long>(result.stats.pruned), result.stats.seconds);
}

int run_solve(const NanobotsOptions& opt) {
  const nanobots::Swarm swarm = nanobots::load_swarm(opt.file);
  const int part1 = nanobots::count_in_range_of_strongest(swarm);
  const nanobots::Part2Result result = nanobots::solve_part2(swarm, opt.method, opt.limits);
  if (opt.format == OutputFormat::kJson) {
    std::printf("%s\n", to_json(part1, result).dump(2).c_str());
  } else {
    print_text(part1, result);
  }
  return result.status == SearchStatus::kSolved ? kExitSolved : kExitStopped;
}

}  // namespace

void register_nanobots_commands(CLI::App& app) {
  CLI::App* nanobots =
      app.add_subcommand("nanobots", "Advent of Code 2018 day 23: nanobots with L1 signal ranges");
  nanobots->require_subcommand(1);
  auto opt = std::make_shared<NanobotsOptions>();
  CLI::App* solve = nanobots->add_subcommand(
      "solve",
      "Part 1: bots in range of the strongest; part 2: the point in range of the most bots, "
      "nearest the origin (exact, verified by recounting)");
  solve->add_option("FILE", opt->file, "one bot a line: pos=<x,y,z>, r=R")->required();
  solve
      ->add_option("--method", opt->method,
                   "bnb (default): exact branch and bound over boxes; brute: every point of the "
                   "bounding box (small inputs only)")
      ->check(CLI::IsMember(nanobots::method_names()))
      ->capture_default_str();
  add_format_option(*solve, opt->format);
  add_limit_options(*solve, opt->limits, /*nodes=*/false);
  solve->callback([opt] { command_exit_status() = run_solve(*opt); });
}

}  // namespace puzzlelab::cli

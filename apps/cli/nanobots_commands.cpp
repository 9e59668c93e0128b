// puzzlelab nanobots solve: both parts of Advent of Code 2018 day 23 on one input file.
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "commands.hpp"
#include "puzzles/nanobots/both_parts.hpp"
#include "puzzles/nanobots/parse.hpp"
#include "puzzles/nanobots/solve_method.hpp"
#include "trace_options.hpp"

namespace puzzlelab::cli {
namespace {

struct NanobotsOptions {
  std::string file;
  std::string method = "bnb";
  OutputFormat format = OutputFormat::kText;
  SearchLimits limits;
  TraceRequest trace;
};

nlohmann::json to_json(int part1, const nanobots::BackendPart2Result& answer) {
  const nanobots::Part2Result& result = answer.part2;
  nlohmann::json out = {
      {"part1", part1},
      {"method", result.method},
      {"status", to_string(result.status)},
      {"seconds", result.stats.seconds},
  };
  if (nanobots::is_backend_method(result.method)) {
    const BackendStats& b = answer.backend;
    out["backend"] = {{"variables", b.variables},
                      {"constraints", b.constraints},
                      {"nodes", b.nodes},
                      {"lp_iterations", b.iterations},
                      {"conflicts", b.conflicts},
                      {"decisions", b.decisions},
                      {"propagations", b.propagations},
                      {"stages", answer.stages},
                      {"build_seconds", b.build_seconds},
                      {"solve_seconds", b.solve_seconds}};
    out["verified"] = result.status == SearchStatus::kSolved && answer.warning.empty();
    if (!answer.warning.empty()) out["warning"] = answer.warning;
  } else {
    out["boxes_explored"] = result.stats.nodes;
    out["boxes_pruned"] = result.stats.pruned;
    out["peak_queue"] = result.peak_queue;
  }
  if (result.status == SearchStatus::kSolved) {
    const nanobots::Point& p = result.best.point;
    out["part2"] = result.best.distance;
    out["point"] = {p.x, p.y, p.z};
    out["bots_in_range"] = result.best.count;
  }
  return out;
}

void print_text(int part1, const nanobots::BackendPart2Result& answer) {
  const nanobots::Part2Result& result = answer.part2;
  std::printf("Part 1: %d bots in range of the strongest\n", part1);
  if (result.status == SearchStatus::kSolved) {
    const nanobots::Point& p = result.best.point;
    std::printf("Part 2: %lld (point %lld,%lld,%lld, in range of %d bots; %s)\n",
                static_cast<long long>(result.best.distance), static_cast<long long>(p.x),
                static_cast<long long>(p.y), static_cast<long long>(p.z), result.best.count,
                answer.warning.empty() ? "verified" : "recounted, NOT proved optimal");
  } else {
    std::printf("Part 2: stopped by a limit before an answer\n");
  }
  if (nanobots::is_backend_method(result.method)) {
    const BackendStats& b = answer.backend;
    std::printf(
        "Method %s: %llu variables, %llu constraints, %llu B&B nodes, %llu LP iterations, "
        "%llu conflicts, %.3f s\n",
        result.method.c_str(), static_cast<unsigned long long>(b.variables),
        static_cast<unsigned long long>(b.constraints), static_cast<unsigned long long>(b.nodes),
        static_cast<unsigned long long>(b.iterations), static_cast<unsigned long long>(b.conflicts),
        result.stats.seconds);
  } else {
    const char* unit = result.method == "brute" ? "points counted" : "boxes explored";
    std::printf("Method %s: %llu %s, %llu pruned, %.3f s\n", result.method.c_str(),
                static_cast<unsigned long long>(result.stats.nodes), unit,
                static_cast<unsigned long long>(result.stats.pruned), result.stats.seconds);
  }
  if (!answer.warning.empty()) std::printf("Warning: %s\n", answer.warning.c_str());
}

int run_solve(const NanobotsOptions& opt) {
  const nanobots::Swarm swarm = nanobots::load_swarm(opt.file);
  TraceOutput trace(opt.trace);
  const nanobots::BothParts both =
      nanobots::solve_both_parts(swarm, opt.method, opt.limits, trace.writer());
  const int part1 = both.part1.in_range;
  const nanobots::BackendPart2Result& result = both.part2;
  if (opt.format == OutputFormat::kJson) {
    nlohmann::json out = to_json(part1, result);
    trace.add_to_json(out);
    std::printf("%s\n", out.dump(2).c_str());
  } else {
    print_text(part1, result);
    trace.print_text();
  }
  if (!result.warning.empty()) std::fprintf(stderr, "warning: %s\n", result.warning.c_str());
  return result.part2.status == SearchStatus::kSolved ? kExitSolved : kExitStopped;
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
                   "bnb (default): exact branch and bound over boxes; milp: big-M program in two "
                   "stages with CBC; smt: Z3 Optimize (slow on real inputs); brute: every point "
                   "of the bounding box (small inputs only)")
      ->check(CLI::IsMember(nanobots::all_method_names()))
      ->capture_default_str();
  add_format_option(*solve, opt->format);
  add_limit_options(*solve, opt->limits, /*nodes=*/false);
  add_trace_options(*solve, opt->trace);
  solve->callback([opt] { command_exit_status() = run_solve(*opt); });
}

}  // namespace puzzlelab::cli

// puzzlelab knights tour: a knight's tour of an N x N board (open or closed), by Warnsdorff's
// rule with backtracking or by plain backtracking, verified and drawn as a numbered board.
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "puzzles/knights/tour.hpp"
#include "puzzles/knights/tour_method.hpp"

namespace puzzlelab::cli {
namespace {

struct KnightsOptions {
  int size = 8;
  std::string start = "a1";
  bool closed = false;
  std::string method = "warnsdorff";
  OutputFormat format = OutputFormat::kText;
  SearchLimits limits;
};

int run_tour(const KnightsOptions& opt) {
  knights::check_size(opt.size);
  const knights::Square start = knights::parse_square(opt.start, opt.size);
  const knights::TourResult result =
      knights::find_tour(opt.size, start, opt.closed, knights::tour_method(opt.method), opt.limits);
  const char* kind = opt.closed ? "closed" : "open";
  if (opt.format == OutputFormat::kJson) {
    nlohmann::json out = {{"size", opt.size},
                          {"start", knights::square_name(start, opt.size)},
                          {"closed", opt.closed},
                          {"method", opt.method},
                          {"status", knights::to_string(result.outcome)},
                          {"nodes", result.nodes},
                          {"seconds", result.seconds},
                          {"moves", knights::square_names(opt.size, result.path)}};
    if (result.outcome == knights::TourOutcome::kFound) out["verified"] = true;
    if (!result.reason.empty()) out["reason"] = result.reason;
    std::printf("%s\n", out.dump(2).c_str());
  } else {
    switch (result.outcome) {
      case knights::TourOutcome::kFound:
        std::printf("%s knight's tour of %dx%d from %s (verified)\n",
                    opt.closed ? "Closed" : "Open", opt.size, opt.size,
                    knights::square_name(start, opt.size).c_str());
        if (opt.size <= knights::kMaxDrawnSize) {
          std::fputs(knights::render_tour(opt.size, result.path).c_str(), stdout);
        } else {
          std::printf("(boards above %dx%d are not drawn; --format json lists every move)\n",
                      knights::kMaxDrawnSize, knights::kMaxDrawnSize);
        }
        break;
      case knights::TourOutcome::kNone:
        std::printf("No %s knight's tour of %dx%d from %s: %s\n", kind, opt.size, opt.size,
                    knights::square_name(start, opt.size).c_str(), result.reason.c_str());
        break;
      case knights::TourOutcome::kStopped:
        std::printf("Stopped by a limit before a tour was found\n");
        break;
    }
    std::printf("Method %s: %llu nodes, %.3f s\n", opt.method.c_str(),
                static_cast<unsigned long long>(result.nodes), result.seconds);
  }
  switch (result.outcome) {
    case knights::TourOutcome::kFound:
      return kExitSolved;
    case knights::TourOutcome::kNone:
      return kExitNoSolution;
    case knights::TourOutcome::kStopped:
      break;
  }
  return kExitStopped;
}

}  // namespace

void register_knights_commands(CLI::App& app) {
  CLI::App* knights = app.add_subcommand("knights", "Knight's tours on N x N boards");
  knights->require_subcommand(1);
  auto opt = std::make_shared<KnightsOptions>();
  CLI::App* tour = knights->add_subcommand(
      "tour", "A knight's tour visiting every square once, verified and drawn numbered");
  tour->add_option("--size", opt->size, "board size N (1..1000)")->capture_default_str();
  tour->add_option("--start", opt->start,
                   "start square: a1 is bottom-left (files a..z), or x,y 0-based on any board")
      ->capture_default_str();
  tour->add_flag("--closed", opt->closed, "the last square must be a knight move from the start");
  tour->add_option("--method", opt->method,
                   "warnsdorff (default): Warnsdorff's rule, ties to the square farthest from "
                   "the centre, with backtracking; backtrack: fixed move order, no heuristic")
      ->check(CLI::IsMember(knights::tour_method_names()))
      ->capture_default_str();
  add_format_option(*tour, opt->format);
  add_limit_options(*tour, opt->limits);
  tour->callback([opt] { command_exit_status() = run_tour(*opt); });
}

}  // namespace puzzlelab::cli

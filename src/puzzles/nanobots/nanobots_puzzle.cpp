// Nanobots behind the puzzle interface (puzzle/puzzle.hpp): both parts of Advent of Code 2018
// day 23 by one of the part-2 methods of solve_method.hpp, through the same entry point as
// `nanobots solve` (both_parts.hpp).
#include <algorithm>
#include <cstdio>
#include <limits>
#include <memory>
#include <ostream>

#include "backends/milp/cbc_solver.hpp"
#include "backends/smt/z3_available.hpp"
#include "core/error.hpp"
#include "puzzle/figures.hpp"
#include "puzzle/puzzle.hpp"
#include "puzzles/nanobots/both_parts.hpp"
#include "puzzles/nanobots/box.hpp"
#include "puzzles/nanobots/encode_milp.hpp"
#include "puzzles/nanobots/encode_smt.hpp"
#include "puzzles/nanobots/example.hpp"
#include "puzzles/nanobots/model_export.hpp"
#include "puzzles/nanobots/parse.hpp"
#include "puzzles/nanobots/trace_boxes.hpp"

namespace puzzlelab {
namespace {

using nanobots::point_text;
using nanobots::Swarm;

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3g s", seconds);
  return text;
}

class NanobotsInstance final : public Instance {
 public:
  NanobotsInstance(std::string file, Swarm swarm)
      : file_(std::move(file)), swarm_(std::move(swarm)) {}

  std::string canonical() const override { return puzzle_support::join_params({{"file", file_}}); }
  const std::string& file() const { return file_; }
  const Swarm& swarm() const { return swarm_; }

 private:
  std::string file_;  // a path, or kExampleName
  Swarm swarm_;
};

Swarm load(const std::string& file) {
  try {
    if (file == nanobots::kExampleName)
      return nanobots::parse_swarm(nanobots::example_text(), file);
    return nanobots::load_swarm(file);
  } catch (const InputError& bad) {
    throw InputError(std::string("file: ") + bad.what());
  }
}

nlohmann::json answer_json(const nanobots::BothParts& both) {
  const nanobots::Candidate& best = both.part2.part2.best;
  return {{"part1", {{"in_range", both.part1.in_range}, {"strongest", both.part1.strongest}}},
          {"part2",
           {{"point", {best.point.x, best.point.y, best.point.z}},
            {"distance", best.distance},
            {"bots_in_range", best.count}}}};
}

std::string drawing(const Swarm& swarm, const nanobots::BothParts& both) {
  const nanobots::Bot& strongest = swarm[static_cast<std::size_t>(both.part1.strongest)];
  const nanobots::Candidate& best = both.part2.part2.best;
  return "Part 1: " + std::to_string(both.part1.in_range) +
         " bots in range of the strongest (bot " + std::to_string(both.part1.strongest) + " at " +
         point_text(strongest.pos) + ", r=" + std::to_string(strongest.r) +
         ")\nPart 2: " + std::to_string(best.distance) + " (point " + point_text(best.point) +
         ", in range of " + std::to_string(best.count) + " bots)\n";
}

// Why a method proved its answer optimal, or why it did not.
std::string optimality_note(const std::string& method) {
  if (method == "bnb") return "branch and bound: the first box popped with one count is optimal";
  if (method == "brute") return "every point of the bounding box of all ranges counted";
  if (method == "milp")
    return "CBC proved both stages optimal and the direct recount reaches its objectives";
  return "Z3 Optimize proved both objectives optimal and the direct recount matches";
}

std::string stop_note(const std::string& method, const SolveOptions& options,
                      const nanobots::Part2Result& part2) {
  const SearchLimits& limits = options.limits;
  const bool search = method == "bnb" || method == "brute";
  if (search && part2.stats.nodes >= limits.nodes) {
    return "node limit of " + std::to_string(limits.nodes) +
           (method == "bnb" ? " boxes" : " points") + " reached";
  }
  if (!search && limits.nodes != std::numeric_limits<std::uint64_t>::max()) {
    return "a limit was reached (" + seconds_text(limits.seconds) + ", " +
           std::to_string(limits.nodes) +
           (method == "milp" ? " nodes a stage)" : " Z3 resource units)");
  }
  return "time limit of " + seconds_text(limits.seconds) + " reached";
}

class NanobotsPuzzle final : public Puzzle {
 public:
  std::string name() const override { return "nanobots"; }
  std::string title() const override { return "Nanobots"; }
  std::string summary() const override {
    return "Advent of Code 2018 day 23: the point in range of the most L1 balls, nearest the "
           "origin";
  }
  std::string docs() const override { return "docs/nanobots.md"; }

  std::vector<ParamSpec> params() const override {
    return {{"file",
             "one bot a line, pos=<x,y,z>, r=R; 'example' for the part-2 example of the puzzle",
             std::string(nanobots::kExampleName),
             true,
             {std::string(nanobots::kExampleName)},
             true}};
  }

  std::unique_ptr<Instance> parse(const Params& params) const override {
    puzzle_support::check_param_names(params, this->params(), name());
    const std::string file =
        puzzle_support::param(params, "file", std::string(nanobots::kExampleName));
    if (file.empty()) throw InputError("file: expected a path or 'example', got ''");
    if (file.find_first_of(" \t\n") != std::string::npos)
      throw InputError("file: the path must not contain spaces, got '" + file + "'");
    return std::make_unique<NanobotsInstance>(file, load(file));
  }

  std::vector<MethodInfo> methods() const override {
    return {
        {"bnb", MethodFamily::kSearch,
         "exact best-first branch and bound over boxes; both parts, part 2 proved optimal", true,
         true, true},
        {"milp", MethodFamily::kMilp,
         "big-M program in two stages with CBC: the most bots in range, then the nearest point",
         milp::cbc_available(), true, false},
        {"smt", MethodFamily::kSmt,
         "Z3 Optimize: maximise the bots in range, then minimise the distance (slow on real "
         "inputs)",
         smt::z3_available(), true, false},
        // The default instance's bounding box holds 64 million points: brute refuses it.
        {"brute", MethodFamily::kSearch,
         "every integer point of the bounding box (up to 10^7 points; the reference)", true, false,
         false},
    };
  }

  std::string default_method(const Instance&) const override { return "bnb"; }

  Report solve(const Instance& instance, const std::string& method,
               const SolveOptions& options) const override {
    const std::vector<MethodInfo> known = methods();
    const auto info = std::find_if(known.begin(), known.end(),
                                   [&](const MethodInfo& m) { return m.name == method; });
    if (info == known.end()) puzzle_support::unknown_method(name(), method, known);
    const NanobotsInstance& own = puzzle_support::own<NanobotsInstance>(instance);
    const Swarm& swarm = own.swarm();
    const nanobots::BothParts both =
        nanobots::solve_both_parts(swarm, method, options.limits, options.trace);
    const nanobots::Part2Result& part2 = both.part2.part2;

    Report report;
    if (info->family == MethodFamily::kSearch) {
      report.stats.nodes = part2.stats.nodes;
      if (method == "bnb") report.stats.pruned = part2.stats.pruned;
      report.stats.solve_seconds = part2.stats.seconds;
    } else {
      report.backend = backend_figures(info->family, both.part2.backend, report.stats);
    }
    if (part2.status != SearchStatus::kSolved) {
      report.status = Status::kStopped;
      report.summary = "stopped after " + seconds_text(part2.stats.seconds);
      report.note = stop_note(method, options, part2);
      return report;
    }
    report.verified =
        nanobots::recount_agrees(swarm, both.part1) && nanobots::recount_agrees(swarm, part2.best);
    report.status = both.part2.warning.empty() ? Status::kOptimal : Status::kSolved;
    report.note = both.part2.warning.empty() ? optimality_note(method) : both.part2.warning;
    report.answer = answer_json(both);
    report.summary = "distance " + std::to_string(part2.best.distance) + " (" +
                     std::to_string(part2.best.count) +
                     " bots in range); part 1: " + std::to_string(both.part1.in_range);
    report.drawing = drawing(swarm, both);
    return report;
  }

  // Every method traces itself; a method that refuses the instance leaves the bots.
  std::unique_ptr<trace::AnswerTrace> answer_trace(const Instance& instance,
                                                   const Report&) const override {
    const Swarm& swarm = puzzle_support::own<NanobotsInstance>(instance).swarm();
    return std::make_unique<trace::StartOnlyTrace>(nanobots::trace_instance(swarm),
                                                   nanobots::trace_state(std::nullopt));
  }

  std::vector<ModelInfo> models() const override {
    std::vector<ModelInfo> list = {
        {"stage1",
         {ModelFormat::kLp, ModelFormat::kMps},
         "milp stage 1: maximise the bots in range of an integer point (big-M rows)"},
        {"stage2",
         {ModelFormat::kLp, ModelFormat::kMps},
         "milp stage 2: the most bots in range (found by bnb) fixed, minimise |x|+|y|+|z|"},
    };
    if (smt::z3_available()) {
      list.push_back({"smt",
                      {ModelFormat::kSmt2},
                      "Z3 Optimize: maximise the bots in range, then minimise |x|+|y|+|z|"});
    }
    return list;
  }

  void write_model(const Instance& instance, const std::string& model, ModelFormat format,
                   std::ostream& out) const override {
    const NanobotsInstance& own = puzzle_support::own<NanobotsInstance>(instance);
    const bool milp = format == ModelFormat::kLp || format == ModelFormat::kMps;
    const std::string format_name(to_string(format));
    if (model == "stage1" && milp) {
      nanobots::write_milp_model(own.swarm(), format_name, own.file(), out);
    } else if (model == "stage2" && milp) {
      nanobots::write_milp_stage2(own.swarm(), format_name, own.file(), out);
    } else if (model == "smt" && format == ModelFormat::kSmt2) {
      out << nanobots::smt2_script(own.swarm(), own.file());
    } else if (model == "stage1" || model == "stage2" || model == "smt") {
      throw InputError("--format: the nanobots model '" + model + "' has no " + format_name +
                       " form");
    } else {
      Puzzle::write_model(instance, model, format, out);
    }
  }

  std::vector<BenchCase> bench_cases() const override {
    return {{"example (bnb)", "", "bnb"}, {"example (milp)", "", "milp"}};
  }

  std::string draw(const Instance& instance, const DrawStyle&) const override {
    const Swarm& swarm = puzzle_support::own<NanobotsInstance>(instance).swarm();
    const nanobots::Part1Answer part1 = nanobots::solve_part1(swarm);
    const nanobots::Bot& strongest = swarm[static_cast<std::size_t>(part1.strongest)];
    const nanobots::Box box = nanobots::bounding_box(swarm);
    return std::to_string(swarm.size()) + " nanobots; the strongest, bot " +
           std::to_string(part1.strongest) + ", at " + point_text(strongest.pos) +
           " with r=" + std::to_string(strongest.r) + "; every range lies in " +
           point_text(box.lo) + " .. " + point_text(box.hi) + "\n";
  }
};

}  // namespace

std::unique_ptr<Puzzle> make_nanobots_puzzle() {
  return std::make_unique<NanobotsPuzzle>();
}

}  // namespace puzzlelab

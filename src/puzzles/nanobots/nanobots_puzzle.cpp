// Nanobots behind the puzzle interface (puzzle/puzzle.hpp): both parts of Advent of Code 2018
// day 23 by one of the part-2 methods of solve_method.hpp, through the same entry point as
// `nanobots solve` (both_parts.hpp).
#include <algorithm>
#include <cstdio>
#include <limits>
#include <memory>
#include <ostream>

#include "backends/smt/z3_available.hpp"
#include "core/error.hpp"
#include "puzzle/figures.hpp"
#include "puzzle/typed_puzzle.hpp"
#include "puzzles/nanobots/both_parts.hpp"
#include "puzzles/nanobots/box.hpp"
#include "puzzles/nanobots/decode_answer.hpp"
#include "puzzles/nanobots/encode_milp.hpp"
#include "puzzles/nanobots/encode_smt.hpp"
#include "puzzles/nanobots/example.hpp"
#include "puzzles/nanobots/model_export.hpp"
#include "puzzles/nanobots/parse.hpp"
#include "puzzles/nanobots/solve_method.hpp"
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

// The answer: both parts, each with the figures the puzzle asks for.
struct NanobotsAnswer {
  nanobots::Part1Answer part1;  // the strongest bot and the bots in its range
  nanobots::Candidate part2;    // the point in range of the most bots, nearest the origin
};

using NanobotsReport = UncheckedReport<NanobotsAnswer>;

std::string drawing(const Swarm& swarm, const NanobotsAnswer& both) {
  const nanobots::Bot& strongest = swarm[static_cast<std::size_t>(both.part1.strongest)];
  const nanobots::Candidate& best = both.part2;
  return "Part 1: " + std::to_string(both.part1.in_range) +
         " bots in range of the strongest (bot " + std::to_string(both.part1.strongest) + " at " +
         point_text(strongest.pos) + ", r=" + std::to_string(strongest.r) +
         ")\nPart 2: " + std::to_string(best.distance) + " (point " + point_text(best.point) +
         ", in range of " + std::to_string(best.count) + " bots)\n";
}

// Why a method proved its answer optimal, or why it did not.
std::string optimality_note(nanobots::Method method) {
  switch (method) {
    case nanobots::Method::kBnb:
      return "branch and bound: the first box popped with one count is optimal";
    case nanobots::Method::kBrute:
      return "every point of the bounding box of all ranges counted";
    case nanobots::Method::kMilp:
      return "CBC proved both stages optimal and the direct recount reaches its objectives";
    case nanobots::Method::kSmt:
      break;
  }
  return "Z3 Optimize proved both objectives optimal and the direct recount matches";
}

std::string stop_note(nanobots::Method method, const SolveOptions& options,
                      const nanobots::Part2Result& part2) {
  const SearchLimits& limits = options.limits;
  const bool search = !nanobots::is_backend_method(method);
  if (search && part2.stats.nodes >= limits.nodes) {
    return "node limit of " + std::to_string(limits.nodes) +
           (method == nanobots::Method::kBnb ? " boxes" : " points") + " reached";
  }
  if (!search && limits.nodes != std::numeric_limits<std::uint64_t>::max()) {
    return "a limit was reached (" + seconds_text(limits.seconds) + ", " +
           std::to_string(limits.nodes) +
           (method == nanobots::Method::kMilp ? " nodes a stage)" : " Z3 resource units)");
  }
  return "time limit of " + seconds_text(limits.seconds) + " reached";
}

std::string summary_of(const NanobotsAnswer& both) {
  return "distance " + std::to_string(both.part2.distance) + " (" +
         std::to_string(both.part2.count) +
         " bots in range); part 1: " + std::to_string(both.part1.in_range);
}

// Both parts by one part-2 method.
NanobotsReport solve_nanobots(const NanobotsInstance& own, nanobots::Method method,
                              MethodFamily family, const SolveOptions& options) {
  const Swarm& swarm = own.swarm();
  const nanobots::BothParts both =
      nanobots::solve_both_parts(swarm, method, options.limits, options.trace);
  const nanobots::Part2Result& part2 = both.part2.part2;

  NanobotsReport report;
  if (family == MethodFamily::kSearch) {
    report.stats.nodes = part2.stats.nodes;
    if (method == nanobots::Method::kBnb) report.stats.pruned = part2.stats.pruned;
    report.stats.solve_seconds = part2.stats.seconds;
  } else {
    report.backend = backend_figures(family, both.part2.backend, report.stats);
  }
  if (part2.status != SearchStatus::kSolved) {
    report.status = Status::kStopped;
    report.summary = "stopped after " + seconds_text(part2.stats.seconds);
    report.note = stop_note(method, options, part2);
    return report;
  }
  report.status = both.part2.warning.empty() ? Status::kOptimal : Status::kSolved;
  report.note = both.part2.warning.empty() ? optimality_note(method) : both.part2.warning;
  report.answer = NanobotsAnswer{both.part1, part2.best};
  report.summary = summary_of(*report.answer);
  report.drawing = drawing(swarm, *report.answer);
  return report;
}

class NanobotsPuzzle final : public TypedPuzzle<NanobotsInstance, NanobotsAnswer> {
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

  std::vector<Method> method_table() const override {
    using nanobots::Method;
    const auto entry = [](Method method, MethodFamily family, const char* summary,
                          TraceDepth trace = TraceDepth::kAnswerOnly,
                          SolverLibrary library = SolverLibrary::kNone) {
      return TypedPuzzle::Method{
          {.name = nanobots::to_string(method),
           .family = family,
           .summary = summary,
           .library = library,
           .trace = trace},
          [method, family](const NanobotsInstance& own, const SolveOptions& options) {
            return solve_nanobots(own, method, family, options);
          }};
    };
    return {
        entry(Method::kBnb, MethodFamily::kSearch,
              "exact best-first branch and bound over boxes; both parts, part 2 proved optimal",
              TraceDepth::kSearchEvents),
        entry(Method::kMilp, MethodFamily::kMilp,
              "big-M program in two stages with CBC: the most bots in range, then the nearest "
              "point",
              TraceDepth::kAnswerOnly, SolverLibrary::kCbc),
        entry(Method::kSmt, MethodFamily::kSmt,
              "Z3 Optimize: maximise the bots in range, then minimise the distance (slow on real "
              "inputs)",
              TraceDepth::kAnswerOnly, SolverLibrary::kZ3),
        entry(Method::kBrute, MethodFamily::kSearch,
              "every integer point of the bounding box (up to 10^7 points; the reference)"),
    };
  }

  std::string default_method_for(const NanobotsInstance&) const override { return "bnb"; }

  // Both parts recounted from the bots: the strongest bot's range, and the point's count and
  // distance.
  RulesVerdict replay(const NanobotsInstance& own, const NanobotsAnswer& answer) const override {
    if (!nanobots::recount_agrees(own.swarm(), answer.part1))
      return RulesVerdict::broken("part 1's count differs from a recount of the bots");
    if (!nanobots::recount_agrees(own.swarm(), answer.part2))
      return RulesVerdict::broken("part 2's point: its count or distance differs from a recount");
    return RulesVerdict::holds();
  }

  nlohmann::json answer_json(const NanobotsInstance&, const NanobotsAnswer& answer) const override {
    const nanobots::Candidate& best = answer.part2;
    return {{"part1", {{"in_range", answer.part1.in_range}, {"strongest", answer.part1.strongest}}},
            {"part2",
             {{"point", {best.point.x, best.point.y, best.point.z}},
              {"distance", best.distance},
              {"bots_in_range", best.count}}}};
  }

  // Every method traces itself; a method that refuses the instance leaves the bots.
  std::unique_ptr<trace::AnswerTrace> own_answer_trace(const NanobotsInstance& own,
                                                       const NanobotsAnswer*,
                                                       const Report&) const override {
    const Swarm& swarm = own.swarm();
    return std::make_unique<trace::StartOnlyTrace>(nanobots::trace_instance(swarm),
                                                   nanobots::trace_state(std::nullopt));
  }

  std::vector<ModelInfo> models() const override {
    std::vector<ModelInfo> list = {
        {"stage1",
         {ModelFormat::kLp, ModelFormat::kMps},
         "milp stage 1: maximise the bots in range of an integer point (big-M rows)",
         /*answers_read=*/true},
        {"stage2",
         {ModelFormat::kLp, ModelFormat::kMps},
         "milp stage 2: the most bots in range (found by bnb) fixed, minimise |x|+|y|+|z|",
         /*answers_read=*/true},
    };
    if (smt::z3_available()) {
      list.push_back({"smt",
                      {ModelFormat::kSmt2},
                      "Z3 Optimize: maximise the bots in range, then minimise |x|+|y|+|z|",
                      /*answers_read=*/true});
    }
    return list;
  }

  void write_own_model(const NanobotsInstance& own, const std::string& model, ModelFormat format,
                       std::ostream& out) const override {
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
      return Puzzle::write_model(own, model, format, out);
    }
  }

  // A solver's answer to one of the models, read with the encoding that wrote it; its point is
  // recounted from the bots, and part 1 is worked out from them as every method does.
  NanobotsReport read_own_answer(const NanobotsInstance& own, const std::string& model,
                                 const std::string& text,
                                 const std::string& source) const override {
    if (model != "stage1" && model != "stage2" && model != "smt")
      return TypedPuzzle::read_own_answer(own, model, text, source);
    const Swarm& swarm = own.swarm();
    const std::optional<nanobots::DecodedPoint> decoded =
        nanobots::decode_point_answer(swarm, model, own.file(), text, source);
    if (!decoded) return NanobotsReport::no_solution("the solver proved the model infeasible");
    NanobotsReport report;
    // Stage 1 maximises the count alone: its point need not be the nearest.
    report.status = decoded->optimal && model != "stage1" ? Status::kOptimal : Status::kSolved;
    report.answer = NanobotsAnswer{nanobots::solve_part1(swarm), decoded->best};
    report.summary = summary_of(*report.answer);
    report.note = model == "stage1"
                      ? "the solver's point, recounted from the bots; stage 1 maximises the bots "
                        "in range only, so the distance is not minimised"
                      : "the solver's point, recounted from the bots: its count and distance "
                        "agree with the solver's";
    report.drawing = drawing(swarm, *report.answer);
    return report;
  }

  std::vector<BenchCase> bench_cases() const override {
    return {{"example (bnb)", "", "bnb"}, {"example (milp)", "", "milp"}};
  }

  std::string draw_instance(const NanobotsInstance& own, const DrawStyle&) const override {
    const Swarm& swarm = own.swarm();
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

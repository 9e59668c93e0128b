// Tower of Hanoi behind the puzzle interface (puzzle/puzzle.hpp): the methods of
// solve_method.hpp (the same code `hanoi solve` runs) and the two models of encode_milp.hpp.
#include <algorithm>
#include <memory>
#include <ostream>

#include "backends/milp/cbc_solver.hpp"
#include "backends/milp/model_files.hpp"
#include "core/error.hpp"
#include "core/number_text.hpp"
#include "puzzle/figures.hpp"
#include "puzzle/puzzle.hpp"
#include "puzzles/hanoi/draw.hpp"
#include "puzzles/hanoi/move_text.hpp"
#include "puzzles/hanoi/solve_method.hpp"
#include "puzzles/hanoi/trace_moves.hpp"

namespace puzzlelab {
namespace {

using puzzle_support::param;

constexpr int kDefaultDisks = 3;

class HanoiInstance final : public Instance {
 public:
  explicit HanoiInstance(hanoi::Problem problem) : problem(std::move(problem)) {}
  std::string canonical() const override {
    return puzzle_support::join_params({{"disks", std::to_string(problem.disks)},
                                        {"pegs", std::to_string(problem.pegs)},
                                        {"from", hanoi::to_string(problem.start)},
                                        {"goal", hanoi::to_string(problem.goal)}});
  }
  hanoi::Problem problem;
};

const hanoi::Problem& problem_of(const Instance& instance) {
  return puzzle_support::own<HanoiInstance>(instance).problem;
}

// How the optimum of each method's answer is known.
std::string optimality_note(const hanoi::Problem& problem, const std::string& method) {
  if (method == "recursive") {
    return problem.pegs == 3 ? "optimal: the largest differing disk moves once or twice (Hinz 1992)"
                             : "optimal: Frame-Stewart, proved for four pegs by Bousch (2014)";
  }
  if (method == "bfs") return "optimal: breadth-first search of the state graph";
  return "optimal: CBC proved the optimum";
}

void fill_figures(Report& report, MethodFamily family, const hanoi::MethodResult& result) {
  if (result.model) {
    report.backend = backend_figures(family, result.model->stats, report.stats);
    return;
  }
  // The recursive method only counts, without listing, an answer too long to list.
  if (result.method == "recursive" && result.count > hanoi::kMaxListedMoves) return;
  report.stats.nodes = result.nodes;
  report.stats.solve_seconds = result.seconds;
}

// The recursive method past kMaxListedMoves: the optimal count, by the same formula the
// recursion follows, without the list (`hanoi solve` streams the moves themselves).
Report count_only(const hanoi::Problem& problem, const SolveOptions& options) {
  Report report;
  report.status = Status::kOptimal;
  const u128 count = hanoi::recursive_count(problem);
  if (options.trace != nullptr) {  // the moves stream into the trace until its cut
    hanoi::HanoiTracer tracer(*options.trace, "recursive", problem.start, problem.goal,
                              problem.pegs);
    LimitGuard guard(options.limits);
    tracer.limit_by(guard);
    hanoi::MethodResult streamed;
    streamed.method = "recursive";
    streamed.count = count;
    tracer.trace_moves(
        [&](hanoi::HanoiTracer& sink) { hanoi::emit_moves(problem, streamed, sink); });
    tracer.end("solved", {{"moves", static_cast<std::uint64_t>(count)}});
  }
  set_count(report.answer, "move_count", count);
  report.summary = with_commas(to_decimal(count)) + " moves";
  report.note = optimality_note(problem, "recursive") + "; the moves are not listed past " +
                std::to_string(hanoi::kMaxListedMoves) + " (`hanoi solve` streams any number)";
  return report;
}

class HanoiPuzzle final : public Puzzle {
 public:
  std::string name() const override { return "hanoi"; }
  std::string title() const override { return "Tower of Hanoi"; }
  std::string summary() const override {
    return "Move a tower of disks between pegs, never a larger disk on a smaller one";
  }
  std::string docs() const override { return "docs/hanoi.md"; }

  std::vector<ParamSpec> params() const override {
    return {
        {"disks", "number of disks, 1..64 (implied by from/goal)", std::to_string(kDefaultDisks)},
        {"pegs", "3, or 4 (Frame-Stewart)", "3", false, {"3", "4"}},
        {"from", "start: each disk's peg, smallest first, such as ACB (default all on A)", ""},
        {"goal", "goal: each disk's peg, smallest first (default all on B)", ""},
    };
  }

  std::unique_ptr<Instance> parse(const Params& params) const override {
    puzzle_support::check_param_names(params, this->params(), name());
    const std::string pegs_text = param(params, "pegs", "3");
    if (pegs_text != "3" && pegs_text != "4") {
      throw InputError("pegs: expected 3 or 4, got '" + pegs_text.substr(0, 40) + "'");
    }
    const int pegs = pegs_text == "3" ? 3 : 4;
    const std::string disks_text = param(params, "disks", "");
    const int disks = disks_text.empty()
                          ? 0
                          : puzzle_support::integer_param("disks", disks_text, 1, hanoi::kMaxDisks);
    hanoi::GivenConfigs given =
        hanoi::parse_configs(param(params, "from", ""), param(params, "goal", ""), pegs, disks,
                             {"disks", "from", "goal"});
    const int count = given.disks > 0 ? given.disks : disks > 0 ? disks : kDefaultDisks;
    return std::make_unique<HanoiInstance>(
        hanoi::make_problem(pegs, count, std::move(given.start), std::move(given.goal)));
  }

  std::vector<MethodInfo> methods() const override {
    const bool cbc = milp::cbc_available();
    return {
        {"recursive", MethodFamily::kConstruct,
         "the optimal recursion: any start and goal on 3 pegs, Frame-Stewart on 4", true, true},
        {"bfs", MethodFamily::kSearch, "breadth-first search of the state graph (p^N states)", true,
         true},
        {"milp", MethodFamily::kMilp, "the inventory MILP over 2^N - 1 steps, by CBC (N <= 5)", cbc,
         true},
        {"network", MethodFamily::kNetwork, "the shortest-path LP over 3^N states, by CBC (N <= 8)",
         cbc, true},
    };
  }

  std::string default_method(const Instance& instance) const override {
    const hanoi::Problem& problem = problem_of(instance);
    return problem.pegs == 4 && !problem.classic ? "bfs" : "recursive";
  }

  Report solve(const Instance& instance, const std::string& method,
               const SolveOptions& options) const override {
    const std::vector<MethodInfo> all = methods();
    const auto info =
        std::find_if(all.begin(), all.end(), [&](const MethodInfo& m) { return m.name == method; });
    if (info == all.end()) puzzle_support::unknown_method(name(), method, all);
    const hanoi::Problem& problem = problem_of(instance);
    if (method == "recursive" && hanoi::recursive_count(problem) > hanoi::kMaxListedMoves)
      return count_only(problem, options);
    const hanoi::MethodResult result =
        hanoi::solve_with_method(problem, method, options.limits, /*want_list=*/true);
    Report report;
    fill_figures(report, info->family, result);
    std::optional<hanoi::HanoiTracer> tracer;
    if (options.trace != nullptr)
      tracer.emplace(*options.trace, method, problem.start, problem.goal, problem.pegs);
    if (result.stopped) {
      report.status = Status::kStopped;
      report.summary = "stopped";
      report.note = result.note;
      if (tracer) tracer->end("stopped", hanoi::method_figures(result));
      return report;
    }
    nlohmann::json moves = nlohmann::json::array();
    auto collect = [&moves](const hanoi::Move& move) { moves.push_back(hanoi::move_json(move)); };
    hanoi::emit_checked_moves(problem, result, collect);  // the replay through the rules
    report.verified = true;
    report.answer = {{"moves", std::move(moves)}, {"move_count", result.moves.size()}};
    report.status = Status::kOptimal;
    report.summary = with_commas(result.moves.size()) + " moves";
    report.note = optimality_note(problem, method);
    if (result.moves.size() < hanoi::kMaxPictureStates)
      report.drawing = hanoi::show_sequence(problem.start, result.moves, problem.pegs);
    if (tracer) {
      tracer->trace_moves(
          [&](hanoi::HanoiTracer& sink) { hanoi::emit_moves(problem, result, sink); });
      tracer->end("solved", {{"moves", result.moves.size()}});
    }
    return report;
  }

  // Every method traces its answer itself; a method that refuses the instance leaves the start.
  std::unique_ptr<trace::AnswerTrace> answer_trace(const Instance& instance,
                                                   const Report&) const override {
    const hanoi::Problem& problem = problem_of(instance);
    return std::make_unique<trace::StartOnlyTrace>(
        hanoi::trace_instance(problem.pegs, problem.goal), hanoi::trace_state(problem.start));
  }

  std::vector<ModelInfo> models() const override {
    const std::vector<ModelFormat> formats{ModelFormat::kLp, ModelFormat::kMps};
    return {
        {"inventory", formats,
         "the inventory MILP: moves, disk positions and done flags over 2^N - 1 steps (3 pegs, "
         "N <= 5)"},
        {"network", formats,
         "the shortest-path LP: one node per state, one arc per move (3 pegs, "
         "N <= 8)"},
    };
  }

  void write_model(const Instance& instance, const std::string& model, ModelFormat format,
                   std::ostream& out) const override {
    if (model != "inventory" && model != "network")
      Puzzle::write_model(instance, model, format, out);
    if (format != ModelFormat::kLp && format != ModelFormat::kMps) {
      throw InputError("--to: the " + model + " model is written as lp or mps, not " +
                       std::string(to_string(format)));
    }
    const hanoi::Problem& problem = problem_of(instance);
    const int limit = model == "inventory" ? hanoi::kMaxInventoryDisks : hanoi::kMaxNetworkDisks;
    if (problem.pegs != 3) throw InputError("pegs: the " + model + " model has 3 pegs only");
    if (problem.disks > limit) {
      throw InputError("disks: the " + model + " model takes at most " + std::to_string(limit) +
                       " disks, not " + std::to_string(problem.disks));
    }
    auto write = [&](const milp::Model& m) {
      format == ModelFormat::kLp ? milp::write_lp(m, out) : milp::write_mps(m, out);
    };
    if (model == "inventory") {
      write(hanoi::InventoryEncoding(problem.start, problem.goal).model());
    } else {
      write(hanoi::NetworkEncoding(problem.start, problem.goal).model());
    }
  }

  std::vector<BenchCase> bench_cases() const override {
    return {{"disks=10 (bfs)", "disks=10", "bfs"},
            {"disks=3 (milp)", "disks=3", "milp"},
            {"disks=8 pegs=4 (recursive)", "disks=8 pegs=4", "recursive"}};
  }

  std::string draw(const Instance& instance, const DrawStyle&) const override {
    const hanoi::Problem& problem = problem_of(instance);
    return "start " + hanoi::to_string(problem.start) + "\n" +
           hanoi::draw_towers(problem.start, problem.pegs) + "goal " +
           hanoi::to_string(problem.goal) + "\n" + hanoi::draw_towers(problem.goal, problem.pegs);
  }
};

}  // namespace

std::unique_ptr<Puzzle> make_hanoi_puzzle() {
  return std::make_unique<HanoiPuzzle>();
}

}  // namespace puzzlelab

// Tower of Hanoi behind the puzzle interface (puzzle/puzzle.hpp): the methods of
// solve_method.hpp (the same code `hanoi solve` runs), the two models of encode_milp.hpp and the
// PDDL task of pddl_model.hpp.
#include <algorithm>
#include <memory>
#include <ostream>

#include "backends/milp/model_files.hpp"
#include "core/error.hpp"
#include "core/number_text.hpp"
#include "puzzle/figures.hpp"
#include "puzzle/typed_puzzle.hpp"
#include "puzzles/hanoi/answer.hpp"
#include "puzzles/hanoi/decode_answer.hpp"
#include "puzzles/hanoi/draw.hpp"
#include "puzzles/hanoi/move_text.hpp"
#include "puzzles/hanoi/pddl_model.hpp"
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
                                        {"start", hanoi::to_string(problem.start)},
                                        {"goal", hanoi::to_string(problem.goal)}});
  }
  hanoi::Problem problem;
};

// How the optimum of each method's answer is known.
std::string optimality_note(const hanoi::Problem& problem, hanoi::Method method) {
  switch (method) {
    case hanoi::Method::kRecursive:
      return problem.pegs == 3
                 ? "optimal: the largest differing disk moves once or twice (Hinz 1992)"
                 : "optimal: Frame-Stewart, proved for four pegs by Bousch (2014)";
    case hanoi::Method::kBfs:
      return "optimal: breadth-first search of the state graph";
    case hanoi::Method::kMilp:
    case hanoi::Method::kNetwork:
      break;
  }
  return "optimal: CBC proved the optimum";
}

using hanoi::HanoiAnswer;

using HanoiReport = UncheckedReport<HanoiAnswer>;

std::string move_count_text(std::size_t moves) {
  return with_commas(moves) + " moves";
}

void fill_figures(HanoiReport& report, MethodFamily family, const hanoi::MethodResult& result) {
  if (result.model) {
    report.backend = backend_figures(family, result.model->stats, report.stats);
    return;
  }
  // The recursive method only counts, without listing, an answer too long to list.
  if (result.method == hanoi::Method::kRecursive && result.count > hanoi::kMaxListedMoves) return;
  report.stats.nodes = result.nodes;
  report.stats.solve_seconds = result.seconds;
}

// The recursive method past kMaxListedMoves: the optimal count, by the same formula the
// recursion follows, without the list (`hanoi solve` streams the moves themselves).
HanoiReport count_only(const hanoi::Problem& problem, const SolveOptions& options) {
  HanoiReport report;
  report.status = Status::kOptimal;
  const u128 count = hanoi::recursive_count(problem);
  if (options.trace != nullptr) {  // the moves stream into the trace until its cut
    hanoi::HanoiTracer tracer(*options.trace, "recursive", problem.start, problem.goal,
                              problem.pegs);
    LimitGuard guard(options.limits);
    tracer.limit_by(guard);
    hanoi::MethodResult streamed;
    streamed.method = hanoi::Method::kRecursive;
    streamed.count = count;
    tracer.trace_moves(
        [&](hanoi::HanoiTracer& sink) { hanoi::emit_moves(problem, streamed, sink); });
    tracer.end("solved", {{"moves", static_cast<std::uint64_t>(count)}});
  }
  report.answer = HanoiAnswer{HanoiAnswer::Kind::kCount, {}, count};
  report.summary = with_commas(to_decimal(count)) + " moves";
  report.note = optimality_note(problem, hanoi::Method::kRecursive) +
                "; the moves are not listed past " + std::to_string(hanoi::kMaxListedMoves) +
                " (`hanoi solve` streams any number)";
  return report;
}

// Any method: its list of moves (replayed by HanoiPuzzle::replay), or the count alone past what
// a listed answer holds.
HanoiReport solve_hanoi(const hanoi::Problem& problem, hanoi::Method method, MethodFamily family,
                        const SolveOptions& options) {
  if (method == hanoi::Method::kRecursive &&
      hanoi::recursive_count(problem) > hanoi::kMaxListedMoves)
    return count_only(problem, options);
  const hanoi::MethodResult result =
      hanoi::solve_with_method(problem, method, options.limits, /*want_list=*/true);
  HanoiReport report;
  fill_figures(report, family, result);
  std::optional<hanoi::HanoiTracer> tracer;
  if (options.trace != nullptr)
    tracer.emplace(*options.trace, std::string(hanoi::to_string(method)), problem.start,
                   problem.goal, problem.pegs);
  if (result.stopped) {
    report.status = Status::kStopped;
    report.summary = "stopped";
    report.note = result.note;
    if (tracer) tracer->end("stopped", hanoi::method_figures(result));
    return report;
  }
  std::vector<hanoi::Move> moves;
  auto collect = [&moves](const hanoi::Move& move) { moves.push_back(move); };
  hanoi::emit_moves(problem, result, collect);
  report.status = Status::kOptimal;
  report.summary = move_count_text(moves.size());
  report.note = optimality_note(problem, method);
  if (moves.size() < hanoi::kMaxPictureStates)
    report.drawing = hanoi::show_sequence(problem.start, moves, problem.pegs);
  if (tracer) {
    tracer->trace_moves(
        [&](hanoi::HanoiTracer& sink) { hanoi::emit_moves(problem, result, sink); });
    tracer->end("solved", {{"moves", moves.size()}});
  }
  report.answer = HanoiAnswer{HanoiAnswer::Kind::kMoves, std::move(moves), 0};
  return report;
}

class HanoiPuzzle final : public TypedPuzzle<HanoiInstance, HanoiAnswer> {
 public:
  std::string name() const override { return "hanoi"; }
  std::string title() const override { return "Tower of Hanoi"; }
  std::string summary() const override {
    return "Move a tower of disks between pegs, never a larger disk on a smaller one";
  }
  std::string docs() const override { return "docs/hanoi.md"; }

  std::vector<ParamSpec> params() const override {
    return {
        {"disks", "number of disks, 1..64 (implied by start/goal)", std::to_string(kDefaultDisks)},
        {"pegs", "3, or 4 (Frame-Stewart)", "3", false, {"3", "4"}},
        {"start",
         "start: each disk's peg, smallest first, such as ACB (default all on A)",
         "",
         false,
         {},
         false,
         {"from"}},
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
        hanoi::parse_configs(param(params, "start", ""), param(params, "goal", ""), pegs, disks,
                             {"disks", "start", "goal"});
    const int count = given.disks > 0 ? given.disks : disks > 0 ? disks : kDefaultDisks;
    return std::make_unique<HanoiInstance>(
        hanoi::make_problem(pegs, count, std::move(given.start), std::move(given.goal)));
  }

  std::vector<Method> method_table() const override {
    const auto entry = [](hanoi::Method method, MethodFamily family, const char* summary,
                          SolverLibrary library = SolverLibrary::kNone) {
      return Method{{.name = std::string(hanoi::to_string(method)),
                     .family = family,
                     .summary = summary,
                     .library = library},
                    [method, family](const HanoiInstance& own, const SolveOptions& options) {
                      return solve_hanoi(own.problem, method, family, options);
                    }};
    };
    return {
        entry(hanoi::Method::kRecursive, MethodFamily::kConstruct,
              "the optimal recursion: any start and goal on 3 pegs, Frame-Stewart on 4"),
        entry(hanoi::Method::kBfs, MethodFamily::kSearch,
              "breadth-first search of the state graph (p^N states)"),
        entry(hanoi::Method::kMilp, MethodFamily::kMilp,
              "the inventory MILP over 2^N - 1 steps, by CBC (N <= 5)", SolverLibrary::kCbc),
        entry(hanoi::Method::kNetwork, MethodFamily::kNetwork,
              "the shortest-path LP over 3^N states, by CBC (N <= 8)", SolverLibrary::kCbc),
    };
  }

  std::string default_method_for(const HanoiInstance& own) const override {
    return own.problem.pegs == 4 && !own.problem.classic ? "bfs" : "recursive";
  }

  // Every move takes a top disk onto a larger one or an empty peg, and the last position is the
  // goal. A count past kMaxListedMoves is the closed form: nothing to replay.
  RulesVerdict replay(const HanoiInstance& own, const HanoiAnswer& answer) const override {
    if (answer.kind == HanoiAnswer::Kind::kCount) return RulesVerdict::nothing_to_replay();
    const hanoi::Problem& problem = own.problem;
    const std::string problem_text =
        hanoi::check_sequence(problem.start, problem.goal, problem.pegs, answer.moves);
    if (!problem_text.empty()) return RulesVerdict::broken(problem_text);
    return RulesVerdict::holds();
  }

  // The moves and their count, or the count alone (exact, and as a decimal string).
  nlohmann::json answer_json(const HanoiInstance&, const HanoiAnswer& answer) const override {
    nlohmann::json out = nlohmann::json::object();
    switch (answer.kind) {
      case HanoiAnswer::Kind::kMoves: {
        nlohmann::json listed = nlohmann::json::array();
        for (const hanoi::Move& move : answer.moves) listed.push_back(hanoi::move_json(move));
        return {{"moves", std::move(listed)}, {"move_count", answer.moves.size()}};
      }
      case HanoiAnswer::Kind::kCount:
        set_count(out, "move_count", answer.count);
        return out;
    }
    internal_error("hanoi: an answer of no known kind");
  }

  // Every method traces its answer itself; a method that refuses the instance leaves the start.
  std::unique_ptr<trace::AnswerTrace> own_answer_trace(const HanoiInstance& own, const HanoiAnswer*,
                                                       const Report&) const override {
    const hanoi::Problem& problem = own.problem;
    return std::make_unique<trace::StartOnlyTrace>(
        hanoi::trace_instance(problem.pegs, problem.goal), hanoi::trace_state(problem.start));
  }

  std::vector<ModelInfo> models() const override {
    const std::vector<ModelFormat> formats{ModelFormat::kLp, ModelFormat::kMps};
    return {
        {"inventory", formats,
         "the inventory MILP: moves, disk positions and done flags over 2^N - 1 steps (3 pegs, "
         "N <= 5)",
         /*answers_read=*/true},
        {"network", formats,
         "the shortest-path LP: one node per state, one arc per move (3 pegs, "
         "N <= 8)",
         /*answers_read=*/true},
        {"pddl",
         {ModelFormat::kPddl},
         "a PDDL domain and problem, one action a move (3 pegs); decode reads a planner's plan",
         /*answers_read=*/true},
    };
  }

  void write_own_model(const HanoiInstance& own, const std::string& model, ModelFormat format,
                       std::ostream& out) const override {
    if (model == "pddl") {
      check_pddl_fits(own.problem, format);
      out << hanoi::pddl_model(own.problem.start, own.problem.goal, own.canonical());
      return;
    }
    if (model != "inventory" && model != "network")
      return Puzzle::write_model(own, model, format, out);
    if (format != ModelFormat::kLp && format != ModelFormat::kMps) {
      throw InputError("--format: the " + model + " model is written as lp or mps, not " +
                       std::string(to_string(format)));
    }
    const hanoi::Problem& problem = own.problem;
    check_model_fits(problem, model);
    auto write = [&](const milp::Model& m) {
      format == ModelFormat::kLp ? milp::write_lp(m, out) : milp::write_mps(m, out);
    };
    if (model == "inventory") {
      write(hanoi::InventoryEncoding(problem.start, problem.goal).model());
    } else {
      write(hanoi::NetworkEncoding(problem.start, problem.goal).model());
    }
  }

  // cbc's solution file for either model, read with the encoding that wrote it and replayed.
  HanoiReport read_own_answer(const HanoiInstance& own, const std::string& model,
                              const std::string& text, const std::string& source) const override {
    if (model == "pddl") return read_plan(own.problem, text, source);
    if (model != "inventory" && model != "network")
      return TypedPuzzle::read_own_answer(own, model, text, source);
    const hanoi::Problem& problem = own.problem;
    check_model_fits(problem, model);
    std::optional<hanoi::DecodedMoves> decoded =
        hanoi::decode_moves_answer(problem.start, problem.goal, model, text, source);
    if (!decoded) return HanoiReport::no_solution("cbc proved the model infeasible");
    const std::vector<hanoi::Move>& moves = decoded->moves;
    HanoiReport report;
    report.status = decoded->optimal ? Status::kOptimal : Status::kSolved;
    report.summary = move_count_text(moves.size());
    report.note = std::string(
                      "the solver's answer decodes to these moves, replayed through the "
                      "rules") +
                  (decoded->optimal ? "; optimal: cbc proved the optimum" : "");
    if (moves.size() < hanoi::kMaxPictureStates)
      report.drawing = hanoi::show_sequence(problem.start, moves, problem.pegs);
    report.answer = HanoiAnswer{HanoiAnswer::Kind::kMoves, std::move(decoded->moves), 0};
    return report;
  }

  // Plans in the IPC format, for the PDDL model `export hanoi --format pddl` writes (3 pegs).
  bool writes_plan_files() const override { return true; }
  std::optional<std::string> own_plan_file(const HanoiInstance& own,
                                           const HanoiAnswer& answer) const override {
    if (answer.kind != HanoiAnswer::Kind::kMoves) return std::nullopt;
    if (own.problem.pegs != 3) throw InputError("the pddl model has 3 pegs only");
    return hanoi::pddl_plan(own.problem.start, answer.moves);
  }

  std::vector<BenchCase> bench_cases() const override {
    return {{"disks=10 (bfs)", "disks=10", "bfs"},
            {"disks=3 (milp)", "disks=3", "milp"},
            {"disks=8 pegs=4 (recursive)", "disks=8 pegs=4", "recursive"}};
  }

  // A planner's plan for the PDDL model, held to the model and replayed.
  static HanoiReport read_plan(const hanoi::Problem& problem, const std::string& text,
                               const std::string& source) {
    check_pddl_fits(problem, ModelFormat::kPddl);
    std::vector<hanoi::Move> moves =
        hanoi::decode_pddl_plan(problem.start, problem.goal, text, source);
    HanoiReport report;
    report.status = Status::kSolved;
    report.summary = move_count_text(moves.size());
    report.note = "the plan's steps are these moves, replayed through the rules";
    if (moves.size() < hanoi::kMaxPictureStates)
      report.drawing = hanoi::show_sequence(problem.start, moves, problem.pegs);
    report.answer = HanoiAnswer{HanoiAnswer::Kind::kMoves, std::move(moves), 0};
    return report;
  }

  static void check_pddl_fits(const hanoi::Problem& problem, ModelFormat format) {
    if (format != ModelFormat::kPddl) {
      throw InputError("--format: the pddl model is written as pddl, not " +
                       std::string(to_string(format)));
    }
    if (problem.pegs != 3) throw InputError("pegs: the pddl model has 3 pegs only");
  }

  // The models have 3 pegs and a bounded number of disks (InputError otherwise).
  static void check_model_fits(const hanoi::Problem& problem, const std::string& model) {
    const int limit = model == "inventory" ? hanoi::kMaxInventoryDisks : hanoi::kMaxNetworkDisks;
    if (problem.pegs != 3) throw InputError("pegs: the " + model + " model has 3 pegs only");
    if (problem.disks > limit) {
      throw InputError("disks: the " + model + " model takes at most " + std::to_string(limit) +
                       " disks, not " + std::to_string(problem.disks));
    }
  }

  std::string draw_instance(const HanoiInstance& own, const DrawStyle&) const override {
    const hanoi::Problem& problem = own.problem;
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

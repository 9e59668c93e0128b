// Peg solitaire behind the puzzle interface (puzzle/puzzle.hpp): the methods of `peg solve`
// (solve_method.hpp) and `peg count` (game_count.hpp), run by the same code the commands run.
#include <charconv>
#include <cinttypes>
#include <cstdio>
#include <limits>
#include <memory>
#include <ostream>

#include "backends/backend_result.hpp"
#include "backends/sat/cardinality.hpp"
#include "core/error.hpp"
#include "core/number_text.hpp"
#include "distributed/job.hpp"
#include "puzzle/figures.hpp"
#include "puzzle/typed_puzzle.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/encode_sat.hpp"
#include "puzzles/peg/game_count.hpp"
#include "puzzles/peg/model_export.hpp"
#include "puzzles/peg/pddl_model.hpp"
#include "puzzles/peg/peg_instance.hpp"
#include "puzzles/peg/render.hpp"
#include "puzzles/peg/solution_json.hpp"
#include "puzzles/peg/solution_text.hpp"
#include "puzzles/peg/solve_method.hpp"
#include "puzzles/peg/trace_events.hpp"
#include "puzzles/peg/traced_solve.hpp"

namespace puzzlelab {
namespace {

using peg::PegInstance;

peg::RenderStyle render_style(const DrawStyle& style) {
  peg::RenderStyle render;
  render.unicode = style.unicode;
  render.colour = style.color;
  render.coordinates = style.coordinates;
  return render;
}

MethodFamily family_of(peg::SolveMethod method) {
  switch (method) {
    case peg::SolveMethod::kDfs:
      return MethodFamily::kSearch;
    case peg::SolveMethod::kSat:
      return MethodFamily::kSat;
    case peg::SolveMethod::kSmt:
      return MethodFamily::kSmt;
    case peg::SolveMethod::kMilp:
      return MethodFamily::kMilp;
  }
  return MethodFamily::kSearch;
}

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3g s", seconds);
  return text;
}

// Which limit stopped a method, given the work it did in the units its node limit counts.
std::string stop_note(const SearchLimits& limits, std::uint64_t work, const std::string& unit) {
  if (limits.nodes != std::numeric_limits<std::uint64_t>::max() && work >= limits.nodes)
    return "stopped by the node limit: " + std::to_string(limits.nodes) + " " + unit;
  return "stopped by the time limit of " + seconds_text(limits.seconds);
}

// The sat method's settings: the "one jump a step" encoding and the redundant clauses.
peg::PegSatOptions sat_options(const SolveOptions& options) {
  using puzzle_support::setting;
  using puzzle_support::yes_no_param;
  peg::PegSatOptions sat;
  sat.at_most_one = sat::parse_at_most_one_encoding(setting(options, "at_most_one", "commander"));
  sat.symmetry_breaking =
      yes_no_param("symmetry_breaking", setting(options, "symmetry_breaking", "yes"));
  sat.commuting_order = yes_no_param("commuting_order", setting(options, "commuting_order", "yes"));
  sat.peg_counts = yes_no_param("peg_counts", setting(options, "peg_counts", "no"));
  return sat;
}

// The answer: one game's jumps, several (sat with --solutions), or the counts of every game.
struct PegAnswer {
  enum class Kind { kJumps, kSeveral, kCount };
  Kind kind = Kind::kJumps;
  std::vector<peg::Solution> solutions;  // kJumps: one; kSeveral: every one found
  bool complete = false;                 // kSeveral: the solver proved there are no others
  peg::GameCount count;                  // kCount
};

using PegReport = UncheckedReport<PegAnswer>;

std::string jumps_text(std::size_t jumps) {
  return std::to_string(jumps) + (jumps == 1 ? " jump" : " jumps");
}

// sat with more than one solution asked for: distinct jump sequences, a blocking clause after
// each.
PegReport enumerate_solutions(const PegInstance& instance, const SolveOptions& options) {
  const peg::Game& game = instance.game();
  const std::size_t cap = options.solutions == 0 ? std::numeric_limits<std::size_t>::max()
                                                 : static_cast<std::size_t>(options.solutions);
  const peg::PegSatEnumeration all = peg::enumerate_sat(game, backend_limits(options.limits), cap);
  PegReport report;
  report.backend = backend_figures(MethodFamily::kSat, all.backend, report.stats);
  const std::size_t found = all.solutions.size();
  const bool stopped = !all.complete && found < cap;
  report.status = stopped ? Status::kStopped : found > 0 ? Status::kSolved : Status::kNoSolution;
  if (found > 0) {
    report.drawing = peg::jumps_text(game, all.solutions.front(), render_style(options.style),
                                     options.style.steps);
    report.answer = PegAnswer{PegAnswer::Kind::kSeveral, all.solutions, all.complete, {}};
  }
  report.summary = with_commas(found) + " jump sequence" + (found == 1 ? "" : "s");
  report.note = all.complete ? "that is all of them: the solver proved no other exists"
                : stopped    ? "stopped by a limit; there may be more"
                             : "stopped at the solutions asked for; there may be more";
  return report;
}

// dfs, sat, smt and milp: one solution.
PegReport solve_one(const PegInstance& instance, peg::SolveMethod method,
                    const SolveOptions& options) {
  const peg::Game& game = instance.game();
  peg::SolveMethodOptions method_options;
  method_options.order = instance.order();
  method_options.limits = options.limits;
  method_options.sat = sat_options(options);
  const peg::PegSolveResult result =
      peg::solve_game(game, method, method_options, options.trace, options.progress);

  PegReport report;
  report.status = status_of(result.status);
  const MethodFamily family = family_of(method);
  std::uint64_t limited_work = result.stats.nodes;  // what the node limit counted
  std::string unit = "positions";
  if (family == MethodFamily::kSearch) {
    report.stats = search_figures(result.stats);
  } else {
    report.backend = backend_figures(family, result.backend, report.stats);
    limited_work = family == MethodFamily::kMilp ? result.backend.nodes : result.backend.conflicts;
    unit = family == MethodFamily::kMilp ? "branch-and-bound nodes" : "conflicts";
  }
  switch (result.status) {
    case SearchStatus::kSolved: {
      const std::size_t jumps = result.solution.size();
      report.answer = PegAnswer{PegAnswer::Kind::kJumps, {result.solution}, false, {}};
      report.summary = jumps_text(jumps);
      report.drawing =
          peg::jumps_text(game, result.solution, render_style(options.style), options.style.steps);
      break;
    }
    case SearchStatus::kNoSolution:
      report.summary = "no solution";
      report.note = result.proof ? "proved by position classes: " + *result.proof
                    : family == MethodFamily::kSearch
                        ? "the search went through every position reachable from the start"
                        : "the solver proved the model unsatisfiable";
      break;
    case SearchStatus::kStopped:
      report.summary = "stopped after " + seconds_text(result.stats.seconds);
      report.note = stop_note(options.limits, limited_work, unit);
      break;
  }
  return report;
}

// sat: one solution, or with more than one asked for, distinct ones by blocking clauses.
PegReport solve_sat(const PegInstance& instance, const SolveOptions& options) {
  if (options.solutions != 1) return enumerate_solutions(instance, options);
  return solve_one(instance, peg::SolveMethod::kSat, options);
}

// count: every winning and losing game, exactly.
PegReport count_all(const PegInstance& instance, const SolveOptions& options) {
  peg::CountOptions count_options;
  count_options.threads = options.threads;
  count_options.limits = options.limits;
  count_options.job = &distributed::current_job();
  // One progress line for the job: rank 0's.
  count_options.progress = options.progress != nullptr && count_options.job->rank() == 0;
  count_options.use_symmetry =
      puzzle_support::yes_no_param("symmetry", puzzle_support::setting(options, "symmetry", "yes"));
  // The guard in the counter's own unit, the positions of a layer (`peg count --max-positions`).
  const std::string max_positions = puzzle_support::setting(options, "max_positions", "");
  if (!max_positions.empty()) {
    std::uint64_t positions = 0;
    const char* end = max_positions.data() + max_positions.size();
    const auto parsed = std::from_chars(max_positions.data(), end, positions);
    if (parsed.ec != std::errc{} || parsed.ptr != end || positions == 0) {
      throw InputError("max_positions: expected a positive whole number, got '" +
                       max_positions.substr(0, 40) + "'");
    }
    count_options.max_layer_positions = static_cast<std::size_t>(positions);
  }
  count_options.checkpoint = options.checkpoint;
  count_options.instance = instance.canonical();
  const peg::GameCount count = peg::count_games(instance.game(), count_options);
  // What a checkpoint adds to the note: where a stopped count's layers are, or where it went on.
  std::string kept;
  if (options.checkpoint.wanted() && count.status == peg::CountStatus::kStopped) {
    kept = count.kept_depth >= 0
               ? "; the layers to " + std::to_string(count.kept_depth) + " jumps are kept in " +
                     options.checkpoint.directory + " (--resume " + options.checkpoint.directory +
                     " goes on)"
               : "; no finished layer is kept in " + options.checkpoint.directory + " yet";
  }
  const std::string resumed = count.resumed_depth >= 0
                                  ? "resumed from " + options.checkpoint.directory +
                                        ": the layers to " + std::to_string(count.resumed_depth) +
                                        " jumps read, the rest counted now"
                                  : "";

  PegReport report;
  if (distributed::current_job().distributed()) report.ranks = count.ranks;
  report.stats.nodes = count.positions;
  report.stats.threads = count.threads;
  report.stats.solve_seconds = count.seconds;
  if (count.status == peg::CountStatus::kStopped) {
    report.status = Status::kStopped;
    report.summary = "stopped after " + seconds_text(count.seconds);
    report.note = "stopped (" + count.stop_reason + ") after " + with_commas(count.positions) +
                  " positions; at least " + with_commas(to_decimal(count.winning)) +
                  " winning games" + kept;
    return report;
  }
  report.status = count.winning > 0 ? Status::kSolved : Status::kNoSolution;
  report.answer = PegAnswer{PegAnswer::Kind::kCount, {}, false, count};
  report.summary = with_commas(to_decimal(count.winning)) + " winning games, " +
                   with_commas(to_decimal(count.losing)) + " losing";
  if (count.winning == 0) report.note = "every game was counted: none reaches the goal";
  if (!resumed.empty()) report.note += (report.note.empty() ? "" : "; ") + resumed;
  return report;
}

// The catalogue's boards, with triangle2 .. triangle15 spelt out: the board values that name no
// file.
std::vector<std::string> board_choices() {
  std::vector<std::string> names;
  for (const peg::BuiltinBoard& board : peg::builtin_boards()) {
    if (board.name != "triangleN") {
      names.push_back(board.name);
      continue;
    }
    for (int rows = peg::kMinTriangleRows; rows <= peg::kMaxTriangleRows; ++rows)
      names.push_back("triangle" + std::to_string(rows));
  }
  return names;
}

class PegPuzzle final : public TypedPuzzle<PegInstance, PegAnswer> {
 public:
  std::string name() const override { return "peg"; }
  std::string title() const override { return "Peg solitaire"; }
  std::string summary() const override {
    return "Jump pegs over pegs, each jump taking one, down to the goal; any board: search, "
           "exact game counts, SAT, SMT, MILP";
  }
  std::string docs() const override { return "docs/peg.md"; }
  // board and goal may name files; their choices are the values that do not.
  std::vector<ParamSpec> params() const override {
    std::vector<ParamSpec> specs = peg::peg_params();
    for (ParamSpec& spec : specs) {
      if (spec.name == "board") {
        spec.choices = board_choices();
        spec.names_file = true;
      } else if (spec.name == "goal") {
        spec.choices = {peg::kBoardsOwn, "any", "center"};
        spec.names_file = true;
      } else if (spec.name == "order") {
        spec.choices = {"auto", "konami", "informed"};
      }
    }
    return specs;
  }
  std::unique_ptr<Instance> parse(const Params& params) const override {
    return std::make_unique<PegInstance>(peg::parse_peg_instance(params));
  }

  std::vector<Method> method_table() const override {
    auto one = [](peg::SolveMethod method) {
      return [method](const PegInstance& own, const SolveOptions& options) {
        return solve_one(own, method, options);
      };
    };
    return {
        {{.name = "dfs",
          .family = MethodFamily::kSearch,
          .summary = "depth-first search in the order= move order, with a table of dead positions",
          .trace = TraceDepth::kSearchEvents},
         one(peg::SolveMethod::kDfs)},
        {{.name = "count",
          .family = MethodFamily::kCount,
          .summary = "every winning and losing game, exactly, by dynamic programming over "
                     "positions up to symmetry",
          .settings = {"symmetry", "max_positions"},
          .checkpoints = true},
         count_all},
        {{.name = "sat",
          .family = MethodFamily::kSat,
          .summary = "planning as satisfiability, one step per jump, with CaDiCaL; more solutions "
                     "by blocking clauses",
          .library = SolverLibrary::kCadical,
          .settings = {"at_most_one", "symmetry_breaking", "commuting_order", "peg_counts"}},
         solve_sat},
        {{.name = "smt",
          .family = MethodFamily::kSmt,
          .summary = "one bit-vector board per step, with Z3",
          .library = SolverLibrary::kZ3},
         one(peg::SolveMethod::kSmt)},
        {{.name = "milp",
          .family = MethodFamily::kMilp,
          .summary = "a 0-1 program of jumps per step, with CBC",
          .library = SolverLibrary::kCbc},
         one(peg::SolveMethod::kMilp)},
    };
  }
  std::string default_method_for(const PegInstance&) const override { return "dfs"; }

  // Every jump legal from the start, and the goal reached, for every game of the answer.
  RulesVerdict replay(const PegInstance& own, const PegAnswer& answer) const override {
    if (answer.kind == PegAnswer::Kind::kCount) return RulesVerdict::nothing_to_replay();
    for (const peg::Solution& solution : answer.solutions) {
      const peg::ReplayResult replayed = peg::replay(own.game(), solution);
      if (!replayed.valid) return RulesVerdict::broken(replayed.problem);
    }
    return RulesVerdict::holds();
  }

  nlohmann::json answer_json(const PegInstance& own, const PegAnswer& answer) const override {
    const peg::Game& game = own.game();
    nlohmann::json out = nlohmann::json::object();
    switch (answer.kind) {
      case PegAnswer::Kind::kJumps: {
        const peg::Solution& jumps = answer.solutions.front();
        return {{"moves", peg::moves_json(game, jumps)}, {"move_count", jumps.size()}};
      }
      case PegAnswer::Kind::kSeveral: {
        nlohmann::json solutions = nlohmann::json::array();
        for (const peg::Solution& solution : answer.solutions)
          solutions.push_back(peg::moves_json(game, solution));
        out = {{"solutions", std::move(solutions)}, {"complete", answer.complete}};
        set_count(out, "count", answer.solutions.size());
        return out;
      }
      case PegAnswer::Kind::kCount:
        set_count(out, "count", answer.count.winning);
        set_count(out, "losing", answer.count.losing);
        out["positions"] = answer.count.positions;
        out["symmetries"] = answer.count.symmetries;
        return out;
    }
    internal_error("peg: an answer of no known kind");
  }

  // dfs, sat, smt and milp trace themselves; a count is told as the board and its start.
  std::unique_ptr<trace::AnswerTrace> own_answer_trace(const PegInstance& own, const PegAnswer*,
                                                       const Report&) const override {
    const peg::Game& game = own.game();
    return std::make_unique<trace::StartOnlyTrace>(peg::trace_instance(game),
                                                   peg::trace_state(game.board, game.start));
  }

  std::vector<ModelInfo> models() const override {
    return {{"plan",
             {ModelFormat::kDimacs, ModelFormat::kSmt2, ModelFormat::kLp, ModelFormat::kMps},
             "the game as the sat (dimacs), smt (smt2) and milp (lp, mps) methods solve it; "
             "`decode peg` reads a solver's answer back",
             true},
            {"pddl",
             {ModelFormat::kPddl},
             "a PDDL domain and problem, one action a jump, a move (one peg's chain of jumps) "
             "costing 1; decode reads a planner's plan",
             true}};
  }
  void write_own_model(const PegInstance& own, const std::string& model, ModelFormat format,
                       std::ostream& out) const override {
    if (model == "pddl") {
      if (format != ModelFormat::kPddl) {
        throw InputError("--format: the peg pddl model is written as pddl, not " +
                         std::string(to_string(format)));
      }
      out << peg::pddl_model(own.game(), own.canonical());
      return;
    }
    if (model != "plan") return Puzzle::write_model(own, model, format, out);
    peg::write_model(own.game(), std::string(to_string(format)), out);
  }

  PegReport read_own_answer(const PegInstance& own, const std::string& model,
                            const std::string& text, const std::string& source) const override {
    if (model == "pddl") return read_plan(own, text, source);
    if (model != "plan") return TypedPuzzle::read_own_answer(own, model, text, source);
    const peg::Game& game = own.game();
    // decode_answer replays the jumps through the rules (InputError for an illegal game).
    const std::optional<peg::Solution> solution = peg::decode_answer(game, text, source);
    if (!solution) return PegReport::no_solution("the solver proved the model infeasible");
    PegReport report;
    report.status = Status::kSolved;
    report.answer = PegAnswer{PegAnswer::Kind::kJumps, {*solution}, false, {}};
    report.summary = jumps_text(solution->size());
    report.note = "the solver's answer decodes to these jumps, replayed through the rules";
    report.drawing = peg::jumps_text(game, *solution, render_style(DrawStyle{}), false);
    return report;
  }

  // A planner's plan for the PDDL model, held to the model and replayed.
  static PegReport read_plan(const PegInstance& own, const std::string& text,
                             const std::string& source) {
    const peg::Game& game = own.game();
    peg::PddlPlanJumps plan = peg::decode_pddl_plan(game, text, source);
    PegReport report;
    report.status = Status::kSolved;
    report.summary = jumps_text(plan.jumps.size());
    report.note = "the plan's steps are these jumps, replayed through the rules: " +
                  std::to_string(plan.moves) + (plan.moves == 1 ? " move" : " moves") +
                  " (a move: one peg's chain of jumps)";
    report.drawing = peg::jumps_text(game, plan.jumps, render_style(DrawStyle{}), false);
    report.answer = PegAnswer{PegAnswer::Kind::kJumps, {std::move(plan.jumps)}, false, {}};
    return report;
  }

  // Plans in the IPC format, for the PDDL model `export peg --format pddl` writes: the first
  // game found.
  bool writes_plan_files() const override { return true; }
  std::optional<std::string> own_plan_file(const PegInstance& own,
                                           const PegAnswer& answer) const override {
    if (answer.kind == PegAnswer::Kind::kCount || answer.solutions.empty()) return std::nullopt;
    return peg::pddl_plan(own.game().board, answer.solutions.front());
  }

  std::vector<BenchCase> bench_cases() const override {
    return {{"english (konami)", "board=english order=konami", "dfs"},
            {"rhombus (konami)", "board=rhombus order=konami", "dfs"},
            {"plus (konami)", "board=plus order=konami", "dfs"},
            {"triangle6 (konami)", "board=triangle6 order=konami", "dfs"},
            {"french (proof)", "board=french order=konami", "dfs"},
            {"english7x7 (informed)", "board=english7x7 order=informed", "dfs"},
            {"triangle5 (count)", "board=triangle5", "count"},
            {"triangle6 (count)", "board=triangle6", "count"},
            {"triangle5 (sat)", "board=triangle5", "sat"}};
  }

  std::string draw_instance(const PegInstance& own, const DrawStyle& style) const override {
    const peg::Game& game = own.game();
    return peg::game_header(game) + peg::render(game.board, game.start, render_style(style));
  }
};

}  // namespace

std::unique_ptr<Puzzle> make_peg_puzzle() {
  return std::make_unique<PegPuzzle>();
}

}  // namespace puzzlelab

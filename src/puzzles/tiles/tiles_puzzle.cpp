// Sliding tiles behind the puzzle interface (puzzle/puzzle.hpp).
#include <charconv>
#include <cstdio>
#include <memory>
#include <ostream>

#include "backends/sat/dimacs.hpp"
#include "core/error.hpp"
#include "puzzle/typed_puzzle.hpp"
#include "puzzles/tiles/board_text.hpp"
#include "puzzles/tiles/decode_answer.hpp"
#include "puzzles/tiles/draw.hpp"
#include "puzzles/tiles/encode_sat.hpp"
#include "puzzles/tiles/parity.hpp"
#include "puzzles/tiles/pddl_model.hpp"
#include "puzzles/tiles/rules.hpp"
#include "puzzles/tiles/solve.hpp"
#include "puzzles/tiles/trace_events.hpp"

namespace puzzlelab {
namespace {

using tiles::Board;
using tiles::Direction;

// 31 moves from the blank-last goal, one of the two 3x3 boards farthest from it.
constexpr const char* kDefaultStart = "8,6,7,2,5,4,3,0,1";
constexpr int kDefaultSize = 3;
constexpr int kMaxHorizon = 500;
// How long write_model may spend finding the horizon (the IDA* length) when none is given.
constexpr double kHorizonSearchSeconds = 10;

class TilesInstance final : public Instance {
 public:
  TilesInstance(Board start, Board goal, std::optional<int> horizon)
      : start_(start), goal_(goal), horizon_(horizon) {}

  const Board& start() const { return start_; }
  const Board& goal() const { return goal_; }
  std::optional<int> horizon() const { return horizon_; }

  // The board read from a file is given back as `start`; `file` stays empty so that parsing the
  // canonical form reads no file.
  std::string canonical() const override {
    return puzzle_support::join_params({{"size", std::to_string(start_.size)},
                                        {"start", tiles::canonical_tiles(start_)},
                                        {"goal", tiles::canonical_tiles(goal_)},
                                        {"horizon", horizon_ ? std::to_string(*horizon_) : "auto"},
                                        {"file", ""}});
  }

 private:
  Board start_;
  Board goal_;
  std::optional<int> horizon_;
};

std::optional<int> whole_number(const std::string& text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<int> parse_size(const std::string& text) {
  if (text.empty()) return std::nullopt;
  const std::optional<int> size = whole_number(text);
  if (!size || *size < tiles::kMinSize || *size > tiles::kMaxSize)
    throw InputError("size: expected 2..5, got '" + text.substr(0, 20) + "'");
  return size;
}

std::optional<int> parse_horizon(const std::string& text) {
  if (text == "auto") return std::nullopt;
  const std::optional<int> horizon = whole_number(text);
  if (!horizon || *horizon < 0 || *horizon > kMaxHorizon) {
    throw InputError("horizon: expected auto or a whole number 0.." + std::to_string(kMaxHorizon) +
                     ", got '" + text.substr(0, 20) + "'");
  }
  return horizon;
}

Board parse_start(const Params& params, std::optional<int> size) {
  const std::string file = puzzle_support::param(params, "file", "");
  const std::string start = puzzle_support::param(params, "start", "");
  if (!file.empty()) {
    if (!start.empty()) throw InputError("file: give the start as start or in a file, not both");
    const Board board = tiles::read_board_file(file, "file");
    if (size && *size != board.size) {
      throw InputError("file: " + file + " holds a " + std::to_string(board.size) + "x" +
                       std::to_string(board.size) + " board, but size is " + std::to_string(*size));
    }
    return board;
  }
  if (!start.empty()) return tiles::parse_tiles(start, size, "start");
  if (size && *size != kDefaultSize) {
    throw InputError("start: the default start is 3x3; give the tiles of a " +
                     std::to_string(*size) + "x" + std::to_string(*size) + " start");
  }
  return tiles::parse_tiles(kDefaultStart, kDefaultSize, "start");
}

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", seconds);
  return text;
}

// The answer: the blank's moves from the start.
struct TilesPlan {
  std::vector<Direction> moves;
};

std::string move_count_text(std::size_t moves) {
  return std::to_string(moves) + (moves == 1 ? " move" : " moves");
}

// A plan told slide by slide (docs/trace-format.md, "Sliding tiles"), each move checked legal on
// the board reached so far: the trace of bfs and sat, which do not trace their search.
class SlideTrace final : public trace::AnswerTrace {
 public:
  SlideTrace(const TilesInstance& instance, const TilesPlan* plan)
      : goal_(instance.goal()), board_(instance.start()) {
    if (plan != nullptr) moves_ = plan->moves;
  }

  nlohmann::json instance() const override { return tiles::trace_instance(goal_); }
  nlohmann::json state() const override { return tiles::trace_state(board_); }

  std::optional<trace::TraceEvent> next() override {
    if (next_ == moves_.size()) return std::nullopt;
    const Direction move = moves_[next_++];
    if (!tiles::can_move(board_, move))
      internal_error("tiles: move " + std::to_string(next_) + " of the plan leaves the board");
    const int blank = board_.blank;
    const int tile = tiles::tile_moved(board_, move);
    board_ = tiles::apply(board_, move);
    // The tile slides from where the blank is now into where the blank was.
    return trace::TraceEvent{trace::Step::kAdvance,
                             {{"e", "move"},
                              {"tile", tile},
                              {"from", board_.blank},
                              {"to", blank},
                              {"direction", std::string(tiles::to_string(move))}}};
  }

 private:
  Board goal_;
  Board board_;
  std::vector<Direction> moves_;
  std::size_t next_ = 0;
};

using TilesReport = UncheckedReport<TilesPlan>;

// Any method's plan as a report: the parity proof first (no method runs on the unsolvable
// half), then the plan (replayed by TilesPuzzle::replay).
template <class Solver>
TilesReport plan_report(const TilesInstance& own, const SolveOptions& options,
                        const Solver& solve) {
  const tiles::Solvability parity = tiles::solvability(own.start(), own.goal());
  if (!parity.solvable) return TilesReport::no_solution(tiles::explain(parity));
  const tiles::Outcome outcome = solve(own.start(), own.goal(), options);
  TilesReport report;
  report.status = outcome.status;
  report.stats = outcome.stats;
  report.backend = outcome.backend;
  report.note = outcome.note;
  if (has_answer(outcome.status)) {
    report.answer = TilesPlan{outcome.moves};
    report.summary = move_count_text(outcome.moves.size());
    report.drawing = tiles::draw_plan(own.start(), outcome.moves, options.style);
  } else {
    if (outcome.status == Status::kStopped) {
      const double spent =
          outcome.stats.solve_seconds.value_or(0) + outcome.stats.build_seconds.value_or(0);
      report.summary = "stopped after " + seconds_text(spent) + " s";
    } else {
      report.summary = "no solution";
    }
  }
  return report;
}

class TilesPuzzle final : public TypedPuzzle<TilesInstance, TilesPlan> {
 public:
  std::string name() const override { return "tiles"; }
  std::string title() const override { return "Sliding tiles"; }
  std::string summary() const override {
    return "The 8- and 15-puzzle: slide the tiles into order in the fewest moves (2x2 to 5x5)";
  }
  std::string docs() const override { return "docs/tiles.md"; }

  std::vector<ParamSpec> params() const override {
    return {
        {"size", "board size 2..5 (default 3, or inferred from the start)", "", false},
        {"start", "row-major tiles, 0 the blank: \"8 6 7 2 5 4 3 0 1\" or 8,6,7,...", kDefaultStart,
         false},
        {"goal", "row-major goal tiles (default 1,2,...,0: the blank last)", "", false},
        {"horizon",
         "SAT horizon: auto or a number of moves (the cap for sat, the plan model's "
         "length)",
         "auto", false},
        {"file", "a text file with the start, one row of tiles a line", "", false, {""}, true},
    };
  }

  std::unique_ptr<Instance> parse(const Params& params) const override {
    puzzle_support::check_param_names(params, this->params(), name());
    const std::optional<int> size = parse_size(puzzle_support::param(params, "size", ""));
    const Board start = parse_start(params, size);
    const std::string goal_text = puzzle_support::param(params, "goal", "");
    const Board goal = goal_text.empty() ? tiles::blank_last_goal(start.size)
                                         : tiles::parse_tiles(goal_text, start.size, "goal");
    const std::optional<int> horizon =
        parse_horizon(puzzle_support::param(params, "horizon", "auto"));
    return std::make_unique<TilesInstance>(start, goal, horizon);
  }

  std::vector<Method> method_table() const override {
    return {
        {{.name = "bfs",
          .family = MethodFamily::kSearch,
          .summary = "breadth-first search over every board reached, shortest plan (up to 3x3)"},
         [](const TilesInstance& own, const SolveOptions& options) {
           return plan_report(own, options, tiles::solve_bfs);
         }},
        {{.name = "ida",
          .family = MethodFamily::kSearch,
          .summary = "IDA* with Manhattan distance plus linear conflicts, shortest plan",
          .trace = TraceDepth::kSearchEvents},
         [](const TilesInstance& own, const SolveOptions& options) {
           return plan_report(own, options, tiles::solve_ida);
         }},
        {{.name = "sat",
          .family = MethodFamily::kSat,
          .summary = "planning as SAT (CaDiCaL), horizon raised until satisfiable; for short plans",
          .library = SolverLibrary::kCadical},
         [](const TilesInstance& own, const SolveOptions& options) {
           return plan_report(own, options,
                              [&](const Board& start, const Board& goal, const SolveOptions& run) {
                                return tiles::solve_sat(start, goal, own.horizon(), run);
                              });
         }},
    };
  }

  std::string default_method_for(const TilesInstance& own) const override {
    return own.start().size <= tiles::kMaxBfsSize ? "bfs" : "ida";
  }

  // Every slide legal, and the last board the goal.
  RulesVerdict replay(const TilesInstance& own, const TilesPlan& plan) const override {
    const std::optional<Board> reached = tiles::replay(own.start(), plan.moves);
    if (!reached) return RulesVerdict::broken("a slide leaves the board");
    if (!(*reached == own.goal())) return RulesVerdict::broken("the plan does not reach the goal");
    return RulesVerdict::holds();
  }

  // The blank's moves, and the tile each one slid.
  nlohmann::json answer_json(const TilesInstance& own, const TilesPlan& plan) const override {
    nlohmann::json names = nlohmann::json::array();
    nlohmann::json slid = nlohmann::json::array();
    Board board = own.start();
    for (Direction move : plan.moves) {
      names.push_back(std::string(tiles::to_string(move)));
      slid.push_back(tiles::tile_moved(board, move));
      board = tiles::apply(board, move);
    }
    return {{"moves", names}, {"move_count", plan.moves.size()}, {"tiles", slid}};
  }

  // ida traces its search (and a start the parity rules out is told as the start alone).
  std::unique_ptr<trace::AnswerTrace> own_answer_trace(const TilesInstance& own,
                                                       const TilesPlan* plan,
                                                       const Report&) const override {
    return std::make_unique<SlideTrace>(own, plan);
  }

  std::vector<ModelInfo> models() const override {
    return {{"plan",
             {ModelFormat::kDimacs},
             "a plan of exactly `horizon` moves as SAT (auto: the shortest length, found by IDA*)",
             /*answers_read=*/true},
            {"pddl",
             {ModelFormat::kPddl},
             "a PDDL domain and problem, one action a slide; decode reads a planner's plan",
             /*answers_read=*/true}};
  }

  void write_own_model(const TilesInstance& own, const std::string& model, ModelFormat format,
                       std::ostream& out) const override {
    if (model == "pddl") {
      if (format != ModelFormat::kPddl) {
        throw InputError("--format: the tiles pddl model is written as pddl, not " +
                         std::string(to_string(format)));
      }
      out << tiles::pddl_model(own.start(), own.goal(), own.canonical());
      return;
    }
    if (model != "plan") return Puzzle::write_model(own, model, format, out);
    if (format != ModelFormat::kDimacs) {
      throw InputError("--format: the tiles plan model is written as dimacs, not " +
                       std::string(to_string(format)));
    }
    const tiles::PlanEncoding plan(own.start(), own.goal(), horizon_for_model(own));
    sat::write_dimacs(plan.cnf(), out);
  }

  // A SAT solver's answer to the plan model, read with the encoding that wrote it and replayed.
  TilesReport read_own_answer(const TilesInstance& own, const std::string& model,
                              const std::string& text, const std::string& source) const override {
    if (model == "pddl") return read_plan(own, text, source);
    if (model != "plan") return TypedPuzzle::read_own_answer(own, model, text, source);
    const int horizon = horizon_for_model(own);
    const std::optional<std::vector<Direction>> moves =
        tiles::decode_plan_answer(own.start(), own.goal(), horizon, text, source);
    if (!moves) {
      return TilesReport::no_solution("the solver proved that no plan of exactly " +
                                      std::to_string(horizon) + " moves exists");
    }
    TilesReport report;
    // With the horizon left to auto, the model's length is IDA*'s shortest: the plan is optimal.
    report.status = own.horizon() ? Status::kSolved : Status::kOptimal;
    report.answer = TilesPlan{*moves};
    report.summary = move_count_text(moves->size());
    report.note = "the solver's answer decodes to these moves, replayed through the rules";
    report.drawing = tiles::draw_plan(own.start(), *moves, DrawStyle{});
    return report;
  }

  // Plans in the IPC format, for the PDDL model `export tiles --format pddl` writes.
  bool writes_plan_files() const override { return true; }
  std::optional<std::string> own_plan_file(const TilesInstance& own,
                                           const TilesPlan& answer) const override {
    return tiles::pddl_plan(own.start(), answer.moves);
  }

  std::vector<BenchCase> bench_cases() const override {
    return {{"8-puzzle (bfs)", "", "bfs"}, {"8-puzzle (ida)", "", "ida"}};
  }

  std::string draw_instance(const TilesInstance& own, const DrawStyle& style) const override {
    return tiles::draw_boards({own.start(), own.goal()}, {"start", "goal"}, {}, style);
  }

 private:
  // A planner's plan for the PDDL model, held to the model and replayed.
  static TilesReport read_plan(const TilesInstance& own, const std::string& text,
                               const std::string& source) {
    const std::vector<Direction> moves =
        tiles::decode_pddl_plan(own.start(), own.goal(), text, source);
    TilesReport report;
    report.status = Status::kSolved;
    report.answer = TilesPlan{moves};
    report.summary = move_count_text(moves.size());
    report.note = "the plan's steps are these moves, replayed through the rules";
    report.drawing = tiles::draw_plan(own.start(), moves, DrawStyle{});
    return report;
  }

  static int horizon_for_model(const TilesInstance& instance) {
    if (instance.horizon()) return *instance.horizon();
    if (!tiles::solvability(instance.start(), instance.goal()).solvable) {
      throw InputError(
          "horizon: the start cannot reach the goal (parity), so there is no "
          "shortest length; give a horizon to write the model anyway");
    }
    SolveOptions options;
    options.limits.seconds = kHorizonSearchSeconds;
    const tiles::Outcome shortest = tiles::solve_ida(instance.start(), instance.goal(), options);
    if (!has_answer(shortest.status)) {
      throw InputError("horizon: IDA* did not find the shortest length within " +
                       seconds_text(kHorizonSearchSeconds) + " s; give a horizon");
    }
    return static_cast<int>(shortest.moves.size());
  }
};

}  // namespace

std::unique_ptr<Puzzle> make_tiles_puzzle() {
  return std::make_unique<TilesPuzzle>();
}

}  // namespace puzzlelab

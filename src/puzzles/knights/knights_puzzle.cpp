// Knight's tours behind the puzzle interface (puzzle/puzzle.hpp): the searches of search.hpp (the
// same code `knights tour` runs), which trace their own work, and its exhaustive count of tours,
// traced as the board and its start.
#include <memory>

#include "core/error.hpp"
#include "core/number_text.hpp"
#include "puzzle/typed_puzzle.hpp"
#include "puzzles/knights/draw.hpp"
#include "puzzles/knights/rules.hpp"
#include "puzzles/knights/search.hpp"
#include "puzzles/knights/tour_method.hpp"
#include "puzzles/knights/trace_events.hpp"

namespace puzzlelab {
namespace {

using puzzle_support::param;

class KnightsInstance final : public Instance {
 public:
  KnightsInstance(int size, knights::Square start, bool closed)
      : size(size), start(start), closed(closed) {}
  std::string canonical() const override {
    return puzzle_support::join_params({{"size", std::to_string(size)},
                                        {"start", knights::square_name(start, size)},
                                        {"closed", closed ? "yes" : "no"}});
  }
  int size;
  knights::Square start;
  bool closed;
};

// The answer: a tour (its squares in visiting order), or the number of tours from the start.
struct KnightsAnswer {
  enum class Kind { kTour, kCount };
  Kind kind = Kind::kTour;
  std::vector<int> path;    // kTour: the squares y * size + x, the start first
  std::uint64_t count = 0;  // kCount
};

using KnightsReport = UncheckedReport<KnightsAnswer>;

// Knight moves made on a tour: one fewer than the squares, and the move home on a closed tour.
std::size_t knight_moves(const KnightsInstance& in, const std::vector<int>& path) {
  return path.size() - (in.closed ? 0 : 1);
}

// A tour found by a search (replayed by KnightsPuzzle::replay).
KnightsReport report_tour(const KnightsInstance& in, knights::TourResult result) {
  KnightsReport report;
  report.stats.nodes = result.nodes;
  report.stats.solve_seconds = result.seconds;
  switch (result.outcome) {
    case knights::TourOutcome::kFound: {
      const std::size_t moves = knight_moves(in, result.path);
      report.status = Status::kSolved;
      report.summary = std::to_string(moves) + " knight moves, " + (in.closed ? "closed" : "open");
      if (in.size <= knights::kMaxDrawnSize)
        report.drawing = knights::render_tour(in.size, result.path);
      report.answer = KnightsAnswer{KnightsAnswer::Kind::kTour, std::move(result.path), 0};
      break;
    }
    case knights::TourOutcome::kNone:
      report.status = Status::kNoSolution;
      report.summary = "no solution";
      report.note = result.reason;
      break;
    case knights::TourOutcome::kStopped:
      report.status = Status::kStopped;
      report.summary = "stopped";
      report.note = "a time or node limit stopped the search before a tour was found";
      break;
  }
  return report;
}

KnightsReport report_count(const KnightsInstance& in, const SearchLimits& limits) {
  KnightsReport report;
  const std::optional<std::uint64_t> count =
      knights::count_tours(in.size, in.start, in.closed, limits);
  if (!count) {
    report.status = Status::kStopped;
    report.summary = "stopped";
    report.note = "a time or node limit stopped the count";
    return report;
  }
  report.answer = KnightsAnswer{KnightsAnswer::Kind::kCount, {}, *count};
  report.status = *count > 0 ? Status::kSolved : Status::kNoSolution;
  report.summary = with_commas(*count) + (*count == 1 ? " tour" : " tours");
  if (*count == 0) report.note = "exhaustive backtracking found no tour";
  return report;
}

class KnightsPuzzle final : public TypedPuzzle<KnightsInstance, KnightsAnswer> {
 public:
  std::string name() const override { return "knights"; }
  std::string title() const override { return "Knight's tours"; }
  std::string summary() const override {
    return "A knight visits every square of an N x N board once";
  }
  std::string docs() const override { return "docs/knights.md"; }

  std::vector<ParamSpec> params() const override {
    return {
        {"size", "board size N, 1..1000", "8"},
        {"start", "start square: a1 is bottom-left (files a..z), or x,y 0-based on any board",
         "a1"},
        {"closed",
         "yes: the last square is a knight move from the start",
         "no",
         false,
         {"no", "yes"}},
    };
  }

  std::unique_ptr<Instance> parse(const Params& params) const override {
    puzzle_support::check_param_names(params, this->params(), name());
    const int size =
        puzzle_support::integer_param("size", param(params, "size", "8"), 1, knights::kMaxSize);
    const knights::Square start =
        knights::parse_square(param(params, "start", "a1"), size, "start");
    return std::make_unique<KnightsInstance>(
        size, start, puzzle_support::yes_no_param("closed", param(params, "closed", "no")));
  }

  std::vector<Method> method_table() const override {
    const auto tour = [](knights::TourMethod method, const char* summary) {
      return Method{
          {.name = knights::to_string(method),
           .family = MethodFamily::kSearch,
           .summary = summary,
           .trace = TraceDepth::kSearchEvents},
          [method](const KnightsInstance& in, const SolveOptions& options) {
            return report_tour(
                in, options.trace != nullptr
                        ? knights::find_tour_traced(in.size, in.start, in.closed, method,
                                                    options.limits, *options.trace)
                        : knights::find_tour(in.size, in.start, in.closed, method, options.limits));
          }};
    };
    return {
        tour(knights::TourMethod::kWarnsdorff,
             "Warnsdorff's rule, ties to the square farthest from the centre, with backtracking"),
        tour(knights::TourMethod::kBacktrack, "backtracking in a fixed move order, no heuristic"),
        {{.name = "count",
          .family = MethodFamily::kCount,
          .summary = "every tour from the start, by exhaustive backtracking"},
         [](const KnightsInstance& in, const SolveOptions& options) {
           return report_count(in, options.limits);
         }},
    };
  }

  std::string default_method_for(const KnightsInstance&) const override { return "warnsdorff"; }

  // A tour from the start square visits every square once by knight moves (a closed one ends a
  // knight's move from the start). A count has nothing to replay.
  RulesVerdict replay(const KnightsInstance& own, const KnightsAnswer& answer) const override {
    if (answer.kind == KnightsAnswer::Kind::kCount) return RulesVerdict::nothing_to_replay();
    if (answer.path.empty() || answer.path.front() != own.start.y * own.size + own.start.x)
      return RulesVerdict::broken("the tour does not begin on the start square");
    if (auto why = knights::verify_tour(own.size, answer.path, own.closed))
      return RulesVerdict::broken(*why);
    return RulesVerdict::holds();
  }

  // The tour's squares by name and its knight moves, or the count (exact, and as a decimal
  // string).
  nlohmann::json answer_json(const KnightsInstance& own,
                             const KnightsAnswer& answer) const override {
    nlohmann::json out = nlohmann::json::object();
    switch (answer.kind) {
      case KnightsAnswer::Kind::kTour:
        return {{"moves", knights::square_names(own.size, answer.path)},
                {"move_count", knight_moves(own, answer.path)}};
      case KnightsAnswer::Kind::kCount:
        set_count(out, "count", answer.count);
        return out;
    }
    internal_error("knights: an answer of no known kind");
  }

  // The searches trace themselves; a count is told as the board and its start square.
  std::unique_ptr<trace::AnswerTrace> own_answer_trace(const KnightsInstance& own,
                                                       const KnightsAnswer*,
                                                       const Report&) const override {
    nlohmann::json path = nlohmann::json::array();
    path.push_back(knights::trace_square(own.start));
    return std::make_unique<trace::StartOnlyTrace>(
        knights::trace_instance(own.size, own.closed, own.start), nlohmann::json{{"path", path}});
  }

  std::vector<BenchCase> bench_cases() const override {
    return {{"size=8 (warnsdorff)", "size=8", "warnsdorff"}, {"size=5 (count)", "size=5", "count"}};
  }

  std::string draw_instance(const KnightsInstance& in, const DrawStyle&) const override {
    if (in.size > knights::kMaxDrawnSize) return "";
    return knights::render_tour(in.size, {in.start.y * in.size + in.start.x});
  }
};

}  // namespace

std::unique_ptr<Puzzle> make_knights_puzzle() {
  return std::make_unique<KnightsPuzzle>();
}

}  // namespace puzzlelab

// Knight's tours behind the puzzle interface (puzzle/puzzle.hpp): the searches of search.hpp (the
// same code `knights tour` runs) and its exhaustive count of tours.
#include <algorithm>
#include <cstdlib>
#include <memory>

#include "core/error.hpp"
#include "core/number_text.hpp"
#include "puzzle/typed_puzzle.hpp"
#include "puzzles/knights/draw.hpp"
#include "puzzles/knights/rules.hpp"
#include "puzzles/knights/search.hpp"
#include "puzzles/knights/tour_method.hpp"

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

// A tour found by a search, replayed through the rules.
void report_tour(Report& report, const KnightsInstance& in, const knights::TourResult& result) {
  report.stats.nodes = result.nodes;
  report.stats.solve_seconds = result.seconds;
  switch (result.outcome) {
    case knights::TourOutcome::kFound: {
      if (auto why = knights::verify_tour(in.size, result.path, in.closed))
        internal_error("knights: the rules reject the tour: " + *why);
      // Knight moves made: one fewer than the squares, and the move home on a closed tour.
      const std::size_t moves = result.path.size() - (in.closed ? 0 : 1);
      report.verified = true;
      report.status = Status::kSolved;
      report.answer = {{"moves", knights::square_names(in.size, result.path)},
                       {"move_count", moves}};
      report.summary = std::to_string(moves) + " knight moves, " + (in.closed ? "closed" : "open");
      if (in.size <= knights::kMaxDrawnSize)
        report.drawing = knights::render_tour(in.size, result.path);
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
}

void report_count(Report& report, const KnightsInstance& in, const SearchLimits& limits) {
  const std::optional<std::uint64_t> count =
      knights::count_tours(in.size, in.start, in.closed, limits);
  if (!count) {
    report.status = Status::kStopped;
    report.summary = "stopped";
    report.note = "a time or node limit stopped the count";
    return;
  }
  report.answer = nlohmann::json::object();
  set_count(report.answer, "count", *count);
  report.status = *count > 0 ? Status::kSolved : Status::kNoSolution;
  report.summary = with_commas(*count) + (*count == 1 ? " tour" : " tours");
  if (*count == 0) report.note = "exhaustive backtracking found no tour";
}

// A tour told move by move (docs/trace-format.md, "Knight's tours"): every move a knight's move
// to a square not visited yet, and on a closed tour the last one home.
class TourTrace final : public trace::AnswerTrace {
 public:
  TourTrace(const KnightsInstance& instance, const nlohmann::json& answer)
      : size_(instance.size), closed_(instance.closed), path_{instance.start} {
    if (!answer.is_object() || !answer.contains("moves")) return;
    for (const nlohmann::json& name : answer["moves"])
      tour_.push_back(knights::parse_square(name.get<std::string>(), size_, "moves"));
    if (closed_ && tour_.size() > 1) tour_.push_back(tour_.front());  // the move home
    visited_.assign(static_cast<std::size_t>(size_) * static_cast<std::size_t>(size_), false);
    visited_[index(instance.start)] = true;
    next_ = 1;  // the tour's first square is the start
  }

  nlohmann::json instance() const override {
    return {{"size", size_}, {"closed", closed_}, {"start", square_json(path_.front())}};
  }
  nlohmann::json state() const override {
    nlohmann::json path = nlohmann::json::array();
    for (const knights::Square& square : path_) path.push_back(square_json(square));
    return {{"path", path}};
  }

  std::optional<trace::TraceEvent> next() override {
    if (next_ >= tour_.size()) return std::nullopt;
    const knights::Square to = tour_[next_];
    const knights::Square from = path_.back();
    const int dx = std::abs(to.x - from.x);
    const int dy = std::abs(to.y - from.y);
    const bool home = closed_ && next_ + 1 == tour_.size();
    if (dx * dy != 2 || (visited_[index(to)] && !home))
      internal_error("knights: the tour's move " + std::to_string(next_) + " breaks the rules");
    ++next_;
    visited_[index(to)] = true;
    path_.push_back(to);
    return trace::TraceEvent{
        trace::Step::kAdvance,
        {{"e", "move"}, {"x", to.x}, {"y", to.y}, {"square", knights::square_name(to, size_)}}};
  }

 private:
  static nlohmann::json square_json(const knights::Square& square) { return {square.x, square.y}; }
  std::size_t index(const knights::Square& square) const {
    return static_cast<std::size_t>(square.y) * static_cast<std::size_t>(size_) +
           static_cast<std::size_t>(square.x);
  }

  int size_;
  bool closed_;
  std::vector<knights::Square> path_;  // the squares visited so far, the start first
  std::vector<knights::Square> tour_;
  std::vector<bool> visited_;
  std::size_t next_ = 0;
};

class KnightsPuzzle final : public TypedPuzzle<KnightsInstance> {
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
          {.name = knights::to_string(method), .family = MethodFamily::kSearch, .summary = summary},
          [method](const KnightsInstance& in, const SolveOptions& options) {
            Report report;
            report_tour(report, in,
                        knights::find_tour(in.size, in.start, in.closed, method, options.limits));
            return report;
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
           Report report;
           report_count(report, in, options.limits);
           return report;
         }},
    };
  }

  std::string default_method_for(const KnightsInstance&) const override { return "warnsdorff"; }

  // A count is told as the board and its start square.
  std::unique_ptr<trace::AnswerTrace> own_answer_trace(const KnightsInstance& own,
                                                       const Report& report) const override {
    auto told = std::make_unique<TourTrace>(own, report.answer);
    if (report.answer.is_object() && report.answer.contains("moves")) return told;
    return std::make_unique<trace::StartOnlyTrace>(told->instance(), told->state());
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

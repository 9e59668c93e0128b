// <Title> behind the puzzle interface (puzzle/puzzle.hpp, puzzle/typed_puzzle.hpp).
//
// A copyable skeleton (docs/adding-a-puzzle.md). Copy this folder to src/puzzles/<name>/, rename
// this file to <name>_puzzle.cpp, replace every "example"/"Example" with your puzzle's name, and
// fill in each TODO. Keep the rules, the solvers and the drawing in files of their own beside this
// one (rules.hpp/.cpp, solve_<method>.cpp, draw.hpp/.cpp, encode_sat.cpp, ...): this file only
// maps the interface onto them. See src/puzzles/tiles/ for a complete example.
#include <memory>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "puzzle/figures.hpp"
#include "puzzle/typed_puzzle.hpp"

namespace puzzlelab {
namespace {

// TODO: the instance: the parsed, validated values of every parameter.
class ExampleInstance final : public Instance {
 public:
  explicit ExampleInstance(int size) : size_(size) {}
  int size() const { return size_; }

  // Every parameter in declared order, values normalised and without spaces, so that
  // parse(split_params(canonical())) gives the same instance back.
  std::string canonical() const override {
    return puzzle_support::join_params({{"size", std::to_string(size_)}});
  }

 private:
  int size_;
};

// TODO: the answer a method finds, typed: the moves, a placement, a count (a kind enum when a
// puzzle has several, as queens and peg do). ExamplePuzzle::replay checks it and
// ExamplePuzzle::answer_json writes it; no method does either.
struct ExampleAnswer {
  std::vector<int> moves;
};

using ExampleReport = UncheckedReport<ExampleAnswer>;

// TODO: the method, in a file of its own (solve_search.cpp), honouring options.limits (time and
// nodes: a limit gives Status::kStopped with the reason in note). Then fill in:
//   status   kSolved, kOptimal (proved optimal), kNoSolution, kStopped;
//   answer   the typed answer, empty without one (TypedPuzzle replays it through the rules,
//            writes it to JSON and marks the report verified: a method cannot);
//   stats    only the figures the method has (search_figures(), backend_figures());
//   summary  one line: "31 moves", "92 solutions", "no solution", "stopped after 2.0 s";
//   note     why it stopped, how "no solution" was proved (ExampleReport::no_solution(why));
//   drawing  the answer as text in options.style ("" when there is nothing to draw).
ExampleReport search(const ExampleInstance& instance, const SolveOptions& options) {
  ExampleReport report;
  (void)instance;
  (void)options;
  report.status = Status::kStopped;
  report.summary = "TODO";
  return report;
}

class ExamplePuzzle final : public TypedPuzzle<ExampleInstance, ExampleAnswer> {
 public:
  std::string name() const override { return "example"; }   // TODO: the registry name
  std::string title() const override { return "Example"; }  // TODO
  std::string summary() const override { return "TODO: one line"; }
  std::string docs() const override { return "docs/example.md"; }  // TODO: write that page

  // TODO: one ParamSpec per parameter: name, one line of help, default, positional. Name each
  // with the product's word for it (docs/cli.md: size, start, goal, file, ...).
  std::vector<ParamSpec> params() const override {
    return {{"size", "TODO: what the size means (1..30)", "8", true}};
  }

  std::unique_ptr<Instance> parse(const Params& params) const override {
    puzzle_support::check_param_names(params, this->params(), name());
    // TODO: read every parameter (its default when missing) and validate it. A bad value is an
    // InputError whose message starts with the parameter's name: "size: expected 1..30, got 99".
    const int size = puzzle_support::integer_param(
        "size", puzzle_support::param(params, "size", "8"), 1, 30);
    return std::make_unique<ExampleInstance>(size);
  }

  // TODO: one entry per method: what it is (name, family, one line, the solver library it needs,
  // whether it traces its own search, the --set settings it takes) and the function that runs
  // it. TypedPuzzle looks the name up, refuses settings the method does not take, reports
  // `unavailable` when this build lacks the library, and hands the function this puzzle's own
  // instance. A method that does not take an instance throws InputError saying why.
  std::vector<Method> method_table() const override {
    return {{{.name = "search", .family = MethodFamily::kSearch, .summary = "TODO: what it does"},
             search}};
  }

  std::string default_method_for(const ExampleInstance&) const override { return "search"; }

  // TODO: the one checker: replay the answer through the rules from the instance's start, every
  // move legal and the goal reached: RulesVerdict::holds(), or RulesVerdict::broken("why") (a bug
  // in the method: the run ends in an internal error); nothing_to_replay() for a count.
  RulesVerdict replay(const ExampleInstance&, const ExampleAnswer&) const override {
    return RulesVerdict::broken("TODO: replay the answer through the rules");
  }

  // TODO: the one writer: the answer object of docs/json.md ({"moves": [...], "move_count": n}
  // for move puzzles; set_count(out, "count", N) for counts).
  nlohmann::json answer_json(const ExampleInstance&, const ExampleAnswer& answer) const override {
    return {{"moves", answer.moves}, {"move_count", answer.moves.size()}};
  }

  // TODO (optional): the declarative models and their writer, for `export`, and the reader of
  // another solver's answer, for `decode`.
  // std::vector<ModelInfo> models() const override;
  // void write_own_model(const ExampleInstance&, const std::string& model, ModelFormat,
  //                      std::ostream&) const override;
  // ExampleReport read_own_answer(const ExampleInstance&, const std::string& model,
  //                               const std::string& text,
  //                               const std::string& source) const override;
  // TODO (optional): own_answer_trace, the answer told move by move for the viewer and races.

  // TODO: the instance drawn as text (style.unicode, style.color).
  std::string draw_instance(const ExampleInstance&, const DrawStyle&) const override { return ""; }
};

}  // namespace

// TODO: declare this factory in src/registry/registry.cpp and add it to the list there.
std::unique_ptr<Puzzle> make_example_puzzle() {
  return std::make_unique<ExamplePuzzle>();
}

}  // namespace puzzlelab

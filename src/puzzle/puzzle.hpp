// The interface every puzzle implements (docs/architecture.md, docs/adding-a-puzzle.md).
//
// A puzzle is modelled once: its instance, its methods, its models and its drawings sit behind
// this class, and every surface (list, solve, compare, export, bench, serve, view) is a loop over
// the registry of puzzles (registry/registry.hpp). Like the `game` struct of Simon Tatham's
// puzzle collection, one uniform table per puzzle; like Gecode, the model never names the search:
// the puzzle's table of methods (typed_puzzle.hpp) maps each onto its own solvers, which stay in
// its folder.
//
// Instances travel as parameters, "key=value" pairs, declared by the puzzle (ParamSpec): the CLI
// turns each into an option, the server into a field, and the canonical text form of an instance
// is its pairs in declared order, which parse() accepts back.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/limits.hpp"
#include "distributed/checkpoint_request.hpp"
#include "puzzle/method.hpp"
#include "puzzle/report.hpp"
#include "trace/answer_trace.hpp"

namespace puzzlelab {

class Progress;

// One instance parameter: becomes `--name VALUE` on the command line.
struct ParamSpec {
  std::string name;           // "board", "n", "disks"
  std::string help;           // one line for --help
  std::string default_value;  // empty: no default (the parameter is optional or required)
  bool positional = false;    // may also be given bare: `solve queens 8`, `solve nanobots in.txt`
  // The values it takes when they are a fixed set, or, for a parameter that names files, the
  // built-in ones (a catalogue: they name no file). Empty for free values such as numbers.
  std::vector<std::string> choices = {};
  // The value may name a file to read (a board file, a machine file). A server must not read its
  // own files for a client: it takes only `choices` for such a parameter.
  bool names_file = false;
  // Earlier spellings of the name (`n` for queens' size): the command line still takes them, as
  // `--n 8` and `n=8`, and shows only `name` (docs/cli.md, "Old spellings").
  std::vector<std::string> old_names = {};
};

// The parameters given, in any order; unknown names are refused by parse().
using Params = std::vector<std::pair<std::string, std::string>>;

// A parsed instance. Each puzzle derives its own.
class Instance {
 public:
  virtual ~Instance() = default;
  // The canonical text form: "key=value ..." in declared order, values without spaces.
  virtual std::string canonical() const = 0;
};

// kPddl is two files in one text, the domain and then the problem (puzzle/pddl_model_text.hpp).
enum class ModelFormat { kDimacs, kSmt2, kLp, kMps, kPddl };
std::string_view to_string(ModelFormat format);  // "dimacs", "smt2", "lp", "mps", "pddl"

struct ModelInfo {
  std::string name;  // "plan", "part1", ...
  std::vector<ModelFormat> formats;
  std::string summary;
  bool answers_read = false;  // read_answer() takes a solver's answer to it (`puzzlelab decode`)
};

struct DrawStyle {
  bool unicode = false;
  bool color = false;
  bool steps = false;        // draw the state after every move, not only the last
  bool coordinates = false;  // number the columns and rows
};

struct SolveOptions {
  // Time, nodes and memory; nodes count what the method counts, memory its own estimate of its
  // big structures (docs/json.md).
  SearchLimits limits;
  int threads = 0;                      // 0: the method's choice
  std::uint64_t solutions = 1;          // how many to find: 1 the first, 0 all
  DrawStyle style;                      // how Report::drawing is drawn
  trace::TraceWriter* trace = nullptr;  // the run's trace, when one is wanted
  Progress* progress = nullptr;         // a progress line on a terminal, when there is one
  // Method settings as "key=value" pairs (at_most_one=sequential for a SAT encoding): each
  // method reads the ones it has (MethodInfo::settings) and refuses any other.
  Params settings;
  // --checkpoint / --resume: an exhaustive count keeps each finished unit or layer in a folder
  // (docs/distributed.md); a method that keeps none (MethodInfo::checkpoints) refuses it.
  distributed::CheckpointRequest checkpoint;
};

// A fixed instance and method for `puzzlelab bench`: its work is part of the bench signature.
struct BenchCase {
  std::string label;     // what the bench table shows after the puzzle's name
  std::string instance;  // the canonical text form
  std::string method;
};

class Puzzle {
 public:
  virtual ~Puzzle() = default;

  virtual std::string name() const = 0;     // the registry name: "peg", "queens", ...
  virtual std::string title() const = 0;    // "Peg solitaire"
  virtual std::string summary() const = 0;  // one line
  virtual std::string docs() const = 0;     // where the rules and file formats are documented

  virtual std::vector<ParamSpec> params() const = 0;
  // InputError (naming the parameter) on a bad or unknown parameter; missing ones take their
  // defaults, so parse({}) is the default instance.
  virtual std::unique_ptr<Instance> parse(const Params& params) const = 0;

  virtual std::vector<MethodInfo> methods() const = 0;
  virtual std::string default_method(const Instance& instance) const = 0;
  // Runs one method. InputError for an unknown method or one that does not fit the instance; a
  // method whose library is missing reports Status::kUnavailable. Every answer in the report has
  // been replayed through the rules (verified true) or has nothing to replay.
  virtual Report solve(const Instance& instance, const std::string& method,
                       const SolveOptions& options) const = 0;

  // The declarative models it can write, and the writer. InputError for an unknown model or a
  // format it does not have.
  virtual std::vector<ModelInfo> models() const { return {}; }
  virtual void write_model(const Instance& instance, const std::string& model, ModelFormat format,
                           std::ostream& out) const;
  // Reads another solver's answer to one of those models (a SAT solver's `v` lines, Z3's model,
  // a CBC solution file), replays it through the rules and reports it: solved with the answer,
  // or no_solution when the solver proved the model infeasible. `source` names the text in
  // errors. InputError when the text is not an answer to the model, or the puzzle reads none.
  virtual Report read_answer(const Instance& instance, const std::string& model,
                             const std::string& text, const std::string& source) const;

  // The instance drawn as text.
  virtual std::string draw(const Instance& instance, const DrawStyle& style) const = 0;

  // The answer of a run as trace events (trace/answer_trace.hpp), for methods that trace none of
  // their own work: run_method writes it when SolveOptions::trace is set and solve() wrote no
  // trace. `report` is the run's (its answer may be null). Null, the default: the header (with
  // the canonical instance) and the end line only.
  virtual std::unique_ptr<trace::AnswerTrace> answer_trace(const Instance& instance,
                                                           const Report& report) const {
    (void)instance;
    (void)report;
    return nullptr;
  }

  // Whether a run's plan can be written as a plan file for other tools (`solve --plan-out`),
  // and the file's text for the run of `report` on `instance`: nullopt when the report holds no
  // plan (a count, no answer). The plan is in the IPC format, its actions those of the
  // puzzle's PDDL model (`export --format pddl`), so that validate and VAL check it against the
  // exported files. The default: no plan files.
  virtual bool writes_plan_files() const { return false; }
  virtual std::optional<std::string> plan_file(const Instance& instance,
                                               const Report& report) const {
    (void)instance;
    (void)report;
    return std::nullopt;
  }

  // The instances `puzzlelab bench` runs (single-threaded, no limit): quick, deterministic.
  virtual std::vector<BenchCase> bench_cases() const { return {}; }
};

// Helpers for a puzzle's own code.
namespace puzzle_support {

// The value of `name` in `params`, or `fallback`.
std::string param(const Params& params, const std::string& name, const std::string& fallback);
// InputError when a parameter is not one of `specs` or is given twice.
void check_param_names(const Params& params, const std::vector<ParamSpec>& specs,
                       const std::string& puzzle);
// A whole number from min to max, or InputError "NAME: expected MIN..MAX, got 'TEXT'".
int integer_param(const std::string& name, const std::string& text, int min, int max);
// yes/true or no/false, or InputError naming the parameter.
bool yes_no_param(const std::string& name, const std::string& text);
// "key=value key=value", for canonical().
std::string join_params(const Params& params);
// Parses "key=value key=value ..." (the canonical form) into pairs; InputError on a word without
// '='.
Params split_params(const std::string& text);
// A report with the common fields filled in, status kUnavailable and the library named.
Report unavailable_report(const std::string& puzzle, const Instance& instance,
                          const std::string& method, const std::string& why);
// The value of method setting `name`, or `fallback`.
std::string setting(const SolveOptions& options, const std::string& name,
                    const std::string& fallback);
// InputError "--set NAME: METHOD takes ..." for a setting the method does not have.
void check_settings(const SolveOptions& options, const MethodInfo& method);
// InputError "--checkpoint: ..." when a checkpoint is asked of a method that keeps none, naming
// the puzzle's methods that do (`methods`).
void check_checkpoint(const SolveOptions& options, const std::string& puzzle,
                      const MethodInfo& method, const std::vector<MethodInfo>& methods);
// InputError naming the known methods.
[[noreturn]] void unknown_method(const std::string& puzzle, const std::string& method,
                                 const std::vector<MethodInfo>& methods);

}  // namespace puzzle_support

}  // namespace puzzlelab

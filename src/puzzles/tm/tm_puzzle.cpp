// Turing machines behind the puzzle interface (puzzle/puzzle.hpp): does a nondeterministic
// machine accept a word within T steps? Both methods go through the entry point `tm accept`
// uses (accept_method.hpp), which replays every accepting run through the transition relation.
#include <algorithm>
#include <cstdio>
#include <limits>
#include <memory>
#include <ostream>

#include "backends/sat/cadical_solver.hpp"
#include "backends/sat/dimacs.hpp"
#include "core/error.hpp"
#include "puzzle/figures.hpp"
#include "puzzle/typed_puzzle.hpp"
#include "puzzles/tm/accept_method.hpp"
#include "puzzles/tm/builtin_machine.hpp"
#include "puzzles/tm/computation_text.hpp"
#include "puzzles/tm/decode_answer.hpp"
#include "puzzles/tm/encode_sat.hpp"

namespace puzzlelab {
namespace {

using turing::Machine;

// The built-in machine's default word: 4 = 2 * 2, accepted in 17 steps.
constexpr const char* kDefaultInput = "1111";
constexpr const char* kDefaultSteps = "20";

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3g s", seconds);
  return text;
}

class TmInstance final : public Instance {
 public:
  TmInstance(std::string file, Machine machine, std::vector<int> input, int steps)
      : file_(std::move(file)),
        machine_(std::move(machine)),
        input_(std::move(input)),
        steps_(steps) {}

  // The word with its symbol names run together when each is one character, else joined by
  // commas (a value holds no spaces).
  std::string input_text() const {
    std::string text = turing::word_text(machine_, input_);
    std::replace(text.begin(), text.end(), ' ', ',');
    return text;
  }

  std::string canonical() const override {
    return puzzle_support::join_params(
        {{"file", file_}, {"input", input_text()}, {"steps", std::to_string(steps_)}});
  }

  const std::string& file() const { return file_; }
  const Machine& machine() const { return machine_; }
  const std::vector<int>& input() const { return input_; }
  int steps() const { return steps_; }

 private:
  std::string file_;  // a path, or kCompositeName
  Machine machine_;
  std::vector<int> input_;
  int steps_;
};

Machine load(const std::string& file) {
  try {
    if (file == turing::kCompositeName)
      return turing::parse_machine(turing::composite_text(), file);
    return turing::load_machine(file);
  } catch (const InputError& bad) {
    throw InputError(std::string("file: ") + bad.what());
  }
}

// Commas separate symbol names (as canonical() writes them) unless ',' is itself a symbol.
std::vector<int> parse_input(const Machine& machine, std::string word) {
  const bool comma_is_symbol =
      std::find(machine.symbols.begin(), machine.symbols.end(), ",") != machine.symbols.end();
  if (!comma_is_symbol) std::replace(word.begin(), word.end(), ',', ' ');
  return turing::parse_input_word(machine, word, "input");
}

std::string stop_note(const turing::AcceptOutcome& out, const SolveOptions& options) {
  switch (out.stopped_by) {
    case turing::AcceptLimit::kNodes:
      return out.has_formula
                 ? "conflict limit of " + std::to_string(options.limits.nodes) + " reached"
                 : "limit of " + std::to_string(out.node_cap) + " configurations stored reached";
    case turing::AcceptLimit::kMemory:
      return out.memory_note;
    default:
      return "time limit of " + seconds_text(options.limits.seconds) + " reached";
  }
}

// "formula: 1,234 clauses by group (cell 10, ...), exactly-one pairwise; Cook-Levin bound
// c*T^3 = 5.2e+04 with c = 6.5": how the formula's size compares with the theorem's.
std::string formula_line(const Machine& machine, int steps, sat::AtMostOneEncoding at_most_one,
                         const turing::AcceptOutcome& out) {
  std::string groups;
  for (int g = 0; g < turing::kGroupCount; ++g) {
    groups += (g == 0 ? "" : ", ") + std::string(turing::kGroupNames[g]) + " " +
              std::to_string(out.size.groups[g]);
  }
  const double c = turing::cubic_bound_constant(machine);
  const double t = std::max(steps, 1);
  char bound[96];
  std::snprintf(bound, sizeof bound, "Cook-Levin bound O(T^3): c*T^3 = %.4g with c = %.4g",
                c * t * t * t, c);
  return "clauses by group: " + groups + "; exactly-one " + sat::to_string(at_most_one) + "; " +
         bound;
}

// The answer: an accepting run C_0 .. C_k of the machine on the input, cut at its first accepting
// configuration (every step a transition of the machine).
struct TmRun {
  turing::Computation computation;
};

using TmReport = UncheckedReport<TmRun>;

std::string accepted_text(int steps) {
  return "accepted in " + std::to_string(steps) + (steps == 1 ? " step" : " steps");
}

// An accepting run told transition by transition (docs/trace-format.md, "Turing machines"): each
// step's transition must turn the previous configuration into the next one. Without a run, the
// start configuration alone. The tape is shown as far as the run uses it (tape_width, as in the
// answer's JSON), or as the input and one blank.
class RunTrace final : public trace::AnswerTrace {
 public:
  RunTrace(const TmInstance& instance, const TmRun* run)
      : instance_(instance), machine_(instance.machine()) {
    if (run != nullptr && !run->computation.configurations.empty()) {
      // The squares shown only: each configuration's tape spans every square the bound reaches.
      const auto width = static_cast<std::ptrdiff_t>(turing::tape_width(run->computation));
      for (const turing::Configuration& c : run->computation.configurations)
        shown_.push_back({c.state, c.head, {c.tape.begin(), c.tape.begin() + width}});
      taken_ = run->computation.transitions;
      now_ = shown_.front();
      return;
    }
    const std::vector<int>& input = instance.input();
    now_ =
        turing::initial_configuration(machine_, input, turing::reachable_squares(instance.steps()));
    now_.tape.resize(std::min(now_.tape.size(), std::max<std::size_t>(1, input.size()) + 1));
  }

  nlohmann::json instance() const override {
    std::vector<std::string> accepting;
    for (std::size_t q = 0; q < machine_.states.size(); ++q)
      if (machine_.accepting[q]) accepting.push_back(machine_.states[q]);
    std::vector<std::string> input;
    for (const int symbol : instance_.input()) input.push_back(machine_.symbols[symbol]);
    return {{"machine", instance_.file()}, {"states", machine_.states},
            {"symbols", machine_.symbols}, {"blank", machine_.symbols.front()},
            {"accepting", accepting},      {"input", input},
            {"steps", instance_.steps()}};
  }
  nlohmann::json state() const override {
    nlohmann::json tape = nlohmann::json::array();
    for (const int symbol : now_.tape) tape.push_back(machine_.symbols[symbol]);
    return {{"state", machine_.states[now_.state]}, {"head", now_.head}, {"tape", tape}};
  }

  std::optional<trace::TraceEvent> next() override {
    if (next_ >= shown_.size()) return std::nullopt;
    const turing::Configuration& after = shown_[next_];
    const int taken = taken_[next_ - 1];
    ++next_;
    const int at = now_.head;
    if (taken < 0 || taken >= static_cast<int>(machine_.transitions.size()) ||
        machine_.transitions[taken].state != now_.state ||
        machine_.transitions[taken].read != now_.tape[at - 1] ||
        turing::apply(now_, machine_.transitions[taken]) != after) {
      internal_error("tm: step " + std::to_string(next_ - 1) + " of the run is no transition");
    }
    now_ = after;
    return trace::TraceEvent{trace::Step::kAdvance,
                             {{"e", "move"},
                              {"at", at},
                              {"write", machine_.symbols[after.tape[at - 1]]},
                              {"state", machine_.states[after.state]},
                              {"head", after.head},
                              {"transition", machine_.describe(machine_.transitions[taken])}}};
  }

 private:
  const TmInstance& instance_;
  const Machine& machine_;
  std::vector<turing::Configuration> shown_;  // the run's configurations; empty without one
  std::vector<int> taken_;                    // the transition taken after each
  turing::Configuration now_;                 // the configuration after the events given
  std::size_t next_ = 1;                      // shown_[0] is the start
};

// Does the machine accept within the bound: the run (replayed by TmPuzzle::replay through the
// transition relation), or how its absence was shown.
TmReport decide(const TmInstance& own, turing::AcceptMethod method, const SolveOptions& options) {
  const Machine& machine = own.machine();
  turing::AcceptRequest request;
  request.method = method;
  request.limits = options.limits;
  request.at_most_one =
      sat::parse_at_most_one_encoding(puzzle_support::setting(options, "at_most_one", "pairwise"));
  turing::AcceptOutcome out = turing::decide_acceptance(machine, own.input(), own.steps(), request);

  TmReport report;
  if (out.has_formula && out.stats.variables == 0) {
    report.stats.build_seconds = out.stats.build_seconds;  // stopped before the formula was done
  } else if (out.has_formula) {
    report.backend = backend_figures(MethodFamily::kSat, out.stats, report.stats);
  } else {
    report.stats.nodes = out.configurations;
    report.stats.solve_seconds = out.seconds;
  }
  const std::string bound = std::to_string(own.steps()) + " steps";
  const std::string formula =
      out.has_formula ? "; " + formula_line(machine, own.steps(), request.at_most_one, out) : "";
  switch (out.status) {
    case turing::RunStatus::kAccepted: {
      const int k = static_cast<int>(out.computation.transitions.size());
      report.status = Status::kSolved;
      report.summary = accepted_text(k);
      report.note =
          out.has_formula
              ? "the formula is satisfiable; the run decoded from the model replayed" + formula
              : "a shortest accepting run, replayed";
      report.drawing = turing::computation_table(machine, out.computation);
      report.answer = TmRun{std::move(out.computation)};
      break;
    }
    case turing::RunStatus::kRejected:
      report.status = Status::kNoSolution;
      report.summary = "not accepted within " + bound;
      report.note =
          out.has_formula
              ? "the Cook-Levin formula is unsatisfiable: no run accepts within " + bound + formula
              : "every branch explored to depth " + std::to_string(own.steps()) + " (" +
                    std::to_string(out.configurations) + " configurations): none accepts";
      break;
    case turing::RunStatus::kStopped:
      report.status = Status::kStopped;
      report.summary = "stopped after " + seconds_text(out.has_formula ? out.stats.build_seconds +
                                                                             out.stats.solve_seconds
                                                                       : out.seconds);
      report.note = stop_note(out, options);
      break;
  }
  return report;
}

class TmPuzzle final : public TypedPuzzle<TmInstance, TmRun> {
 public:
  std::string name() const override { return "tm"; }
  std::string title() const override { return "Turing machines"; }
  std::string summary() const override {
    return "Does a nondeterministic Turing machine accept a word within T steps? (Cook-Levin)";
  }
  std::string docs() const override { return "docs/tm.md"; }

  std::vector<ParamSpec> params() const override {
    return {
        {"file",
         "machine file (docs/tm.md); 'composite' for the built-in composite-number machine",
         std::string(turing::kCompositeName),
         true,
         {std::string(turing::kCompositeName)},
         true},
        {"input",
         "the word: one character a symbol, or names separated by commas (default 1111 for the "
         "built-in machine, the empty word for a file)",
         kDefaultInput, false},
        {"steps", "the bound T: at most T transitions", kDefaultSteps, false},
    };
  }

  std::unique_ptr<Instance> parse(const Params& params) const override {
    puzzle_support::check_param_names(params, this->params(), name());
    const std::string file =
        puzzle_support::param(params, "file", std::string(turing::kCompositeName));
    if (file.empty()) throw InputError("file: expected a path or 'composite', got ''");
    if (file.find_first_of(" \t\n") != std::string::npos)
      throw InputError("file: the path must not contain spaces, got '" + file + "'");
    Machine machine = load(file);
    const bool builtin = file == turing::kCompositeName;
    std::vector<int> input =
        parse_input(machine, puzzle_support::param(params, "input", builtin ? kDefaultInput : ""));
    const int steps = puzzle_support::integer_param(
        "steps", puzzle_support::param(params, "steps", kDefaultSteps), 0, turing::kMaxSteps);
    return std::make_unique<TmInstance>(file, std::move(machine), std::move(input), steps);
  }

  std::vector<Method> method_table() const override {
    return {
        {{.name = "sat",
          .family = MethodFamily::kSat,
          .summary = "the Cook-Levin formula A(w) (pairwise exactly-one) solved by CaDiCaL; the "
                     "run decoded from the model",
          .library = SolverLibrary::kCadical,
          .settings = {"at_most_one"}},
         [](const TmInstance& own, const SolveOptions& options) {
           return decide(own, turing::AcceptMethod::kSat, options);
         }},
        {{.name = "bfs",
          .family = MethodFamily::kSearch,
          .summary = "breadth-first exploration of every branch (the reference); a shortest "
                     "accepting run"},
         [](const TmInstance& own, const SolveOptions& options) {
           return decide(own, turing::AcceptMethod::kBfs, options);
         }},
    };
  }

  std::string default_method_for(const TmInstance&) const override {
    return in_this_build(SolverLibrary::kCadical) ? "sat" : "bfs";
  }

  // An accepting computation of the machine on the input within the bound (check_computation:
  // C_0 the initial configuration, each step a transition that applies), ending at its first
  // accepting configuration.
  RulesVerdict replay(const TmInstance& own, const TmRun& run) const override {
    const turing::Computation& computation = run.computation;
    const std::string problem =
        turing::check_computation(own.machine(), own.input(), own.steps(), computation);
    if (!problem.empty()) return RulesVerdict::broken(problem);
    if (computation.accepted_at(own.machine()) + 1 !=
        static_cast<int>(computation.configurations.size()))
      return RulesVerdict::broken("the run goes on past its first accepting configuration");
    return RulesVerdict::holds();
  }

  // Accepted, the transitions taken, and the run configuration by configuration.
  nlohmann::json answer_json(const TmInstance& own, const TmRun& run) const override {
    const int k = static_cast<int>(run.computation.transitions.size());
    return {{"accepted", true},
            {"steps", k},
            {"run", turing::computation_json(own.machine(), run.computation)}};
  }

  std::unique_ptr<trace::AnswerTrace> own_answer_trace(const TmInstance& own, const TmRun* run,
                                                       const Report&) const override {
    return std::make_unique<RunTrace>(own, run);
  }

  std::vector<ModelInfo> models() const override {
    return {{"formula",
             {ModelFormat::kDimacs},
             "the Cook-Levin formula A(w) (pairwise exactly-one): satisfiable exactly when the "
             "machine accepts the input within the bound",
             /*answers_read=*/true}};
  }

  void write_own_model(const TmInstance& own, const std::string& model, ModelFormat format,
                       std::ostream& out) const override {
    if (model != "formula") return Puzzle::write_model(own, model, format, out);
    if (format != ModelFormat::kDimacs) {
      throw InputError("--format: the tm model 'formula' has no " + std::string(to_string(format)) +
                       " form (expected dimacs)");
    }
    const turing::TuringEncoding encoding(own.machine(), own.input(), own.steps());
    sat::write_dimacs(encoding.cnf(), out);
  }

  // A SAT solver's answer to the formula, read with the encoding that wrote it and replayed
  // through the transition relation.
  TmReport read_own_answer(const TmInstance& own, const std::string& model, const std::string& text,
                           const std::string& source) const override {
    if (model != "formula") return TypedPuzzle::read_own_answer(own, model, text, source);
    const Machine& machine = own.machine();
    std::optional<turing::Computation> run =
        turing::decode_run_answer(machine, own.input(), own.steps(), text, source);
    if (!run) {
      TmReport report;
      report.status = Status::kNoSolution;
      report.summary = "not accepted within " + std::to_string(own.steps()) + " steps";
      report.note = "the solver proved the Cook-Levin formula unsatisfiable: no run accepts";
      return report;
    }
    const int k = static_cast<int>(run->transitions.size());
    TmReport report;
    report.status = Status::kSolved;
    report.summary = accepted_text(k);
    report.note = "the solver's answer decodes to this run, replayed through the transitions";
    report.drawing = turing::computation_table(machine, *run);
    report.answer = TmRun{std::move(*run)};
    return report;
  }

  std::vector<BenchCase> bench_cases() const override {
    return {{"composite (sat)", "", "sat"}, {"composite (bfs)", "", "bfs"}};
  }

  std::string draw_instance(const TmInstance& own, const DrawStyle&) const override {
    const Machine& machine = own.machine();
    std::string alphabet;
    for (const std::string& symbol : machine.symbols) alphabet += " " + symbol;
    const std::vector<int>& input = own.input();
    const turing::Configuration start =
        turing::initial_configuration(machine, input, turing::reachable_squares(own.steps()));
    const int width = std::min<int>(static_cast<int>(start.tape.size()),
                                    std::max<int>(1, static_cast<int>(input.size())) + 1);
    return own.file() + ": " + std::to_string(machine.state_count()) + " states, alphabet" +
           alphabet + ", " + std::to_string(machine.transitions.size()) + " transitions; " +
           (input.empty() ? std::string("the empty word") : own.input_text()) + " within " +
           std::to_string(own.steps()) + " steps\n" + machine.states[start.state] + "  " +
           turing::render(machine, start, width) + "\n";
  }
};

}  // namespace

std::unique_ptr<Puzzle> make_tm_puzzle() {
  return std::make_unique<TmPuzzle>();
}

}  // namespace puzzlelab

// puzzlelab tm accept: does a nondeterministic Turing machine accept a word within T steps?
// Answered with the Cook-Levin formula and a SAT solver (or, as a reference, by breadth-first
// exploration of every branch); an accepting computation is replayed through the machine before
// it is printed.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>

#include "backends/sat/cardinality.hpp"
#include "backends/sat/dimacs.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "puzzles/turing/accept.hpp"
#include "puzzles/turing/encode_sat.hpp"
#include "puzzles/turing/machine.hpp"
#include "puzzles/turing/simulate.hpp"

namespace puzzlelab::cli {
namespace {

using turing::Computation;
using turing::Machine;
using turing::RunStatus;

constexpr int kMaxSteps = 1'000'000;
// Distinct configurations the breadth-first reference stores by default.
constexpr std::uint64_t kDefaultBfsConfigurations = 20'000'000;

struct TmOptions {
  std::string file;
  std::string input;
  int steps = 0;
  std::string method = "sat";
  std::string at_most_one = "pairwise";
  std::string dimacs;
  OutputFormat format = OutputFormat::kText;
  SearchLimits limits;
};

struct Outcome {
  RunStatus status = RunStatus::kStopped;
  Computation computation;
  bool has_formula = false;
  turing::FormulaSize size;
  BackendStats stats;
  std::uint64_t configurations = 0;  // bfs
  double seconds = 0;                // bfs
};

// Squares worth printing: up to the furthest head position or written symbol, plus one blank.
int tape_width(const Computation& c) {
  int width = 1;
  for (const turing::Configuration& conf : c.configurations) {
    width = std::max(width, conf.head);
    for (int s = static_cast<int>(conf.tape.size()); s > 0; --s) {
      if (conf.tape[s - 1] != 0) {
        width = std::max(width, s);
        break;
      }
    }
  }
  const int squares =
      c.configurations.empty() ? 1 : static_cast<int>(c.configurations[0].tape.size());
  return std::min(width + 1, squares);
}

std::string word_text(const Machine& m, const std::vector<int>& input) {
  bool single = std::all_of(m.symbols.begin(), m.symbols.end(),
                            [](const std::string& s) { return s.size() == 1; });
  std::string text;
  for (int x : input) text.append(single || text.empty() ? "" : " ").append(m.symbols[x]);
  return text;
}

double cubic_bound(const Machine& m, int steps) {
  const double t = std::max(steps, 1);
  return turing::cubic_bound_constant(m) * t * t * t;
}

nlohmann::json to_json(const TmOptions& opt, const Machine& m, const std::vector<int>& input,
                       const Outcome& out) {
  nlohmann::json j = {
      {"machine", opt.file},
      {"input", word_text(m, input)},
      {"steps", opt.steps},
      {"method", opt.method},
      {"status", turing::to_string(out.status)},
  };
  if (out.status == RunStatus::kAccepted) {
    const Computation& c = out.computation;
    j["accepted_at"] = static_cast<int>(c.configurations.size()) - 1;
    j["verified"] = true;
    nlohmann::json steps = nlohmann::json::array();
    for (std::size_t t = 0; t < c.configurations.size(); ++t) {
      const turing::Configuration& conf = c.configurations[t];
      nlohmann::json tape = nlohmann::json::array();
      for (int s = 1; s <= tape_width(c); ++s) tape.push_back(m.symbols[conf.tape[s - 1]]);
      nlohmann::json step = {
          {"step", t}, {"state", m.states[conf.state]}, {"head", conf.head}, {"tape", tape}};
      step["transition"] = t == 0 ? nlohmann::json(nullptr)
                                  : nlohmann::json(m.describe(m.transitions[c.transitions[t - 1]]));
      steps.push_back(step);
    }
    j["computation"] = steps;
  }
  if (out.has_formula) {
    nlohmann::json groups;
    for (int g = 0; g < turing::kGroupCount; ++g)
      groups[turing::kGroupNames[g]] = out.size.groups[g];
    j["formula"] = {{"variables", out.size.variables},
                    {"clauses", out.size.clauses},
                    {"at_most_one", opt.at_most_one},
                    {"groups", groups},
                    {"cubic_bound_constant", turing::cubic_bound_constant(m)},
                    {"cubic_bound", cubic_bound(m, opt.steps)}};
    j["build_seconds"] = out.stats.build_seconds;
    j["solve_seconds"] = out.stats.solve_seconds;
    j["conflicts"] = out.stats.conflicts;
  } else {
    j["configurations"] = out.configurations;
    j["seconds"] = out.seconds;
  }
  return j;
}

void print_text(const TmOptions& opt, const Machine& m, const std::vector<int>& input,
                const Outcome& out) {
  const std::string word = input.empty() ? "the empty word" : word_text(m, input);
  switch (out.status) {
    case RunStatus::kAccepted:
      std::printf("%s accepts %s within %d steps (accepting state at step %zu)\n", opt.file.c_str(),
                  word.c_str(), opt.steps, out.computation.transitions.size());
      break;
    case RunStatus::kRejected:
      std::printf("%s does not accept %s within %d steps%s\n", opt.file.c_str(), word.c_str(),
                  opt.steps, out.has_formula ? " (the formula is unsatisfiable)" : "");
      break;
    case RunStatus::kStopped:
      std::printf("%s on %s: stopped by a limit before an answer\n", opt.file.c_str(),
                  word.c_str());
      break;
  }
  if (out.status == RunStatus::kAccepted) {
    const Computation& c = out.computation;
    const int width = tape_width(c);
    std::size_t state_width = 5;
    for (const std::string& s : m.states) state_width = std::max(state_width, s.size());
    std::printf("%6s  %-*s  %s\n", "step", static_cast<int>(state_width), "state",
                "tape (scanned square in brackets)  transition taken");
    for (std::size_t t = 0; t < c.configurations.size(); ++t) {
      const turing::Configuration& conf = c.configurations[t];
      const std::string via =
          t == 0 ? ""
                 : "  <- " + m.describe(m.transitions[c.transitions[t - 1]]) + " (line " +
                       std::to_string(m.transitions[c.transitions[t - 1]].line) + ")";
      std::printf("%6zu  %-*s  %s%s\n", t, static_cast<int>(state_width),
                  m.states[conf.state].c_str(), turing::render(m, conf, width).c_str(),
                  via.c_str());
    }
    std::printf("Computation verified: every step replayed through the transition relation\n");
  }
  if (out.has_formula) {
    std::printf("Formula: %llu variables, %llu clauses (exactly-one: %s)\n",
                static_cast<unsigned long long>(out.size.variables),
                static_cast<unsigned long long>(out.size.clauses), opt.at_most_one.c_str());
    std::printf("  clauses by group:");
    for (int g = 0; g < turing::kGroupCount; ++g) {
      std::printf(" %s %llu", turing::kGroupNames[g],
                  static_cast<unsigned long long>(out.size.groups[g]));
    }
    std::printf("\n  seed's bound O(T^3): clauses <= c*T^3 = %.4g with c = %.4g for this machine\n",
                cubic_bound(m, opt.steps), turing::cubic_bound_constant(m));
    std::printf("CaDiCaL: %.3f s solving, %.3f s building, %llu conflicts\n",
                out.stats.solve_seconds, out.stats.build_seconds,
                static_cast<unsigned long long>(out.stats.conflicts));
  } else {
    std::printf("Breadth-first search: %llu distinct configurations, %.3f s\n",
                static_cast<unsigned long long>(out.configurations), out.seconds);
  }
}

int run_accept(const TmOptions& opt) {
  const Machine machine = turing::load_machine(opt.file);
  const std::vector<int> input = turing::parse_input_word(machine, opt.input);
  Outcome out;
  if (opt.method == "bfs") {
    if (!opt.dimacs.empty()) throw InputError("--emit-dimacs needs --method sat");
    SearchLimits limits = opt.limits;
    limits.nodes = std::min(limits.nodes, kDefaultBfsConfigurations);
    const turing::ExploreResult r =
        turing::explore_breadth_first(machine, input, opt.steps, limits);
    out.status = r.status;
    out.computation = r.computation;
    out.configurations = r.configurations;
    out.seconds = r.seconds;
  } else {
    const auto encoding = sat::parse_at_most_one_encoding(opt.at_most_one);
    BackendLimits limits;
    limits.seconds = opt.limits.seconds;
    const auto write = [&](const sat::Cnf& cnf) {
      if (opt.dimacs.empty()) return;
      std::ofstream file(opt.dimacs);
      if (!file) throw InputError(SourceLocation{opt.dimacs, 0, 0}, "cannot write the file");
      sat::write_dimacs(cnf, file);
      if (!file) throw InputError(SourceLocation{opt.dimacs, 0, 0}, "cannot write the file");
    };
    const turing::SatAcceptResult r =
        turing::accept_with_sat(machine, input, opt.steps, encoding, limits, write);
    out.status = r.status;
    out.computation = r.computation;
    out.has_formula = true;
    out.size = r.size;
    out.stats = r.stats;
  }
  if (out.status == RunStatus::kAccepted) {
    const std::string problem =
        turing::check_computation(machine, input, opt.steps, out.computation);
    if (!problem.empty()) internal_error("tm accept: the computation does not check: " + problem);
  }
  if (opt.format == OutputFormat::kJson) {
    std::printf("%s\n", to_json(opt, machine, input, out).dump(2).c_str());
  } else {
    print_text(opt, machine, input, out);
  }
  switch (out.status) {
    case RunStatus::kAccepted:
      return kExitSolved;
    case RunStatus::kRejected:
      return kExitNoSolution;
    case RunStatus::kStopped:
      break;
  }
  return kExitStopped;
}

}  // namespace

void register_tm_commands(CLI::App& app) {
  CLI::App* tm = app.add_subcommand(
      "tm", "Nondeterministic Turing machines: bounded acceptance as satisfiability (Cook-Levin)");
  tm->require_subcommand(1);
  auto opt = std::make_shared<TmOptions>();
  CLI::App* accept = tm->add_subcommand(
      "accept",
      "Does MACHINE accept the input within T steps? Builds Cook's formula A(w) (variables: "
      "square scanned, symbol per square, state, per time step), solves it with CaDiCaL and "
      "prints the accepting computation decoded from the model, replayed through the machine. "
      "Exit status: 0 accepted, 1 not accepted within T steps, 2 bad input, 3 stopped by a limit. "
      "File format: docs/turing.md and examples/tm/*.tm");
  accept
      ->add_option("MACHINE", opt->file,
                   "machine file (states, alphabet, start, accept, "
                   "transitions 'q0 a -> q1 b R')")
      ->required();
  accept->add_option("--input,-i", opt->input,
                     "the input word: one character per symbol, or symbol names separated by "
                     "spaces (default: empty)");
  accept
      ->add_option("--steps,-T", opt->steps,
                   "the bound T: at most T transitions; the tape used is squares 1..T+1")
      ->required()
      ->check(CLI::Range(0, kMaxSteps));
  accept
      ->add_option("--method", opt->method,
                   "sat (default): the Cook-Levin formula and CaDiCaL; bfs: breadth-first "
                   "exploration of every branch (the reference)")
      ->check(CLI::IsMember({"sat", "bfs"}))
      ->capture_default_str();
  accept
      ->add_option("--at-most-one", opt->at_most_one,
                   "exactly-one encoding: pairwise (default, the seed's: O(T^3) clauses), "
                   "sequential (O(T^2) clauses, more variables), commander, auto")
      ->check(CLI::IsMember({"pairwise", "sequential", "commander", "auto"}))
      ->capture_default_str();
  accept
      ->add_option("--emit-dimacs", opt->dimacs,
                   "also write the formula to FILE in DIMACS CNF, with comments saying what "
                   "each variable means")
      ->option_text("FILE");
  add_format_option(*accept, opt->format);
  add_limit_options(*accept, opt->limits, /*nodes=*/false);
  accept->callback([opt] { command_exit_status() = run_accept(*opt); });
}

}  // namespace puzzlelab::cli

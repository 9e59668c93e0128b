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
#include "puzzles/turing/accept_method.hpp"
#include "puzzles/turing/computation_text.hpp"
#include "puzzles/turing/encode_sat.hpp"
#include "puzzles/turing/machine.hpp"
#include "puzzles/turing/simulate.hpp"

namespace puzzlelab::cli {
namespace {

using turing::Computation;
using turing::Machine;
using turing::RunStatus;

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

using turing::word_text;

double cubic_bound(const Machine& m, int steps) {
  const double t = std::max(steps, 1);
  return turing::cubic_bound_constant(m) * t * t * t;
}

nlohmann::json to_json(const TmOptions& opt, const Machine& m, const std::vector<int>& input,
                       const turing::AcceptOutcome& out) {
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
    j["computation"] = turing::computation_json(m, c);
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
                const turing::AcceptOutcome& out) {
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
    std::fputs(turing::computation_table(m, out.computation).c_str(), stdout);
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
    std::printf(
        "\n  Cook-Levin bound O(T^3): clauses <= c*T^3 = %.4g with c = %.4g for this machine\n",
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
  if (opt.method == "bfs" && !opt.dimacs.empty())
    throw InputError("--emit-dimacs needs --method sat");
  turing::AcceptRequest request;
  request.method = opt.method;
  request.at_most_one = sat::parse_at_most_one_encoding(opt.at_most_one);
  request.limits = opt.limits;
  if (!opt.dimacs.empty()) {
    request.on_built = [&](const sat::Cnf& cnf) {
      std::ofstream file(opt.dimacs);
      if (!file) throw InputError(SourceLocation{opt.dimacs, 0, 0}, "cannot write the file");
      sat::write_dimacs(cnf, file);
      if (!file) throw InputError(SourceLocation{opt.dimacs, 0, 0}, "cannot write the file");
    };
  }
  const turing::AcceptOutcome out = turing::decide_acceptance(machine, input, opt.steps, request);
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
      ->check(CLI::Range(0, turing::kMaxSteps));
  accept
      ->add_option("--method", opt->method,
                   "sat (default): the Cook-Levin formula and CaDiCaL; bfs: breadth-first "
                   "exploration of every branch (the reference)")
      ->check(CLI::IsMember({"sat", "bfs"}))
      ->capture_default_str();
  accept
      ->add_option(
          "--at-most-one", opt->at_most_one,
          "exactly-one encoding: pairwise (default, the textbook Cook-Levin form: O(T^3) clauses), "
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

// puzzlelab tm accept: does a nondeterministic Turing machine accept a word within T steps?
// Answered with the Cook-Levin formula and a SAT solver (or, as a reference, by breadth-first
// exploration of every branch); an accepting computation is replayed through the machine before
// it is printed. A front door over the registry's `tm` puzzle: the same report as
// `puzzlelab solve tm`.
#include <fstream>
#include <memory>
#include <string>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/enum_names.hpp"
#include "core/error.hpp"
#include "puzzles/tm/accept_method.hpp"
#include "registry/registry.hpp"
#include "report_run.hpp"

namespace puzzlelab::cli {
namespace {

struct TmOptions {
  std::string file;
  std::string input;
  int steps = 0;
  std::string at_most_one = "pairwise";
  std::string dimacs;
  ReportRun run;
};

// The input word in the parameter's form: symbol names separated by spaces become commas.
std::string input_param(std::string word) {
  for (char& c : word)
    if (c == ' ') c = ',';
  return word;
}

void write_formula(const Puzzle& tm, const Instance& instance, const std::string& path) {
  std::ofstream file(path);
  if (!file) throw InputError(SourceLocation{path, 0, 0}, "cannot write the file");
  tm.write_model(instance, "formula", ModelFormat::kDimacs, file);
  if (!file.flush()) throw InputError(SourceLocation{path, 0, 0}, "cannot write the file");
}

int run_accept(TmOptions& opt) {
  const Puzzle& tm = puzzle_named("tm");
  const auto instance = tm.parse({{"file", opt.file},
                                  {"input", input_param(opt.input)},
                                  {"steps", std::to_string(opt.steps)}});
  const bool sat = turing::parse_accept_method(opt.run.method) == turing::AcceptMethod::kSat;
  if (!opt.dimacs.empty()) {
    if (!sat) throw InputError("--emit-dimacs needs --method sat");
    if (opt.at_most_one != "pairwise") {
      throw InputError(
          "--emit-dimacs writes the pairwise formula (as export tm does); leave "
          "out --at-most-one");
    }
    write_formula(tm, *instance, opt.dimacs);
  }
  if (sat) opt.run.options.settings = {{"at_most_one", opt.at_most_one}};
  return run_report(tm, *instance, opt.run);
}

}  // namespace

void register_tm_commands(CommandSet& commands) {
  CLI::App* tm = commands.add(
      "tm", "Nondeterministic Turing machines: bounded acceptance as satisfiability (Cook-Levin)");
  if (tm == nullptr) return;  // only listed in this pass (command_set.hpp)
  tm->require_subcommand(1);
  auto opt = std::make_shared<TmOptions>();
  opt->run.method = "sat";
  CLI::App* accept = tm->add_subcommand(
      "accept",
      "Does MACHINE accept the input within T steps? Builds Cook's formula A(w) (variables: "
      "square scanned, symbol per square, state, per time step), solves it with CaDiCaL and "
      "prints the accepting computation decoded from the model, replayed through the machine. "
      "Exit status: 0 accepted, 1 not accepted within T steps, 2 bad input, 3 stopped by a limit. "
      "File format: docs/tm.md and examples/tm/*.tm");
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
      ->add_option("--method", opt->run.method,
                   "sat (default): the Cook-Levin formula and CaDiCaL; bfs: breadth-first "
                   "exploration of every branch (the reference)")
      ->check(CLI::IsMember(names_of(turing::kAcceptMethods)))
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
                   "also write the formula to FILE in DIMACS CNF (pairwise, as export tm writes "
                   "it), with comments saying what each variable means")
      ->option_text("FILE");
  add_run_options(*accept, opt->run);
  accept->callback([opt] { command_exit_status() = run_accept(*opt); });
}

}  // namespace puzzlelab::cli

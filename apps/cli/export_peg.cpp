// puzzlelab export peg: write a game as a model for another solver (DIMACS, SMT-LIB2, LP, MPS).
// The file's header comments name the instance and the variables; `peg decode` reads the
// solver's answer back.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>

#include "cli_common.hpp"
#include "core/error.hpp"
#include "export_commands.hpp"
#include "peg_commands.hpp"
#include "puzzles/peg/model_export.hpp"

namespace puzzlelab::cli {
namespace {

struct ExportPegOptions {
  peg::GameRequest game;
  std::string format;
  std::string output = "-";
};

int run_export_peg(const ExportPegOptions& opt) {
  const peg::Game game = peg::load_game(opt.game);
  if (opt.output == "-") {
    peg::write_model(game, opt.format, std::cout);
    std::cout.flush();
    return kExitSolved;
  }
  std::ofstream out(opt.output);
  if (!out) throw InputError(opt.output + ": cannot open for writing");
  peg::write_model(game, opt.format, out);
  if (!out.flush()) throw InputError(opt.output + ": write failed");
  return kExitSolved;
}

}  // namespace

void register_export_peg(CLI::App& exporter) {
  auto opt = std::make_shared<ExportPegOptions>();
  CLI::App* peg = exporter.add_subcommand(
      "peg",
      "Peg solitaire: dimacs (the sat encoding; cadical, kissat), smt2 (the smt encoding; z3), "
      "lp or mps (the milp encoding; cbc, HiGHS). Decode an answer with `puzzlelab peg decode`");
  add_game_options(*peg, opt->game);
  peg->add_option("--to", opt->format, "dimacs, smt2, lp or mps")
      ->required()
      ->check(CLI::IsMember(peg::model_format_names()));
  peg->add_option("-o,--output", opt->output, "file to write; - for standard output")
      ->capture_default_str();
  peg->callback([opt] { command_exit_status() = run_export_peg(*opt); });
}

}  // namespace puzzlelab::cli

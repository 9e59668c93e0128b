// puzzlelab peg decode: read another solver's answer to an exported model (cadical/kissat
// output, z3 output, a cbc solution file), turn it into jumps, replay them through the rules
// and print the game.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <sstream>

#include "cli_common.hpp"
#include "core/error.hpp"
#include "peg_commands.hpp"
#include "puzzles/peg/model_export.hpp"

namespace puzzlelab::cli {
namespace {

struct DecodeOptions {
  peg::GameRequest game;
  std::string answer_file;
  OutputFormat format = OutputFormat::kText;
  bool ascii = false;
};

std::string read_all(const std::string& path) {
  if (path == "-") {
    return {std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  }
  std::ifstream in(path);
  if (!in) throw InputError(path + ": cannot open the solver's answer");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

int run_decode(const DecodeOptions& opt) {
  const peg::Game game = peg::load_game(opt.game);
  const std::optional<peg::Solution> solution =
      peg::decode_answer(game, read_all(opt.answer_file), opt.answer_file);
  if (opt.format == OutputFormat::kJson) {
    const nlohmann::json moves = moves_json(game, solution.value_or(peg::Solution{}));
    const nlohmann::json out = {{"board", game.name},
                                {"status", solution ? "solved" : "no-solution"},
                                {"verified", solution.has_value()},
                                {"move_count", moves.size()},
                                {"moves", moves}};
    std::printf("%s\n", out.dump(2).c_str());
  } else {
    print_game_header(game);
    if (!solution) {
      std::printf("The solver proved that no solution exists.\n");
    } else {
      std::printf("The answer decodes to %zu jumps (verified by replay):\n", solution->size());
      print_jumps(game, *solution, render_style(opt.ascii), /*show_steps=*/false);
    }
  }
  return solution ? kExitSolved : kExitNoSolution;
}

}  // namespace

void register_peg_decode(CLI::App& peg) {
  auto opt = std::make_shared<DecodeOptions>();
  CLI::App* decode = peg.add_subcommand(
      "decode",
      "Read a solver's answer to a model written by `puzzlelab export peg` (SAT-competition "
      "output from cadical or kissat, z3's output, or a cbc solution file; the kind is "
      "detected), replay it through the rules and print it");
  add_game_options(*decode, opt->game);
  decode->add_option("--from-solution", opt->answer_file, "the solver's answer; - for stdin")
      ->required();
  add_format_option(*decode, opt->format);
  decode->add_flag("--ascii", opt->ascii, "draw with plain ASCII (o and .) and no colour");
  decode->callback([opt] { command_exit_status() = run_decode(*opt); });
}

}  // namespace puzzlelab::cli

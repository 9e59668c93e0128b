// puzzlelab peg decode: read another solver's answer to an exported model (cadical/kissat
// output, z3 output, a cbc solution file), turn it into jumps, replay them through the rules
// and print the game. A front door over `puzzlelab decode peg`: the same report.
#include <memory>
#include <string>

#include "cli_common.hpp"
#include "peg_commands.hpp"
#include "registry/registry.hpp"
#include "report_run.hpp"

namespace puzzlelab::cli {
namespace {

struct DecodeOptions {
  peg::GameRequest game;
  std::string answer_file;
  OutputFormat format = OutputFormat::kText;
};

int run_decode(const DecodeOptions& opt) {
  const Puzzle& peg = puzzle_named("peg");
  const auto instance = peg.parse(peg_game_params(opt.game));
  return read_answer_report(peg, *instance, "plan", opt.answer_file, opt.format);
}

}  // namespace

void register_peg_decode(CommandSet& commands) {
  CLI::App* decode = commands.add(
      "decode",
      "Read a solver's answer to a model written by `puzzlelab export peg` (SAT-competition "
      "output from cadical or kissat, z3's output, or a cbc solution file; the kind is "
      "detected), replay it through the rules and print it");
  if (decode == nullptr) return;  // only listed in this pass (command_set.hpp)
  auto opt = std::make_shared<DecodeOptions>();
  add_game_options(*decode, opt->game);
  decode->add_option("--from-solution", opt->answer_file, "the solver's answer; - for stdin")
      ->required();
  add_format_option(*decode, opt->format);
  decode->callback([opt] { command_exit_status() = run_decode(*opt); });
}

}  // namespace puzzlelab::cli

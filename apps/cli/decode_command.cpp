// puzzlelab decode PUZZLE [instance] --from-solution FILE: another solver's answer to a model
// that `export` wrote (SAT-competition output from cadical or kissat, Z3's model, a CBC solution
// file), replayed through the puzzle's rules and printed as a report. A loop over the registry:
// every puzzle with a model whose answers it reads has it. A plan in the IPC format (VAL's, Fast
// Downward's sas_plan) is an answer to the puzzle's PDDL model, recognised without --model.
#include <memory>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/text_file.hpp"
#include "instance_options.hpp"
#include "puzzle/pddl_model_text.hpp"
#include "registry/registry.hpp"
#include "report_output.hpp"
#include "report_run.hpp"

namespace puzzlelab::cli {
namespace {

struct DecodeCommand {
  std::unique_ptr<InstanceOptions> instance;
  std::string model;  // empty: the puzzle's first model whose answers it reads
  std::string answer_file;
  OutputFormat format = OutputFormat::kText;
};

std::vector<std::string> read_models(const Puzzle& puzzle) {
  std::vector<std::string> names;
  for (const ModelInfo& model : puzzle.models())
    if (model.answers_read) names.push_back(model.name);
  return names;
}

// The puzzle's PDDL model whose answers it reads, or "" when it has none.
std::string pddl_model(const Puzzle& puzzle) {
  for (const ModelInfo& model : puzzle.models()) {
    if (!model.answers_read) continue;
    for (const ModelFormat format : model.formats)
      if (format == ModelFormat::kPddl) return model.name;
  }
  return "";
}

int run_decode(const Puzzle& puzzle, const DecodeCommand& command) {
  const std::unique_ptr<Instance> instance = command.instance->parse();
  const std::vector<std::string> models = read_models(puzzle);
  if (!command.model.empty()) {
    return read_answer_report(puzzle, *instance, command.model, command.answer_file,
                              command.format);
  }
  // Without --model: a plan goes to the PDDL model, anything else to the first model.
  const std::string text = read_text_file(command.answer_file, "the solver's answer");
  const std::string planning = pddl_model(puzzle);
  const std::string model = !planning.empty() && looks_like_plan(text) ? planning : models.front();
  const Report report = read_model_answer(puzzle, *instance, model, text, command.answer_file);
  print_report(report, command.format);
  return exit_code(report.status);
}

// `decode PUZZLE` for every puzzle whose model's answers it reads.
void register_decode_puzzles(CommandSet& commands) {
  for (const auto& puzzle : puzzles()) {
    const std::vector<std::string> models = read_models(*puzzle);
    if (models.empty()) continue;
    CLI::App* sub = commands.add(puzzle->name(),
                                 puzzle->title() + ": answers to the " + models.front() + " model");
    if (sub == nullptr) continue;  // only listed in this pass (command_set.hpp)
    auto command = std::make_shared<DecodeCommand>();
    command->instance = std::make_unique<InstanceOptions>(*sub, *puzzle);
    sub->add_option("--from-solution", command->answer_file, "the solver's answer; - for stdin")
        ->required()
        ->option_text("FILE");
    sub->add_option("--model", command->model, "which model, when the puzzle has several")
        ->option_text("NAME");
    add_format_option(*sub, command->format);
    const Puzzle* target = puzzle.get();
    sub->callback([target, command] { command_exit_status() = run_decode(*target, *command); });
  }
}

}  // namespace

void register_decode_command(CommandSet& commands) {
  CLI::App* decode = commands.add(
      "decode",
      "Read another solver's answer to an exported model, replay it through the rules and print "
      "it (the kind of answer is detected)");
  if (decode == nullptr) return;  // only listed in this pass (command_set.hpp)
  decode->require_subcommand(1);
  commands.add_all(*decode, {register_decode_puzzles});
}

}  // namespace puzzlelab::cli

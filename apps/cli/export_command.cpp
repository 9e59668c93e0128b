// puzzlelab export PUZZLE [instance] --format FORMAT: an instance as a model other solvers read
// (DIMACS, SMT-LIB2, LP, MPS, PDDL), with header comments that name the instance and say what each
// variable means. A loop over the registry: every puzzle with a declarative model has it. A PDDL
// model is a domain and a problem: both on standard output, the domain first, or two files.
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli_common.hpp"
#include "commands.hpp"
#include "core/error.hpp"
#include "instance_options.hpp"
#include "puzzle/pddl_model_text.hpp"
#include "registry/registry.hpp"

namespace puzzlelab::cli {
namespace {

struct ExportCommand {
  std::unique_ptr<InstanceOptions> instance;
  std::string format;
  std::string model;  // empty: the puzzle's first model that has the format
  std::string output = "-";
};

std::string format_list(const ModelInfo& model) {
  std::string list;
  for (const ModelFormat format : model.formats)
    list += (list.empty() ? "" : ", ") + std::string(to_string(format));
  return list;
}

// The model and format asked for, checked against what the puzzle writes.
std::pair<std::string, ModelFormat> choose(const Puzzle& puzzle, const ExportCommand& command) {
  const std::vector<ModelInfo> models = puzzle.models();
  for (const ModelInfo& model : models) {
    if (!command.model.empty() && model.name != command.model) continue;
    for (const ModelFormat format : model.formats)
      if (to_string(format) == command.format) return {model.name, format};
    if (!command.model.empty()) {
      throw InputError("--format: the " + model.name + " model is written as " +
                       format_list(model) + ", not '" + command.format.substr(0, 40) + "'");
    }
  }
  if (!command.model.empty()) {
    std::string names;
    for (const ModelInfo& model : models) names += (names.empty() ? "" : ", ") + model.name;
    throw InputError("--model: " + puzzle.name() + " has no model '" + command.model.substr(0, 40) +
                     "' (expected " + names + ")");
  }
  throw InputError("--format: " + puzzle.name() + " has no model in '" +
                   command.format.substr(0, 40) + "'");
}

// Where the domain goes when the problem goes to `output`: NAME.pddl beside NAME-domain.pddl,
// any other name beside NAME-domain.
std::string domain_path(const std::string& output) {
  constexpr std::string_view kExtension = ".pddl";
  if (output.size() > kExtension.size() && output.ends_with(kExtension))
    return output.substr(0, output.size() - kExtension.size()) + "-domain.pddl";
  return output + "-domain";
}

int run_export(const Puzzle& puzzle, const ExportCommand& command) {
  const std::unique_ptr<Instance> instance = command.instance->parse();
  const auto [model, format] = choose(puzzle, command);
  // Build the whole model before creating the file, so that bad input leaves no file behind.
  std::ostringstream text;
  puzzle.write_model(*instance, model, format, text);
  if (command.output == "-") {
    std::cout << text.str();
    if (!std::cout.flush()) throw InputError("standard output: write failed");
    return kExitSolved;
  }
  if (format == ModelFormat::kPddl) {
    const std::optional<PddlModelText> files = split_pddl_model(text.str());
    if (!files) internal_error(puzzle.name() + ": the PDDL model has no problem line");
    write_text_file(domain_path(command.output), files->domain);
    write_text_file(command.output, files->problem);
    return kExitSolved;
  }
  write_text_file(command.output, text.str());
  return kExitSolved;
}

// `export PUZZLE` for every puzzle with a model.
void register_export_puzzles(CommandSet& commands) {
  for (const auto& puzzle : puzzles()) {
    const std::vector<ModelInfo> models = puzzle->models();
    if (models.empty()) continue;
    std::string help = puzzle->title() + ":";
    for (const ModelInfo& model : models)
      help += " " + model.name + " (" + format_list(model) + ": " + model.summary + ")";
    CLI::App* sub = commands.add(puzzle->name(), help);
    if (sub == nullptr) continue;  // only listed in this pass (command_set.hpp)
    auto command = std::make_shared<ExportCommand>();
    command->instance = std::make_unique<InstanceOptions>(*sub, *puzzle);
    CLI::Option* format =
        sub->add_option("--format", command->format,
                        "the file format: dimacs, smt2, lp, mps or pddl (the problem to "
                        "-o NAME.pddl, the domain to NAME-domain.pddl)")
            ->option_text("FORMAT");
    keep_as_old_spelling(sub->add_option("--to", command->format, "--format")->excludes(format));
    sub->add_option("--model", command->model, "which model, when the puzzle has several")
        ->option_text("NAME");
    sub->add_option("-o,--output", command->output, "file to write; - for standard output")
        ->capture_default_str();
    const Puzzle* target = puzzle.get();
    sub->callback([target, command] {
      if (command->format.empty())
        throw InputError("--format: a file format is required (dimacs, smt2, lp, mps or pddl)");
      command_exit_status() = run_export(*target, *command);
    });
  }
}

}  // namespace

void register_export_command(CommandSet& commands) {
  CLI::App* exporter = commands.add(
      "export",
      "Write an instance as a model other solvers read, with comments that say what each "
      "variable means");
  if (exporter == nullptr) return;  // only listed in this pass (command_set.hpp)
  exporter->require_subcommand(1);
  commands.add_all(*exporter, {register_export_puzzles});
}

}  // namespace puzzlelab::cli

// puzzlelab export: write an instance as a model other solvers read, with header comments that
// name the instance and say what each variable means.
#include "commands.hpp"
#include "export_commands.hpp"

namespace puzzlelab::cli {

void register_export_command(CLI::App& app) {
  CLI::App* exporter = app.add_subcommand(
      "export",
      "Write an instance as a model other solvers read, with comments that say what "
      "each variable means");
  exporter->require_subcommand(1);
  register_export_peg(*exporter);
  register_export_nanobots(*exporter);
  register_export_hanoi(*exporter);
}

}  // namespace puzzlelab::cli

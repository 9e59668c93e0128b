// puzzlelab compare: several methods on the same instance, one table (see compare_table.hpp).
#include "commands.hpp"
#include "compare_commands.hpp"

namespace puzzlelab::cli {

void register_compare_command(CLI::App& app) {
  CLI::App* compare =
      app.add_subcommand("compare", "Run several methods on the same instance and print one table");
  compare->require_subcommand(1);
  register_compare_peg(*compare);
  register_compare_nanobots(*compare);
}

}  // namespace puzzlelab::cli

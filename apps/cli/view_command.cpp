// puzzlelab view TRACE -o run.html: one self-contained HTML page that plays a trace back.
#include "commands.hpp"

namespace puzzlelab::cli {

void register_view_command(CLI::App& app) {
  app.add_subcommand("view", "Write a self-contained HTML page that plays a trace back");
}

}  // namespace puzzlelab::cli

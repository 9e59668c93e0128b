// puzzlelab serve: a local web server with pages that start solvers and stream their traces, and
// a page to play peg solitaire with hints from the engine.
#include "commands.hpp"

namespace puzzlelab::cli {

void register_serve_command(CLI::App& app) {
  app.add_subcommand("serve", "Serve the pages that start solvers and watch them, on loopback");
}

}  // namespace puzzlelab::cli

// The root of the command tree: the program's name and description, the options every command
// shares (--version, --color, --ascii) and the command families, in the order of --help. main()
// parses with it; the completion command builds a second one with every command in it.
#pragma once

#include <CLI/CLI.hpp>

#include "command_set.hpp"

namespace puzzlelab::cli {

void build_root_command(CLI::App& app, CommandSet& commands);

}  // namespace puzzlelab::cli

#include "commands.hpp"

namespace puzzlelab::cli {

void register_river_commands(CLI::App&) {}

}  // namespace puzzlelab::cli

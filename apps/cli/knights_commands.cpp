#include "commands.hpp"

namespace puzzlelab::cli {

void register_knights_commands(CLI::App&) {}

}  // namespace puzzlelab::cli

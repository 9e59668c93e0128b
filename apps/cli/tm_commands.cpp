#include "commands.hpp"

namespace puzzlelab::cli {
void register_tm_commands(CLI::App&) {}
}  // namespace puzzlelab::cli

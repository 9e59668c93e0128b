#include "commands.hpp"

namespace puzzlelab::cli {
void register_compare_command(CLI::App&) {}
}  // namespace puzzlelab::cli

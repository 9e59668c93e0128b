#include "commands.hpp"

namespace puzzlelab::cli {

void register_hanoi_commands(CLI::App&) {}

}  // namespace puzzlelab::cli

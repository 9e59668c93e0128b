#include "compare_commands.hpp"

namespace puzzlelab::cli {

void register_compare_nanobots(CLI::App&) {}

}  // namespace puzzlelab::cli

#include "export_commands.hpp"

namespace puzzlelab::cli {

void register_export_hanoi(CLI::App&) {}

}  // namespace puzzlelab::cli

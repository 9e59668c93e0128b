#include "commands.hpp"

namespace puzzlelab::cli {
void register_export_command(CLI::App&) {}
}  // namespace puzzlelab::cli

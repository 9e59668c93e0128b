#include "export_commands.hpp"

namespace puzzlelab::cli {

void register_export_nanobots(CLI::App&) {}

}  // namespace puzzlelab::cli

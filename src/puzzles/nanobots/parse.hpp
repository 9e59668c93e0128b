// Reading a swarm: one bot a line, `pos=<x,y,z>, r=R`, spaces allowed between any two tokens,
// blank lines ignored. Bad input throws InputError naming file:line:column.
#pragma once

#include <string>
#include <string_view>

#include "puzzles/nanobots/model.hpp"

namespace puzzlelab::nanobots {

// `source` names the text in error messages (usually the file name).
Swarm parse_swarm(std::string_view text, const std::string& source);

// Reads and parses a file; an unreadable or empty file is an InputError too.
Swarm load_swarm(const std::string& path);

}  // namespace puzzlelab::nanobots

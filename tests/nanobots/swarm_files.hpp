// The nanobot swarms kept with the tests (tests/nanobots/data/).
#pragma once

#include <string>

#include "puzzles/nanobots/parse.hpp"

namespace puzzlelab::nanobots::testing_support {

inline Swarm load_test_swarm(const std::string& name) {
  return load_swarm(std::string(PUZZLELAB_SOURCE_DIR) + "/tests/nanobots/data/" + name);
}

}  // namespace puzzlelab::nanobots::testing_support

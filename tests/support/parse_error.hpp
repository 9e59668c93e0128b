// What every puzzle's tests ask of bad parameters: parse() refuses them with an InputError whose
// message starts with the parameter's name (and what was wrong).
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "core/error.hpp"
#include "puzzle/puzzle.hpp"

namespace puzzlelab {

inline void expect_parse_error(const Puzzle& puzzle, const Params& params,
                               const std::string& starts_with) {
  try {
    puzzle.parse(params);
    ADD_FAILURE() << "no InputError for " << puzzle_support::join_params(params);
  } catch (const InputError& error) {
    EXPECT_EQ(std::string(error.what()).rfind(starts_with, 0), 0u) << error.what();
  }
}

}  // namespace puzzlelab

// Games the declarative-method tests share: every start hole of a board, and helpers to run an
// external solver program on an exported model.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../support/peg_games.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/symmetry.hpp"

namespace puzzlelab::peg::testing_support {

// The board with every hole full except `hole`, one peg anywhere to win.
inline Game game_with_empty_hole(const std::string& board, int hole) {
  const Game base = builtin_game(board);
  const Cell cell = base.board.cell(hole);
  return load_game({board, std::to_string(cell.x) + "," + std::to_string(cell.y), "any"});
}

// One start hole per orbit of the board's symmetries (the smallest hole of each orbit). A
// symmetry maps a game and its solutions onto the game from the image hole, so agreeing on these
// starts is agreeing on every start.
inline std::vector<int> start_holes_up_to_symmetry(const std::string& board) {
  const Game game = builtin_game(board);
  const std::vector<Permutation> symmetries = board_symmetries(game.board);
  std::vector<int> holes;
  for (int hole = 0; hole < game.board.hole_count(); ++hole) {
    bool smallest_of_orbit = true;
    for (const Permutation& perm : symmetries) smallest_of_orbit &= perm[hole] >= hole;
    if (smallest_of_orbit) holes.push_back(hole);
  }
  return holes;
}

inline bool program_exists(const std::string& path) {
  return std::ifstream(path).good();
}

inline std::string temp_path(const std::string& name) {
  return ::testing::TempDir() + name;
}

inline std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs `command` through the shell; its output goes to `output_path`. Returns the exit status.
inline int run_program(const std::string& command, const std::string& output_path) {
  const int status = std::system((command + " > " + output_path + " 2>&1").c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace puzzlelab::peg::testing_support

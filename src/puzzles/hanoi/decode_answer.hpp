// Reads cbc's solution file for the inventory or the network model (encode_milp.hpp, as
// `puzzlelab export hanoi` writes them) back into moves, replayed through the rules
// (`puzzlelab decode hanoi`).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzles/hanoi/rules.hpp"

namespace puzzlelab::hanoi {

struct DecodedMoves {
  std::vector<Move> moves;
  bool optimal = false;  // cbc proved the optimum ("Optimal - ...")
};

// `model` is "inventory" or "network" (3 pegs). nullopt when cbc proved the model infeasible.
// InputError (FILE:LINE:COL) when the text is not a solution to that model, or its moves break a
// rule or miss the goal.
std::optional<DecodedMoves> decode_moves_answer(const Config& start, const Config& goal,
                                                const std::string& model, const std::string& text,
                                                const std::string& source);

}  // namespace puzzlelab::hanoi

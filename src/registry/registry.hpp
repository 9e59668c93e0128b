// Every puzzle PuzzleLab knows, in the order `list` prints them. Adding a puzzle is one line in
// registry.cpp (docs/adding-a-puzzle.md).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "puzzle/puzzle.hpp"

namespace puzzlelab {

const std::vector<std::unique_ptr<Puzzle>>& puzzles();

// The puzzle with that registry name, or nullptr.
const Puzzle* find_puzzle(const std::string& name);
// The puzzle with that registry name; InputError naming the known ones when there is none.
const Puzzle& puzzle_named(const std::string& name);

// Runs one method through the puzzle's solve() and fills the fields every report shares: the
// puzzle, the canonical instance, the method, the wall clock. A method whose library is not in
// this build comes back as Status::kUnavailable instead of an exception.
// Reads a solver's answer to one of the puzzle's models (Puzzle::read_answer) and fills in the
// fields every report shares; the method is "read MODEL".
Report read_model_answer(const Puzzle& puzzle, const Instance& instance, const std::string& model,
                         const std::string& text, const std::string& source);

Report run_method(const Puzzle& puzzle, const Instance& instance, const std::string& method,
                  const SolveOptions& options);

}  // namespace puzzlelab

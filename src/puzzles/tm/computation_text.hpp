// An accepting computation as people and programs read it: the table `tm accept` prints and the
// JSON array of configurations it writes (docs/tm.md), for the command and the puzzle
// interface alike.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "puzzles/tm/machine.hpp"
#include "puzzles/tm/simulate.hpp"

namespace puzzlelab::turing {

// Squares worth showing: up to the furthest head position or written symbol, plus one blank.
int tape_width(const Computation& computation);

// The word as symbol names: run together when every name is one character, else spaced.
std::string word_text(const Machine& machine, const std::vector<int>& word);

// [{"step": t, "state": q, "head": s, "tape": [...], "transition": "q a -> r b R" or null}, ...]
nlohmann::json computation_json(const Machine& machine, const Computation& computation);

// A header line, then one line a step: the step, the state, the tape with the scanned square in
// brackets, and the transition taken with its line in the machine file.
std::string computation_table(const Machine& machine, const Computation& computation);

}  // namespace puzzlelab::turing

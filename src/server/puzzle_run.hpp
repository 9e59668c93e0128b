// Runs of any puzzle of the registry, as POST /api/run takes them ({"puzzle", "method",
// "params"}, docs/serve.md), and the registry as GET /api/puzzles describes it.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "puzzle/puzzle.hpp"
#include "server/json_fields.hpp"

namespace puzzlelab::server {

struct PuzzleRun {
  const Puzzle* puzzle = nullptr;
  std::shared_ptr<const Instance> instance;
  std::string method;
};

// The puzzle, its instance parsed from "params" by the puzzle itself, and the method (the
// puzzle's default for the instance when none is given). ApiError 400 naming an unknown puzzle,
// method or parameter, a bad value, a method this build lacks, or a value that would name a file
// on the server (a parameter that may name a file takes only its built-in choices).
PuzzleRun parse_puzzle_run(const JsonFields& fields);

// Every puzzle: its name, title, summary, parameters (default, help, choices, names_file), the
// default instance's method, and its methods (family, summary, available, traced).
const nlohmann::json& puzzles_json();

}  // namespace puzzlelab::server

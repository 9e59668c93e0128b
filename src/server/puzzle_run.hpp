// Runs of any puzzle of the registry, as POST /api/run and POST /api/race take them ({"puzzle",
// "method", "params"}, docs/serve.md), and the registry as GET /api/puzzles describes it.
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

struct PuzzleInstance {
  const Puzzle* puzzle = nullptr;
  std::shared_ptr<const Instance> instance;
};

// The endpoints that run a puzzle: each takes "puzzle" and "params", and fields of its own.
enum class Endpoint { kRun, kRace };

// "puzzle" and its instance parsed from "params" by the puzzle itself. ApiError 400 naming an
// unknown puzzle or parameter, a bad value, or a value that would name a file on the server (a
// parameter that may name a file takes only its built-in choices). A request in an old shape is
// refused the same way, never translated: a field `endpoint` does not take (a parameter outside
// "params", as the first peg and queens requests had them), or an old name of a parameter
// (ParamSpec::old_names); those errors carry request_example as their "expected".
PuzzleInstance parse_puzzle_instance(const JsonFields& fields, Endpoint endpoint);

// A current request of `endpoint` for `puzzle`: every parameter that has a default, at it, and the
// default method (a run) or the first two methods this build has (a race).
nlohmann::json request_example(const Puzzle& puzzle, Endpoint endpoint);

// ApiError 400 unless `name` is a method of `puzzle` that this build has.
void check_served_method(const Puzzle& puzzle, const std::string& name);

// The puzzle and its instance as parse_puzzle_instance reads them for a run, and the method (the
// puzzle's default for the instance when none is given), checked by check_served_method.
PuzzleRun parse_puzzle_run(const JsonFields& fields);

// Every puzzle: its name, title, summary, parameters (default, help, choices, names_file), the
// default instance's method, and its methods (family, summary, available, traced).
const nlohmann::json& puzzles_json();

}  // namespace puzzlelab::server

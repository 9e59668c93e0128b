// What a puzzle says of each of its methods, so that `list`, `compare`, `race`, `serve` and
// `export` loop over them without knowing the puzzle, and none of them compares method names.
// Each puzzle declares its methods once, as a table of entries (puzzle/method_table.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab {

enum class MethodFamily {
  kSearch,       // backtracking, DFS, BFS, IDA*, branch and bound
  kCount,        // exact counting of every solution or game
  kConstruct,    // a formula or a recursion that builds the answer directly
  kLocalSearch,  // min-conflicts and other repair heuristics
  kSat,
  kSmt,
  kMilp,
  kNetwork,  // a network-flow or shortest-path LP
};

// "search", "count", "construct", "local_search", "sat", "smt", "milp", "network".
std::string_view to_string(MethodFamily family);

// The solver library a method runs on. A build may lack any of them (PUZZLELAB_WITH_CADICAL,
// _Z3, _CBC), and then the method reports `unavailable` instead of running.
enum class SolverLibrary { kNone, kCadical, kZ3, kCbc };

// "CaDiCaL", "Z3", "CBC"; "" for kNone.
std::string_view to_string(SolverLibrary library);
// Whether this build has the library (always for kNone).
bool in_this_build(SolverLibrary library);

// What a traced run of the method records: its own search step by step, or only its answer
// (told by Puzzle::answer_trace), which a race panel labels as such.
enum class TraceDepth { kAnswerOnly, kSearchEvents };

struct MethodInfo {
  std::string name;  // as given to --method
  MethodFamily family;
  std::string summary;  // one line: what it does
  SolverLibrary library = SolverLibrary::kNone;
  TraceDepth trace = TraceDepth::kAnswerOnly;
  // The settings it takes in SolveOptions::settings (`--set NAME=VALUE`), such as at_most_one.
  std::vector<std::string> settings = {};
  // Whether it keeps a checkpoint (SolveOptions::checkpoint): a count split into units
  // (distributed/unit_farm.hpp) or built in layers (distributed/layer_checkpoint.hpp). The
  // others refuse --checkpoint and --resume.
  bool checkpoints = false;

  bool available() const { return in_this_build(library); }
  bool traces_search() const { return trace == TraceDepth::kSearchEvents; }
};

}  // namespace puzzlelab

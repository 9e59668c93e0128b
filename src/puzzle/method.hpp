// What a puzzle says of each of its methods, so that `list`, `compare`, `serve` and `race` can
// loop over them without knowing the puzzle.
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

struct MethodInfo {
  std::string name;  // as given to --method
  MethodFamily family;
  std::string summary;     // one line: what it does
  bool available = true;   // false when this build lacks its library
  bool in_compare = true;  // run by `compare` by default (false for very slow or huge methods)
  bool traced = false;     // writes trace events of its own work (not only the answer)
  // The settings it takes in SolveOptions::settings (`--set NAME=VALUE`), such as at_most_one.
  std::vector<std::string> settings = {};
};

}  // namespace puzzlelab

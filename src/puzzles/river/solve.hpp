// Three ways to the shortest river-crossing plan, all replayed through the rules before they
// are returned:
//  - bfs: breadth-first search over states (bank of each item + boat side);
//  - network: the explicit state graph as a shortest-path LP (milp::ShortestPathModel) solved by
//    CBC; the matrix is a network matrix, so the LP optimum is a path;
//  - milp: a time-expanded inventory model (see encode_milp.hpp) solved by CBC.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.hpp"
#include "puzzles/river/rules.hpp"

namespace puzzlelab::river {

enum class Outcome { kSolved, kNoPlan, kStopped };
std::string to_string(Outcome outcome);

enum class Method { kBfs, kNetwork, kMilp };
inline constexpr Method kMethods[] = {Method::kBfs, Method::kNetwork, Method::kMilp};
// "bfs", "network", "milp": the names --method takes.
std::string to_string(Method method);
std::optional<Method> parse_method(std::string_view name);
std::vector<std::string> method_names();

struct SolveResult {
  Outcome outcome = Outcome::kStopped;
  Plan plan;  // verified shortest plan when kSolved
  Method method = Method::kBfs;
  double seconds = 0;
  std::uint64_t nodes = 0;      // bfs: states expanded; network/milp: CBC branch-and-bound nodes
  std::uint64_t states = 0;     // bfs: states reached; network: graph nodes
  std::uint64_t variables = 0;  // network/milp: model size
  std::uint64_t constraints = 0;
  int horizon = 0;  // milp: the number of time steps in the last model solved
  int models = 0;   // milp: models solved (the horizon grows until one is feasible)
};

SolveResult solve_bfs(const Variant& variant, const SearchLimits& limits = {});
SolveResult solve_network(const Variant& variant, const SearchLimits& limits = {});
// horizon > 0: one model with that many steps (kNoPlan means no plan within `horizon` trips).
// horizon 0: horizons 1, 3, 7, 15, ... up to longest_shortest_plan() until one is feasible.
SolveResult solve_milp(const Variant& variant, const SearchLimits& limits = {}, int horizon = 0);
SolveResult solve(const Variant& variant, Method method, const SearchLimits& limits = {},
                  int horizon = 0);

}  // namespace puzzlelab::river

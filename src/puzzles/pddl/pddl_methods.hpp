// The pddl puzzle's methods, one file each; pddl_puzzle.cpp lists them.
#pragma once

#include "puzzle/puzzle.hpp"
#include "puzzles/pddl/pddl_answer.hpp"
#include "puzzles/pddl/pddl_instance.hpp"

namespace puzzlelab::pddl {

// Breadth-first search: a plan of the fewest actions (bfs_method.cpp).
PddlReport solve_bfs(const PddlInstance& own, const SolveOptions& options);
// Every reachable state counted, and the depth of the farthest (count_method.cpp).
PddlReport solve_count(const PddlInstance& own, const SolveOptions& options);
// Uniform-cost search: the cheapest plan (ucs_method.cpp, heuristic_search.hpp).
PddlReport solve_ucs(const PddlInstance& own, const SolveOptions& options);
// A* with LM-cut or h^max (`--set heuristic=`): the cheapest plan (admissible_methods.cpp).
PddlReport solve_astar(const PddlInstance& own, const SolveOptions& options);
// Greedy best-first search with h^FF: a plan, not proved optimal (greedy_method.cpp).
PddlReport solve_greedy(const PddlInstance& own, const SolveOptions& options);
// IDA* with LM-cut or h^max (`--set heuristic=`): the cheapest plan (admissible_methods.cpp).
PddlReport solve_ida(const PddlInstance& own, const SolveOptions& options);
// Planning as satisfiability on CaDiCaL, the horizon raised until satisfiable: the fewest actions
// (sat_method.cpp, sat_plan.hpp).
PddlReport solve_sat(const PddlInstance& own, const SolveOptions& options);
// The cheapest plan of at most T actions as a 0-1 program on CBC, T the fewest actions unless
// given (milp_method.cpp, milp_plan.hpp).
PddlReport solve_milp(const PddlInstance& own, const SolveOptions& options);

// The largest horizon the max_horizon and horizon settings of sat and milp take.
inline constexpr int kMaxHorizonSetting = 100'000;
// The max_horizon setting of sat and milp (sat_method.cpp): InputError when it is no number in
// 0..kMaxHorizonSetting.
int max_horizon_setting(const SolveOptions& options);

}  // namespace puzzlelab::pddl

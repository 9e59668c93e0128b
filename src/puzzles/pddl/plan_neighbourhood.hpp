// Plan neighbourhood graph search (Nakhost and Müller, "Action elimination and plan neighborhood
// graph search: two algorithms for plan improvement", ICAPS 2010): the states within `radius`
// actions of a plan's states, and the cheapest plan through them by Dijkstra's algorithm. While
// a round improves the plan the next one searches around the new plan; when one does not, the
// radius doubles. It never returns a costlier plan, and stops at the budget (states in one
// neighbourhood or in all, time) or when the neighbourhood holds every reachable state (the plan
// is then the cheapest).
//
// Greedy search follows its estimate into detours (hanoi-5: 43 actions where 31 do); their
// shortcuts lie a few actions off the plan, where this finds them for a small part of the
// search's cost.
#pragma once

#include <cstdint>
#include <vector>

#include "core/limits.hpp"
#include "puzzles/pddl/relaxed_task.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

struct PlanImprovementBudget {
  std::uint64_t max_states = 200'000;        // in one neighbourhood
  std::uint64_t max_total_states = 800'000;  // in all rounds together
  double seconds = 1e300;                    // measured from the clock given
};

struct PlanImprovement {
  std::vector<std::uint32_t> plan;  // indices into task.actions
  Cost cost = 0;
  Cost first_cost = 0;        // the plan's before
  int rounds = 0;             // neighbourhoods searched
  std::uint64_t largest = 0;  // states in the largest
  bool optimal = false;       // a neighbourhood held every reachable state
};

// `plan` must be valid from task.initial (as every plan a search returns is).
PlanImprovement improve_plan(const Task& task, const std::vector<std::uint32_t>& plan,
                             const PlanImprovementBudget& budget, const Stopwatch& clock);

}  // namespace puzzlelab::pddl

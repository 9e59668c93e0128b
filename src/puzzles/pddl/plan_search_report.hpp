// The report of a cost-aware search (heuristic_search.hpp) for the methods ucs, astar, greedy
// and ida: the plan through plan_report (replayed by the validator before it is called
// verified), no plan with its reason, or stopped with how far it got.
#pragma once

#include <memory>
#include <string>

#include "puzzles/pddl/heuristic_search.hpp"
#include "puzzles/pddl/method_support.hpp"

namespace puzzlelab::pddl {

// `what` opens the note ("A* with LM-cut"); a plan found is reported with `solved` (kOptimal
// for the searches that prove their plan the cheapest), `proof` ending the note.
PddlReport plan_search_report(const std::shared_ptr<const Task>& task, PlanSearchOutcome outcome,
                              const Stopwatch& clock, const std::string& what, Status solved,
                              const std::string& proof);

// The heuristic a method's `--set heuristic=` names (lmcut by default; hmax).
HeuristicKind heuristic_setting(const SolveOptions& options);

}  // namespace puzzlelab::pddl

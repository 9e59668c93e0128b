// A generic drawing of a state of any ground task: its true atoms grouped by predicate.
#pragma once

#include <string>
#include <vector>

#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

// One line a predicate with true atoms, in the domain's order of predicates, wrapped at about
// 100 columns:
//   clear:  (clear d1) (clear b) (clear c)
//   on:     (on d1 d2) (on d2 d3) (on d3 a)
// `marked` atoms (the last action's adds) are followed by '*'. "(no atom is true)" when none.
std::string draw_state(const Task& task, const State& state,
                       const std::vector<AtomId>& marked = {});

// The true atoms of `state`, by id, ascending.
std::vector<AtomId> true_atoms(const Task& task, const State& state);

}  // namespace puzzlelab::pddl

// A generic drawing of a state of any ground task: its true atoms grouped by predicate.
#pragma once

#include <string>
#include <vector>

#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

// One line a predicate with true atoms, in the domain's order of predicates, then one line a
// function with numeric fluents, wrapped at about 100 columns:
//   clear:  (clear d1) (clear b) (clear c)
//   on:     (on d1 d2) (on d2 d3) (on d3 a)
//   m-left: (= (m-left) 3)
// `marked` atoms (the last action's adds) and `marked_values` (the fluents it changed) are
// followed by '*'. "(no atom is true)" when no atom is and there are no fluents.
std::string draw_state(const Task& task, const State& state, const std::vector<AtomId>& marked = {},
                       const std::vector<FluentId>& marked_values = {});

// The true atoms of `state`, by id, ascending.
std::vector<AtomId> true_atoms(const Task& task, const State& state);

}  // namespace puzzlelab::pddl

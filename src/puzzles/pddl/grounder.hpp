// Grounding: from the parsed domain and problem to a ground task (task.hpp).
//
// Reachability first, as the planners ground (Helmert, "Concise finite-domain representations
// for PDDL planning tasks"): a relaxed exploration, deletes and effect conditions ignored, joins
// each action's positive preconditions against the atoms found so far and adds what the
// bindings it finds add, until nothing new appears. Only those bindings are instantiated, so an
// action whose preconditions can never hold together is never built, and the naive product of
// every parameter's objects is enumerated only for parameters no precondition constrains.
// Static predicates are folded away; parameters may co-refer unless the domain says
// (not (= ?a ?b)). Numeric comparisons are taken as true by the exploration (a sound
// over-approximation) and kept in the ground conditions; functions no action changes are folded
// to their values; the state constraints become the task's invariant.
#pragma once

#include <span>
#include <string>

#include "core/limits.hpp"
#include "puzzles/pddl/ast.hpp"
#include "puzzles/pddl/lifted.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

// Throws InputError for a problem the files hold (a cost function without a value) and
// LimitReached (core/work_budget.hpp) when `limits` (time, memory) are reached first.
Task ground(const Domain& domain, const Problem& problem, const SearchLimits& limits = {});

// Why the action `schema` with `args` is no action of `task`: the precondition literal that can
// never hold ("(smaller d2 d1)"), or an argument of the wrong type. Empty when it is one after
// all. For the validator, which names what a plan's step gets wrong.
std::string why_not_grounded(const Domain& domain, const Problem& problem, const Task& task,
                             std::uint32_t schema, std::span<const ObjectId> args);

}  // namespace puzzlelab::pddl

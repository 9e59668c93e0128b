// A plan for a model that a puzzle wrote as PDDL (`puzzlelab export PUZZLE --format pddl`), read
// back for `puzzlelab decode PUZZLE`: held to that very model first, as every decoder holds a
// solver's answer to the model it answers (puzzle/model_answer.hpp), so that a step the model
// refuses is named at its line with the precondition that is false; the puzzle then turns the
// steps into its own moves and replays them through its rules.
#pragma once

#include <string>
#include <vector>

#include "puzzles/pddl/plan_io.hpp"

namespace puzzlelab::pddl {

// `model` is the joined text Puzzle::write_model wrote (puzzle/pddl_model_text.hpp); `plan_text`
// a plan in the IPC format, `source` its name in messages. The plan's steps, each applicable
// where it stands, the goal holding after the last. InputError "SOURCE:LINE:COL: ..." for text
// that is no plan, for the first step the model refuses (why: no such action, a false
// precondition) and for a goal that does not hold at the end (at the last step, or the first
// line of an empty plan).
std::vector<PlanStep> read_model_plan(const std::string& model, const std::string& plan_text,
                                      const std::string& source);

}  // namespace puzzlelab::pddl

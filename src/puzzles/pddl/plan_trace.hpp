// The pddl puzzle in the trace format (docs/trace-format.md, "PDDL"): the instance is the fluent
// atoms by name (and the numeric fluents, when there are any), a state the ids of its true atoms
// (and the fluents' values by name), and a plan is told action by action.
#pragma once

#include <memory>
#include <vector>

#include <nlohmann/json.hpp>

#include "puzzles/pddl/pddl_instance.hpp"
#include "trace/answer_trace.hpp"

namespace puzzlelab::pddl {

nlohmann::json trace_instance(const PddlInstance& own, const Task& task);
nlohmann::json trace_state(const Task& task, const State& state);

// Each action checked applicable in the state reached so far; the "changes" of a move are
// +(id + 1) for an atom made true and -(id + 1) for one made false, then, when it changed
// numeric fluents, a 0 and (fluent id, new value) pairs.
std::unique_ptr<trace::AnswerTrace> make_plan_trace(const PddlInstance& own,
                                                    std::shared_ptr<const Task> task,
                                                    std::vector<std::uint32_t> plan);

}  // namespace puzzlelab::pddl

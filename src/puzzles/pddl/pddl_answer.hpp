// What the pddl puzzle's methods answer: a plan of ground actions, or the count of the reachable
// states; and the pieces every method's report is made of (method_support.hpp).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "puzzle/unchecked_report.hpp"
#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

// The answer: a plan (indices into the task's ground actions) or a count of reachable states.
struct PddlAnswer {
  enum class Kind { kPlan, kCount };
  Kind kind = Kind::kPlan;
  std::shared_ptr<const Task> task;
  std::vector<std::uint32_t> plan;
  std::uint64_t states = 0;
  int farthest = 0;
  // Under `--set positions=P,Q`: the states told apart by the atoms of those predicates alone.
  std::optional<std::uint64_t> positions;
  std::vector<std::string> position_predicates;
};

using PddlReport = UncheckedReport<PddlAnswer>;

std::int64_t plan_cost(const Task& task, const std::vector<std::uint32_t>& plan);

// "7 actions", with ", cost N" under a metric.
std::string plan_summary(const Task& task, const std::vector<std::uint32_t>& plan);

// The plan in the IPC format, then the state it reaches, its atoms grouped by predicate.
std::string draw_plan(const Task& task, const std::vector<std::uint32_t>& plan);

}  // namespace puzzlelab::pddl

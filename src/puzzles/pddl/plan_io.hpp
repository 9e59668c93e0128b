// Plans in the format of the International Planning Competition, which VAL and Fast Downward
// read and write: one "(action arg ...)" a line, ";" comments, an optional "t:" time prefix and
// "[d]" duration suffix (ignored: the plans here are sequential), and Fast Downward's sas_plan
// ending with "; cost = N (unit cost)".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/pddl/task.hpp"

namespace puzzlelab::pddl {

struct PlanStep {
  std::string action;  // lower case, as PDDL names are compared
  std::vector<std::string> args;
  int line = 0;
  int column = 0;
};

struct Plan {
  std::string source;
  std::vector<PlanStep> steps;
  std::optional<std::int64_t> stated_cost;  // from a "; cost = N" comment
};

// Throws InputError "FILE:LINE:COL: problem" for a line that is no plan step.
Plan parse_plan(const std::string& text, const std::string& source);
Plan read_plan_file(const std::string& path);

// The plan as text in the same format, ending with "; cost = N (unit cost)" or
// "(general cost)" as Fast Downward writes it.
std::string write_plan(const Task& task, const std::vector<std::uint32_t>& actions);

}  // namespace puzzlelab::pddl

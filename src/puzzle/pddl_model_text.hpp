// A PDDL model is two files, a domain and a problem, while Puzzle::write_model writes one stream:
// the domain, then kPddlProblemLine on a line of its own, then the problem. `puzzlelab export
// --format pddl` writes that text as it is to standard output and splits it there for files
// (docs/cli.md); whoever reads the model back (the puzzle's decoder, a test) splits it the same
// way.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab {

// A PDDL comment, so that the joined text is still a sequence of PDDL forms.
inline constexpr std::string_view kPddlProblemLine = "; ---- problem ----";

struct PddlModelText {
  std::string domain;
  std::string problem;
};

// The domain, the separator line and the problem. Each part ends with a newline.
inline std::string join_pddl_model(const PddlModelText& model) {
  std::string text = model.domain;
  if (!text.empty() && text.back() != '\n') text += '\n';
  text += kPddlProblemLine;
  text += '\n';
  text += model.problem;
  if (!text.empty() && text.back() != '\n') text += '\n';
  return text;
}

// A plan in the IPC format from its actions' text ("(slide t5 c2-1 c2-2)"): one action a line,
// then the cost line the planners write, "(unit cost)" when every action costs 1
// (puzzles/pddl/plan_io.hpp reads both).
inline std::string ipc_plan_text(const std::vector<std::string>& actions, std::int64_t cost,
                                 bool unit_cost) {
  std::string text;
  for (const std::string& action : actions) text += action + "\n";
  return text + "; cost = " + std::to_string(cost) +
         (unit_cost ? " (unit cost)\n" : " (general cost)\n");
}

// The same, each action costing 1.
inline std::string unit_cost_plan(const std::vector<std::string>& actions) {
  return ipc_plan_text(actions, static_cast<std::int64_t>(actions.size()), true);
}

// The two parts of a joined model; nullopt when no line is the separator.
inline std::optional<PddlModelText> split_pddl_model(std::string_view text) {
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, end - at);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line == kPddlProblemLine) {
      return PddlModelText{std::string(text.substr(0, at)),
                           std::string(text.substr(std::min(end + 1, text.size())))};
    }
    at = end + 1;
  }
  return std::nullopt;
}

// Whether a solver's answer reads as a plan in the IPC format (one "(action arg ...)" a line, an
// optional "t:" time prefix, ";" comments, as VAL and Fast Downward write them) rather than as
// SAT-competition output, Z3's model or a cbc solution file: its first line that is neither blank
// nor a ";" comment opens a step, "(" and an action's name (a letter first: peg's grader line
// "(2, 2) -> (4, 0), ..." is none), or every line is a comment and one states the plan's cost
// (Fast Downward's "; cost = 0 (unit cost)" for the empty plan).
inline bool looks_like_plan(std::string_view text) {
  bool states_cost = false;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, end - at);
    at = end + 1;
    const std::size_t first = line.find_first_not_of(" \t\r\f\v");
    if (first == std::string_view::npos) continue;
    line.remove_prefix(first);
    if (line.front() == ';') {
      states_cost = states_cost || line.find("cost") != std::string_view::npos;
      continue;
    }
    // "0: (move ...)" or "0.000: (move ...)": the time first.
    std::size_t k = 0;
    while (k < line.size() && ((line[k] >= '0' && line[k] <= '9') || line[k] == '.')) ++k;
    if (k > 0) {
      while (k < line.size() && (line[k] == ' ' || line[k] == '\t')) ++k;
      if (k == line.size() || line[k] != ':') return false;
      ++k;
      while (k < line.size() && (line[k] == ' ' || line[k] == '\t')) ++k;
    }
    if (k == line.size() || line[k] != '(') return false;
    ++k;
    while (k < line.size() && (line[k] == ' ' || line[k] == '\t')) ++k;
    const std::string_view step = line.substr(k);
    const bool letter = !step.empty() && ((step.front() >= 'a' && step.front() <= 'z') ||
                                          (step.front() >= 'A' && step.front() <= 'Z'));
    return letter && !step.starts_with("error");  // Z3 reports its errors as (error "...")
  }
  return states_cost;
}

}  // namespace puzzlelab

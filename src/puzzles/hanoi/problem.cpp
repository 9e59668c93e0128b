#include "puzzles/hanoi/problem.hpp"

#include "core/error.hpp"

namespace puzzlelab::hanoi {

GivenConfigs parse_configs(const std::string& from, const std::string& goal, int pegs, int disks,
                           const ProblemLabels& labels) {
  GivenConfigs given;
  if (!from.empty()) given.start = parse_config(from, pegs, labels.start);
  if (!goal.empty()) given.goal = parse_config(goal, pegs, labels.goal);
  if (!given.start.empty() && !given.goal.empty() && given.start.size() != given.goal.size()) {
    throw InputError(labels.start + " has " + std::to_string(given.start.size()) + " disks but " +
                     labels.goal + " has " + std::to_string(given.goal.size()));
  }
  given.disks = static_cast<int>(!given.start.empty() ? given.start.size() : given.goal.size());
  if (given.disks > 0 && disks > 0 && given.disks != disks) {
    throw InputError(labels.disks + " " + std::to_string(disks) + " but the configuration has " +
                     std::to_string(given.disks) + " disks");
  }
  return given;
}

Problem make_problem(int pegs, int disks, Config start, Config goal) {
  Problem problem;
  problem.disks = disks;
  problem.pegs = pegs;
  problem.start = start.empty() ? tower(disks, 0) : std::move(start);
  problem.goal = goal.empty() ? tower(disks, 1) : std::move(goal);
  problem.classic = problem.start == tower(disks, 0) && problem.goal == tower(disks, 1);
  return problem;
}

}  // namespace puzzlelab::hanoi

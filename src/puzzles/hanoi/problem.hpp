// A Tower of Hanoi instance as every method sees it: a start and a goal of the same disks on 3
// or 4 pegs, read from configuration strings the same way by `hanoi solve` and the puzzle
// interface (each names its own options in the messages).
#pragma once

#include <string>

#include "puzzles/hanoi/rules.hpp"

namespace puzzlelab::hanoi {

struct Problem {
  int disks = 0;
  int pegs = 3;
  Config start, goal;
  bool classic = false;  // all on A to all on B: the only transfer Frame-Stewart makes
};

// The names the messages give the disk count and the two configurations.
struct ProblemLabels {
  std::string disks = "--disks";
  std::string start = "--start";
  std::string goal = "--goal";
};

// The configurations given (either text may be empty), parsed for `pegs` pegs and checked
// against each other and against `disks` (0: not given). InputError naming the labels.
struct GivenConfigs {
  Config start, goal;
  int disks = 0;  // the disks the configurations have; 0 when neither is given
};
GivenConfigs parse_configs(const std::string& from, const std::string& goal, int pegs, int disks,
                           const ProblemLabels& labels);

// The problem of `disks` disks (1..kMaxDisks); an empty start is all on A, an empty goal all on B.
Problem make_problem(int pegs, int disks, Config start, Config goal);

}  // namespace puzzlelab::hanoi

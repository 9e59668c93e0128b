// Shared by the PDDL tests: the example files, and parsing text that must fail.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "core/error.hpp"
#include "core/text_file.hpp"
#include "puzzles/pddl/grounder.hpp"
#include "puzzles/pddl/parser.hpp"

namespace puzzlelab::pddl::test {

inline std::string example(const std::string& name) {
  return std::string(PUZZLELAB_SOURCE_DIR) + "/examples/pddl/" + name;
}

// A domain, a problem and their ground task, kept together (the task's validator needs all).
struct Loaded {
  Domain domain;
  Problem problem;
  Task task;
};

inline Loaded load_text(const std::string& domain, const std::string& problem,
                        const SearchLimits& limits = {}) {
  Loaded loaded{parse_domain(domain, "domain.pddl"), {}, {}};
  loaded.problem = parse_problem(problem, "problem.pddl", loaded.domain);
  loaded.task = ground(loaded.domain, loaded.problem, limits);
  return loaded;
}

inline Loaded load_examples(const std::string& domain, const std::string& problem) {
  return load_text(read_text_file(example(domain)), read_text_file(example(problem)));
}

// The message of the InputError that `run` throws; fails the test when it throws none.
template <class Run>
std::string input_error(Run&& run) {
  try {
    run();
  } catch (const InputError& error) {
    return error.what();
  }
  ADD_FAILURE() << "no InputError";
  return {};
}

}  // namespace puzzlelab::pddl::test

// The successor index (successor_index.hpp) against testing every action: on the reachable
// states of the examples (numeric fluents, state constraints, disjunctions and costs among them)
// and on a task whose actions need no atom or only absent ones, the successors it gives are
// exactly those, in the same order; and it tests fewer actions than there are.
#include "puzzles/pddl/successor_index.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <deque>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "pddl_test_support.hpp"
#include "puzzles/pddl/successors.hpp"

namespace puzzlelab::pddl {
namespace {

using Successors = std::vector<std::pair<std::uint32_t, State>>;

Successors successors_of(const Task& task, const State& state) {
  Successors out;
  for_each_successor(
      task, state, [&](std::uint32_t index, const State& next) { out.emplace_back(index, next); });
  return out;
}

struct Compared {
  std::size_t states = 0;  // compared
  double share = 0;        // the candidates the index offered, over the actions tested without it
};

// Compares the indexed successors with those of every action tested, on up to `most` states
// reached breadth-first.
Compared compare_on_reachable_states(const Task& task, std::size_t most) {
  EXPECT_NE(task.successor_index, nullptr);
  Task plain = task;
  plain.successor_index = nullptr;
  std::unordered_set<State> seen = {task.initial};
  std::deque<State> queue = {task.initial};
  std::uint64_t offered = 0, all = 0;
  Compared compared;
  while (!queue.empty() && compared.states < most) {
    const State state = queue.front();
    queue.pop_front();
    ++compared.states;
    const Successors indexed = successors_of(task, state);
    EXPECT_EQ(indexed, successors_of(plain, state));
    task.successor_index->for_each_candidate(state, [&](std::uint32_t) { ++offered; });
    all += task.actions.size();
    for (const auto& [index, next] : indexed)
      if (seen.insert(next).second) queue.push_back(next);
  }
  compared.share = all == 0 ? 0 : static_cast<double>(offered) / static_cast<double>(all);
  return compared;
}

TEST(PddlSuccessorIndex, GivesTheSuccessorsOfTestingEveryAction) {
  const std::vector<std::pair<std::string, std::string>> examples = {
      {"hanoi-domain.pddl", "hanoi-4.pddl"},
      {"blocksworld-domain.pddl", "blocksworld-4.pddl"},
      {"gripper-domain.pddl", "gripper-4.pddl"},
      {"courier-domain.pddl", "courier-1.pddl"},
      {"tiles-domain.pddl", "tiles-8a.pddl"},
      {"peg-domain.pddl", "peg-triangle4.pddl"},
      {"wgc-domain.pddl", "wgc-classic.pddl"},
      {"missionaries-domain.pddl", "missionaries-3.pddl"},
      {"lamps-domain.pddl", "lamps-2.pddl"},
  };
  for (const auto& [domain, problem] : examples) {
    SCOPED_TRACE(problem);
    const test::Loaded loaded = test::load_examples(domain, problem);
    const Compared compared = compare_on_reachable_states(loaded.task, 3000);
    EXPECT_GE(compared.states, 4u);
    if (problem == "tiles-8a.pddl") {
      EXPECT_EQ(compared.states, 3000u);
      EXPECT_LE(compared.share, 22.0 / 192);  // each tile's slides from where it stands
    }
  }
}

TEST(PddlSuccessorIndex, ActionsThatNeedNoAtomAreAlwaysTried) {
  // (light) needs nothing, (dark) only that (on) is absent, (off) needs (on).
  const test::Loaded loaded = test::load_text(
      "(define (domain lamp) (:requirements :negative-preconditions)\n"
      "  (:predicates (on) (seen))\n"
      "  (:action light :effect (on))\n"
      "  (:action dark :precondition (not (on)) :effect (seen))\n"
      "  (:action off :precondition (on) :effect (not (on))))\n",
      "(define (problem lamp) (:domain lamp) (:init) (:goal (and (seen) (on))))\n");
  ASSERT_EQ(loaded.task.actions.size(), 3u);
  EXPECT_EQ(compare_on_reachable_states(loaded.task, 100).states, 4u);    // {}, on, seen, both
  EXPECT_EQ(successors_of(loaded.task, loaded.task.initial).size(), 2u);  // light, dark
}

}  // namespace
}  // namespace puzzlelab::pddl

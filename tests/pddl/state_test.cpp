// A state's words inside itself (up to State::kInlineWords) or on the heap: copies, moves,
// assignment between the two kinds, equality and the hash see the same atoms and values.
#include <gtest/gtest.h>

#include <functional>
#include <utility>
#include <vector>

#include "puzzles/pddl/state.hpp"

namespace puzzlelab::pddl {
namespace {

State filled(std::size_t atoms, std::size_t fluents, AtomId step) {
  State state(atoms, fluents);
  for (AtomId atom = 0; atom < atoms; atom += step) state.set(atom);
  for (FluentId fluent = 0; fluent < fluents; ++fluent)
    state.set_value(fluent, -7 * static_cast<std::int64_t>(fluent) - 1);
  return state;
}

void expect_holds(const State& state, std::size_t atoms, std::size_t fluents, AtomId step) {
  for (AtomId atom = 0; atom < atoms; ++atom) EXPECT_EQ(state.test(atom), atom % step == 0) << atom;
  for (FluentId fluent = 0; fluent < fluents; ++fluent)
    EXPECT_EQ(state.value(fluent), -7 * static_cast<std::int64_t>(fluent) - 1);
}

TEST(PddlState, InlineAndHeapStatesCopyMoveAndCompareAlike) {
  // 256 atoms fit inside; 256 atoms and a fluent, or 300 atoms, do not.
  for (const auto& [atoms, fluents] : std::vector<std::pair<std::size_t, std::size_t>>{
           {3, 0}, {256, 0}, {200, 1}, {256, 1}, {300, 0}, {1000, 3}}) {
    SCOPED_TRACE(std::to_string(atoms) + " atoms, " + std::to_string(fluents) + " fluents");
    const State original = filled(atoms, fluents, 3);
    EXPECT_EQ(original.heap_bytes() == 0, (atoms + 63) / 64 + fluents <= State::kInlineWords);
    State copy = original;
    expect_holds(copy, atoms, fluents, 3);
    EXPECT_EQ(copy, original);
    EXPECT_EQ(std::hash<State>{}(copy), std::hash<State>{}(original));
    copy.reset(0);
    EXPECT_NE(copy, original);
    EXPECT_TRUE(original.test(0)) << "a copy shares no words";
    State expected = filled(atoms, fluents, 3);
    expected.reset(0);
    State moved = std::move(copy);
    EXPECT_EQ(moved, expected);
    // Assignment across the two kinds, both ways.
    State other = filled(5, 0, 2);
    other = original;
    EXPECT_EQ(other, original);
    other = filled(5, 0, 2);
    expect_holds(other, 5, 0, 2);
    EXPECT_NE(other, original);
    State& same = other;  // a move onto itself leaves the state as it was
    other = std::move(same);
    expect_holds(other, 5, 0, 2);
  }
}

}  // namespace
}  // namespace puzzlelab::pddl

// The rules and the parser of the river-crossing puzzle.
#include <gtest/gtest.h>

#include <string>

#include "core/error.hpp"
#include "puzzles/river/parse.hpp"
#include "puzzles/river/rules.hpp"

namespace puzzlelab::river {
namespace {

std::string parse_error(const std::string& text) {
  try {
    parse_variant(text, "v.river");
  } catch (const InputError& error) {
    return error.what();
  }
  return "no error";
}

TEST(RiverParse, BuiltinWolfGoatCabbage) {
  const Variant v = builtin_variant("wolf-goat-cabbage");
  EXPECT_EQ(v.items, (std::vector<std::string>{"farmer", "wolf", "goat", "cabbage"}));
  EXPECT_EQ(v.rowers, 1u);
  EXPECT_EQ(v.capacity, 2);
  EXPECT_EQ(v.conflicts, (std::vector<std::uint32_t>{0b0110, 0b1100}));
}

TEST(RiverParse, CommentsBlankLinesAndDefaults) {
  const Variant v = parse_variant("# c\n\n  items a b  # tail\nrowers a\nconflict a b\n", "x");
  EXPECT_EQ(v.item_count(), 2);
  EXPECT_EQ(v.capacity, 2);  // the default
  ASSERT_EQ(v.conflicts.size(), 1u);
}

TEST(RiverParse, ErrorsNameLineAndColumn) {
  EXPECT_EQ(parse_error("items a b\nrowers c\n"), "v.river:2:8: unknown item 'c'");
  EXPECT_EQ(parse_error("items a a\n"), "v.river:1:9: item 'a' is listed twice");
  EXPECT_EQ(parse_error("items a b\nrowers a\ncapacity 0\n"),
            "v.river:3:10: capacity must be a whole number from 1 to 999, not '0'");
  EXPECT_EQ(parse_error("items a b\nrowers a\ncapacity two\n"),
            "v.river:3:10: capacity must be a whole number from 1 to 999, not 'two'");
  EXPECT_EQ(parse_error("items a b\nrowers a\n  boat 3\n"),
            "v.river:3:3: unknown directive 'boat' (expected items, rowers, capacity or "
            "conflict)");
  EXPECT_EQ(parse_error("items a b\nrowers a\nconflict b\n"),
            "v.river:3:1: a conflict names at least two items");
  EXPECT_EQ(parse_error("items a b\nrowers a\nconflict b b\n"),
            "v.river:3:12: item 'b' is named twice");
  EXPECT_EQ(parse_error("rowers a\n"), "v.river:1:8: rowers before the items line");
  EXPECT_EQ(parse_error("items a b\n"), "v.river: no 'rowers' line");
  EXPECT_EQ(parse_error("# nothing\n"), "v.river: no 'items' line");
  EXPECT_EQ(parse_error("items a b\nitems c\n"), "v.river:2:1: items are already listed on line 1");
  EXPECT_EQ(parse_error("items a b$\n"),
            "v.river:1:10: unexpected character in 'b$' (names use letters, digits, _ and -)");
  EXPECT_EQ(parse_error("items 1a\n"), "v.river:1:7: an item name must not start with a digit");
  std::string many = "items";
  for (int i = 0; i <= kMaxItems; ++i) many += " i" + std::to_string(i);
  EXPECT_EQ(parse_error(many + "\n"), "v.river:1:77: more than 20 items");
}

TEST(RiverParse, MissingFileIsInputError) {
  EXPECT_THROW(load_variant("/nonexistent/x.river"), InputError);
  EXPECT_THROW(builtin_variant("fox-goose-beans"), InputError);
}

TEST(RiverRules, TripsFromTheStartOfWolfGoatCabbage) {
  const Variant v = builtin_variant("wolf-goat-cabbage");
  const std::vector<Trip> trips = legal_trips(v, start_state(v));
  // Only the farmer with the goat leaves both banks safe.
  ASSERT_EQ(trips.size(), 1u);
  EXPECT_EQ(trips[0].cargo, 0b0101u);
  EXPECT_EQ(check_trip(v, start_state(v), {0b0011, true}), "a conflict is left unattended");
  EXPECT_EQ(check_trip(v, start_state(v), {0b0100, true}), "nobody in the boat can row");
  EXPECT_EQ(check_trip(v, start_state(v), {0b0111, true}), "the boat is over capacity");
  EXPECT_EQ(check_trip(v, start_state(v), {0b0101, false}), "the boat is already at the near bank");
}

TEST(RiverRules, VerifyPlanRejectsBadPlans) {
  const Variant v = builtin_variant("wolf-goat-cabbage");
  const Plan good{{0b0101, true}, {0b0001, false}, {0b0011, true}, {0b0101, false},
                  {0b1001, true}, {0b0001, false}, {0b0101, true}};
  EXPECT_EQ(verify_plan(v, good), std::nullopt);
  Plan short_plan(good.begin(), good.end() - 1);
  EXPECT_EQ(verify_plan(v, short_plan), "the plan does not bring everything across");
  Plan bad = good;
  bad[2] = {0b1001, true};  // leaves... the goat is with the farmer? no: goat alone on far
  bad[3] = {0b0001, false};
  EXPECT_NE(verify_plan(v, bad), std::nullopt);
}

}  // namespace
}  // namespace puzzlelab::river

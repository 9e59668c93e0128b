// The parser: accepted spellings, and errors that name file:line:column and the problem.
#include "puzzles/nanobots/parse.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"

namespace puzzlelab::nanobots {
namespace {

std::string error_of(const std::string& text) {
  try {
    parse_swarm(text, "in.txt");
  } catch (const InputError& error) {
    return error.what();
  }
  return "no error";
}

TEST(NanobotsParse, ReadsBotsWithAnySpacingAndSigns) {
  const Swarm swarm = parse_swarm("pos=<0,0,0>, r=4\n\n  pos = < -1 , +2,-3 > ,r= 5  \r\n", "x");
  ASSERT_EQ(swarm.size(), 2u);
  EXPECT_EQ(swarm[1].pos, (Point{-1, 2, -3}));
  EXPECT_EQ(swarm[1].r, 5);
}

TEST(NanobotsParse, NoTrailingNewlineNeeded) {
  EXPECT_EQ(parse_swarm("pos=<1,2,3>, r=0", "x").size(), 1u);
}

TEST(NanobotsParse, MalformedLineNamesLineAndColumn) {
  EXPECT_EQ(error_of("pos=<0,0,0>, r=1\npos=<1,2>, r=1\n"), "in.txt:2:9: expected ','");
  EXPECT_EQ(error_of("pos=<a,0,0>, r=1\n"), "in.txt:1:6: expected an integer for x");
  EXPECT_EQ(error_of("bot=<0,0,0>, r=1\n"), "in.txt:1:1: expected 'pos'");
  EXPECT_EQ(error_of("pos=<0,0,0>, r=1 extra\n"), "in.txt:1:18: unexpected text after the radius");
}

TEST(NanobotsParse, NegativeRadiusIsAnError) {
  EXPECT_EQ(error_of("pos=<0,0,0>, r=-3\n"), "in.txt:1:16: negative radius -3");
}

TEST(NanobotsParse, EmptyFileIsAnError) {
  EXPECT_EQ(error_of(""), "in.txt: the file lists no nanobots");
  EXPECT_EQ(error_of("\n  \n"), "in.txt: the file lists no nanobots");
}

TEST(NanobotsParse, NumbersBeyond64BitsAreErrors) {
  EXPECT_EQ(error_of("pos=<99999999999999999999,0,0>, r=1\n"),
            "in.txt:1:6: x does not fit in 64 bits");
  EXPECT_EQ(error_of("pos=<0,0,0>, r=9223372036854775808\n"),
            "in.txt:1:16: the radius does not fit in 64 bits");
  EXPECT_EQ(error_of("pos=<0,-9223372036854775809,0>, r=1\n"),
            "in.txt:1:8: y does not fit in 64 bits");
}

TEST(NanobotsParse, MagnitudesThatCouldOverflowTheSearchAreErrors) {
  EXPECT_EQ(error_of("pos=<0,0,-9223372036854775808>, r=1\n"),
            "in.txt:1:10: z exceeds the supported magnitude 2^59");
  EXPECT_EQ(error_of("pos=<0,0,0>, r=576460752303423489\n"),
            "in.txt:1:16: the radius exceeds the supported magnitude 2^59");
  EXPECT_EQ(parse_swarm("pos=<0,0,0>, r=576460752303423488\n", "x").front().r, kMaxMagnitude);
}

TEST(NanobotsParse, MissingFileIsAnInputError) {
  EXPECT_THROW(load_swarm("/nonexistent/nanobots.txt"), InputError);
}

}  // namespace
}  // namespace puzzlelab::nanobots

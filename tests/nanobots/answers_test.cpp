// Known answers: the puzzle's own examples and real inputs with their accepted answers.
#include <gtest/gtest.h>

#include "core/error.hpp"
#include "puzzles/nanobots/parse.hpp"
#include "puzzles/nanobots/solve.hpp"
#include "puzzles/nanobots/solve_method.hpp"
#include "swarm_files.hpp"

namespace puzzlelab::nanobots {
namespace {

using testing_support::load_test_swarm;

TEST(NanobotsAnswers, ExamplePart1) {
  EXPECT_EQ(count_in_range_of_strongest(load_test_swarm("example-part1.txt")), 7);
}

TEST(NanobotsAnswers, ExamplePart2) {
  const Part2Result result = solve_part2(load_test_swarm("example-part2.txt"), Method::kBnb);
  ASSERT_EQ(result.status, SearchStatus::kSolved);
  EXPECT_EQ(result.best.distance, 36);
  EXPECT_EQ(result.best.count, 5);
  EXPECT_EQ(result.best.point, (Point{12, 12, 12}));
}

// The part-1 example is small enough for the reference; both methods must agree on it.
TEST(NanobotsAnswers, ExamplePart1BothMethodsAgree) {
  const Swarm swarm = load_test_swarm("example-part1.txt");
  const Part2Result brute = solve_part2(swarm, Method::kBrute);
  const Part2Result bnb = solve_part2(swarm, Method::kBnb);
  ASSERT_EQ(brute.status, SearchStatus::kSolved);
  ASSERT_EQ(bnb.status, SearchStatus::kSolved);
  EXPECT_EQ(bnb.best.point, brute.best.point);
  EXPECT_EQ(bnb.best.count, brute.best.count);
  EXPECT_EQ(bnb.best.distance, brute.best.distance);
}

struct RealInput {
  const char* file;
  int part1;
  Coord part2;
};

constexpr RealInput kRealInputs[] = {
    {"input-alexchao26.txt", 573, 107279292},
    {"input-bblum.txt", 691, 126529978},
    {"input-dop.txt", 780, 110841112},
    {"input-msjogren.txt", 297, 126233088},
};

TEST(NanobotsAnswers, RealInputs) {
  for (const RealInput& input : kRealInputs) {
    const Swarm swarm = load_test_swarm(input.file);
    EXPECT_EQ(swarm.size(), 1000u) << input.file;
    EXPECT_EQ(count_in_range_of_strongest(swarm), input.part1) << input.file;
    const Part2Result result = solve_part2(swarm, Method::kBnb);
    ASSERT_EQ(result.status, SearchStatus::kSolved) << input.file;
    EXPECT_EQ(result.best.distance, input.part2) << input.file;
    EXPECT_EQ(count_covering(swarm, result.best.point), result.best.count) << input.file;
  }
}

TEST(NanobotsAnswers, BruteRefusesHugeBoxes) {
  EXPECT_THROW(solve_part2(load_test_swarm("input-dop.txt"), Method::kBrute), InputError);
}

TEST(NanobotsAnswers, UnknownMethodIsAnInputError) {
  EXPECT_EQ(parse_method("simplex"), std::nullopt);
}

TEST(NanobotsAnswers, TimeLimitStopsTheSearch) {
  SearchLimits limits;
  limits.nodes = 5;
  const Part2Result result = solve_part2(load_test_swarm("input-dop.txt"), Method::kBnb, limits);
  EXPECT_EQ(result.status, SearchStatus::kStopped);
}

}  // namespace
}  // namespace puzzlelab::nanobots

// Every method of every puzzle honours its limits: on an instance too big to finish at once, with
// a time limit of one second, each run returns within a generous bound (three times "the limit
// plus 10 % plus half a second": the machine running the tests may be loaded) with a status that
// says what happened, or refuses the instance as an input error. About 40 s, so the sanitizer run
// skips it.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "core/limits.hpp"
#include "registry/registry.hpp"

namespace puzzlelab {
namespace {

constexpr double kLimitSeconds = 1.0;
constexpr double kBoundSeconds = 3 * (kLimitSeconds * 1.1 + 0.5);

std::string write_file(const std::string& name, const std::string& text) {
  const std::filesystem::path path = std::filesystem::temp_directory_path() /
                                     ("puzzlelab_limits_" + std::to_string(getpid()) + "_" + name);
  std::ofstream(path) << text;
  return path.string();
}

// A full 16 x 8 rectangle but its corner: 128 holes, the largest board.
std::string big_peg_board() {
  std::string text;
  for (int y = 0; y < 8; ++y) {
    for (int x = 0; x < 16; ++x) text += x == 0 && y == 0 ? '.' : 'o';
    text += '\n';
  }
  return write_file("rect.txt", text);
}

// 20 items, a boat of 3 seats: 2^21 states.
std::string big_river() {
  std::string items = "items farmer";
  for (int i = 0; i < 19; ++i) items += " i" + std::to_string(i);
  return write_file("big.river",
                    items + "\nrowers farmer\ncapacity 3\nconflict i0 i1\nconflict i2 i3\n");
}

std::string many_bots() {
  std::mt19937_64 random(23);
  std::uniform_int_distribution<long> coordinate(-100'000'000, 100'000'000);
  std::uniform_int_distribution<long> radius(10'000'000, 100'000'000);
  std::string text;
  for (int i = 0; i < 3000; ++i) {
    text += "pos=<" + std::to_string(coordinate(random)) + "," +
            std::to_string(coordinate(random)) + "," + std::to_string(coordinate(random)) +
            ">, r=" + std::to_string(radius(random)) + "\n";
  }
  return write_file("bots.txt", text);
}

// Writes a 0 or a 1 on every square it passes: 2^T configurations within T steps.
std::string branching_machine() {
  return write_file("bits.tm",
                    "states q accept\nalphabet _ 0 1\nstart q\naccept accept\n"
                    "q _ -> q 0 R\nq _ -> q 1 R\n");
}

struct Case {
  std::string puzzle;
  Params params;
};

std::vector<Case> big_instances() {
  return {
      {"peg", {{"board", big_peg_board()}}},
      {"queens", {{"size", "19"}}},
      {"hanoi", {{"disks", "64"}}},
      {"hanoi", {{"disks", "12"}, {"pegs", "4"}, {"start", "ABCDABCDABCD"}}},
      {"river", {{"file", big_river()}}},
      {"knights", {{"size", "9"}}},
      {"nanobots", {{"file", many_bots()}}},
      {"tm", {{"file", branching_machine()}, {"input", ""}, {"steps", "40"}}},
      {"tiles", {{"start", "15,14,13,12,11,10,9,8,7,6,5,4,3,1,2,0"}}},
  };
}

TEST(SlowRegistryLimits, EveryMethodStopsWithinItsTimeLimit) {
  for (const Case& test : big_instances()) {
    const Puzzle& puzzle = puzzle_named(test.puzzle);
    const auto instance = puzzle.parse(test.params);
    for (const MethodInfo& method : puzzle.methods()) {
      if (!method.available()) continue;
      SolveOptions options;
      options.limits.seconds = kLimitSeconds;
      options.solutions = method.family == MethodFamily::kCount ? 0 : 1;
      const std::string what = test.puzzle + " " + instance->canonical() + " " + method.name;
      const Stopwatch clock;
      try {
        const Report report = run_method(puzzle, *instance, method.name, options);
        EXPECT_NE(report.status, Status::kUnavailable) << what;
        if (report.status == Status::kStopped) {
          EXPECT_FALSE(report.note.empty()) << what;
        }
      } catch (const InputError&) {
        // The method does not take an instance this big: refused at once.
      }
      EXPECT_LT(clock.seconds(), kBoundSeconds) << what;
    }
  }
}

TEST(SlowRegistryLimits, MemoryLimitStopsTheGrowingMethods) {
  // The methods that build a big structure first, under a small memory limit: each stops saying
  // so (or refuses), in well under the time it would take to fill the machine.
  const std::vector<std::pair<Case, std::string>> growing = {
      {{"river", {{"file", big_river()}}}, "network"},
      {{"tm", {{"file", branching_machine()}, {"input", ""}, {"steps", "60"}}}, "bfs"},
      {{"peg", {{"board", big_peg_board()}}}, "sat"},
      {{"queens", {{"size", "100000000"}}}, "construct"},
  };
  for (const auto& [test, method] : growing) {
    const Puzzle& puzzle = puzzle_named(test.puzzle);
    const auto instance = puzzle.parse(test.params);
    SolveOptions options;
    options.limits.seconds = 30;
    options.limits.memory_bytes = std::uint64_t{32} << 20;
    const Stopwatch clock;
    const Report report = run_method(puzzle, *instance, method, options);
    EXPECT_EQ(report.status, Status::kStopped) << test.puzzle << " " << method;
    EXPECT_NE(report.note.find("memory limit 32 MiB reached"), std::string::npos)
        << test.puzzle << " " << method << ": " << report.note;
    EXPECT_LT(clock.seconds(), 15) << test.puzzle << " " << method;
  }
}

}  // namespace
}  // namespace puzzlelab

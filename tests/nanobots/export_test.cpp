// Exported models solved by the programs themselves: LP and MPS (stage 1) by /usr/bin/cbc, read
// back with read_cbc_solution; the SMT-LIB2 script by /usr/bin/z3. Both must reach the branch
// and bound's optimum.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <regex>
#include <sstream>

#include "backends/milp/cbc_solver.hpp"
#include "backends/milp/model_files.hpp"
#include "backends/smt/z3_available.hpp"
#include "puzzles/nanobots/bnb_solver.hpp"
#include "puzzles/nanobots/encode_milp.hpp"
#include "puzzles/nanobots/encode_smt.hpp"
#include "puzzles/nanobots/parse.hpp"
#include "swarm_files.hpp"

namespace puzzlelab::nanobots {
namespace {

constexpr const char* kCbcProgram = "/usr/bin/cbc";
constexpr const char* kZ3Program = "/usr/bin/z3";

std::string read_all(const std::string& path) {
  std::ifstream in(path);
  return std::string((std::istreambuf_iterator<char>(in)), {});
}

std::vector<Swarm> instances() {
  std::vector<Swarm> swarms = {testing_support::load_test_swarm("example-part2.txt")};
  std::mt19937_64 rng(99);
  std::uniform_int_distribution<int> bots(5, 20), coord(-1000, 1000), radius(0, 800);
  for (int i = 0; i < 4; ++i) {
    Swarm swarm(bots(rng));
    for (Bot& bot : swarm) bot = {{coord(rng), coord(rng), coord(rng)}, radius(rng)};
    swarms.push_back(swarm);
  }
  return swarms;
}

TEST(NanobotsExport, LpAndMpsSolvedByCbcProgram) {
  if (!std::filesystem::exists(kCbcProgram)) GTEST_SKIP() << "no " << kCbcProgram;
  if (!milp::cbc_available()) GTEST_SKIP() << "built without CBC";
  const std::filesystem::path dir = ::testing::TempDir();
  int index = 0;
  for (const Swarm& swarm : instances()) {
    const Part2Result reference = solve_bnb(swarm);
    const NanobotsMilpEncoding encoding(swarm, "instance " + std::to_string(index));
    for (const std::string format : {"lp", "mps"}) {
      const std::string path =
          (dir / ("nanobots_" + std::to_string(index) + "." + format)).string();
      {
        std::ofstream out(path);
        write_milp_model(swarm, format, "instance " + std::to_string(index), out);
      }
      const std::string text = read_all(path);
      EXPECT_NE(text.find("PuzzleLab nanobots"), std::string::npos) << path;
      EXPECT_NE(text.find("in_i = 1"), std::string::npos) << path;
      std::filesystem::remove(path + ".sol");
      const std::string command = std::string(kCbcProgram) + " " + path + " solve solution " +
                                  path + ".sol > " + path + ".log 2>&1";
      ASSERT_EQ(std::system(command.c_str()), 0) << command;
      std::ifstream in(path + ".sol");
      ASSERT_TRUE(in) << "cbc wrote no solution for " << path;
      const milp::MilpResult answer = milp::read_cbc_solution(in, path + ".sol", encoding.model());
      ASSERT_EQ(answer.status, BackendStatus::kSatisfiable) << path;
      EXPECT_TRUE(answer.optimal) << path;
      EXPECT_EQ(std::llround(answer.objective), reference.best.count) << path;
      EXPECT_EQ(encoding.claimed_count(answer.values), reference.best.count) << path;
      EXPECT_EQ(count_covering(swarm, encoding.point(answer.values)), reference.best.count) << path;
    }
    ++index;
  }
}

TEST(NanobotsExport, Smt2SolvedByZ3Program) {
  if (!std::filesystem::exists(kZ3Program)) GTEST_SKIP() << "no " << kZ3Program;
  if (!smt::z3_available()) GTEST_SKIP() << "built without Z3";
  const std::filesystem::path dir = ::testing::TempDir();
  int index = 0;
  for (const Swarm& swarm : instances()) {
    const Part2Result reference = solve_bnb(swarm);
    const std::string path = (dir / ("nanobots_" + std::to_string(index) + ".smt2")).string();
    {
      std::ofstream out(path);
      out << smt2_script(swarm, "instance " + std::to_string(index));
    }
    const std::string script = read_all(path);
    EXPECT_NE(script.find("(maximize count)"), std::string::npos);
    EXPECT_NE(script.find("(minimize dist)"), std::string::npos);
    EXPECT_LT(script.find("(maximize count)"), script.find("(minimize dist)"));
    const std::string command = std::string(kZ3Program) + " " + path + " > " + path + ".out 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0) << command;
    const std::string output = read_all(path + ".out");
    ASSERT_EQ(output.rfind("sat", 0), 0u) << output;
    // (objectives (count 5) (dist 36)): the optimum, objective by objective.
    std::smatch count, dist;
    ASSERT_TRUE(std::regex_search(output, count, std::regex(R"(\(count (\d+)\))"))) << output;
    ASSERT_TRUE(std::regex_search(output, dist, std::regex(R"(\(dist (\d+)\))"))) << output;
    EXPECT_EQ(std::stoll(count[1]), reference.best.count) << output;
    EXPECT_EQ(std::stoll(dist[1]), reference.best.distance) << output;
    ++index;
  }
}

}  // namespace
}  // namespace puzzlelab::nanobots

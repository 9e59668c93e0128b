// LP and MPS files solved by the cbc program and read back, against solve_with_cbc; and the
// solution reader on hand-written files.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <sstream>
#include <string>

#include "backends/milp/cbc_solver.hpp"
#include "backends/milp/model_files.hpp"
#include "core/error.hpp"
#include "milp_test_models.hpp"

namespace puzzlelab::milp {
namespace {

using namespace testing_models;

constexpr const char* kCbcProgram = "/usr/bin/cbc";

// Writes the model with `write`, runs the cbc program on it and reads its solution file.
MilpResult solve_file(const Model& model, const std::string& name,
                      const std::function<void(const Model&, std::ostream&)>& write) {
  const std::filesystem::path dir = ::testing::TempDir();
  const std::string model_path = (dir / name).string();
  const std::string solution_path = model_path + ".sol";
  {
    std::ofstream out(model_path);
    write(model, out);
  }
  std::filesystem::remove(solution_path);
  const std::string command = std::string(kCbcProgram) + " " + model_path + " solve solution " +
                              solution_path + " > " + model_path + ".log 2>&1";
  EXPECT_EQ(std::system(command.c_str()), 0) << command;
  // cbc reads a file it half understands without failing: its log must show no complaint.
  std::ifstream log(model_path + ".log");
  const std::string log_text((std::istreambuf_iterator<char>(log)), {});
  for (const char* complaint : {"###", "Bad image", "ignores", "errors on input", "not valid"}) {
    EXPECT_EQ(log_text.find(complaint), std::string::npos) << complaint << " in\n" << log_text;
  }
  std::ifstream in(solution_path);
  EXPECT_TRUE(in) << "cbc wrote no solution for " << model_path;
  return read_cbc_solution(in, solution_path, model);
}

struct NamedModel {
  std::string name;
  Model model;
};

TEST(MilpFilesWithCbcProgram, LpAndMpsGiveTheSameAnswerAsTheLibrary) {
  if (!std::filesystem::exists(kCbcProgram)) GTEST_SKIP() << "no " << kCbcProgram;
  if (!cbc_available()) GTEST_SKIP() << "built without CBC";
  Model maximise_with_offset;
  {
    const int x = maximise_with_offset.add_integer("x", -2, 5);
    const int y = maximise_with_offset.add_continuous("y", 0, 2.5);
    maximise_with_offset.add_row("band", {{x, 1}, {y, 2}}, -1, 7.5);
    maximise_with_offset.set_objective({{x, 3}, {y, 1}}, Sense::kMaximize, -4.25);
  }
  Model unused_variable;  // z appears in no row and no objective, but must still be read
  {
    const int x = unused_variable.add_binary("x");
    unused_variable.add_integer("z", 2, 9);
    unused_variable.add_greater_equal("need", {{x, 1}}, 1);
    unused_variable.set_objective({{x, 2}}, Sense::kMinimize);
  }
  const std::vector<NamedModel> models = {
      {"knapsack", knapsack_model(make_knapsack(14, 2, 7))},
      {"mixed", mixed_bounds_model()},
      {"maximise", maximise_with_offset},
      {"unused", unused_variable},
      {"integer_infeasible", integer_infeasible_model()},
      {"lp_infeasible", lp_infeasible_model()},
  };
  for (const NamedModel& entry : models) {
    const MilpResult direct = solve_with_cbc(entry.model);
    for (const bool mps : {false, true}) {
      SCOPED_TRACE(entry.name + (mps ? ".mps" : ".lp"));
      const MilpResult from_file = mps ? solve_file(entry.model, entry.name + ".mps", write_mps)
                                       : solve_file(entry.model, entry.name + ".lp", write_lp);
      ASSERT_EQ(from_file.status, direct.status);
      EXPECT_EQ(from_file.optimal, direct.optimal);
      if (direct.status != BackendStatus::kSatisfiable) continue;
      EXPECT_NEAR(from_file.objective, direct.objective, 1e-6);
      expect_feasible(entry.model, from_file.values);
    }
  }
}

MilpResult read(const std::string& text, const Model& model) {
  std::istringstream in(text);
  return read_cbc_solution(in, "run.sol", model);
}

Model two_variable_model() {
  Model model;
  const int x = model.add_integer("x", 0, 10);
  const int y = model.add_continuous("y", 0, 10);
  model.set_objective({{x, 2}, {y, 1}}, Sense::kMinimize, 1);
  return model;
}

TEST(MilpCbcSolutionReader, ReadsAnOptimalSolution) {
  const Model model = two_variable_model();
  // y is not listed (cbc leaves out zero columns); x carries solver noise and a ** marker.
  const MilpResult result = read(
      "Optimal - objective value 7.00000000\n"
      "**    0 x                   2.9999999                       2\n"
      "\n",
      model);
  EXPECT_EQ(result.status, BackendStatus::kSatisfiable);
  EXPECT_TRUE(result.optimal);
  ASSERT_EQ(result.values.size(), 2u);
  EXPECT_EQ(result.values[0], 3);
  EXPECT_EQ(result.values[1], 0);
  EXPECT_EQ(result.objective, 7);  // recomputed: 2 * 3 + 0 + 1
  EXPECT_EQ(result.best_bound, 7);
}

TEST(MilpCbcSolutionReader, MapsEveryStatusLine) {
  const Model model = two_variable_model();
  const std::string point = "      0 x 1 0\r\n      1 y 0.5 0\r\n";  // CRLF line ends too
  MilpResult stopped = read("Stopped on time - objective value 3.5\n" + point, model);
  EXPECT_EQ(stopped.status, BackendStatus::kSatisfiable);
  EXPECT_FALSE(stopped.optimal);
  EXPECT_EQ(stopped.objective, 3.5);
  stopped = read("Stopped on iterations - objective value 3.5\n" + point, model);
  EXPECT_EQ(stopped.status, BackendStatus::kSatisfiable);
  const MilpResult relaxation = read(
      "Stopped on time (no integer solution - continuous used) - objective value 2.5\n" + point,
      model);
  EXPECT_EQ(relaxation.status, BackendStatus::kUnknown);
  EXPECT_TRUE(relaxation.values.empty());
  EXPECT_EQ(relaxation.best_bound, 2.5);
  EXPECT_EQ(read("Infeasible - objective value 0\n" + point, model).status,
            BackendStatus::kUnsatisfiable);
  EXPECT_EQ(read("Integer infeasible - objective value 3\n" + point, model).status,
            BackendStatus::kUnsatisfiable);
  EXPECT_EQ(read("Unbounded - objective value 0\n", model).status, BackendStatus::kUnknown);
}

// The message of the InputError `text` raises, or "" if none.
std::string error_of(const std::string& text) {
  try {
    read(text, two_variable_model());
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

TEST(MilpCbcSolutionReader, ErrorsNameTheLineAndColumn) {
  EXPECT_EQ(error_of(""), "run.sol:1: empty solution file");
  EXPECT_EQ(error_of("Solved nicely - objective value 1\n"),
            "run.sol:1:1: unknown cbc status 'Solved nicely'");
  EXPECT_EQ(error_of("Optimal\n"), "run.sol:1:1: no 'objective value' in the status line");
  EXPECT_EQ(error_of("Optimal - objective value 1x\n"),
            "run.sol:1:27: expected the objective value, found '1x'");
  EXPECT_EQ(error_of("Optimal - objective value 1\n  0 x 1 0\n  1 w 2 0\n"),
            "run.sol:3:5: unknown variable 'w'");
  EXPECT_EQ(error_of("Optimal - objective value 1\n  0 x 1 0\n  1 y 2\n"),
            "run.sol:3:3: expected 'index name value reduced-cost'");
  EXPECT_EQ(error_of("Optimal - objective value 1\n  0 x one 0\n"),
            "run.sol:2:7: expected a value, found 'one'");
  EXPECT_EQ(error_of("Optimal - objective value 1\n  0 x 1 0\n  1 x 2 0\n"),
            "run.sol:3:5: variable 'x' listed twice");
  EXPECT_EQ(error_of("Optimal - objective value 1\n  -1 x 1 0\n"), "run.sol:2:3: bad column index");
}

}  // namespace
}  // namespace puzzlelab::milp

#include "backends/milp/milp_model.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>
#include <string>

#include "backends/milp/model_files.hpp"

namespace puzzlelab::milp {
namespace {

TEST(MilpModel, AddsVariablesAndFindsThemByName) {
  Model model;
  EXPECT_EQ(model.add_binary("x"), 0);
  EXPECT_EQ(model.add_integer("y_1", -3, 7), 1);
  EXPECT_EQ(model.add_continuous("_z", -kInfinity, kInfinity), 2);
  EXPECT_EQ(model.find_variable("y_1"), 1);
  EXPECT_EQ(model.find_variable("_z"), 2);
  EXPECT_EQ(model.find_variable("w"), -1);
  const Variable& y = model.variables()[1];
  EXPECT_EQ(y.lower, -3);
  EXPECT_EQ(y.upper, 7);
  EXPECT_TRUE(y.integer);
  EXPECT_FALSE(model.variables()[2].integer);
  EXPECT_EQ(model.variables()[0].upper, 1);
}

TEST(MilpModel, MergesRepeatedVariablesInRowsAndObjective) {
  Model model;
  const int x = model.add_binary("x");
  const int y = model.add_binary("y");
  const int z = model.add_binary("z");
  model.add_row("r", {{y, 2}, {x, 1}, {y, 3}, {z, 4}, {z, -4}}, 1, 5);
  ASSERT_EQ(model.rows().size(), 1u);
  const Row& row = model.rows()[0];
  ASSERT_EQ(row.terms.size(), 2u);  // z cancels out and is dropped
  EXPECT_EQ(row.terms[0].variable, y);
  EXPECT_EQ(row.terms[0].coefficient, 5);
  EXPECT_EQ(row.terms[1].variable, x);
  EXPECT_EQ(row.lower, 1);
  EXPECT_EQ(row.upper, 5);

  model.set_objective({{x, 1}, {x, 2.5}}, Sense::kMaximize, 7);
  ASSERT_EQ(model.objective().size(), 1u);
  EXPECT_EQ(model.objective()[0].coefficient, 3.5);
  EXPECT_EQ(model.sense(), Sense::kMaximize);
  EXPECT_EQ(model.objective_offset(), 7);
}

TEST(MilpModel, RowHelpersSetTheRightBounds) {
  Model model;
  const int x = model.add_continuous("x", 0, 10);
  model.add_less_equal("le", {{x, 1}}, 4);
  model.add_greater_equal("ge", {{x, 1}}, -2);
  model.add_equal("eq", {{x, 1}}, 3);
  EXPECT_EQ(model.rows()[0].lower, -kInfinity);
  EXPECT_EQ(model.rows()[0].upper, 4);
  EXPECT_EQ(model.rows()[1].lower, -2);
  EXPECT_EQ(model.rows()[1].upper, kInfinity);
  EXPECT_EQ(model.rows()[2].lower, 3);
  EXPECT_EQ(model.rows()[2].upper, 3);
}

TEST(MilpModel, EvaluatesAndRoundsPoints) {
  Model model;
  const int x = model.add_integer("x", 0, 5);
  const int y = model.add_continuous("y", 0, 5);
  model.set_objective({{x, 2}, {y, -1.5}}, Sense::kMinimize, 0.25);
  std::vector<double> point = {2.9999999, 0.4999999};
  model.round_integers(point);
  EXPECT_EQ(point[0], 3);
  EXPECT_EQ(point[1], 0.4999999);  // continuous values are left alone
  EXPECT_DOUBLE_EQ(model.objective_value({3, 2}), 6 - 3 + 0.25);
}

using MilpModelDeathTest = ::testing::Test;

TEST_F(MilpModelDeathTest, RejectsDuplicateNames) {
  Model model;
  model.add_binary("x");
  EXPECT_DEATH(model.add_binary("x"), "variable 'x' added twice");
  model.add_less_equal("r", {}, 1);
  EXPECT_DEATH(model.add_less_equal("r", {}, 2), "row 'r' added twice");
}

TEST_F(MilpModelDeathTest, RejectsNamesNoFileFormatCanCarry) {
  Model model;
  EXPECT_DEATH(model.add_binary(""), "name ''");
  EXPECT_DEATH(model.add_binary("1x"), "name '1x'");
  EXPECT_DEATH(model.add_binary("x-y"), "name 'x-y'");
  EXPECT_DEATH(model.add_binary("x y"), "name 'x y'");
  EXPECT_DEATH(model.add_binary("Free"), "LP keyword");
  EXPECT_DEATH(model.add_less_equal("end", {}, 1), "LP keyword");
  EXPECT_DEATH(model.add_binary(std::string(91, 'a')), "characters");
  model.add_binary(std::string(90, 'a'));  // the longest name allowed
}

TEST_F(MilpModelDeathTest, RejectsBadIndicesAndNumbers) {
  Model model;
  model.add_binary("x");
  EXPECT_DEATH(model.add_less_equal("r", {{1, 1}}, 1), "refers to variable 1 of 1");
  EXPECT_DEATH(model.add_less_equal("r", {{-1, 1}}, 1), "refers to variable -1");
  EXPECT_DEATH(model.set_objective({{2, 1}}, Sense::kMinimize), "objective refers");
  EXPECT_DEATH(model.add_less_equal("r", {{0, kInfinity}}, 1), "not finite");
  EXPECT_DEATH(model.add_continuous("y", kInfinity, kInfinity), "invalid bound");
  EXPECT_DEATH(model.add_row("r", {{0, 1}}, 0, std::nan("")), "invalid bound");
}

// One model that uses every kind of bound and row, written out in full.
Model writer_model() {
  Model model;
  model.comments = {"writer test", "two\nlines"};
  const int a = model.add_binary("a");
  const int b = model.add_integer("b", -3, 12);
  const int c = model.add_continuous("c", -kInfinity, kInfinity);
  const int d = model.add_continuous("d", -kInfinity, 2.5);
  const int e = model.add_continuous("e", 0, kInfinity);
  const int f = model.add_integer("f", 0, kInfinity);
  const int g = model.add_continuous("g", 1.5, 1.5);
  model.add_row("r", {{a, 0.1}, {b, -2}, {c, 1e-7}}, -1, 3);
  model.add_row("r_lo", {{d, 1}}, 0, kInfinity);  // the split row of r must not take this name
  model.add_equal("fix", {{e, 1}, {f, 123456789.125}}, 4);
  model.add_row("loose", {{g, 1}}, -kInfinity, kInfinity);
  model.set_objective({{a, 1}, {c, -0.3}}, Sense::kMaximize, -2.5);
  return model;
}

TEST(MilpLpWriter, WritesEveryBoundKindWithExactNumbers) {
  std::ostringstream out;
  write_lp(writer_model(), out);
  EXPECT_EQ(out.str(),
            "\\ writer test\n"
            "\\ two\n"
            "\\ lines\n"
            "Maximize\n"
            " obj: + 1 a - 0.3 c + 0 g - 2.5\n"  // g is only in the free row
            "Subject To\n"
            " r: + 0.1 a - 2 b + 1e-07 c <= 3\n"
            " r_lo2: + 0.1 a - 2 b + 1e-07 c >= -1\n"
            " r_lo: + 1 d >= 0\n"
            " fix: + 1 e + 123456789.125 f = 4\n"
            "\\ row loose has no bounds and is left out\n"
            "Bounds\n"
            " 0 <= a <= 1\n"
            " -3 <= b <= 12\n"
            " c free\n"
            " -inf <= d <= 2.5\n"
            " e >= 0\n"
            " f >= 0\n"
            " g = 1.5\n"
            "General\n"
            " b\n"
            " f\n"
            "Binary\n"
            " a\n"
            "End\n");
}

TEST(MilpMpsWriter, WritesEveryBoundKindWithExactNumbers) {
  std::ostringstream out;
  write_mps(writer_model(), out);
  // Maximised as min -(a - 0.3c - 2.5): the offset 2.5 is the objective row's RHS with the
  // sign flipped; r is a G row whose
  // range 4 gives [-1, 3]; f gets explicit bounds as an integer with no upper bound.
  EXPECT_EQ(out.str(),
            "* writer test\n"
            "* two\n"
            "* lines\n"
            "NAME puzzlelab\n"
            "* maximisation: the objective row holds the negated objective\n"
            "ROWS\n"
            " N obj\n"
            " G r\n"
            " G r_lo\n"
            " E fix\n"
            "COLUMNS\n"
            "    MARKER 'MARKER' 'INTORG'\n"
            "    a obj -1\n"
            "    a r 0.1\n"
            "    b r -2\n"
            "    MARKER 'MARKER' 'INTEND'\n"
            "    c obj 0.3\n"
            "    c r 1e-07\n"
            "    d r_lo 1\n"
            "    e fix 1\n"
            "    MARKER 'MARKER' 'INTORG'\n"
            "    f fix 123456789.125\n"
            "    MARKER 'MARKER' 'INTEND'\n"
            "    g obj 0\n"
            "RHS\n"
            "    RHS obj -2.5\n"
            "    RHS r -1\n"
            "    RHS fix 4\n"
            "RANGES\n"
            "    RNG r 4\n"
            "BOUNDS\n"
            " BV BND a\n"
            " LO BND b -3\n"
            " UP BND b 12\n"
            " FR BND c\n"
            " MI BND d\n"
            " UP BND d 2.5\n"
            " LO BND f 0\n"
            " PL BND f\n"
            " FX BND g 1.5\n"
            "ENDATA\n");
}

TEST(MilpLpWriter, WrapsLongRowsAndKeepsEmptyOnes) {
  Model model;
  std::vector<Term> terms;
  for (int i = 0; i < 100; ++i) {
    terms.push_back({model.add_binary("variable_" + std::to_string(i)), 1});
  }
  model.add_less_equal("many", terms, 50);
  model.add_greater_equal("empty", {}, -1);
  std::ostringstream out;
  write_lp(model, out);
  std::istringstream lines(out.str());
  std::string line;
  int continuation = 0;
  while (std::getline(lines, line)) {
    EXPECT_LE(line.size(), 200u);
    if (line.rfind("    + 1 variable_", 0) == 0) ++continuation;
  }
  EXPECT_GT(continuation, 3);
  EXPECT_NE(out.str().find(" empty: 0 variable_0 >= -1\n"), std::string::npos) << out.str();
}

}  // namespace
}  // namespace puzzlelab::milp

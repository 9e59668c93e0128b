#include "backends/sat/dimacs.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "sat_test_support.hpp"

namespace puzzlelab::sat {
namespace {

using testing_support::pigeonhole;
using testing_support::planted_3sat;
using testing_support::satisfies;

Cnf parse(const std::string& text) {
  std::istringstream in(text);
  return read_dimacs(in, "f.cnf");
}

SatResult parse_solution(const std::string& text, int variables) {
  std::istringstream in(text);
  return read_sat_solution(in, "out.txt", variables);
}

// The InputError message for `text`, or "" when it parses.
template <class Parse>
std::string error_of(Parse&& parse_text) {
  try {
    parse_text();
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

TEST(SatDimacs, WritesCommentsHeaderAndClauses) {
  Cnf cnf;
  cnf.comments = {"peg triangle5", "x1 = peg at a1\nx2 = peg at a2"};
  cnf.new_variables(3);
  cnf.add_clause({1, -2});
  cnf.add_clause(std::vector<Lit>{});
  cnf.add_clause({3});
  std::ostringstream out;
  write_dimacs(cnf, out);
  EXPECT_EQ(out.str(),
            "c peg triangle5\nc x1 = peg at a1\nc x2 = peg at a2\n"
            "p cnf 3 3\n1 -2 0\n0\n3 0\n");
}

TEST(SatDimacs, RoundTripKeepsEverything) {
  Cnf cnf = planted_3sat(50, 200, 7);
  cnf.comments = {"", "a comment", "c starts with c"};
  cnf.new_variables(4);  // unused variables must survive too
  cnf.add_clause(std::vector<Lit>{});
  std::ostringstream out;
  write_dimacs(cnf, out);
  const Cnf back = parse(out.str());
  EXPECT_EQ(back.variable_count(), cnf.variable_count());
  EXPECT_EQ(back.clause_count(), cnf.clause_count());
  EXPECT_EQ(back.flat_clauses(), cnf.flat_clauses());
  EXPECT_EQ(back.comments, cnf.comments);
}

TEST(SatDimacs, ReadsFreeFormClausesCommentsAndEndMarker) {
  const Cnf cnf = parse(
      "c first\r\n"
      "p cnf 4 3\r\n"
      "1 -2\t0 3\n"
      "c between\n"
      "\n"
      "  -4 0 2\n"
      "-1 0\n"
      "%\n"
      "0\n");
  EXPECT_EQ(cnf.variable_count(), 4);
  EXPECT_EQ(cnf.flat_clauses(), (std::vector<Lit>{1, -2, 0, 3, -4, 0, 2, -1, 0}));
  EXPECT_EQ(cnf.comments, (std::vector<std::string>{"first", "between"}));
}

TEST(SatDimacs, ReadErrorsNameFileLineAndColumn) {
  const struct {
    const char* text;
    const char* expected;
  } cases[] = {
      {"", "f.cnf: missing 'p cnf' header"},
      {"c only a comment\n1 2 0\n", "f.cnf:2:1: missing 'p cnf' header"},
      {"p cnf 3\n", "f.cnf:1:1: malformed header"},
      {"p dnf 3 1\n", "f.cnf:1:1: malformed header"},
      {"p cnf x 1\n", "f.cnf:1:7: expected a variable count, got 'x'"},
      {"p cnf -3 1\n", "f.cnf:1:7: variable count out of range"},
      {"p cnf 3 1\np cnf 3 1\n", "f.cnf:2:1: second 'p' header (first on line 1)"},
      {"p cnf 3 1\n1 4 0\n", "f.cnf:2:3: literal out of range (3 variables declared): '4'"},
      {"p cnf 3 1\nc x\n1 -2 a 0\n", "f.cnf:3:6: expected a literal, got 'a'"},
      {"p cnf 3 1\n1 99999999999999999999 0\n", "f.cnf:2:3: expected a literal"},
      {"p cnf 3 2\n1 0\n", "f.cnf:1: header declares 2 clauses, found 1"},
      {"p cnf 3 1\n1 0\n2 0\n", "f.cnf:3:3: more clauses than the 1 declared on line 1"},
      {"p cnf 3 1\n1\n2\n", "f.cnf:2: last clause is not terminated by 0"},
  };
  for (const auto& c : cases) {
    const std::string message = error_of([&] { parse(c.text); });
    EXPECT_NE(message.find(c.expected), std::string::npos) << "input:\n"
                                                           << c.text << "message: " << message;
  }
}

TEST(SatDimacs, ReadsCompetitionOutput) {
  const SatResult sat = parse_solution("c cadical\ns SATISFIABLE\nv 1 -2 3\nv -4 5\nv 0\n", 6);
  ASSERT_EQ(sat.status, BackendStatus::kSatisfiable);
  EXPECT_EQ(sat.model, (std::vector<bool>{false, true, false, true, false, true, false}));

  const SatResult unsat = parse_solution("c x\ns UNSATISFIABLE\n", 6);
  EXPECT_EQ(unsat.status, BackendStatus::kUnsatisfiable);
  EXPECT_TRUE(unsat.model.empty());
  EXPECT_EQ(parse_solution("s UNKNOWN\n", 6).status, BackendStatus::kUnknown);
  EXPECT_EQ(parse_solution("c interrupted\n", 6).status, BackendStatus::kUnknown);
  EXPECT_EQ(parse_solution("", 6).status, BackendStatus::kUnknown);
}

TEST(SatDimacs, ReadsMinisatResultFile) {
  const SatResult sat = parse_solution("SAT\n-1 2 -3 0\n", 3);
  ASSERT_EQ(sat.status, BackendStatus::kSatisfiable);
  EXPECT_EQ(sat.model, (std::vector<bool>{false, false, true, false}));
  EXPECT_EQ(parse_solution("UNSAT\n", 3).status, BackendStatus::kUnsatisfiable);
  EXPECT_EQ(parse_solution("INDET\n", 3).status, BackendStatus::kUnknown);
}

TEST(SatDimacs, SolutionErrorsNameFileAndLine) {
  const struct {
    const char* text;
    const char* expected;
  } cases[] = {
      {"s MAYBE\n", "out.txt:1:1: expected 's SATISFIABLE'"},
      {"s SATISFIABLE\nv 1 x 0\n", "out.txt:2:5: expected a literal, got 'x'"},
      {"s SATISFIABLE\nv 1 -9 0\n", "out.txt:2:5: literal out of range (3 variables): '-9'"},
      {"s SATISFIABLE\nv 1 0\nv 2 0\n", "out.txt:3:3: value after the terminating 0"},
      {"s SATISFIABLE\ns UNSATISFIABLE\n", "out.txt:2:1: second, different status"},
      {"c ok\nhello world\n", "out.txt:2:1: unexpected line starting with 'hello'"},
  };
  for (const auto& c : cases) {
    const std::string message = error_of([&] { parse_solution(c.text, 3); });
    EXPECT_NE(message.find(c.expected), std::string::npos) << "input:\n"
                                                           << c.text << "message: " << message;
  }
}

// The real program, as a user would run it on an exported file.
SatResult run_cadical_program(const Cnf& cnf, const std::string& stem) {
  const std::string dir = ::testing::TempDir();
  const std::string input = dir + stem + ".cnf";
  const std::string output = dir + stem + ".out";
  {
    std::ofstream out(input);
    write_dimacs(cnf, out);
  }
  // cadical exits with 10 or 20 on success, so only the output is checked.
  const std::string command = "/usr/bin/cadical -q '" + input + "' > '" + output + "' 2>&1";
  std::system(command.c_str());
  std::ifstream in(output);
  SatResult result = read_sat_solution(in, output, cnf.variable_count());
  std::filesystem::remove(input);
  std::filesystem::remove(output);
  return result;
}

TEST(SatDimacs, CadicalProgramSolvesWrittenFile) {
  if (!std::filesystem::exists("/usr/bin/cadical")) GTEST_SKIP() << "no /usr/bin/cadical";
  const Cnf cnf = planted_3sat(200, 840, 11);
  const SatResult sat = run_cadical_program(cnf, "sat_dimacs_planted");
  ASSERT_EQ(sat.status, BackendStatus::kSatisfiable);
  ASSERT_EQ(sat.model.size(), static_cast<std::size_t>(cnf.variable_count()) + 1);
  EXPECT_TRUE(satisfies(cnf, sat.model));

  const SatResult unsat = run_cadical_program(pigeonhole(5, 4), "sat_dimacs_php");
  EXPECT_EQ(unsat.status, BackendStatus::kUnsatisfiable);
}

}  // namespace
}  // namespace puzzlelab::sat

// Peg solitaire through the puzzle interface: the registry's "peg", every method on the default
// instance and on known games, limits, bad parameters, the canonical form and the models.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "backends/sat/cadical_solver.hpp"
#include "backends/sat/dimacs.hpp"
#include "core/error.hpp"
#include "registry/registry.hpp"

namespace puzzlelab {
namespace {

const Puzzle& peg_puzzle() {
  return puzzle_named("peg");
}

std::unique_ptr<Instance> instance(const Params& params = {}) {
  return peg_puzzle().parse(params);
}

Report run(const Instance& game, const std::string& method, const SolveOptions& options = {}) {
  return run_method(peg_puzzle(), game, method, options);
}

// Every jump of the answer has three cells [x, y].
void expect_moves(const Report& report, std::size_t jumps) {
  ASSERT_TRUE(report.answer.is_object());
  EXPECT_EQ(report.answer.at("move_count"), jumps);
  const nlohmann::json& moves = report.answer.at("moves");
  ASSERT_EQ(moves.size(), jumps);
  for (const nlohmann::json& move : moves) {
    for (const char* key : {"from", "over", "to"}) {
      ASSERT_TRUE(move.at(key).is_array());
      EXPECT_EQ(move.at(key).size(), 2u);
    }
  }
  EXPECT_EQ(report.verified(), std::optional<bool>(true));
}

bool method_available(const std::string& name) {
  for (const MethodInfo& info : peg_puzzle().methods())
    if (info.name == name) return info.available();
  return false;
}

TEST(PegPuzzle, IsRegisteredWithItsMethods) {
  const Puzzle& puzzle = peg_puzzle();
  EXPECT_EQ(puzzle.name(), "peg");
  std::vector<std::string> names;
  for (const MethodInfo& info : puzzle.methods()) names.push_back(info.name);
  EXPECT_EQ(names, (std::vector<std::string>{"dfs", "count", "sat", "smt", "milp"}));
  EXPECT_EQ(puzzle.default_method(*instance()), "dfs");
}

TEST(PegPuzzle, DefaultInstanceIsTheEnglishBoard) {
  EXPECT_EQ(instance()->canonical(), "board=english empty=3,3 goal=3,3 order=konami");
  const std::string drawing = peg_puzzle().draw(*instance(), {});
  EXPECT_NE(drawing.find("Board english: 33 holes, 32 pegs"), std::string::npos);
}

// The English board's first solution in the konami order: 31 jumps, one peg left in the centre.
TEST(PegPuzzle, DfsSolvesTheEnglishBoardIn31Jumps) {
  const auto english = instance();
  const Report report = run(*english, "dfs");
  EXPECT_EQ(report.status, Status::kSolved);
  expect_moves(report, 31);
  EXPECT_EQ(report.summary, "31 jumps");
  EXPECT_EQ(report.puzzle, "peg");
  EXPECT_EQ(report.method, "dfs");
  EXPECT_EQ(report.instance, english->canonical());
  ASSERT_TRUE(report.stats.nodes.has_value());
  EXPECT_GT(*report.stats.nodes, 31u);
  EXPECT_TRUE(report.stats.dead_hits.has_value());
  EXPECT_TRUE(report.stats.table_entries.has_value());
  EXPECT_FALSE(report.backend.has_value());
  EXPECT_NE(report.drawing.find("Final position:"), std::string::npos);
  EXPECT_NE(report.drawing.find(" 31. "), std::string::npos);
}

// George Bell's counts for the 15-hole triangle, top hole empty, one peg anywhere.
TEST(PegPuzzle, CountsTheTriangleExactly) {
  const auto triangle = instance({{"board", "triangle5"}});
  EXPECT_EQ(triangle->canonical(), "board=triangle5 empty=4,0 goal=any order=konami");
  const Report report = run(*triangle, "count");
  EXPECT_EQ(report.status, Status::kSolved);
  EXPECT_EQ(report.answer.at("count_decimal"), "29760");
  EXPECT_EQ(report.answer.at("losing_decimal"), "538870");
  EXPECT_EQ(report.answer.at("symmetries"), 2);
  EXPECT_GT(report.answer.at("positions").get<std::uint64_t>(), 0u);
  EXPECT_FALSE(report.verified().has_value());  // a count has nothing to replay
  EXPECT_TRUE(report.stats.nodes.has_value());
  EXPECT_TRUE(report.stats.threads.has_value());
  EXPECT_EQ(report.summary, "29,760 winning games, 538,870 losing");
}

// The count's answer is its figures, zero winning games included; the others have no answer.
TEST(PegPuzzle, EveryMethodFindsNoSolutionOnTheUnsolvableBoard) {
  const auto unsolvable = instance({{"board", "unsolvable"}});
  for (const MethodInfo& info : peg_puzzle().methods()) {
    if (!info.available()) continue;
    const Report report = run(*unsolvable, info.name);
    EXPECT_EQ(report.status, Status::kNoSolution) << info.name;
    if (info.name == "count") {
      EXPECT_EQ(report.answer.at("count_decimal"), "0");
    } else {
      EXPECT_TRUE(report.answer.is_null()) << info.name;
    }
    EXPECT_FALSE(report.verified().has_value()) << info.name;
    EXPECT_FALSE(report.note.empty()) << info.name;
  }
}

// The assignment's plus board on every method: 9 pegs, so 8 jumps for each that solves.
TEST(PegPuzzle, EveryMethodSolvesThePlus) {
  const auto plus = instance({{"board", "plus"}});
  for (const MethodInfo& info : peg_puzzle().methods()) {
    const Report report = run(*plus, info.name);
    if (!info.available()) {
      EXPECT_EQ(report.status, Status::kUnavailable) << info.name;
      continue;
    }
    EXPECT_EQ(report.status, Status::kSolved) << info.name;
    if (info.name == "count") {
      EXPECT_NE(report.answer.at("count_decimal"), "0");
    } else {
      expect_moves(report, 8);
    }
  }
}

TEST(PegPuzzle, DeclarativeMethodsReportTheirSolversFigures) {
  const auto plus = instance({{"board", "plus"}});
  for (const char* method : {"sat", "smt", "milp"}) {
    if (!method_available(method)) continue;
    const Report report = run(*plus, method);
    ASSERT_TRUE(report.backend.has_value()) << method;
    EXPECT_TRUE(report.backend->variables.has_value()) << method;
    EXPECT_FALSE(report.stats.nodes.has_value()) << method;
    EXPECT_TRUE(report.stats.build_seconds.has_value()) << method;
  }
}

// Every method on the default instance for two seconds: dfs and sat solve it by then, the others
// solve it or stop; the report's instance text parses back to itself.
TEST(PegPuzzle, EveryMethodOnTheDefaultInstance) {
  const auto english = instance();
  for (const MethodInfo& info : peg_puzzle().methods()) {
    SolveOptions options;
    // dfs and sat must answer (sat takes about 1.5 s, longer on a loaded machine); the slow
    // methods only have to stop at their limit.
    options.limits.seconds = info.name == "sat" ? 300 : 2;
    const Report report = run(*english, info.name, options);
    if (!info.available()) {
      EXPECT_EQ(report.status, Status::kUnavailable) << info.name;
    } else if (info.name == "dfs" || info.name == "sat") {
      EXPECT_EQ(report.status, Status::kSolved) << info.name;
      expect_moves(report, 31);
    } else {
      EXPECT_TRUE(report.status == Status::kSolved || report.status == Status::kStopped)
          << info.name;
    }
    const auto again = peg_puzzle().parse(puzzle_support::split_params(report.instance));
    EXPECT_EQ(again->canonical(), report.instance) << info.name;
  }
}

TEST(PegPuzzle, LimitsStopEveryMethod) {
  const auto english = instance();
  SolveOptions options;
  options.limits.nodes = 10;
  for (const char* method : {"dfs", "count", "sat", "smt"}) {
    if (!method_available(method)) continue;
    const Report report = run(*english, method, options);
    EXPECT_EQ(report.status, Status::kStopped) << method;
    EXPECT_TRUE(report.answer.is_null()) << method;
    EXPECT_NE(report.note.find("stopped"), std::string::npos) << method;
  }
  const Report dfs = run(*english, "dfs", options);
  EXPECT_NE(dfs.note.find("node limit"), std::string::npos);
  EXPECT_EQ(dfs.stats.nodes, std::optional<std::uint64_t>(10));
  // A time limit already spent stops the search at its first clock check.
  SolveOptions no_time;
  no_time.limits.seconds = 0;
  const auto hard = instance({{"board", "english7x7"}, {"order", "konami"}});
  for (const char* method : {"dfs", "count", "milp"}) {
    if (!method_available(method)) continue;
    EXPECT_EQ(run(*hard, method, no_time).status, Status::kStopped) << method;
  }
}

TEST(PegPuzzle, CanonicalFormRoundTrips) {
  const std::vector<Params> cases = {
      {},
      {{"board", "standard"}, {"empty", "(3, 2)"}, {"goal", "center"}},
      {{"board", "plus"}},
      {{"board", "english"}, {"goal", "any"}, {"order", "informed"}},
      {{"board", "triangle6"}, {"empty", "5,2"}},
  };
  for (const Params& params : cases) {
    const std::string text = instance(params)->canonical();
    EXPECT_EQ(instance(puzzle_support::split_params(text))->canonical(), text);
  }
  EXPECT_EQ(instance(cases[1])->canonical(), "board=english empty=3,2 goal=3,3 order=konami");
  EXPECT_EQ(instance(cases[2])->canonical(), "board=plus empty=board goal=3,3 order=konami");
  // The 7x7 board's own start leaves the 16 corner holes empty too; empty=3,3 fills them.
  EXPECT_EQ(instance({{"board", "english7x7"}})->canonical(),
            "board=english7x7 empty=board goal=3,3 order=informed");
  EXPECT_EQ(instance({{"board", "english7x7"}, {"empty", "3,3"}})->canonical(),
            "board=english7x7 empty=3,3 goal=3,3 order=informed");
}

// Bad values are one-line InputErrors that start with the parameter's name.
TEST(PegPuzzle, BadParametersNameThemselves) {
  const auto expect_error = [](const Params& params, const std::string& start) {
    try {
      instance(params);
      ADD_FAILURE() << "no error for " << start;
    } catch (const InputError& error) {
      EXPECT_EQ(std::string(error.what()).rfind(start, 0), 0u) << error.what();
    }
  };
  expect_error({{"board", "nosuchboard"}}, "board: ");
  expect_error({{"board", "triangle99"}}, "board: ");
  expect_error({{"empty", "9,9"}}, "empty: ");
  expect_error({{"empty", "x"}}, "empty: ");
  expect_error({{"goal", "nowhere"}}, "goal: ");
  expect_error({{"order", "bfs"}}, "order: ");
  expect_error({{"board", ""}}, "board: ");
  expect_error({{"disks", "3"}}, "disks: ");
  expect_error({{"board", "english"}, {"board", "french"}}, "board: ");
  EXPECT_THROW(run(*instance(), "bfs"), InputError);
}

TEST(PegPuzzle, WritesThePlanModel) {
  const Puzzle& puzzle = peg_puzzle();
  ASSERT_EQ(puzzle.models().size(), 2u);  // and the PDDL task (tests/pddl/export_test.cpp)
  EXPECT_EQ(puzzle.models()[0].name, "plan");
  EXPECT_EQ(puzzle.models()[1].name, "pddl");
  const auto simple = instance({{"board", "simple"}});
  std::ostringstream dimacs, lp;
  puzzle.write_model(*simple, "plan", ModelFormat::kDimacs, dimacs);
  EXPECT_NE(dimacs.str().find("p cnf "), std::string::npos);
  puzzle.write_model(*simple, "plan", ModelFormat::kLp, lp);
  EXPECT_FALSE(lp.str().empty());
  std::ostringstream ignored;
  EXPECT_THROW(puzzle.write_model(*simple, "other", ModelFormat::kLp, ignored), InputError);
}

// The plan model written, solved by CaDiCaL in the SAT-competition output a solver program
// prints, and read back: the jumps replay through the rules to the answer the sat method finds.
TEST(PegPuzzle, ReadsASolversAnswerToThePlanModel) {
  if (!sat::cadical_available()) GTEST_SKIP() << "built without CaDiCaL";
  const Puzzle& puzzle = peg_puzzle();
  EXPECT_TRUE(puzzle.models()[0].answers_read);
  const auto triangle = instance({{"board", "triangle5"}});
  std::stringstream dimacs;
  puzzle.write_model(*triangle, "plan", ModelFormat::kDimacs, dimacs);
  const sat::Cnf cnf = sat::read_dimacs(dimacs, "plan.cnf");
  const sat::SatResult solved = sat::solve_with_cadical(cnf);
  ASSERT_EQ(solved.status, BackendStatus::kSatisfiable);
  std::string answer = "s SATISFIABLE\nv";
  for (int v = 1; v < static_cast<int>(solved.model.size()); ++v)
    answer += " " + std::to_string(solved.model[v] ? v : -v);
  answer += " 0\n";
  const Report report = read_model_answer(puzzle, *triangle, "plan", answer, "plan.out");
  EXPECT_EQ(report.status, Status::kSolved);
  EXPECT_EQ(report.verified(), std::optional<bool>(true));
  EXPECT_EQ(report.answer["move_count"], 13);
  EXPECT_EQ(report.method, "read plan");

  const Report none = read_model_answer(puzzle, *triangle, "plan", "s UNSATISFIABLE\n", "plan.out");
  EXPECT_EQ(none.status, Status::kNoSolution);
  EXPECT_TRUE(none.answer.is_null());
  EXPECT_THROW(read_model_answer(puzzle, *triangle, "plan", "hello\n", "x"), InputError);
  const Puzzle& hanoi = puzzle_named("hanoi");
  EXPECT_THROW(read_model_answer(hanoi, *hanoi.parse({}), "inventory", "", "x"), InputError);
}

}  // namespace
}  // namespace puzzlelab

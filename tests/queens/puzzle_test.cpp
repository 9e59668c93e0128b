// N-queens through the puzzle interface: the registry's "queens", every method on the default
// instance, OEIS A000170 and A002562, the locked-queen challenge, limits, bad parameters and the
// canonical form.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "queens_oeis.hpp"
#include "registry/registry.hpp"
#include "trace/trace_writer.hpp"

namespace puzzlelab {
namespace {

const Puzzle& queens_puzzle() {
  return puzzle_named("queens");
}

std::unique_ptr<Instance> instance(const Params& params = {}) {
  return queens_puzzle().parse(params);
}

Report run(const Params& params, const std::string& method, const SolveOptions& options = {}) {
  return run_method(queens_puzzle(), *instance(params), method, options);
}

SolveOptions all_solutions() {
  SolveOptions options;
  options.solutions = 0;
  return options;
}

const std::vector<std::string> kSearchMethods = {"backtrack", "forward", "propagate", "sat"};

// A count of the answer (set_count: exact, and as decimal digits beside it).
std::uint64_t count_in(const nlohmann::json& answer, const std::string& key) {
  return std::stoull(answer.at(key + "_decimal").get<std::string>());
}

bool available(const std::string& method) {
  for (const MethodInfo& info : queens_puzzle().methods())
    if (info.name == method) return info.available();
  return false;
}

// The squares of one placement: n of them, distinct.
void expect_placement(const nlohmann::json& queens, int n) {
  ASSERT_TRUE(queens.is_array());
  EXPECT_EQ(queens.size(), static_cast<std::size_t>(n));
  std::set<std::string> distinct;
  for (const nlohmann::json& square : queens) distinct.insert(square.get<std::string>());
  EXPECT_EQ(distinct.size(), static_cast<std::size_t>(n));
}

TEST(QueensPuzzle, IsRegisteredWithTheCommandsMethodNames) {
  std::vector<std::string> names;
  for (const MethodInfo& info : queens_puzzle().methods()) names.push_back(info.name);
  EXPECT_EQ(names, (std::vector<std::string>{"brute", "rows", "backtrack", "forward", "propagate",
                                             "sat", "count-join", "count-backtrack", "construct",
                                             "min-conflicts"}));
  const Puzzle& puzzle = queens_puzzle();
  EXPECT_EQ(puzzle.default_method(*instance()), "backtrack");
  EXPECT_EQ(puzzle.default_method(*instance({{"size", "20"}})), "backtrack");
  EXPECT_EQ(puzzle.default_method(*instance({{"size", "21"}})), "construct");
  EXPECT_EQ(puzzle.default_method(*instance({{"lock", "d5"}})), "propagate");
}

// Every method on the default 8 x 8 board: a verified placement or the counts 92 and 12, and a
// report whose instance text parses back to itself.
TEST(QueensPuzzle, EveryMethodOnTheDefaultInstance) {
  EXPECT_EQ(instance()->canonical(), "size=8 lock=none");
  for (const MethodInfo& info : queens_puzzle().methods()) {
    const Report report = run({}, info.name);
    const auto again = queens_puzzle().parse(puzzle_support::split_params(report.instance));
    EXPECT_EQ(again->canonical(), report.instance) << info.name;
    if (!info.available()) {
      EXPECT_EQ(report.status, Status::kUnavailable) << info.name;
      continue;
    }
    EXPECT_EQ(report.status, Status::kSolved) << info.name;
    EXPECT_FALSE(report.summary.empty()) << info.name;
    if (info.family == MethodFamily::kCount) {
      EXPECT_EQ(count_in(report.answer, "count"), 92u) << info.name;
      EXPECT_EQ(report.answer.at("count_decimal"), "92") << info.name;
      EXPECT_EQ(count_in(report.answer, "unique"), 12u) << info.name;
      EXPECT_FALSE(report.verified().has_value()) << info.name;
      EXPECT_TRUE(report.stats.nodes.has_value()) << info.name;
      EXPECT_TRUE(report.stats.threads.has_value()) << info.name;
      EXPECT_EQ(report.summary, "92 solutions, 12 up to symmetry");
    } else {
      expect_placement(report.answer.at("queens"), 8);
      EXPECT_EQ(report.verified(), std::optional<bool>(true)) << info.name;
      EXPECT_NE(report.drawing.find(" 8 "), std::string::npos) << info.name;
    }
    if (info.family == MethodFamily::kSearch) {
      EXPECT_TRUE(report.stats.nodes.has_value()) << info.name;
      EXPECT_FALSE(report.backend.has_value()) << info.name;
    }
    if (info.family == MethodFamily::kSat) {
      ASSERT_TRUE(report.backend.has_value());
      EXPECT_EQ(report.backend->solver, "cadical");
      ASSERT_TRUE(report.backend->variables.has_value());
      EXPECT_GE(*report.backend->variables, 64u);  // one a square, and the encoding's own
      EXPECT_TRUE(report.backend->clauses.has_value());
    }
  }
}

// The first solution of plain backtracking, row 0 first: a1 e2 h3 f4 c5 g6 b7 d8.
TEST(QueensPuzzle, BacktrackFindsTheClassicFirstSolution) {
  const Report report = run({}, "backtrack");
  EXPECT_EQ(report.answer.at("queens"),
            nlohmann::json({"a1", "e2", "h3", "f4", "c5", "g6", "b7", "d8"}));
  EXPECT_EQ(report.stats.nodes, std::optional<std::uint64_t>(876));
}

TEST(QueensPuzzle, CountsMatchOeis) {
  for (int n = 1; n <= 10; ++n) {
    const Params params = {{"size", std::to_string(n)}};
    const Report backtrack = run(params, "count-backtrack");
    EXPECT_EQ(count_in(backtrack.answer, "count"), queens::test::kA000170[n - 1]) << n;
    EXPECT_EQ(count_in(backtrack.answer, "unique"), queens::test::kA002562[n - 1]) << n;
    EXPECT_EQ(backtrack.status,
              queens::test::kA000170[n - 1] > 0 ? Status::kSolved : Status::kNoSolution);
    if (n >= 4) {
      const Report join = run(params, "count-join");
      EXPECT_EQ(count_in(join.answer, "count"), queens::test::kA000170[n - 1]) << n;
      EXPECT_EQ(count_in(join.answer, "unique"), queens::test::kA002562[n - 1]) << n;
    }
  }
}

TEST(QueensPuzzle, SearchMethodsEnumerateEverySolution) {
  for (int n = 1; n <= 8; ++n) {
    for (const std::string& method : kSearchMethods) {
      if (!available(method)) continue;
      const Report report = run({{"size", std::to_string(n)}}, method, all_solutions());
      const std::uint64_t expected = queens::test::kA000170[n - 1];
      if (expected == 0) {
        EXPECT_EQ(report.status, Status::kNoSolution) << method << " n = " << n;
        EXPECT_TRUE(report.answer.is_null());
        continue;
      }
      EXPECT_EQ(report.status, Status::kSolved) << method << " n = " << n;
      EXPECT_EQ(count_in(report.answer, "count"), expected) << method << " n = " << n;
      EXPECT_EQ(report.answer.at("solutions").size(), expected) << method << " n = " << n;
      EXPECT_EQ(report.verified(), std::optional<bool>(true));
    }
  }
}

// d5 locked on 8 x 8: 8 completions (as `queens solve 8 --lock d5 --all` finds).
TEST(QueensPuzzle, LockedD5HasEightCompletions) {
  for (const char* method : {"rows", "backtrack", "forward", "propagate", "sat"}) {
    if (!available(method)) continue;
    const Report report = run({{"lock", "d5"}}, method, all_solutions());
    EXPECT_EQ(report.status, Status::kSolved) << method;
    EXPECT_EQ(count_in(report.answer, "count"), 8u) << method;
    for (const nlohmann::json& solution : report.answer.at("solutions")) {
      expect_placement(solution, 8);
      EXPECT_EQ(solution.at(4), "d5") << method;
    }
  }
  const Report rows = run({{"lock", "d5"}}, "rows", all_solutions());
  EXPECT_EQ(rows.stats.nodes, std::optional<std::uint64_t>(2097152));  // 8^7 boards
  const Report first = run({{"lock", "d5"}}, "brute");
  EXPECT_EQ(first.status, Status::kSolved);
  EXPECT_EQ(first.answer.at("queens").at(4), "d5");
}

TEST(QueensPuzzle, SolutionsOptionTakesTheFirstK) {
  SolveOptions three;
  three.solutions = 3;
  for (const std::string& method : kSearchMethods) {
    if (!available(method)) continue;
    const Report report = run({}, method, three);
    EXPECT_EQ(report.status, Status::kSolved) << method;
    EXPECT_EQ(count_in(report.answer, "count"), 3u) << method;
    EXPECT_EQ(report.answer.at("solutions").size(), 3u) << method;
  }
}

TEST(QueensPuzzle, AttackingLocksHaveNoSolution) {
  for (const std::string& method : kSearchMethods) {
    if (!available(method)) continue;
    const Report report = run({{"lock", "d5,g8"}}, method);
    EXPECT_EQ(report.status, Status::kNoSolution) << method;
    EXPECT_NE(report.note.find("d5 and g8 share a diagonal"), std::string::npos) << method;
    EXPECT_TRUE(report.answer.is_null());
  }
}

TEST(QueensPuzzle, LargeBoards) {
  const Report construct = run({{"size", "1000"}}, "construct");
  EXPECT_EQ(construct.status, Status::kSolved);
  expect_placement(construct.answer.at("queens"), 1000);
  EXPECT_EQ(construct.verified(), std::optional<bool>(true));
  EXPECT_EQ(construct.drawing, "");  // too large to draw
  const Report local = run({{"size", "1000"}}, "min-conflicts");
  EXPECT_EQ(local.status, Status::kSolved);
  expect_placement(local.answer.at("queens"), 1000);
  EXPECT_TRUE(local.stats.nodes.has_value());
  EXPECT_TRUE(local.stats.failures.has_value());
  const Report huge = run({{"size", "200000"}}, "construct");
  EXPECT_EQ(huge.status, Status::kSolved);
  EXPECT_EQ(huge.verified(), std::optional<bool>(true));
  EXPECT_EQ(huge.answer.at("first_queens").size(), 16u);
  EXPECT_EQ(huge.answer.at("first_queens").at(0).get<std::string>().find(','), 1u);
  for (const char* method : {"construct", "min-conflicts"}) {
    EXPECT_EQ(run({{"size", "3"}}, method).status, Status::kNoSolution) << method;
  }
}

TEST(QueensPuzzle, LimitsStopEveryMethod) {
  SolveOptions nodes;
  nodes.limits.nodes = 10;
  for (const char* method : {"brute", "rows", "backtrack", "forward", "propagate"}) {
    const Report report = run({{"size", "12"}}, method, nodes);
    EXPECT_EQ(report.status, Status::kStopped) << method;
    EXPECT_EQ(report.stats.nodes, std::optional<std::uint64_t>(10)) << method;
    EXPECT_NE(report.note.find("node limit"), std::string::npos) << method;
  }
  nodes.limits.nodes = 1000;
  for (const char* method : {"count-backtrack", "count-join"}) {
    const Report report = run({{"size", "14"}}, method, nodes);
    EXPECT_EQ(report.status, Status::kStopped) << method;
    EXPECT_TRUE(report.answer.is_null()) << method;
  }
  nodes.limits.nodes = 1;
  EXPECT_EQ(run({{"size", "100000"}}, "min-conflicts", nodes).status, Status::kStopped);
  // All but one placed by the enumeration: the last solution is never reached.
  SolveOptions every = all_solutions();
  every.limits.nodes = 91;
  if (available("sat")) {
    EXPECT_EQ(run({}, "sat", every).status, Status::kStopped);
  }
  SolveOptions no_time;
  no_time.limits.seconds = 0;
  for (const char* method : {"construct", "min-conflicts", "count-join", "sat"}) {
    if (!available(method)) continue;
    EXPECT_EQ(run({{"size", "12"}}, method, no_time).status, Status::kStopped) << method;
  }
}

TEST(QueensPuzzle, CanonicalFormIsSortedAndRoundTrips) {
  EXPECT_EQ(instance({{"lock", "d5,a1"}})->canonical(), "size=8 lock=a1,d5");
  EXPECT_EQ(instance({{"size", "8"}, {"lock", "3,4"}})->canonical(), "size=8 lock=d5");
  EXPECT_EQ(instance({{"size", "30"}, {"lock", "3,4,0,0"}})->canonical(), "size=30 lock=0,0,3,4");
  for (const Params& params : std::vector<Params>{{},
                                                  {{"lock", "H8,c2"}},
                                                  {{"size", "30"}, {"lock", "29,29,1,2"}},
                                                  {{"size", "100000000"}}}) {
    const std::string text = instance(params)->canonical();
    EXPECT_EQ(instance(puzzle_support::split_params(text))->canonical(), text);
  }
  const std::string drawing = queens_puzzle().draw(*instance({{"lock", "d5"}}), {});
  EXPECT_NE(drawing.find("locked: d5"), std::string::npos);
  EXPECT_NE(drawing.find(" 5 . . . L"), std::string::npos);
}

TEST(QueensPuzzle, BadInputNamesTheParameter) {
  const auto expect_error = [](const Params& params, const std::string& method,
                               const std::string& start) {
    try {
      run(params, method);
      ADD_FAILURE() << "no error for " << start;
    } catch (const InputError& error) {
      EXPECT_EQ(std::string(error.what()).rfind(start, 0), 0u) << error.what();
    }
  };
  expect_error({{"size", "0"}}, "backtrack", "size: ");
  expect_error({{"size", "eight"}}, "backtrack", "size: ");
  expect_error({{"size", "100000001"}}, "construct", "size: ");
  expect_error({{"size", "-3"}}, "construct", "size: ");
  expect_error({{"lock", "z9"}}, "backtrack", "lock: ");
  expect_error({{"lock", "d5,d5"}}, "backtrack", "lock: ");
  expect_error({{"size", "40"}, {"lock", "1,1"}}, "backtrack", "lock: ");
  expect_error({{"lock", "d5"}}, "count-join", "lock: ");
  expect_error({{"lock", "d5"}}, "construct", "lock: ");
  expect_error({{"size", "3"}}, "count-join", "size: ");
  expect_error({{"size", "28"}}, "count-backtrack", "size: ");
  expect_error({{"size", "40"}}, "backtrack", "size: ");
  expect_error({{"n", "8"}}, "backtrack",
               "n: ");  // an old name is the command line's, not the puzzle's
  expect_error({}, "dlx", "--method: ");
}

TEST(QueensPuzzle, TracesTheSearch) {
  std::vector<std::string> lines;
  trace::TraceWriter writer([&](std::string_view line) { lines.emplace_back(line); });
  SolveOptions options;
  options.trace = &writer;
  const Report report = run({{"size", "6"}}, "backtrack", options);
  EXPECT_EQ(report.status, Status::kSolved);
  EXPECT_GT(lines.size(), 10u);
  EXPECT_NE(lines.back().find("\"end\""), std::string::npos);
}

}  // namespace
}  // namespace puzzlelab

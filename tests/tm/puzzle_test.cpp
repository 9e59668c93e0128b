// Turing machines through the puzzle interface: the registry, both methods, the report's fields,
// acceptance and rejection, limits, parameters and the model.
#include <gtest/gtest.h>

#include <sstream>

#include "../support/parse_error.hpp"
#include "backends/sat/cadical_solver.hpp"
#include "core/error.hpp"
#include "core/limits.hpp"
#include "puzzles/tm/builtin_machine.hpp"
#include "registry/registry.hpp"
#include "test_machines.hpp"

namespace puzzlelab {
namespace {

const Puzzle& tm_puzzle() {
  return puzzle_named("tm");
}

std::unique_ptr<Instance> instance(const Params& params) {
  return tm_puzzle().parse(params);
}

Report run(const Instance& instance, const std::string& method, SearchLimits limits = {},
           std::uint64_t memory_bytes = SearchLimits{}.memory_bytes) {
  SolveOptions options;
  options.limits = limits;
  options.limits.memory_bytes = memory_bytes;
  return run_method(tm_puzzle(), instance, method, options);
}

std::vector<std::string> methods_here() {
  std::vector<std::string> names;
  for (const MethodInfo& info : tm_puzzle().methods())
    if (info.available()) names.push_back(info.name);
  return names;
}

void expect_accepted(const Report& report, int at_most, const std::string& last_state) {
  ASSERT_EQ(report.status, Status::kSolved) << report.method << ": " << report.note;
  EXPECT_EQ(report.answer["accepted"], true);
  const int steps = report.answer["steps"];
  EXPECT_LE(steps, at_most) << report.method;
  const nlohmann::json& run = report.answer["run"];
  ASSERT_EQ(run.size(), static_cast<std::size_t>(steps) + 1) << report.method;
  EXPECT_EQ(run[0]["step"], 0);
  EXPECT_TRUE(run[0]["transition"].is_null());
  EXPECT_EQ(run.back()["state"], last_state) << report.method;
  EXPECT_TRUE(run.back()["transition"].is_string());
  EXPECT_EQ(report.verified(), std::optional<bool>(true)) << report.method;
  EXPECT_FALSE(report.drawing.empty());
}

void expect_rejected(const Report& report) {
  EXPECT_EQ(report.status, Status::kNoSolution) << report.method << ": " << report.note;
  EXPECT_TRUE(report.answer.is_null());
  EXPECT_FALSE(report.verified().has_value());
  EXPECT_FALSE(report.note.empty());
}

TEST(TmPuzzle, Registered) {
  const Puzzle& puzzle = tm_puzzle();
  EXPECT_EQ(puzzle.name(), "tm");
  std::vector<std::string> params;
  for (const ParamSpec& spec : puzzle.params()) params.push_back(spec.name);
  EXPECT_EQ(params, (std::vector<std::string>{"file", "input", "steps"}));
  EXPECT_TRUE(puzzle.params()[0].positional);
  std::vector<std::string> names;
  for (const MethodInfo& info : puzzle.methods()) names.push_back(info.name);
  EXPECT_EQ(names, (std::vector<std::string>{"sat", "bfs"}));
  EXPECT_EQ(puzzle.default_method(*puzzle.parse({})), sat::cadical_available() ? "sat" : "bfs");
}

TEST(TmPuzzle, BuiltInMachineIsTheCompositeExample) {
  const turing::Machine built_in = turing::parse_machine(turing::composite_text(), "composite");
  const turing::Machine file = turing::testing::example("composite.tm");
  EXPECT_EQ(built_in.states, file.states);
  EXPECT_EQ(built_in.symbols, file.symbols);
  EXPECT_EQ(built_in.start, file.start);
  EXPECT_EQ(built_in.accepting, file.accepting);
  ASSERT_EQ(built_in.transitions.size(), file.transitions.size());
  for (std::size_t k = 0; k < file.transitions.size(); ++k)
    EXPECT_EQ(built_in.describe(built_in.transitions[k]), file.describe(file.transitions[k]));
}

// 4 = 2 * 2: the shortest accepting run takes 17 steps (examples/tm/composite.tm).
TEST(TmPuzzle, EveryMethodOnTheDefaultInstance) {
  const std::unique_ptr<Instance> composite = tm_puzzle().parse({});
  for (const MethodInfo& info : tm_puzzle().methods()) {
    const Report report = run(*composite, info.name);
    EXPECT_EQ(report.puzzle, "tm");
    EXPECT_EQ(report.instance, "file=composite input=1111 steps=20");
    if (!info.available()) {
      EXPECT_EQ(report.status, Status::kUnavailable);
      continue;
    }
    expect_accepted(report, 20, "accept");
    EXPECT_EQ(report.answer["run"][0]["tape"], (nlohmann::json{"1", "1", "1", "1", "_", "_"}));
  }
  const Report bfs = run(*composite, "bfs");
  EXPECT_EQ(bfs.answer["steps"], 17);  // breadth first: a shortest run
  ASSERT_TRUE(bfs.stats.nodes.has_value());
  EXPECT_GT(*bfs.stats.nodes, 0u);
  EXPECT_FALSE(bfs.backend.has_value());
  if (sat::cadical_available()) {
    const Report sat = run(*composite, "sat");
    ASSERT_TRUE(sat.backend.has_value());
    EXPECT_EQ(sat.backend->solver, "cadical");
    EXPECT_GT(sat.backend->clauses.value_or(0), 0u);
  }
}

TEST(TmPuzzle, APrimeIsRejected) {
  const std::unique_ptr<Instance> five = instance({{"input", "11111"}, {"steps", "40"}});
  for (const std::string& method : methods_here()) expect_rejected(run(*five, method));
}

TEST(TmPuzzle, PalindromesFromAFile) {
  const std::string file = turing::testing::example_path("palindrome.tm");
  // abba is accepted in exactly 15 steps: not within 14.
  const std::unique_ptr<Instance> abba =
      instance({{"file", file}, {"input", "abba"}, {"steps", "20"}});
  const std::unique_ptr<Instance> short_bound =
      instance({{"file", file}, {"input", "abba"}, {"steps", "14"}});
  const std::unique_ptr<Instance> abab =
      instance({{"file", file}, {"input", "abab"}, {"steps", "20"}});
  for (const std::string& method : methods_here()) {
    const Report accepted = run(*abba, method);
    expect_accepted(accepted, 20, "accept");
    EXPECT_EQ(accepted.answer["steps"], 15) << method;
    expect_rejected(run(*short_bound, method));
    expect_rejected(run(*abab, method));
  }
  // A file's default word is the empty word, which this machine accepts in one step.
  const Report empty = run(*instance({{"file", file}}), "bfs");
  expect_accepted(empty, 1, "accept");
}

// Every word 1^n up to n = 7 within 35 steps: accepted exactly for 4 and 6, by both methods.
TEST(TmPuzzle, SatAndBfsAgree) {
  for (int n = 0; n <= 7; ++n) {
    const std::unique_ptr<Instance> word =
        instance({{"input", std::string(static_cast<std::size_t>(n), '1')}, {"steps", "35"}});
    const Report bfs = run(*word, "bfs");
    EXPECT_EQ(bfs.status, n == 4 || n == 6 ? Status::kSolved : Status::kNoSolution) << n;
    if (!sat::cadical_available()) continue;
    const Report sat = run(*word, "sat");
    EXPECT_EQ(sat.status, bfs.status) << n;
    if (has_answer(sat.status)) {
      EXPECT_EQ(sat.verified(), std::optional<bool>(true));
      EXPECT_LE(bfs.answer["steps"], sat.answer["steps"]) << n;
    }
  }
}

void expect_stopped(const Report& report, const std::string& note) {
  EXPECT_EQ(report.status, Status::kStopped) << report.method << ": " << report.note;
  EXPECT_TRUE(report.answer.is_null());
  EXPECT_FALSE(report.verified().has_value());
  EXPECT_NE(report.note.find(note), std::string::npos) << report.note;
}

TEST(TmPuzzle, LimitsStopBothMethods) {
  const std::unique_ptr<Instance> six = instance({{"input", "111111"}, {"steps", "40"}});
  for (const std::string& method : methods_here())
    expect_stopped(run(*six, method, {.seconds = 1e-9}), "time limit");
  expect_stopped(run(*six, "bfs", {.nodes = 3}), "limit of 3 configurations");
  // A bound of a million steps: each configuration holds a million squares.
  const std::unique_ptr<Instance> long_bound =
      instance({{"input", "1111111"}, {"steps", "1000000"}});
  expect_stopped(run(*long_bound, "bfs", {}, 1 << 20), "memory limit");
  // Its 169 configurations take the search some tenths of a second (with the reached set of
  // search/flat_key_set.hpp once under half a second): a twentieth must stop it, and promptly.
  const Stopwatch clock;
  expect_stopped(run(*long_bound, "bfs", {.seconds = 0.05}), "");
  EXPECT_LT(clock.seconds(), 5);
}

TEST(TmPuzzle, ParametersAndCanonicalForm) {
  const Puzzle& puzzle = tm_puzzle();
  const std::string file = turing::testing::example_path("palindrome.tm");
  const std::unique_ptr<Instance> commas =
      instance({{"steps", "9"}, {"input", "a,b,b,a"}, {"file", file}});
  EXPECT_EQ(commas->canonical(), "file=" + file + " input=abba steps=9");
  const std::unique_ptr<Instance> empty = instance({{"file", file}, {"steps", "0"}});
  EXPECT_EQ(empty->canonical(), "file=" + file + " input= steps=0");
  const std::unique_ptr<Instance> default_instance = puzzle.parse({});
  for (const Instance* given : {commas.get(), empty.get(), default_instance.get()}) {
    EXPECT_EQ(puzzle.parse(puzzle_support::split_params(given->canonical()))->canonical(),
              given->canonical());
  }
  EXPECT_NE(puzzle.draw(*default_instance, {}).find("9 states"), std::string::npos);
}

void expect_input_error(const Params& params, const std::string& starts_with) {
  expect_parse_error(tm_puzzle(), params, starts_with);
}

TEST(TmPuzzle, BadParametersAreInputErrors) {
  expect_input_error({{"steps", "-1"}}, "steps: expected 0..1000000");
  expect_input_error({{"steps", "1000001"}}, "steps:");
  expect_input_error({{"steps", "ten"}}, "steps:");
  expect_input_error({{"steps", "10x"}}, "steps:");
  expect_input_error({{"input", "1121"}}, "input: symbol '2' at position 3");
  expect_input_error({{"file", "/nowhere/m.tm"}}, "file: /nowhere/m.tm: cannot open the file");
  expect_input_error({{"file", "a b.tm"}}, "file:");
  expect_input_error({{"tape", "1"}}, "tape:");
  EXPECT_THROW(run(*tm_puzzle().parse({}), "dfs"), InputError);
}

TEST(TmPuzzle, TheFormulaAsDimacs) {
  ASSERT_EQ(tm_puzzle().models().size(), 1u);
  EXPECT_EQ(tm_puzzle().models()[0].name, "formula");
  const std::unique_ptr<Instance> composite = tm_puzzle().parse({});
  std::ostringstream out;
  tm_puzzle().write_model(*composite, "formula", ModelFormat::kDimacs, out);
  const std::string text = out.str();
  EXPECT_NE(text.find("c S[s,t] square s scanned"), std::string::npos);
  if (sat::cadical_available()) {
    // The file holds the formula the sat method solves.
    const Report sat = run(*composite, "sat");
    const std::string header = "p cnf " + std::to_string(sat.backend->variables.value_or(0)) + " " +
                               std::to_string(sat.backend->clauses.value_or(0)) + "\n";
    EXPECT_NE(text.find(header), std::string::npos) << header;
  }
  std::ostringstream ignored;
  EXPECT_THROW(tm_puzzle().write_model(*composite, "formula", ModelFormat::kLp, ignored),
               InputError);
  EXPECT_THROW(tm_puzzle().write_model(*composite, "plan", ModelFormat::kDimacs, ignored),
               InputError);
}

}  // namespace
}  // namespace puzzlelab

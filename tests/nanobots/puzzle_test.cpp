// Nanobots through the puzzle interface: the registry, every method, the report's fields, the
// known answers, limits, parameters and models.
#include <gtest/gtest.h>

#include <sstream>

#include "../support/parse_error.hpp"
#include "backends/milp/cbc_solver.hpp"
#include "backends/smt/z3_available.hpp"
#include "core/error.hpp"
#include "puzzles/nanobots/example.hpp"
#include "puzzles/nanobots/parse.hpp"
#include "registry/registry.hpp"

namespace puzzlelab {
namespace {

const Puzzle& nanobots_puzzle() {
  return puzzle_named("nanobots");
}

std::string data(const std::string& name) {
  return std::string(PUZZLELAB_SOURCE_DIR) + "/tests/nanobots/data/" + name;
}

std::unique_ptr<Instance> instance(const std::string& file) {
  return nanobots_puzzle().parse({{"file", file}});
}

Report run(const Instance& instance, const std::string& method, SearchLimits limits = {}) {
  SolveOptions options;
  options.limits = limits;
  return run_method(nanobots_puzzle(), instance, method, options);
}

bool available(const std::string& method) {
  for (const MethodInfo& info : nanobots_puzzle().methods())
    if (info.name == method) return info.available();
  return false;
}

void expect_answer(const Report& report, int part1, nlohmann::json point, long long distance,
                   int bots) {
  ASSERT_TRUE(has_answer(report.status)) << report.method << ": " << report.note;
  EXPECT_EQ(report.answer["part1"]["in_range"], part1) << report.method;
  EXPECT_EQ(report.answer["part2"]["point"], point) << report.method;
  EXPECT_EQ(report.answer["part2"]["distance"], distance) << report.method;
  EXPECT_EQ(report.answer["part2"]["bots_in_range"], bots) << report.method;
  EXPECT_EQ(report.verified(), std::optional<bool>(true)) << report.method;
}

TEST(NanobotsPuzzle, Registered) {
  const Puzzle& puzzle = nanobots_puzzle();
  EXPECT_EQ(puzzle.name(), "nanobots");
  const std::vector<ParamSpec> params = puzzle.params();
  ASSERT_EQ(params.size(), 1u);
  EXPECT_EQ(params[0].name, "file");
  EXPECT_TRUE(params[0].positional);
  EXPECT_EQ(params[0].default_value, "example");
  std::vector<std::string> names;
  for (const MethodInfo& info : puzzle.methods()) names.push_back(info.name);
  EXPECT_EQ(names, (std::vector<std::string>{"bnb", "milp", "smt", "brute"}));
  EXPECT_EQ(puzzle.default_method(*puzzle.parse({})), "bnb");
}

TEST(NanobotsPuzzle, BuiltInExampleIsThePuzzleStatementsPart2Example) {
  const nanobots::Swarm built_in = nanobots::parse_swarm(nanobots::example_text(), "example");
  const nanobots::Swarm file = nanobots::load_swarm(data("example-part2.txt"));
  ASSERT_EQ(built_in.size(), file.size());
  for (std::size_t i = 0; i < file.size(); ++i) {
    EXPECT_EQ(built_in[i].pos, file[i].pos);
    EXPECT_EQ(built_in[i].r, file[i].r);
  }
}

// The statement's part-2 example: 12,12,12 is in range of 5 bots, at distance 36; part 1 on it
// counts 6 bots in range of bot 4 (r = 200).
TEST(NanobotsPuzzle, EveryMethodOnTheDefaultInstance) {
  const std::unique_ptr<Instance> example = nanobots_puzzle().parse({});
  for (const MethodInfo& info : nanobots_puzzle().methods()) {
    if (info.name == "brute") continue;  // 64 million points: refused, below
    const Report report = run(*example, info.name);
    EXPECT_EQ(report.puzzle, "nanobots");
    EXPECT_EQ(report.instance, "file=example");
    EXPECT_EQ(report.method, info.name);
    if (!info.available()) {
      EXPECT_EQ(report.status, Status::kUnavailable);
      continue;
    }
    EXPECT_EQ(report.status, Status::kOptimal) << info.name << ": " << report.note;
    expect_answer(report, 6, {12, 12, 12}, 36, 5);
    EXPECT_EQ(report.answer["part1"]["strongest"], 4);
    EXPECT_FALSE(report.summary.empty());
    EXPECT_NE(report.drawing.find("Part 2: 36 (point 12,12,12"), std::string::npos);
  }
}

TEST(NanobotsPuzzle, FiguresEachMethodHas) {
  const std::unique_ptr<Instance> example = nanobots_puzzle().parse({});
  const Report bnb = run(*example, "bnb");
  ASSERT_TRUE(bnb.stats.nodes.has_value());
  EXPECT_GT(*bnb.stats.nodes, 0u);
  EXPECT_TRUE(bnb.stats.pruned.has_value());
  EXPECT_FALSE(bnb.stats.dead_hits.has_value());
  EXPECT_FALSE(bnb.backend.has_value());
  if (available("milp")) {
    const Report milp = run(*example, "milp");
    ASSERT_TRUE(milp.backend.has_value());
    EXPECT_EQ(milp.backend->solver, "cbc");
    EXPECT_GT(milp.backend->rows.value_or(0), 0u);
    EXPECT_FALSE(milp.stats.nodes.has_value());
  }
  if (available("smt")) {
    const Report smt = run(*example, "smt");
    ASSERT_TRUE(smt.backend.has_value());
    EXPECT_EQ(smt.backend->solver, "z3");
  }
}

TEST(NanobotsPuzzle, BruteAgreesWithBnbOnThePart1Example) {
  const std::unique_ptr<Instance> part1 = instance(data("example-part1.txt"));
  const Report brute = run(*part1, "brute");
  const Report bnb = run(*part1, "bnb");
  EXPECT_EQ(brute.status, Status::kOptimal);
  EXPECT_EQ(bnb.status, Status::kOptimal);
  EXPECT_EQ(brute.answer, bnb.answer);
  // Part 1 of the statement: 7 bots in range of the first bot (r = 4).
  EXPECT_EQ(bnb.answer["part1"]["in_range"], 7);
  EXPECT_EQ(bnb.answer["part1"]["strongest"], 0);
  EXPECT_EQ(brute.verified(), std::optional<bool>(true));
}

TEST(NanobotsPuzzle, BruteRefusesAHugeBoundingBox) {
  EXPECT_THROW(run(*nanobots_puzzle().parse({}), "brute"), InputError);
}

struct RealInput {
  const char* file;
  int part1;
  long long part2;
};

constexpr RealInput kRealInputs[] = {
    {"input-alexchao26.txt", 573, 107279292},
    {"input-bblum.txt", 691, 126529978},
    {"input-dop.txt", 780, 110841112},
    {"input-msjogren.txt", 297, 126233088},
};

TEST(NanobotsPuzzle, RealInputsByBnb) {
  for (const RealInput& input : kRealInputs) {
    const Report report = run(*instance(data(input.file)), "bnb");
    ASSERT_EQ(report.status, Status::kOptimal) << input.file;
    EXPECT_EQ(report.answer["part1"]["in_range"], input.part1) << input.file;
    EXPECT_EQ(report.answer["part2"]["distance"], input.part2) << input.file;
    EXPECT_EQ(report.verified(), std::optional<bool>(true)) << input.file;
  }
}

void expect_stopped(const Report& report) {
  EXPECT_EQ(report.status, Status::kStopped) << report.method;
  EXPECT_TRUE(report.answer.is_null()) << report.method;
  EXPECT_FALSE(report.verified().has_value()) << report.method;
  EXPECT_FALSE(report.note.empty()) << report.method;
}

TEST(NanobotsPuzzle, LimitsStopEveryMethod) {
  const std::unique_ptr<Instance> dop = instance(data("input-dop.txt"));
  const Report by_nodes = run(*dop, "bnb", {.nodes = 5});
  expect_stopped(by_nodes);
  EXPECT_NE(by_nodes.note.find("node limit of 5 boxes"), std::string::npos) << by_nodes.note;
  expect_stopped(run(*dop, "bnb", {.seconds = 1e-9}));
  const Report brute = run(*instance(data("example-part1.txt")), "brute", {.nodes = 100});
  expect_stopped(brute);
  EXPECT_EQ(brute.stats.nodes, std::optional<std::uint64_t>(100));
  if (available("milp")) expect_stopped(run(*dop, "milp", {.seconds = 0.05}));
  if (available("smt")) {
    expect_stopped(run(*dop, "smt", {.seconds = 0.2}));
    expect_stopped(run(*dop, "smt", {.nodes = 10}));  // Z3's conflicts
  }
}

TEST(NanobotsPuzzle, ParametersAndCanonicalForm) {
  const Puzzle& puzzle = nanobots_puzzle();
  EXPECT_EQ(puzzle.parse({})->canonical(), "file=example");
  const std::unique_ptr<Instance> file = instance(data("example-part1.txt"));
  EXPECT_EQ(file->canonical(), "file=" + data("example-part1.txt"));
  EXPECT_EQ(puzzle.parse(puzzle_support::split_params(file->canonical()))->canonical(),
            file->canonical());
  EXPECT_NE(puzzle.draw(*file, {}).find("9 nanobots"), std::string::npos);
}

void expect_input_error(const Params& params, const std::string& starts_with) {
  expect_parse_error(nanobots_puzzle(), params, starts_with);
}

TEST(NanobotsPuzzle, BadParametersAreInputErrors) {
  expect_input_error({{"file", "/nowhere/at/all.txt"}}, "file: /nowhere/at/all.txt");
  expect_input_error({{"file", "a b.txt"}}, "file:");
  expect_input_error({{"file", ""}}, "file:");
  expect_input_error({{"bots", "3"}}, "bots:");
  expect_input_error({{"file", "example"}, {"file", "example"}}, "file:");
  EXPECT_THROW(run(*nanobots_puzzle().parse({}), "simplex"), InputError);
}

std::string model_text(const std::string& model, ModelFormat format) {
  std::ostringstream out;
  nanobots_puzzle().write_model(*nanobots_puzzle().parse({}), model, format, out);
  return out.str();
}

TEST(NanobotsPuzzle, Models) {
  std::vector<std::string> names;
  for (const ModelInfo& model : nanobots_puzzle().models()) names.push_back(model.name);
  std::vector<std::string> expected = {"stage1", "stage2"};
  if (smt::z3_available()) expected.push_back("smt");
  EXPECT_EQ(names, expected);

  EXPECT_NE(model_text("stage1", ModelFormat::kLp).find("bot_0_ppp"), std::string::npos);
  EXPECT_NE(model_text("stage1", ModelFormat::kMps).find("ROWS"), std::string::npos);
  // Stage 2 fixes the count bnb finds (5 on the example) and minimises the distance.
  const std::string stage2 = model_text("stage2", ModelFormat::kLp);
  EXPECT_NE(stage2.find("stage 2"), std::string::npos);
  EXPECT_NE(stage2.find("(5, found by branch and bound)"), std::string::npos);
  EXPECT_NE(stage2.find("abs_x"), std::string::npos);
  EXPECT_NE(model_text("stage2", ModelFormat::kMps).find("ROWS"), std::string::npos);
  if (smt::z3_available()) {
    EXPECT_NE(model_text("smt", ModelFormat::kSmt2).find("(maximize count)"), std::string::npos);
  }
  EXPECT_THROW(model_text("stage1", ModelFormat::kDimacs), InputError);
  EXPECT_THROW(model_text("smt", ModelFormat::kLp), InputError);
  EXPECT_THROW(model_text("plan", ModelFormat::kLp), InputError);
}

}  // namespace
}  // namespace puzzlelab

// Every puzzle in the registry keeps the interface's promises: unique names, a default instance
// whose canonical form parses back to itself, methods that run on it within their limits and
// report only what they have, and bad parameters refused as input errors.
#include "registry/registry.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <string>

#include "core/error.hpp"

namespace puzzlelab {
namespace {

TEST(Registry, NamesAreUniqueAndFound) {
  std::set<std::string> names;
  for (const auto& puzzle : puzzles()) {
    EXPECT_TRUE(names.insert(puzzle->name()).second) << puzzle->name();
    EXPECT_EQ(find_puzzle(puzzle->name()), puzzle.get());
    EXPECT_FALSE(puzzle->title().empty());
    EXPECT_FALSE(puzzle->summary().empty());
  }
  EXPECT_EQ(find_puzzle("chess"), nullptr);
}

// The registry holds the puzzles of its one list (registry/puzzle_list.hpp), in that order.
TEST(Registry, HoldsItsListInOrder) {
  const std::vector<std::string> listed = {
#define PUZZLELAB_PUZZLE(name) #name,
#include "registry/puzzle_list.hpp"
#undef PUZZLELAB_PUZZLE
  };
  ASSERT_EQ(puzzles().size(), listed.size());
  for (std::size_t i = 0; i < listed.size(); ++i) EXPECT_EQ(puzzles()[i]->name(), listed[i]);
}

TEST(Registry, MethodsAndParamsAreDistinct) {
  for (const auto& puzzle : puzzles()) {
    std::set<std::string> methods, params;
    for (const MethodInfo& method : puzzle->methods())
      EXPECT_TRUE(methods.insert(method.name).second) << puzzle->name() << " " << method.name;
    EXPECT_FALSE(methods.empty()) << puzzle->name();
    int positional = 0;
    for (const ParamSpec& spec : puzzle->params()) {
      EXPECT_TRUE(params.insert(spec.name).second) << puzzle->name() << " " << spec.name;
      positional += spec.positional;
    }
    EXPECT_LE(positional, 1) << puzzle->name();
    const auto instance = puzzle->parse({});
    EXPECT_EQ(methods.count(puzzle->default_method(*instance)), 1u) << puzzle->name();
  }
}

TEST(Registry, CanonicalFormReproducesTheInstance) {
  for (const auto& puzzle : puzzles()) {
    const std::string canonical = puzzle->parse({})->canonical();
    const auto again = puzzle->parse(puzzle_support::split_params(canonical));
    EXPECT_EQ(again->canonical(), canonical) << puzzle->name();
  }
}

TEST(Registry, UnknownParametersAndMethodsAreInputErrors) {
  for (const auto& puzzle : puzzles()) {
    EXPECT_THROW(puzzle->parse({{"no-such-parameter", "1"}}), InputError) << puzzle->name();
    const auto instance = puzzle->parse({});
    EXPECT_THROW(run_method(*puzzle, *instance, "no-such-method", {}), InputError)
        << puzzle->name();
  }
}

// Every method on the default instance, as the default comparison runs it (10 s each): an honest
// report. Minutes (the English board counted in full), so the sanitizer run skips it.
TEST(RegistrySlow, DefaultInstanceReportsAreHonest) {
  for (const auto& puzzle : puzzles()) {
    const auto instance = puzzle->parse({});
    bool answered = false, unanswerable = false;
    for (const MethodInfo& method : puzzle->methods()) {
      SolveOptions options;
      options.limits.seconds = 10;
      Report report;
      try {
        report = run_method(*puzzle, *instance, method.name, options);
      } catch (const InputError&) {
        continue;  // the method does not take this instance (compare lists it as skipped)
      }
      SCOPED_TRACE(puzzle->name() + " " + method.name);
      EXPECT_EQ(report.puzzle, puzzle->name());
      EXPECT_EQ(report.method, method.name);
      EXPECT_EQ(report.instance, instance->canonical());
      if (!method.available()) {
        EXPECT_EQ(report.status, Status::kUnavailable);
      }
      if (has_answer(report.status)) {
        EXPECT_TRUE(report.answer.is_object());
        if (report.answer.contains("moves")) {
          EXPECT_EQ(report.verified(), true);
        }
      } else {
        EXPECT_FALSE(report.verified().has_value());
      }
      answered |= has_answer(report.status);
      unanswerable |= report.status == Status::kNoSolution;
      const bool declarative =
          method.family == MethodFamily::kSat || method.family == MethodFamily::kSmt ||
          method.family == MethodFamily::kMilp || method.family == MethodFamily::kNetwork;
      if (report.backend) {
        EXPECT_TRUE(declarative);
      }
    }
    EXPECT_FALSE(answered && unanswerable) << puzzle->name() << ": methods disagree";
  }
}

TEST(Registry, TinyTimeLimitStopsOrAnswers) {
  for (const auto& puzzle : puzzles()) {
    const auto instance = puzzle->parse({});
    for (const MethodInfo& method : puzzle->methods()) {
      SolveOptions options;
      options.limits.seconds = 1e-9;
      options.limits.nodes = 1;
      try {
        const Report report = run_method(*puzzle, *instance, method.name, options);
        EXPECT_LT(report.seconds, 20.0) << puzzle->name() << " " << method.name;
      } catch (const InputError&) {
      }
    }
  }
}

// Every puzzle that writes plan files (`solve --plan-out`) writes them for its own PDDL model
// (`export --format pddl`): the plan of its default instance's answer, read back through that
// model by decode (each step held to the model's actions, the moves replayed through the rules),
// gives the answer back. (The pddl puzzle's plans are checked by its validator: puzzle_test.)
TEST(Registry, PlanFilesDecodeThroughThePuzzlesOwnPddlModel) {
  int checked = 0;
  for (const auto& puzzle : puzzles()) {
    if (!puzzle->writes_plan_files() || puzzle->name() == "pddl") continue;
    const auto instance = puzzle->parse({});
    const Report report =
        run_method(*puzzle, *instance, puzzle->default_method(*instance), SolveOptions{});
    ASSERT_EQ(report.verified(), std::optional<bool>(true)) << puzzle->name();
    const std::optional<std::string> plan = puzzle->plan_file(*instance, report);
    ASSERT_TRUE(plan.has_value()) << puzzle->name();
    EXPECT_NE(plan->find("; cost = "), std::string::npos) << *plan;
    const Report decoded = read_model_answer(*puzzle, *instance, "pddl", *plan, "plan");
    EXPECT_EQ(decoded.verified(), std::optional<bool>(true)) << puzzle->name();
    EXPECT_EQ(decoded.answer, report.answer) << puzzle->name() << "\n" << *plan;
    ++checked;
  }
  EXPECT_GE(checked, 4);  // hanoi, peg, river, tiles
}

}  // namespace
}  // namespace puzzlelab

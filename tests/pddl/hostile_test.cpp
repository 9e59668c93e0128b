// Hostile input ends with a clear error or at a limit, quickly: never a stack overflow, never
// unbounded memory.
#include <gtest/gtest.h>

#include <chrono>

#include "core/work_budget.hpp"
#include "pddl_test_support.hpp"

namespace puzzlelab::pddl {
namespace {

// Well under the time the tests may take, far over what a clean refusal needs.
constexpr double kQuickSeconds = 5.0;

template <class Run>
double seconds_of(Run&& run) {
  const auto start = std::chrono::steady_clock::now();
  run();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

TEST(PddlHostile, DeepNestingIsAnErrorNotAStackOverflow) {
  const std::string text = "(define (domain x) (:predicates (p))\n" + std::string(100000, '(');
  std::string message;
  const double seconds =
      seconds_of([&] { message = test::input_error([&] { parse_domain(text, "deep.pddl"); }); });
  EXPECT_EQ(message,
            "deep.pddl:2:1000: parentheses nested deeper than 1000 levels at "
            "'((((((((((((((((((((((((((((((((((((((((...'");
  EXPECT_LT(seconds, kQuickSeconds);
}

std::string parameters(int count) {
  std::string text;
  for (int i = 1; i <= count; ++i) text += " ?a" + std::to_string(i);
  return text;
}

std::string objects(int count) {
  std::string text;
  for (int i = 0; i < count; ++i) text += " o" + std::to_string(i);
  return text;
}

// An action of 20 parameters that nothing constrains: 10^20 bindings over ten objects.
TEST(PddlHostile, TwentyParametersStopAtTheTimeLimit) {
  const std::string domain = "(define (domain wide) (:predicates (p))\n(:action big :parameters (" +
                             parameters(20) + ") :precondition (and) :effect (p)))";
  const std::string problem =
      "(define (problem w) (:domain wide) (:objects" + objects(10) + ") (:goal (p)))";
  SearchLimits limits;
  limits.seconds = 0.5;
  std::string message;
  const double seconds = seconds_of([&] {
    try {
      test::load_text(domain, problem, limits);
    } catch (const LimitReached& stop) {
      message = stop.what();
    }
  });
  EXPECT_TRUE(message.starts_with("time limit of 0.5 s reached while grounding")) << message;
  EXPECT_LT(seconds, kQuickSeconds);
}

TEST(PddlHostile, TwentyParametersStopAtTheMemoryLimit) {
  const std::string domain =
      "(define (domain wide) (:predicates (p ?x))\n(:action big :parameters (" + parameters(20) +
      ") :precondition (and) :effect (p ?a1)))";
  const std::string problem =
      "(define (problem w) (:domain wide) (:objects" + objects(10) + ") (:goal (p o1)))";
  SearchLimits limits;
  limits.memory_bytes = 8 << 20;
  std::string message;
  try {
    test::load_text(domain, problem, limits);
  } catch (const LimitReached& stop) {
    message = stop.what();
  }
  EXPECT_TRUE(message.starts_with("memory limit 8.0 MiB reached: grounding holds")) << message;
}

// A million objects parse; an action over two of them stops at the limit. About 4 s in Release
// here, most of it reading the file: a Slow suite, which the sanitizer stage skips.
TEST(SlowPddlHostile, AMillionObjects) {
  const std::string domain =
      "(define (domain many) (:predicates (linked ?x ?y))\n"
      "(:action link :parameters (?x ?y) :precondition (and) :effect (linked ?x ?y)))";
  const std::string problem = "(define (problem m) (:domain many) (:objects" + objects(1000000) +
                              ") (:goal (linked o1 o2)))";
  SearchLimits limits;
  limits.seconds = 1.0;
  limits.memory_bytes = 64 << 20;
  std::string message;
  const double seconds = seconds_of([&] {
    try {
      test::load_text(domain, problem, limits);
    } catch (const LimitReached& stop) {
      message = stop.what();
    }
  });
  EXPECT_FALSE(message.empty());
  EXPECT_LT(seconds, 2 * kQuickSeconds);
}

}  // namespace
}  // namespace puzzlelab::pddl

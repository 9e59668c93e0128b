#include "puzzles/tm/simulate.hpp"

#include <gtest/gtest.h>

#include <string>

#include "test_machines.hpp"

namespace puzzlelab::turing {
namespace {

std::vector<std::string> words_up_to(const std::string& letters, std::size_t length) {
  std::vector<std::string> words = {""};
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (words[i].size() == length) continue;
    for (char c : letters) words.push_back(words[i] + c);
  }
  return words;
}

bool composite(int n) {
  for (int p = 2; p * p <= n; ++p) {
    if (n % p == 0) return true;
  }
  return false;
}

// The least T within which the machine accepts, or -1 when it does not within `bound`.
int least_steps(const Machine& m, const std::vector<int>& input, int bound) {
  const ExploreResult r = explore_breadth_first(m, input, bound);
  EXPECT_NE(r.status, RunStatus::kStopped);
  if (r.status != RunStatus::kAccepted) return -1;
  EXPECT_EQ(check_computation(m, input, bound, r.computation), "");
  return static_cast<int>(r.computation.transitions.size());
}

TEST(TuringReference, PalindromesAreAccepted) {
  const Machine m = testing::example("palindrome.tm");
  for (const std::string& w : words_up_to("ab", 6)) {
    const bool palindrome = std::string(w.rbegin(), w.rend()) == w;
    const int t = least_steps(m, parse_input_word(m, w), 60);
    EXPECT_EQ(t >= 0, palindrome) << w;
  }
  // The step counts promised in the example's comment.
  EXPECT_EQ(least_steps(m, parse_input_word(m, "abba"), 60), 15);
  EXPECT_EQ(least_steps(m, parse_input_word(m, "abaaba"), 60), 28);
}

TEST(TuringReference, CompositeGuessesAFactor) {
  const Machine m = testing::example("composite.tm");
  for (int n = 0; n <= 12; ++n) {
    const int t = least_steps(m, std::vector<int>(n, 1), 200);
    EXPECT_EQ(t >= 0, composite(n)) << n;
  }
  EXPECT_GE(least_steps(m, std::vector<int>(9, 1), 200), 0);   // 9 = 3 * 3 is composite
  EXPECT_EQ(least_steps(m, std::vector<int>(7, 1), 200), -1);  // 7 is prime
  // The step counts promised in the example's comment.
  EXPECT_EQ(least_steps(m, std::vector<int>(4, 1), 200), 17);
  EXPECT_EQ(least_steps(m, std::vector<int>(6, 1), 200), 31);
  EXPECT_EQ(least_steps(m, std::vector<int>(9, 1), 200), 82);
}

TEST(TuringReference, ThirdFromEnd) {
  const Machine m = testing::example("third_from_end.tm");
  for (const std::string& w : words_up_to("ab", 6)) {
    const bool member = w.size() >= 3 && w[w.size() - 3] == 'a';
    const int t = least_steps(m, parse_input_word(m, w), 12);
    EXPECT_EQ(t >= 0, member) << w;
    if (member) {
      EXPECT_EQ(t, static_cast<int>(w.size()) + 1) << w;
    }
  }
}

TEST(TuringReference, StartInAcceptingStateAcceptsAtStepZero) {
  const Machine m = parse_machine("states a\nalphabet _\nstart a\naccept a\n", "m.tm");
  EXPECT_EQ(least_steps(m, {}, 0), 0);
}

TEST(TuringReference, NodeLimitStops) {
  const Machine m = testing::example("composite.tm");
  SearchLimits limits;
  limits.nodes = 5;
  EXPECT_EQ(explore_breadth_first(m, std::vector<int>(9, 1), 100, limits).status,
            RunStatus::kStopped);
}

TEST(TuringChecker, RejectsEveryKindOfTampering) {
  const Machine m = testing::example("palindrome.tm");
  const std::vector<int> w = parse_input_word(m, "abba");
  const ExploreResult r = explore_breadth_first(m, w, 20);
  ASSERT_EQ(r.status, RunStatus::kAccepted);
  const Computation good = r.computation;
  ASSERT_EQ(check_computation(m, w, 20, good), "");

  Computation c = good;
  c.configurations[5].tape[2] = (c.configurations[5].tape[2] + 1) % 3;  // out of nowhere
  EXPECT_NE(check_computation(m, w, 20, c), "");
  c = good;
  c.configurations[3].head += 1;
  EXPECT_NE(check_computation(m, w, 20, c), "");
  c = good;
  c.transitions[4] = (c.transitions[4] + 1) % static_cast<int>(m.transitions.size());
  EXPECT_NE(check_computation(m, w, 20, c), "");
  c = good;
  c.configurations.pop_back();
  c.transitions.pop_back();
  EXPECT_EQ(check_computation(m, w, 20, c), "the last configuration does not accept");
  c = good;
  c.configurations[0].tape[0] = 2;
  EXPECT_EQ(check_computation(m, w, 20, c), "C_0 is not the initial configuration");
  EXPECT_NE(check_computation(m, w, 14, good), "");  // 15 steps do not fit in 14
  EXPECT_NE(check_computation(m, parse_input_word(m, "abab"), 20, good), "");
  // After acceptance the configuration may only repeat.
  c = good;
  c.configurations.push_back(c.configurations.back());
  c.transitions.push_back(-1);
  EXPECT_EQ(check_computation(m, w, 20, c), "");
  c.configurations.back().head += 1;
  EXPECT_EQ(check_computation(m, w, 20, c), "step 15: an accepted configuration changed");
}

}  // namespace
}  // namespace puzzlelab::turing

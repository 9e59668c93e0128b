#include "puzzles/tm/encode_sat.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "backends/sat/cadical_solver.hpp"
#include "puzzles/tm/accept.hpp"
#include "test_machines.hpp"

namespace puzzlelab::turing {
namespace {

using sat::AtMostOneEncoding;

constexpr AtMostOneEncoding kEncodings[] = {
    AtMostOneEncoding::kPairwise, AtMostOneEncoding::kSequential, AtMostOneEncoding::kCommander,
    AtMostOneEncoding::kAuto};

std::vector<std::string> examples() {
  return {"palindrome.tm", "composite.tm", "third_from_end.tm"};
}

TEST(TuringEncode, PredictedSizeIsExact) {
  std::mt19937 rng(7);
  std::vector<Machine> machines;
  for (const std::string& name : examples()) machines.push_back(testing::example(name));
  for (int i = 0; i < 10; ++i) {
    machines.push_back(
        parse_machine(testing::random_machine_text(rng, 1 + i % 3, 1 + i % 4, 2), "r"));
  }
  for (const Machine& m : machines) {
    for (AtMostOneEncoding e : kEncodings) {
      for (int T : {0, 1, 2, 3, 7, 12}) {
        const int x = std::min(1, m.symbol_count() - 1);
        const TuringEncoding enc(m, {x, x}, T, e);
        const FormulaSize predicted = predict_size(m, T, e);
        EXPECT_EQ(enc.size().clauses, predicted.clauses) << m.source << " T=" << T;
        EXPECT_EQ(enc.size().variables, predicted.variables) << m.source << " T=" << T;
        EXPECT_EQ(enc.size().groups, predicted.groups) << m.source << " T=" << T;
        EXPECT_EQ(static_cast<std::uint64_t>(enc.cnf().clause_count()), enc.size().clauses);
      }
    }
  }
}

TEST(TuringEncode, CommentsNameTheVariables) {
  const Machine m = testing::example("palindrome.tm");
  const TuringEncoding enc(m, parse_input_word(m, "ab"), 4);
  std::string all;
  for (const std::string& c : enc.cnf().comments) all += c + "\n";
  for (const char* needle : {"S[s,t]", "P[s,t,i]", "Q[t,q]", "X[t,k]", "input: a b", "0=_"}) {
    EXPECT_NE(all.find(needle), std::string::npos) << needle;
  }
  // Variable blocks do not overlap.
  EXPECT_LT(enc.scanned(enc.squares(), enc.steps()), enc.symbol(1, 0, 0));
  EXPECT_LT(enc.symbol(enc.squares(), enc.steps(), m.symbol_count() - 1), enc.state(0, 0));
}

// The Cook–Levin bound: with pairwise exactly-one the formula has O(T^3) clauses, and group B (one
// scanned square per step) is the only cubic group.
TEST(TuringEncode, PairwiseIsCubicSequentialIsQuadratic) {
  for (const std::string& name : examples()) {
    const Machine m = testing::example(name);
    const double c = cubic_bound_constant(m);
    for (int T = 1; T <= 200; ++T) {
      const double t3 = static_cast<double>(T) * T * T;
      EXPECT_LE(predict_size(m, T, AtMostOneEncoding::kPairwise).clauses, c * t3) << T;
    }
    const auto clauses = [&](int T, AtMostOneEncoding e) {
      return static_cast<double>(predict_size(m, T, e).clauses);
    };
    // Doubling T multiplies a cubic by about 8 and a quadratic by about 4.
    const double pairwise =
        clauses(4000, AtMostOneEncoding::kPairwise) / clauses(2000, AtMostOneEncoding::kPairwise);
    const double sequential = clauses(4000, AtMostOneEncoding::kSequential) /
                              clauses(2000, AtMostOneEncoding::kSequential);
    EXPECT_GT(pairwise, 7.0) << name;
    EXPECT_LT(pairwise, 8.1) << name;
    EXPECT_GT(sequential, 3.9) << name;
    EXPECT_LT(sequential, 4.1) << name;
    // Group B dominates: (T+1)^3 / 2 of the clauses for large T.
    const FormulaSize big = predict_size(m, 400, AtMostOneEncoding::kPairwise);
    EXPECT_GT(static_cast<double>(big.groups[0]) / big.clauses, 0.5) << name;
  }
}

TEST(TuringEncode, RefusesHugeFormulasBeforeBuilding) {
  const Machine m = testing::example("palindrome.tm");
  try {
    TuringEncoding enc(m, {}, 100000);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("more than the limit of 50000000 clauses"),
              std::string::npos)
        << e.what();
  }
  EXPECT_GT(predict_size(m, 600, AtMostOneEncoding::kPairwise).clauses, kMaxClauses);
  EXPECT_LT(predict_size(m, 600, AtMostOneEncoding::kSequential).clauses, kMaxClauses);
}

// SAT and breadth-first exploration must agree for every T; accepted models must decode into
// computations that replay through the machine, and the SAT computation can never be shorter
// than the BFS one (which is shortest).
void expect_agreement(const Machine& m, const std::vector<int>& w, int T, AtMostOneEncoding e,
                      const std::string& what) {
  const ExploreResult reference = explore_breadth_first(m, w, T);
  ASSERT_NE(reference.status, RunStatus::kStopped);
  const TuringEncoding enc(m, w, T, e);
  const sat::SatResult answer = sat::solve_with_cadical(enc.cnf());
  ASSERT_NE(answer.status, BackendStatus::kUnknown);
  const bool sat = answer.status == BackendStatus::kSatisfiable;
  ASSERT_EQ(sat, reference.status == RunStatus::kAccepted) << what << " T=" << T;
  if (!sat) return;
  const Computation full = enc.decode(answer);
  ASSERT_EQ(full.configurations.size(), static_cast<std::size_t>(T) + 1);
  EXPECT_EQ(check_computation(m, w, T, full), "") << what << " T=" << T;
  const Computation cut = until_acceptance(m, full);
  EXPECT_EQ(check_computation(m, w, T, cut), "") << what << " T=" << T;
  EXPECT_GE(cut.transitions.size(), reference.computation.transitions.size());
}

std::vector<std::vector<int>> words(int symbols, int max_length) {
  std::vector<std::vector<int>> all = {{}};
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (static_cast<int>(all[i].size()) == max_length) continue;
    for (int x = 1; x < symbols; ++x) {
      all.push_back(all[i]);
      all.back().push_back(x);
    }
  }
  return all;
}

TEST(TuringSatVsReference, Palindrome) {
  if (!sat::cadical_available()) GTEST_SKIP() << "built without CaDiCaL";
  const Machine m = testing::example("palindrome.tm");
  for (const std::vector<int>& w : words(3, 4)) {
    for (int T = 0; T <= 20; ++T) expect_agreement(m, w, T, AtMostOneEncoding::kPairwise, "pal");
  }
  const std::vector<int> abba = parse_input_word(m, "abba");
  for (int T = 12; T <= 20; ++T)
    expect_agreement(m, abba, T, AtMostOneEncoding::kSequential, "pal");
}

TEST(TuringSatVsReference, Composite) {
  if (!sat::cadical_available()) GTEST_SKIP() << "built without CaDiCaL";
  const Machine m = testing::example("composite.tm");
  for (int n = 0; n <= 6; ++n) {
    for (int T = 0; T <= 36; ++T) {
      expect_agreement(m, std::vector<int>(n, 1), T, AtMostOneEncoding::kPairwise,
                       "n=" + std::to_string(n));
    }
  }
  // 9 = 3 * 3 around its threshold, 7 (prime) at a bound far beyond what 9 needs.
  for (int T : {80, 81, 82, 83}) {
    expect_agreement(m, std::vector<int>(9, 1), T, AtMostOneEncoding::kAuto, "n=9");
  }
  expect_agreement(m, std::vector<int>(7, 1), 90, AtMostOneEncoding::kSequential, "n=7");
}

TEST(TuringSatVsReference, ThirdFromEnd) {
  if (!sat::cadical_available()) GTEST_SKIP() << "built without CaDiCaL";
  const Machine m = testing::example("third_from_end.tm");
  for (const std::vector<int>& w : words(3, 5)) {
    for (int T = 0; T <= 7; ++T) expect_agreement(m, w, T, AtMostOneEncoding::kCommander, "3rd");
  }
}

TEST(TuringSatVsReference, RandomMachines) {
  if (!sat::cadical_available()) GTEST_SKIP() << "built without CaDiCaL";
  std::mt19937 rng(2024);
  for (int i = 0; i < 150; ++i) {
    const int symbols = 2 + i % 2;
    const std::string text = testing::random_machine_text(rng, 1 + i % 3, symbols, 2);
    const Machine m = parse_machine(text, "random " + std::to_string(i));
    const std::vector<int> w = testing::random_word(rng, symbols, i % 4);
    for (int T = 0; T <= 6; ++T) {
      expect_agreement(m, w, T, kEncodings[i % 4], text);
      if (HasFatalFailure()) return;
    }
  }
}

TEST(TuringAccept, DriverCutsAtAcceptanceAndReportsSize) {
  if (!sat::cadical_available()) GTEST_SKIP() << "built without CaDiCaL";
  const Machine m = testing::example("palindrome.tm");
  const std::vector<int> w = parse_input_word(m, "aba");
  bool seen = false;
  const SatAcceptResult r = accept_with_sat(m, w, 30, AtMostOneEncoding::kPairwise, {},
                                            [&](const sat::Cnf&) { seen = true; });
  EXPECT_TRUE(seen);
  ASSERT_EQ(r.status, RunStatus::kAccepted);
  EXPECT_TRUE(m.accepting[r.computation.configurations.back().state]);
  EXPECT_EQ(r.computation.accepted_at(m), static_cast<int>(r.computation.transitions.size()));
  EXPECT_EQ(r.size.clauses, predict_size(m, 30, AtMostOneEncoding::kPairwise).clauses);
  EXPECT_EQ(accept_with_sat(m, parse_input_word(m, "ab"), 30).status, RunStatus::kRejected);
}

}  // namespace
}  // namespace puzzlelab::turing

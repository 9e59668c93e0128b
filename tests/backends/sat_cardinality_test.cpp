// Every encoding is checked against counting: for each assignment of the input literals, the
// encoding (with its auxiliaries free) must be satisfiable exactly when the count condition
// holds. CaDiCaL decides each case, with the assignment given as unit clauses.
#include "backends/sat/cardinality.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <functional>
#include <string>
#include <vector>

#include "backends/sat/cadical_solver.hpp"
#include "core/error.hpp"
#include "sat_test_support.hpp"

namespace puzzlelab::sat {
namespace {

constexpr int kMaxInputs = 7;

using AddConstraint = std::function<void(Cnf&, std::span<const Lit>, int k)>;
using Holds = std::function<bool(int true_count, int k)>;

// Inputs alternate polarity (x1, -x2, x3, ...) so that encodings are also tested on negative
// literals. k runs past both ends of 0..n to cover the edge cases.
void check_exhaustively(const AddConstraint& add, const Holds& holds) {
  for (int n = 0; n <= kMaxInputs; ++n) {
    for (int k = -2; k <= n + 1; ++k) {
      Cnf base;
      std::vector<Lit> inputs;
      for (int i = 0; i < n; ++i) {
        const int v = base.new_variable();
        inputs.push_back(i % 2 == 0 ? v : -v);
      }
      add(base, inputs, k);
      int wrong = 0;
      for (unsigned mask = 0; mask < (1u << n); ++mask) {
        Cnf fixed = base;
        for (int i = 0; i < n; ++i) fixed.add_clause({(mask >> i) & 1u ? inputs[i] : -inputs[i]});
        const bool sat = solve_with_cadical(fixed).status == BackendStatus::kSatisfiable;
        const bool expected = holds(std::popcount(mask), k);
        if (sat != expected) {
          ADD_FAILURE() << "n=" << n << " k=" << k << " true inputs=" << std::popcount(mask)
                        << " mask=" << mask << ": solver says " << sat;
          ++wrong;
        }
      }
      ASSERT_EQ(wrong, 0) << "n=" << n << " k=" << k;
    }
  }
}

const AtMostOneEncoding kAllAmo[] = {AtMostOneEncoding::kAuto, AtMostOneEncoding::kPairwise,
                                     AtMostOneEncoding::kSequential, AtMostOneEncoding::kCommander};
const CardinalityEncoding kAllCardinality[] = {CardinalityEncoding::kSequentialCounter,
                                               CardinalityEncoding::kTotalizer};

std::string name(CardinalityEncoding e) {
  return e == CardinalityEncoding::kTotalizer ? "totalizer" : "sequential counter";
}

TEST(SatCardinality, AtLeastOneMatchesCounting) {
  PUZZLELAB_REQUIRE_CADICAL();
  check_exhaustively([](Cnf& cnf, std::span<const Lit> x, int) { add_at_least_one(cnf, x); },
                     [](int count, int) { return count >= 1; });
}

TEST(SatCardinality, AtMostOneMatchesCountingForEveryEncoding) {
  PUZZLELAB_REQUIRE_CADICAL();
  for (AtMostOneEncoding encoding : kAllAmo) {
    SCOPED_TRACE(to_string(encoding));
    check_exhaustively(
        [&](Cnf& cnf, std::span<const Lit> x, int) { add_at_most_one(cnf, x, encoding); },
        [](int count, int) { return count <= 1; });
  }
}

TEST(SatCardinality, ExactlyOneMatchesCountingForEveryEncoding) {
  PUZZLELAB_REQUIRE_CADICAL();
  for (AtMostOneEncoding encoding : kAllAmo) {
    SCOPED_TRACE(to_string(encoding));
    check_exhaustively(
        [&](Cnf& cnf, std::span<const Lit> x, int) { add_exactly_one(cnf, x, encoding); },
        [](int count, int) { return count == 1; });
  }
}

TEST(SatCardinality, AtMostKMatchesCountingForEveryEncoding) {
  PUZZLELAB_REQUIRE_CADICAL();
  for (CardinalityEncoding encoding : kAllCardinality) {
    SCOPED_TRACE(name(encoding));
    check_exhaustively(
        [&](Cnf& cnf, std::span<const Lit> x, int k) { add_at_most_k(cnf, x, k, encoding); },
        [](int count, int k) { return count <= k; });
  }
}

TEST(SatCardinality, AtLeastKMatchesCountingForEveryEncoding) {
  PUZZLELAB_REQUIRE_CADICAL();
  for (CardinalityEncoding encoding : kAllCardinality) {
    SCOPED_TRACE(name(encoding));
    check_exhaustively(
        [&](Cnf& cnf, std::span<const Lit> x, int k) { add_at_least_k(cnf, x, k, encoding); },
        [](int count, int k) { return count >= k; });
  }
}

TEST(SatCardinality, ExactlyKMatchesCountingForEveryEncoding) {
  PUZZLELAB_REQUIRE_CADICAL();
  for (CardinalityEncoding encoding : kAllCardinality) {
    SCOPED_TRACE(name(encoding));
    check_exhaustively(
        [&](Cnf& cnf, std::span<const Lit> x, int k) { add_exactly_k(cnf, x, k, encoding); },
        [](int count, int k) { return count == k; });
  }
}

// Sizes the header promises, and the point where kAuto switches from pairwise to Sinz.
TEST(SatCardinality, AtMostOneSizes) {
  for (int n : {2, 5, 6, 7, 20}) {
    SCOPED_TRACE(n);
    Cnf pairwise;
    std::vector<Lit> x(n);
    for (Lit& v : x) v = pairwise.new_variable();
    Cnf sequential = pairwise;
    Cnf automatic = pairwise;
    add_at_most_one(pairwise, x, AtMostOneEncoding::kPairwise);
    EXPECT_EQ(pairwise.variable_count(), n);
    EXPECT_EQ(pairwise.clause_count(), static_cast<std::size_t>(n * (n - 1) / 2));
    add_at_most_one(sequential, x, AtMostOneEncoding::kSequential);
    EXPECT_EQ(sequential.variable_count(), n + n - 1);
    EXPECT_EQ(sequential.clause_count(), static_cast<std::size_t>(3 * n - 4));
    add_at_most_one(automatic, x);
    EXPECT_EQ(automatic.flat_clauses(),
              n <= 6 ? pairwise.flat_clauses() : sequential.flat_clauses());
  }
}

TEST(SatCardinality, CommanderIsSmallerThanPairwiseOnManyLiterals) {
  Cnf pairwise;
  std::vector<Lit> x(30);
  for (Lit& v : x) v = pairwise.new_variable();
  Cnf commander = pairwise;
  add_at_most_one(pairwise, x, AtMostOneEncoding::kPairwise);
  add_at_most_one(commander, x, AtMostOneEncoding::kCommander);
  EXPECT_GT(commander.variable_count(), 30);
  EXPECT_LT(commander.clause_count(), pairwise.clause_count() / 2);
}

TEST(SatCardinality, EdgeCasesOfK) {
  Cnf cnf;
  const std::vector<Lit> x{cnf.new_variable(), cnf.new_variable()};
  add_at_most_k(cnf, x, 2);
  add_at_most_k(cnf, x, 100);
  add_at_least_k(cnf, x, 0);
  add_at_least_k(cnf, x, -5);
  EXPECT_EQ(cnf.clause_count(), 0u);
  add_at_most_k(cnf, x, -1);
  EXPECT_EQ(cnf.flat_clauses(), (std::vector<Lit>{0}));  // the empty clause
  add_at_most_one(cnf, std::span<const Lit>{});
  add_at_most_k(cnf, std::span<const Lit>{}, 0, CardinalityEncoding::kTotalizer);
  EXPECT_EQ(cnf.clause_count(), 1u);
}

// Duplicates have no defined meaning, but every encoding must still build a formula.
TEST(SatCardinality, DuplicateLiteralsDoNotCrash) {
  for (AtMostOneEncoding encoding : kAllAmo) {
    Cnf cnf;
    const int a = cnf.new_variable();
    const int b = cnf.new_variable();
    const std::vector<Lit> x{a, a, -b, a, b, b, a, -a};
    add_exactly_one(cnf, x, encoding);
    EXPECT_GT(cnf.clause_count(), 0u);
  }
  for (CardinalityEncoding encoding : kAllCardinality) {
    Cnf cnf;
    const int a = cnf.new_variable();
    const std::vector<Lit> x{a, a, a, -a, a};
    for (int k = -1; k <= 6; ++k) add_exactly_k(cnf, x, k, encoding);
    EXPECT_GT(cnf.clause_count(), 0u);
  }
}

TEST(SatCardinality, ParseAtMostOneEncodingRoundTrips) {
  for (AtMostOneEncoding encoding : kAllAmo) {
    EXPECT_EQ(parse_at_most_one_encoding(to_string(encoding)), encoding);
  }
  EXPECT_EQ(to_string(AtMostOneEncoding::kCommander), "commander");
}

TEST(SatCardinality, ParseAtMostOneEncodingListsValidNames) {
  try {
    parse_at_most_one_encoding("ladder");
    FAIL() << "no InputError";
  } catch (const InputError& error) {
    const std::string message = error.what();
    for (const char* expected : {"'ladder'", "auto", "pairwise", "sequential", "commander"}) {
      EXPECT_NE(message.find(expected), std::string::npos) << message;
    }
  }
  EXPECT_THROW(parse_at_most_one_encoding("Pairwise"), InputError);
  EXPECT_THROW(parse_at_most_one_encoding(""), InputError);
}

}  // namespace
}  // namespace puzzlelab::sat

// The three warm-up checks of Greg Bacon's notebook "What I Learned About Theoretical CS", run
// through the SMT layer: a contradiction is unsatisfiable, De Morgan's laws have no counterexample,
// and a 3x3 linear system over the reals has the model the notebook printed.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "backends/smt/z3_available.hpp"

#if PUZZLELAB_WITH_Z3
#include "backends/smt/z3_session.hpp"
#endif

namespace puzzlelab::smt {
namespace {

#if PUZZLELAB_WITH_Z3

// A rational model value as numerator / denominator.
struct Fraction {
  std::int64_t num = 0;
  std::int64_t den = 1;
  bool operator==(const Fraction&) const = default;
};

Fraction value_of(const z3::model& model, const z3::expr& variable) {
  const z3::expr value = model.eval(variable, true);
  EXPECT_TRUE(value.is_numeral()) << value;
  return {value.numerator().get_numeral_int64(), value.denominator().get_numeral_int64()};
}

TEST(SmtNotebookChecks, ContradictionIsUnsatisfiable) {
  if (!z3_available()) GTEST_SKIP() << "built without Z3";
  Z3Session session;
  const z3::expr a = session.bool_var("a");
  session.add(a);
  session.add(!a);
  EXPECT_EQ(session.check(), BackendStatus::kUnsatisfiable);
  EXPECT_EQ(session.stats().variables, 1u);
  EXPECT_EQ(session.stats().constraints, 2u);
}

TEST(SmtNotebookChecks, DeMorgansLawsHaveNoCounterexample) {
  if (!z3_available()) GTEST_SKIP() << "built without Z3";
  Z3Session session;
  const z3::expr p = session.bool_var("p");
  const z3::expr q = session.bool_var("q");
  const z3::expr law1 = (p && q) == !(!p || !q);
  const z3::expr law2 = (p || q) == !(!p && !q);
  session.add(!law1 || !law2);  // a counterexample to either law
  EXPECT_EQ(session.check(), BackendStatus::kUnsatisfiable);

  // The check has teeth: a wrong "law" does have a counterexample.
  Z3Session wrong;
  const z3::expr r = wrong.bool_var("r");
  const z3::expr s = wrong.bool_var("s");
  wrong.add(!((r && s) == !(r || s)));
  EXPECT_EQ(wrong.check(), BackendStatus::kSatisfiable);
}

TEST(SmtNotebookChecks, LinearSystemHasTheKnownSolution) {
  if (!z3_available()) GTEST_SKIP() << "built without Z3";
  Z3Session session;
  z3::context& c = session.context();
  const z3::expr x = session.real_var("x");
  const z3::expr y = session.real_var("y");
  const z3::expr z = session.real_var("z");
  session.add(3 * x + 2 * y - z == 1);
  session.add(2 * x - 2 * y - (-4) * z == -2);  // as the notebook writes it: 2x - 2y + 4z = -2
  session.add(-x + y / c.real_val(2) - z == 0);
  ASSERT_EQ(session.check(), BackendStatus::kSatisfiable);

  const z3::model model = session.model();
  const Fraction fx = value_of(model, x), fy = value_of(model, y), fz = value_of(model, z);
  EXPECT_EQ(fx, (Fraction{1, 1}));
  EXPECT_EQ(fy, (Fraction{-2, 1}));
  EXPECT_EQ(fz, (Fraction{-2, 1}));

  // Substitution, in exact integer arithmetic (the values are integers).
  ASSERT_EQ(fx.den * fy.den * fz.den, 1);
  EXPECT_EQ(3 * fx.num + 2 * fy.num - fz.num, 1);
  EXPECT_EQ(2 * fx.num - 2 * fy.num + 4 * fz.num, -2);
  EXPECT_EQ(-2 * fx.num + fy.num - 2 * fz.num, 0);  // twice -x + y/2 - z = 0

  // The system is regular: asking for another solution is unsatisfiable.
  session.add(x != 1 || y != -2 || z != -2);
  EXPECT_EQ(session.check(), BackendStatus::kUnsatisfiable);
}

TEST(SmtNotebookChecks, SessionReportsStatsAndSmt2) {
  if (!z3_available()) GTEST_SKIP() << "built without Z3";
  Z3Session session("QF_BV");
  const z3::expr b = session.bv_var("board_0", 15);
  session.add(b != 0 && (b & (b - 1)) == 0);  // exactly one bit set
  EXPECT_EQ(session.check(), BackendStatus::kSatisfiable);
  EXPECT_GE(session.stats().solve_seconds, 0.0);
  const std::string smt2 = session.to_smt2();
  EXPECT_NE(smt2.find("(declare-fun board_0 () (_ BitVec 15))"), std::string::npos) << smt2;
  EXPECT_NE(smt2.find("(assert"), std::string::npos) << smt2;
  EXPECT_NE(smt2.find("(check-sat)"), std::string::npos) << smt2;
}

TEST(SmtNotebookChecks, ConflictLimitStopsTheSolver) {
  if (!z3_available()) GTEST_SKIP() << "built without Z3";
  // The pigeonhole principle for 9 pigeons in 8 holes: hard for resolution, so a limit of one
  // conflict stops it before the proof.
  Z3Session session;
  constexpr int kHoles = 8;
  std::vector<std::vector<z3::expr>> in;
  for (int p = 0; p <= kHoles; ++p) {
    in.emplace_back();
    z3::expr_vector somewhere(session.context());
    for (int h = 0; h < kHoles; ++h) {
      std::string name = "in_";  // appended, not concatenated: GCC 12 warns on "p" + string
      name += std::to_string(p);
      name += '_';
      name += std::to_string(h);
      in[p].push_back(session.bool_var(name));
      somewhere.push_back(in[p][h]);
    }
    session.add(z3::mk_or(somewhere));
  }
  for (int h = 0; h < kHoles; ++h) {
    for (int p = 0; p <= kHoles; ++p) {
      for (int q = p + 1; q <= kHoles; ++q) session.add(!in[p][h] || !in[q][h]);
    }
  }
  BackendLimits limits;
  limits.conflicts = 1;
  EXPECT_EQ(session.check(limits), BackendStatus::kUnknown) << session.reason_unknown();
  EXPECT_LE(session.stats().conflicts, 10u);
}

#else

TEST(SmtNotebookChecks, BuiltWithoutZ3) {
  EXPECT_FALSE(z3_available());
}

#endif

}  // namespace
}  // namespace puzzlelab::smt

#include "backends/sat/cardinality.hpp"

#include <algorithm>
#include <cstddef>
#include <vector>

#include "core/error.hpp"

namespace puzzlelab::sat {
namespace {

// Below this size pairwise is both smaller and propagates as well as any auxiliary encoding:
// 6 literals give 15 binary clauses against Sinz's 14 clauses plus 5 new variables.
constexpr std::size_t kPairwiseMaxAuto = 6;
// Klieber and Kwon found groups of 3 to give the fewest clauses.
constexpr std::size_t kCommanderGroupSize = 3;

void add_pairwise_amo(Cnf& cnf, std::span<const Lit> x) {
  for (std::size_t i = 0; i < x.size(); ++i) {
    for (std::size_t j = i + 1; j < x.size(); ++j) cnf.add_clause({-x[i], -x[j]});
  }
}

// Sinz 2005, "Towards an optimal CNF encoding of Boolean cardinality constraints", LT_SEQ with
// k = 1: s_i means "some x_1..x_i is true"; 3n-4 clauses and n-1 auxiliaries.
void add_sequential_amo(Cnf& cnf, std::span<const Lit> x) {
  const std::size_t n = x.size();
  if (n <= 1) return;
  const int s = cnf.new_variables(static_cast<int>(n - 1));  // s_i is variable s + i
  cnf.add_clause({-x[0], s});
  for (std::size_t i = 1; i + 1 < n; ++i) {
    const int prev = s + static_cast<int>(i) - 1;
    const int cur = prev + 1;
    cnf.add_clause({-x[i], cur});
    cnf.add_clause({-prev, cur});
    cnf.add_clause({-x[i], -prev});
  }
  cnf.add_clause({-x[n - 1], -(s + static_cast<int>(n) - 2)});
}

// Klieber and Kwon 2007, "Efficient CNF encoding for selecting 1 from N objects": split into
// groups, at most one per group (pairwise), a commander per group that is true exactly when
// its group holds the true literal, then at most one commander, recursively.
void add_commander_amo(Cnf& cnf, std::span<const Lit> x) {
  if (x.size() <= kCommanderGroupSize + 1) {  // one more level would not save clauses
    add_pairwise_amo(cnf, x);
    return;
  }
  std::vector<Lit> commanders;
  for (std::size_t begin = 0; begin < x.size(); begin += kCommanderGroupSize) {
    const auto group = x.subspan(begin, std::min(kCommanderGroupSize, x.size() - begin));
    add_pairwise_amo(cnf, group);
    const int c = cnf.new_variable();
    std::vector<Lit> c_implies_group{-c};  // c -> some member, so c is not free to be true
    for (Lit member : group) {
      cnf.add_clause({-member, c});
      c_implies_group.push_back(member);
    }
    cnf.add_clause(c_implies_group);
    commanders.push_back(c);
  }
  add_commander_amo(cnf, commanders);
}

std::vector<Lit> negated(std::span<const Lit> literals) {
  std::vector<Lit> result(literals.begin(), literals.end());
  for (Lit& literal : result) literal = -literal;
  return result;
}

// Sinz 2005, LT_SEQ: s(i, j) means "at least j of x_1..x_i are true" (only the upward direction
// is encoded, which is all an upper bound needs). Requires 1 <= k < n.
void add_sequential_counter_at_most(Cnf& cnf, std::span<const Lit> x, int k) {
  const int n = static_cast<int>(x.size());
  const int base = cnf.new_variables((n - 1) * k);
  const auto s = [&](int i, int j) { return base + (i - 1) * k + (j - 1); };  // 1-based i, j
  cnf.add_clause({-x[0], s(1, 1)});
  for (int j = 2; j <= k; ++j) cnf.add_clause({-s(1, j)});
  for (int i = 2; i < n; ++i) {
    const Lit xi = x[i - 1];
    cnf.add_clause({-xi, s(i, 1)});
    cnf.add_clause({-s(i - 1, 1), s(i, 1)});
    for (int j = 2; j <= k; ++j) {
      cnf.add_clause({-xi, -s(i - 1, j - 1), s(i, j)});
      cnf.add_clause({-s(i - 1, j), s(i, j)});
    }
    cnf.add_clause({-xi, -s(i - 1, k)});
  }
  cnf.add_clause({-x[n - 1], -s(n - 1, k)});
}

// Bailleux and Boufkhad 2003, "Efficient CNF encoding of Boolean cardinality constraints": a
// binary tree whose node outputs count the true leaves below it in unary. Returns the outputs
// o_1..o_m of the subtree over x, with o_j forced true when at least j leaves are true; counts
// are cut at `cap` = k + 1 since an upper bound k only needs to see "more than k".
std::vector<Lit> totalizer_outputs(Cnf& cnf, std::span<const Lit> x, int cap) {
  if (x.size() == 1) return {x[0]};
  const std::size_t half = x.size() / 2;
  const std::vector<Lit> a = totalizer_outputs(cnf, x.first(half), cap);
  const std::vector<Lit> b = totalizer_outputs(cnf, x.subspan(half), cap);
  const int p = static_cast<int>(a.size());
  const int q = static_cast<int>(b.size());
  const int m = std::min(p + q, cap);
  const int first = cnf.new_variables(m);
  // a_i and b_j imply r_{i+j}; i = 0 or j = 0 stands for "true" and drops out of the clause.
  // Sums above m are not needed: whenever i + j > m holds, some smaller pair sums to m.
  for (int i = 0; i <= p; ++i) {
    for (int j = 0; j <= q && i + j <= m; ++j) {
      if (i + j == 0) continue;
      std::vector<Lit> clause;
      if (i > 0) clause.push_back(-a[i - 1]);
      if (j > 0) clause.push_back(-b[j - 1]);
      clause.push_back(first + i + j - 1);
      cnf.add_clause(clause);
    }
  }
  std::vector<Lit> outputs(m);
  for (int j = 0; j < m; ++j) outputs[j] = first + j;
  return outputs;
}

}  // namespace

AtMostOneEncoding parse_at_most_one_encoding(const std::string& name) {
  for (auto encoding : {AtMostOneEncoding::kAuto, AtMostOneEncoding::kPairwise,
                        AtMostOneEncoding::kSequential, AtMostOneEncoding::kCommander}) {
    if (name == to_string(encoding)) return encoding;
  }
  throw InputError("unknown at-most-one encoding '" + name +
                   "' (valid: auto, pairwise, sequential, commander)");
}

std::string to_string(AtMostOneEncoding encoding) {
  switch (encoding) {
    case AtMostOneEncoding::kAuto:
      return "auto";
    case AtMostOneEncoding::kPairwise:
      return "pairwise";
    case AtMostOneEncoding::kSequential:
      return "sequential";
    case AtMostOneEncoding::kCommander:
      return "commander";
  }
  internal_error("to_string: unknown AtMostOneEncoding");
}

void add_at_least_one(Cnf& cnf, std::span<const Lit> literals) {
  cnf.add_clause(literals);
}

void add_at_most_one(Cnf& cnf, std::span<const Lit> literals, AtMostOneEncoding encoding) {
  if (encoding == AtMostOneEncoding::kAuto) {
    encoding = literals.size() <= kPairwiseMaxAuto ? AtMostOneEncoding::kPairwise
                                                   : AtMostOneEncoding::kSequential;
  }
  switch (encoding) {
    case AtMostOneEncoding::kPairwise:
      return add_pairwise_amo(cnf, literals);
    case AtMostOneEncoding::kSequential:
      return add_sequential_amo(cnf, literals);
    case AtMostOneEncoding::kCommander:
      return add_commander_amo(cnf, literals);
    case AtMostOneEncoding::kAuto:
      break;
  }
  internal_error("add_at_most_one: unknown encoding");
}

void add_exactly_one(Cnf& cnf, std::span<const Lit> literals, AtMostOneEncoding encoding) {
  add_at_least_one(cnf, literals);
  add_at_most_one(cnf, literals, encoding);
}

void add_at_most_k(Cnf& cnf, std::span<const Lit> literals, int k, CardinalityEncoding encoding) {
  const int n = static_cast<int>(literals.size());
  if (k < 0) {
    cnf.add_clause(std::span<const Lit>{});
    return;
  }
  if (k >= n) return;
  if (k == 0) {  // both encodings would only spell out "every literal is false"
    for (Lit literal : literals) cnf.add_clause({-literal});
    return;
  }
  switch (encoding) {
    case CardinalityEncoding::kSequentialCounter:
      return add_sequential_counter_at_most(cnf, literals, k);
    case CardinalityEncoding::kTotalizer: {
      const std::vector<Lit> count = totalizer_outputs(cnf, literals, k + 1);
      cnf.add_clause({-count[k]});  // not "at least k + 1"
      return;
    }
  }
  internal_error("add_at_most_k: unknown encoding");
}

// At least k of x is at most n - k of the negations; k > n maps onto the unsatisfiable n - k < 0.
void add_at_least_k(Cnf& cnf, std::span<const Lit> literals, int k, CardinalityEncoding encoding) {
  if (k <= 0) return;  // also keeps n - k from overflowing
  const std::vector<Lit> complement = negated(literals);
  add_at_most_k(cnf, complement, static_cast<int>(literals.size()) - k, encoding);
}

void add_exactly_k(Cnf& cnf, std::span<const Lit> literals, int k, CardinalityEncoding encoding) {
  add_at_most_k(cnf, literals, k, encoding);
  add_at_least_k(cnf, literals, k, encoding);
}

}  // namespace puzzlelab::sat

// The Cook-Levin formula A(w): satisfiable iff the machine accepts w within T steps.
//
// Times t = 0..T (configurations C_0..C_T), squares s = 1..N with N = T + 1 (machine.hpp: all a
// T-step run can reach). Variables, as in Cook's proof:
//   S[s,t]    square s is scanned at time t
//   P[s,t,i]  square s holds symbol i at time t
//   Q[t,q]    the machine is in state q at time t
//   X[t,k]    transition k is taken from C_t to C_{t+1} (only transitions leaving non-accepting
//             states; a choice variable, so that "some applicable transition" is one clause)
// Clause groups, named after the groups B..I of Greg Bacon's notebook:
//   B  exactly one scanned square per time            (T+1) * EO(N)        O(T^3) pairwise
//   C  exactly one symbol per square per time         (T+1) * N * EO(|S|)  O(T^2)
//   D  exactly one state per time                     (T+1) * EO(|Q|)      O(T)
//   E  C_0: start state, head on square 1, w then blanks                   O(T)
//   F  tape: unscanned squares keep their symbol (frame), X writes its symbol, an accepted
//      configuration keeps its scanned symbol                              O(T^2)
//   G  state: a non-accepting state scanning symbol i takes some X applicable to it; X implies
//      its state and read symbol at t and its next state at t+1; accepting states stay  O(T^2)
//   H  head: X moves the head (left of square 1 stays on 1; right of square N is forbidden);
//      an accepted configuration keeps its head                           O(T^2)
//   I  some time is in an accepting state                                  O(T)
// where EO(n) is an exactly-one constraint: 1 + n(n-1)/2 clauses pairwise (the notebook's choice,
// which makes B, and so the whole formula, cubic in T), 1 + 3n - 4 with Sinz's sequential
// counter (n - 1 extra variables; the formula becomes O(T^2)).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "backends/sat/cardinality.hpp"
#include "backends/sat/cnf.hpp"
#include "backends/sat/sat_result.hpp"
#include "puzzles/tm/machine.hpp"
#include "puzzles/tm/simulate.hpp"

namespace puzzlelab::turing {

// Formulas above this many clauses are refused before they are built (InputError).
inline constexpr std::uint64_t kMaxClauses = 50'000'000;
// Variables are ints: keep well below 2^31.
inline constexpr std::uint64_t kMaxVariables = 1'000'000'000;

inline constexpr int kGroupCount = 8;
inline constexpr std::array<const char*, kGroupCount> kGroupNames = {"B", "C", "D", "E",
                                                                     "F", "G", "H", "I"};

struct FormulaSize {
  std::uint64_t variables = 0;
  std::uint64_t clauses = 0;
  std::array<std::uint64_t, kGroupCount> groups{};  // clauses of B..I
};

// The size of the formula, computed without building it (exact for every encoding; the tests
// hold the encoder to it).
FormulaSize predict_size(const Machine& machine, int steps, sat::AtMostOneEncoding encoding);

// The constant c of the notebook's O(T^3) bound for this machine: with pairwise exactly-one
// constraints the formula has at most c * T^3 clauses for every T >= 1 (derivation in
// docs/tm.md).
double cubic_bound_constant(const Machine& machine);

class TuringEncoding {
 public:
  // Builds A(w). Refuses (InputError) a formula that predict_size finds above kMaxClauses.
  TuringEncoding(const Machine& machine, const std::vector<int>& input, int steps,
                 sat::AtMostOneEncoding encoding = sat::AtMostOneEncoding::kPairwise);

  const sat::Cnf& cnf() const { return cnf_; }
  const FormulaSize& size() const { return size_; }
  int steps() const { return steps_; }
  int squares() const { return squares_; }

  // Variable numbers (s is 1-based, t in 0..T).
  int scanned(int s, int t) const { return s_base_ + t * squares_ + (s - 1); }
  int symbol(int s, int t, int i) const {
    return p_base_ + (t * squares_ + (s - 1)) * machine_.symbol_count() + i;
  }
  int state(int t, int q) const { return q_base_ + t * machine_.state_count() + q; }
  // Choice variable of transition k at step t, or 0 when k leaves an accepting state.
  int choice(int t, int k) const {
    return active_[k] < 0 ? 0 : x_base_ + t * active_count_ + active_[k];
  }

  // Reads C_0..C_T and the transitions out of a satisfying model. The result still has to pass
  // check_computation: the caller (and the tests) hold it to that.
  Computation decode(const sat::SatResult& model) const;

 private:
  void build(const std::vector<int>& input, sat::AtMostOneEncoding encoding);

  const Machine& machine_;
  int steps_;
  int squares_;
  std::vector<int> active_;  // transition -> index among those leaving non-accepting states
  int active_count_ = 0;
  int s_base_ = 0, p_base_ = 0, q_base_ = 0, x_base_ = 0;
  sat::Cnf cnf_;
  FormulaSize size_;
};

}  // namespace puzzlelab::turing

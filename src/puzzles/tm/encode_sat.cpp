#include "puzzles/tm/encode_sat.hpp"

#include <algorithm>
#include <functional>

namespace puzzlelab::turing {
namespace {

using sat::AtMostOneEncoding;
using U64 = std::uint64_t;

// Mirrors backends/sat/cardinality.cpp: below this size kAuto is pairwise.
constexpr U64 kPairwiseMaxAuto = 6;
constexpr U64 kCommanderGroupSize = 3;

struct Count {
  U64 clauses = 0;
  U64 variables = 0;
};

Count at_most_one_size(U64 n, AtMostOneEncoding encoding) {
  if (encoding == AtMostOneEncoding::kAuto) {
    encoding =
        n <= kPairwiseMaxAuto ? AtMostOneEncoding::kPairwise : AtMostOneEncoding::kSequential;
  }
  switch (encoding) {
    case AtMostOneEncoding::kSequential:
      if (n <= 1) return {};
      return {3 * n - 4, n - 1};
    case AtMostOneEncoding::kCommander: {
      if (n <= kCommanderGroupSize + 1) return {n * (n - 1) / 2, 0};
      Count count;
      U64 groups = 0;
      for (U64 begin = 0; begin < n; begin += kCommanderGroupSize) {
        const U64 g = std::min(kCommanderGroupSize, n - begin);
        count.clauses += g * (g - 1) / 2 + g + 1;
        ++groups;
      }
      const Count rest = at_most_one_size(groups, AtMostOneEncoding::kCommander);
      return {count.clauses + rest.clauses, groups + rest.variables};
    }
    case AtMostOneEncoding::kPairwise:
    case AtMostOneEncoding::kAuto:
      break;
  }
  return {n * (n - 1) / 2, 0};
}

Count exactly_one_size(U64 n, AtMostOneEncoding encoding) {
  Count count = at_most_one_size(n, encoding);
  ++count.clauses;  // at least one
  return count;
}

struct MachineCounts {
  U64 states, symbols, accepting, rejecting, active;  // active: transitions from rejecting states
};

MachineCounts counts_of(const Machine& machine) {
  MachineCounts m{};
  m.states = static_cast<U64>(machine.state_count());
  m.symbols = static_cast<U64>(machine.symbol_count());
  m.accepting =
      static_cast<U64>(std::count(machine.accepting.begin(), machine.accepting.end(), true));
  m.rejecting = m.states - m.accepting;
  for (const Transition& t : machine.transitions) m.active += machine.accepting[t.state] ? 0 : 1;
  return m;
}

}  // namespace

FormulaSize predict_size(const Machine& machine, int steps, AtMostOneEncoding encoding) {
  const MachineCounts m = counts_of(machine);
  const U64 T = static_cast<U64>(steps);
  const U64 times = T + 1;
  const U64 n = static_cast<U64>(reachable_squares(steps));
  const Count eo_squares = exactly_one_size(n, encoding);
  const Count eo_symbols = exactly_one_size(m.symbols, encoding);
  const Count eo_states = exactly_one_size(m.states, encoding);
  FormulaSize size;
  size.groups = {
      times * eo_squares.clauses,                                                               // B
      times * n * eo_symbols.clauses,                                                           // C
      times * eo_states.clauses,                                                                // D
      2 + n,                                                                                    // E
      T * n * m.symbols + T * m.active * n + T * m.accepting * n * m.symbols,                   // F
      T * m.rejecting * m.symbols * n + 2 * T * m.active + T * m.active * n + T * m.accepting,  // G
      T * m.active * n + T * m.accepting * n,                                                   // H
      1,                                                                                        // I
  };
  for (U64 g : size.groups) size.clauses += g;
  size.variables = times * n * (1 + m.symbols) + times * m.states + T * m.active +
                   times * eo_squares.variables + times * n * eo_symbols.variables +
                   times * eo_states.variables;
  return size;
}

double cubic_bound_constant(const Machine& machine) {
  // For T >= 1 every count below is a polynomial in T of degree <= 3 whose terms are bounded with
  // T + 1 <= 2T and T^k <= T^3 (docs/tm.md, "Formula size").
  const MachineCounts m = counts_of(machine);
  const double eo_symbols = 1.0 + m.symbols * (m.symbols - 1) / 2.0;
  const double eo_states = 1.0 + m.states * (m.states - 1) / 2.0;
  const double s = m.symbols, a = m.accepting, d = m.active, r = m.rejecting;
  return 6                          // B <= (T+1) + (T+1)^3 / 2
         + 4 * eo_symbols           // C
         + 2 * eo_states            // D
         + 4                        // E
         + 2 * (s + d + a * s)      // F
         + (2 * r * s + 4 * d + a)  // G
         + 2 * (d + a)              // H
         + 1;                       // I
}

TuringEncoding::TuringEncoding(const Machine& machine, const std::vector<int>& input, int steps,
                               AtMostOneEncoding encoding)
    : machine_(machine), steps_(steps), squares_(reachable_squares(steps)) {
  if (steps < 0) throw InputError("the number of steps must be >= 0");
  for (int x : input) {
    if (x < 0 || x >= machine.symbol_count()) internal_error("TuringEncoding: bad input symbol");
  }
  const FormulaSize predicted = predict_size(machine, steps, encoding);
  if (predicted.clauses > kMaxClauses || predicted.variables > kMaxVariables) {
    throw InputError("T = " + std::to_string(steps) + " steps would need " +
                     std::to_string(predicted.clauses) + " clauses and " +
                     std::to_string(predicted.variables) + " variables, more than the limit of " +
                     std::to_string(kMaxClauses) + " clauses; use fewer steps" +
                     (encoding == AtMostOneEncoding::kPairwise
                          ? " or --at-most-one sequential (O(T^2) instead of O(T^3))"
                          : ""));
  }
  active_.assign(machine.transitions.size(), -1);
  for (std::size_t k = 0; k < machine.transitions.size(); ++k) {
    if (!machine.accepting[machine.transitions[k].state]) active_[k] = active_count_++;
  }
  build(input, encoding);
}

void TuringEncoding::build(const std::vector<int>& input, AtMostOneEncoding encoding) {
  const int T = steps_, N = squares_, sigma = machine_.symbol_count(), nq = machine_.state_count();
  const int times = T + 1;
  s_base_ = cnf_.new_variables(times * N);
  p_base_ = cnf_.new_variables(times * N * sigma);
  q_base_ = cnf_.new_variables(times * nq);
  if (T > 0 && active_count_ > 0) x_base_ = cnf_.new_variables(T * active_count_);

  auto& notes = cnf_.comments;
  notes.push_back("Cook-Levin formula A(w): " + machine_.source + " accepts the input within " +
                  std::to_string(T) + " steps iff satisfiable");
  std::string word;
  for (int x : input) word.append(word.empty() ? "" : " ").append(machine_.symbols[x]);
  notes.push_back("input: " + word);
  notes.push_back("times t = 0.." + std::to_string(T) + ", squares s = 1.." + std::to_string(N) +
                  ", " + std::to_string(sigma) + " symbols, " + std::to_string(nq) + " states");
  notes.push_back("S[s,t] square s scanned at time t: var " + std::to_string(s_base_) + " + t*" +
                  std::to_string(N) + " + (s-1)");
  notes.push_back("P[s,t,i] square s holds symbol i at time t: var " + std::to_string(p_base_) +
                  " + (t*" + std::to_string(N) + " + (s-1))*" + std::to_string(sigma) + " + i");
  notes.push_back("Q[t,q] state q at time t: var " + std::to_string(q_base_) + " + t*" +
                  std::to_string(nq) + " + q");
  notes.push_back("X[t,k] transition k taken at step t: var " + std::to_string(x_base_) + " + t*" +
                  std::to_string(active_count_) +
                  " + k (k among transitions from non-accepting "
                  "states, in file order)");
  std::string sym = "symbols i:";
  for (int i = 0; i < sigma; ++i)
    sym.append(" ").append(std::to_string(i)).append("=").append(machine_.symbols[i]);
  notes.push_back(sym);
  std::string st = "states q:";
  for (int q = 0; q < nq; ++q)
    st.append(" ").append(std::to_string(q)).append("=").append(machine_.states[q]);
  notes.push_back(st);

  std::size_t group = 0;
  std::size_t before = cnf_.clause_count();
  const auto close_group = [&] {
    size_.groups[group++] = cnf_.clause_count() - before;
    before = cnf_.clause_count();
  };
  std::vector<sat::Lit> lits;

  // B: exactly one scanned square per time.
  for (int t = 0; t <= T; ++t) {
    lits.clear();
    for (int s = 1; s <= N; ++s) lits.push_back(scanned(s, t));
    sat::add_exactly_one(cnf_, lits, encoding);
  }
  close_group();
  // C: exactly one symbol per square per time.
  for (int t = 0; t <= T; ++t) {
    for (int s = 1; s <= N; ++s) {
      lits.clear();
      for (int i = 0; i < sigma; ++i) lits.push_back(symbol(s, t, i));
      sat::add_exactly_one(cnf_, lits, encoding);
    }
  }
  close_group();
  // D: exactly one state per time.
  for (int t = 0; t <= T; ++t) {
    lits.clear();
    for (int q = 0; q < nq; ++q) lits.push_back(state(t, q));
    sat::add_exactly_one(cnf_, lits, encoding);
  }
  close_group();
  // E: the initial configuration.
  cnf_.add_clause({state(0, machine_.start)});
  cnf_.add_clause({scanned(1, 0)});
  for (int s = 1; s <= N; ++s) {
    const int i = s <= static_cast<int>(input.size()) ? input[s - 1] : 0;
    cnf_.add_clause({symbol(s, 0, i)});
  }
  close_group();

  const auto transitions = [&](const std::function<void(int t, int k, int x)>& visit) {
    for (int t = 0; t < T; ++t) {
      for (std::size_t k = 0; k < machine_.transitions.size(); ++k) {
        const int x = choice(t, static_cast<int>(k));
        if (x != 0) visit(t, static_cast<int>(k), x);
      }
    }
  };
  std::vector<int> accepting;
  for (int q = 0; q < nq; ++q) {
    if (machine_.accepting[q]) accepting.push_back(q);
  }

  // F: the tape. Frame axiom: an unscanned square keeps its symbol.
  for (int t = 0; t < T; ++t) {
    for (int s = 1; s <= N; ++s) {
      for (int i = 0; i < sigma; ++i) {
        cnf_.add_clause({scanned(s, t), -symbol(s, t, i), symbol(s, t + 1, i)});
      }
    }
  }
  // The transition taken writes its symbol on the scanned square.
  transitions([&](int t, int k, int x) {
    for (int s = 1; s <= N; ++s) {
      cnf_.add_clause({-x, -scanned(s, t), symbol(s, t + 1, machine_.transitions[k].write)});
    }
  });
  // After acceptance the scanned square keeps its symbol too.
  for (int t = 0; t < T; ++t) {
    for (int f : accepting) {
      for (int s = 1; s <= N; ++s) {
        for (int i = 0; i < sigma; ++i) {
          cnf_.add_clause({-state(t, f), -scanned(s, t), -symbol(s, t, i), symbol(s, t + 1, i)});
        }
      }
    }
  }
  close_group();

  // G: legal state transitions. A non-accepting state q scanning symbol i takes one of the
  // transitions for (q, i); with none, the clause forbids the configuration (the branch rejects).
  for (int t = 0; t < T; ++t) {
    for (int q = 0; q < nq; ++q) {
      if (machine_.accepting[q]) continue;
      for (int i = 0; i < sigma; ++i) {
        for (int s = 1; s <= N; ++s) {
          lits.assign({-state(t, q), -scanned(s, t), -symbol(s, t, i)});
          for (int k : machine_.applicable(q, i)) lits.push_back(choice(t, k));
          cnf_.add_clause(lits);
        }
      }
    }
  }
  transitions([&](int t, int k, int x) {
    const Transition& tr = machine_.transitions[k];
    cnf_.add_clause({-x, state(t, tr.state)});
    cnf_.add_clause({-x, state(t + 1, tr.next_state)});
    for (int s = 1; s <= N; ++s) cnf_.add_clause({-x, -scanned(s, t), symbol(s, t, tr.read)});
  });
  for (int t = 0; t < T; ++t) {
    for (int f : accepting) cnf_.add_clause({-state(t, f), state(t + 1, f)});
  }
  close_group();

  // H: the head moves as the transition says.
  transitions([&](int t, int k, int x) {
    const Move move = machine_.transitions[k].move;
    for (int s = 1; s <= N; ++s) {
      const int to = move == Move::kLeft ? std::max(1, s - 1) : move == Move::kRight ? s + 1 : s;
      if (to > N) {
        cnf_.add_clause({-x, -scanned(s, t)});  // unreachable within T steps; kept for clarity
      } else {
        cnf_.add_clause({-x, -scanned(s, t), scanned(to, t + 1)});
      }
    }
  });
  for (int t = 0; t < T; ++t) {
    for (int f : accepting) {
      for (int s = 1; s <= N; ++s) {
        cnf_.add_clause({-state(t, f), -scanned(s, t), scanned(s, t + 1)});
      }
    }
  }
  close_group();

  // I: some configuration accepts.
  lits.clear();
  for (int t = 0; t <= T; ++t) {
    for (int f : accepting) lits.push_back(state(t, f));
  }
  cnf_.add_clause(lits);
  close_group();

  size_.variables = static_cast<std::uint64_t>(cnf_.variable_count());
  size_.clauses = cnf_.clause_count();
}

Computation TuringEncoding::decode(const sat::SatResult& model) const {
  if (model.status != BackendStatus::kSatisfiable) internal_error("decode: no model");
  const int T = steps_, N = squares_;
  const auto exactly_one = [&](int count, const std::function<int(int)>& var, const char* what) {
    int found = -1;
    for (int j = 0; j < count; ++j) {
      if (!model.value(var(j))) continue;
      if (found >= 0) internal_error(std::string("decode: two ") + what);
      found = j;
    }
    if (found < 0) internal_error(std::string("decode: no ") + what);
    return found;
  };
  Computation c;
  for (int t = 0; t <= T; ++t) {
    Configuration conf;
    conf.state = exactly_one(
        machine_.state_count(), [&](int q) { return state(t, q); }, "states");
    conf.head = 1 + exactly_one(
                        N, [&](int j) { return scanned(j + 1, t); }, "scanned squares");
    for (int s = 1; s <= N; ++s) {
      conf.tape.push_back(exactly_one(
          machine_.symbol_count(), [&](int i) { return symbol(s, t, i); }, "symbols"));
    }
    c.configurations.push_back(std::move(conf));
  }
  for (int t = 0; t < T; ++t) {
    const Configuration& now = c.configurations[t];
    int taken = -1;
    if (!machine_.accepting[now.state]) {
      for (std::size_t k = 0; k < machine_.transitions.size(); ++k) {
        const int x = choice(t, static_cast<int>(k));
        if (x == 0 || !model.value(x)) continue;
        if (taken < 0) taken = static_cast<int>(k);
        // Prefer a true choice whose effect is the next configuration (at square 1, L and N
        // transitions can both be true: they have the same effect there).
        const Transition& tr = machine_.transitions[k];
        if (tr.state == now.state && tr.read == now.tape[now.head - 1] &&
            !(tr.move == Move::kRight && now.head == N) &&
            apply(now, tr) == c.configurations[t + 1]) {
          taken = static_cast<int>(k);
          break;
        }
      }
    }
    c.transitions.push_back(taken);
  }
  return c;
}

}  // namespace puzzlelab::turing

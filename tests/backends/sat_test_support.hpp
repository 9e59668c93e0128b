// Formulas and checks shared by the sat_*_test.cpp files.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <span>
#include <vector>

#include "backends/sat/cadical_solver.hpp"
#include "backends/sat/cardinality.hpp"
#include "backends/sat/cnf.hpp"

// Tests that need the solver library are skipped, not failed, in a build without it.
#define PUZZLELAB_REQUIRE_CADICAL()                          \
  do {                                                       \
    if (!::puzzlelab::sat::cadical_available()) {            \
      GTEST_SKIP() << "PuzzleLab was built without CaDiCaL"; \
    }                                                        \
  } while (false)

namespace puzzlelab::sat::testing_support {

// Pigeonhole PHP(pigeons, holes): every pigeon in some hole, at most one pigeon per hole.
// Unsatisfiable when pigeons > holes, and hard for resolution as both grow.
inline Cnf pigeonhole(int pigeons, int holes,
                      AtMostOneEncoding encoding = AtMostOneEncoding::kPairwise) {
  Cnf cnf;
  const int first = cnf.new_variables(pigeons * holes);
  const auto in = [&](int p, int h) { return first + p * holes + h; };
  for (int p = 0; p < pigeons; ++p) {
    std::vector<Lit> holes_of_p;
    for (int h = 0; h < holes; ++h) holes_of_p.push_back(in(p, h));
    add_at_least_one(cnf, holes_of_p);
  }
  for (int h = 0; h < holes; ++h) {
    std::vector<Lit> pigeons_in_h;
    for (int p = 0; p < pigeons; ++p) pigeons_in_h.push_back(in(p, h));
    add_at_most_one(cnf, pigeons_in_h, encoding);
  }
  return cnf;
}

// Random 3-SAT with a hidden solution: each clause is redrawn until the hidden assignment
// satisfies it, so the formula is satisfiable by construction.
inline Cnf planted_3sat(int variables, int clauses, unsigned seed) {
  std::mt19937 random(seed);
  std::uniform_int_distribution<int> pick(1, variables);
  std::bernoulli_distribution coin(0.5);
  std::vector<bool> hidden(variables + 1);
  for (int v = 1; v <= variables; ++v) hidden[v] = coin(random);
  Cnf cnf;
  cnf.new_variables(variables);
  for (int c = 0; c < clauses; ++c) {
    while (true) {
      std::vector<Lit> clause;
      bool satisfied = false;
      for (int i = 0; i < 3; ++i) {
        const int v = pick(random);
        const Lit literal = coin(random) ? v : -v;
        satisfied = satisfied || hidden[v] == (literal > 0);
        clause.push_back(literal);
      }
      if (satisfied) {
        cnf.add_clause(clause);
        break;
      }
    }
  }
  return cnf;
}

// Whether `model` (index 0 unused) makes at least one literal of every clause true.
inline bool satisfies(const Cnf& cnf, const std::vector<bool>& model) {
  bool all = true;
  cnf.for_each_clause([&](std::span<const Lit> clause) {
    bool some = false;
    for (Lit literal : clause) {
      const auto v = static_cast<std::size_t>(std::abs(literal));
      some = some || (v < model.size() && model[v] == (literal > 0));
    }
    all = all && some;
  });
  return all;
}

}  // namespace puzzlelab::sat::testing_support

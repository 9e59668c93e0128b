// Small MILP models shared by the MILP back-end tests, each with a known answer.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "backends/milp/milp_model.hpp"

namespace puzzlelab::milp::testing_models {

// A deterministic multi-dimensional 0/1 knapsack: maximise value subject to `dimensions`
// capacity rows. Weights and values come from a fixed linear congruential sequence.
struct Knapsack {
  std::vector<double> values;
  std::vector<std::vector<double>> weights;  // [dimension][item]
  std::vector<double> capacities;
};

inline Knapsack make_knapsack(int items, int dimensions, std::uint32_t seed) {
  std::uint32_t state = seed;
  const auto next = [&](int lo, int hi) {
    state = state * 1664525u + 1013904223u;
    return lo + static_cast<int>((state >> 8) % static_cast<std::uint32_t>(hi - lo + 1));
  };
  Knapsack k;
  for (int i = 0; i < items; ++i) k.values.push_back(next(10, 99));
  k.weights.assign(static_cast<std::size_t>(dimensions), {});
  for (auto& row : k.weights) {
    double total = 0;
    for (int i = 0; i < items; ++i) {
      row.push_back(next(5, 60));
      total += row.back();
    }
    k.capacities.push_back(std::floor(total * 0.4));
  }
  return k;
}

inline Model knapsack_model(const Knapsack& k) {
  Model model;
  std::vector<Term> objective;
  for (std::size_t i = 0; i < k.values.size(); ++i) {
    const int x = model.add_binary("take_" + std::to_string(i));
    objective.push_back({x, k.values[i]});
  }
  for (std::size_t d = 0; d < k.weights.size(); ++d) {
    std::vector<Term> terms;
    for (std::size_t i = 0; i < k.values.size(); ++i) {
      terms.push_back({static_cast<int>(i), k.weights[d][i]});
    }
    model.add_less_equal("capacity_" + std::to_string(d), terms, k.capacities[d]);
  }
  model.set_objective(objective, Sense::kMaximize);
  model.comments = {"multi-dimensional knapsack", "take_i = 1: item i is packed"};
  return model;
}

// Equality, a ranged row, negative and free bounds, an offset and a general integer:
//   min 3a - 2b + c + 0.5d + 10  with  a in [-4, 4] integer, b in [-inf, 3], c free,
//   d in [-2.5, inf);  a + b + c = 1;  -3 <= a - b <= 2;  c + d >= -1;  c - d <= 6.
// Eliminating c = 1 - a - b leaves min 2a - 3b + 0.5d + 11 with b <= min(3, a + 3) and
// d >= max(-2.5, a + b - 2, -5 - a - b): the optimum is 2.5 (a = 0, b = 3, c = -2, d = 1, or
// a = -1, b = 2, c = 0, d = -1).
inline constexpr double kMixedBoundsOptimum = 2.5;
inline Model mixed_bounds_model() {
  Model model;
  const int a = model.add_integer("a", -4, 4);
  const int b = model.add_continuous("b", -kInfinity, 3);
  const int c = model.add_continuous("c", -kInfinity, kInfinity);
  const int d = model.add_continuous("d", -2.5, kInfinity);
  model.add_equal("sum", {{a, 1}, {b, 1}, {c, 1}}, 1);
  model.add_row("spread", {{a, 1}, {b, -1}}, -3, 2);
  model.add_greater_equal("cd_low", {{c, 1}, {d, 1}}, -1);
  model.add_less_equal("cd_high", {{c, 1}, {d, -1}}, 6);
  model.set_objective({{a, 3}, {b, -2}, {c, 1}, {d, 0.5}}, Sense::kMinimize, 10);
  return model;
}

// Two integer variables that cannot meet: 2x + 2y = 3.
inline Model integer_infeasible_model() {
  Model model;
  const int x = model.add_integer("x", 0, 10);
  const int y = model.add_integer("y", 0, 10);
  model.add_equal("odd", {{x, 2}, {y, 2}}, 3);
  model.set_objective({{x, 1}, {y, 1}}, Sense::kMinimize);
  return model;
}

// Infeasible already as an LP: x + y >= 5 and x + y <= 4.
inline Model lp_infeasible_model() {
  Model model;
  const int x = model.add_continuous("x", 0, kInfinity);
  const int y = model.add_integer("y", 0, kInfinity);
  model.add_greater_equal("at_least", {{x, 1}, {y, 1}}, 5);
  model.add_less_equal("at_most", {{x, 1}, {y, 1}}, 4);
  return model;
}

// Checks a solver's point against every bound, row and integrality of the model.
inline void expect_feasible(const Model& model, const std::vector<double>& values) {
  constexpr double kTolerance = 1e-6;
  ASSERT_EQ(values.size(), model.variables().size());
  for (std::size_t j = 0; j < values.size(); ++j) {
    const Variable& v = model.variables()[j];
    EXPECT_GE(values[j], v.lower - kTolerance) << v.name;
    EXPECT_LE(values[j], v.upper + kTolerance) << v.name;
    if (v.integer) {
      EXPECT_EQ(values[j], std::round(values[j])) << v.name;
    }
  }
  for (const Row& row : model.rows()) {
    double activity = 0;
    for (const Term& t : row.terms)
      activity += t.coefficient * values[static_cast<std::size_t>(t.variable)];
    EXPECT_GE(activity, row.lower - kTolerance) << row.name;
    EXPECT_LE(activity, row.upper + kTolerance) << row.name;
  }
}

}  // namespace puzzlelab::milp::testing_models

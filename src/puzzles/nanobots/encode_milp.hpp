// Part 2 as a mixed-integer program, solved by CBC in two stages (after Evan Wright's JuMP
// model): integers x, y, z for the point, one binary in_i per bot, and for each bot the eight
// sign patterns s of |x-cx|+|y-cy|+|z-cz| <= r, each relaxed by a big-M when in_i = 0:
//
//   s.(p - c_i) <= r_i + M_i,s (1 - in_i)      for s in {-1,1}^3
//
// Stage 1 maximises sum in_i. Stage 2 keeps the rows, adds sum in_i >= best and minimises
// tx + ty + tz with tx >= x, tx >= -x (and the same for y, z), so the distance is an exact
// objective of its own rather than a tiny weight on the count.
//
// The search box and big-M. Every optimal point is covered by at least one bot, so it lies in
// the bounding box B of all balls (box.hpp); x, y, z are bounded by B. For one row, the largest
// value of s.(p - c) over p in B is sum over axes k of max(s_k (lo_k - c_k), s_k (hi_k - c_k))
// (the L1 form splits by axis and each term is linear, so its maximum is at an interval end).
// M_i,s = max(0, that - r_i) therefore makes the row slack for every p in B when in_i = 0, and
// it is the smallest constant that does: a larger one only worsens the numerics. A row whose
// M is 0 holds everywhere in B whatever in_i is and is left out.
//
// Numerics: CBC accepts a binary within its integer tolerance (about 1e-7..1e-6) of 0 or 1, and
// with M near 1e9 an in_i = 1 - 1e-6 would loosen its rows by ~1000. The solver's answer is
// therefore never trusted: the point is recounted directly, and a mismatch with CBC's objective
// becomes BackendPart2Result::warning. The relaxation argument makes a match a proof: CBC's
// model with tolerances is a relaxation of the exact problem, so its optimum bounds the true one,
// and a point that reaches it by direct count is optimal.
#pragma once

#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

#include "backends/backend_result.hpp"
#include "backends/milp/milp_model.hpp"
#include "puzzles/nanobots/backend_part2.hpp"
#include "puzzles/nanobots/box.hpp"

namespace puzzlelab::nanobots {

// Coordinates, radii and big-M constants must stay exact in a double: larger inputs are an
// InputError for the milp method (real inputs are near 2^27).
inline constexpr Coord kMilpMaxMagnitude = Coord{1} << 50;

class NanobotsMilpEncoding {
 public:
  // The stage-1 model. `instance` names the input in the model's comments.
  explicit NanobotsMilpEncoding(const Swarm& swarm, const std::string& instance = "");

  const milp::Model& model() const { return model_; }
  const Box& box() const { return box_; }

  // Turns the model into stage 2: sum in_i >= best_count, minimise |x| + |y| + |z|.
  void add_distance_stage(int best_count);
  // Replaces the first comment line of the model's file (what the file holds).
  void set_first_comment(std::string text) { model_.comments.front() = std::move(text); }

  Point point(const std::vector<double>& values) const;
  // sum in_i at a point of the solver, as the solver sees it.
  int claimed_count(const std::vector<double>& values) const;

  int x() const { return 0; }
  int y() const { return 1; }
  int z() const { return 2; }
  int in_range(int bot) const { return 3 + bot; }

  // M_i,s for bot i and sign pattern s (bit k set: s_k = -1), as derived above.
  static Coord big_m(const Bot& bot, const Box& box, int signs);

 private:
  milp::Model model_;
  Box box_;
  int bots_ = 0;
};

// Both stages under one wall-clock limit (limits.seconds; limits.nodes per stage).
BackendPart2Result solve_milp(const Swarm& swarm, const BackendLimits& limits = {});

// Stage 1 as a file for another solver; format "lp" or "mps".
void write_milp_model(const Swarm& swarm, const std::string& format, const std::string& instance,
                      std::ostream& out);

}  // namespace puzzlelab::nanobots

#include "puzzles/nanobots/encode_milp.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <ostream>
#include <string>

#include "backends/milp/cbc_solver.hpp"
#include "backends/milp/model_files.hpp"
#include "core/error.hpp"
#include "core/limits.hpp"

namespace puzzlelab::nanobots {
namespace {

double d(Coord value) {
  return static_cast<double>(value);
}

// "ppm": s = (+1, +1, -1).
std::string sign_name(int signs) {
  std::string name;
  for (int k = 0; k < 3; ++k) name += ((signs >> k) & 1) != 0 ? 'm' : 'p';
  return name;
}

int sign(int signs, int axis) {
  return ((signs >> axis) & 1) != 0 ? -1 : 1;
}

Coord axis(const Point& p, int k) {
  return k == 0 ? p.x : (k == 1 ? p.y : p.z);
}

void check_magnitudes(const Swarm& swarm, const Box& box) {
  if (swarm.empty()) throw InputError("the milp method needs at least one nanobot");
  for (Coord c : {box.lo.x, box.lo.y, box.lo.z, box.hi.x, box.hi.y, box.hi.z}) {
    // The box is at least as wide as every coordinate and radius; the big-M constants are at
    // most 3 box widths.
    if (std::llabs(c) > kMilpMaxMagnitude / 8)
      throw InputError("coordinates and radii up to " + std::to_string(kMilpMaxMagnitude / 16) +
                       " only for the milp method (a double must hold every constant exactly)");
  }
}

void add_stats(BackendStats& total, const BackendStats& stage) {
  total.variables = std::max(total.variables, stage.variables);
  total.constraints = std::max(total.constraints, stage.constraints);
  total.conflicts += stage.conflicts;
  total.decisions += stage.decisions;
  total.propagations += stage.propagations;
  total.nodes += stage.nodes;
  total.iterations += stage.iterations;
  total.build_seconds += stage.build_seconds;
  total.solve_seconds += stage.solve_seconds;
}

}  // namespace

Coord NanobotsMilpEncoding::big_m(const Bot& bot, const Box& box, int signs) {
  Coord most = 0;  // max over p in box of s.(p - c)
  for (int k = 0; k < 3; ++k) {
    const Coord s = sign(signs, k), c = axis(bot.pos, k);
    most += std::max(s * (axis(box.lo, k) - c), s * (axis(box.hi, k) - c));
  }
  return std::max<Coord>(0, most - bot.r);
}

NanobotsMilpEncoding::NanobotsMilpEncoding(const Swarm& swarm, const std::string& instance)
    : box_(swarm.empty() ? Box{} : bounding_box(swarm)), bots_(static_cast<int>(swarm.size())) {
  check_magnitudes(swarm, box_);
  model_.comments = {
      "PuzzleLab nanobots (Advent of Code 2018 day 23), part 2 stage 1: maximise the bots in range",
      "instance " + (instance.empty() ? std::string("(unnamed)") : instance) + ": " +
          std::to_string(bots_) + " bots, search box " + point_text(box_.lo) + " .. " +
          point_text(box_.hi) + " (the bounding box of all ranges)",
      "x, y, z: the point; in_i = 1 (bot i, line i+1 of the input, 0-based i) only when bot i "
      "reaches the point",
      "bot_i_sss: s.(p - c_i) <= r_i + M (1 - in_i) for sign pattern sss (p = +1, m = -1); "
      "M is the least value that relaxes the row over the box",
      "the objective is the count; stage 2 (in puzzlelab) then fixes it and minimises "
      "|x|+|y|+|z|",
  };
  model_.add_integer("x", d(box_.lo.x), d(box_.hi.x));
  model_.add_integer("y", d(box_.lo.y), d(box_.hi.y));
  model_.add_integer("z", d(box_.lo.z), d(box_.hi.z));
  std::vector<milp::Term> count;
  for (int i = 0; i < bots_; ++i) {
    model_.add_binary("in_" + std::to_string(i));
    count.push_back({in_range(i), 1});
  }
  for (int i = 0; i < bots_; ++i) {
    const Bot& bot = swarm[static_cast<std::size_t>(i)];
    for (int signs = 0; signs < 8; ++signs) {
      const Coord m = big_m(bot, box_, signs);
      if (m == 0) continue;  // slack everywhere in the box whatever in_i is
      // s.p + M in_i <= r + s.c + M
      const Coord sc =
          sign(signs, 0) * bot.pos.x + sign(signs, 1) * bot.pos.y + sign(signs, 2) * bot.pos.z;
      model_.add_less_equal("bot_" + std::to_string(i) + "_" + sign_name(signs),
                            {{x(), d(sign(signs, 0))},
                             {y(), d(sign(signs, 1))},
                             {z(), d(sign(signs, 2))},
                             {in_range(i), d(m)}},
                            d(bot.r + sc + m));
    }
  }
  model_.set_objective(std::move(count), milp::Sense::kMaximize);
}

void NanobotsMilpEncoding::add_distance_stage(int best_count) {
  std::vector<milp::Term> count;
  for (int i = 0; i < bots_; ++i) count.push_back({in_range(i), 1});
  model_.add_greater_equal("count", std::move(count), best_count);
  const char* names[] = {"x", "y", "z"};
  std::vector<milp::Term> distance;
  for (int k = 0; k < 3; ++k) {
    const Coord reach = std::max(std::llabs(axis(box_.lo, k)), std::llabs(axis(box_.hi, k)));
    const int t = model_.add_continuous(std::string("abs_") + names[k], 0, d(reach));
    model_.add_greater_equal(std::string("abs_") + names[k] + "_pos", {{t, 1}, {k, -1}}, 0);
    model_.add_greater_equal(std::string("abs_") + names[k] + "_neg", {{t, 1}, {k, 1}}, 0);
    distance.push_back({t, 1});
  }
  model_.set_objective(std::move(distance), milp::Sense::kMinimize);
  model_.comments.push_back("stage 2: count = sum in_i >= " + std::to_string(best_count) +
                            "; abs_x >= |x| (and y, z); minimise abs_x + abs_y + abs_z");
}

Point NanobotsMilpEncoding::point(const std::vector<double>& values) const {
  auto at = [&](int v) { return static_cast<Coord>(std::llround(values[static_cast<size_t>(v)])); };
  return {at(x()), at(y()), at(z())};
}

int NanobotsMilpEncoding::claimed_count(const std::vector<double>& values) const {
  int count = 0;
  for (int i = 0; i < bots_; ++i) count += values[static_cast<size_t>(in_range(i))] > 0.5 ? 1 : 0;
  return count;
}

BackendPart2Result solve_milp(const Swarm& swarm, const BackendLimits& limits) {
  const Stopwatch clock;
  BackendPart2Result result;
  result.part2.method = Method::kMilp;
  result.part2.status = SearchStatus::kStopped;
  const Stopwatch build_clock;
  NanobotsMilpEncoding encoding(swarm);
  const double build_seconds = build_clock.seconds();
  auto finish = [&]() -> BackendPart2Result& {
    result.backend.build_seconds += build_seconds;
    result.part2.stats.nodes = result.backend.nodes;
    result.part2.stats.seconds = clock.seconds();
    return result;
  };

  // Stage 1: the most bots in range.
  const milp::MilpResult first = milp::solve_with_cbc(encoding.model(), limits);
  result.stages = 1;
  add_stats(result.backend, first.stats);
  // CBC answers "infeasible" when its time limit cuts the root short; without a limit that
  // answer is a bug, since in_i = 0 for every bot with any point of the box is feasible.
  if (first.status == BackendStatus::kUnsatisfiable && std::isfinite(limits.seconds))
    return finish();
  if (first.status == BackendStatus::kUnsatisfiable)
    internal_error("nanobots milp: stage 1 is infeasible, but in_i = 0 everywhere is a point");
  if (first.status != BackendStatus::kSatisfiable || !first.optimal) return finish();
  const int claimed = static_cast<int>(std::llround(first.objective));
  const Point first_point = encoding.point(first.values);
  const int first_direct = count_covering(swarm, first_point);
  std::string warning;
  if (first_direct != claimed) {
    warning = "stage 1: CBC claimed " + std::to_string(claimed) + " bots in range of " +
              point_text(first_point) + ", the direct count is " + std::to_string(first_direct) +
              " (big-M round-off); ";
  }

  // Stage 2: the nearest point with that many, under what is left of the time limit.
  encoding.add_distance_stage(claimed);
  BackendLimits rest = limits;
  rest.seconds = limits.seconds - clock.seconds();
  if (rest.seconds <= 0) return finish();
  const milp::MilpResult second = milp::solve_with_cbc(encoding.model(), rest);
  result.stages = 2;
  add_stats(result.backend, second.stats);
  if (second.status == BackendStatus::kUnsatisfiable && std::isfinite(limits.seconds) &&
      clock.seconds() >= limits.seconds) {
    return finish();
  }
  if (second.status == BackendStatus::kUnsatisfiable) {
    // Only round-off can make the stage-1 count unreachable: fall back on stage 1's point.
    result.warning = warning + "stage 2 found no point with " + std::to_string(claimed) +
                     " bots; reporting stage 1's point, not proved nearest";
    result.part2.status = SearchStatus::kSolved;
    result.part2.best = {first_direct, norm(first_point), first_point};
    return finish();
  }
  if (second.status != BackendStatus::kSatisfiable || !second.optimal) return finish();
  const Point best = encoding.point(second.values);
  const int direct = count_covering(swarm, best);
  const Coord distance = norm(best);
  const auto claimed_distance = static_cast<Coord>(std::llround(second.objective));
  if (direct != claimed) {
    warning += "CBC's point " + point_text(best) + " has " + std::to_string(direct) +
               " bots in range by direct count, not the " + std::to_string(claimed) +
               " CBC claimed (big-M round-off); ";
  }
  if (distance != claimed_distance) {
    warning += "CBC's distance " + std::to_string(claimed_distance) + " is not the point's " +
               std::to_string(distance) + "; ";
  }
  if (!warning.empty()) {
    warning.resize(warning.size() - 2);
    result.warning = warning + " -- the answer is not proved optimal";
  }
  result.part2.status = SearchStatus::kSolved;
  result.part2.best = {direct, distance, best};
  return finish();
}

void write_milp_model(const Swarm& swarm, const std::string& format, const std::string& instance,
                      std::ostream& out) {
  const NanobotsMilpEncoding encoding(swarm, instance);
  if (format == "lp") {
    milp::write_lp(encoding.model(), out);
  } else if (format == "mps") {
    milp::write_mps(encoding.model(), out);
  } else {
    throw InputError("unknown milp model format '" + format + "' (expected lp or mps)");
  }
}

}  // namespace puzzlelab::nanobots

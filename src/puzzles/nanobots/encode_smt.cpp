// z3::optimize is used directly: smt::Z3Session wraps a z3::solver, which has no objectives.
#include "puzzles/nanobots/encode_smt.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "backends/smt/z3_lazy.hpp"
#include "core/deadline_watchdog.hpp"
#include "core/error.hpp"
#include "core/limits.hpp"
#include "core/memory_size.hpp"
#include "core/work_budget.hpp"
#include "puzzles/nanobots/box.hpp"

namespace puzzlelab::nanobots {
namespace {

// The formula on one optimize: x, y, z, in_i, count and dist, objectives added in order.
struct NanobotsFormula {
  NanobotsFormula(const Swarm& swarm, z3::context& ctx, z3::optimize& opt)
      : x(ctx.int_const("x")),
        y(ctx.int_const("y")),
        z(ctx.int_const("z")),
        count(ctx.int_const("count")),
        dist(ctx.int_const("dist")) {
    if (swarm.empty()) throw InputError("the smt method needs at least one nanobot");
    const Box box = bounding_box(swarm);
    auto num = [&](Coord v) { return ctx.int_val(static_cast<int64_t>(v)); };
    auto abs = [&](const z3::expr& e) { return z3::ite(e >= 0, e, -e); };
    // Every optimal point is covered by some bot, so it lies in the box.
    opt.add(x >= num(box.lo.x) && x <= num(box.hi.x));
    opt.add(y >= num(box.lo.y) && y <= num(box.hi.y));
    opt.add(z >= num(box.lo.z) && z <= num(box.hi.z));
    z3::expr_vector ones(ctx);
    for (std::size_t i = 0; i < swarm.size(); ++i) {
      // A bot's terms take Z3 about this many bytes (nodes, their hash-consing, the assertion):
      // 200,000 bots spent seconds here before the solver started.
      constexpr std::uint64_t kBytesPerBot = 2048;
      check_work(i * kBytesPerBot, [&] {
        return "the Z3 formula (" + rough_count(i) + " of " + rough_count(swarm.size()) + " bots)";
      });
      const Bot& bot = swarm[i];
      const z3::expr in = ctx.bool_const(("in_" + std::to_string(i)).c_str());
      opt.add(in == (abs(x - num(bot.pos.x)) + abs(y - num(bot.pos.y)) + abs(z - num(bot.pos.z)) <=
                     num(bot.r)));
      ones.push_back(z3::ite(in, ctx.int_val(1), ctx.int_val(0)));
    }
    opt.add(count == z3::sum(ones));
    opt.add(dist == abs(x) + abs(y) + abs(z));
    opt.maximize(count);
    opt.minimize(dist);
    variables = 5 + swarm.size();
    constraints = 5 + swarm.size();
  }

  z3::expr x, y, z, count, dist;
  std::uint64_t variables = 0, constraints = 0;
};

Coord value_of(const z3::model& model, const z3::expr& e) {
  const z3::expr v = model.eval(e, true);
  int64_t out = 0;
  if (!v.is_numeral_i64(out))
    internal_error("Z3 gave a value that is not an integer: " + v.to_string());
  return out;
}

std::uint64_t entry_value(const z3::stats& stats, unsigned i) {
  if (stats.is_uint(i)) return stats.uint_value(i);
  return static_cast<std::uint64_t>(std::max(0.0, stats.double_value(i)));
}

// Same reading as smt::Z3Session: the largest kernel's figure for each count.
void read_statistics(const z3::stats& stats, BackendStats& out) {
  for (unsigned i = 0; i < stats.size(); ++i) {
    const std::string name = stats.key(i);
    std::string_view key = name;
    const bool sat = key.starts_with("sat ");
    if (sat) key.remove_prefix(4);
    const std::uint64_t value = entry_value(stats, i);
    if (key == "conflicts") out.conflicts = std::max(out.conflicts, value);
    if (key == "decisions") out.decisions = std::max(out.decisions, value);
    if (key.starts_with("propagations")) out.propagations = std::max(out.propagations, value);
  }
}

}  // namespace

BackendPart2Result solve_smt(const Swarm& swarm, const BackendLimits& limits) {
  const Stopwatch clock;
  BackendPart2Result result;
  result.part2.method = Method::kSmt;
  result.part2.status = SearchStatus::kStopped;
  result.stages = 1;
  // Loading Z3 alone takes a second on a busy machine: not when the time is already spent.
  if (const WorkBudget* budget = WorkBudget::current(); budget && budget->seconds_left() <= 0)
    throw LimitReached(time_limit_note(budget->limits().seconds, "starting Z3"));
  z3::context ctx;
  z3::optimize opt(ctx);
  const NanobotsFormula formula(swarm, ctx, opt);
  result.backend.variables = formula.variables;
  result.backend.constraints = formula.constraints;
  z3::params params(ctx);
  // The run's own deadline too: building the formula may have spent part of it.
  const double left = std::min(limits.seconds - clock.seconds(), budget_seconds_left());
  if (std::isfinite(left)) {
    constexpr double kMax = std::numeric_limits<unsigned>::max() - 1.0;
    params.set("timeout", static_cast<unsigned>(std::clamp(std::ceil(left * 1000), 1.0, kMax)));
  }
  if (limits.conflicts >= 0) {
    // Optimize refuses max_conflicts; its resource limit (Z3's deterministic count of work,
    // "rlimit count" in its statistics) bounds the run the same way, in Z3's own unit.
    params.set("rlimit", static_cast<unsigned>(std::clamp<std::int64_t>(
                             limits.conflicts, 1, std::numeric_limits<unsigned>::max() - 1)));
  }
  opt.set(params);
  result.backend.build_seconds = clock.seconds();
  const Stopwatch solve_clock;
  z3::check_result answer = z3::unknown;
  {
    // Z3's own timeout is not enough on a busy machine (core/deadline_watchdog.hpp).
    const DeadlineWatchdog watchdog(left, [&ctx] { ctx.interrupt(); });
    answer = opt.check();
  }
  result.backend.solve_seconds = solve_clock.seconds();
  read_statistics(opt.statistics(), result.backend);
  result.part2.stats.seconds = clock.seconds();
  if (answer == z3::unsat) internal_error("nanobots smt: Z3 says the formula is unsatisfiable");
  if (answer != z3::sat) return result;  // a limit stopped it
  // Past its timeout Optimize can answer sat with the best model so far, which is not proved
  // optimal: a run that used up its time counts as stopped.
  if (clock.seconds() >= limits.seconds || budget_seconds_left() <= 0) return result;

  const z3::model model = opt.get_model();
  const Point p{value_of(model, formula.x), value_of(model, formula.y), value_of(model, formula.z)};
  const int claimed = static_cast<int>(value_of(model, formula.count));
  const Coord claimed_distance = value_of(model, formula.dist);
  const int direct = count_covering(swarm, p);
  if (direct != claimed || claimed_distance != norm(p)) {
    result.warning = "Z3's point " + point_text(p) + " claimed " + std::to_string(claimed) +
                     " bots at distance " + std::to_string(claimed_distance) +
                     ", the direct count gives " + std::to_string(direct) + " at " +
                     std::to_string(norm(p));
  }
  result.part2.status = SearchStatus::kSolved;
  result.part2.best = {direct, norm(p), p};
  result.part2.stats.seconds = clock.seconds();
  return result;
}

std::string smt2_script(const Swarm& swarm, const std::string& instance) {
  z3::context ctx;
  z3::optimize opt(ctx);
  const NanobotsFormula formula(swarm, ctx, opt);
  const Box box = bounding_box(swarm);
  std::ostringstream out;
  out << "; PuzzleLab nanobots (Advent of Code 2018 day 23), part 2 as Z3 Optimize\n"
      << "; instance " << (instance.empty() ? std::string("(unnamed)") : instance) << ": "
      << swarm.size() << " bots, search box " << point_text(box.lo) << " .. " << point_text(box.hi)
      << "\n"
      << "; x, y, z: the point; in_i: bot i (line i+1 of the input) reaches it;\n"
      << "; count: bots in range (maximised first); dist = |x|+|y|+|z| (minimised second)\n"
      << "; solve: z3 FILE\n";
  out << opt;  // declarations, asserts, (maximize count), (minimize dist), (check-sat)
  out << "(get-objectives)\n(get-value (x y z count dist))\n";
  return out.str();
}

}  // namespace puzzlelab::nanobots

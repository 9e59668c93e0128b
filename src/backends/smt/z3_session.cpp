#include "backends/smt/z3_session.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

#include "core/deadline_watchdog.hpp"
#include "core/memory_size.hpp"
#include "core/progress_ticker.hpp"
#include "core/work_budget.hpp"
#include "trace/solver_progress.hpp"

namespace puzzlelab::smt {
namespace {

// Z3 takes unsigned limits, with UINT_MAX meaning "none".
constexpr unsigned kNoLimit = std::numeric_limits<unsigned>::max();

unsigned clamp_to_unsigned(double value) {
  constexpr double kMax = std::numeric_limits<unsigned>::max() - 1.0;
  return static_cast<unsigned>(std::clamp(value, 0.0, kMax));
}

std::uint64_t entry_value(const z3::stats& stats, unsigned i) {
  if (stats.is_uint(i)) return stats.uint_value(i);
  return static_cast<std::uint64_t>(std::max(0.0, stats.double_value(i)));
}

// The counts Z3 reported in a check(); those it did not stay empty.
struct Z3Counts {
  std::optional<std::uint64_t> conflicts, decisions, propagations;
};

// The names differ by solver: the SMT kernel says "conflicts", "decisions", "propagations";
// the SAT solver behind bit-blasting says "sat conflicts", "sat decisions" and splits
// propagations into "sat propagations 2ary" and "sat propagations nary". Each count takes the
// largest kernel's figure, so a run that uses both does not count twice.
Z3Counts read_counts(const z3::stats& stats) {
  Z3Counts counts;
  std::optional<std::uint64_t> smt_propagations, sat_propagations;
  const auto take_largest = [](std::optional<std::uint64_t>& count, std::uint64_t value) {
    count = std::max(count.value_or(0), value);
  };
  for (unsigned i = 0; i < stats.size(); ++i) {
    const std::string name = stats.key(i);  // owned: key() returns a temporary
    std::string_view key = name;
    const bool sat = key.starts_with("sat ");
    if (sat) key.remove_prefix(4);
    const std::uint64_t value = entry_value(stats, i);
    if (key == "conflicts") take_largest(counts.conflicts, value);
    if (key == "decisions") take_largest(counts.decisions, value);
    if (key.starts_with("propagations")) {
      std::optional<std::uint64_t>& kernel = sat ? sat_propagations : smt_propagations;
      kernel = kernel.value_or(0) + value;
    }
  }
  if (smt_propagations || sat_propagations)
    counts.propagations = std::max(smt_propagations.value_or(0), sat_propagations.value_or(0));
  return counts;
}

// Z3 has no callback while it searches: a traced check() ends with one progress event, the
// counts above and every statistic under Z3's own name.
void write_progress(const z3::stats& stats, const Z3Counts& counts, double solve_seconds) {
  nlohmann::json event = {
      {"solver", "z3"}, {"call", trace::begin_solver_call()}, {"solve_seconds", solve_seconds}};
  if (counts.conflicts) event["conflicts"] = *counts.conflicts;
  if (counts.decisions) event["decisions"] = *counts.decisions;
  if (counts.propagations) event["propagations"] = *counts.propagations;
  nlohmann::json& all = event["statistics"] = nlohmann::json::object();
  for (unsigned i = 0; i < stats.size(); ++i) {
    all[stats.key(i)] = stats.is_uint(i) ? nlohmann::json(stats.uint_value(i))
                                         : nlohmann::json(stats.double_value(i));
  }
  trace::solver_progress(std::move(event));
}

// Z3 keeps its own count of the memory it holds (process-wide, in megabytes): the run's memory
// limit becomes Z3's, so that Z3 gives up ("max. memory exceeded") instead of growing past it.
void apply_memory_limit() {
  const WorkBudget* budget = WorkBudget::current();
  if (budget == nullptr) return;
  const std::uint64_t megabytes = std::max<std::uint64_t>(1, budget->limits().memory_bytes >> 20);
  z3::set_param("memory_max_size", static_cast<int>(std::min<std::uint64_t>(megabytes, 1u << 30)));
}

[[noreturn]] void memory_limit_reached(const BackendStats& stats) {
  const WorkBudget* budget = WorkBudget::current();
  throw LimitReached(memory_limit_note(
      budget != nullptr ? budget->limits().memory_bytes : 0,
      "Z3's formula and search (" + rough_count(stats.constraints) + " assertions)"));
}

bool says_memory(const std::string& text) {
  return text.find("memory") != std::string::npos;
}

}  // namespace

bool z3_available() {
  return true;
}

bool Z3Session::time_left() {
  const WorkBudget* budget = WorkBudget::current();
  if (budget != nullptr && budget->seconds_left() <= 0)
    throw LimitReached(time_limit_note(budget->limits().seconds, "starting Z3"));
  return true;
}

Z3Session::Z3Session(const std::string& logic)
    : solver_(logic.empty() ? z3::solver(context_) : z3::solver(context_, logic.c_str())) {
  apply_memory_limit();
}

z3::expr Z3Session::bool_var(const std::string& name) {
  ++stats_.variables;
  return context_.bool_const(name.c_str());
}

z3::expr Z3Session::real_var(const std::string& name) {
  ++stats_.variables;
  return context_.real_const(name.c_str());
}

z3::expr Z3Session::bv_var(const std::string& name, unsigned bits) {
  ++stats_.variables;
  return context_.bv_const(name.c_str(), bits);
}

void Z3Session::add(const z3::expr& assertion) {
  try {
    solver_.add(assertion);
  } catch (const z3::exception& failure) {
    if (says_memory(failure.msg())) memory_limit_reached(stats_);
    throw;
  }
  ++stats_.constraints;
  // Z3 counts its own memory (memory_max_size, set in check()); here the clock, while building.
  check_work(
      0, [this] { return "the Z3 formula (" + rough_count(stats_.constraints) + " assertions)"; });
}

BackendStatus Z3Session::check(const BackendLimits& limits) {
  const Stopwatch solve_clock;
  if (!checked_) stats_.build_seconds = since_created_.seconds();
  checked_ = true;

  // Both limits are set on every call (UINT_MAX is Z3's "none"), so a limit never outlives the
  // call it was given for.
  z3::params params(context_);
  unsigned timeout_ms = kNoLimit;
  // What is left of the wall clock, at least 1 ms; the run's own deadline too.
  const double left = std::min(limits.seconds - since_created_.seconds(), budget_seconds_left());
  if (std::isfinite(left)) timeout_ms = std::max(1u, clamp_to_unsigned(std::ceil(left * 1000.0)));
  params.set("timeout", timeout_ms);
  params.set("max_conflicts", limits.conflicts >= 0
                                  ? clamp_to_unsigned(static_cast<double>(limits.conflicts))
                                  : kNoLimit);
  solver_.set(params);

  z3::check_result answer = z3::unknown;
  bool interrupted = false;  // written by the watchdog's thread, read once it has been joined
  const ProgressTicker progress("Z3: " + rough_count(stats_.variables) + " variables, " +
                                rough_count(stats_.constraints) + " assertions");
  try {
    // Z3's own timeout is not enough on a busy machine (deadline_watchdog.hpp): the watchdog
    // interrupts the check from outside once the same deadline has passed.
    const DeadlineWatchdog watchdog(left, [this, &interrupted] {
      interrupted = true;
      context_.interrupt();
    });
    answer = solver_.check();
  } catch (const z3::exception& failure) {
    if (says_memory(failure.msg())) memory_limit_reached(stats_);
    throw;
  }
  stats_.solve_seconds = solve_clock.seconds();
  const z3::stats statistics = solver_.statistics();
  const Z3Counts counts = read_counts(statistics);
  stats_.conflicts = counts.conflicts.value_or(0);
  stats_.decisions = counts.decisions.value_or(0);
  stats_.propagations = counts.propagations.value_or(0);
  if (trace::solver_progress_wanted()) write_progress(statistics, counts, stats_.solve_seconds);
  // An interrupt may stay on the context and fail the model's evaluation; the time is up anyway.
  if (interrupted) return BackendStatus::kUnknown;
  switch (answer) {
    case z3::sat:
      return BackendStatus::kSatisfiable;
    case z3::unsat:
      return BackendStatus::kUnsatisfiable;
    case z3::unknown:
      if (says_memory(solver_.reason_unknown())) memory_limit_reached(stats_);
      break;
  }
  return BackendStatus::kUnknown;
}

std::string Z3Session::to_smt2() {
  return solver_.to_smt2();
}

}  // namespace puzzlelab::smt

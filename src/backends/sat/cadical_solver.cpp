// The only file that sees cadical.hpp. CaDiCaL 1.5.3 exposes no statistics counters through its
// API (Solver::statistics() only prints), so conflicts are counted with a Learner callback: each
// conflict analysis learns one clause, so learnt clauses approximate conflicts. Decisions and
// propagations have no such hook and stay 0.
//
// A traced run gets progress events (trace/solver_progress.hpp) from the Terminator, which
// CaDiCaL calls between search steps: the call's conflicts so far. Solver::redundant() and
// active() require a VALID state and abort when called from inside solve() (its state is then
// SOLVING), so the learnt clauses and active variables are in the events at the start and the
// end of a call only. 1.5.3 exposes no restart count and no trail depth at all.
#include "backends/sat/cadical_solver.hpp"

#include <cadical.hpp>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <string>

#include "core/error.hpp"
#include "core/memory_size.hpp"
#include "core/work_budget.hpp"
#include "trace/solver_progress.hpp"

namespace puzzlelab::sat {
// Named rather than anonymous: CadicalSolver::Impl, a class with linkage, holds these types as
// members, which GCC warns of (-Wsubobject-linkage) where the unity build includes this file.
namespace cadical_detail {

using Clock = std::chrono::steady_clock;

// Counts learnt clauses; returning false means CaDiCaL never copies their literals out.
class LearntCounter : public CaDiCaL::Learner {
 public:
  bool learning(int /*size*/) override {
    ++count;
    return false;
  }
  void learn(int /*lit*/) override {}
  std::uint64_t count = 0;
};

// The figures of one solve() call as a progress event; `inside` says whether it is made from
// within solve(), where the solver's own counts may not be asked for.
class CallProgress {
 public:
  CallProgress(const CaDiCaL::Solver& solver, const LearntCounter& learnt)
      : solver_(solver), learnt_(learnt) {}

  void begin() {
    call_ = trace::begin_solver_call();
    learnt_before_ = learnt_.count;
  }
  std::uint64_t conflicts() const { return learnt_.count - learnt_before_; }
  void write(bool inside) const {
    nlohmann::json event = {{"solver", "cadical"}, {"call", call_}, {"conflicts", conflicts()}};
    if (!inside) {
      event["learnt"] = solver_.redundant();
      event["variables"] = solver_.active();
    }
    trace::solver_progress(std::move(event));
  }

 private:
  const CaDiCaL::Solver& solver_;
  const LearntCounter& learnt_;
  std::uint64_t learnt_before_ = 0;
  int call_ = 0;
};

// Stops the search once the deadline of the current call has passed; in a traced run, samples
// the call's progress on the way.
class DeadlineTerminator : public CaDiCaL::Terminator {
 public:
  explicit DeadlineTerminator(const CallProgress& progress) : progress_(progress) {}
  void set_deadline(double seconds) {
    unlimited_ = !std::isfinite(seconds);
    if (!unlimited_) {
      deadline_ = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                     std::chrono::duration<double>(std::max(seconds, 0.0)));
    }
  }
  bool terminate() override {
    if (trace::solver_progress_wanted() && trace::solver_progress_due()) [[unlikely]]
      progress_.write(true);
    return !unlimited_ && Clock::now() >= deadline_;
  }

 private:
  const CallProgress& progress_;
  bool unlimited_ = true;
  Clock::time_point deadline_{};
};

}  // namespace cadical_detail

using cadical_detail::CallProgress;
using cadical_detail::Clock;
using cadical_detail::DeadlineTerminator;
using cadical_detail::LearntCounter;

bool cadical_available() {
  return true;
}

struct CadicalSolver::Impl {
  CaDiCaL::Solver solver;
  LearntCounter learnt;
  CallProgress progress{solver, learnt};
  DeadlineTerminator terminator{progress};
  int max_variable = 0;
  std::uint64_t clauses = 0;

  void add(std::span<const Lit> literals) {
    for (Lit literal : literals) {
      if (literal == 0 || literal == INT_MIN) {
        internal_error("CadicalSolver::add_clause: invalid literal " + std::to_string(literal));
      }
      max_variable = std::max(max_variable, std::abs(literal));
      solver.add(literal);
    }
    solver.add(0);
    ++clauses;
  }
};

// CaDiCaL's own copy of a formula: each literal once in its clause arena, a clause header, two
// watches a clause, and the occurrence lists of its preprocessing, about this many bytes a
// clause beyond the literals.
constexpr std::uint64_t kCadicalBytesPerClause = 96;

CadicalSolver::CadicalSolver(const Cnf& cnf) : impl_(std::make_unique<Impl>()) {
  check_work(cnf.memory_bytes() * 2 + cnf.clause_count() * kCadicalBytesPerClause,
             [&cnf] { return "CaDiCaL's copy of the CNF formula (" + cnf.size_text() + ")"; });
  impl_->solver.set("quiet", 1);  // a library must not write to the user's terminal
  impl_->solver.connect_terminator(&impl_->terminator);
  impl_->solver.connect_learner(&impl_->learnt);
  impl_->max_variable = cnf.variable_count();
  // Ten million clauses take seconds to hand over: the run's clock is read on the way.
  cnf.for_each_clause([this, &cnf](std::span<const Lit> clause) {
    check_work(0, [&] {
      return "CaDiCaL's copy of the CNF formula (" + rough_count(impl_->clauses) + " of " +
             rough_count(cnf.clause_count()) + " clauses)";
    });
    impl_->add(clause);
  });
}

CadicalSolver::~CadicalSolver() {
  impl_->solver.disconnect_terminator();
  impl_->solver.disconnect_learner();
}

void CadicalSolver::add_clause(std::span<const Lit> literals) {
  impl_->add(literals);
}

SatResult CadicalSolver::solve(const BackendLimits& limits) {
  return solve(limits, {});
}

SatResult CadicalSolver::solve(const BackendLimits& limits, std::span<const Lit> assumptions) {
  Impl& impl = *impl_;
  for (Lit literal : assumptions) {
    if (literal == 0 || literal == INT_MIN) {
      internal_error("CadicalSolver::solve: invalid assumption " + std::to_string(literal));
    }
    impl.max_variable = std::max(impl.max_variable, std::abs(literal));
    impl.solver.assume(literal);  // dropped by CaDiCaL when this call ends
  }
  // The run's own deadline too: building the formula may have spent part of it.
  impl.terminator.set_deadline(std::min(limits.seconds, budget_seconds_left()));
  if (limits.conflicts >= 0) {
    // CaDiCaL's limit is an int and lasts for the next solve() only.
    impl.solver.limit("conflicts",
                      static_cast<int>(std::min<std::int64_t>(limits.conflicts, INT_MAX)));
  }
  impl.progress.begin();
  const bool traced = trace::solver_progress_wanted();
  if (traced) impl.progress.write(false);
  const auto start = Clock::now();
  const int code = impl.solver.solve();
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (traced) impl.progress.write(false);

  SatResult result;
  switch (code) {
    case 10:
      result.status = BackendStatus::kSatisfiable;
      break;
    case 20:
      result.status = BackendStatus::kUnsatisfiable;
      break;
    case 0:
      result.status = BackendStatus::kUnknown;
      break;
    default:
      internal_error("CaDiCaL returned " + std::to_string(code));
  }
  if (result.status == BackendStatus::kSatisfiable) {
    // Variables CaDiCaL never saw (declared in the Cnf but in no clause) are false.
    const int known = std::min(impl.max_variable, impl.solver.vars());
    result.model.assign(static_cast<std::size_t>(impl.max_variable) + 1, false);
    for (int v = 1; v <= known; ++v) result.model[v] = impl.solver.val(v) > 0;
  }
  result.stats.variables = static_cast<std::uint64_t>(impl.max_variable);
  result.stats.constraints = impl.clauses;
  result.stats.conflicts = impl.progress.conflicts();
  result.stats.solve_seconds = seconds;
  return result;
}

SatResult solve_with_cadical(const Cnf& cnf, const BackendLimits& limits) {
  const auto start = Clock::now();
  CadicalSolver solver(cnf);
  const double build = std::chrono::duration<double>(Clock::now() - start).count();
  SatResult result = solver.solve(limits);
  result.stats.build_seconds = build;
  return result;
}

}  // namespace puzzlelab::sat

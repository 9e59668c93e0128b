// The program's side of the CBC adapter: limits, the memory guard, progress and the result.
// CBC itself runs in the module puzzlelab_cbc.so (cbc_module.cpp), opened on the first call,
// which receives the model as plain arrays (cbc_module_abi.hpp).
//
// A traced run gets progress events (trace/solver_progress.hpp): one at the start, one after the
// root relaxation, some from the module's event handler at branch-and-bound nodes and new
// solutions, and one with the final figures.
#include "backends/milp/cbc_solver.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <new>
#include <string>
#include <vector>

#include "backends/backend_library.hpp"
#include "backends/milp/cbc_module_abi.hpp"
#include "core/deadline_watchdog.hpp"
#include "core/limits.hpp"
#include "core/progress_ticker.hpp"
#include "core/work_budget.hpp"
#include "trace/solver_progress.hpp"

namespace puzzlelab::milp {
namespace {

// A model with no variables has no LP to solve (and CBC does not like empty problems): each
// row is 0 and either holds or not.
MilpResult solve_empty(const Model& model) {
  MilpResult result;
  result.status = BackendStatus::kSatisfiable;
  for (const Row& row : model.rows()) {
    if (row.lower > 0 || row.upper < 0) result.status = BackendStatus::kUnsatisfiable;
  }
  result.optimal = result.status == BackendStatus::kSatisfiable;
  result.objective = result.best_bound = model.objective_offset();
  result.stats.constraints = model.rows().size();
  return result;
}

// The model as the module takes it: the arrays, and a CbcProblem pointing into them.
class CbcArrays {
 public:
  explicit CbcArrays(const Model& model) {
    for (const Variable& variable : model.variables()) {
      column_lower_.push_back(variable.lower);
      column_upper_.push_back(variable.upper);
      integer_.push_back(variable.integer ? 1 : 0);
    }
    objective_.assign(model.variables().size(), 0.0);
    for (const Term& term : model.objective()) {
      objective_[static_cast<std::size_t>(term.variable)] = term.coefficient;
    }
    row_starts_.reserve(model.rows().size() + 1);
    row_starts_.push_back(0);
    row_columns_.reserve(model.nonzeros());
    row_coefficients_.reserve(model.nonzeros());
    // The model has already merged repeated variables in a row.
    for (const Row& row : model.rows()) {
      // Millions of rows take a while to copy: the run's clock is read on the way.
      check_work(0,
                 [&model] { return "CBC's copy of the MILP model (" + model.size_text() + ")"; });
      for (const Term& term : row.terms) {
        row_columns_.push_back(term.variable);
        row_coefficients_.push_back(term.coefficient);
      }
      row_starts_.push_back(static_cast<int>(row_columns_.size()));
      row_lower_.push_back(row.lower);
      row_upper_.push_back(row.upper);
    }
    problem_.columns = static_cast<int>(model.variables().size());
    problem_.rows = static_cast<int>(model.rows().size());
    problem_.column_lower = column_lower_.data();
    problem_.column_upper = column_upper_.data();
    problem_.objective = objective_.data();
    problem_.integer = integer_.data();
    problem_.row_starts = row_starts_.data();
    problem_.row_columns = row_columns_.data();
    problem_.row_coefficients = row_coefficients_.data();
    problem_.row_lower = row_lower_.data();
    problem_.row_upper = row_upper_.data();
    problem_.maximize = model.sense() == Sense::kMaximize ? 1 : 0;
  }
  CbcProblem& problem() { return problem_; }

 private:
  std::vector<double> column_lower_, column_upper_, objective_;
  std::vector<unsigned char> integer_;
  std::vector<int> row_starts_, row_columns_;
  std::vector<double> row_coefficients_, row_lower_, row_upper_;
  CbcProblem problem_;
};

// A CBC objective value given as a minimisation (CbcModel keeps them so, and the driver's branch
// and bound runs on a copy whose objective it may have negated) in the model's own sense with
// its offset, as the report gives it; CBC's "none" (about 1e50) as an infinity.
double in_model_sense(double minimization_value, const Model& model) {
  const double value = std::fabs(minimization_value) < 1e40
                           ? minimization_value
                           : std::copysign(kInfinity, minimization_value);
  return (model.sense() == Sense::kMaximize ? -value : value) + model.objective_offset();
}

// {"solver":"cbc","call":k,"nodes":N,"incumbent":X or null,"bound":B}; a bound that is not
// finite is left out. Values in the model's sense.
void write_progress(int call, std::int64_t nodes, const double* incumbent, double bound) {
  nlohmann::json event = {{"solver", "cbc"}, {"call", call}, {"nodes", nodes}};
  event["incumbent"] = incumbent == nullptr ? nlohmann::json(nullptr) : nlohmann::json(*incumbent);
  if (std::isfinite(bound)) event["bound"] = bound;
  trace::solver_progress(std::move(event));
}

// What the module's progress callbacks need: the run's model and its call number.
struct ProgressHost {
  const Model* model;
  int call;
};

int progress_due(void* /*host*/) {
  return trace::solver_progress_due() ? 1 : 0;
}

// Called from inside CBC, so nothing may leave it: a progress event that cannot be written is
// dropped.
void progress_from_module(void* host, int nodes, const double* incumbent, double bound) {
  const auto& run = *static_cast<const ProgressHost*>(host);
  try {
    const double incumbent_value =
        incumbent == nullptr ? 0 : in_model_sense(*incumbent, *run.model);
    write_progress(run.call, nodes, incumbent == nullptr ? nullptr : &incumbent_value,
                   in_model_sense(bound, *run.model));
  } catch (...) {
  }
}

CbcSolveFunction module_entry() {
  static const BackendLibrary module("COIN-OR CBC", module_files("puzzlelab_cbc.so"));
  static const auto entry =
      reinterpret_cast<CbcSolveFunction>(module.symbol("puzzlelab_cbc_solve"));
  return entry;
}

}  // namespace

bool cbc_available() {
  return true;
}

// CBC's copies of a model: Clp's row and column copies, the CbcModel's solver, the driver's
// preprocessed model and its cut pool, each about the size of the model's rows; and the arrays
// handed to the module.
constexpr std::uint64_t kCbcModelCopies = 7;

MilpResult solve_with_cbc(const Model& model, const BackendLimits& given) {
  if (model.variables().empty()) return solve_empty(model);
  // The run's own deadline too: building the model may have spent part of it.
  BackendLimits limits = given;
  limits.seconds = std::min(given.seconds, budget_seconds_left());
  check_work(model.memory_bytes() * kCbcModelCopies,
             [&model] { return "CBC's copies of the MILP model (" + model.size_text() + ")"; });
  MilpResult result;
  result.stats.variables = model.variables().size();
  result.stats.constraints = model.rows().size();
  if (limits.seconds <= 0) return result;  // kUnknown: nothing left for the solver
  // Opened only now: loading CBC and its LAPACK chain is work too.
  const CbcSolveFunction solve = module_entry();

  const Stopwatch build_clock;
  CbcArrays arrays(model);
  CbcProblem& problem = arrays.problem();
  problem.nodes = limits.nodes;
  const bool traced = trace::solver_progress_wanted();
  ProgressHost host{&model, trace::begin_solver_call()};
  if (traced) {
    problem.traced = 1;
    problem.host = &host;
    problem.progress_due = progress_due;
    problem.progress = progress_from_module;
    write_progress(host.call, 0, nullptr, kInfinity);
  }
  std::vector<double> values(model.variables().size());
  CbcAnswer answer;
  answer.values = values.data();
  const double arrays_seconds = build_clock.seconds();
  {
    const ProgressTicker progress("CBC: " + model.size_text());
    // CBC reads its clock at some nodes only: past the deadline the watchdog raises the flag
    // that the module's event handler reads at every event.
    int stop_requested = 0;
    problem.stop_requested = &stop_requested;
    // The arrays took part of the time left.
    problem.seconds = std::max(0.0, limits.seconds - build_clock.seconds());
    const DeadlineWatchdog watchdog(problem.seconds, [&stop_requested] {
      __atomic_store_n(&stop_requested, 1, __ATOMIC_RELAXED);
    });
    solve(kCbcModuleVersion, &problem, &answer);
  }
  result.stats.build_seconds = arrays_seconds + answer.build_seconds;
  result.stats.solve_seconds = answer.solve_seconds;
  if (answer.outcome == kCbcOutOfMemory) throw std::bad_alloc();
  if (answer.outcome == kCbcFailed) throw BackendUnavailable("COIN-OR CBC", answer.error);
  if (answer.outcome == kCbcRootStopped) {
    if (traced) write_progress(host.call, 0, nullptr, kInfinity);
    return result;  // kUnknown: the time ran out in the root relaxation
  }
  result.stats.nodes = static_cast<std::uint64_t>(answer.nodes);
  result.stats.iterations = static_cast<std::uint64_t>(answer.iterations);
  if (answer.outcome == kCbcUnbounded || answer.outcome == kCbcInfeasible) {
    if (answer.outcome == kCbcInfeasible) result.status = BackendStatus::kUnsatisfiable;
    if (traced) write_progress(host.call, answer.nodes, nullptr, kInfinity);
    return result;  // kUnknown or kUnsatisfiable, without a bound
  }
  result.best_bound = in_model_sense(answer.best_bound, model);
  if (answer.outcome == kCbcNoSolution) {  // kUnknown: a limit stopped it first
    if (traced) write_progress(host.call, answer.nodes, nullptr, result.best_bound);
    return result;
  }
  result.status = BackendStatus::kSatisfiable;
  result.optimal = answer.optimal != 0;
  result.values = std::move(values);
  model.round_integers(result.values);
  result.objective = model.objective_value(result.values);
  if (result.optimal) result.best_bound = result.objective;
  if (traced) write_progress(host.call, answer.nodes, &result.objective, result.best_bound);
  return result;
}

}  // namespace puzzlelab::milp

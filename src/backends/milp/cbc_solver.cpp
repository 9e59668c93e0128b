// The CBC adapter: the Model goes into an OsiClpSolverInterface and CbcMain0/CbcMain1 (the
// driver behind the cbc program: preprocessing, the default cut generators and primal
// heuristics) solves it. A bare CbcModel::branchAndBound() was as fast on small knapsacks but
// far slower on feasibility models such as peg solitaire's, where the heuristics find the point:
// triangle5 took 3.7 s with branchAndBound() and 0.9 s with the driver.
//
// A traced run gets progress events (trace/solver_progress.hpp): one at the start, one after the
// root relaxation, some from an event handler at branch-and-bound nodes and new solutions, and
// one with the final figures.
#include <CbcEventHandler.hpp>
#include <CbcModel.hpp>
#include <CbcSolver.hpp>
#include <ClpPrimalColumnDantzig.hpp>
#include <ClpSolve.hpp>
#include <CoinHelperFunctions.hpp>
#include <CoinMessageHandler.hpp>
#include <CoinPackedMatrix.hpp>
#include <OsiClpSolverInterface.hpp>
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "backends/milp/cbc_solver.hpp"
#include "core/limits.hpp"
#include "core/progress_ticker.hpp"
#include "core/work_budget.hpp"
#include "trace/solver_progress.hpp"

namespace puzzlelab::milp {
namespace {

double to_coin(double bound) {
  if (bound == kInfinity) return COIN_DBL_MAX;
  if (bound == -kInfinity) return -COIN_DBL_MAX;
  return bound;
}

void load(const Model& model, OsiClpSolverInterface& solver) {
  const auto& variables = model.variables();
  const int columns = static_cast<int>(variables.size());
  std::vector<double> column_lower, column_upper, objective(variables.size(), 0.0);
  for (const Variable& variable : variables) {
    column_lower.push_back(to_coin(variable.lower));
    column_upper.push_back(to_coin(variable.upper));
  }
  for (const Term& term : model.objective()) {
    objective[static_cast<std::size_t>(term.variable)] = term.coefficient;
  }

  // Row-ordered matrix; the model has already merged repeated variables in a row.
  CoinPackedMatrix matrix(false, 0, 0);
  matrix.setDimensions(0, columns);
  std::size_t nonzeros = 0;
  for (const Row& row : model.rows()) nonzeros += row.terms.size();
  // Room for every row at once: appending to a full matrix copies it, which is quadratic.
  matrix.reserve(static_cast<int>(model.rows().size()), static_cast<CoinBigIndex>(nonzeros));
  std::vector<double> row_lower, row_upper;
  std::vector<int> indices;
  std::vector<double> elements;
  for (const Row& row : model.rows()) {
    indices.clear();
    elements.clear();
    for (const Term& term : row.terms) {
      indices.push_back(term.variable);
      elements.push_back(term.coefficient);
    }
    matrix.appendRow(static_cast<int>(indices.size()), indices.data(), elements.data());
    row_lower.push_back(to_coin(row.lower));
    row_upper.push_back(to_coin(row.upper));
  }
  solver.loadProblem(matrix, column_lower.data(), column_upper.data(), objective.data(),
                     row_lower.data(), row_upper.data());
  for (int j = 0; j < columns; ++j) {
    if (variables[static_cast<std::size_t>(j)].integer) solver.setInteger(j);
  }
  solver.setObjSense(model.sense() == Sense::kMaximize ? -1.0 : 1.0);
}

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

// The driver runs branch and bound on its own preprocessed copy of the model; its callback
// (called with whereFrom == 4 right after branch and bound) is where that copy's work can be
// read. The callback is a plain function, so the figures travel through a thread_local.
struct DriverWork {
  int nodes = 0;
  int iterations = 0;
};
thread_local DriverWork driver_work;

int record_driver_work(CbcModel* model, int where_from) {
  if (where_from == 4) driver_work = {model->getNodeCount(), model->getIterationCount()};
  return 0;
}

// A CBC objective value given as a minimisation (CbcModel keeps them so, and the driver's branch
// and bound runs on a copy whose objective it may have negated) in the model's own sense with
// its offset, as the report gives it; CBC's "none" (about 1e50) as an infinity.
double in_model_sense(double minimization_value, const Model& model) {
  const double value = std::fabs(minimization_value) < 1e40
                           ? minimization_value
                           : std::copysign(kInfinity, minimization_value);
  return (model.sense() == Sense::kMaximize ? -value : value) + model.objective_offset();
}

// Osi's objective value, or CbcModel's bound, in the solver's own sense, as a minimisation.
double as_minimization(double value, const OsiSolverInterface& solver) {
  return value * solver.getObjSense();
}

// {"solver":"cbc","call":k,"nodes":N,"incumbent":X or null,"bound":B}; a bound that is not
// finite is left out.
void write_progress(int call, int nodes, const double* incumbent, double bound) {
  nlohmann::json event = {{"solver", "cbc"}, {"call", call}, {"nodes", nodes}};
  event["incumbent"] = incumbent == nullptr ? nlohmann::json(nullptr) : nlohmann::json(*incumbent);
  if (std::isfinite(bound)) event["bound"] = bound;
  trace::solver_progress(std::move(event));
}

// Samples branch and bound. The driver runs it on a copy of the model, which clones the
// handler; a sub-search of a heuristic (a model with a parent) is not the run's search.
class ProgressHandler : public CbcEventHandler {
 public:
  ProgressHandler(const Model& model, int call) : model_of_run_(&model), call_(call) {}
  CbcEventHandler* clone() const override { return new ProgressHandler(*this); }

  // Every event CBC gives (nodes, solutions, the root's cut and heuristic passes) is a chance.
  CbcAction event(CbcEvent /*which*/) override {
    if (model_ != nullptr && model_->parentModel() == nullptr && trace::solver_progress_due()) {
      const double incumbent = in_model_sense(model_->getMinimizationObjValue(), *model_of_run_);
      write_progress(
          call_, model_->getNodeCount(), model_->bestSolution() == nullptr ? nullptr : &incumbent,
          in_model_sense(as_minimization(model_->getBestPossibleObjValue(), *model_->solver()),
                         *model_of_run_));
    }
    return noAction;
  }

 private:
  const Model* model_of_run_;
  int call_;
};

}  // namespace

bool cbc_available() {
  return true;
}

// CBC's copies of a model: Clp's row and column copies, the CbcModel's solver, the driver's
// preprocessed model and its cut pool, each about the size of the model's rows.
constexpr std::uint64_t kCbcModelCopies = 6;

MilpResult solve_with_cbc(const Model& model, const BackendLimits& given) {
  if (model.variables().empty()) return solve_empty(model);
  // The run's own deadline too: building the model may have spent part of it.
  BackendLimits limits = given;
  limits.seconds = std::min(given.seconds, budget_seconds_left());
  check_work(model.memory_bytes() * kCbcModelCopies,
             [&model] { return "CBC's copies of the MILP model (" + model.size_text() + ")"; });
  if (limits.seconds <= 0) {  // kUnknown: nothing left for the solver
    MilpResult result;
    result.stats.variables = model.variables().size();
    result.stats.constraints = model.rows().size();
    return result;
  }
  const Stopwatch build_clock;
  OsiClpSolverInterface solver;
  solver.messageHandler()->setLogLevel(0);
  solver.getModelPtr()->setLogLevel(0);
  // Our notes: Clp's default primal pricing hit an assertion (reducedCost > 0) on big-M
  // models, and Dantzig pricing did not; the models we build are small enough not to miss
  // steepest edge.
  ClpPrimalColumnDantzig dantzig;
  solver.getModelPtr()->setPrimalColumnPivotAlgorithm(dantzig);
  load(model, solver);

  CbcModel cbc(solver);  // takes a copy of the solver
  cbc.setLogLevel(0);
  cbc.messageHandler()->setLogLevel(0);
  cbc.solver()->messageHandler()->setLogLevel(0);
  cbc.setUseElapsedTime(true);  // BackendLimits::seconds is wall-clock time
  // The driver reads its limits from its own argument list, not from the model.
  std::vector<std::string> arguments{"puzzlelab", "-log",      "0",      "-slog",
                                     "0",         "-timeMode", "elapsed"};
  if (std::isfinite(limits.seconds)) {
    arguments.insert(arguments.end(), {"-sec", std::to_string(std::max(0.0, limits.seconds))});
  }
  if (limits.nodes >= 0) {
    arguments.insert(arguments.end(),
                     {"-maxNodes", std::to_string(std::min<std::int64_t>(
                                       limits.nodes, std::numeric_limits<int>::max()))});
  }
  arguments.insert(arguments.end(), {"-solve", "-quit"});
  MilpResult result;
  result.stats.variables = model.variables().size();
  result.stats.constraints = model.rows().size();
  result.stats.build_seconds = build_clock.seconds();

  const Stopwatch solve_clock;
  const ProgressTicker progress("CBC: " + model.size_text());
  // The root relaxation runs before the driver and its -sec: give Clp the deadline too.
  auto* clp_interface = dynamic_cast<OsiClpSolverInterface*>(cbc.solver());
  ClpSimplex* clp = clp_interface->getModelPtr();
  if (std::isfinite(limits.seconds)) {
    clp->setMaximumWallSeconds(std::max(0.0, limits.seconds));
    // The automatic choice may take the Idiot crossover, which never reads the clock (a 128-hole
    // peg board spent minutes in it); the dual simplex reads it every few iterations.
    ClpSolve dual;
    dual.setSolveType(ClpSolve::useDual);
    clp_interface->setSolveOptions(dual);
  }
  const bool traced = trace::solver_progress_wanted();
  const int call = trace::begin_solver_call();
  if (traced) write_progress(call, 0, nullptr, kInfinity);
  cbc.initialSolve();
  if (traced && cbc.solver()->isProvenOptimal()) {
    // The root relaxation's optimum bounds the MILP's (Osi gives it in the model's own sense).
    write_progress(
        call, 0, nullptr,
        in_model_sense(as_minimization(cbc.solver()->getObjValue(), *cbc.solver()), model));
  }
  if (std::isfinite(limits.seconds) && !cbc.solver()->isProvenOptimal() &&
      solve_clock.seconds() >= limits.seconds) {
    result.stats.solve_seconds = solve_clock.seconds();
    if (traced) write_progress(call, 0, nullptr, kInfinity);
    return result;  // kUnknown: the time ran out in the root relaxation
  }
  clp->setMaximumWallSeconds(-1);
  const int relaxation_iterations = cbc.solver()->getIterationCount();
  // An unbounded relaxation makes branch and bound claim "proven infeasible"; the MILP is
  // then unbounded (or infeasible, which the LP cannot tell): no answer to give, kUnknown.
  const bool unbounded = cbc.solver()->isProvenDualInfeasible();
  driver_work = {};
  if (!unbounded) {
    CbcSolverUsefulData driver_data;
    CbcMain0(cbc, driver_data);
    cbc.setLogLevel(0);
    std::vector<const char*> argv;
    for (const std::string& argument : arguments) argv.push_back(argument.c_str());
    if (traced) {
      const ProgressHandler handler(model, call);
      cbc.passInEventHandler(&handler);  // takes a clone
    }
    CbcMain1(static_cast<int>(argv.size()), argv.data(), cbc, record_driver_work, driver_data);
  }
  result.stats.solve_seconds = solve_clock.seconds();
  result.stats.nodes = static_cast<std::uint64_t>(std::max(0, driver_work.nodes));
  result.stats.iterations =
      static_cast<std::uint64_t>(std::max(0, relaxation_iterations + driver_work.iterations));

  const double* best = cbc.bestSolution();
  const bool infeasible = !unbounded && cbc.isProvenInfeasible() && best == nullptr;
  if (unbounded || infeasible) {  // kUnknown or kUnsatisfiable, without a bound
    if (infeasible) result.status = BackendStatus::kUnsatisfiable;
    if (traced) write_progress(call, driver_work.nodes, nullptr, kInfinity);
    return result;
  }
  // getBestPossibleObjValue() is in the model's own sense, without our offset.
  result.best_bound =
      in_model_sense(as_minimization(cbc.getBestPossibleObjValue(), *cbc.solver()), model);
  if (best == nullptr) {  // kUnknown: a limit stopped it first, or unbounded
    if (traced) write_progress(call, driver_work.nodes, nullptr, result.best_bound);
    return result;
  }

  result.status = BackendStatus::kSatisfiable;
  result.optimal = cbc.isProvenOptimal();
  result.values.assign(best, best + model.variables().size());
  model.round_integers(result.values);
  result.objective = model.objective_value(result.values);
  if (result.optimal) result.best_bound = result.objective;
  if (traced) write_progress(call, driver_work.nodes, &result.objective, result.best_bound);
  return result;
}

}  // namespace puzzlelab::milp

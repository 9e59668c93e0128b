// puzzlelab_cbc.so: CBC behind one plain-C call (cbc_module_abi.hpp), opened by the program the
// first time it solves a MILP. The model goes into an OsiClpSolverInterface and
// CbcMain0/CbcMain1 (the driver behind the cbc program: preprocessing, the default cut
// generators and primal heuristics) solves it. A bare CbcModel::branchAndBound() was as fast on
// small knapsacks but far slower on feasibility models such as peg solitaire's, where the
// heuristics find the point: triangle5 took 3.7 s with branchAndBound() and 0.9 s with the
// driver.
//
// A traced run's progress comes from here: after the root relaxation, and from an event handler
// at branch-and-bound nodes and new solutions (cbc_solver.cpp writes the first and last).
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
#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <limits>
#include <string>
#include <vector>

#include "backends/milp/cbc_module_abi.hpp"

namespace {

double to_coin(double bound) {
  if (bound == std::numeric_limits<double>::infinity()) return COIN_DBL_MAX;
  if (bound == -std::numeric_limits<double>::infinity()) return -COIN_DBL_MAX;
  return bound;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Whether the call's time is up, by the clock (from `start`, the module's entry) or by the
// program's watchdog.
bool out_of_time(const CbcProblem& problem, std::chrono::steady_clock::time_point start) {
  return (problem.stop_requested != nullptr &&
          __atomic_load_n(problem.stop_requested, __ATOMIC_RELAXED) != 0) ||
         seconds_since(start) >= problem.seconds;
}

// False when the time ran out first: a model of millions of rows takes seconds to load.
bool load(const CbcProblem& problem, OsiClpSolverInterface& solver,
          std::chrono::steady_clock::time_point start) {
  std::vector<double> column_lower(problem.columns), column_upper(problem.columns);
  for (int j = 0; j < problem.columns; ++j) {
    column_lower[j] = to_coin(problem.column_lower[j]);
    column_upper[j] = to_coin(problem.column_upper[j]);
  }
  // Row-ordered matrix. Room for every row at once: appending to a full matrix copies it,
  // which is quadratic.
  CoinPackedMatrix matrix(false, 0, 0);
  matrix.setDimensions(0, problem.columns);
  matrix.reserve(problem.rows, static_cast<CoinBigIndex>(problem.row_starts[problem.rows]));
  std::vector<double> row_lower(problem.rows), row_upper(problem.rows);
  for (int r = 0; r < problem.rows; ++r) {
    if ((r & 4095) == 0 && out_of_time(problem, start)) return false;
    const int first = problem.row_starts[r];
    matrix.appendRow(problem.row_starts[r + 1] - first, problem.row_columns + first,
                     problem.row_coefficients + first);
    row_lower[r] = to_coin(problem.row_lower[r]);
    row_upper[r] = to_coin(problem.row_upper[r]);
  }
  solver.loadProblem(matrix, column_lower.data(), column_upper.data(), problem.objective,
                     row_lower.data(), row_upper.data());
  for (int j = 0; j < problem.columns; ++j) {
    if (problem.integer[j] != 0) solver.setInteger(j);
  }
  solver.setObjSense(problem.maximize != 0 ? -1.0 : 1.0);
  return true;
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

// Osi's objective value, or CbcModel's bound, in the solver's own sense, as a minimisation.
double as_minimization(double value, const OsiSolverInterface& solver) {
  return value * solver.getObjSense();
}

// Stops branch and bound once the limit has passed, by the clock or by the program's watchdog
// (the driver's -sec is read at some nodes only, and a busy machine stretched it), and in a
// traced run samples it. The driver runs branch and bound on a copy of the model, which clones
// the handler; a sub-search of a heuristic (a model with a parent) is not the run's search.
class RunHandler : public CbcEventHandler {
 public:
  RunHandler(const CbcProblem& problem, std::chrono::steady_clock::time_point start)
      : problem_(&problem), start_(start) {}
  CbcEventHandler* clone() const override { return new RunHandler(*this); }

  // Every event CBC gives (nodes, solutions, the root's cut and heuristic passes) is a chance.
  CbcAction event(CbcEvent /*which*/) override {
    if (model_ == nullptr) return noAction;
    if (problem_->traced != 0 && model_->parentModel() == nullptr &&
        problem_->progress_due(problem_->host) != 0) {
      const double incumbent = model_->getMinimizationObjValue();
      problem_->progress(problem_->host, model_->getNodeCount(),
                         model_->bestSolution() == nullptr ? nullptr : &incumbent,
                         as_minimization(model_->getBestPossibleObjValue(), *model_->solver()));
    }
    return out_of_time(*problem_, start_) ? stop : noAction;
  }

 private:
  const CbcProblem* problem_;
  std::chrono::steady_clock::time_point start_;
};

void solve(const CbcProblem& problem, CbcAnswer& answer) {
  const auto build_start = std::chrono::steady_clock::now();
  OsiClpSolverInterface solver;
  solver.messageHandler()->setLogLevel(0);
  solver.getModelPtr()->setLogLevel(0);
  // Our notes: Clp's default primal pricing hit an assertion (reducedCost > 0) on big-M
  // models, and Dantzig pricing did not; the models we build are small enough not to miss
  // steepest edge.
  ClpPrimalColumnDantzig dantzig;
  solver.getModelPtr()->setPrimalColumnPivotAlgorithm(dantzig);
  // The limit counts from here: loading and copying the model are part of the call.
  const auto out_of_time_now = [&] {
    if (!out_of_time(problem, build_start)) return false;
    answer.build_seconds = seconds_since(build_start);
    answer.outcome = kCbcRootStopped;
    return true;
  };
  if (!load(problem, solver, build_start) && out_of_time_now()) return;

  CbcModel cbc(solver);  // takes a copy of the solver
  if (out_of_time_now()) return;
  cbc.setLogLevel(0);
  cbc.messageHandler()->setLogLevel(0);
  cbc.solver()->messageHandler()->setLogLevel(0);
  cbc.setUseElapsedTime(true);  // the limit is wall-clock time
  // The driver reads its limits from its own argument list, not from the model.
  std::vector<std::string> arguments{"puzzlelab", "-log",      "0",      "-slog",
                                     "0",         "-timeMode", "elapsed"};
  const bool timed = std::isfinite(problem.seconds);
  if (timed) {
    arguments.insert(
        arguments.end(),
        {"-sec", std::to_string(std::max(0.0, problem.seconds - seconds_since(build_start)))});
  }
  if (problem.nodes >= 0) {
    arguments.insert(arguments.end(),
                     {"-maxNodes", std::to_string(std::min<std::int64_t>(
                                       problem.nodes, std::numeric_limits<int>::max()))});
  }
  arguments.insert(arguments.end(), {"-solve", "-quit"});
  answer.build_seconds = seconds_since(build_start);

  const auto solve_start = std::chrono::steady_clock::now();
  // The root relaxation runs before the driver and its -sec: give Clp the deadline too.
  auto* clp_interface = dynamic_cast<OsiClpSolverInterface*>(cbc.solver());
  ClpSimplex* clp = clp_interface->getModelPtr();
  if (timed) {
    clp->setMaximumWallSeconds(std::max(0.0, problem.seconds - seconds_since(build_start)));
    // The automatic choice may take the Idiot crossover, which never reads the clock (a 128-hole
    // peg board spent minutes in it); the dual simplex reads it every few iterations.
    ClpSolve dual;
    dual.setSolveType(ClpSolve::useDual);
    clp_interface->setSolveOptions(dual);
  }
  cbc.initialSolve();
  if (problem.traced != 0 && cbc.solver()->isProvenOptimal()) {
    // The root relaxation's optimum bounds the MILP's.
    problem.progress(problem.host, 0, nullptr,
                     as_minimization(cbc.solver()->getObjValue(), *cbc.solver()));
  }
  if (timed && !cbc.solver()->isProvenOptimal() && out_of_time(problem, build_start)) {
    answer.solve_seconds = seconds_since(solve_start);
    answer.outcome = kCbcRootStopped;
    return;
  }
  clp->setMaximumWallSeconds(-1);
  const int relaxation_iterations = cbc.solver()->getIterationCount();
  // An unbounded relaxation makes branch and bound claim "proven infeasible"; the MILP is
  // then unbounded (or infeasible, which the LP cannot tell): no answer to give.
  const bool unbounded = cbc.solver()->isProvenDualInfeasible();
  driver_work = {};
  if (!unbounded) {
    CbcSolverUsefulData driver_data;
    CbcMain0(cbc, driver_data);
    cbc.setLogLevel(0);
    std::vector<const char*> argv;
    for (const std::string& argument : arguments) argv.push_back(argument.c_str());
    const RunHandler handler(problem, build_start);
    cbc.passInEventHandler(&handler);  // takes a clone
    CbcMain1(static_cast<int>(argv.size()), argv.data(), cbc, record_driver_work, driver_data);
  }
  answer.solve_seconds = seconds_since(solve_start);
  answer.nodes = std::max(0, driver_work.nodes);
  answer.iterations = std::max(0, relaxation_iterations + driver_work.iterations);

  const double* best = cbc.bestSolution();
  if (unbounded) {
    answer.outcome = kCbcUnbounded;
    return;
  }
  if (cbc.isProvenInfeasible() && best == nullptr) {
    answer.outcome = kCbcInfeasible;
    return;
  }
  answer.best_bound = as_minimization(cbc.getBestPossibleObjValue(), *cbc.solver());
  if (best == nullptr) {
    answer.outcome = kCbcNoSolution;
    return;
  }
  answer.outcome = kCbcSolution;
  answer.optimal = cbc.isProvenOptimal() ? 1 : 0;
  std::copy(best, best + problem.columns, answer.values);
}

}  // namespace

extern "C" __attribute__((visibility("default"))) int puzzlelab_cbc_solve(int version,
                                                                          const CbcProblem* problem,
                                                                          CbcAnswer* answer) {
  if (version != kCbcModuleVersion) {
    std::snprintf(answer->error, sizeof answer->error,
                  "the CBC module speaks version %d, the program %d", kCbcModuleVersion, version);
    answer->outcome = kCbcFailed;
    return answer->outcome;
  }
  try {
    solve(*problem, *answer);
  } catch (const std::bad_alloc&) {
    answer->outcome = kCbcOutOfMemory;
  } catch (const CoinError& error) {
    std::snprintf(answer->error, sizeof answer->error, "CBC: %s", error.message().c_str());
    answer->outcome = kCbcFailed;
  } catch (const std::exception& error) {
    std::snprintf(answer->error, sizeof answer->error, "CBC: %s", error.what());
    answer->outcome = kCbcFailed;
  }
  return answer->outcome;
}

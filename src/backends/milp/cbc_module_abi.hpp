// The call from PuzzleLab into its CBC module, puzzlelab_cbc.so (cbc_module.cpp). The program
// opens the module on the first MILP solve (backend_library.hpp), so that CBC, CLP and their
// LAPACK chain are not loaded by every run. Only plain C data crosses: the module shares no
// PuzzleLab code and no C++ objects with the program.
#pragma once

#include <cstdint>

extern "C" {

// Raised whenever a field below changes; the module refuses a call made for another version.
inline constexpr int kCbcModuleVersion = 2;

// A MILP in CBC's terms: columns with bounds and integrality, rows in compressed sparse form
// (row r's terms are entries row_starts[r] .. row_starts[r + 1] - 1).
struct CbcProblem {
  int columns = 0;
  int rows = 0;
  const double* column_lower = nullptr;
  const double* column_upper = nullptr;
  const double* objective = nullptr;
  const unsigned char* integer = nullptr;  // 1 for an integer column
  const int* row_starts = nullptr;         // rows + 1 entries
  const int* row_columns = nullptr;
  const double* row_coefficients = nullptr;
  const double* row_lower = nullptr;
  const double* row_upper = nullptr;
  int maximize = 0;
  double seconds = 0;       // wall-clock limit; infinity for none
  std::int64_t nodes = -1;  // branch-and-bound node limit; negative for none
  // Set (atomically, to 1) by the program's watchdog once the limit has passed: the module's
  // event handler then stops branch and bound even where CBC's own clock check did not.
  const int* stop_requested = nullptr;

  // A traced run's progress (trace/solver_progress.hpp): when `traced`, the module asks
  // progress_due() at CBC's events and hands the figures to progress(). Values are CBC's
  // minimisation values; `incumbent` is null when there is none yet.
  int traced = 0;
  void* host = nullptr;
  int (*progress_due)(void* host) = nullptr;
  void (*progress)(void* host, int nodes, const double* incumbent, double bound) = nullptr;
};

enum CbcOutcome : int {
  kCbcRootStopped = 0,  // the time ran out in the root relaxation
  kCbcUnbounded = 1,    // the relaxation is unbounded: no answer
  kCbcInfeasible = 2,   // proved infeasible
  kCbcNoSolution = 3,   // a limit stopped branch and bound with no point; best_bound holds
  kCbcSolution = 4,     // `values` holds a point; best_bound holds
  kCbcFailed = 5,       // CBC threw or refused the call: `error` says why
  kCbcOutOfMemory = 6,  // an allocation failed
};

struct CbcAnswer {
  int outcome = kCbcFailed;
  int optimal = 0;
  std::int64_t nodes = 0;       // branch-and-bound nodes of the driver's search
  std::int64_t iterations = 0;  // simplex iterations, root relaxation included
  double best_bound = 0;        // a minimisation value, as CBC keeps it
  double* values = nullptr;     // the caller's buffer of `columns` doubles
  double build_seconds = 0;
  double solve_seconds = 0;
  char error[256] = {};
};

// The module's one entry point, exported as "puzzlelab_cbc_solve".
using CbcSolveFunction = int (*)(int version, const CbcProblem* problem, CbcAnswer* answer);
}

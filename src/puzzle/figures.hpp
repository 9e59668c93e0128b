// The report's figures from the statistics the engines and back-ends keep. The engines' own
// structs have no "absent": these helpers keep only the figures the method really has.
#pragma once

#include <string>

#include "puzzle/method.hpp"
#include "puzzle/report.hpp"
#include "puzzle/solver_report.hpp"
#include "search/search_stats.hpp"

namespace puzzlelab {

// nodes as the search counted them, dead_hits, pruned and table_entries when not zero (the
// engine's struct cannot tell a zero from a figure it does not keep), its seconds as the solve
// time.
SearchFigures search_figures(const SearchStats& stats);

// The figures each solver really reports: CaDiCaL variables, clauses and conflicts (1.5.3 gives
// no decisions or propagations); Z3 assertions, conflicts, decisions and propagations; CBC
// variables, rows, branch-and-bound nodes and LP iterations. `family` picks the solver (sat,
// smt, milp or network). Build and solve seconds go to `stats`.
BackendFigures backend_figures(MethodFamily family, const BackendStats& backend,
                               SearchFigures& stats);

// The report's status for a finished search.
Status status_of(SearchStatus status);

}  // namespace puzzlelab

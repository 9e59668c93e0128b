#include "puzzle/figures.hpp"

namespace puzzlelab {
namespace {

std::optional<std::uint64_t> if_reported(std::uint64_t value) {
  if (value == 0) return std::nullopt;
  return value;
}

}  // namespace

SearchFigures search_figures(const SearchStats& stats) {
  SearchFigures figures;
  figures.nodes = stats.nodes;
  // SearchStats cannot tell a zero from a figure the engine does not keep: zeros stay out.
  figures.dead_hits = if_reported(stats.dead_hits);
  figures.pruned = if_reported(stats.pruned);
  figures.table_entries = if_reported(stats.table_entries);
  figures.solve_seconds = stats.seconds;
  return figures;
}

BackendFigures backend_figures(MethodFamily family, const BackendStats& backend,
                               SearchFigures& stats) {
  BackendFigures figures;
  stats.build_seconds = backend.build_seconds;
  stats.solve_seconds = backend.solve_seconds;
  figures.variables = backend.variables;
  switch (family) {
    case MethodFamily::kSat:
      figures.solver = "cadical";
      figures.clauses = backend.constraints;
      figures.conflicts = backend.conflicts;
      figures.decisions = if_reported(backend.decisions);
      figures.propagations = if_reported(backend.propagations);
      break;
    case MethodFamily::kSmt:
      figures.solver = "z3";
      figures.clauses = backend.constraints;
      figures.conflicts = backend.conflicts;
      figures.decisions = backend.decisions;
      figures.propagations = if_reported(backend.propagations);
      break;
    default:
      figures.solver = "cbc";
      figures.rows = backend.constraints;
      figures.bnb_nodes = backend.nodes;
      figures.lp_iterations = backend.iterations;
      break;
  }
  return figures;
}

Status status_of(SearchStatus status) {
  return to_status(status);
}

}  // namespace puzzlelab

#include "puzzles/queens/traced_solve.hpp"

#include "puzzles/queens/trace_sink.hpp"

namespace puzzlelab::queens {
namespace {

// The end line's status: an enumeration (--all) is "complete" or "stopped".
std::string end_status(const LockedResult& result, bool all) {
  if (result.status == LockedStatus::kStopped) return "stopped";
  if (all) return "complete";
  return result.status == LockedStatus::kSolved ? "solved" : "no_solution";
}

}  // namespace

LockedResult solve_locked_traced(const LockedBoard& board, const LockedOptions& options,
                                 trace::TraceWriter& writer) {
  TraceSink sink(writer);
  const LockedResult result = solve_locked(board, options, sink);
  // A search that stopped (enough solutions found, a limit) ends on the board it stopped at.
  sink.finish(result.status == LockedStatus::kStopped ||
              found_enough(options, result.solutions.size()));
  nlohmann::json details = {{"boards", result.boards},
                            {"solutions", result.solutions.size()},
                            {"seconds", result.seconds}};
  if (!result.no_solution_reason.empty()) details["reason"] = result.no_solution_reason;
  if (options.method == LockedMethod::kSat) {
    details["conflicts"] = result.sat_conflicts;
    details["decisions"] = result.sat_decisions;
  }
  writer.end(end_status(result, options.all), details);
  return result;
}

}  // namespace puzzlelab::queens

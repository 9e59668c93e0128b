// What a method returns: a report whose answer is the puzzle's own typed answer, not yet replayed
// through the rules. TypedPuzzle replays it (the puzzle's one checker), writes it to JSON (the
// puzzle's one writer) and only then makes it a Report.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "core/status.hpp"
#include "puzzle/report.hpp"

namespace puzzlelab {

template <class Answer>
struct UncheckedReport {
  Status status = Status::kStopped;
  std::optional<Answer> answer;  // empty: no answer (stopped before one, no solution)
  SearchFigures stats;
  std::optional<BackendFigures> backend;
  std::string summary;  // one line for people: "31 jumps", "92 solutions", "no solution"
  std::string note;     // why it stopped, how no solution was proved
  std::string drawing;  // the answer drawn as text
  std::vector<distributed::RankFigures> ranks;  // a count on an MPI job's ranks (Report::ranks)

  // A proof that nothing solves the instance: `why` says how it was proved.
  static UncheckedReport no_solution(std::string why) {
    UncheckedReport report;
    report.status = Status::kNoSolution;
    report.summary = "no solution";
    report.note = std::move(why);
    return report;
  }
};

}  // namespace puzzlelab

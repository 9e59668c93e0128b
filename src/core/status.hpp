// The one status vocabulary of the whole product: every method of every puzzle ends in one of
// these, every report and trace says it in the same words, and the exit status follows from it.
#pragma once

#include <optional>
#include <string_view>

namespace puzzlelab {

enum class Status {
  kSolved,       // an answer was found (and replayed through the rules, where it can be)
  kOptimal,      // an optimisation's answer, proved optimal
  kNoSolution,   // the whole space was searched: no answer exists
  kStopped,      // a time, node or memory limit was reached first
  kUnavailable,  // the method cannot run here: this build lacks its library, or it does not
                 // take this instance (the report's note says which)
};

// "solved", "optimal", "no_solution", "stopped", "unavailable".
std::string_view to_string(Status status);
std::optional<Status> parse_status(std::string_view text);

// Like grep: 0 solved or optimal, 1 no solution exists, 2 unavailable (a usage error: the method
// cannot run here), 3 stopped by a limit.
int exit_code(Status status);

// Whether the status carries an answer (solved or optimal).
inline bool has_answer(Status status) {
  return status == Status::kSolved || status == Status::kOptimal;
}

}  // namespace puzzlelab

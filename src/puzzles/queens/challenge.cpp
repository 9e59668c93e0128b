#include "puzzles/queens/challenge.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

#include "core/error.hpp"

namespace puzzlelab::queens {

std::vector<LockedMethod> default_challenge_methods() {
  return {LockedMethod::kRows, LockedMethod::kBacktrack, LockedMethod::kForward,
          LockedMethod::kPropagate, LockedMethod::kSat};
}

namespace {

// Which limit stopped the table, and where.
std::string stop_note(const SearchLimits& limits, std::uint64_t boards, LockedMethod method,
                      const std::string& square) {
  const std::string where = " (" + to_string(method) + " on " + square + ")";
  if (boards >= limits.nodes)
    return "node limit of " + std::to_string(limits.nodes) + " boards examined reached" + where;
  char text[64];
  std::snprintf(text, sizeof text, "time limit of %g s reached", limits.seconds);
  return text + where;
}

}  // namespace

ChallengeTable run_challenge(int size, const std::vector<LockedMethod>& methods,
                             const SearchLimits& limits, Progress* progress) {
  const Stopwatch clock;
  std::uint64_t boards = 0;  // by every method so far, against the node limit
  if (methods.empty()) throw InputError("the challenge needs at least one method");
  ChallengeTable table;
  table.size = size;
  table.methods = methods;
  table.total_boards.assign(methods.size(), 0);
  table.seconds.assign(methods.size(), 0.0);
  const LockedBoard one_lock = make_locked_board(size, {Square{0, 0}});  // checks the size
  table.brute_per_square = brute_board_count(one_lock);
  table.rows_per_square = rows_board_count(one_lock);

  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      const LockedBoard board = make_locked_board(size, {Square{col, row}});
      ChallengeRow line;
      line.square = {col, row};
      const std::string square = square_name(line.square, size);
      std::vector<Placement> reference;
      for (std::size_t m = 0; m < methods.size(); ++m) {
        if (progress != nullptr && progress->enabled()) {
          progress->update("queens challenge: square " + square + " (" +
                           std::to_string(row * size + col + 1) + "/" +
                           std::to_string(size * size) + "), " + to_string(methods[m]) + ", " +
                           std::to_string(boards) + " boards");
        }
        LockedOptions options;
        options.method = methods[m];
        options.all = true;
        options.limits = limits;
        options.limits.seconds = limits.seconds - clock.seconds();
        options.limits.nodes = limits.nodes - std::min(boards, limits.nodes);
        LockedResult result;
        if (options.limits.seconds <= 0 || options.limits.nodes == 0)
          result.status = LockedStatus::kStopped;  // nothing left for this method
        else
          result = solve_locked(board, options);
        boards += result.boards;
        if (result.status == LockedStatus::kStopped) {
          table.stopped = true;
          table.note =
              !result.memory_note.empty()
                  ? result.memory_note + " (" + to_string(methods[m]) + " on " + square + ")"
                  : stop_note(limits, boards, methods[m], square);
          if (progress != nullptr) progress->clear();
          return table;
        }
        std::sort(result.solutions.begin(), result.solutions.end());
        if (m == 0) {
          reference = std::move(result.solutions);
        } else if (result.solutions != reference) {
          internal_error("queens challenge: " + to_string(methods[m]) + " and " +
                         to_string(methods[0]) + " disagree on the completions for " +
                         square_name(line.square, size));
        }
        line.boards.push_back(result.boards);
        table.total_boards[m] += result.boards;
        table.seconds[m] += result.seconds;
      }
      line.completions = reference.size();
      table.total_completions += line.completions;
      table.rows.push_back(std::move(line));
    }
  }
  return table;
}

}  // namespace puzzlelab::queens

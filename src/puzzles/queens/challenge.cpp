#include "puzzles/queens/challenge.hpp"

#include <algorithm>

#include "core/error.hpp"

namespace puzzlelab::queens {

std::vector<LockedMethod> default_challenge_methods() {
  return {LockedMethod::kRows, LockedMethod::kBacktrack, LockedMethod::kForward,
          LockedMethod::kPropagate, LockedMethod::kSat};
}

ChallengeTable run_challenge(int size, const std::vector<LockedMethod>& methods) {
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
      std::vector<Placement> reference;
      for (std::size_t m = 0; m < methods.size(); ++m) {
        LockedOptions options;
        options.method = methods[m];
        options.all = true;
        LockedResult result = solve_locked(board, options);
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

#include "puzzles/queens/decode_answer.hpp"

#include "puzzle/model_answer.hpp"
#include "puzzles/queens/encode_sat.hpp"

namespace puzzlelab::queens {

std::optional<Placement> decode_placement_answer(const LockedBoard& board, const std::string& text,
                                                 const std::string& source) {
  // The encoding that wrote the model (the sat method's CNF), so that the variable numbers agree.
  const sat::Cnf cnf = encode_locked_sat(board);
  const std::optional<sat::SatResult> answer = model_answer::read_sat_answer(cnf, text, source);
  if (!answer) return std::nullopt;
  const int n = board.n;
  Placement placement(static_cast<std::size_t>(n), -1);
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col) {
      const sat::Lit square = square_variable(n, row, col);
      if (!answer->value(square)) continue;
      if (placement[row] >= 0) {
        model_answer::reject(model_answer::word_location(text, source, std::to_string(square)),
                             "row " + std::to_string(row + 1) + " has two queens, on " +
                                 square_name({placement[row], row}, n) + " and " +
                                 square_name({col, row}, n));
      }
      placement[row] = col;
    }
    if (placement[row] < 0) {
      model_answer::reject(model_answer::first_line(text, source),
                           "row " + std::to_string(row + 1) + " has no queen");
    }
  }
  // The replay: one queen a row and a column, none attacking another, every lock kept.
  if (!is_completion(board, placement)) {
    model_answer::reject(model_answer::first_line(text, source),
                         "the queens are not a completion of the board: two attack each other or "
                         "a locked queen is missing");
  }
  return placement;
}

}  // namespace puzzlelab::queens

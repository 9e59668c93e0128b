#include "puzzles/peg/board.hpp"

#include <algorithm>

#include "core/bits.hpp"
#include "core/error.hpp"

namespace puzzlelab::peg {

Board::Board(GridKind grid, bool diagonal, std::vector<Cell> holes)
    : grid_(grid), diagonal_(diagonal && grid == GridKind::kSquare), holes_(std::move(holes)) {
  if (holes_.empty()) throw InputError("the board has no holes");
  if (static_cast<int>(holes_.size()) > kMaxHoles) {
    throw InputError("the board has " + std::to_string(holes_.size()) +
                     " holes; PuzzleLab supports at most " + std::to_string(kMaxHoles));
  }
  std::sort(holes_.begin(), holes_.end(),
            [](Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  for (std::size_t i = 1; i < holes_.size(); ++i) {
    if (holes_[i] == holes_[i - 1]) {
      throw InputError("the hole " + to_string(holes_[i]) + " is listed twice");
    }
  }
  min_x_ = max_x_ = holes_[0].x;
  min_y_ = max_y_ = holes_[0].y;
  for (Cell c : holes_) {
    min_x_ = std::min(min_x_, c.x);
    max_x_ = std::max(max_x_, c.x);
    min_y_ = std::min(min_y_, c.y);
    max_y_ = std::max(max_y_, c.y);
  }
  if (min_x_ < 0 || min_y_ < 0 || max_x_ >= kMaxExtent * 2 || max_y_ >= kMaxExtent) {
    throw InputError("the board is too large: coordinates must lie within " +
                     std::to_string(kMaxExtent * 2) + " columns and " + std::to_string(kMaxExtent) +
                     " rows");
  }
  if (grid_ == GridKind::kTriangular) {
    const int parity = (holes_[0].x + holes_[0].y) & 1;
    for (Cell c : holes_) {
      if (((c.x + c.y) & 1) != parity) {
        throw InputError("the hole " + to_string(c) +
                         " is off the triangular lattice (holes in a row must be two columns "
                         "apart, and rows offset by one column)");
      }
    }
  }
  const int width = max_x_ - min_x_ + 1;
  index_by_cell_.assign(static_cast<std::size_t>(width) * (max_y_ - min_y_ + 1), -1);
  for (int i = 0; i < hole_count(); ++i) {
    index_by_cell_[(holes_[i].y - min_y_) * width + (holes_[i].x - min_x_)] = i;
  }
  const auto& directions = jump_directions(grid_, diagonal_);
  for (int from = 0; from < hole_count(); ++from) {
    for (int d = 0; d < static_cast<int>(directions.size()); ++d) {
      const Cell a = holes_[from];
      const int over = index_of({a.x + directions[d].dx, a.y + directions[d].dy});
      const int to = index_of({a.x + 2 * directions[d].dx, a.y + 2 * directions[d].dy});
      if (over >= 0 && to >= 0) jumps_.push_back({from, over, to, d});
    }
  }
}

const Direction& Board::direction(const Jump& jump) const {
  return jump_directions(grid_, diagonal_)[jump.direction];
}

HoleSet Board::all_holes() const {
  return hole_count() == kMaxHoles ? ~HoleSet{0} : (HoleSet{1} << hole_count()) - 1;
}

int Board::index_of(Cell cell) const {
  if (cell.x < min_x_ || cell.x > max_x_ || cell.y < min_y_ || cell.y > max_y_) return -1;
  return index_by_cell_[(cell.y - min_y_) * (max_x_ - min_x_ + 1) + (cell.x - min_x_)];
}

std::optional<int> Board::center() const {
  if ((min_x_ + max_x_) % 2 != 0 || (min_y_ + max_y_) % 2 != 0) return std::nullopt;
  const int hole = index_of({(min_x_ + max_x_) / 2, (min_y_ + max_y_) / 2});
  if (hole < 0) return std::nullopt;
  return hole;
}

bool Goal::reached_by(HoleSet position) const {
  return kind == Kind::kPegs ? position == pegs : popcount(position) == 1;
}

int Goal::peg_count() const {
  return kind == Kind::kPegs ? popcount(pegs) : 1;
}

int Game::start_pegs() const {
  return popcount(start);
}

std::string describe(const Goal& goal, const Board& board) {
  if (goal.kind == Goal::Kind::kOnePegAnywhere) return "one peg anywhere";
  const int pegs = popcount(goal.pegs);
  if (pegs == 1) return "one peg at " + to_string(board.cell(lowest_bit(goal.pegs)));
  return std::to_string(pegs) + " pegs in a given pattern";
}

}  // namespace puzzlelab::peg

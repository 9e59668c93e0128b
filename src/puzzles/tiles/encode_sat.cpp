#include "puzzles/tiles/encode_sat.hpp"

#include "backends/sat/cardinality.hpp"
#include "puzzles/tiles/board_text.hpp"

namespace puzzlelab::tiles {

PlanEncoding::PlanEncoding(const Board& start, const Board& goal, int horizon)
    : size_(start.size), cells_(start.cell_count()), horizon_(horizon) {
  for (int cell = 0; cell < cells_; ++cell) {
    Board probe;
    probe.size = size_;
    probe.blank = cell;
    for (Direction direction : kDirections)
      if (const auto to = target_cell(probe, direction)) slides_.push_back({cell, *to, direction});
  }
  const int slide_count = static_cast<int>(slides_.size());
  cnf_.new_variables((horizon_ + 1) * cells_ * cells_);
  first_slide_ = cnf_.variable_count() + 1;
  if (horizon_ > 0) cnf_.new_variables(horizon_ * slide_count);

  cnf_.comments = {
      "sliding tiles " + std::to_string(size_) + "x" + std::to_string(size_) +
          ": a plan of exactly " + std::to_string(horizon_) + " moves",
      "start " + canonical_tiles(start) + "  goal " + canonical_tiles(goal),
      "variable 1 + (t*" + std::to_string(cells_) + " + cell)*" + std::to_string(cells_) +
          " + v: cell (row-major, from 0) holds v at time t, v = 0 the blank, t = 0.." +
          std::to_string(horizon_),
      "variable " + std::to_string(first_slide_) + " + t*" + std::to_string(slide_count) +
          " + k: at step t the blank makes slide k, k in this order:",
  };
  std::string listing;
  for (int k = 0; k < slide_count; ++k) {
    listing.append("  ").append(std::to_string(k)).append(":");
    listing.append(std::to_string(slides_[k].from)).append(" ");
    listing.append(to_string(slides_[k].direction));
    if (k % 8 == 7 || k + 1 == slide_count) {
      cnf_.comments.push_back(listing);
      listing.clear();
    }
  }

  std::vector<sat::Lit> group;
  for (int t = 0; t <= horizon_; ++t) {
    for (int cell = 0; cell < cells_; ++cell) {
      group.clear();
      for (int value = 0; value < cells_; ++value) group.push_back(at(t, cell, value));
      sat::add_exactly_one(cnf_, group);
    }
    for (int value = 0; value < cells_; ++value) {
      group.clear();
      for (int cell = 0; cell < cells_; ++cell) group.push_back(at(t, cell, value));
      sat::add_exactly_one(cnf_, group);
    }
  }
  for (int cell = 0; cell < cells_; ++cell) {
    cnf_.add_clause({at(0, cell, start.cells[cell])});
    cnf_.add_clause({at(horizon_, cell, goal.cells[cell])});
  }

  for (int t = 0; t < horizon_; ++t) {
    group.clear();
    for (int k = 0; k < slide_count; ++k) group.push_back(slide(t, k));
    sat::add_exactly_one(cnf_, group);
    for (int k = 0; k < slide_count; ++k) {
      const Slide& s = slides_[k];
      const sat::Lit move = slide(t, k);
      cnf_.add_clause({-move, at(t, s.from, 0)});
      cnf_.add_clause({-move, at(t + 1, s.to, 0)});
      for (int value = 1; value < cells_; ++value)
        cnf_.add_clause({-move, -at(t, s.to, value), at(t + 1, s.from, value)});
      if (t + 1 < horizon_) {
        for (int back = 0; back < slide_count; ++back) {
          if (slides_[back].from == s.to && slides_[back].to == s.from)
            cnf_.add_clause({-move, -slide(t + 1, back)});
        }
      }
    }
    // Frame: a value stays on a cell unless a slide touches the cell.
    for (int cell = 0; cell < cells_; ++cell) {
      std::vector<sat::Lit> touching;
      for (int k = 0; k < slide_count; ++k)
        if (slides_[k].from == cell || slides_[k].to == cell) touching.push_back(slide(t, k));
      for (int value = 0; value < cells_; ++value) {
        group = {-at(t, cell, value), at(t + 1, cell, value)};
        group.insert(group.end(), touching.begin(), touching.end());
        cnf_.add_clause(group);
      }
    }
  }
}

std::vector<Direction> PlanEncoding::decode(const sat::SatResult& model) const {
  std::vector<Direction> moves;
  for (int t = 0; t < horizon_; ++t)
    for (int k = 0; k < static_cast<int>(slides_.size()); ++k)
      if (model.value(slide(t, k))) moves.push_back(slides_[k].direction);
  return moves;
}

}  // namespace puzzlelab::tiles

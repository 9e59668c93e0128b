#include "puzzles/knights/trace_events.hpp"

#include <string>

#include "core/error.hpp"

namespace puzzlelab::knights {

nlohmann::json trace_square(Square square) {
  return {square.x, square.y};
}

nlohmann::json trace_instance(int size, bool closed, Square start) {
  return {{"size", size}, {"closed", closed}, {"start", trace_square(start)}};
}

TourTracer::TourTracer(int size, trace::TraceWriter& writer) : size_(size), writer_(writer) {}

nlohmann::json TourTracer::state() const {
  nlohmann::json path = nlohmann::json::array();
  for (int square : path_) path.push_back({square % size_, square / size_});
  return {{"path", std::move(path)}};
}

void TourTracer::header(std::string_view method, bool closed, Square start, Square from) {
  nlohmann::json instance = trace_instance(size_, closed, start);
  if (!(from == start)) instance["search_start"] = trace_square(from);
  path_.assign(1, from.y * size_ + from.x);
  writer_.header("knights", method, instance, state(), [this] { return state(); });
}

void TourTracer::write_square(const char* name, trace::Step step, int square) {
  // Left out by sampling or past the cap: skip building the event.
  if (writer_.skip(step)) return;
  const Square at{square % size_, square / size_};
  writer_.event(step, {{"e", name}, {"x", at.x}, {"y", at.y}, {"square", square_name(at, size_)}});
}

void TourTracer::move(int square) {
  path_.push_back(square);
  write_square("move", trace::Step::kAdvance, square);
}

void TourTracer::undo(int square) {
  if (path_.size() < 2 || path_.back() != square)
    internal_error("knights trace: an undo of a square the knight is not on");
  path_.pop_back();
  write_square("undo", trace::Step::kRetreat, square);
}

void TourTracer::solution(bool closed) {
  if (closed && path_.size() > 1) {
    const int home = path_.front();
    path_.push_back(home);
    write_square("move", trace::Step::kDeeper, home);
  }
  writer_.event(trace::Step::kSolution, {{"e", "solution"}});
}

}  // namespace puzzlelab::knights

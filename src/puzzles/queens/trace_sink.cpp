#include "puzzles/queens/trace_sink.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "trace/trace_writer.hpp"

namespace puzzlelab::queens {
namespace {

// {"queens":[[row,col],...]}, sorted so that equal boards give equal states.
nlohmann::json queens_state(std::vector<std::array<int, 2>> queens) {
  std::sort(queens.begin(), queens.end());
  nlohmann::json list = nlohmann::json::array();
  for (const auto& [row, col] : queens) list.push_back({row, col});
  return {{"queens", list}};
}

}  // namespace

void TraceSink::start(const LockedBoard& board, const std::string& method) {
  nlohmann::json locked = nlohmann::json::array();
  queens_.clear();
  for (const Square& lock : board.locks) {
    locked.push_back({lock.row, lock.col});
    queens_.push_back({lock.row, lock.col});
  }
  writer_.header("queens", method, {{"n", board.n}, {"locked", locked}}, queens_state(queens_),
                 [this] { return queens_state(queens_); });
}

void TraceSink::place(int row, int col, bool counts_board) {
  flush_removes();
  queens_.push_back({row, col});
  const trace::Step step = counts_board ? trace::Step::kAdvance : trace::Step::kDeeper;
  // Left out by sampling or past the cap: skip building the event.
  if (writer_.skip(step)) return;
  writer_.event(step, {{"e", "place"}, {"row", row}, {"col", col}});
}

void TraceSink::remove(int row, int col) {
  held_removes_.push_back({row, col});
}

void TraceSink::flush_removes() {
  for (const auto& queen : held_removes_) {
    const auto it = std::find(queens_.rbegin(), queens_.rend(), queen);
    if (it == queens_.rend()) internal_error("queens trace: removing a queen that is not there");
    queens_.erase(std::next(it).base());
    if (writer_.skip(trace::Step::kRetreat)) continue;
    writer_.event(trace::Step::kRetreat, {{"e", "remove"}, {"row", queen[0]}, {"col", queen[1]}});
  }
  held_removes_.clear();
}

void TraceSink::finish(bool stopped_early) {
  if (stopped_early) {
    held_removes_.clear();
  } else {
    flush_removes();
  }
}

void TraceSink::conflict(int row, int col) {
  flush_removes();
  if (writer_.skip(trace::Step::kMark)) return;
  writer_.event(trace::Step::kMark, {{"e", "conflict"}, {"row", row}, {"col", col}});
}

void TraceSink::solution(const Placement& placement, bool counts_board) {
  flush_removes();
  const trace::Step step = counts_board ? trace::Step::kSolutionNode : trace::Step::kSolution;
  if (writer_.skip(step)) return;
  writer_.event(step, {{"e", "solution"}, {"cols", placement}});
}

}  // namespace puzzlelab::queens

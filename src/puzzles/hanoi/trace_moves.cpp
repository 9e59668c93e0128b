#include "puzzles/hanoi/trace_moves.hpp"

#include "core/work_budget.hpp"

namespace puzzlelab::hanoi {

nlohmann::json trace_instance(int pegs, const Config& goal) {
  return {{"disks", goal.size()}, {"pegs", pegs}, {"goal", to_string(goal)}};
}

nlohmann::json trace_state(const Config& config) {
  return {{"config", to_string(config)}};
}

HanoiTracer::HanoiTracer(trace::TraceWriter& writer, const std::string& method, const Config& start,
                         const Config& goal, int pegs)
    : writer_(writer), config_(start), goal_(goal) {
  // Every method traces the moves of its answer, none its search.
  writer_.header("hanoi", method, trace_instance(pegs, goal), trace_state(start),
                 [this] { return trace_state(config_); }, {.answer_only = true});
}

void HanoiTracer::operator()(const Move& move) {
  if (guard_ != nullptr && guard_->tick()) {
    writer_.cut(time_limit_note(guard_->limits().seconds,
                                "tracing move " + std::to_string(guard_->nodes())));
    throw TraceCut{};
  }
  const nlohmann::json event = {{"e", "move"},
                                {"disk", move.disk},
                                {"from", std::string(1, peg_letter(move.from))},
                                {"to", std::string(1, peg_letter(move.to))}};
  config_[move.disk - 1] = static_cast<std::uint8_t>(move.to);
  // The moves of an answer, not nodes of a search: depth only.
  if (!writer_.event(trace::Step::kDeeper, event)) throw TraceCut{};
}

void HanoiTracer::end(std::string_view status, const nlohmann::json& details) {
  if (status == "solved" && !writer_.truncated() && config_ == goal_) {
    writer_.event(trace::Step::kSolution, {{"e", "solution"}});
  }
  writer_.end(status, details);
}

}  // namespace puzzlelab::hanoi

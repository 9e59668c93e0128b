#include "puzzles/nanobots/trace_boxes.hpp"

#include <array>

#include "core/error.hpp"
#include "puzzles/nanobots/bnb_solver.hpp"
#include "puzzles/nanobots/solve_method.hpp"
#include "search/search_stats.hpp"

namespace puzzlelab::nanobots {
namespace {

nlohmann::json point_json(const Point& p) {
  return {p.x, p.y, p.z};
}

// The same point as a trace field's integer list: written without building a json value.
std::array<Coord, 3> point_field(const Point& p) {
  return {p.x, p.y, p.z};
}

}  // namespace

nlohmann::json trace_instance(const Swarm& swarm) {
  nlohmann::json bots = nlohmann::json::array();
  for (const Bot& bot : swarm) bots.push_back({bot.pos.x, bot.pos.y, bot.pos.z, bot.r});
  return {{"bots", bots}};
}

nlohmann::json trace_state(const std::optional<Candidate>& best) {
  if (!best) return {{"best", nullptr}};
  return {
      {"best",
       {{"point", point_json(best->point)}, {"count", best->count}, {"distance", best->distance}}}};
}

void BoxTracer::header(const Swarm& swarm, Method method) {
  // bnb traces its boxes; the back-ends only their answer.
  writer_.header("nanobots", to_string(method), trace_instance(swarm), trace_state(std::nullopt),
                 [this] { return trace_state(best_); }, {.answer_only = method != Method::kBnb});
}

void BoxTracer::box(const Box& box, int bound) {
  // Left out by sampling or past the cap: skip building the event.
  if (writer_.skip(trace::Step::kNode)) return;
  writer_.event(
      trace::Step::kNode,
      {{"e", "box"}, {"lo", point_field(box.lo)}, {"hi", point_field(box.hi)}, {"bound", bound}});
}

void BoxTracer::candidate(const Candidate& point) {
  if (best_ && !better(point, *best_)) return;
  best_ = point;
  writer_.event(trace::Step::kSolution, {{"e", "solution"},
                                         {"point", point_field(point.point)},
                                         {"count", point.count},
                                         {"distance", point.distance}});
}

void BoxTracer::end(const Part2Result& result) {
  nlohmann::json details = {{"method", to_string(result.method)},
                            {"seconds", result.stats.seconds}};
  // Boxes are bnb's; a back-end's own figures come from the report, true or absent.
  if (result.method == Method::kBnb) {
    details["nodes"] = result.stats.nodes;
    details["pruned"] = result.stats.pruned;
  }
  writer_.end(to_string(to_status(result.status)), details);
}

BackendPart2Result solve_traced(const Swarm& swarm, Method method, const SearchLimits& limits,
                                trace::TraceWriter& writer) {
  BoxTracer tracer(writer);
  BackendPart2Result answer;
  if (method == Method::kBnb) {
    tracer.header(swarm, method);
    answer.part2 = solve_bnb_traced(swarm, limits, tracer);
    const Candidate& best = answer.part2.best;
    // The same check solve_part2 makes on the untraced run.
    if (answer.part2.status == SearchStatus::kSolved &&
        (count_covering(swarm, best.point) != best.count || norm(best.point) != best.distance)) {
      internal_error(
          "nanobots bnb: the reported point does not have its reported count or "
          "distance");
    }
  } else {
    answer = solve_with_method(swarm, method, limits);  // a refusal throws before the header
    tracer.header(swarm, method);
    if (answer.part2.status == SearchStatus::kSolved) tracer.candidate(answer.part2.best);
  }
  tracer.end(answer.part2);
  return answer;
}

}  // namespace puzzlelab::nanobots

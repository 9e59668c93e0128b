#include "puzzles/tm/accept_method.hpp"

#include <algorithm>

#include "core/enum_names.hpp"
#include "core/error.hpp"
#include "puzzles/tm/accept.hpp"

namespace puzzlelab::turing {
namespace {

constexpr std::uint64_t kNoLimit = std::numeric_limits<std::uint64_t>::max();

AcceptOutcome explore(const Machine& machine, const std::vector<int>& input, int steps,
                      const AcceptRequest& request) {
  SearchLimits limits = request.limits;
  limits.nodes = std::min(request.limits.nodes, kDefaultBfsConfigurations);
  const ExploreResult r = explore_breadth_first(machine, input, steps, limits);
  AcceptOutcome out;
  out.status = r.status;
  out.computation = r.computation;
  out.configurations = r.configurations;
  out.seconds = r.seconds;
  out.node_cap = limits.nodes;
  if (r.status == RunStatus::kStopped) {
    out.stopped_by = !r.memory_note.empty() ? AcceptLimit::kMemory
                     : r.stopped_by_cap     ? AcceptLimit::kNodes
                                            : AcceptLimit::kTime;
    out.memory_note = r.memory_note;
  }
  return out;
}

AcceptOutcome solve(const Machine& machine, const std::vector<int>& input, int steps,
                    const AcceptRequest& request) {
  BackendLimits limits;
  limits.seconds = request.limits.seconds;
  if (request.limits.nodes != kNoLimit) {
    limits.conflicts = static_cast<std::int64_t>(
        std::min<std::uint64_t>(request.limits.nodes, std::numeric_limits<std::int64_t>::max()));
  }
  const SatAcceptResult r =
      accept_with_sat(machine, input, steps, request.at_most_one, limits, request.on_built);
  AcceptOutcome out;
  out.status = r.status;
  out.computation = r.computation;
  out.has_formula = true;
  out.size = r.size;
  out.stats = r.stats;
  if (r.status == RunStatus::kStopped) {
    // CaDiCaL does not say which limit it met: a conflict count reached is the likelier one.
    out.stopped_by = limits.conflicts >= 0 && r.stats.conflicts >= request.limits.nodes
                         ? AcceptLimit::kNodes
                         : AcceptLimit::kTime;
  }
  return out;
}

}  // namespace

AcceptOutcome decide_acceptance(const Machine& machine, const std::vector<int>& input, int steps,
                                const AcceptRequest& request) {
  AcceptOutcome out;
  switch (request.method) {
    case AcceptMethod::kBfs:
      out = explore(machine, input, steps, request);
      break;
    case AcceptMethod::kSat:
      out = solve(machine, input, steps, request);
      break;
  }
  if (out.status == RunStatus::kAccepted) {
    const std::string problem = check_computation(machine, input, steps, out.computation);
    if (!problem.empty()) internal_error("tm accept: the computation does not check: " + problem);
  }
  return out;
}

std::string_view to_string(AcceptMethod method) {
  return method == AcceptMethod::kBfs ? "bfs" : "sat";
}

std::optional<AcceptMethod> parse_accept_method(std::string_view name) {
  return parse_named(kAcceptMethods, name);
}

}  // namespace puzzlelab::turing

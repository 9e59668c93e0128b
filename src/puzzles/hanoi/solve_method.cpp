#include "puzzles/hanoi/solve_method.hpp"

#include <cstdio>
#include <limits>

#include "core/enum_names.hpp"
#include "puzzle/json_u128.hpp"
#include "puzzles/hanoi/graph.hpp"
#include "puzzles/hanoi/move_text.hpp"
#include "search/bfs.hpp"

namespace puzzlelab::hanoi {
namespace {

// Thrown by the listing sink to end the recursion once a limit is reached.
struct ListingStopped {};

// Which limit stopped a run that had counted `nodes` when it stopped.
std::string limit_note(const SearchLimits& limits, std::uint64_t nodes, const char* counted) {
  if (nodes >= limits.nodes) {
    return "node limit of " + std::to_string(limits.nodes) + " " + counted + " reached";
  }
  char line[96];
  std::snprintf(line, sizeof line, "time limit of %g s reached after %llu %s", limits.seconds,
                static_cast<unsigned long long>(nodes), counted);
  return line;
}

MethodResult solve_recursive(const Problem& problem, const SearchLimits& limits, bool want_list) {
  MethodResult result;
  result.count = recursive_count(problem);
  if (!want_list) return result;
  if (result.count > kMaxListedMoves) {
    result.stopped = true;
    result.note = to_decimal(result.count) + " moves are more than the " +
                  std::to_string(kMaxListedMoves) +
                  " a listed answer holds (`hanoi solve` streams any number)";
    return result;
  }
  LimitGuard guard(limits);
  auto sink = [&](const Move& move) {
    if (guard.tick()) throw ListingStopped{};
    result.moves.push_back(move);
  };
  try {
    if (guard.time_is_up()) throw ListingStopped{};
    result.moves.reserve(static_cast<std::size_t>(result.count));
    recursive_moves(problem, sink);
    result.have_list = true;
  } catch (const ListingStopped&) {
    result.stopped = true;
    result.note = limit_note(limits, guard.nodes(), "moves listed");
    result.moves.clear();
  }
  result.nodes = guard.nodes();
  result.seconds = guard.seconds();
  return result;
}

MethodResult solve_bfs(const Problem& problem, const SearchLimits& limits) {
  MethodResult result;
  const StateSpace space(problem.disks, problem.pegs);
  const std::uint32_t goal = space.encode(problem.goal);
  auto search = search::bfs_shortest_path(space, space.encode(problem.start),
                                          [&](std::uint32_t state) { return state == goal; },
                                          {.limits = limits});
  result.states = space.size();
  result.nodes = search.stats.nodes;
  result.seconds = search.stats.seconds;
  if (search.status == SearchStatus::kStopped) {
    result.stopped = true;
    result.note = limit_note(limits, result.nodes, "states expanded");
    return result;
  }
  if (search.status != SearchStatus::kSolved) {
    internal_error("hanoi: the state graph is not connected");
  }
  result.moves = std::move(search.path);
  result.have_list = true;
  return result;
}

MethodResult solve_declarative(const Problem& problem, Method method, const SearchLimits& limits) {
  MethodResult result;
  DeclarativeResult run = method == Method::kMilp
                              ? solve_inventory(problem.start, problem.goal, backend_limits(limits))
                              : solve_network(problem.start, problem.goal, backend_limits(limits));
  result.seconds = run.stats.build_seconds + run.stats.solve_seconds;
  if (run.status == BackendStatus::kSatisfiable && run.optimal) {
    result.moves = std::move(run.moves);
    result.have_list = true;
  } else {
    result.stopped = true;
    result.note = "CBC stopped by a limit before a proved optimum (" +
                  (run.status == BackendStatus::kSatisfiable ? std::string("feasible")
                                                             : to_string(run.status)) +
                  ")";
  }
  run.moves.clear();
  result.model = std::move(run);
  return result;
}

// The list against the rules and, with 3 pegs, against the recursive optimum.
void check_list(const Problem& problem, const MethodResult& result) {
  const std::string problem_text =
      check_sequence(problem.start, problem.goal, problem.pegs, result.moves);
  if (!problem_text.empty()) internal_error("hanoi: " + problem_text);
  if (result.method == Method::kRecursive && result.count != recursive_count(problem)) {
    internal_error("hanoi: move count differs from the plan");
  }
  if (problem.pegs == 3 && result.count != plan(problem.start, problem.goal).count) {
    internal_error("hanoi: " + std::string(to_string(result.method)) + " found " +
                   to_decimal(result.count) + " moves, the recursive optimum is " +
                   to_decimal(plan(problem.start, problem.goal).count));
  }
}

}  // namespace

std::string_view to_string(Method method) {
  switch (method) {
    case Method::kRecursive:
      return "recursive";
    case Method::kBfs:
      return "bfs";
    case Method::kMilp:
      return "milp";
    case Method::kNetwork:
      return "network";
  }
  return "recursive";
}

std::optional<Method> parse_method(std::string_view name) {
  return parse_named(kMethods, name);
}

std::vector<std::string> method_names() {
  return names_of(kMethods);
}

void check_method_fits(const Problem& problem, Method method) {
  const std::string n = std::to_string(problem.disks);
  const std::string name(to_string(method));
  switch (method) {
    case Method::kRecursive:
      if (problem.pegs == 4 && !problem.classic) {
        throw InputError(
            "with 4 pegs the recursive method (Frame-Stewart) does the classic transfer "
            "only (all on A to all on B); use --method bfs for other configurations");
      }
      return;
    case Method::kBfs:
      if (problem.disks > max_graph_disks(problem.pegs)) {
        throw InputError("--method bfs: " + n + " disks is too many (at most " +
                         std::to_string(max_graph_disks(problem.pegs)) + " with " +
                         std::to_string(problem.pegs) + " pegs)");
      }
      return;
    case Method::kMilp:
    case Method::kNetwork:
      break;
  }
  if (problem.pegs != 3) throw InputError("--method " + name + " models 3 pegs only");
  if (method == Method::kMilp && problem.disks > kMaxInventoryDisks) {
    throw InputError("--method milp: " + n +
                     " disks is too many for the inventory model (at most " +
                     std::to_string(kMaxInventoryDisks) + "; its horizon is 2^N - 1 steps)");
  }
  if (method == Method::kNetwork && problem.disks > kMaxNetworkDisks) {
    throw InputError("--method network: " + n +
                     " disks is too many for the network model (at most " +
                     std::to_string(kMaxNetworkDisks) + "; it has 3^N nodes)");
  }
}

u128 recursive_count(const Problem& problem) {
  if (problem.pegs == 4) return frame_stewart_count(problem.disks);
  return plan(problem.start, problem.goal).count;
}

MethodResult solve_with_method(const Problem& problem, Method method, const SearchLimits& limits,
                               bool want_list) {
  check_method_fits(problem, method);
  MethodResult result = method == Method::kRecursive ? solve_recursive(problem, limits, want_list)
                        : method == Method::kBfs     ? solve_bfs(problem, limits)
                                                     : solve_declarative(problem, method, limits);
  result.method = method;
  if (result.have_list) {
    result.count = result.moves.size();
    check_list(problem, result);
  }
  return result;
}

nlohmann::json method_figures(const MethodResult& result) {
  if (result.method == Method::kBfs)
    return {{"states", result.states}, {"seconds", result.seconds}};
  if (!result.model) return nlohmann::json::object();
  const DeclarativeResult& run = *result.model;
  return {
      {"variables", run.variables},
      {"rows", run.rows},
      {"seconds", result.seconds},
      {"status", run.status == BackendStatus::kSatisfiable ? (run.optimal ? "optimal" : "feasible")
                                                           : to_string(run.status)}};
}

}  // namespace puzzlelab::hanoi

// Every Tower of Hanoi method behind one name, for `hanoi solve` and the puzzle interface alike:
// recursive (the constructions of recursive.hpp, streamed or listed), bfs (the state graph),
// milp (the inventory model) and network (the shortest-path LP), both solved with CBC. Every
// list of moves is replayed through the rules and, with 3 pegs, checked against the recursive
// optimum; a mismatch is a bug, never an answer.
#pragma once

#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"
#include "core/limits.hpp"
#include "core/uint128.hpp"
#include "puzzles/hanoi/encode_milp.hpp"
#include "puzzles/hanoi/problem.hpp"
#include "puzzles/hanoi/recursive.hpp"
#include "puzzles/hanoi/rules.hpp"

namespace puzzlelab::hanoi {

enum class Method { kRecursive, kBfs, kMilp, kNetwork };
inline constexpr Method kMethods[] = {Method::kRecursive, Method::kBfs, Method::kMilp,
                                      Method::kNetwork};

// "recursive", "bfs", "milp", "network": the names --method takes.
std::string_view to_string(Method method);
std::optional<Method> parse_method(std::string_view name);
std::vector<std::string> method_names();

// InputError (naming --method) when the method cannot take the problem: four pegs off the
// classic transfer for recursive, four pegs or too many disks for the models, too many disks
// for the state graph.
void check_method_fits(const Problem& problem, Method method);

// Most moves a listed answer holds (16 disks, classic); the recursion streams any number.
inline constexpr std::uint64_t kMaxListedMoves = (std::uint64_t{1} << 16) - 1;

// The count the recursive algorithms promise (3 pegs: the plan; 4 pegs: Frame-Stewart).
u128 recursive_count(const Problem& problem);

template <class Sink>
void recursive_moves(const Problem& problem, Sink& sink) {
  if (problem.pegs == 4) {
    frame_stewart_moves(problem.disks, 0, 1, 2, 3, sink);
  } else if (problem.classic) {
    classic_moves(problem.disks, 0, 1, 2, sink);
  } else {
    optimal_moves(problem.start, problem.goal, sink);
  }
}

struct MethodResult {
  Method method = Method::kRecursive;
  bool stopped = false;    // a limit ended the method before a proved optimum
  std::string note;        // why it stopped
  bool have_list = false;  // `moves` holds the answer; otherwise the recursion streams it
  std::vector<Move> moves;
  u128 count = 0;
  double seconds = 0;        // recursive: listing; bfs: the search; milp, network: CBC in all
  std::uint64_t nodes = 0;   // recursive: moves listed; bfs: states expanded
  std::uint32_t states = 0;  // bfs: states of the graph
  std::optional<DeclarativeResult> model;  // milp, network: the CBC run (moves left in `moves`)
};

// Runs a method that check_method_fits accepts. The recursive method lists its moves only when
// `want_list` is set (then under the limits, one node a move, and at most kMaxListedMoves);
// otherwise it only counts them, and emit_moves streams them later. BackendUnavailable when the
// milp or network method lacks CBC.
MethodResult solve_with_method(const Problem& problem, Method method, const SearchLimits& limits,
                               bool want_list);

// The answer's moves into `sink`: the list when there is one, else the recursion's.
template <class Sink>
void emit_moves(const Problem& problem, const MethodResult& result, Sink& sink) {
  if (result.have_list) {
    for (const Move& move : result.moves) sink(move);
  } else {
    recursive_moves(problem, sink);
  }
}

// The same, replayed through the rules on the way: internal_error unless exactly result.count
// legal moves reach the goal.
template <class Sink>
void emit_checked_moves(const Problem& problem, const MethodResult& result, Sink& sink) {
  CheckedSink checker(problem.start, problem.pegs);
  auto checked = [&](const Move& move) {
    checker.check(move);
    sink(move);
  };
  emit_moves(problem, result, checked);
  if (!checker.position().matches(problem.goal) || checker.count() != result.count) {
    internal_error("hanoi: the replayed moves do not reach the goal");
  }
}

// The method's own figures, as a stopped run's trace ends with them: bfs: states, seconds; milp,
// network: variables, rows, seconds, status.
nlohmann::json method_figures(const MethodResult& result);

}  // namespace puzzlelab::hanoi

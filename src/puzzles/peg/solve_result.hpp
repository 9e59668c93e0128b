// What every peg-solitaire solver returns, and the frame they all share: settle the trivial cases
// (a position-class proof, a start that is already the goal), run the search on the right bit
// word, then replay the solution through the rules before anyone sees it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "backends/backend_result.hpp"
#include "core/uint128.hpp"
#include "puzzles/peg/board.hpp"
#include "puzzles/peg/position_class.hpp"
#include "puzzles/peg/rules.hpp"
#include "search/ordered_dfs.hpp"
#include "search/search_stats.hpp"

namespace puzzlelab::peg {

struct PegSolveResult {
  SearchStatus status = SearchStatus::kNoSolution;
  Solution solution;  // verified through the rules when status is kSolved
  SearchStats stats;
  BackendStats backend;              // filled by the declarative methods (sat, smt, milp)
  std::string method;                // which solver produced it
  std::optional<std::string> proof;  // why there is no solution, when a short argument exists
};

// What a declarative back-end's answer means for the game.
inline SearchStatus search_status(BackendStatus status) {
  switch (status) {
    case BackendStatus::kSatisfiable:
      return SearchStatus::kSolved;
    case BackendStatus::kUnsatisfiable:
      return SearchStatus::kNoSolution;
    case BackendStatus::kUnknown:
      return SearchStatus::kStopped;
  }
  return SearchStatus::kStopped;
}

template <class Problem>
PegSolveResult to_solve_result(DfsResult<Problem>&& dfs) {
  PegSolveResult result;
  result.status = dfs.status;
  result.solution = std::move(dfs.path);
  result.stats = dfs.stats;
  return result;
}

// `search` is a generic callable: search.template operator()<Bits>() runs on the bit word Bits
// (std::uint64_t up to 64 holes, u128 above) and returns a PegSolveResult.
template <class Search>
PegSolveResult solve_verified(const Game& game, const std::string& method, Search&& search) {
  PegSolveResult result;
  if (auto proof = position_class_proof(game)) {
    result.status = SearchStatus::kNoSolution;
    result.proof = std::move(proof);
  } else if (game.goal.reached_by(game.start)) {
    result.status = SearchStatus::kSolved;
  } else if (game.board.hole_count() <= 64) {
    result = search.template operator()<std::uint64_t>();
  } else {
    result = search.template operator()<u128>();
  }
  result.method = method;
  if (result.status == SearchStatus::kSolved)
    verify_or_abort(game, result.solution, method.c_str());
  return result;
}

}  // namespace puzzlelab::peg

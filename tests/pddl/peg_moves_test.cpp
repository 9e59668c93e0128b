// Peg solitaire in the fewest moves through the PDDL route: a move is one peg's chain of jumps,
// costing 1, so the cheapest plan under the metric (uniform-cost search, zero-cost actions
// included) is the game in the fewest moves. Checked on small boards against a search over the
// peg puzzle's own rules, for the example files and for the models `export peg` writes.
#include <gtest/gtest.h>

#include <deque>
#include <map>
#include <optional>
#include <sstream>
#include <utility>

#include "pddl_test_support.hpp"
#include "puzzle/pddl_model_text.hpp"
#include "puzzles/pddl/heuristic_search.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/rules.hpp"
#include "registry/registry.hpp"

namespace puzzlelab::pddl {
namespace {

// The fewest moves from the game's start to its goal, by breadth-first search with zero-cost
// edges (a deque) over (position, hole of the peg that jumped last) through peg/rules.hpp:
// a jump by that peg costs nothing, any other costs one move. nullopt when no game wins.
std::optional<int> fewest_moves(const peg::Game& game) {
  using Node = std::pair<peg::HoleSet, int>;  // the position, the last peg's hole or -1
  std::map<Node, int> distance;
  std::deque<Node> queue{{game.start, -1}};
  distance[queue.front()] = 0;
  const std::vector<peg::Jump>& jumps = game.board.jumps();
  while (!queue.empty()) {
    const Node node = queue.front();
    queue.pop_front();
    const int moves = distance[node];
    if (game.goal.reached_by(node.first)) return moves;
    for (std::size_t k = 0; k < jumps.size(); ++k) {
      if (!peg::is_legal(game.board, node.first, static_cast<int>(k))) continue;
      const int cost = jumps[k].from == node.second ? 0 : 1;
      const Node next{peg::apply_jump(game.board, node.first, static_cast<int>(k)), jumps[k].to};
      const auto known = distance.find(next);
      if (known != distance.end() && known->second <= moves + cost) continue;
      distance[next] = moves + cost;
      cost == 0 ? queue.push_front(next) : queue.push_back(next);
    }
  }
  return std::nullopt;
}

std::optional<Cost> cheapest(const Task& task) {
  const PlanSearchOutcome found = ucs_plan(task);
  EXPECT_NE(found.status, SearchStatus::kStopped) << found.note;
  if (found.status != SearchStatus::kSolved) return std::nullopt;
  return found.cost;
}

// The game of a board, with its own start (every hole but one full) and the given goal.
peg::Game game_of(const std::string& board, std::optional<std::string> goal = std::nullopt) {
  peg::GameRequest request;
  request.board = board;
  request.goal = std::move(goal);
  return peg::load_game(request);
}

TEST(PddlPegMoves, ExampleFilesInTheFewestMoves) {
  const std::pair<const char*, peg::Game> boards[] = {
      {"peg-plus.pddl", game_of("plus")},
      {"peg-triangle5.pddl", game_of("triangle5", "4,0")},
      {"peg-triangle4.pddl", game_of("triangle4", "3,0")},
  };
  for (const auto& [file, game] : boards) {
    SCOPED_TRACE(file);
    const test::Loaded loaded = test::load_examples("peg-domain.pddl", file);
    const std::optional<int> expected = fewest_moves(game);
    const std::optional<Cost> found = cheapest(loaded.task);
    ASSERT_EQ(found.has_value(), expected.has_value());
    if (expected) {
      EXPECT_EQ(*found, static_cast<Cost>(*expected));
    }
  }
}

TEST(PddlPegMoves, ExportedBoardsInTheFewestMoves) {
  const Puzzle& peg = puzzle_named("peg");
  const Params boards[] = {
      {{"board", "plus"}},
      {{"board", "triangle5"}},
      {{"board", "triangle5"}, {"empty", "2,2"}},
      {{"board", "triangle5"}, {"empty", "4,2"}, {"goal", "4,2"}},
      {{"board", "simple"}},
      {{"board", "unsolvable"}},
  };
  for (const Params& params : boards) {
    const std::unique_ptr<Instance> instance = peg.parse(params);
    SCOPED_TRACE(instance->canonical());
    std::ostringstream text;
    peg.write_model(*instance, "pddl", ModelFormat::kPddl, text);
    const std::optional<PddlModelText> files = split_pddl_model(text.str());
    ASSERT_TRUE(files.has_value());
    const test::Loaded loaded = test::load_text(files->domain, files->problem);
    peg::GameRequest request;
    request.board = params[0].second;
    if (params.size() > 1) request.empty = params[1].second;
    if (params.size() > 2) request.goal = params[2].second;
    const std::optional<int> expected = fewest_moves(peg::load_game(request));
    const std::optional<Cost> found = cheapest(loaded.task);
    ASSERT_EQ(found.has_value(), expected.has_value());
    if (expected) {
      EXPECT_EQ(*found, static_cast<Cost>(*expected));
    }
  }
}

}  // namespace
}  // namespace puzzlelab::pddl

// Hints checked against the engine: a winnable position's hinted jump is legal and leads to a
// position that is still winnable (followed to the end, it wins); a dead position says false.
#include "server/peg_hint.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "core/bits.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/rules.hpp"
#include "server/api.hpp"
#include "server/peg_boards.hpp"

namespace puzzlelab::server {
namespace {

// The index of the board's jump (from, over, to), or -1.
int jump_index(const peg::Board& board, const nlohmann::json& jump) {
  for (int j = 0; j < static_cast<int>(board.jumps().size()); ++j) {
    const peg::Jump& candidate = board.jumps()[j];
    if (candidate.from == jump["from"] && candidate.over == jump["over"] &&
        candidate.to == jump["to"]) {
      return j;
    }
  }
  return -1;
}

bool winnable_by_engine(const peg::Game& game, peg::HoleSet position) {
  peg::Game from_here = game;
  from_here.start = position;
  return peg::solve_first(from_here).status == SearchStatus::kSolved;
}

// Follows hints from the start to the goal, checking each against the engine.
void follow_hints_to_the_end(const std::string& name) {
  const peg::Game game = served_game(name);
  peg::HoleSet position = game.start;
  int jumps = 0;
  for (;;) {
    const nlohmann::json hint = peg_hint(game, position, kMaxHintSeconds);
    ASSERT_EQ(hint["winnable"], true) << name << " after " << jumps << " jumps";
    EXPECT_EQ(hint["pegs"], popcount(position));
    if (hint.contains("won")) break;
    const int jump = jump_index(game.board, hint["jump"]);
    ASSERT_GE(jump, 0) << hint.dump();
    ASSERT_TRUE(peg::is_legal(game.board, position, jump)) << hint.dump();
    EXPECT_EQ(hint["moves_left"], popcount(position) - game.goal.peg_count());
    position = peg::apply_jump(game.board, position, jump);
    ++jumps;
    EXPECT_TRUE(winnable_by_engine(game, position)) << name << " after " << jumps << " jumps";
  }
  EXPECT_TRUE(game.goal.reached_by(position));
  EXPECT_EQ(jumps, game.moves_to_goal());
}

TEST(ServerHint, FollowingTheHintsWinsTriangle5) {
  follow_hints_to_the_end("triangle5");
}
TEST(ServerHint, FollowingTheHintsWinsTheEnglishBoard) {
  follow_hints_to_the_end("english");
}
TEST(ServerHint, FollowingTheHintsWinsRhombus) {
  follow_hints_to_the_end("rhombus");
}

TEST(ServerHint, ADeadPositionIsNotWinnable) {
  const peg::Game game = served_game("triangle5");
  // Two pegs far apart, no jump between them: stuck, and the goal (one peg) is out of reach.
  const peg::HoleSet corners = (peg::HoleSet{1} << 10) | (peg::HoleSet{1} << 14);
  const nlohmann::json stuck = peg_hint(game, corners, kDefaultHintSeconds);
  EXPECT_EQ(stuck["winnable"], false);
  EXPECT_EQ(stuck["stuck"], true);
  EXPECT_TRUE(stuck["reason"].is_string());
  EXPECT_FALSE(winnable_by_engine(game, corners));

  // Not stuck, yet lost: the first such position reachable from the start (breadth first), by
  // the engine's word, and the hint agrees.
  std::vector<peg::HoleSet> level = {game.start};
  bool found = false;
  while (!level.empty() && !found) {
    std::vector<peg::HoleSet> next_level;
    for (peg::HoleSet position : level) {
      for (int j = 0; j < static_cast<int>(game.board.jumps().size()) && !found; ++j) {
        if (!peg::is_legal(game.board, position, j)) continue;
        const peg::HoleSet next = peg::apply_jump(game.board, position, j);
        if (!peg::has_legal_jump(game.board, next) || winnable_by_engine(game, next)) {
          next_level.push_back(next);
          continue;
        }
        const nlohmann::json hint = peg_hint(game, next, kDefaultHintSeconds);
        EXPECT_EQ(hint["winnable"], false) << hint.dump();
        EXPECT_EQ(hint["stuck"], false);
        found = true;
      }
      if (found) break;
    }
    level = std::move(next_level);
  }
  EXPECT_TRUE(found) << "triangle5 has positions that are lost but not stuck";
}

TEST(ServerHint, TheFrenchBoardIsLostByAProof) {
  const peg::Game game = served_game("french");
  const nlohmann::json hint = peg_hint(game, game.start, kDefaultHintSeconds);
  EXPECT_EQ(hint["winnable"], false);
  EXPECT_NE(hint["reason"].get<std::string>().find("class"), std::string::npos) << hint.dump();
}

TEST(ServerHint, AWonPositionSaysSo) {
  const peg::Game game = served_game("english");
  const nlohmann::json hint = peg_hint(game, game.goal.pegs, kDefaultHintSeconds);
  EXPECT_EQ(hint["winnable"], true);
  EXPECT_EQ(hint["won"], true);
  EXPECT_FALSE(hint.contains("jump"));
}

TEST(ServerHint, ATinyTimeLimitMayGiveNoAnswerButNeverAWrongOne) {
  // english7x7 (informed search) takes more than a few milliseconds from its start.
  const peg::Game game = served_game("english7x7");
  const nlohmann::json hint = peg_hint(game, game.start, 0.001);
  if (hint["winnable"].is_null()) {
    EXPECT_EQ(hint["reason"], "time limit");
  } else {
    ASSERT_EQ(hint["winnable"], true) << hint.dump();
    const int jump = jump_index(game.board, hint["jump"]);
    ASSERT_GE(jump, 0);
    EXPECT_TRUE(peg::is_legal(game.board, game.start, jump));
  }
}

TEST(ServerHint, ThroughTheApi) {
  Api api;
  const HttpResponse response =
      api.handle({"POST", "/api/hint", R"({"board":"triangle5","pegs":"011111111111111"})"});
  ASSERT_EQ(response.status, 200);
  const auto hint = nlohmann::json::parse(response.body);
  EXPECT_EQ(hint["board"], "triangle5");
  EXPECT_EQ(hint["winnable"], true);
  EXPECT_EQ(hint["pegs"], 14);
  EXPECT_TRUE(hint["seconds"].is_number());
  EXPECT_EQ(api.running_searches(), 0);
}

}  // namespace
}  // namespace puzzlelab::server

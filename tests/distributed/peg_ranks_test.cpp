// The peg game count with its layers shared by K ranks (layer_builder.hpp, "Ranks"), the ranks
// run as threads (thread_job.hpp): on every rank the totals, the positions and the goal classes
// of one process, bit for bit, on boards whose layers take one chunk and many; a node limit that
// stops every rank alike. The board analysis likewise: its labelled layers and its middle join
// on K ranks give every start's games by final hole of one process.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <tuple>

#include "../support/peg_games.hpp"
#include "core/error.hpp"
#include "distributed/checkpoint.hpp"
#include "distributed/checkpoint_io.hpp"
#include "distributed/layer_checkpoint.hpp"
#include "distributed/plain_bytes.hpp"
#include "puzzles/peg/analyze.hpp"
#include "puzzles/peg/count_checkpoint.hpp"
#include "puzzles/peg/game_count.hpp"
#include "temp_folder.hpp"
#include "thread_job.hpp"

namespace puzzlelab::peg {
namespace {

using distributed::Job;
using testing_support::builtin_game;

CountOptions quiet_count() {
  CountOptions options;
  options.progress = false;
  options.threads = 1;
  return options;
}

std::vector<GameCount> count_on(int ranks, const Game& game, CountOptions options) {
  return distributed::test::run_ranks(ranks, [&](Job& job) {
    CountOptions mine = options;
    mine.job = &job;
    return count_games(game, mine);
  });
}

void expect_same(const GameCount& one, const GameCount& got, const std::string& what) {
  EXPECT_EQ(got.status, one.status) << what;
  EXPECT_EQ(to_decimal(got.winning), to_decimal(one.winning)) << what;
  EXPECT_EQ(to_decimal(got.losing), to_decimal(one.losing)) << what;
  EXPECT_EQ(got.positions, one.positions) << what;
  ASSERT_EQ(got.goal_classes.size(), one.goal_classes.size()) << what;
  for (std::size_t i = 0; i < one.goal_classes.size(); ++i) {
    EXPECT_EQ(got.goal_classes[i].representative, one.goal_classes[i].representative) << what;
    EXPECT_EQ(to_decimal(got.goal_classes[i].games), to_decimal(one.goal_classes[i].games)) << what;
  }
}

void expect_one_process_counts(const std::string& board, CountOptions options) {
  const Game game = builtin_game(board);
  const GameCount one = count_games(game, options);
  ASSERT_EQ(one.status, CountStatus::kComplete) << board;
  for (const int ranks : {1, 2, 3}) {
    const std::vector<GameCount> counts = count_on(ranks, game, options);
    std::uint64_t kept = 0, expanded = 0;
    for (const GameCount& count : counts) {
      expect_same(one, count, board + " on " + std::to_string(ranks) + " ranks");
      ASSERT_EQ(count.ranks.size(), static_cast<std::size_t>(ranks));
    }
    for (const distributed::RankFigures& rank : counts.front().ranks) {
      kept += rank.units;
      expanded += rank.work;
      if (ranks > 1 && one.positions >= 100) {
        EXPECT_GT(rank.units, 0u) << board << ": every rank keeps classes";
      }
    }
    EXPECT_EQ(kept, one.positions) << board << ": each class kept by one rank";
    EXPECT_GT(expanded, 0u);
  }
}

TEST(PegCountOnRanks, MatchesOneProcess) {
  for (const std::string board : {"triangle5", "triangle6", "plus", "rhombus", "simple"}) {
    expect_one_process_counts(board, quiet_count());
  }
}

TEST(PegCountOnRanks, MatchesOneProcessOnTwoThreadsARank) {
  CountOptions options = quiet_count();
  options.threads = 2;
  options.min_parallel_layer = 1;  // every layer on both threads
  expect_one_process_counts("triangle6", options);
}

// A child another rank owns goes to it either sorted by that rank's partition (read where it
// lies when the partitions are merged) or in one stream a rank (scattered where it arrives):
// both give one process's count. The sorted way sends each partition's count in every message,
// so its bytes show which way ran.
TEST(PegCountOnRanks, MatchesOneProcessSentByRankToo) {
  CountOptions by_rank = quiet_count();
  by_rank.send_by_partition = false;
  for (const std::string board : {"triangle6", "plus"}) expect_one_process_counts(board, by_rank);
  by_rank.threads = 2;
  by_rank.min_parallel_layer = 1;
  expect_one_process_counts("triangle6", by_rank);

  // Two threads a rank lay each layer out in 16 partitions at least.
  CountOptions by_partition = by_rank;
  by_partition.send_by_partition = true;
  const Game game = builtin_game("plus");
  for (const int ranks : {2, 3}) {
    const GameCount sorted = count_on(ranks, game, by_partition).front();
    const GameCount unsorted = count_on(ranks, game, by_rank).front();
    for (int r = 0; r < ranks; ++r) {
      EXPECT_GT(sorted.ranks[r].sent.bytes, unsorted.ranks[r].sent.bytes) << ranks << " ranks";
    }
  }
}

// --checkpoint-every: an hour's pace keeps no layer of a count of a moment (and says so), on one
// rank or two; the tiniest pace keeps the last layer, as no pace does. The counts are unchanged.
TEST(PegCountOnRanks, APacedCheckpointKeepsNoLayerBeforeItsTime) {
  const Game game = builtin_game("triangle6");
  const GameCount one = count_games(game, quiet_count());
  for (const int ranks : {1, 2}) {
    for (const double every : {3600.0, 1e-9}) {
      const std::string what = std::to_string(ranks) + " ranks, every " + std::to_string(every);
      const distributed::test::TempFolder folder;
      CountOptions options = quiet_count();
      options.checkpoint = {folder / "count", false, every};
      options.instance = "board=triangle6";
      for (const GameCount& count : count_on(ranks, game, options)) {
        expect_same(one, count, what);
        if (every > 1) {
          EXPECT_EQ(count.kept_depth, -1) << what;
        } else {
          EXPECT_GT(count.kept_depth, 0) << what;
        }
      }
      EXPECT_EQ(distributed::holds_layer_checkpoint(folder / "count"), every < 1) << what;
    }
  }
}

TEST(PegCountOnRanks, WithoutSymmetryToo) {
  CountOptions options = quiet_count();
  options.use_symmetry = false;
  expect_one_process_counts("triangle5", options);
}

TEST(PegCountOnRanks, ANodeLimitStopsEveryRankWithOneReason) {
  CountOptions options = quiet_count();
  options.limits.nodes = 500;
  const std::vector<GameCount> counts = count_on(2, builtin_game("triangle6"), options);
  for (const GameCount& count : counts) {
    EXPECT_EQ(count.status, CountStatus::kStopped);
    EXPECT_EQ(count.stop_reason, counts.front().stop_reason);
    EXPECT_EQ(to_decimal(count.winning), to_decimal(counts.front().winning));
  }
  EXPECT_FALSE(counts.front().stop_reason.empty());
}

// Layer checkpoints (count_checkpoint.hpp): a count stopped on some ranks and resumed on as many
// or others ends with one process's figures; another game's checkpoint is refused.
TEST(PegCountOnRanks, StoppedAndResumedOnOtherRanksMatchesOneProcess) {
  const Game game = builtin_game("triangle6");
  CountOptions options = quiet_count();
  options.instance = "triangle6";
  const GameCount one = count_games(game, options);
  for (const auto& [from, to] : {std::pair{2, 1}, {1, 3}, {3, 2}, {2, 2}}) {
    const std::string what =
        "stopped on " + std::to_string(from) + ", resumed on " + std::to_string(to);
    const std::string directory =
        ::testing::TempDir() + "/peg-layers-" + std::to_string(from) + "-" + std::to_string(to);
    std::filesystem::remove_all(directory);
    CountOptions stopping = options;
    stopping.limits.nodes = 30000;
    stopping.checkpoint = {directory, false};
    for (const GameCount& count : count_on(from, game, stopping)) {
      ASSERT_EQ(count.status, CountStatus::kStopped) << what;
    }
    CountOptions resuming = options;
    resuming.checkpoint = {directory, true};
    for (const GameCount& count : count_on(to, game, resuming)) {
      expect_same(one, count, what);
      EXPECT_GT(count.resumed_depth, 0) << what;
    }
  }
}

// A layer read back whose counts pass what the packed entry holds (here one class's count raised
// by 2^100 in the file, its check redone) sends every rank, also the one that does not own that
// class, to the wide entries, and the count goes on from the file.
TEST(PegCountOnRanks, ResumedCountsTooWideForTheEntryGoOnInWiderOnes) {
  const std::string directory = ::testing::TempDir() + "/peg-layers-wide";
  std::filesystem::remove_all(directory);
  CountOptions options = quiet_count();
  options.instance = "triangle6";
  options.limits.nodes = 30000;
  options.checkpoint = {directory, false};
  ASSERT_EQ(count_games(builtin_game("triangle6"), options).status, CountStatus::kStopped);
  std::string path;
  for (const auto& entry : std::filesystem::directory_iterator(directory)) path = entry.path();
  std::string bytes;
  {
    std::ifstream in(path, std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  const std::size_t check_at = bytes.find("\ncheck ") + 7;
  const std::size_t body_at = bytes.find('\n', check_at) + 1;
  std::uint64_t header_check = 0;
  ASSERT_TRUE(distributed::checkpoint_io::parse_hex64(
      std::string_view(bytes).substr(check_at, body_at - 1 - check_at), header_check));
  const std::size_t totals_at = bytes.find("\ntotals ") + 8;
  const std::string totals = bytes.substr(totals_at, bytes.find('\n', totals_at) - totals_at);
  const std::size_t goals = std::stoull(totals.substr(totals.rfind(' ') + 1));
  auto* body = reinterpret_cast<std::byte*>(bytes.data() + body_at);
  std::byte* count = body + goals * kCountRecordBytes + 16;  // the first class's count
  distributed::put_u128(count, distributed::get_u128(count) + (u128{1} << 100));
  const std::size_t body_size = bytes.size() - body_at - 8;
  distributed::put_u64(reinterpret_cast<std::byte*>(bytes.data() + bytes.size() - 8),
                       distributed::Fnv1a64().add_u64(header_check).add(body, body_size).value());
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;

  CountOptions resuming = quiet_count();
  resuming.instance = "triangle6";
  resuming.checkpoint = {directory, true};
  const std::vector<GameCount> counts = count_on(2, builtin_game("triangle6"), resuming);
  for (const GameCount& count : counts) {
    EXPECT_EQ(count.status, CountStatus::kComplete);
    EXPECT_GT(count.resumed_depth, 0);
    // Every sequence into the raised class ends, won or lost: 2^100 more games at least.
    EXPECT_GE(count.winning + count.losing, u128{1} << 100);
    EXPECT_EQ(to_decimal(count.winning), to_decimal(counts.front().winning));
  }
}

TEST(PegCountOnRanks, AnotherGamesCheckpointIsRefused) {
  const std::string directory = ::testing::TempDir() + "/peg-layers-other";
  std::filesystem::remove_all(directory);
  CountOptions options = quiet_count();
  options.instance = "triangle5";
  options.checkpoint = {directory, false};
  ASSERT_EQ(count_games(builtin_game("triangle5"), options).status, CountStatus::kComplete);
  options.instance = "triangle6";
  options.checkpoint.resume = true;
  EXPECT_THROW(count_games(builtin_game("triangle6"), options), InputError);
  options.checkpoint.resume = false;  // a folder holding a checkpoint is not started afresh
  options.instance = "triangle5";
  EXPECT_THROW(count_games(builtin_game("triangle5"), options), InputError);
}

// A board drawn in a file of the test's own (board_text.hpp), loaded as a game.
Game drawn_game(const std::string& name, const std::string& drawing) {
  const std::string path = ::testing::TempDir() + "/" + name + ".board";
  std::ofstream(path) << drawing;
  return load_game({path, std::nullopt, std::nullopt});
}

void expect_same_analysis(const BoardAnalysis& one, const BoardAnalysis& analysis,
                          const std::string& what) {
  EXPECT_EQ(analysis.status, one.status) << what;
  EXPECT_EQ(analysis.counted, one.counted) << what;
  ASSERT_EQ(analysis.starts.size(), one.starts.size()) << what;
  for (std::size_t s = 0; s < one.starts.size(); ++s) {
    const StartHoleAnalysis& want = one.starts[s];
    const StartHoleAnalysis& got = analysis.starts[s];
    EXPECT_EQ(got.solvable, want.solvable) << what << ", start " << s;
    EXPECT_EQ(got.final_holes, want.final_holes) << what << ", start " << s;
    EXPECT_EQ(to_decimal(got.winning_games), to_decimal(want.winning_games))
        << what << ", start " << s;
    ASSERT_EQ(got.winning_games_by_final_hole.size(), want.winning_games_by_final_hole.size())
        << what << ", start " << s;
    for (const auto& [hole, games] : want.winning_games_by_final_hole) {
      EXPECT_EQ(to_decimal(got.winning_games_by_final_hole.at(hole)), to_decimal(games))
          << what << ", start " << s << ", finish " << hole;
    }
  }
}

std::vector<BoardAnalysis> analyze_on(int ranks, const Game& game, const AnalyzeOptions& options) {
  return distributed::test::run_ranks(ranks, [&](Job& job) {
    AnalyzeOptions mine = options;
    mine.job = &job;
    return analyze_board(game.board, mine);
  });
}

void expect_one_process_analysis(const Game& game, AnalyzeOptions options) {
  const std::string board = game.name;
  options.progress = false;
  const BoardAnalysis one = analyze_board(game.board, options);
  ASSERT_EQ(one.status, CountStatus::kComplete) << board;
  for (const int ranks : {1, 2, 3}) {
    const std::vector<BoardAnalysis> analyses = analyze_on(ranks, game, options);
    const std::string what = board + " analysed on " + std::to_string(ranks) + " ranks";
    for (const BoardAnalysis& analysis : analyses) {
      expect_same_analysis(one, analysis, what);
      ASSERT_EQ(analysis.ranks.size(), static_cast<std::size_t>(ranks)) << what;
    }
    for (const distributed::RankFigures& rank : analyses.front().ranks) {
      EXPECT_GT(rank.units, 0u) << what << ": every rank keeps classes";
    }
  }
}

TEST(PegAnalyzeOnRanks, MatchesOneProcess) {
  AnalyzeOptions options;
  options.threads = 1;
  // The rectangles' middle layers take several rounds of the join.
  for (const Game& game : {builtin_game("triangle5"), builtin_game("triangle6"),
                           drawn_game("square5", "ooooo\nooooo\noo.oo\nooooo\nooooo\n"),
                           drawn_game("rectangle4x6", "oooooo\noooooo\noooooo\nooooo.\n")}) {
    expect_one_process_analysis(game, options);
  }
}

TEST(PegAnalyzeOnRanks, MatchesOneProcessSentByRankToo) {
  AnalyzeOptions options;
  options.threads = 1;
  options.send_by_partition = false;
  expect_one_process_analysis(builtin_game("triangle6"), options);
  expect_one_process_analysis(drawn_game("rectangle4x6", "oooooo\noooooo\noooooo\nooooo.\n"),
                              options);
}

TEST(PegAnalyzeOnRanks, MatchesOneProcessOnTwoThreadsARank) {
  AnalyzeOptions options;
  options.threads = 2;
  expect_one_process_analysis(builtin_game("triangle6"), options);
}

// One thread, quiet, the board named as a checkpoint's header names it.
AnalyzeOptions checkpointed_analysis(const std::string& instance) {
  AnalyzeOptions options;
  options.threads = 1;
  options.progress = false;
  options.instance = instance;
  return options;
}

// Inside a group (analyze.cpp, GroupCheckpoint): its labelled layers written as they finish, in
// a folder of the group's own. An analysis stopped midway by a node limit, on 1 or 2 ranks,
// resumed on 1, 2 or 3: one process's games for every start, the stopped group gone on from a
// layer of its checkpoint, and no group's layers left behind.
TEST(PegAnalyzeOnRanks, StoppedInsideAGroupGoesOnFromItsLastLayer) {
  const Game game = drawn_game("rectangle4x6", "oooooo\noooooo\noooooo\nooooo.\n");
  const AnalyzeOptions options = checkpointed_analysis("board=rectangle4x6");
  const BoardAnalysis one = analyze_board(game.board, options);
  ASSERT_EQ(one.status, CountStatus::kComplete);
  const std::uint64_t work = analyze_on(1, game, options).front().ranks.front().work;
  const auto group_folders = [](const std::string& directory) {
    int folders = 0;
    for (const auto& entry : std::filesystem::directory_iterator(directory)) {
      folders += entry.is_directory() ? 1 : 0;
    }
    return folders;
  };
  // The last pair paces the checkpoint (--checkpoint-every) at 2 ms: a group's first layers, of
  // a few classes, finish sooner and are not written, later ones are, and the sizes of all must
  // go into the file's header all the same (a header without them is refused as damaged). How
  // many are written then depends on the clock, so only the answer is checked.
  for (const auto& [from, to, every] :
       {std::tuple{1, 1, 0.0}, std::tuple{1, 3, 0.0}, std::tuple{2, 1, 0.0}, std::tuple{2, 2, 0.0},
        std::tuple{2, 1, 2e-3}}) {
    const std::string what = "stopped on " + std::to_string(from) + ", resumed on " +
                             std::to_string(to) + ", paced " + std::to_string(every);
    const distributed::test::TempFolder folder;
    AnalyzeOptions stopping = options;
    stopping.checkpoint = {folder.path(), false, every};
    stopping.limits.nodes = work / 2;
    const BoardAnalysis stopped = analyze_on(from, game, stopping).front();
    ASSERT_EQ(stopped.status, CountStatus::kStopped) << what;
    if (every == 0) {
      ASSERT_EQ(group_folders(folder.path()), 1) << what << ": the stopped group's layers";
    }
    AnalyzeOptions resuming = options;
    resuming.checkpoint = {folder.path(), true};
    for (const BoardAnalysis& analysis : analyze_on(to, game, resuming)) {
      expect_same_analysis(one, analysis, what);
      EXPECT_LT(analysis.resumed_groups, analysis.groups) << what;
      if (every == 0) EXPECT_GT(analysis.resumed_group_depth, 0) << what;
    }
    EXPECT_EQ(group_folders(folder.path()), 0) << what << ": every group's games kept";
  }
}

// Analysis checkpoints (analyze.hpp): a group of start holes a unit. square5's five groups
// written on 1 or 2 ranks, the file then cut after two records (an analysis killed after its
// second group), resumed on 1, 2 or 3 ranks: one process's answer, two groups read and three
// counted. Another board's checkpoint is refused.
TEST(PegAnalyzeOnRanks, KilledAndResumedOnOtherRanksMatchesOneProcess) {
  const Game game = drawn_game("square5", "ooooo\nooooo\noo.oo\nooooo\nooooo\n");
  const AnalyzeOptions options = checkpointed_analysis("board=square5");
  const BoardAnalysis one = analyze_board(game.board, options);
  ASSERT_EQ(one.status, CountStatus::kComplete);
  ASSERT_EQ(one.groups, 5);
  const std::size_t holes = static_cast<std::size_t>(game.board.hole_count());
  const std::uintmax_t record_bytes = 8 + holes * holes * 16 + 8;
  for (const int from : {1, 2}) {
    const std::string written = ::testing::TempDir() + "/peg-analysis-" + std::to_string(from);
    std::filesystem::remove_all(written);
    AnalyzeOptions writing = options;
    writing.checkpoint = {written, false};
    for (const BoardAnalysis& analysis : analyze_on(from, game, writing)) {
      expect_same_analysis(one, analysis, "written on " + std::to_string(from));
    }
    const std::vector<std::string> files = distributed::checkpoint_files(written);
    ASSERT_EQ(files.size(), 1u) << "rank 0 writes";
    const std::uintmax_t size = std::filesystem::file_size(files.front());
    ASSERT_GT(size, 5 * record_bytes);
    std::filesystem::resize_file(files.front(), size - 3 * record_bytes);
    for (const int to : {1, 2, 3}) {
      const std::string what =
          "killed on " + std::to_string(from) + ", resumed on " + std::to_string(to);
      const std::string directory = written + "-" + std::to_string(to);
      std::filesystem::remove_all(directory);
      std::filesystem::copy(written, directory);
      AnalyzeOptions resuming = options;
      resuming.checkpoint = {directory, true};
      for (const BoardAnalysis& analysis : analyze_on(to, game, resuming)) {
        expect_same_analysis(one, analysis, what);
        EXPECT_EQ(analysis.resumed_groups, 2) << what;
      }
      // The three groups counted were written in turn: a second resume reads all five.
      const BoardAnalysis again = analyze_board(game.board, resuming);
      expect_same_analysis(one, again, what + ", then again");
      EXPECT_EQ(again.resumed_groups, 5) << what;
    }
  }
  AnalyzeOptions other = options;
  other.instance = "board=triangle5";
  other.checkpoint = {::testing::TempDir() + "/peg-analysis-1", true};
  EXPECT_THROW(analyze_board(builtin_game("triangle5").board, other), InputError);
}

}  // namespace
}  // namespace puzzlelab::peg

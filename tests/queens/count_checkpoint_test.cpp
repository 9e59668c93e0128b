// count_queens with --checkpoint and --resume (the unit farm, distributed/unit_farm.hpp): the
// published totals with and without a checkpoint, a count stopped by a limit and resumed, and a
// checkpoint of another board refused.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "core/error.hpp"
#include "distributed/checkpoint.hpp"
#include "puzzles/queens/count.hpp"
#include "queens_oeis.hpp"

namespace puzzlelab::queens {
namespace {

class Folder {
 public:
  Folder() {
    std::string pattern = (std::filesystem::temp_directory_path() / "queens-ckpt-XXXXXX");
    path_ = ::mkdtemp(pattern.data());
  }
  ~Folder() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  std::string sub(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

CountOptions checkpointed(CountMethod method, const std::string& directory, bool resume,
                          int threads = 2) {
  CountOptions options;
  options.method = method;
  options.threads = threads;
  options.progress = false;
  options.checkpoint = {directory, resume};
  return options;
}

class QueensCheckpoint : public testing::TestWithParam<CountMethod> {};

// N = 8..12 with a checkpoint, and resumed from it: A000170 and A002562 every time, the same work
// figures, and every task in the file.
TEST_P(QueensCheckpoint, CountsWithAndWithoutCheckpointMatchOeis) {
  const Folder folder;
  for (int n = 8; n <= 12; ++n) {
    const std::string directory = folder.sub("n" + std::to_string(n));
    CountOptions plain = checkpointed(GetParam(), "", false);
    const CountResult without = count_queens(n, plain);
    const CountResult with = count_queens(n, checkpointed(GetParam(), directory, false));
    const CountResult resumed = count_queens(n, checkpointed(GetParam(), directory, true));
    for (const CountResult* result : {&without, &with, &resumed}) {
      EXPECT_EQ(result->status, CountStatus::kComplete) << n;
      EXPECT_EQ(result->count.total, test::kA000170[n - 1]) << n;
      EXPECT_EQ(result->count.unique, test::kA002562[n - 1]) << n;
      EXPECT_EQ(result->nodes, without.nodes) << n;
      EXPECT_EQ(result->half_boards, without.half_boards) << n;
    }
    EXPECT_EQ(with.tasks_done, with.tasks);
    EXPECT_EQ(resumed.tasks_resumed, with.tasks) << "nothing left to count";
    EXPECT_TRUE(resumed.checkpoint_file.empty());
    EXPECT_EQ(distributed::checkpoint_files(directory).size(), 1u);
  }
}

// Stopped by the node limit with a checkpoint, then resumed (on another thread count): the full
// count, and the work figures of an uninterrupted run.
TEST_P(QueensCheckpoint, StoppedCountResumesToTheFullCount) {
  const Folder folder;
  const int n = 12;
  const CountResult full = count_queens(n, checkpointed(GetParam(), "", false));
  const std::string directory = folder.sub("stopped");
  CountOptions limited = checkpointed(GetParam(), directory, false, 1);
  limited.limits.nodes = (full.nodes + full.half_boards) / 3;
  const CountResult stopped = count_queens(n, limited);
  ASSERT_EQ(stopped.status, CountStatus::kStopped);
  ASSERT_GT(stopped.tasks_done, 0u);
  ASSERT_LT(stopped.tasks_done, stopped.tasks);
  EXPECT_LE(stopped.count.total, full.count.total);

  const CountResult resumed = count_queens(n, checkpointed(GetParam(), directory, true, 2));
  EXPECT_EQ(resumed.status, CountStatus::kComplete);
  EXPECT_EQ(resumed.tasks_resumed, stopped.tasks_done);
  EXPECT_EQ(resumed.count.total, test::kA000170[n - 1]);
  EXPECT_EQ(resumed.count.unique, test::kA002562[n - 1]);
  EXPECT_EQ(resumed.nodes, full.nodes);
  EXPECT_EQ(resumed.half_boards, full.half_boards);
  EXPECT_LT(resumed.run_work, full.nodes + full.half_boards) << "only the rest was counted";
}

// A checkpoint of N = 10 is refused for N = 11, naming the file and both counts.
TEST_P(QueensCheckpoint, CheckpointOfAnotherBoardIsRefused) {
  const Folder folder;
  const std::string directory = folder.sub("ten");
  count_queens(10, checkpointed(GetParam(), directory, false));
  const std::string method = "count-" + to_string(GetParam());
  try {
    count_queens(11, checkpointed(GetParam(), directory, true));
    FAIL() << "no refusal";
  } catch (const InputError& error) {
    EXPECT_EQ(std::string(error.what()),
              directory + "/units-r0-000.ckpt: a checkpoint of queens size=10 by " + method +
                  ", not of queens size=11 by " + method + ": refused");
  }
  // Another method's units are another list.
  const CountMethod other =
      GetParam() == CountMethod::kJoin ? CountMethod::kBacktrack : CountMethod::kJoin;
  EXPECT_THROW(count_queens(10, checkpointed(other, directory, true)), InputError);
  // And a fresh checkpoint will not write beside an old one.
  EXPECT_THROW(count_queens(10, checkpointed(GetParam(), directory, false)), InputError);
}

INSTANTIATE_TEST_SUITE_P(Methods, QueensCheckpoint,
                         testing::Values(CountMethod::kJoin, CountMethod::kBacktrack),
                         [](const testing::TestParamInfo<CountMethod>& info) {
                           return to_string(info.param);
                         });

}  // namespace
}  // namespace puzzlelab::queens

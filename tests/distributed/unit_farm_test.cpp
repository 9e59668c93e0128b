// The unit farm on a toy count (toy_count.hpp): the sum on any number of threads and in any
// order, the unit list's hash, limits, and a checkpointed count stopped and resumed.
#include "distributed/unit_farm.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <vector>

#include "temp_folder.hpp"
#include "toy_count.hpp"

namespace puzzlelab::distributed {
namespace {

using test::TempFolder;
using test::toy_total;
using test::toy_unit;
using test::ToyCount;
using test::ToyResult;

FarmOptions quiet(int threads = 2) {
  FarmOptions options;
  options.threads = threads;
  options.progress = false;
  options.puzzle = "toy";
  options.instance = "units=500";
  options.method = "divisors";
  return options;
}

TEST(UnitFarm, SumEqualsThePlainLoopOnAnyThreadCount) {
  const ToyResult expected = toy_total(500);
  ASSERT_GT(expected.sum, static_cast<u128>(1) << 64);  // the 128-bit result is exercised
  for (int threads = 1; threads <= 4; ++threads) {
    std::atomic<std::size_t> counted{0};
    const ToyCount count{500, 1, &counted};
    const FarmOutcome<ToyResult> outcome = run_unit_farm(count, quiet(threads), Stopwatch{});
    EXPECT_TRUE(outcome.complete()) << threads;
    EXPECT_EQ(outcome.finished_units, 500u);
    EXPECT_EQ(counted.load(), 500u) << "each unit counted once";
    EXPECT_TRUE(outcome.finished == expected) << threads;
    EXPECT_EQ(outcome.work, expected.divisions);
  }
}

// The results, as plain buffers, summed in shuffled orders: the same bytes every time.
TEST(UnitFarm, ResultsSummedInAnyOrderAreBitIdentical) {
  std::vector<std::array<std::byte, ToyResult::kBytes>> buffers(500);
  for (std::size_t unit = 0; unit < buffers.size(); ++unit)
    toy_unit(unit).save(buffers[unit].data());
  std::array<std::byte, ToyResult::kBytes> reference{};
  toy_total(500).save(reference.data());
  std::mt19937 random(38);
  for (int round = 0; round < 20; ++round) {
    std::shuffle(buffers.begin(), buffers.end(), random);
    ToyResult sum;
    for (const auto& buffer : buffers) sum += ToyResult::load(buffer.data());
    std::array<std::byte, ToyResult::kBytes> bytes{};
    sum.save(bytes.data());
    EXPECT_EQ(bytes, reference) << "round " << round;
  }
}

TEST(UnitFarm, PlainFormRoundTrips) {
  const ToyResult result{(static_cast<u128>(0x0123456789abcdefull) << 64) | 0xfedcba9876543210ull,
                         42};
  std::byte bytes[ToyResult::kBytes];
  result.save(bytes);
  EXPECT_TRUE(ToyResult::load(bytes) == result);
  EXPECT_EQ(bytes[0], std::byte{0x10});  // little-endian whatever the machine
  EXPECT_EQ(bytes[15], std::byte{0x01});
}

TEST(UnitFarm, UnitListHashNamesTheList) {
  const ToyCount a{500, 1}, same{500, 1}, longer{501, 1}, other{500, 2};
  EXPECT_EQ(unit_list_hash(a), unit_list_hash(same));
  EXPECT_NE(unit_list_hash(a), unit_list_hash(longer));
  EXPECT_NE(unit_list_hash(a), unit_list_hash(other));
}

TEST(UnitFarm, NodeLimitStopsWithALowerBound) {
  const ToyCount count{500, 1};
  FarmOptions options = quiet(2);
  options.nodes = 5000;
  const FarmOutcome<ToyResult> outcome = run_unit_farm(count, options, Stopwatch{});
  EXPECT_FALSE(outcome.complete());
  EXPECT_LT(outcome.finished_units, 500u);
  EXPECT_GE(outcome.work, 5000u);
  EXPECT_LT(outcome.finished.sum, toy_total(500).sum);
}

// Stopped by the node limit with a checkpoint, then resumed: the second run counts exactly the
// units the first did not finish, and the sum is the uninterrupted one.
TEST(UnitFarm, ResumeCountsOnlyTheRest) {
  const TempFolder folder;
  const std::string directory = folder / "ck";
  FarmOptions options = quiet(2);
  options.checkpoint = {directory, false};
  options.nodes = 20000;
  std::atomic<std::size_t> counted{0};
  const ToyCount count{500, 1, &counted};
  const FarmOutcome<ToyResult> first = run_unit_farm(count, options, Stopwatch{});
  ASSERT_FALSE(first.complete());
  ASSERT_GT(first.finished_units, 0u);
  EXPECT_EQ(first.checkpoint_file, directory + "/units-r0-000.ckpt");
  // The file holds the header and one record of 8 + 24 + 8 bytes per finished unit.
  const std::uintmax_t header = header_text(farm_header(count, options, current_job())).size();
  EXPECT_EQ(std::filesystem::file_size(first.checkpoint_file), header + first.finished_units * 40);

  counted = 0;
  options.checkpoint.resume = true;
  options.nodes = std::numeric_limits<std::uint64_t>::max();
  const FarmOutcome<ToyResult> second = run_unit_farm(count, options, Stopwatch{});
  EXPECT_TRUE(second.complete());
  EXPECT_EQ(second.resumed_units, first.finished_units);
  EXPECT_EQ(counted.load(), 500 - first.finished_units) << "only the rest is counted";
  EXPECT_TRUE(second.finished == toy_total(500));
  EXPECT_EQ(second.checkpoint_file, directory + "/units-r0-001.ckpt");

  // A third run finds every unit done: it counts nothing and writes no file.
  counted = 0;
  const FarmOutcome<ToyResult> third = run_unit_farm(count, options, Stopwatch{});
  EXPECT_TRUE(third.complete());
  EXPECT_EQ(counted.load(), 0u);
  EXPECT_EQ(third.resumed_units, 500u);
  EXPECT_TRUE(third.finished == toy_total(500));
  EXPECT_TRUE(third.checkpoint_file.empty());
  EXPECT_EQ(checkpoint_files(directory).size(), 2u);
}

TEST(UnitFarm, TimeLimitStopThenResume) {
  const TempFolder folder;
  FarmOptions options = quiet(1);
  options.checkpoint = {folder.path(), false};
  options.seconds = 0;  // stops before the first unit
  const ToyCount count{500, 1};
  const FarmOutcome<ToyResult> first = run_unit_farm(count, options, Stopwatch{});
  EXPECT_EQ(first.finished_units, 0u);
  options.seconds = std::numeric_limits<double>::infinity();
  options.checkpoint.resume = true;
  EXPECT_TRUE(run_unit_farm(count, options, Stopwatch{}).finished == toy_total(500));
}

// A fresh --checkpoint refuses a folder that holds one; a resume refuses another count's.
TEST(UnitFarm, CheckpointsAreNeverMixed) {
  const TempFolder folder;
  FarmOptions options = quiet(2);
  options.checkpoint = {folder.path(), false};
  const ToyCount count{500, 1};
  run_unit_farm(count, options, Stopwatch{});
  EXPECT_THROW(run_unit_farm(count, options, Stopwatch{}), InputError);
  options.checkpoint.resume = true;
  FarmOptions other_instance = options;
  other_instance.instance = "units=501";
  EXPECT_THROW(run_unit_farm(count, other_instance, Stopwatch{}), InputError);
  EXPECT_THROW(run_unit_farm(ToyCount{500, 2}, options, Stopwatch{}), InputError);
  EXPECT_TRUE(run_unit_farm(count, options, Stopwatch{}).finished == toy_total(500));
}

}  // namespace
}  // namespace puzzlelab::distributed

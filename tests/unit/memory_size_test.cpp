// Memory sizes as people write them, and the default memory limit.
#include "core/memory_size.hpp"

#include <gtest/gtest.h>

#include <unistd.h>

#include "core/cpu_features.hpp"
#include "core/limits.hpp"
#include "core/work_budget.hpp"

namespace puzzlelab {
namespace {

// The peg layer builder sizes its partition tables by it: what the system reports, or 1 MiB.
TEST(MachineSizes, L2CacheIsWhatTheSystemReports) {
  const long reported = sysconf(_SC_LEVEL2_CACHE_SIZE);
  EXPECT_EQ(l2_cache_bytes(),
            reported > 0 ? static_cast<std::size_t>(reported) : std::size_t{1} << 20);
}

TEST(MemorySize, ParsesUnitsAndPlainBytes) {
  EXPECT_EQ(parse_memory_size("512M"), std::uint64_t{512} << 20);
  EXPECT_EQ(parse_memory_size("4G"), std::uint64_t{4} << 30);
  EXPECT_EQ(parse_memory_size("4g"), std::uint64_t{4} << 30);
  EXPECT_EQ(parse_memory_size("2GiB"), std::uint64_t{2} << 30);
  EXPECT_EQ(parse_memory_size("3 MB"), std::uint64_t{3} << 20);
  EXPECT_EQ(parse_memory_size("64k"), std::uint64_t{64} << 10);
  EXPECT_EQ(parse_memory_size("1.5G"), std::uint64_t{3} << 29);
  EXPECT_EQ(parse_memory_size("1000000"), 1000000u);
  EXPECT_EQ(parse_memory_size("100B"), 100u);
  EXPECT_EQ(parse_memory_size("18446744073709551615"), ~std::uint64_t{0});
}

TEST(MemorySize, RefusesWhatIsNoSize) {
  for (const char* text : {"", "0", "0G", "-1G", "12Q", "G", "1.G", "0x10", "4GG", "1e9",
                           "18446744073709551616", "17179869184G", " 4G"})
    EXPECT_FALSE(parse_memory_size(text).has_value()) << text;
}

TEST(MemorySize, TextAndNotes) {
  EXPECT_EQ(memory_text(100), "100 bytes");
  EXPECT_EQ(memory_text(std::uint64_t{4} << 30), "4.0 GiB");
  EXPECT_EQ(memory_text(std::uint64_t{512} << 20), "512 MiB");
  EXPECT_EQ(rough_count(950), "950");
  EXPECT_EQ(rough_count(61'000'000), "61 M");
  EXPECT_EQ(memory_limit_note(std::uint64_t{4} << 30, "the BFS visited set holds 61 M states"),
            "memory limit 4.0 GiB reached: the BFS visited set holds 61 M states");
}

TEST(MemorySize, EveryRunHasTheDefaultLimit) {
  const std::uint64_t physical = physical_memory_bytes();
  const std::uint64_t limit = default_memory_limit();
  EXPECT_GT(limit, 0u);
  if (physical > 0) {
    EXPECT_LT(limit, physical);
    EXPECT_GE(limit, physical / 2);
  }
  EXPECT_EQ(SearchLimits{}.memory_bytes, limit);
}

TEST(WorkBudget, ChecksOnlyWhileInstalled) {
  EXPECT_NO_THROW(check_work(~std::uint64_t{0}, [] { return std::string("nothing"); }));
  SearchLimits limits;
  limits.memory_bytes = 1000;
  {
    const WorkBudget budget(limits);
    EXPECT_NO_THROW(check_work(999, [] { return std::string("small"); }));
    try {
      check_work(1001, [] { return std::string("the test's table"); });
      ADD_FAILURE() << "no LimitReached";
    } catch (const LimitReached& reached) {
      EXPECT_STREQ(reached.what(), "memory limit 1000 bytes reached: the test's table");
    }
    EXPECT_TRUE(std::isinf(budget_seconds_left()));
  }
  EXPECT_NO_THROW(check_work(1001, [] { return std::string("gone"); }));
  limits.seconds = 0;
  const WorkBudget expired(limits);
  EXPECT_LE(budget_seconds_left(), 0);
  EXPECT_THROW(for (std::uint64_t i = 0; i < 4 * WorkBudget::kCheckInterval; ++i)
                   check_work(0, [] { return std::string("a loop"); }),
               LimitReached);
}

}  // namespace
}  // namespace puzzlelab

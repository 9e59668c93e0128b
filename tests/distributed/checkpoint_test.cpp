// Checkpoint files (distributed/checkpoint.hpp): their names, what a resume reads back, and every
// way a file is refused or a torn record dropped.
#include "distributed/checkpoint.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "temp_folder.hpp"

namespace puzzlelab::distributed {
namespace {

using test::TempFolder;

CheckpointHeader toy_header() {
  CheckpointHeader header;
  header.puzzle = "toy";
  header.instance = "units=10";
  header.method = "divisors";
  header.units = 10;
  header.unit_list_hash = 0x0123456789abcdefull;
  header.result = "toy-v1";
  header.result_bytes = 8;
  return header;
}

std::array<std::byte, 8> result_of(std::uint64_t value) {
  std::array<std::byte, 8> bytes{};
  put_u64(bytes.data(), value);
  return bytes;
}

// Writes units `units` (result: 100 + unit) with `header`; returns the file.
std::string write_units(const std::string& directory, const CheckpointHeader& header,
                        const std::vector<std::uint64_t>& units) {
  CheckpointWriter writer(directory, header);
  for (const std::uint64_t unit : units)
    EXPECT_TRUE(writer.append(unit, result_of(100 + unit).data()));
  return writer.path();
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

// The message of the InputError that load_checkpoint throws ("" if none).
std::string refusal(const std::string& directory, const CheckpointHeader& expected) {
  try {
    load_checkpoint(directory, expected, [](const std::string&) {});
  } catch (const InputError& error) {
    return error.what();
  }
  return "";
}

std::vector<std::string> notices;
void collect(const std::string& line) {
  notices.push_back(line);
}

TEST(CheckpointFiles, NamesLetRanksAndRunsWriteApart) {
  EXPECT_EQ(checkpoint_file_name(0, 0), "units-r0-000.ckpt");
  EXPECT_EQ(checkpoint_file_name(12, 1234), "units-r12-1234.ckpt");
  EXPECT_TRUE(is_checkpoint_file_name("units-r3-007.ckpt"));
  for (const char* name : {"units-r-1.ckpt", "units-r1-.ckpt", "units-r1.ckpt", "units-rx-1.ckpt",
                           ".units-r0.123.tmp", "units-r1-2.ckpt~", "notes.txt"})
    EXPECT_FALSE(is_checkpoint_file_name(name)) << name;

  const TempFolder folder;
  CheckpointHeader header = toy_header();
  EXPECT_EQ(write_units(folder.path(), header, {1}), folder / "units-r0-000.ckpt");
  EXPECT_EQ(write_units(folder.path(), header, {2}), folder / "units-r0-001.ckpt");
  header.rank = 1;
  header.ranks = 2;
  EXPECT_EQ(write_units(folder.path(), header, {3}), folder / "units-r1-000.ckpt");
  // No temporary file is left behind, and other files are not checkpoints.
  write_file(folder / "notes.txt", "mine");
  EXPECT_EQ(checkpoint_files(folder.path()).size(), 3u);
  std::size_t entries = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(folder.path()))
    ++entries;
  EXPECT_EQ(entries, 4u);
}

TEST(CheckpointFiles, HeaderNamesTheCount) {
  const std::string text = header_text(toy_header());
  EXPECT_EQ(text.rfind("PuzzleLab checkpoint 1\npuzzle toy\ninstance units=10\nmethod divisors\n"
                       "units 10\nunit-list fnv1a64:0123456789abcdef\nresult toy-v1 8\n"
                       "writer rank 0 of 1\ncheck ",
                       0),
            0u)
      << text;
}

// Every file of every rank is read, whatever K wrote them; a unit finished twice counts once.
TEST(CheckpointFiles, ResumeReadsEveryFile) {
  const TempFolder folder;
  CheckpointHeader header = toy_header();
  write_units(folder.path(), header, {0, 5, 2});
  header.rank = 1;
  header.ranks = 2;
  write_units(folder.path(), header, {7, 2});
  notices.clear();
  const LoadedUnits loaded = load_checkpoint(folder.path(), toy_header(), collect);
  EXPECT_EQ(loaded.files, 2u);
  EXPECT_EQ(loaded.units, (std::vector<std::uint64_t>{0, 2, 5, 7}));
  ASSERT_EQ(loaded.results.size(), 4u * 8);
  EXPECT_EQ(get_u64(loaded.results.data() + 8), 102u);
  EXPECT_TRUE(notices.empty());
}

TEST(CheckpointFiles, FreshCheckpointRefusesAFolderThatHasOne) {
  const TempFolder folder;
  require_no_checkpoint(folder / "new");  // a folder yet to be made is fine
  require_no_checkpoint(folder.path());
  write_units(folder.path(), toy_header(), {1});
  EXPECT_THROW(require_no_checkpoint(folder.path()), InputError);
  write_file(folder / "file", "x");
  EXPECT_THROW(require_no_checkpoint(folder / "file"), InputError);
}

TEST(CheckpointFiles, NothingToResumeIsRefused) {
  const TempFolder folder;
  EXPECT_NE(refusal(folder / "missing", toy_header()).find("no such folder"), std::string::npos);
  EXPECT_NE(refusal(folder.path(), toy_header()).find("no checkpoint file"), std::string::npos);
}

TEST(CheckpointFiles, AnotherCountIsRefused) {
  const TempFolder folder;
  const std::string file = write_units(folder.path(), toy_header(), {1, 2});
  CheckpointHeader other = toy_header();
  other.instance = "units=11";
  EXPECT_EQ(refusal(folder.path(), other),
            file +
                ": a checkpoint of toy units=10 by divisors, not of toy units=11 by divisors: "
                "refused");
  other = toy_header();
  other.method = "sieve";
  EXPECT_NE(refusal(folder.path(), other).find("not of toy units=10 by sieve"), std::string::npos);
  other = toy_header();
  other.unit_list_hash ^= 1;
  EXPECT_NE(refusal(folder.path(), other).find("its unit list (10 units"), std::string::npos);
  other = toy_header();
  other.units = 11;
  EXPECT_NE(refusal(folder.path(), other).find("its unit list"), std::string::npos);
  other = toy_header();
  other.result = "toy-v2";
  EXPECT_NE(refusal(folder.path(), other).find("its unit results are toy-v1"), std::string::npos);
  EXPECT_EQ(refusal(folder.path(), toy_header()), "");
}

// A kill leaves at most a torn last record: dropped with a notice, the rest kept.
TEST(CheckpointFiles, TornLastRecordIsDroppedWithANotice) {
  const TempFolder folder;
  const std::string file = write_units(folder.path(), toy_header(), {1, 2, 3});
  const std::string whole = read_file(file);
  for (std::size_t cut = 1; cut < 24; cut += 7) {
    write_file(file, whole.substr(0, whole.size() - cut));
    notices.clear();
    const LoadedUnits loaded = load_checkpoint(folder.path(), toy_header(), collect);
    EXPECT_EQ(loaded.units, (std::vector<std::uint64_t>{1, 2})) << cut;
    EXPECT_EQ(loaded.torn, 1u);
    ASSERT_EQ(notices.size(), 1u);
    EXPECT_NE(notices[0].find(file + ": the last record is torn (" + std::to_string(24 - cut) +
                              " of 24 bytes"),
              std::string::npos)
        << notices[0];
  }
}

TEST(CheckpointFiles, DamagedRecordIsRefused) {
  const TempFolder folder;
  const std::string file = write_units(folder.path(), toy_header(), {1, 2, 3});
  std::string bytes = read_file(file);
  const std::size_t header = header_text(toy_header()).size();
  bytes[header + 24 + 9] ^= 0x40;  // a result byte of the second record
  write_file(file, bytes);
  EXPECT_EQ(refusal(folder.path(), toy_header()),
            file + ": record 2 (byte " + std::to_string(header + 24) +
                ") is damaged (its check does not match): refused");
}

TEST(CheckpointFiles, DamagedOrTruncatedHeaderIsRefused) {
  const TempFolder folder;
  const std::string file = write_units(folder.path(), toy_header(), {1});
  const std::string whole = read_file(file);
  std::string flipped = whole;
  flipped[flipped.find("units=10") + 6] = '2';
  write_file(file, flipped);
  EXPECT_NE(refusal(folder.path(), toy_header()).find("damaged header (its check does not match)"),
            std::string::npos);
  for (const std::size_t keep : {std::size_t{0}, std::size_t{10}, std::size_t{60}}) {
    write_file(file, whole.substr(0, keep));
    EXPECT_NE(refusal(folder.path(), toy_header()).find("truncated"), std::string::npos) << keep;
  }
  write_file(file, "P1\n# not ours\n");
  EXPECT_EQ(refusal(folder.path(), toy_header()), file + ": not a PuzzleLab checkpoint: refused");
  std::string version = whole;
  version[std::string("PuzzleLab checkpoint ").size()] = '7';
  write_file(file, version);
  EXPECT_NE(refusal(folder.path(), toy_header()).find("format version '7'"), std::string::npos);
}

TEST(CheckpointFiles, UnitPastTheListOrTwoResultsForOneUnitAreRefused) {
  const TempFolder folder;
  const std::string file = write_units(folder.path(), toy_header(), {1, 10});
  EXPECT_NE(refusal(folder.path(), toy_header()).find("names unit 10, past the list's 10"),
            std::string::npos);
  std::filesystem::remove(file);
  write_units(folder.path(), toy_header(), {4});
  {
    CheckpointWriter writer(folder.path(), toy_header());
    writer.append(4, result_of(999).data());
  }
  EXPECT_NE(refusal(folder.path(), toy_header())
                .find("gives unit 4 another result than units-r0-000.ckpt"),
            std::string::npos);
}

TEST(CheckpointFiles, WriterCountsItsRecords) {
  const TempFolder folder;
  CheckpointWriter writer(folder / "a/b", toy_header());  // folders made as needed
  EXPECT_TRUE(writer.append(3, result_of(1).data()));
  EXPECT_EQ(writer.records(), 1u);
  EXPECT_FALSE(writer.failed());
  EXPECT_EQ(std::filesystem::file_size(writer.path()), header_text(toy_header()).size() + 24);
}

}  // namespace
}  // namespace puzzlelab::distributed

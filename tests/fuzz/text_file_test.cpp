// The one file reader (core/text_file.hpp): what it accepts, what it refuses by name, and the
// file-level cases of every format (a byte-order mark, a trailing tab, CRLF, a directory, an
// endless device, a pipe read twice).
#include "core/text_file.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <thread>

#include "core/error.hpp"
#include "puzzles/nanobots/parse.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/river/parse.hpp"
#include "puzzles/tiles/board_text.hpp"
#include "puzzles/tm/machine.hpp"

namespace puzzlelab {
namespace {

class TextFileTest : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("puzzlelab_text_file_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& bytes) {
    const std::string path = (dir_ / name).string();
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
  }

  std::filesystem::path dir_;
};

std::string error_of(const std::function<void()>& run) {
  try {
    run();
  } catch (const InputError& error) {
    return error.what();
  }
  return "no error";
}

TEST_F(TextFileTest, ReadsAFileWhole) {
  EXPECT_EQ(read_text_file(write("a.txt", "one\ntwo\n")), "one\ntwo\n");
  EXPECT_EQ(read_text_file(write("empty.txt", "")), "");
}

TEST_F(TextFileTest, SkipsAUtf8ByteOrderMark) {
  EXPECT_EQ(read_text_file(write("bom.txt", "\xEF\xBB\xBFitems a\n")), "items a\n");
}

TEST_F(TextFileTest, RefusesUtf16AndNulBytesNamingTheFile) {
  const std::string wide = write("wide.txt", std::string("\xFF\xFEi\0t\0", 6));
  EXPECT_EQ(error_of([&] { read_text_file(wide); }),
            wide + ": UTF-16 text; save the file as UTF-8 (or ASCII) and try again");
  const std::string big_endian = write("be.txt", std::string("\0i\0t", 4));
  EXPECT_NE(error_of([&] { read_text_file(big_endian); }).find("UTF-16"), std::string::npos);
  const std::string binary = write("nul.txt", std::string("ab\ncd\0e", 7));
  EXPECT_EQ(error_of([&] { read_text_file(binary); }),
            binary + ":2:3: a NUL byte: binary data, not text");
}

TEST_F(TextFileTest, RefusesADirectoryByName) {
  EXPECT_EQ(error_of([&] { read_text_file(dir_.string()); }), dir_.string() + ": is a directory");
  // Through a reader that once said only "not a readable file".
  EXPECT_EQ(error_of([&] {
              peg::load_game({dir_.string(), std::nullopt, std::nullopt});
            }),
            dir_.string() + ": is a directory");
}

TEST_F(TextFileTest, AMissingFileNamesTheFileAndTheReason) {
  const std::string missing = (dir_ / "none.tm").string();
  EXPECT_EQ(error_of([&] { turing::load_machine(missing); }),
            missing + ": cannot open the file (No such file or directory)");
}

TEST_F(TextFileTest, StopsAtTheCapNamingTheFileAndTheCap) {
  const std::string path = write("big.txt", std::string(5000, 'x'));
  EXPECT_EQ(read_text_file(path, "the file", 5000).size(), 5000u);
  EXPECT_EQ(error_of([&] { read_text_file(path, "the file", 4096); }),
            path + ": larger than 4 KiB, the most PuzzleLab reads from one file");
  // An endless device is read only up to the cap, then refused.
  EXPECT_EQ(error_of([] { read_text_file("/dev/zero", "the file", 1 << 20); }),
            "/dev/zero: larger than 1 MiB, the most PuzzleLab reads from one file");
  EXPECT_NE(
      error_of([] { nanobots::load_swarm("/dev/zero"); }).find("/dev/zero: larger than 64 MiB"),
      std::string::npos);
}

TEST_F(TextFileTest, APipeIsReadOnceAndItsTextKept) {
  const std::string fifo = (dir_ / "board.fifo").string();
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const std::string board =
      "@ goal=center\n  ooo\n  ooo\nooooooo\nooo.ooo\nooooooo\n  ooo\n  ooo\n";
  std::thread writer([&] { std::ofstream(fifo) << board; });
  EXPECT_EQ(read_text_file(fifo), board);
  writer.join();
  // No writer any more: a second open would block, and a second read would find nothing. The
  // board is read once for the board and again for its goal.
  EXPECT_EQ(read_text_file(fifo), board);
  const peg::Game game = peg::load_game({fifo, std::nullopt, std::string("center")});
  EXPECT_EQ(game.board.hole_count(), 33);
}

TEST_F(TextFileTest, EveryFormatReadsABomCrlfAndTrailingTabs) {
  const std::string bom = "\xEF\xBB\xBF";
  const peg::Game peg_game = peg::load_game(
      {write("b.board", bom + "@ goal=center\t\r\n  ooo\t\r\n  ooo\r\nooooooo\nooo.ooo\t\t\n"
                              "ooooooo\n  ooo\n  ooo \t\n"),
       std::nullopt, std::nullopt});
  EXPECT_EQ(peg_game.board.hole_count(), 33);
  EXPECT_EQ(tiles::read_board_file(write("t.txt", bom + "1\t2\r\n3 0\t\r\n"), "file").size, 2);
  EXPECT_EQ(river::load_variant(write("r.river", bom + "items a b\t\r\nrowers a\r\n")).items.size(),
            2u);
  EXPECT_EQ(nanobots::load_swarm(write("n.txt", bom + "pos=<1,2,3>,\tr=4\t\r\n")).size(), 1u);
  const turing::Machine machine = turing::load_machine(
      write("m.tm", bom + "states q\t\r\nalphabet _ a\r\nstart q\r\naccept q\t\r\n"));
  EXPECT_EQ(machine.states.size(), 1u);
}

TEST_F(TextFileTest, ATabInsideAPegDrawingIsRefusedWithItsColumn) {
  const std::string path = write("tab.board", "o\to.\n");
  EXPECT_EQ(error_of([&] {
              peg::load_game({path, std::nullopt, std::nullopt});
            }),
            path +
                ":1:2: tab character inside the drawing (use spaces or '#' for cells without "
                "a hole)");
}

TEST(Excerpt, CutsLongTokensAndNeverSplitsACharacter) {
  EXPECT_EQ(excerpt("short"), "short");
  EXPECT_EQ(excerpt(std::string(100, 'x')), std::string(40, 'x') + "...");
  // "é" is two bytes; a cut between them backs up to before it.
  EXPECT_EQ(excerpt(std::string(39, 'x') + "\xC3\xA9" + "yyy"), std::string(39, 'x') + "...");
}

}  // namespace
}  // namespace puzzlelab

// Mutation fuzzing of every puzzle file format (peg boards, tiles boards, river variants,
// nanobot swarms, Turing machines), each from valid examples, through the same checks the file
// reader makes and into the solver with a small limit; and the valid variants of each example
// (a byte-order mark, CRLF line ends, tabs) parsed to the same model as the example itself.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "core/text_file.hpp"
#include "mutation.hpp"
#include "puzzles/nanobots/bnb_solver.hpp"
#include "puzzles/nanobots/both_parts.hpp"
#include "puzzles/nanobots/example.hpp"
#include "puzzles/nanobots/parse.hpp"
#include "puzzles/peg/catalog.hpp"
#include "puzzles/peg/first_solution.hpp"
#include "puzzles/peg/rules.hpp"
#include "puzzles/river/parse.hpp"
#include "puzzles/river/solve.hpp"
#include "puzzles/tiles/board_text.hpp"
#include "puzzles/tiles/parity.hpp"
#include "puzzles/tm/machine.hpp"
#include "puzzles/tm/simulate.hpp"

namespace puzzlelab {
namespace {

constexpr int kCasesPerFormat = 400;
constexpr const char* kSource = "fuzz.txt";

std::string source_file(const std::string& relative) {
  return read_text_file(std::string(PUZZLELAB_SOURCE_DIR) + "/" + relative);
}

std::string first_lines(const std::string& text, int count) {
  std::size_t end = 0;
  for (int line = 0; line < count && end != std::string::npos; ++line)
    end = text.find('\n', end + 1);
  return text.substr(0, end == std::string::npos ? end : end + 1);
}

// Work small enough for thousands of cases under a sanitizer.
SearchLimits small_limits() {
  SearchLimits limits;
  limits.nodes = 2000;
  limits.seconds = 5;
  return limits;
}

// One file format: valid examples, its parser, what a run does with a parsed model, and the
// model as text (to compare the valid variants with).
struct Format {
  std::string name;
  std::vector<std::string> examples;
  std::function<std::string(const std::string& text)> parse;  // the model, described
  std::function<void(const std::string& text)> run;           // parse and solve a little
  bool tabs_separate_words = true;  // false where a blank inside a line is a cell (peg)
  char nesting = 0;
};

std::string describe(const peg::BoardText& board) {
  std::ostringstream out;
  out << board.name << '|' << static_cast<int>(board.grid) << board.diagonal << '|' << board.order
      << '|' << board.goal.value_or("-") << '|';
  for (const peg::Cell c : board.holes) out << c.x << ',' << c.y << ' ';
  out << '|';
  for (const peg::Cell c : board.pegs) out << c.x << ',' << c.y << ' ';
  return out.str();
}

Format peg_format() {
  return {"peg board",
          {"@ goal=center name=cross\n  ooo\n  ooo\nooooooo\nooo.ooo\nooooooo\n  ooo\n  ooo\n",
           "; the 15-hole triangle\n@ grid=triangular goal=any\n    .\n   o o\n  o o o\n o o o "
           "o\no o o o o\n",
           "@ diagonal=yes goal=1,1 order=informed\noooo\no.oo\noooo\n", "@ goal=2,0\n##o.o\n"},
          [](const std::string& text) { return describe(peg::parse_board_text(text, kSource)); },
          [](const std::string& text) {
            const peg::Game game = peg::make_game(peg::parse_board_text(text, kSource), kSource);
            const peg::PegSolveResult result = peg::solve_first(game, small_limits());
            if (result.status == SearchStatus::kSolved) {
              EXPECT_TRUE(peg::replay(game, result.solution).valid);
            }
          },
          false};
}

Format tiles_format() {
  const auto read = [](const std::string& text) {
    std::istringstream in(text);
    return tiles::read_board(in, kSource);
  };
  return {"tiles board",
          {"8 6 7\n2 5 4\n3 0 1\n",
           "# the fifteen\n 1  2  3  4\n 5  6  7  8\n 9 10 11 12\n13 15 14 0\n", "1 2\n3 0\n"},
          [read](const std::string& text) { return tiles::canonical_tiles(read(text)); },
          [read](const std::string& text) {
            const tiles::Board board = read(text);
            (void)tiles::explain(tiles::solvability(board, tiles::blank_last_goal(board.size)));
          }};
}

Format river_format() {
  return {"river variant",
          {river::builtin_text("wolf-goat-cabbage"), source_file("examples/river/farmyard.river"),
           source_file("examples/river/impossible.river")},
          [](const std::string& text) {
            const river::Variant v = river::parse_variant(text, kSource);
            std::ostringstream out;
            for (const std::string& item : v.items) out << item << ' ';
            out << '|' << v.rowers << '|' << v.capacity << '|';
            for (const std::uint32_t conflict : v.conflicts) out << conflict << ' ';
            return out.str();
          },
          [](const std::string& text) {
            const river::Variant variant = river::parse_variant(text, kSource);
            if (variant.item_count() <= 10) (void)river::solve_bfs(variant, small_limits());
          }};
}

Format nanobots_format() {
  return {
      "nanobot swarm",
      {std::string(nanobots::example_text()), source_file("tests/nanobots/data/example-part1.txt"),
       first_lines(source_file("tests/nanobots/data/input-dop.txt"), 30)},
      [](const std::string& text) {
        std::ostringstream out;
        for (const nanobots::Bot& bot : nanobots::parse_swarm(text, kSource))
          out << bot.pos.x << ',' << bot.pos.y << ',' << bot.pos.z << ',' << bot.r << ' ';
        return out.str();
      },
      [](const std::string& text) {
        const nanobots::Swarm swarm = nanobots::parse_swarm(text, kSource);
        (void)nanobots::solve_part1(swarm);
        if (swarm.size() <= 40) (void)nanobots::solve_bnb(swarm, small_limits());
      }};
}

Format turing_format() {
  return {"Turing machine",
          {source_file("examples/tm/palindrome.tm"), source_file("examples/tm/composite.tm"),
           source_file("examples/tm/third_from_end.tm")},
          [](const std::string& text) {
            const turing::Machine m = turing::parse_machine(text, kSource);
            std::ostringstream out;
            for (const std::string& s : m.states) out << s << ' ';
            out << '|';
            for (const std::string& s : m.symbols) out << s << ' ';
            out << '|' << m.start << '|';
            for (const bool a : m.accepting) out << a;
            out << '|';
            for (const turing::Transition& t : m.transitions) out << m.describe(t) << ';';
            return out.str();
          },
          [](const std::string& text) {
            const turing::Machine machine = turing::parse_machine(text, kSource);
            (void)turing::explore_breadth_first(machine, {}, 12, small_limits());
          }};
}

std::vector<Format> formats() {
  return {peg_format(), tiles_format(), river_format(), nanobots_format(), turing_format()};
}

TEST(PuzzleFilesFuzz, MutatedFilesGiveAModelOrAnInputError) {
  std::uint32_t state = 20240601;
  for (const Format& format : formats()) {
    fuzz::Mutator mutator(state++);
    const int cases = fuzz::case_count(kCasesPerFormat);
    int accepted = 0;
    for (int i = 0; i < cases; ++i) {
      const std::string& example = format.examples[mutator.below(format.examples.size())];
      const std::string text = mutator.mutate(example, format.nesting);
      if (fuzz::survives(text, kSource, format.run)) ++accepted;
      if (testing::Test::HasFailure()) {
        FAIL() << format.name << " case " << i << ": " << excerpt(text, 400);
      }
    }
    // A fuzzer that only ever makes garbage tests nothing past the first line.
    EXPECT_GT(accepted, cases / 20) << format.name;
  }
}

TEST(PuzzleFilesFuzz, ByteOrderMarkCrlfAndTabsParseToTheSameModel) {
  for (const Format& format : formats()) {
    for (const std::string& example : format.examples) {
      const std::string model = format.parse(example);
      std::vector<std::string> variants = {
          "\xEF\xBB\xBF" + example,
          fuzz::with_crlf(example),
          fuzz::with_trailing_tabs(example),
          "\xEF\xBB\xBF" + fuzz::with_crlf(fuzz::with_trailing_tabs(example)),
      };
      if (format.tabs_separate_words) {
        std::string tabbed = example;
        for (char& c : tabbed)
          if (c == ' ') c = '\t';
        variants.push_back(tabbed);
      }
      for (const std::string& variant : variants) {
        try {
          EXPECT_EQ(format.parse(checked_text(variant, kSource)), model)
              << format.name << ": " << excerpt(variant, 200);
        } catch (const InputError& error) {
          ADD_FAILURE() << format.name << ": " << error.what();
        }
      }
    }
  }
}

TEST(PuzzleFilesFuzz, Utf16IsRefusedNamingTheFile) {
  for (const Format& format : formats()) {
    try {
      format.parse(checked_text(fuzz::as_utf16(format.examples.front()), kSource));
      ADD_FAILURE() << format.name << ": UTF-16 accepted";
    } catch (const InputError& error) {
      EXPECT_NE(std::string(error.what()).find("fuzz.txt: UTF-16"), std::string::npos)
          << error.what();
    }
  }
}

}  // namespace
}  // namespace puzzlelab

#include "puzzles/tm/machine.hpp"

#include <gtest/gtest.h>

#include <string>

#include "test_machines.hpp"

namespace puzzlelab::turing {
namespace {

const char* const kSmall =
    "# a comment line\n"
    "states q0 q1 done   # trailing comment\n"
    "alphabet _ 0 1\n"
    "start q0\n"
    "accept done\n"
    "q0 0 -> q1 1 R\n"
    "q0 0 -> q0 0 L\n"
    "q1 _ -> done _ N\n";

// The error message a text produces, or "" when it parses.
std::string error_of(const std::string& text) {
  try {
    parse_machine(text, "m.tm");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(TuringParse, ReadsEverySection) {
  const Machine m = parse_machine(kSmall, "m.tm");
  EXPECT_EQ(m.states, (std::vector<std::string>{"q0", "q1", "done"}));
  EXPECT_EQ(m.symbols, (std::vector<std::string>{"_", "0", "1"}));
  EXPECT_EQ(m.start, 0);
  EXPECT_EQ(m.accepting, (std::vector<bool>{false, false, true}));
  ASSERT_EQ(m.transitions.size(), 3u);
  EXPECT_EQ(m.transitions[1].move, Move::kLeft);
  EXPECT_EQ(m.transitions[1].line, 7);
  EXPECT_EQ(m.applicable(0, 1), (std::vector<int>{0, 1}));  // nondeterministic
  EXPECT_TRUE(m.applicable(1, 1).empty());
  EXPECT_EQ(m.describe(m.transitions[0]), "q0 0 -> q1 1 R");
}

TEST(TuringParse, ArrowNeedsNoSpaces) {
  const Machine m =
      parse_machine("states a b\nalphabet _ x\nstart a\naccept b\na x->b _ R\n", "m.tm");
  ASSERT_EQ(m.transitions.size(), 1u);
  EXPECT_EQ(m.transitions[0].next_state, 1);
}

TEST(TuringParse, ErrorsNameLineAndColumn) {
  const std::string head = "states q0 q1\nalphabet _ a\nstart q0\naccept q1\n";
  EXPECT_EQ(error_of(head + "q0 b -> q1 a R\n"), "m.tm:5:4: unknown symbol 'b'");
  EXPECT_EQ(error_of(head + "q0 a -> q7 a R\n"), "m.tm:5:9: unknown state 'q7'");
  EXPECT_EQ(error_of(head + "q0 a -> q1 a X\n"), "m.tm:5:14: the move is L, N or R, not 'X'");
  EXPECT_EQ(error_of(head + "q0 a -> q1 a\n"),
            "m.tm:5:12: a transition reads 'STATE SYMBOL -> STATE SYMBOL MOVE' (move L, N or R)");
  EXPECT_EQ(error_of(head + "q0 a -> q1 a R\n\nq0 a -> q1 a R\n"),
            "m.tm:7:1: duplicate transition (the same as line 5)");
  EXPECT_EQ(error_of(head + "states q2\n"), "m.tm:5:1: second 'states' line (the first is line 1)");
  EXPECT_EQ(error_of("states q0 q0\n"), "m.tm:1:11: state 'q0' is listed twice");
  EXPECT_EQ(error_of("states q0\nalphabet _ a a\n"), "m.tm:2:14: symbol 'a' is listed twice");
  EXPECT_EQ(error_of("states q0\nalphabet\n"), "m.tm:2:1: 'alphabet' lists no symbols");
  EXPECT_EQ(error_of("start q0\n"), "m.tm:1:7: state 'q0' used before the 'states' line");
  EXPECT_EQ(error_of("states q0\nstart q0 q0\n"), "m.tm:2:10: 'start' takes exactly one state");
  EXPECT_EQ(error_of("states q0\naccept q0 q0\n"), "m.tm:2:11: state 'q0' listed twice");
  EXPECT_EQ(error_of("states q0\n  halt q0\n"),
            "m.tm:2:3: expected 'states', 'alphabet', 'start', 'accept' or a transition "
            "'STATE SYMBOL -> STATE SYMBOL L|N|R', found 'halt'");
}

TEST(TuringParse, MissingSections) {
  EXPECT_EQ(error_of(""), "m.tm: the machine has no 'states' line");
  EXPECT_EQ(error_of("states a\n"), "m.tm: the machine has no 'alphabet' line");
  EXPECT_EQ(error_of("states a\nalphabet _\n"), "m.tm: the machine has no 'start' line");
  EXPECT_EQ(error_of("states a\nalphabet _\nstart a\n"), "m.tm: the machine has no 'accept' line");
}

TEST(TuringParse, MissingFileAndBinary) {
  try {
    load_machine("/nonexistent/x.tm");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "/nonexistent/x.tm: cannot open the file (No such file or directory)");
  }
  EXPECT_EQ(error_of(std::string("states a\n\0\n", 11)), "m.tm:2: the file is not text");
}

TEST(TuringParse, ExamplesParse) {
  for (const char* name : {"palindrome.tm", "composite.tm", "third_from_end.tm"}) {
    const Machine m = testing::example(name);
    EXPECT_FALSE(m.transitions.empty()) << name;
    EXPECT_EQ(m.symbols[0], "_") << name;
  }
}

TEST(TuringInput, CharactersOrNames) {
  const Machine m = parse_machine(kSmall, "m.tm");
  EXPECT_EQ(parse_input_word(m, "0110"), (std::vector<int>{1, 2, 2, 1}));
  EXPECT_EQ(parse_input_word(m, ""), std::vector<int>{});
  EXPECT_EQ(parse_input_word(m, " 0 _  1"), (std::vector<int>{1, 0, 2}));
  try {
    parse_input_word(m, "0120");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "--input: symbol '2' at position 3 is not in the alphabet of m.tm");
  }
}

TEST(TuringRules, ApplyAndLeftEdge) {
  const Machine m = parse_machine(kSmall, "m.tm");
  Configuration c = initial_configuration(m, {1, 1}, 4);
  EXPECT_EQ(c.tape, (std::vector<int>{1, 1, 0, 0}));
  const Configuration left = apply(c, m.transitions[1]);  // L on square 1 stays on square 1
  EXPECT_EQ(left.head, 1);
  const Configuration right = apply(c, m.transitions[0]);
  EXPECT_EQ(right.head, 2);
  EXPECT_EQ(right.state, 1);
  EXPECT_EQ(right.tape, (std::vector<int>{2, 1, 0, 0}));
  EXPECT_EQ(render(m, right, 3), " 1 [0] _");
  // Inputs longer than the reachable tape are cut.
  EXPECT_EQ(initial_configuration(m, {1, 2, 1}, 2).tape, (std::vector<int>{1, 2}));
}

}  // namespace
}  // namespace puzzlelab::turing

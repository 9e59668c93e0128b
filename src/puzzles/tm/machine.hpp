// A nondeterministic Turing machine M = (Q, Sigma, q0, F, delta) with one tape that is infinite to
// the right, and the text format it is read from (docs/tm.md):
//
//   # comment
//   states q0 q1 qacc          every state, once
//   alphabet _ 0 1             the tape alphabet; the FIRST symbol is the blank
//   start q0
//   accept qacc [more...]      the accepting states F (at least one)
//   q0 0 -> q1 1 R             delta: state read -> state write move, move in L, N, R
//
// Several transition lines with the same left side make the machine nondeterministic. Sections
// come in any order but before the transitions that use them; a name is any run of characters
// other than spaces, '#' and "->".
//
// Conventions shared by the simulator and the SAT encoding (they must agree exactly):
//   - squares are numbered 1, 2, ...; the input starts on square 1, the head starts on square 1;
//   - moving left from square 1 leaves the head on square 1 (Sipser's convention);
//   - the machine accepts within T steps when some configuration C_0..C_T is in an accepting
//     state; an accepting state is final (its outgoing transitions are ignored);
//   - a non-accepting configuration without an applicable transition rejects (that branch dies).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"

namespace puzzlelab::turing {

enum class Move { kLeft, kNone, kRight };

char to_char(Move move);

struct Transition {
  int state = 0;  // left side: current state and symbol read
  int read = 0;
  int next_state = 0;  // right side: new state, symbol written, head move
  int write = 0;
  Move move = Move::kNone;
  int line = 0;  // line in the machine file, for messages
};

struct Machine {
  std::string source;                // file name, for messages
  std::vector<std::string> states;   // state names, indexed by state id
  std::vector<std::string> symbols;  // symbol names; symbols[0] is the blank
  int start = 0;
  std::vector<bool> accepting;  // accepting[state]
  std::vector<Transition> transitions;

  int state_count() const { return static_cast<int>(states.size()); }
  int symbol_count() const { return static_cast<int>(symbols.size()); }
  // The transitions with left side (state, read), in file order (indices into transitions).
  const std::vector<int>& applicable(int state, int read) const {
    return by_left_[static_cast<std::size_t>(state) * symbols.size() + read];
  }
  // Fills the (state, read) index; parse_machine calls it, so must anyone building a Machine.
  void index_transitions();
  // "q0 0 -> q1 1 R"
  std::string describe(const Transition& t) const;

 private:
  std::vector<std::vector<int>> by_left_;
};

// Largest machine accepted: keeps the formula's per-step constants sane.
inline constexpr int kMaxStates = 1000;
inline constexpr int kMaxSymbols = 256;
inline constexpr int kMaxTransitions = 100000;

// `source` names the text in error messages (usually the file name). Errors: InputError with
// file:line:column.
Machine parse_machine(std::string_view text, const std::string& source);
Machine load_machine(const std::string& path);

// An input word, as symbol ids. With whitespace in `word` the symbols are the whitespace-separated
// names; otherwise every character is one symbol. Every symbol must be in the alphabet
// (InputError naming `label` and the position otherwise). The empty word is allowed.
std::vector<int> parse_input_word(const Machine& machine, std::string_view word,
                                  const std::string& label = "--input");

// One configuration on the bounded tape of squares 1..tape.size().
struct Configuration {
  int state = 0;
  int head = 1;           // 1-based square
  std::vector<int> tape;  // tape[s - 1] is the symbol on square s
  bool operator==(const Configuration&) const = default;
};

// The number of squares a run of at most `steps` steps can visit: steps + 1. Squares of the input
// beyond it can never be read and are left out of every configuration.
int reachable_squares(int steps);

// C_0: start state, head on square 1, the input (cut to `squares`) followed by blanks.
Configuration initial_configuration(const Machine& machine, const std::vector<int>& input,
                                    int squares);

// The configuration after applying `t` (which must be applicable). The head must not leave the
// bounded tape to the right (internal_error otherwise); on the left it stays on square 1.
Configuration apply(const Configuration& c, const Transition& t);

// " a  b [b] a  _" - the tape squares 1..width, the scanned square in brackets, every symbol
// padded to the longest name.
std::string render(const Machine& machine, const Configuration& c, int width);

}  // namespace puzzlelab::turing

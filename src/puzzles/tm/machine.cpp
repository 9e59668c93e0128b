#include "puzzles/tm/machine.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <optional>

#include "core/text_file.hpp"

namespace puzzlelab::turing {
namespace {

struct Token {
  std::string text;
  int column = 0;  // 1-based
};

// Splits a line into tokens: runs of non-space characters, with "->" always a token of its own
// and everything from '#' on a comment.
std::vector<Token> tokenize(std::string_view line) {
  std::vector<Token> tokens;
  std::size_t i = 0;
  const auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v'; };
  while (i < line.size()) {
    const char c = line[i];
    if (c == '#') break;
    if (is_space(c)) {
      ++i;
      continue;
    }
    if (line.substr(i, 2) == "->") {
      tokens.push_back({"->", static_cast<int>(i) + 1});
      i += 2;
      continue;
    }
    const std::size_t begin = i;
    while (i < line.size() && !is_space(line[i]) && line[i] != '#' && line.substr(i, 2) != "->")
      ++i;
    tokens.push_back({std::string(line.substr(begin, i - begin)), static_cast<int>(begin) + 1});
  }
  return tokens;
}

class Parser {
 public:
  explicit Parser(const std::string& source) { machine_.source = source; }

  void line(std::string_view text, int number) {
    line_ = number;
    const std::vector<Token> tokens = tokenize(text);
    if (tokens.empty()) return;
    const bool arrow =
        std::any_of(tokens.begin(), tokens.end(), [](const Token& t) { return t.text == "->"; });
    const std::string& head = tokens[0].text;
    if (arrow) {
      transition(tokens);
    } else if (head == "states") {
      states(tokens);
    } else if (head == "alphabet") {
      alphabet(tokens);
    } else if (head == "start") {
      start(tokens);
    } else if (head == "accept") {
      accept(tokens);
    } else {
      fail(tokens[0],
           "expected 'states', 'alphabet', 'start', 'accept' or a transition "
           "'STATE SYMBOL -> STATE SYMBOL L|N|R', found '" +
               excerpt(head) + "'");
    }
  }

  Machine finish() {
    const char* missing = nullptr;
    if (!states_line_)
      missing = "states";
    else if (!alphabet_line_)
      missing = "alphabet";
    else if (!start_line_)
      missing = "start";
    else if (!accept_line_)
      missing = "accept";
    if (missing != nullptr) {
      throw InputError(SourceLocation{machine_.source, 0, 0},
                       std::string("the machine has no '") + missing + "' line");
    }
    machine_.index_transitions();
    return std::move(machine_);
  }

 private:
  [[noreturn]] void fail(const Token& at, const std::string& message) const {
    throw InputError(SourceLocation{machine_.source, line_, at.column}, message);
  }

  void once(std::optional<int>& seen, const Token& keyword) {
    if (seen) {
      fail(keyword, "second '" + excerpt(keyword.text) + "' line (the first is line " +
                        std::to_string(*seen) + ")");
    }
    seen = line_;
  }

  // Reads the names after the keyword into `names`, refusing duplicates.
  void names(const std::vector<Token>& tokens, const char* what, std::vector<std::string>& names,
             std::map<std::string, int>& ids, int max_count) {
    if (tokens.size() < 2)
      fail(tokens[0], "'" + excerpt(tokens[0].text) + "' lists no " + what + "s");
    for (std::size_t i = 1; i < tokens.size(); ++i) {
      const Token& t = tokens[i];
      if (!ids.emplace(t.text, static_cast<int>(names.size())).second) {
        fail(t, std::string(what) + " '" + excerpt(t.text) + "' is listed twice");
      }
      names.push_back(t.text);
      if (static_cast<int>(names.size()) > max_count) {
        fail(t, "more than " + std::to_string(max_count) + " " + what + "s");
      }
    }
  }

  void states(const std::vector<Token>& tokens) {
    once(states_line_, tokens[0]);
    names(tokens, "state", machine_.states, state_ids_, kMaxStates);
    machine_.accepting.assign(machine_.states.size(), false);
  }

  void alphabet(const std::vector<Token>& tokens) {
    once(alphabet_line_, tokens[0]);
    names(tokens, "symbol", machine_.symbols, symbol_ids_, kMaxSymbols);
  }

  int state(const Token& t) const {
    if (!states_line_) fail(t, "state '" + excerpt(t.text) + "' used before the 'states' line");
    const auto it = state_ids_.find(t.text);
    if (it == state_ids_.end()) fail(t, "unknown state '" + excerpt(t.text) + "'");
    return it->second;
  }

  int symbol(const Token& t) const {
    if (!alphabet_line_)
      fail(t, "symbol '" + excerpt(t.text) + "' used before the 'alphabet' line");
    const auto it = symbol_ids_.find(t.text);
    if (it == symbol_ids_.end()) fail(t, "unknown symbol '" + excerpt(t.text) + "'");
    return it->second;
  }

  void start(const std::vector<Token>& tokens) {
    once(start_line_, tokens[0]);
    if (tokens.size() != 2) {
      fail(tokens.size() < 2 ? tokens[0] : tokens[2], "'start' takes exactly one state");
    }
    machine_.start = state(tokens[1]);
  }

  void accept(const std::vector<Token>& tokens) {
    once(accept_line_, tokens[0]);
    if (tokens.size() < 2) fail(tokens[0], "'accept' lists no states");
    for (std::size_t i = 1; i < tokens.size(); ++i) {
      const int q = state(tokens[i]);
      if (machine_.accepting[q])
        fail(tokens[i], "state '" + excerpt(tokens[i].text) + "' listed twice");
      machine_.accepting[q] = true;
    }
  }

  void transition(const std::vector<Token>& tokens) {
    if (tokens.size() != 6 || tokens[2].text != "->") {
      const Token& at = tokens.size() > 2 && tokens[2].text != "->" ? tokens[2]
                        : tokens.size() > 6                         ? tokens[6]
                                                                    : tokens.back();
      fail(at, "a transition reads 'STATE SYMBOL -> STATE SYMBOL MOVE' (move L, N or R)");
    }
    Transition t;
    t.state = state(tokens[0]);
    t.read = symbol(tokens[1]);
    t.next_state = state(tokens[3]);
    t.write = symbol(tokens[4]);
    const std::string& m = tokens[5].text;
    if (m == "L") {
      t.move = Move::kLeft;
    } else if (m == "N") {
      t.move = Move::kNone;
    } else if (m == "R") {
      t.move = Move::kRight;
    } else {
      fail(tokens[5], "the move is L, N or R, not '" + excerpt(m) + "'");
    }
    t.line = line_;
    // A map, not a scan of every earlier line: 100,000 transitions would take 5e9 comparisons.
    const auto [first, added] = transition_lines_.try_emplace(
        std::array<int, 5>{t.state, t.read, t.next_state, t.write, static_cast<int>(t.move)},
        t.line);
    if (!added) {
      fail(tokens[0],
           "duplicate transition (the same as line " + std::to_string(first->second) + ")");
    }
    if (static_cast<int>(machine_.transitions.size()) >= kMaxTransitions) {
      fail(tokens[0], "more than " + std::to_string(kMaxTransitions) + " transitions");
    }
    machine_.transitions.push_back(t);
  }

  Machine machine_;
  std::map<std::string, int> state_ids_;
  std::map<std::string, int> symbol_ids_;
  std::map<std::array<int, 5>, int> transition_lines_;  // each transition's line
  std::optional<int> states_line_, alphabet_line_, start_line_, accept_line_;
  int line_ = 0;
};

}  // namespace

char to_char(Move move) {
  switch (move) {
    case Move::kLeft:
      return 'L';
    case Move::kNone:
      return 'N';
    case Move::kRight:
      return 'R';
  }
  return '?';
}

void Machine::index_transitions() {
  by_left_.assign(states.size() * symbols.size(), {});
  for (std::size_t i = 0; i < transitions.size(); ++i) {
    const Transition& t = transitions[i];
    by_left_[static_cast<std::size_t>(t.state) * symbols.size() + t.read].push_back(
        static_cast<int>(i));
  }
}

std::string Machine::describe(const Transition& t) const {
  return states[t.state] + " " + symbols[t.read] + " -> " + states[t.next_state] + " " +
         symbols[t.write] + " " + to_char(t.move);
}

Machine parse_machine(std::string_view text, const std::string& source) {
  Parser parser(source);
  int number = 0;
  std::size_t begin = 0;
  while (begin <= text.size()) {
    std::size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) end = text.size();
    ++number;
    const std::string_view line = text.substr(begin, end - begin);
    if (line.find('\0') != std::string_view::npos) {
      throw InputError(SourceLocation{source, number, 0}, "the file is not text");
    }
    parser.line(line, number);
    begin = end + 1;
  }
  return parser.finish();
}

Machine load_machine(const std::string& path) {
  return parse_machine(read_text_file(path), text_source_name(path));
}

std::vector<int> parse_input_word(const Machine& machine, std::string_view word,
                                  const std::string& label) {
  const auto id = [&](std::string_view name, std::size_t at) {
    const auto it = std::find(machine.symbols.begin(), machine.symbols.end(), name);
    if (it == machine.symbols.end()) {
      throw InputError(SourceLocation{label, 0, 0},
                       "symbol '" + excerpt(name) + "' at position " + std::to_string(at + 1) +
                           " is not in the alphabet of " + machine.source);
    }
    return static_cast<int>(it - machine.symbols.begin());
  };
  std::vector<int> input;
  const bool separated = word.find_first_of(" \t") != std::string_view::npos;
  std::size_t i = 0;
  while (i < word.size()) {
    if (!separated) {
      input.push_back(id(word.substr(i, 1), i));
      ++i;
      continue;
    }
    if (word[i] == ' ' || word[i] == '\t') {
      ++i;
      continue;
    }
    const std::size_t begin = i;
    while (i < word.size() && word[i] != ' ' && word[i] != '\t') ++i;
    input.push_back(id(word.substr(begin, i - begin), begin));
  }
  return input;
}

int reachable_squares(int steps) {
  return steps + 1;
}

Configuration initial_configuration(const Machine& machine, const std::vector<int>& input,
                                    int squares) {
  Configuration c;
  c.state = machine.start;
  c.head = 1;
  c.tape.assign(static_cast<std::size_t>(squares), 0);
  for (std::size_t s = 0; s < input.size() && s < c.tape.size(); ++s) c.tape[s] = input[s];
  return c;
}

Configuration apply(const Configuration& c, const Transition& t) {
  if (c.state != t.state || c.tape[c.head - 1] != t.read) {
    internal_error("apply: transition does not apply to the configuration");
  }
  Configuration next = c;
  next.state = t.next_state;
  next.tape[c.head - 1] = t.write;
  if (t.move == Move::kLeft) next.head = std::max(1, c.head - 1);
  if (t.move == Move::kRight) next.head = c.head + 1;
  if (next.head > static_cast<int>(c.tape.size())) {
    internal_error("apply: the head left the bounded tape");
  }
  return next;
}

std::string render(const Machine& machine, const Configuration& c, int width) {
  std::size_t name_width = 0;
  for (const std::string& s : machine.symbols) name_width = std::max(name_width, s.size());
  std::string out;
  for (int s = 1; s <= width && s <= static_cast<int>(c.tape.size()); ++s) {
    const std::string& name = machine.symbols[c.tape[s - 1]];
    std::string cell = name + std::string(name_width - name.size(), ' ');
    out += s == c.head ? "[" + cell + "]" : " " + cell + " ";
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace puzzlelab::turing

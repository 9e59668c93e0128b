// Machines for the tests: the examples shipped in examples/tm/, and small random machines
// (written as text, so every one also goes through the parser).
#pragma once

#include <random>
#include <string>
#include <vector>

#include "puzzles/tm/machine.hpp"

namespace puzzlelab::turing::testing {

inline std::string example_path(const std::string& name) {
  return std::string(PUZZLELAB_SOURCE_DIR) + "/examples/tm/" + name;
}

inline Machine example(const std::string& name) {
  return load_machine(example_path(name));
}

// A random machine: `states` non-accepting states plus one accepting, `symbols` symbols, and for
// every (state, symbol) 0 to `fanout` transitions (so usually nondeterministic, sometimes stuck).
inline std::string random_machine_text(std::mt19937& rng, int states, int symbols, int fanout) {
  const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  std::string text = "states";
  for (int q = 0; q < states; ++q) text.append(" q").append(std::to_string(q));
  text += " acc\nalphabet _";
  for (int i = 1; i < symbols; ++i) text.append(" s").append(std::to_string(i));
  text += "\nstart q0\naccept acc\n";
  const auto state_name = [&](int q) {
    return q == states ? std::string("acc") : std::string("q").append(std::to_string(q));
  };
  const auto symbol_name = [&](int i) {
    return i == 0 ? std::string("_") : std::string("s").append(std::to_string(i));
  };
  std::vector<std::string> lines;
  for (int q = 0; q < states; ++q) {
    for (int i = 0; i < symbols; ++i) {
      const int count = pick(fanout + 1);
      for (int c = 0; c < count; ++c) {
        const std::string line = state_name(q) + " " + symbol_name(i) + " -> " +
                                 state_name(pick(states + 1)) + " " + symbol_name(pick(symbols)) +
                                 " " + "LNR"[pick(3)];
        bool seen = false;
        for (const std::string& l : lines) seen = seen || l == line;
        if (!seen) lines.push_back(line);
      }
    }
  }
  // Transitions out of the accepting state are allowed in the format and must be ignored.
  if (pick(2) == 0) lines.push_back("acc _ -> q0 _ R");
  for (const std::string& l : lines) text += l + "\n";
  return text;
}

inline std::vector<int> random_word(std::mt19937& rng, int symbols, int length) {
  std::vector<int> w;
  for (int i = 0; i < length; ++i) {
    w.push_back(std::uniform_int_distribution<int>(1, symbols - 1)(rng));
  }
  return w;
}

}  // namespace puzzlelab::turing::testing

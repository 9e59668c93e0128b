#include "puzzles/tm/computation_text.hpp"

#include <algorithm>

namespace puzzlelab::turing {
namespace {

// printf's "%*s" (right) and "%-*s" (left): pads, never cuts.
std::string padded(const std::string& text, std::size_t width, bool left) {
  if (text.size() >= width) return text;
  const std::string pad(width - text.size(), ' ');
  return left ? text + pad : pad + text;
}

}  // namespace

int tape_width(const Computation& computation) {
  int width = 1;
  for (const Configuration& conf : computation.configurations) {
    width = std::max(width, conf.head);
    for (int s = static_cast<int>(conf.tape.size()); s > 0; --s) {
      if (conf.tape[s - 1] != 0) {
        width = std::max(width, s);
        break;
      }
    }
  }
  const int squares = computation.configurations.empty()
                          ? 1
                          : static_cast<int>(computation.configurations[0].tape.size());
  return std::min(width + 1, squares);
}

std::string word_text(const Machine& machine, const std::vector<int>& word) {
  const bool single = std::all_of(machine.symbols.begin(), machine.symbols.end(),
                                  [](const std::string& s) { return s.size() == 1; });
  std::string text;
  for (int x : word) text.append(single || text.empty() ? "" : " ").append(machine.symbols[x]);
  return text;
}

nlohmann::json computation_json(const Machine& machine, const Computation& computation) {
  const int width = tape_width(computation);
  nlohmann::json steps = nlohmann::json::array();
  for (std::size_t t = 0; t < computation.configurations.size(); ++t) {
    const Configuration& conf = computation.configurations[t];
    nlohmann::json tape = nlohmann::json::array();
    for (int s = 1; s <= width; ++s) tape.push_back(machine.symbols[conf.tape[s - 1]]);
    nlohmann::json step = {
        {"step", t}, {"state", machine.states[conf.state]}, {"head", conf.head}, {"tape", tape}};
    step["transition"] =
        t == 0
            ? nlohmann::json(nullptr)
            : nlohmann::json(machine.describe(machine.transitions[computation.transitions[t - 1]]));
    steps.push_back(step);
  }
  return steps;
}

std::string computation_table(const Machine& machine, const Computation& computation) {
  const int width = tape_width(computation);
  std::size_t state_width = 5;
  for (const std::string& s : machine.states) state_width = std::max(state_width, s.size());
  std::string out = padded("step", 6, false) + "  " + padded("state", state_width, true) + "  " +
                    "tape (scanned square in brackets)  transition taken\n";
  for (std::size_t t = 0; t < computation.configurations.size(); ++t) {
    const Configuration& conf = computation.configurations[t];
    std::string via;
    if (t > 0) {
      const Transition& taken = machine.transitions[computation.transitions[t - 1]];
      via = "  <- " + machine.describe(taken) + " (line " + std::to_string(taken.line) + ")";
    }
    out += padded(std::to_string(t), 6, false) + "  " +
           padded(machine.states[conf.state], state_width, true) + "  " +
           render(machine, conf, width) + via + "\n";
  }
  return out;
}

}  // namespace puzzlelab::turing

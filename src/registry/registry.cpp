#include "registry/registry.hpp"

#include "backends/backend_result.hpp"
#include "core/error.hpp"
#include "core/limits.hpp"

namespace puzzlelab {

// One line per puzzle: its factory, defined in src/puzzles/<name>/<name>_puzzle.cpp.
std::unique_ptr<Puzzle> make_peg_puzzle();
std::unique_ptr<Puzzle> make_queens_puzzle();
std::unique_ptr<Puzzle> make_hanoi_puzzle();
std::unique_ptr<Puzzle> make_river_puzzle();
std::unique_ptr<Puzzle> make_knights_puzzle();
std::unique_ptr<Puzzle> make_nanobots_puzzle();
std::unique_ptr<Puzzle> make_tm_puzzle();
std::unique_ptr<Puzzle> make_tiles_puzzle();

const std::vector<std::unique_ptr<Puzzle>>& puzzles() {
  static const std::vector<std::unique_ptr<Puzzle>> all = [] {
    std::vector<std::unique_ptr<Puzzle>> list;
    for (auto make : {make_peg_puzzle, make_queens_puzzle, make_hanoi_puzzle, make_river_puzzle,
                      make_knights_puzzle, make_nanobots_puzzle, make_tm_puzzle, make_tiles_puzzle})
      list.push_back(make());
    return list;
  }();
  return all;
}

const Puzzle* find_puzzle(const std::string& name) {
  for (const auto& puzzle : puzzles())
    if (puzzle->name() == name) return puzzle.get();
  return nullptr;
}

const Puzzle& puzzle_named(const std::string& name) {
  if (const Puzzle* puzzle = find_puzzle(name)) return *puzzle;
  std::string names;
  for (const auto& puzzle : puzzles()) names += (names.empty() ? "" : ", ") + puzzle->name();
  throw InputError("unknown puzzle '" + name.substr(0, 40) + "' (expected " + names + ")");
}

Report run_method(const Puzzle& puzzle, const Instance& instance, const std::string& method,
                  const SolveOptions& options) {
  const Stopwatch clock;
  Report report;
  try {
    report = puzzle.solve(instance, method, options);
  } catch (const BackendUnavailable& missing) {
    report = puzzle_support::unavailable_report(puzzle.name(), instance, method, missing.what());
  }
  report.puzzle = puzzle.name();
  report.instance = instance.canonical();
  report.method = method;
  report.seconds = clock.seconds();
  return report;
}

}  // namespace puzzlelab

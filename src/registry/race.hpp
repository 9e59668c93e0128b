// A race: several methods of one puzzle on the same instance, each under the same limits, each
// traced into memory, so that a page (`puzzlelab race`, the race of `puzzlelab serve`) can play
// them side by side on one clock (docs/race.md).
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "puzzle/puzzle.hpp"
#include "trace/trace_writer.hpp"

namespace puzzlelab {

inline constexpr int kMinRaceMethods = 2;
inline constexpr int kMaxRaceMethods = 6;
// Events kept at each sampling rate before it halves (trace::TraceSample::budget): a lane of a
// billion events still plays through to its end in a page of a few MiB.
inline constexpr std::uint64_t kRaceSampleBudget = 1000;

struct RaceLane {
  MethodInfo method;
  std::optional<Report> report;  // empty when the method does not take the instance
  std::string skipped;           // why it was skipped
  std::string trace;             // the run's trace, JSON Lines
};

// The methods a race runs when none are named: the puzzle's first six, in its own order.
std::vector<std::string> default_race_methods(const Puzzle& puzzle);

// Checks the count (2 to 6) and the names (InputError naming the problem).
void check_race_methods(const Puzzle& puzzle, const std::vector<std::string>& methods);

// Runs each method in turn, alone, through run_method with a trace; `starting` hears each
// method's name before it runs (a progress word for a terminal).
std::vector<RaceLane> run_race(const Puzzle& puzzle, const Instance& instance,
                               const std::vector<std::string>& methods, SolveOptions options,
                               const trace::TraceOptions& trace_options,
                               const std::function<void(const std::string&)>& starting = {});

// The page's data: {"race":"puzzlelab-race","version":1,"puzzle","title","instance",
// "lanes":[{"method","family","traced","report","trace"} or {"method",...,"skipped"}]}.
nlohmann::json race_json(const Puzzle& puzzle, const Instance& instance,
                         const std::vector<RaceLane>& lanes);

}  // namespace puzzlelab

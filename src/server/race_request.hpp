// POST /api/race: two to six methods of one puzzle on the same instance, run one after another
// in one search slot, each traced into memory (sampled, registry/race.hpp), and answered once
// every method has finished with the data PuzzleLab.Race plays (web/race.js, docs/serve.md).
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "server/puzzle_run.hpp"

namespace puzzlelab::server {

struct RaceRequest {
  const Puzzle* puzzle = nullptr;
  std::shared_ptr<const Instance> instance;
  std::vector<std::string> methods;
  double seconds = 0;  // each method's time limit
  // The limit is the server's: its default, or its cap (max_race_seconds) because the client
  // asked for no less. The answer says so, and the page's panels stopped by it.
  bool server_seconds = false;
  // Each method's memory limit: the server's (ApiOptions::search_memory_bytes).
  std::uint64_t memory_bytes = SearchLimits{}.memory_bytes;
};

// The longest time limit a method of a race of `methods` methods may have: the race as a whole
// takes no longer than the longest run (kMaxRunSeconds).
double max_race_seconds(int methods);

// Validates a request body (docs/serve.md, "POST /api/race"); ApiError 400 naming the field.
RaceRequest parse_race_request(const nlohmann::json& body);

// Runs the race, each method single-threaded under the request's limits, its trace held to the
// server's run default of events and sampled to kRaceSampleBudget; race_json()'s answer, with
// "time_limit": {"seconds": each method's, "by": "server" or "request"}.
nlohmann::json run_race_request(const RaceRequest& request);

}  // namespace puzzlelab::server

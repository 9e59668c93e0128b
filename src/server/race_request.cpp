#include "server/race_request.hpp"

#include <algorithm>

#include "registry/race.hpp"
#include "server/api_error.hpp"
#include "server/http_status.hpp"
#include "server/json_fields.hpp"
#include "server/run_request.hpp"

namespace puzzlelab::server {
namespace {

using http_status::kBadRequest;

std::vector<std::string> parse_methods(const JsonFields& fields, const Puzzle& puzzle) {
  const nlohmann::json* given = fields.find("methods");
  if (given == nullptr || given->is_null()) {
    throw ApiError(kBadRequest, "\"methods\" is required: " + std::to_string(kMinRaceMethods) +
                                    " to " + std::to_string(kMaxRaceMethods) + " methods of " +
                                    puzzle.name());
  }
  const auto not_a_list = [] {
    return ApiError(kBadRequest, "\"methods\" must be a list of method names such as [\"dfs\"]");
  };
  if (!given->is_array()) throw not_a_list();
  std::vector<std::string> methods;
  for (const nlohmann::json& name : *given) {
    if (!name.is_string()) throw not_a_list();
    methods.push_back(name.get<std::string>());
  }
  const int count = static_cast<int>(methods.size());
  if (count < kMinRaceMethods || count > kMaxRaceMethods) {
    throw ApiError(kBadRequest, "\"methods\": a race takes " + std::to_string(kMinRaceMethods) +
                                    " to " + std::to_string(kMaxRaceMethods) + " methods, not " +
                                    std::to_string(count));
  }
  for (auto name = methods.begin(); name != methods.end(); ++name) {
    try {
      check_served_method(puzzle, *name);
    } catch (const ApiError& error) {
      throw ApiError(error.status(), std::string("\"methods\": ") + error.what());
    }
    if (std::find(methods.begin(), name, *name) != name) {
      throw ApiError(kBadRequest, "\"methods\": " + quoted_text(*name) + " is named twice");
    }
  }
  return methods;
}

}  // namespace

double max_race_seconds(int methods) {
  return kMaxRunSeconds / std::max(methods, 1);
}

RaceRequest parse_race_request(const nlohmann::json& body) {
  const JsonFields fields(body);
  RaceRequest request;
  PuzzleInstance parsed = parse_puzzle_instance(fields, Endpoint::kRace);
  request.puzzle = parsed.puzzle;
  request.instance = std::move(parsed.instance);
  request.methods = parse_methods(fields, *request.puzzle);
  const int count = static_cast<int>(request.methods.size());
  const double most = max_race_seconds(count);
  try {
    request.seconds = fields.number("seconds", std::min(kDefaultRunSeconds, most), 0.01, most);
    const nlohmann::json* given = fields.find("seconds");
    request.server_seconds = given == nullptr || given->is_null() || request.seconds >= most;
  } catch (const ApiError& error) {
    throw ApiError(error.status(),
                   std::string(error.what()) + ": each of " + std::to_string(count) +
                       " methods runs for it, and a race takes at most " +
                       std::to_string(static_cast<int>(kMaxRunSeconds)) + " s in all");
  }
  return request;
}

nlohmann::json run_race_request(const RaceRequest& request) {
  SolveOptions options;
  options.limits.seconds = request.seconds;
  options.limits.memory_bytes = request.memory_bytes;
  options.threads = 1;  // a race holds one of the server's threads, no more
  trace::TraceOptions trace = default_run_trace();
  trace.sample.budget = kRaceSampleBudget;
  trace.max_bytes = request.memory_bytes;
  const Puzzle& puzzle = *request.puzzle;
  const Instance& instance = *request.instance;
  nlohmann::json answer =
      race_json(puzzle, instance, run_race(puzzle, instance, request.methods, options, trace));
  answer["time_limit"] = {{"seconds", request.seconds},
                          {"by", request.server_seconds ? "server" : "request"}};
  return answer;
}

}  // namespace puzzlelab::server

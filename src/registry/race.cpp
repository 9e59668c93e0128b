#include "registry/race.hpp"

#include "core/error.hpp"
#include "registry/registry.hpp"

namespace puzzlelab {
namespace {

// methods() builds its list afresh: the match is copied out.
std::optional<MethodInfo> method_named(const Puzzle& puzzle, const std::string& name) {
  for (MethodInfo& method : puzzle.methods())
    if (method.name == name) return std::move(method);
  return std::nullopt;
}

}  // namespace

std::vector<std::string> default_race_methods(const Puzzle& puzzle) {
  std::vector<std::string> names;
  for (const MethodInfo& method : puzzle.methods()) {
    if (static_cast<int>(names.size()) == kMaxRaceMethods) break;
    if (method.available()) names.push_back(method.name);
  }
  return names;
}

void check_race_methods(const Puzzle& puzzle, const std::vector<std::string>& methods) {
  const int count = static_cast<int>(methods.size());
  if (count < kMinRaceMethods || count > kMaxRaceMethods) {
    throw InputError("--methods: a race takes " + std::to_string(kMinRaceMethods) + " to " +
                     std::to_string(kMaxRaceMethods) + " methods, got " + std::to_string(count));
  }
  for (std::size_t i = 0; i < methods.size(); ++i) {
    if (!method_named(puzzle, methods[i])) {
      throw InputError("--methods: " + puzzle.name() + " has no method '" + excerpt(methods[i]) +
                       "'");
    }
    for (std::size_t j = 0; j < i; ++j) {
      if (methods[j] == methods[i]) {
        throw InputError("--methods: '" + excerpt(methods[i]) + "' is named twice");
      }
    }
  }
}

std::vector<RaceLane> run_race(const Puzzle& puzzle, const Instance& instance,
                               const std::vector<std::string>& methods, SolveOptions options,
                               const trace::TraceOptions& trace_options,
                               const std::function<void(const std::string&)>& starting) {
  check_race_methods(puzzle, methods);
  std::vector<RaceLane> lanes;
  for (const std::string& name : methods) {
    if (starting) starting(name);
    RaceLane lane;
    lane.method = *method_named(puzzle, name);
    {
      std::string& text = lane.trace;
      trace::TraceWriter writer([&text](std::string_view line) { text.append(line); },
                                trace_options);
      options.trace = &writer;
      try {
        lane.report = run_method(puzzle, instance, name, options);
      } catch (const InputError& unfit) {  // the method does not take this instance
        lane.skipped = unfit.what();
      }
      options.trace = nullptr;
    }
    lanes.push_back(std::move(lane));
  }
  return lanes;
}

nlohmann::json race_json(const Puzzle& puzzle, const Instance& instance,
                         const std::vector<RaceLane>& lanes) {
  nlohmann::json list = nlohmann::json::array();
  for (const RaceLane& lane : lanes) {
    nlohmann::json entry = {{"method", lane.method.name},
                            {"family", to_string(lane.method.family)},
                            {"traced", lane.method.traces_search()},
                            {"summary", lane.method.summary}};
    if (lane.report) {
      entry["report"] = to_json(*lane.report);
      entry["trace"] = lane.trace;
    } else {
      entry["skipped"] = lane.skipped;
    }
    list.push_back(std::move(entry));
  }
  return {{"race", "puzzlelab-race"},         {"version", 1},
          {"puzzle", puzzle.name()},          {"title", puzzle.title()},
          {"instance", instance.canonical()}, {"lanes", std::move(list)}};
}

}  // namespace puzzlelab

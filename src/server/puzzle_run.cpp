#include "server/puzzle_run.hpp"

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <string_view>
#include <utility>

#include "core/error.hpp"
#include "registry/registry.hpp"
#include "server/api_error.hpp"
#include "server/http_status.hpp"

namespace puzzlelab::server {
namespace {

using http_status::kBadRequest;

std::string joined(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "" : ", ") + name;
  return text;
}

// A parameter's value as the text the command line would give: numbers as written, true and
// false as yes and no.
std::string value_text(const std::string& name, const nlohmann::json& value) {
  if (value.is_string()) return value.get<std::string>();
  if (value.is_number_integer()) return value.dump();
  if (value.is_number_float()) return value.dump();
  if (value.is_boolean()) return value.get<bool>() ? "yes" : "no";
  throw ApiError(kBadRequest, "\"params\": \"" + name + "\" must be a string or a number, not " +
                                  std::string(value.type_name()));
}

// The fields of each endpoint's request besides the puzzle's parameters, which go in "params".
const std::initializer_list<std::string_view> kRunFields = {
    "puzzle", "method", "params", "solutions", "seconds", "trace_limit", "snapshot_every"};
const std::initializer_list<std::string_view> kRaceFields = {"puzzle", "params", "methods",
                                                             "seconds"};

const std::initializer_list<std::string_view>& fields_of(Endpoint endpoint) {
  return endpoint == Endpoint::kRun ? kRunFields : kRaceFields;
}

// Fields of the first request shapes that are not parameters and have a new spelling.
struct RenamedField {
  std::string_view old_name;
  Endpoint endpoint;
  std::string_view current;  // as it is written in a request now
};
constexpr RenamedField kRenamedFields[] = {{"all", Endpoint::kRun, R"("solutions": "all")"}};

const ParamSpec* spec_named(const std::vector<ParamSpec>& specs, const std::string& name) {
  const auto spec =
      std::find_if(specs.begin(), specs.end(), [&](const ParamSpec& s) { return s.name == name; });
  return spec == specs.end() ? nullptr : &*spec;
}

// The parameter that `name` is an old spelling of, if any.
const ParamSpec* spec_once_named(const std::vector<ParamSpec>& specs, const std::string& name) {
  const auto spec = std::find_if(specs.begin(), specs.end(), [&](const ParamSpec& s) {
    return std::find(s.old_names.begin(), s.old_names.end(), name) != s.old_names.end();
  });
  return spec == specs.end() ? nullptr : &*spec;
}

std::vector<std::string> param_names(const std::vector<ParamSpec>& specs) {
  std::vector<std::string> names;
  for (const ParamSpec& spec : specs) names.push_back(spec.name);
  return names;
}

// A 400 for a request whose shape is not the current one: "PUZZLE: problem", and the shape.
ApiError shape_error(const Puzzle& puzzle, Endpoint endpoint, const std::string& problem) {
  return ApiError(kBadRequest, puzzle.name() + ": " + problem, request_example(puzzle, endpoint));
}

// What a field that `endpoint` does not take is now, ranked by how much it tells (an old name of
// a parameter first), or nullopt.
std::optional<std::pair<int, std::string>> now_named(const std::string& key,
                                                     const std::vector<ParamSpec>& specs,
                                                     Endpoint endpoint) {
  if (const ParamSpec* spec = spec_once_named(specs, key)) {
    return std::pair{0, " is an old name; use " + quoted_text(spec->name) + R"( in "params")"};
  }
  if (spec_named(specs, key) != nullptr) {
    return std::pair{1, std::string(R"( is a parameter: put it in "params")")};
  }
  for (const RenamedField& renamed : kRenamedFields) {
    if (renamed.endpoint == endpoint && renamed.old_name == key) {
      return std::pair{2, " is an old field; use " + std::string(renamed.current)};
    }
  }
  return std::nullopt;
}

// Refuses a field that `endpoint` does not take. Of an old request's fields, the one that tells
// most is named (the keys come sorted, not as sent): {"n":8,"locks":[],"all":true} is told of
// "n"; a plain unknown field only when none has a current form.
void check_fields(const JsonFields& fields, const Puzzle& puzzle, Endpoint endpoint) {
  const auto& taken = fields_of(endpoint);
  const auto unknown = fields.unknown_field(taken);
  if (!unknown) return;
  const std::vector<ParamSpec> specs = puzzle.params();
  std::optional<std::pair<int, std::string>> best;
  for (const auto& [key, value] : fields.object().items()) {
    if (std::find(taken.begin(), taken.end(), key) != taken.end()) continue;
    auto now = now_named(key, specs, endpoint);
    if (now && (!best || now->first < best->first))
      best = {now->first, quoted_text(key) + now->second};
  }
  if (best) throw shape_error(puzzle, endpoint, best->second);
  const std::vector<std::string> known(taken.begin(), taken.end());
  throw shape_error(puzzle, endpoint,
                    "unknown field " + quoted_text(*unknown) +
                        " (expected one of: " + joined(known) + "; the parameters " +
                        joined(param_names(specs)) + R"( go in "params"))");
}

Params parse_params(const Puzzle& puzzle, const JsonFields& fields, Endpoint endpoint) {
  Params params;
  const nlohmann::json* given = fields.find("params");
  if (given == nullptr || given->is_null()) return params;
  if (!given->is_object()) {
    throw ApiError(kBadRequest, "\"params\" must be an object of the puzzle's parameters",
                   request_example(puzzle, endpoint));
  }
  const std::vector<ParamSpec> specs = puzzle.params();
  for (const auto& [name, value] : given->items()) {
    const ParamSpec* spec = spec_named(specs, name);
    if (spec == nullptr) {
      if (const ParamSpec* renamed = spec_once_named(specs, name)) {
        throw shape_error(puzzle, endpoint,
                          quoted_text(name) + " is an old name; use " + quoted_text(renamed->name));
      }
      throw ApiError(kBadRequest,
                     "unknown parameter " + quoted_text(name) + " of " + puzzle.name() +
                         " (expected " + joined(param_names(specs)) + ")",
                     request_example(puzzle, endpoint));
    }
    std::string text = value_text(name, value);
    // The server reads none of its own files for a client: only the built-in values.
    if (spec->names_file &&
        std::find(spec->choices.begin(), spec->choices.end(), text) == spec->choices.end()) {
      throw ApiError(kBadRequest, name + ": " + quoted_text(text) +
                                      " is not built in, and the server reads no files (expected " +
                                      joined(spec->choices) + ")");
    }
    params.emplace_back(name, std::move(text));
  }
  return params;
}

}  // namespace

nlohmann::json request_example(const Puzzle& puzzle, Endpoint endpoint) {
  nlohmann::json params = nlohmann::json::object();
  for (const ParamSpec& spec : puzzle.params()) {
    if (!spec.default_value.empty()) params[spec.name] = spec.default_value;
  }
  nlohmann::json example = {{"puzzle", puzzle.name()}, {"params", params}};
  if (endpoint == Endpoint::kRun) {
    example["method"] = puzzle.default_method(*puzzle.parse({}));
  } else {
    nlohmann::json methods = nlohmann::json::array();
    for (const MethodInfo& method : puzzle.methods()) {
      if (method.available() && methods.size() < 2) methods.push_back(method.name);
    }
    example["methods"] = methods;
  }
  return example;
}

PuzzleInstance parse_puzzle_instance(const JsonFields& fields, Endpoint endpoint) {
  PuzzleInstance parsed;
  try {
    parsed.puzzle = &puzzle_named(fields.required_string("puzzle"));
    check_fields(fields, *parsed.puzzle, endpoint);
    parsed.instance = parsed.puzzle->parse(parse_params(*parsed.puzzle, fields, endpoint));
  } catch (const InputError& error) {
    throw ApiError(kBadRequest, error.what());
  }
  return parsed;
}

void check_served_method(const Puzzle& puzzle, const std::string& name) {
  const std::vector<MethodInfo> methods = puzzle.methods();
  const auto method = std::find_if(methods.begin(), methods.end(),
                                   [&](const MethodInfo& m) { return m.name == name; });
  if (method == methods.end()) {
    std::vector<std::string> names;
    for (const MethodInfo& m : methods) names.push_back(m.name);
    throw ApiError(kBadRequest, "unknown method " + quoted_text(name) + " of " + puzzle.name() +
                                    " (expected " + joined(names) + ")");
  }
  if (!method->available()) {
    throw ApiError(kBadRequest, "method " + quoted_text(name) + " of " + puzzle.name() +
                                    " is not in this build (its solver library is missing)");
  }
}

PuzzleRun parse_puzzle_run(const JsonFields& fields) {
  PuzzleInstance parsed = parse_puzzle_instance(fields, Endpoint::kRun);
  PuzzleRun run{parsed.puzzle, std::move(parsed.instance), fields.string("method", "")};
  if (run.method.empty()) run.method = run.puzzle->default_method(*run.instance);
  check_served_method(*run.puzzle, run.method);
  return run;
}

const nlohmann::json& puzzles_json() {
  static const nlohmann::json all = [] {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& puzzle : puzzles()) {
      nlohmann::json params = nlohmann::json::array();
      for (const ParamSpec& spec : puzzle->params()) {
        params.push_back({{"name", spec.name},
                          {"help", spec.help},
                          {"default", spec.default_value},
                          {"choices", spec.choices},
                          {"names_file", spec.names_file}});
      }
      nlohmann::json methods = nlohmann::json::array();
      for (const MethodInfo& method : puzzle->methods()) {
        methods.push_back({{"name", method.name},
                           {"family", std::string(to_string(method.family))},
                           {"summary", method.summary},
                           {"available", method.available()},
                           {"traced", method.traces_search()}});
      }
      list.push_back({{"name", puzzle->name()},
                      {"title", puzzle->title()},
                      {"summary", puzzle->summary()},
                      {"params", params},
                      {"default_method", puzzle->default_method(*puzzle->parse({}))},
                      {"methods", methods}});
    }
    return list;
  }();
  return all;
}

}  // namespace puzzlelab::server
